import { accessErrorMessage, type ApiErrorCode } from './error-codes';
import type { FieldIssue } from './schemas/common';

/** MODULE_ERROR: code loaded on first use (the client, a form's calls) arrived but failed to run (shared/api/lazy-module.ts). */
export type ApiErrorKind = 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | 'HTTP_ERROR' | 'MODULE_ERROR';

export { accessErrorMessage };

interface ApiErrorInit {
  kind: ApiErrorKind;
  /** `METHOD /path` of the failed call. */
  endpoint: string;
  status?: number;
  /** For PARSING_ERROR: the status of the answer that could not be read. */
  originalStatus?: number;
  data?: unknown;
  code?: string;
  serverMessage?: string;
  issues?: FieldIssue[];
  field?: string;
  /** Seconds to wait before trying again (a throttled call). */
  retryAfter?: number;
  cause?: unknown;
}

/** The one error every failed API call turns into. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly endpoint: string;
  readonly status: number | undefined;
  readonly originalStatus: number | undefined;
  readonly data: unknown;
  readonly code: string | undefined;
  readonly serverMessage: string | undefined;
  readonly issues: FieldIssue[];
  readonly field: string | undefined;
  readonly retryAfter: number | undefined;

  constructor(init: ApiErrorInit) {
    super(`${init.kind} ${init.endpoint}${init.status ? ` ${init.status}` : ''}${init.serverMessage ? `: ${init.serverMessage}` : ''}`, { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.endpoint = init.endpoint;
    this.status = init.status;
    this.originalStatus = init.originalStatus;
    this.data = init.data;
    this.code = init.code;
    this.serverMessage = init.serverMessage;
    this.issues = init.issues ?? [];
    this.field = init.field;
    this.retryAfter = init.retryAfter;
  }

  /** "Access Error!" is logged and shows nothing. */
  get silent(): boolean {
    return this.code === 'ACCESS_ERROR' || this.serverMessage === accessErrorMessage;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

/** Each catalogue code's message key: `errors.` and the code in camelCase (LOGIN_FAILED: errors.loginFailed), unless named. */
const codeKeys: Record<ApiErrorCode, string | 1> = {
  WRONG_CREDENTIALS: 1,
  LOGIN_FAILED: 1,
  USER_NOT_ACTIVE: 1,
  REGISTER_FAILED: 1,
  EMAIL_EXISTS: 1,
  EMAIL_UNVERIFIED: 1,
  VERIFY_TOKEN_FAILED: 1,
  TOKEN_NOT_VERIFIED: 1,
  FINALIZE_REGISTER_FAILED: 1,
  ACCESS_ERROR: 1,
  PROFILE_UPDATE_FAILED: 1,
  PROJECT_CREATE_FAILED: 1,
  BUY_FAILED: 1,
  BURN_FAILED: 1,
  PASSWORD_CHANGE_FAILED: 1,
  PAYMENT_FAILED: 1,
  SUPPORT_EMAIL_FAILED: 1,
  NOTHING_FOUND: 1,
  NO_TOKEN_INDEX: 1,
  EMPTY_WALLET: 1,
  CERTIFICATE_NOT_READY: 1,
  MEETING_EMAIL_USED: 1,
  MEETING_TIME_INVALID: 1,
  UNAUTHORIZED: 1,
  CODE_SPENT: 1,
  LOGIN_THROTTLED: 1,
  IDEMPOTENCY_KEY_REQUIRED: 'errors.buyFailed',
  IDEMPOTENCY_CONFLICT: 1,
  INSUFFICIENT_STOCK: 1,
  // Each comes from one screen's call, whose texts hold its message (not the first download's).
  PROJECT_LIMIT: 'projects.form.limit',
  OPEN_PAYMENT_LIMIT: 'buy.checkout.openPayments',
  VALIDATION: 1,
  NOT_FOUND: 1,
  PAYLOAD_TOO_LARGE: 1,
  UNSUPPORTED_TYPE: 1,
  INTERNAL: 1,
};
const keyOf = (code: ApiErrorCode): string => {
  const key = codeKeys[code];
  return key === 1 ? `errors.${code.toLowerCase().replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase())}` : key;
};

const isKnownCode = (code: string | undefined): code is ApiErrorCode => code !== undefined && Object.hasOwn(codeKeys, code);

/**
 * The i18n key of the message to show for a failure, or null for one that shows nothing ("Access Error!").
 * `fallbackKey` is the action's own failure message ("Failed to login"), used when the server gave no known code.
 */
export function errorMessageKey(error: unknown, fallbackKey = 'errors.unknown'): string | null {
  if (!isApiError(error)) return fallbackKey;
  if (error.silent) return null;
  switch (error.kind) {
    case 'FETCH_ERROR':
      return 'errors.network';
    case 'TIMEOUT_ERROR':
      return 'errors.timeout';
    case 'PARSING_ERROR':
      return 'errors.parsing';
    case 'MODULE_ERROR':
      return 'errors.module';
    case 'HTTP_ERROR':
      if (isKnownCode(error.code) && error.code !== 'INTERNAL' && error.code !== 'VALIDATION') return keyOf(error.code);
      return fallbackKey;
  }
}

/**
 * Gives a failure without a catalogue code the code of the action that failed, so that it shows that action's
 * message ("Failed to finalized register") rather than the form's general one. Other errors pass unchanged.
 */
export function withActionCode(error: unknown, code: ApiErrorCode): unknown {
  if (!isApiError(error) || error.kind !== 'HTTP_ERROR' || (isKnownCode(error.code) && error.code !== 'INTERNAL')) return error;
  return new ApiError({
    kind: error.kind,
    endpoint: error.endpoint,
    status: error.status,
    data: error.data,
    code,
    serverMessage: error.serverMessage,
    issues: error.issues,
    field: error.field,
    cause: error,
  });
}

/**
 * All keys errorMessageKey can return, for the locale completeness test. A function, not a constant: a bundler keeps a
 * top-level `new Set(…)` it cannot prove free of side effects, and this module is in every page's first download.
 */
export const errorMessageKeys = () => [
  ...new Set([
    ...(Object.keys(codeKeys) as ApiErrorCode[]).map(keyOf),
    'errors.network',
    'errors.timeout',
    'errors.parsing',
    'errors.module',
    'errors.unknown',
  ]),
];

import * as z from 'zod/mini';
import { config } from 'zod/mini';

// zod probes `new Function` once to decide whether it may JIT; that probe is a CSP report on strict hosts.
// Called by its own name: the widget build declares every `z.*` call pure, so that unused schemas drop out.
config({ jitless: true });

/** Validation messages are i18n keys, translated at render. */
export const v = {
  required: 'validation.required',
  email: 'validation.email',
  tooLong: 'validation.tooLong',
  number: 'validation.number',
  integer: 'validation.integer',
  positive: 'validation.positive',
  date: 'validation.date',
  time: 'validation.time',
  url: 'validation.url',
  consent: 'validation.consent',
  terms: 'validation.terms',
  latitude: 'validation.latitude',
  longitude: 'validation.longitude',
  endAfterStart: 'validation.endAfterStart',
  passwordLength: 'validation.passwordLength',
  passwordMatch: 'validation.passwordMatch',
  code: 'validation.code',
  cardNumber: 'validation.cardNumber',
  cardExpiry: 'validation.cardExpiry',
  cvv: 'validation.cvv',
  zipCode: 'validation.zipCode',
  choice: 'validation.choice',
} as const;

/**
 * For a cross-field check: run it as soon as the fields it reads are valid, even while other fields are not (zod's
 * default waits for the whole object), so a form shows every error at once.
 */
export const whenValid =
  (...fields: string[]) =>
  (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] | undefined }[] }) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    // An issue without a path is about the whole value (not an object at all): nothing to compare then.
    !payload.issues.some((issue) => !issue.path?.length || fields.includes(String(issue.path[0])));

/** A server-side identifier (the provider's API uses `_id`). */
export const idSchema = z.string().check(z.minLength(1, v.required), z.maxLength(64, v.tooLong));

/** A trimmed, non-empty line of text of at most `max` characters. */
export const text = (max = 200) =>
  z.pipe(
    z.string({ error: v.required }),
    z.pipe(z.transform((value: string) => value.trim()), z.string().check(z.minLength(1, v.required), z.maxLength(max, v.tooLong))),
  );

/** Like `text`, but empty is allowed (and becomes ''). */
export const optionalText = (max = 2000) =>
  z._default(
    z.pipe(z.string(), z.pipe(z.transform((value: string) => value.trim()), z.string().check(z.maxLength(max, v.tooLong)))),
    '',
  );

export const emailSchema = z.pipe(
  z.string({ error: v.required }),
  z.pipe(
    z.transform((value: string) => value.trim().toLowerCase()),
    z.string().check(z.minLength(1, v.required), z.maxLength(254, v.tooLong), z.email({ error: v.email })),
  ),
);

/** A calendar date, `YYYY-MM-DD`. */
export const dateSchema = z.iso.date({ error: v.date });
/** An instant, ISO 8601 with offset. */
export const dateTimeSchema = z.iso.datetime({ offset: true, error: v.date });
/** A wall-clock time, `HH:MM`. */
export const timeSchema = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, v.time));

/** A number sent as a query parameter: a number on the client, a string on the wire. */
export const queryInt = (min: number, max: number) =>
  z.pipe(
    z.union([z.number(), z.string().check(z.regex(/^-?\d+$/, v.integer))]),
    z.pipe(z.transform((value: number | string) => Number(value)), z.number().check(z.int(v.integer), z.minimum(min), z.maximum(max))),
  );

export const messageAnswerSchema = z.object({ message: z.string() });

/**
 * Error codes the API may send beside its `message`. The message texts are the SPEC's catalogue (section 8);
 * the client translates by code, so the server's wording never reaches a screen untranslated.
 */
export const apiErrorCodes = {
  WRONG_CREDENTIALS: 'Wrong credentials',
  LOGIN_FAILED: 'Failed to login',
  USER_NOT_ACTIVE: 'User is not active',
  REGISTER_FAILED: 'Failed to Register',
  EMAIL_EXISTS: 'Email already exists',
  EMAIL_UNVERIFIED: 'Email exists, verify please',
  VERIFY_TOKEN_FAILED: 'Failed to verify token',
  TOKEN_NOT_VERIFIED: 'Token not verified',
  FINALIZE_REGISTER_FAILED: 'Failed to finalized register',
  ACCESS_ERROR: 'Access Error!',
  PROFILE_UPDATE_FAILED: 'Failed to update profile',
  PROJECT_CREATE_FAILED: 'Failed to create project',
  BUY_FAILED: 'Failed to buy gft',
  BURN_FAILED: 'Failed to burn token',
  PASSWORD_CHANGE_FAILED: 'Failed to change password',
  PAYMENT_FAILED: 'The payment failed. Please check your payment details and try again.',
  SUPPORT_EMAIL_FAILED: 'Failed to send email to our support, try again!',
  NOTHING_FOUND: 'Nothing found...',
  NO_TOKEN_INDEX: 'There is no token index',
  EMPTY_WALLET: 'Your wallet is empty, charge it with GFT first',
  CERTIFICATE_NOT_READY: 'Your certificate is not ready yet, wait a few minutes',
  MEETING_EMAIL_USED: 'Entered email has been already used',
  MEETING_TIME_INVALID: 'Time is not valid',
  UNAUTHORIZED: 'Your session has ended. Please log in again.',
  VALIDATION: 'The request is not valid',
  NOT_FOUND: 'Not found',
  PAYLOAD_TOO_LARGE: 'The file is too large',
  UNSUPPORTED_TYPE: 'The file type is not supported',
  INTERNAL: 'Internal error',
} as const;
export type ApiErrorCode = keyof typeof apiErrorCodes;

export const fieldIssueSchema = z.object({ path: z.string(), message: z.string(), code: z.optional(z.string()) });
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** The body of every non-2xx answer. `code` is open: an unknown code still parses. */
export const apiErrorBodySchema = z.object({
  message: z.string(),
  code: z.optional(z.string()),
  field: z.optional(z.string()),
  issues: z.optional(z.array(fieldIssueSchema)),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

export const idQuerySchema = z.object({ id: idSchema });
export type IdQuery = z.infer<typeof idQuerySchema>;

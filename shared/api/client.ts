import ky, { isHTTPError, isTimeoutError, type RetryOptions } from 'ky';
import type { AnswerOf, Endpoint, FileEndpoint, InputOf, JsonEndpoint, UploadEndpoint } from './endpoint';
import { ApiError } from './errors';
import { apiErrorBodySchema } from './schemas/common';
import { endpointUrl, toSearchParams } from './url';

export interface ApiClientOptions {
  /** The API's base URL; the token is sent to this origin and nowhere else. */
  baseUrl: string;
  /** The stored auth token, sent as header `lt` ('' when absent). */
  getToken?: () => string | null | undefined;
  /** The current language, sent as header `ln`. */
  getLanguage?: () => string;
  /** Milliseconds before a call fails with TIMEOUT_ERROR. */
  timeoutMs?: number;
  /** A fetch to use instead of the global one (tests pass the sandbox's in-process fetch). */
  fetch?: typeof fetch;
  /** Where failed requests are logged; one place for the whole client. */
  log?: (error: ApiError) => void;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** The token to send instead of the session's: a logout sends the token it ends, after the local session is gone. */
  token?: string;
  /** Sent as header `Idempotency-Key`: one per attempt of a money call, the same on its retries. */
  idempotencyKey?: string;
  /** Sent as header `ln` instead of the interface's language (a certificate PDF in the language the customer picks). */
  language?: string;
}

type ErrorListener = (error: ApiError) => void;
type InputArgs<E> = InputOf<E> extends undefined ? [input?: undefined, options?: RequestOptions] : [input: InputOf<E>, options?: RequestOptions];

export interface ApiClient {
  readonly baseUrl: string;
  /** Calls a JSON endpoint and returns its answer, parsed with the endpoint's schema. */
  request<E extends JsonEndpoint>(endpoint: E, ...args: InputArgs<E>): Promise<AnswerOf<E>>;
  /** Downloads a file endpoint as a Blob of one of the endpoint's content types. */
  file(endpoint: FileEndpoint, input: InputOf<FileEndpoint> | Record<string, unknown>, options?: RequestOptions): Promise<Blob>;
  /** The absolute URL of a public file endpoint (for `<img src>` and links; carries no token). */
  fileUrl(endpoint: FileEndpoint, input: Record<string, unknown>): string;
  /** Uploads one file as multipart field `file`. */
  upload<E extends UploadEndpoint>(endpoint: E, file: Blob, fileName: string, options?: RequestOptions): Promise<AnswerOf<E>>;
  /** Subscribes to every failure (after it is logged); returns the unsubscribe function. */
  onError(listener: ErrorListener): () => void;
}

export const defaultTimeoutMs = 15_000;

const defaultLog = (error: ApiError) => {
  console.warn(`[api] ${error.message}`, error);
};

const relative = (path: string) => path.replace(/^\//, '');
const describe = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

/**
 * What ky retries by itself: an idempotent read (GET) answered 502, 503 or 504 (a proxy or the API briefly away; a
 * `Retry-After` of up to 2 s is waited for), twice at most. A dropped connection, a timeout and a 500 are not: the query
 * layer retries a failed read once (shared/query/query-client.ts) and every screen offers its own retry, so a retry
 * here would multiply theirs. Buys and burns are POSTs, never retried here; their `Idempotency-Key` makes the user's
 * retry safe.
 */
export const retryPolicy = {
  limit: 2,
  methods: ['get'],
  statusCodes: [502, 503, 504],
  afterStatusCodes: [503],
  maxRetryAfter: 2_000,
  shouldRetry: ({ error }: { error: Error }) => (isHTTPError(error) ? undefined : false),
} satisfies RetryOptions;

/** The ky instance: the prefix, the `lt`/`ln` headers set by its hook, the timeout and the retry policy. */
function kyInstance(baseUrl: string, options: ApiClientOptions) {
  return ky.create({
    prefixUrl: baseUrl,
    // The timeout covers the answer's headers, for each try (a body is read after); the caller's signal cancels until the end.
    timeout: options.timeoutMs ?? defaultTimeoutMs,
    retry: retryPolicy,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        (request) => {
          // A call's own token or language (RequestOptions) is already there.
          if (!request.headers.has('lt')) request.headers.set('lt', options.getToken?.() ?? '');
          if (!request.headers.has('ln')) request.headers.set('ln', options.getLanguage?.() ?? 'de');
        },
      ],
    },
  });
}

/** A failed answer as the contract's HTTP_ERROR, with the server's code, message and issues where it sent them. */
async function httpError(endpoint: Endpoint, response: Response): Promise<ApiError> {
  let text = '';
  try {
    text = await response.text();
  } catch {
    // The status is all there is.
  }
  let data: unknown = text;
  try {
    data = JSON.parse(text);
  } catch {
    // Not JSON: keep the text.
  }
  const body = apiErrorBodySchema.safeParse(data);
  return new ApiError({
    kind: 'HTTP_ERROR',
    endpoint: describe(endpoint),
    status: response.status,
    data,
    ...(body.success
      ? { code: body.data.code, serverMessage: body.data.message, issues: body.data.issues ?? [], field: body.data.field, retryAfter: body.data.retryAfter }
      : {}),
  });
}

/** The answer's JSON as the endpoint's schema parses it, or the PARSING_ERROR of an answer that is not. */
function parsedAnswer<E extends JsonEndpoint | UploadEndpoint>(endpoint: E, status: number, text: string): AnswerOf<E> | ApiError {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (cause) {
    return new ApiError({ kind: 'PARSING_ERROR', endpoint: describe(endpoint), originalStatus: status, data: text, cause });
  }
  const parsed = endpoint.answer.safeParse(json);
  if (!parsed.success) {
    return new ApiError({
      kind: 'PARSING_ERROR',
      endpoint: describe(endpoint),
      originalStatus: status,
      data: json,
      issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message, code: issue.code })),
      cause: parsed.error,
    });
  }
  return parsed.data as AnswerOf<E>;
}

/**
 * Creates the one API client: a ky instance (its prefix, the `lt`/`ln` headers set by its hook, the timeout, JSON
 * bodies and the retry above), with its failures mapped to the contract's error kinds and every answer parsed by the
 * endpoint's zod schema.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const log = options.log ?? defaultLog;
  const listeners = new Set<ErrorListener>();
  const http = kyInstance(baseUrl, options);
  const fail = (error: ApiError): never => {
    log(error);
    for (const listener of listeners) listener(error);
    throw error;
  };

  async function send(
    endpoint: Endpoint,
    init: {
      json?: unknown;
      searchParams?: URLSearchParams;
      body?: FormData;
      signal?: AbortSignal | undefined;
      token?: string | undefined;
      idempotencyKey?: string | undefined;
      language?: string | undefined;
    },
  ) {
    const headers: Record<string, string> = {};
    if (init.token !== undefined) headers.lt = init.token;
    if (init.language !== undefined) headers.ln = init.language;
    if (init.idempotencyKey !== undefined) headers['idempotency-key'] = init.idempotencyKey;
    const { signal } = init;
    try {
      return await http(relative(endpoint.path), {
        method: endpoint.method,
        headers,
        ...(init.json !== undefined ? { json: init.json } : {}),
        ...(init.body ? { body: init.body } : {}),
        ...(init.searchParams?.toString() ? { searchParams: init.searchParams } : {}),
        ...(signal ? { signal } : {}),
      });
    } catch (cause) {
      // A call the caller cancelled is not a failure to report.
      if (signal?.aborted) throw cause;
      if (isHTTPError(cause)) return fail(await httpError(endpoint, cause.response));
      return fail(new ApiError({ kind: isTimeoutError(cause) ? 'TIMEOUT_ERROR' : 'FETCH_ERROR', endpoint: describe(endpoint), cause }));
    }
  }

  async function readText(endpoint: Endpoint, response: Response, signal?: AbortSignal): Promise<string> {
    try {
      return await response.text();
    } catch (cause) {
      if (signal?.aborted) throw cause;
      return fail(new ApiError({ kind: 'FETCH_ERROR', endpoint: describe(endpoint), cause }));
    }
  }

  async function parseAnswer<E extends JsonEndpoint | UploadEndpoint>(endpoint: E, response: Response, signal?: AbortSignal): Promise<AnswerOf<E>> {
    const answer = parsedAnswer(endpoint, response.status, await readText(endpoint, response, signal));
    return answer instanceof ApiError ? fail(answer) : answer;
  }

  return {
    baseUrl,
    async request(endpoint, ...[input, requestOptions]) {
      const signal = requestOptions?.signal;
      const response = await send(endpoint, {
        ...(endpoint.in === 'body' ? { json: input ?? {} } : {}),
        ...(endpoint.in === 'query' ? { searchParams: toSearchParams(input) } : {}),
        signal,
        token: requestOptions?.token,
        idempotencyKey: requestOptions?.idempotencyKey,
        language: requestOptions?.language,
      });
      return parseAnswer(endpoint, response, signal);
    },
    async file(endpoint, input, requestOptions) {
      const signal = requestOptions?.signal;
      const response = await send(endpoint, { searchParams: toSearchParams(input), signal, token: requestOptions?.token, language: requestOptions?.language });
      const type = response.headers.get('content-type') ?? '';
      if (!endpoint.file.some((accepted) => type.startsWith(accepted))) {
        const text = await readText(endpoint, response, signal);
        return fail(new ApiError({ kind: 'PARSING_ERROR', endpoint: describe(endpoint), originalStatus: response.status, data: text.slice(0, 500) }));
      }
      try {
        return await response.blob();
      } catch (cause) {
        if (signal?.aborted) throw cause;
        return fail(new ApiError({ kind: 'FETCH_ERROR', endpoint: describe(endpoint), cause }));
      }
    },
    fileUrl(endpoint, input) {
      return endpointUrl(baseUrl, endpoint.path, input);
    },
    async upload(endpoint, file, fileName, requestOptions) {
      const body = new FormData();
      body.set('file', file, fileName);
      const response = await send(endpoint, { body, signal: requestOptions?.signal });
      return parseAnswer(endpoint, response, requestOptions?.signal);
    },
    onError(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

import type * as z from 'zod/mini';
import type { ApiErrorCode } from './error-codes';

export type Schema = z.ZodMiniType;
export type HttpMethod = 'GET' | 'POST';

interface EndpointBase {
  readonly method: HttpMethod;
  readonly path: string;
  /** Whether the call needs a session (header `lt`). */
  readonly auth: boolean;
}
/** A call whose answer is JSON. `in` says where the input goes: the JSON body, the query string, or nowhere. */
export interface JsonEndpoint extends EndpointBase {
  readonly answer: Schema;
  readonly in: 'body' | 'query' | 'none';
  readonly input?: Schema;
}
/** A call whose answer is a file (PDF, image). */
export interface FileEndpoint extends EndpointBase {
  readonly in: 'query';
  readonly input: Schema;
  readonly file: readonly string[];
}
/** A multipart upload of one file in the field `file`. */
export interface UploadEndpoint extends EndpointBase {
  readonly in: 'multipart';
  readonly answer: Schema;
  readonly limits: { readonly maxBytes: number; readonly types: readonly string[] };
}
export type Endpoint = JsonEndpoint | FileEndpoint | UploadEndpoint;

/** The statuses of the API's error answers (docs/api-contract.md, "On the wire"). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500;
/** Per status, the `code` values a call answers with beyond those every call of its kind has (`errorsOf` in contract.ts). */
export type ErrorTable = { readonly [S in ErrorStatus]?: readonly ApiErrorCode[] };

/**
 * What the OpenAPI document (`npm run openapi`) says of a call beyond its shape, in English for the provider's team. Kept
 * in the contract table (contract.ts), not beside the fetchers: the fetchers' endpoints are in the portal's bundles.
 */
export interface EndpointDocs {
  /** The group of calls on the reference page. */
  readonly tag: string;
  /** One line. */
  readonly summary: string;
  /** What the call does and the rules it keeps (Markdown). */
  readonly description: string;
  /** The error answers of this call beyond the common ones (`errorsOf`). */
  readonly errors: ErrorTable;
  /** Set for a call that SPEC.md does not have: why we added it (`x-greenfee-extension`). */
  readonly extension?: string;
  /** The call needs header `Idempotency-Key` (money: buying, burning). */
  readonly idempotencyKey?: true;
}
export type DocumentedEndpoint = Endpoint & EndpointDocs;

export type InputOf<E> = E extends { input: infer S extends Schema } ? z.input<S> : undefined;
export type ParsedInputOf<E> = E extends { input: infer S extends Schema } ? z.output<S> : undefined;
export type AnswerOf<E> = E extends { answer: infer S extends Schema } ? z.output<S> : never;

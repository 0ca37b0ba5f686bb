import type * as z from 'zod/mini';

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

export type InputOf<E> = E extends { input: infer S extends Schema } ? z.input<S> : undefined;
export type ParsedInputOf<E> = E extends { input: infer S extends Schema } ? z.output<S> : undefined;
export type AnswerOf<E> = E extends { answer: infer S extends Schema } ? z.output<S> : never;

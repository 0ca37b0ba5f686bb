import type * as z from 'zod/mini';
import type { Contract, EndpointName, FileEndpoint, ParsedInputOf, Schema } from '#shared/api/contract';
import type { Ctx } from './context';

type AnswerInput<E> = E extends { answer: infer S extends Schema } ? z.input<S> : never;
type Result<E> = E extends FileEndpoint ? Response : AnswerInput<E> | Response;

/** A sandbox handler: gets the parsed input of its endpoint and returns the answer its schema accepts. */
export type Handler<K extends EndpointName> = (ctx: Ctx, input: ParsedInputOf<Contract[K]>) => Result<Contract[K]> | Promise<Result<Contract[K]>>;
export type Handlers<K extends EndpointName = EndpointName> = { [N in K]: Handler<N> };

import type { ApiClient, RequestOptions } from '../client';
import type { FileEndpoint, JsonEndpoint } from '../endpoint';
import { idQuerySchema, type IdQuery } from '../schemas/common';
import { buyInputSchema, buyAnswerSchema, paymentAnswerSchema, type BuyInput } from '../schemas/purchase';
import * as schemas from '../schemas/transaction';
import { tokenIndexesAnswerSchema } from '../schemas/token-indexes';

export const buyGftEndpoint = {
  method: 'POST',
  path: '/buy/buyGft',
  auth: true,
  in: 'body',
  input: buyInputSchema,
  answer: buyAnswerSchema,
} as const satisfies JsonEndpoint;
export const utilizeEndpoint = {
  method: 'POST',
  path: '/wallet/utilize',
  auth: true,
  in: 'body',
  input: schemas.utilizeInputSchema,
  answer: schemas.utilizeAnswerSchema,
} as const satisfies JsonEndpoint;
export const listTransactionsEndpoint = {
  method: 'GET',
  path: '/transaction/list',
  auth: true,
  in: 'query',
  input: schemas.transactionListQuerySchema,
  answer: schemas.transactionListAnswerSchema,
} as const satisfies JsonEndpoint;
export const getTransactionEndpoint = {
  method: 'GET',
  path: '/transaction/get',
  auth: true,
  in: 'query',
  input: idQuerySchema,
  answer: schemas.transactionAnswerSchema,
} as const satisfies JsonEndpoint;
export const getPaymentEndpoint = {
  method: 'GET',
  path: '/payment/get',
  auth: true,
  in: 'query',
  input: idQuerySchema,
  answer: paymentAnswerSchema,
} as const satisfies JsonEndpoint;
export const getTokenIndexesEndpoint = {
  method: 'GET',
  path: '/wallet/token-indexes',
  auth: true,
  in: 'none',
  answer: tokenIndexesAnswerSchema,
} as const satisfies JsonEndpoint;
export const getInvoicePdfEndpoint = {
  method: 'GET',
  path: '/payment/invoice/pdf',
  auth: true,
  in: 'query',
  input: idQuerySchema,
  file: ['application/pdf'],
} as const satisfies FileEndpoint;

/**
 * Starts a purchase: creates a pending payment and answers with the payment page to redirect to. `idempotencyKey` is
 * required: one per checkout attempt, reused on its retries, so that a retry answers the same payment.
 */
export const buyGft = (client: ApiClient, input: BuyInput, options: RequestOptions & { idempotencyKey: string }) =>
  client.request(buyGftEndpoint, input, options);
/**
 * Burns tokens against a project. `idempotencyKey` is required, as for buying: one per confirmed burn, reused on its
 * retries, so that a retry answers the same burn instead of burning again.
 */
export const utilize = (client: ApiClient, input: schemas.UtilizeInput, options: RequestOptions & { idempotencyKey: string }) =>
  client.request(utilizeEndpoint, input, options);
/** Lists the user's transactions, newest first. */
export const listTransactions = (client: ApiClient, input: schemas.TransactionListQuery = {}, options?: RequestOptions) =>
  client.request(listTransactionsEndpoint, input, options);
/** Reads one transaction. */
export const getTransaction = (client: ApiClient, input: IdQuery, options?: RequestOptions) => client.request(getTransactionEndpoint, input, options);
/** Reads one payment. */
export const getPayment = (client: ApiClient, input: IdQuery, options?: RequestOptions) => client.request(getPaymentEndpoint, input, options);
/** Downloads a payment's invoice as PDF. */
export const getInvoicePdf = (client: ApiClient, input: IdQuery, options?: RequestOptions) => client.file(getInvoicePdfEndpoint, input, options);
/** Reads the wallet's token indexes: per forest project the index ranges it holds and those it burned (an extension: docs/api-contract.md). */
export const getTokenIndexes = (client: ApiClient, options?: RequestOptions) => client.request(getTokenIndexesEndpoint, undefined, options);

import type { ApiClient, RequestOptions } from '../client';
import { contract } from '../contract';
import type { IdQuery } from '../schemas/common';
import type { BuyInput } from '../schemas/purchase';
import type { TransactionListQuery, UtilizeInput } from '../schemas/transaction';

/** Starts a purchase: creates a pending payment and answers with the payment page to redirect to. */
export const buyGft = (client: ApiClient, input: BuyInput, options?: RequestOptions) => client.request(contract.buyGft, input, options);
/** Burns tokens against a project. */
export const utilize = (client: ApiClient, input: UtilizeInput, options?: RequestOptions) => client.request(contract.utilize, input, options);
/** Lists the user's transactions, newest first. */
export const listTransactions = (client: ApiClient, input: TransactionListQuery = {}, options?: RequestOptions) =>
  client.request(contract.listTransactions, input, options);
/** Reads one transaction. */
export const getTransaction = (client: ApiClient, input: IdQuery, options?: RequestOptions) => client.request(contract.getTransaction, input, options);
/** Reads one payment. */
export const getPayment = (client: ApiClient, input: IdQuery, options?: RequestOptions) => client.request(contract.getPayment, input, options);
/** Downloads a payment's invoice as PDF. */
export const getInvoicePdf = (client: ApiClient, input: IdQuery, options?: RequestOptions) => client.file(contract.getInvoicePdf, input, options);

import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { getPayment, getTransaction, listTransactions } from '../api/endpoints/wallet';
import type { TransactionListQuery } from '../api/schemas/transaction';
import { queryKeys } from './keys';

/** A page of the user's transactions. */
export const transactionsQuery = (client: ApiClient, query: TransactionListQuery = {}) =>
  queryOptions({ queryKey: queryKeys.transactions.list(query), queryFn: ({ signal }) => listTransactions(client, query, { signal }) });

/** The compensations (burns) of one project, newest first (at most 100: a project needs one per purchase at most). */
export const projectCompensationsQuery = (client: ApiClient, projectId: string) =>
  transactionsQuery(client, { type: 'compensation', projectId, pageSize: 100 });

/** One transaction. */
export const transactionQuery = (client: ApiClient, id: string) =>
  queryOptions({ queryKey: queryKeys.transactions.detail(id), queryFn: ({ signal }) => getTransaction(client, { id }, { signal }) });

/** One payment, its lines' forests named in `language` (the client sends it as `ln`). */
export const paymentQuery = (client: ApiClient, id: string, language: string) =>
  queryOptions({ queryKey: queryKeys.payments.detail(id, language), queryFn: ({ signal }) => getPayment(client, { id }, { signal }) });

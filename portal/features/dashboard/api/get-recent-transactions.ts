import { useQuery } from '@tanstack/react-query';
import { transactionsQuery } from '#shared/query/transactions';
import { useServices } from '#portal/lib/services';

/** How many transactions the overview's recent activity lists; the transactions page has them all. */
export const recentTransactionCount = 5;

/** The customer's latest transactions (GET /transaction/list, newest first): the overview's recent activity. */
export function useRecentTransactions() {
  const { api } = useServices();
  return useQuery(transactionsQuery(api, { page: 1, pageSize: recentTransactionCount }));
}

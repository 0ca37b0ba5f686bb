import { useQuery } from '@tanstack/react-query';
import { listTransactions } from '#shared/api/endpoints/wallet';
import { maxTransactionPageSize, type Transaction } from '#shared/api/schemas/transaction';
import { queryKeys } from '#shared/query/keys';
import { useServices } from '#portal/lib/services';

/** The most pages of compensations the chart reads (100 each): far beyond any customer's burns so far. */
const maxPages = 20;

/**
 * Every compensation (burn) of the customer, newest first: GET /transaction/list with `type=compensation`, page by
 * page (100 each) until the total is read. The impact chart's data; under the transactions' key, so a burn or a
 * purchase refreshes it as it refreshes every list of transactions.
 */
export function useCompensationHistory() {
  const { api } = useServices();
  return useQuery({
    queryKey: [...queryKeys.transactions.all, 'compensation-history'],
    queryFn: async ({ signal }) => {
      const all: Transaction[] = [];
      for (let page = 1; page <= maxPages; page += 1) {
        const answer = await listTransactions(api, { type: 'compensation', page, pageSize: maxTransactionPageSize }, { signal });
        all.push(...answer.transactions);
        if (page * maxTransactionPageSize >= answer.total) break;
      }
      return all;
    },
  });
}

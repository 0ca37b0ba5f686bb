import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { transactionsQuery } from '../../../../shared/query/transactions';
import { useServices } from '../../../lib/services';
import { filtersOf, listPageSize, type ListState } from '../list-query';

/** One page of the customer's transactions (GET /transaction/list) with the URL's filters; the last page stays shown while the next loads. */
export function useTransactions(state: ListState) {
  const { api } = useServices();
  return useQuery({ ...transactionsQuery(api, { ...filtersOf(state), page: state.page, pageSize: listPageSize }), placeholderData: keepPreviousData });
}

/** Whether the customer has any transaction at all (one row of the unfiltered list): a filter without result is "nothing found", else the list is new. */
export function useHasTransactions(enabled: boolean) {
  const { api } = useServices();
  return useQuery({ ...transactionsQuery(api, { page: 1, pageSize: 1 }), enabled, select: (answer) => answer.total > 0 });
}

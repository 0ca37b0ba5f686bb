import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { transactionsQuery } from '#shared/query/transactions';
import { useServices } from '#portal/lib/services';
import { filtersOf, listPageSize, type ListState } from '../list-query';

/** One page of the customer's transactions (GET /transaction/list) with the URL's filters; the last page stays shown while the next loads. */
export function useTransactions(state: ListState) {
  const { api } = useServices();
  return useQuery({ ...transactionsQuery(api, { ...filtersOf(state), page: state.page, pageSize: listPageSize }), placeholderData: keepPreviousData });
}

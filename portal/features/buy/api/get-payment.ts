import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { invalidateAfter } from '#shared/query/invalidation';
import { paymentQuery } from '#shared/query/transactions';
import { usePortalText } from '#portal/lib/language';
import { useServices } from '#portal/lib/services';

/** Checks a pending payment again after 1 s, then a little slower each time, at most every 10 s. */
const pendingInterval = (attempt: number) => Math.min(10_000, 1_000 * 1.5 ** attempt);
/** How long the return page waits for the bank before it says so. */
export const pendingLimitMs = 3 * 60_000;

/**
 * A payment as the API has it (GET /payment/get), checked again while pending until `pendingLimitMs`; once settled,
 * the wallet, transactions, profile and products are refreshed (once per page).
 */
export function usePayment(id: string) {
  const { api } = useServices();
  const { language } = usePortalText();
  const queryClient = useQueryClient();
  const [started] = useState(() => Date.now());
  const query = useQuery({
    ...paymentQuery(api, id, language),
    staleTime: 0,
    refetchInterval: (state) =>
      state.state.data?.payment.status === 'pending' && Date.now() - started < pendingLimitMs ? pendingInterval(state.state.dataUpdateCount) : false,
  });
  const status = query.data?.payment.status;
  useEffect(() => {
    if (status === 'succeeded') void invalidateAfter(queryClient, 'paymentReturned');
  }, [status, queryClient]);
  const timedOut = status === 'pending' && !query.isFetching && Date.now() - started >= pendingLimitMs;
  return { query, timedOut };
}

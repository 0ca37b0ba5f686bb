import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { queryKeys } from './keys';

/**
 * What each action refreshes (SPEC section 4), in one place. Certificate validation is absent on purpose: it runs
 * as the shared verify form's submit and is never stored in the cache.
 */
export const invalidationMap = {
  login: () => [queryKeys.projects.mine, queryKeys.profile],
  createProject: () => [queryKeys.projects.mine],
  editProject: () => [queryKeys.projects.mine],
  deleteProject: () => [queryKeys.projects.mine],
  editProfile: () => [queryKeys.profile],
  utilize: (projectId: string) => [
    queryKeys.transactions.all,
    queryKeys.projects.mine,
    queryKeys.projects.detail(projectId),
    queryKeys.profile,
    queryKeys.tokenIndexes,
    queryKeys.report.all,
  ],
  /** After the payment page sends the buyer back: the wallet, its token indexes, the transactions and the stock have changed. */
  paymentReturned: () => [queryKeys.transactions.all, queryKeys.payments.all, queryKeys.profile, queryKeys.products, queryKeys.tokenIndexes],
} satisfies Record<string, (...args: never[]) => QueryKey[]>;

export type InvalidatingAction = keyof typeof invalidationMap;

/** Refreshes what `action` changed. */
export async function invalidateAfter<A extends InvalidatingAction>(
  queryClient: QueryClient,
  action: A,
  ...args: Parameters<(typeof invalidationMap)[A]>
): Promise<void> {
  const keys = (invalidationMap[action] as (...a: typeof args) => QueryKey[])(...args);
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

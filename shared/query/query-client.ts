import { QueryClient } from '@tanstack/react-query';

/** Unused data stays in the cache this long (SPEC section 4). */
export const cacheTimeMs = 60_000;

/** The one QueryClient setup for portal and widgets. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: cacheTimeMs,
        staleTime: 30_000,
        // The client already normalises failures; a failed call is retried once, not three times.
        retry: 1,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: 0 },
    },
  });
}

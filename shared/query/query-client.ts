import { QueryClient } from '@tanstack/react-query';
import { cacheTimeMs } from './cache-time';

export { cacheTimeMs };

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

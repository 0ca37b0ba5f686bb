import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { validateCertificate } from '../api/endpoints/certificates';
import { queryKeys } from './keys';

/** Polling of a pending certificate: every 10 s, then slower, at most every minute (the real service takes up to 10 minutes). */
const pendingInterval = (attempt: number) => Math.min(60_000, 10_000 * 1.5 ** attempt);

/**
 * The state of one of the user's own certificates (valid, pending, ...), polled while pending. The public
 * verification form never uses this: it runs `validateCertificate` as a mutation, never from the cache.
 */
export const certificateStatusQuery = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: queryKeys.certificates.status(id),
    queryFn: ({ signal }) => validateCertificate(client, { certificateId: id }, { signal }),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? pendingInterval(query.state.dataUpdateCount) : false),
  });

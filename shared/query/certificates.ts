import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { getCertificateStatus } from '../api/endpoints/certificates';
import { isApiError } from '../api/errors';
import type { CertificateStatus } from '../api/schemas/certificate';
import { queryKeys } from './keys';

/**
 * How long to wait before the next check of a certificate on its way: 5 s, then half as long again each time, at
 * most a minute (the real service takes up to 10 minutes: about 15 checks in all, quick ones while it is likely).
 */
export const certificateCheckInterval = (checks: number) => Math.min(60_000, 5_000 * 1.5 ** Math.max(0, checks - 1));

/** Whether a certificate has arrived (ready, or since expired or superseded by a later one): nothing more to wait for. */
export const isCertificateSettled = (status: CertificateStatus | undefined) =>
  status?.stage === 'ready' || status?.stage === 'expired' || status?.stage === 'superseded';

/** Whether a failure means "no certificate of yours": unknown or someone else's (404), or no certificate id at all (400). */
export const isMissingCertificate = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 400);

/**
 * Where one of the user's own certificates stands (GET /certificate/status): burned, registered, ready. Checked again
 * with a backoff until it is ready, also after a failed check, so every screen that shows it agrees and a reload
 * resumes from the server's answer. Kept per `language` (the client sends it as `ln`), in which the answer names the
 * forests. An unknown id is neither retried nor checked again. The public verification
 * never uses this: it runs `validateCertificate` as a mutation, never from the cache.
 */
export const certificateStatusQuery = (client: ApiClient, id: string, language: string) =>
  queryOptions({
    queryKey: queryKeys.certificates.status(id, language),
    queryFn: ({ signal }) => getCertificateStatus(client, { id }, { signal }),
    staleTime: 0,
    retry: (count, error) => !isMissingCertificate(error) && count < 1,
    refetchInterval: (query) => {
      const { data, error, dataUpdateCount, errorUpdateCount } = query.state;
      if (isCertificateSettled(data) || isMissingCertificate(error)) return false;
      return certificateCheckInterval(dataUpdateCount + errorUpdateCount);
    },
  });

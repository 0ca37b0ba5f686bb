import { useQuery } from '@tanstack/react-query';
import { getPublicImpact } from '#shared/api/endpoints/impact';
import { isApiError } from '#shared/api/errors';
import type { Language } from '#shared/i18n/languages';
import { useServices } from '#portal/lib/services';

/** Whether a failure says there is no public page of that name (off, or never one): nothing to retry then. */
export const isMissingPage = (error: unknown) => isApiError(error) && error.status === 404;

/** A public impact page by its name (GET /impact/public), per language: the answer names the forests in it. */
export function usePublicImpact(name: string, language: Language) {
  const { api } = useServices();
  return useQuery({
    // Per language: the answer names the forests in it. The profile refreshes every `['impact', 'page']` after a change.
    queryKey: ['impact', 'page', name, language],
    queryFn: ({ signal }) => getPublicImpact(api, name, { signal }),
    retry: (count, error) => !isMissingPage(error) && count < 1,
  });
}

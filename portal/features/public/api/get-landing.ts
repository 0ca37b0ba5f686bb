import { useQuery } from '@tanstack/react-query';
import { landingQuery } from '#shared/query/reference';
import { usePortalText } from '#portal/lib/language';
import { useServices } from '#portal/lib/services';

/** The home page's data (GET /landing). */
export function useLanding() {
  const { api } = useServices();
  const { language } = usePortalText();
  return useQuery(landingQuery(api, language));
}

import { useQuery } from '@tanstack/react-query';
import { mediaUrl } from '../../../../shared/api/endpoints/media';
import { landingQuery } from '../../../../shared/query/reference';
import { usePortalText } from '../../../lib/language';
import { useServices } from '../../../lib/services';

/** The home page's data (GET /landing). */
export function useLanding() {
  const { api } = useServices();
  const { language } = usePortalText();
  return useQuery(landingQuery(api, language));
}

/** The address of a landing image by its hash (GET /media/get). */
export function useLandingImage(): (hash: string) => string {
  const { api } = useServices();
  return (hash) => mediaUrl(api, hash);
}

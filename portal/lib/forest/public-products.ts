import { useQuery } from '@tanstack/react-query';
import { productsQuery } from '#shared/query/reference';
import { usePortalText } from '../language';
import { useServices } from '../services';

/** The forest projects of /product/list (public: no session needed). */
export function usePublicProducts() {
  const { api } = useServices();
  const { language } = usePortalText();
  return useQuery(productsQuery(api, language));
}

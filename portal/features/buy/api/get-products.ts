import { useQuery } from '@tanstack/react-query';
import { productsQuery } from '#shared/query/reference';
import { usePortalText } from '#portal/lib/language';
import { useServices } from '#portal/lib/services';

/** The forest projects whose tokens are for sale (GET /product/list), read fresh on every visit. */
export function useProducts() {
  const { api } = useServices();
  const { language } = usePortalText();
  return useQuery({ ...productsQuery(api, language), staleTime: 0 });
}

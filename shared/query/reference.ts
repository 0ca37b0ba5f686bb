import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { getLanding, listCountries, listProducts } from '../api/endpoints/reference';
import { queryKeys } from './keys';

/** Countries, named in `language` (the client sends it as `ln`). */
export const countriesQuery = (client: ApiClient, language: string) =>
  queryOptions({ queryKey: queryKeys.countries(language), queryFn: ({ signal }) => listCountries(client, { signal }), staleTime: 60 * 60_000 });

/** Forest projects whose tokens are for sale; regions in `language` (the client sends it as `ln`; ['products'] stays the prefix). */
export const productsQuery = (client: ApiClient, language: string) =>
  queryOptions({ queryKey: [...queryKeys.products, language], queryFn: ({ signal }) => listProducts(client, { signal }) });

/** The home page's data, its regions, sectors and roles in `language`. */
export const landingQuery = (client: ApiClient, language: string) =>
  queryOptions({ queryKey: [...queryKeys.landing, language], queryFn: ({ signal }) => getLanding(client, { signal }) });

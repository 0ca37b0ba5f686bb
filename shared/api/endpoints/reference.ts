import type { ApiClient, RequestOptions } from '../client';
import { contract } from '../contract';

/** Lists countries, each with names in en and de and `name` in the request's language. */
export const listCountries = (client: ApiClient, options?: RequestOptions) => client.request(contract.listCountries, undefined, options);
/** Lists the forest projects whose tokens are for sale. */
export const listProducts = (client: ApiClient, options?: RequestOptions) => client.request(contract.listProducts, undefined, options);
/** Reads the home page's data: latest projects, customers, team, partners. */
export const getLanding = (client: ApiClient, options?: RequestOptions) => client.request(contract.getLanding, undefined, options);

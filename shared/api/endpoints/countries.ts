/**
 * The country list, in a module of its own: the widgets' country field loads it when it first renders, and a module
 * loaded with `import()` comes whole; beside the other reference calls it brought their schemas (the landing page's,
 * the forests' and their monitoring's) into every widget page.
 */
import type { ApiClient, RequestOptions } from '../client';
import type { JsonEndpoint } from '../endpoint';
import { countryListAnswerSchema } from '../schemas/user';

export const listCountriesEndpoint = {
  method: 'GET',
  path: '/country/list',
  auth: false,
  in: 'none',
  answer: countryListAnswerSchema,
} as const satisfies JsonEndpoint;

/** Lists countries, each with names in en and de and `name` in the request's language. */
export const listCountries = (client: ApiClient, options?: RequestOptions) => client.request(listCountriesEndpoint, undefined, options);

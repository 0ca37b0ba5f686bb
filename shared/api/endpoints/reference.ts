import type { ApiClient, RequestOptions } from '../client';
import type { JsonEndpoint } from '../endpoint';
import { idQuerySchema, type IdQuery } from '../schemas/common';
import { forestMonitoringAnswerSchema } from '../schemas/forest-monitoring';
import { healthAnswerSchema, landingSchema } from '../schemas/landing';
import { productListAnswerSchema } from '../schemas/product';

export { listCountries, listCountriesEndpoint } from './countries';
export const listProductsEndpoint = {
  method: 'GET',
  path: '/product/list',
  auth: false,
  in: 'none',
  answer: productListAnswerSchema,
} as const satisfies JsonEndpoint;
/** A forest's project boundary and vegetation index over time (an extension of the SPEC). */
export const getForestMonitoringEndpoint = {
  method: 'GET',
  path: '/product/monitoring',
  auth: false,
  in: 'query',
  input: idQuerySchema,
  answer: forestMonitoringAnswerSchema,
} as const satisfies JsonEndpoint;
/** Whether the API answers: the embed builder checks an API address an editor types with it. */
export const healthEndpoint = { method: 'GET', path: '/health', auth: false, in: 'none', answer: healthAnswerSchema } as const satisfies JsonEndpoint;
export const getLandingEndpoint = { method: 'GET', path: '/landing', auth: false, in: 'none', answer: landingSchema } as const satisfies JsonEndpoint;

/** Lists the forest projects whose tokens are for sale. */
export const listProducts = (client: ApiClient, options?: RequestOptions) => client.request(listProductsEndpoint, undefined, options);
/** Reads a forest's project boundary (GeoJSON) and its vegetation index over time. */
export const getForestMonitoring = (client: ApiClient, input: IdQuery, options?: RequestOptions) => client.request(getForestMonitoringEndpoint, input, options);
/** Reads the home page's data: latest projects, customers, team, partners. */
export const getLanding = (client: ApiClient, options?: RequestOptions) => client.request(getLandingEndpoint, undefined, options);

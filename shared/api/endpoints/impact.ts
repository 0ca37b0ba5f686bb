import type { ApiClient, RequestOptions } from '../client';
import type { FileEndpoint, JsonEndpoint } from '../endpoint';
import {
  impactEditInputSchema,
  impactImageQuerySchema,
  impactListAnswerSchema,
  impactPublicAnswerSchema,
  impactPublicQuerySchema,
  impactSettingAnswerSchema,
  type ImpactEditInput,
} from '../schemas/impact';

/** The owner's setting of the public impact page (an extension of the SPEC: docs/api-contract.md). */
export const getImpactSettingEndpoint = {
  method: 'GET',
  path: '/impact/get',
  auth: true,
  in: 'none',
  answer: impactSettingAnswerSchema,
} as const satisfies JsonEndpoint;
export const editImpactSettingEndpoint = {
  method: 'POST',
  path: '/impact/edit',
  auth: true,
  in: 'body',
  input: impactEditInputSchema,
  answer: impactSettingAnswerSchema,
} as const satisfies JsonEndpoint;
/** A public impact page by its name: anyone may read it while its owner has it on. */
export const getPublicImpactEndpoint = {
  method: 'GET',
  path: '/impact/public',
  auth: false,
  in: 'query',
  input: impactPublicQuerySchema,
  answer: impactPublicAnswerSchema,
} as const satisfies JsonEndpoint;
/** A public impact page's Open Graph picture (PNG, 1200 × 630): its `og:image`, which the web server puts in. */
export const getImpactImageEndpoint = {
  method: 'GET',
  path: '/impact/og.png',
  auth: false,
  in: 'query',
  input: impactImageQuerySchema,
  file: ['image/png'],
} as const satisfies FileEndpoint;
/** The names of the public impact pages (for the sitemap). */
export const listImpactPagesEndpoint = {
  method: 'GET',
  path: '/impact/list',
  auth: false,
  in: 'none',
  answer: impactListAnswerSchema,
} as const satisfies JsonEndpoint;

/** Reads the logged-in customer's impact page setting. */
export const getImpactSetting = (client: ApiClient, options?: RequestOptions) => client.request(getImpactSettingEndpoint, undefined, options);
/** Turns the logged-in customer's impact page on (with its name) or off. */
export const editImpactSetting = (client: ApiClient, input: ImpactEditInput, options?: RequestOptions) =>
  client.request(editImpactSettingEndpoint, input, options);
/** Reads a public impact page; 404 NOT_FOUND when it is off or there is none of that name. */
export const getPublicImpact = (client: ApiClient, name: string, options?: RequestOptions) => client.request(getPublicImpactEndpoint, { name }, options);

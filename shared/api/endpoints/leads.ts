import type { ApiClient, RequestOptions } from '../client';
import type { JsonEndpoint } from '../endpoint';
import { leadAnswerSchema, leadInputSchema, type LeadInput } from '../schemas/lead';

export const submitLeadEndpoint = {
  method: 'POST',
  path: '/lead/submit',
  auth: false,
  in: 'body',
  input: leadInputSchema,
  answer: leadAnswerSchema,
} as const satisfies JsonEndpoint;

/** Submits a token presale lead. */
export const submitLead = (client: ApiClient, input: LeadInput, options?: RequestOptions) => client.request(submitLeadEndpoint, input, options);

import type { ApiClient, RequestOptions } from '../client';
import type { JsonEndpoint } from '../endpoint';
import { messageAnswerSchema } from '../schemas/common';
import { supportEmailInputSchema, type SupportEmailInput } from '../schemas/support';

export const sendSupportEmailEndpoint = {
  method: 'POST',
  path: '/support/sendEmail',
  auth: false,
  in: 'body',
  input: supportEmailInputSchema,
  answer: messageAnswerSchema,
} as const satisfies JsonEndpoint;

/** Sends a contact request to support by e-mail. */
export const sendSupportEmail = (client: ApiClient, input: SupportEmailInput, options?: RequestOptions) =>
  client.request(sendSupportEmailEndpoint, input, options);

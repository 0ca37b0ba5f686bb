import type { ApiClient, RequestOptions } from '../client';
import type { FileEndpoint, JsonEndpoint } from '../endpoint';
import {
  certificateFileQuerySchema,
  certificateStatusAnswerSchema,
  certificateValidateAnswerSchema,
  certificateValidateInputSchema,
  type CertificateValidateInput,
} from '../schemas/certificate';

export const validateCertificateEndpoint = {
  method: 'POST',
  path: '/certificate/validate',
  auth: false,
  in: 'body',
  input: certificateValidateInputSchema,
  answer: certificateValidateAnswerSchema,
} as const satisfies JsonEndpoint;
export const getCertificateStatusEndpoint = {
  method: 'GET',
  path: '/certificate/status',
  auth: true,
  in: 'query',
  input: certificateFileQuerySchema,
  answer: certificateStatusAnswerSchema,
} as const satisfies JsonEndpoint;
export const getCertificatePdfEndpoint = {
  method: 'GET',
  path: '/certificate/get',
  auth: false,
  in: 'query',
  input: certificateFileQuerySchema,
  file: ['application/pdf'],
} as const satisfies FileEndpoint;

/** Verifies a certificate: valid, expired, superseded (by a later certificate of its project), pending or not found. Never cached. */
export const validateCertificate = (client: ApiClient, input: CertificateValidateInput, options?: RequestOptions) =>
  client.request(validateCertificateEndpoint, input, options);
/** Where one of the user's own certificates stands (burned, registered, ready); 404 for anyone else's. Never cached. */
export const getCertificateStatus = (client: ApiClient, input: { id: string }, options?: RequestOptions) =>
  client.request(getCertificateStatusEndpoint, input, options);
/** Downloads a certificate as PDF (in `options.language` when given); fails with CERTIFICATE_NOT_READY while the blockchain process runs. */
export const getCertificatePdf = (client: ApiClient, input: { id: string }, options?: RequestOptions) => client.file(getCertificatePdfEndpoint, input, options);

import type { ApiClient, RequestOptions } from '../client';
import type { FileEndpoint, JsonEndpoint } from '../endpoint';
import { reportAnswerSchema, reportQuerySchema, type ReportQuery } from '../schemas/report';

export const getReportEndpoint = {
  method: 'GET',
  path: '/report/e1-7',
  auth: true,
  in: 'query',
  input: reportQuerySchema,
  answer: reportAnswerSchema,
} as const satisfies JsonEndpoint;
export const getReportPdfEndpoint = {
  method: 'GET',
  path: '/report/e1-7/pdf',
  auth: true,
  in: 'query',
  input: reportQuerySchema,
  file: ['application/pdf'],
} as const satisfies FileEndpoint;

/** The ESRS E1-7 figures of the user's compensations in a year, per forest (an extension: docs/api-contract.md). */
export const getReport = (client: ApiClient, input: ReportQuery, options?: RequestOptions) => client.request(getReportEndpoint, input, options);
/** The same figures as a PDF for the auditor, in `options.language` when given. */
export const getReportPdf = (client: ApiClient, input: ReportQuery, options?: RequestOptions) => client.file(getReportPdfEndpoint, input, options);

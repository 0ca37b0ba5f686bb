import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { getReport } from '../api/endpoints/report';
import { queryKeys } from './keys';

/** The ESRS E1-7 figures of a year, forests and countries named in `language` (sent as `ln`); refreshed after burning. */
export const reportQuery = (client: ApiClient, year: number, language: string) =>
  queryOptions({ queryKey: queryKeys.report.year(year, language), queryFn: ({ signal }) => getReport(client, { year }, { signal, language }) });

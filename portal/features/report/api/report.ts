import { useMutation, useQuery } from '@tanstack/react-query';
import { getReportPdf } from '#shared/api/endpoints/report';
import type { Report } from '#shared/api/schemas/report';
import type { Language } from '#shared/i18n/languages';
import { reportQuery } from '#shared/query/report';
import { usePortalText } from '#portal/lib/language';
import { saveFile } from '#portal/lib/save-file';
import { useServices } from '#portal/lib/services';
import type { ReportCsvTexts } from '../csv-texts';

/** The ESRS E1-7 figures of a year (GET /report/e1-7), in the page's language. */
export function useReport(year: number) {
  const { api } = useServices();
  const { language } = usePortalText();
  return useQuery(reportQuery(api, year, language));
}

/** The year's figures as CSV for the accountant: the answer on the page, written by the CSV module (loaded only now). */
export function useExportReportCsv() {
  return useMutation({
    mutationFn: async ({ report, language, texts, fileName }: { report: Report; language: Language; texts: ReportCsvTexts; fileName: string }) => {
      const { reportCsv } = await import('../csv');
      saveFile(new Blob([reportCsv(report, language, texts)], { type: 'text/csv;charset=utf-8' }), fileName);
    },
  });
}

/** The year's figures as the server prints them for the auditor (GET /report/e1-7/pdf), in the page's language. */
export function useDownloadReportPdf() {
  const { api } = useServices();
  return useMutation({
    mutationFn: async ({ year, language, fileName }: { year: number; language: Language; fileName: string }) =>
      saveFile(await getReportPdf(api, { year }, { language }), fileName),
  });
}

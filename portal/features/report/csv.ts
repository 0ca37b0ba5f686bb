import type { Report } from '#shared/api/schemas/report';
import type { Language } from '#shared/i18n/languages';
import { csvNumber, writeCsv } from '#portal/lib/csv';
import { reportCsvColumns, type ReportCsvColumn, type ReportCsvTexts } from './csv-texts';

/**
 * The ESRS E1-7 figures as CSV for the accountant (portal/lib/csv.ts: the language's separators, BOM): one row per
 * forest with its country, EU membership, certification, tonnes and share (one decimal), the certificates and the
 * register transactions behind it (space-separated), then the total. The figures are the server's, as on the page.
 */
export function reportCsv(report: Report, language: Language, texts: ReportCsvTexts): string {
  const yesNo = (value: boolean | null) => (value === null ? texts.unknown : value ? texts.yes : texts.no);
  const unique = (values: (string | null)[]) => [...new Set(values.filter((value): value is string => value !== null))].join(' ');
  const row = (values: Record<ReportCsvColumn, string>) => reportCsvColumns.map((column) => values[column]);
  const rows = report.forests.map((forest) =>
    row({
      year: String(report.year),
      forest: forest.name,
      location: forest.location,
      country: forest.countryName ?? texts.unknown,
      inEu: yesNo(forest.inEu),
      standard: forest.standard ?? texts.unknown,
      tonnes: csvNumber(language, forest.tonnes),
      share: csvNumber(language, forest.share, 1),
      certificates: unique(forest.references.map((entry) => entry.certificateId)),
      transactions: unique(forest.references.map((entry) => entry.transactionId)),
    }),
  );
  const total = row({
    year: String(report.year),
    forest: texts.sum,
    location: '',
    country: '',
    inEu: '',
    standard: '',
    tonnes: csvNumber(language, report.totalTonnes),
    share: csvNumber(language, report.forests.length === 0 ? 0 : 100, 1),
    certificates: '',
    transactions: '',
  });
  return writeCsv(
    language,
    reportCsvColumns.map((column) => texts.headers[column]),
    [...rows, total],
  );
}

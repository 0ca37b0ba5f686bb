// Apart from ./csv so that the page names the columns without loading papaparse, which comes with the first export.

/** The export's columns, in order: one row per forest, then the total. */
export const reportCsvColumns = ['year', 'forest', 'location', 'country', 'inEu', 'standard', 'tonnes', 'share', 'certificates', 'transactions'] as const;
export type ReportCsvColumn = (typeof reportCsvColumns)[number];

/** The export's words in the page's language: the headers, the total's label and yes, no, not known. */
export interface ReportCsvTexts {
  headers: Record<ReportCsvColumn, string>;
  sum: string;
  yes: string;
  no: string;
  unknown: string;
}

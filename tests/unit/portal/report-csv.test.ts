import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { reportCsv } from '#portal/features/report/csv';
import { reportCsvColumns, type ReportCsvTexts } from '#portal/features/report/csv-texts';
import { byteOrderMark } from '#portal/lib/csv';
import { reportAnswerSchema, type Report } from '#shared/api/schemas/report';

const texts: ReportCsvTexts = {
  headers: Object.fromEntries(reportCsvColumns.map((column) => [column, column])) as ReportCsvTexts['headers'],
  sum: 'Total',
  yes: 'yes',
  no: 'no',
  unknown: 'not known',
};
const reference = (transactionId: string, tonnes: number, certificateId: string | null) => ({
  transactionId,
  registerUrl: `https://register.example/${transactionId}`,
  date: '2026-03-01T10:00:00.000Z',
  projectName: '=Hall; "Ost"',
  tonnes,
  certificateId,
  certificateStatus: certificateId ? ('valid' as const) : null,
});
const report: Report = reportAnswerSchema.parse({
  year: 2026,
  years: [2025, 2026],
  timeZone: 'Europe/Vienna',
  totalTonnes: 12.5,
  certifiedTonnes: 10,
  uncertifiedTonnes: 2.5,
  removals: { tonnes: 10, share: 80 },
  keptStock: { tonnes: 2.5, share: 20 },
  qualityStandard: { tonnes: 12.5, share: 100 },
  eu: { tonnes: 10, share: 80 },
  forests: [
    {
      productId: 'a',
      name: 'Mühlviertel; mixed',
      location: 'Upper Austria, AT',
      country: 'AT',
      countryName: 'Austria',
      inEu: true,
      standard: 'PEFC',
      strategy: 'increase',
      tonnes: 10,
      share: 80,
      references: [reference('0xa', 6, 'GFT-1'), reference('0xb', 4, 'GFT-1')],
    },
    {
      productId: 'b',
      name: 'Grisons',
      location: 'Grisons, CH',
      country: 'CH',
      countryName: 'Switzerland',
      inEu: false,
      standard: 'FSC',
      strategy: 'preservation',
      tonnes: 2.5,
      share: 20,
      references: [reference('0xc', 2.5, null)],
    },
  ],
});
const parse = (csv: string, delimiter: string) => Papa.parse<string[]>(csv.slice(byteOrderMark.length), { delimiter, skipEmptyLines: true });

describe('the E1-7 report as CSV', () => {
  it('has a row per forest with the answer’s figures, its certificates and transactions, then the total, in English', () => {
    const csv = reportCsv(report, 'en', texts);
    expect(csv.startsWith(byteOrderMark)).toBe(true);
    const { data, errors } = parse(csv, ',');
    expect(errors).toEqual([]);
    expect(data).toEqual([
      [...reportCsvColumns],
      ['2026', 'Mühlviertel; mixed', 'Upper Austria, AT', 'Austria', 'yes', 'PEFC', '10', '80.0', 'GFT-1', '0xa 0xb'],
      ['2026', 'Grisons', 'Grisons, CH', 'Switzerland', 'no', 'FSC', '2.5', '20.0', '', '0xc'],
      ['2026', 'Total', '', '', '', '', '12.5', '100.0', '', ''],
    ]);
  });

  it('writes German with semicolons and decimal commas, the names intact', () => {
    const { data } = parse(reportCsv(report, 'de', texts), ';');
    expect(data[1]?.slice(1, 2)).toEqual(['Mühlviertel; mixed']);
    expect(data[2]?.slice(6, 8)).toEqual(['2,5', '20,0']);
    expect(data[3]?.slice(6, 8)).toEqual(['12,5', '100,0']);
  });
});

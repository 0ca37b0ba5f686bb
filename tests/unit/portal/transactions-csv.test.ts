import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { Transaction } from '#shared/api/schemas/transaction';
import { transactionsCsv } from '#portal/features/transactions/csv';
import { byteOrderMark } from '#portal/lib/csv';
import { csvColumns, type CsvTexts } from '#portal/features/transactions/csv-columns';

const texts: CsvTexts = {
  headers: Object.fromEntries(csvColumns.map((column) => [column, column])) as CsvTexts['headers'],
  types: { charge: 'Kauf', compensation: 'Kompensation' },
};

const base = {
  blockchainUrl: null,
  projectId: null,
  projectName: null,
  paymentId: null,
  certificateId: null,
  price: null,
  total: null,
  net: null,
  vat: null,
  vatRate: null,
  orderNumber: null,
  invoiceNumber: null,
  adminDonation: null,
};
const charge: Transaction = {
  ...base,
  _id: 'trx_1',
  number: 1,
  transactionId: '0xabc',
  type: 'charge',
  date: '2025-03-01T23:30:00.000Z',
  totalAdded: 3,
  price: 35.55,
  net: 106.65,
  vat: 20.26,
  adminDonation: 1234.5,
  total: 1361.41,
  paymentId: 'pay_1',
  orderNumber: 'GF-2025-0007',
  invoiceNumber: 'RE-2025-0005',
};
const compensation: Transaction = {
  ...base,
  _id: 'trx_2',
  number: 2,
  transactionId: '0xdef',
  type: 'compensation',
  date: '2025-04-01T08:00:00.000Z',
  totalAdded: 2,
  projectId: 'prj_1',
  projectName: 'Büro "Nord"; Halle 2\nzweite Zeile',
  certificateId: 'GFT-1',
};

const parse = (csv: string, delimiter: string) => Papa.parse<string[]>(csv.slice(byteOrderMark.length), { delimiter, skipEmptyLines: true });

describe('the transactions CSV', () => {
  it('German: semicolons, decimal commas, the day in Vienna as TT.MM.JJJJ, a BOM, awkward names intact', () => {
    const csv = transactionsCsv([charge, compensation], 'de', texts);
    expect(csv.startsWith(byteOrderMark)).toBe(true);
    const { data, errors } = parse(csv, ';');
    expect(errors).toEqual([]);
    expect(data[0]).toEqual([...csvColumns]);
    // 23:30 UTC on 1 March is 00:30 on 2 March in Vienna.
    expect(data[1]).toEqual([
      '1',
      '02.03.2025',
      'Kauf',
      '3',
      '35,55',
      '106,65',
      '20,26',
      '1234,50',
      '1361,41',
      '',
      '0xabc',
      '',
      'GF-2025-0007',
      'RE-2025-0005',
    ]);
    expect(data[2]).toEqual(['2', '01.04.2025', 'Kompensation', '2', '', '', '', '', '', 'Büro "Nord"; Halle 2\nzweite Zeile', '0xdef', 'GFT-1', '', '']);
    expect(data).toHaveLength(3);
  });

  it('English: commas, points, MM/DD/YYYY', () => {
    const { data, errors } = parse(transactionsCsv([charge, compensation], 'en', texts), ',');
    expect(errors).toEqual([]);
    expect(data[1]).toEqual([
      '1',
      '03/02/2025',
      'Kauf',
      '3',
      '35.55',
      '106.65',
      '20.26',
      '1234.50',
      '1361.41',
      '',
      '0xabc',
      '',
      'GF-2025-0007',
      'RE-2025-0005',
    ]);
    expect(data[2]?.[9]).toBe('Büro "Nord"; Halle 2\nzweite Zeile');
  });

  it('an order not paid: its order number, no invoice number', () => {
    const { data } = parse(transactionsCsv([{ ...charge, invoiceNumber: null }], 'en', texts), ',');
    expect(data[1]?.slice(-2)).toEqual(['GF-2025-0007', '']);
  });

  it('keeps a spreadsheet from running a project name as a formula', () => {
    const { data } = parse(transactionsCsv([{ ...compensation, projectName: '=HYPERLINK("http://evil.example")' }], 'de', texts), ';');
    expect(data[1]?.[9]).toBe('\'=HYPERLINK("http://evil.example")');
  });

  // A formula's first character guards the cell whatever follows: papaparse's own test (`/^[=+\-@\t\r].*$/`) let these
  // through, as `.` stops at a line break (OWASP, CSV injection).
  const hostile = ['=HYPERLINK("http://evil.example","x")\n', '=2+3\rX', '+1+1\u2028', '-2+3\nrest', '@SUM(1+1)\n', '\t=1+1\n', '\r=1+1', '=1+1\u2029x'];
  for (const [language, delimiter] of [
    ['de', ';'],
    ['en', ','],
  ] as const) {
    it(`${language}: guards every cell that starts like a formula, line breaks after it or not`, () => {
      const rows = hostile.map((projectName, index) => ({ ...compensation, _id: `trx_${index}`, projectName }));
      const { data, errors } = parse(transactionsCsv(rows, language, texts), delimiter);
      expect(errors).toEqual([]);
      expect(data.slice(1).map((row) => row[9])).toEqual(hostile.map((name) => `'${name}`));
    });
  }

  it('leaves a cell alone that only has a formula character later on', () => {
    const { data } = parse(transactionsCsv([{ ...compensation, projectName: 'Halle 2\n=1+1' }], 'en', texts), ',');
    expect(data[1]?.[9]).toBe('Halle 2\n=1+1');
  });

  it('is the header alone for no transactions', () => {
    expect(parse(transactionsCsv([], 'en', texts), ',').data).toEqual([[...csvColumns]]);
  });
});

import { unparse } from 'papaparse';
import type { Transaction } from '#shared/api/schemas/transaction';
import { providerTimeZone } from '#shared/api/constants';
import { formatLocalDate } from '#shared/i18n/dates';
import type { Language } from '#shared/i18n/languages';
import { csvColumns, type CsvColumn, type CsvTexts } from './csv-columns';

/** How spreadsheets of each language read a CSV: German `;` and decimal commas, English `,` and points. */
const formats: Record<Language, { delimiter: string; decimal: string }> = {
  de: { delimiter: ';', decimal: ',' },
  en: { delimiter: ',', decimal: '.' },
};

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: providerTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Byte-order mark: spreadsheet programs read the file as UTF-8 (umlauts, CO₂) only with it. */
export const byteOrderMark = '\uFEFF';

/**
 * A cell a spreadsheet would run as a formula: its first character decides, whatever follows (OWASP, CSV injection).
 * papaparse's own test, `/^[=+\-@\t\r].*$/`, misses a cell with a line break after the formula (`.` stops there).
 */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * The transactions as CSV for accounting, in the language's spreadsheet format: money with two decimals and no
 * thousands separator, the date as the language writes it (the provider's day), empty money columns for compensations.
 * papaparse quotes what needs it, so quotes, separators and line breaks in a project name stay intact; a field that a
 * spreadsheet would run as a formula (`=`, `+`, `-`, `@`) is escaped.
 */
export function transactionsCsv(transactions: readonly Transaction[], language: Language, texts: CsvTexts): string {
  const { delimiter, decimal } = formats[language];
  const money = (value: number | null) => (value === null ? '' : value.toFixed(2).replace('.', decimal));
  const rows = transactions.map((transaction) => {
    const charge = transaction.type === 'charge';
    const values: Record<CsvColumn, string> = {
      number: String(transaction.number),
      date: formatLocalDate(language, dayFormat.format(new Date(transaction.date))),
      type: texts.types[transaction.type],
      tokens: String(transaction.totalAdded),
      price: charge ? money(transaction.price) : '',
      net: charge ? money(transaction.net) : '',
      vat: charge ? money(transaction.vat) : '',
      donation: charge ? money(transaction.adminDonation) : '',
      gross: charge ? money(transaction.total) : '',
      project: transaction.projectName ?? '',
      transactionId: transaction.transactionId,
      certificate: transaction.certificateId ?? '',
    };
    return csvColumns.map((column) => values[column]);
  });
  const body = unparse({ fields: csvColumns.map((column) => texts.headers[column]), data: rows }, { delimiter, newline: '\r\n', escapeFormulae: formulaStart });
  return `${byteOrderMark}${body}\r\n`;
}

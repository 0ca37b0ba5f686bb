import type { Transaction } from '#shared/api/schemas/transaction';
import { providerTimeZone } from '#shared/api/constants';
import { formatLocalDate } from '#shared/i18n/dates';
import type { Language } from '#shared/i18n/languages';
import { csvNumber, writeCsv } from '#portal/lib/csv';
import { csvColumns, type CsvColumn, type CsvTexts } from './csv-columns';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: providerTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * The transactions as CSV for accounting, in the language's spreadsheet format (portal/lib/csv.ts): money with two
 * decimals and no thousands separator, the date as the language writes it (the provider's day), empty money columns
 * for compensations.
 */
export function transactionsCsv(transactions: readonly Transaction[], language: Language, texts: CsvTexts): string {
  const money = (value: number | null) => (value === null ? '' : csvNumber(language, value, 2));
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
      orderNumber: charge ? (transaction.orderNumber ?? '') : '',
      invoiceNumber: charge ? (transaction.invoiceNumber ?? '') : '',
    };
    return csvColumns.map((column) => values[column]);
  });
  return writeCsv(
    language,
    csvColumns.map((column) => texts.headers[column]),
    rows,
  );
}

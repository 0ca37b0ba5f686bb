import type { TransactionType } from '#shared/api/schemas/transaction';

// Apart from ./csv so that the page names the columns without loading papaparse, which comes with the first export.

/**
 * The export's columns, in order; last a purchase's order number and, once paid, its invoice's (a series of its own), which
 * a bookkeeper files it under: an order never paid has no invoice number.
 */
export const csvColumns = [
  'number',
  'date',
  'type',
  'tokens',
  'price',
  'net',
  'vat',
  'donation',
  'gross',
  'project',
  'transactionId',
  'certificate',
  'orderNumber',
  'invoiceNumber',
] as const;
export type CsvColumn = (typeof csvColumns)[number];

/** The export's words: column headers and transaction types, in the page's language. */
export interface CsvTexts {
  headers: Record<CsvColumn, string>;
  types: Record<TransactionType, string>;
}

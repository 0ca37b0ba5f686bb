import { unparse } from 'papaparse';
import type { Language } from '#shared/i18n/languages';

// The exports' one CSV writer (transactions, the ESRS E1-7 report). Features import it in the module they load at
// the first export, so papaparse stays out of every page's first download.

/** How spreadsheets of each language read a CSV: German `;` and decimal commas, English `,` and points. */
export const csvFormats: Record<Language, { delimiter: string; decimal: string }> = {
  de: { delimiter: ';', decimal: ',' },
  en: { delimiter: ',', decimal: '.' },
};

/** Byte-order mark: spreadsheet programs read the file as UTF-8 (umlauts, CO₂) only with it. */
export const byteOrderMark = '\uFEFF';

/**
 * A cell a spreadsheet would run as a formula: its first character decides, whatever follows (OWASP, CSV injection).
 * papaparse's own test, `/^[=+\-@\t\r].*$/`, misses a cell with a line break after the formula (`.` stops there).
 */
const formulaStart = /^[=+\-@\t\r]/;

/** A number with `digits` decimals (or as many as it has) and no thousands separator, with the language's decimal sign. */
export const csvNumber = (language: Language, value: number, digits?: number) =>
  (digits === undefined ? String(value) : value.toFixed(digits)).replace('.', csvFormats[language].decimal);

/**
 * A CSV in the language's spreadsheet format: the BOM, a header row, CRLF line ends. papaparse quotes what needs it,
 * so quotes, separators and line breaks in a name stay intact; a field that a spreadsheet would run as a formula
 * (`=`, `+`, `-`, `@`) is escaped.
 */
export function writeCsv(language: Language, headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const body = unparse(
    { fields: [...headers], data: rows.map((row) => [...row]) },
    { delimiter: csvFormats[language].delimiter, newline: '\r\n', escapeFormulae: formulaStart },
  );
  return `${byteOrderMark}${body}\r\n`;
}

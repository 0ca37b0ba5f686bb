import { providerTimeZone } from '../api/constants';
import { formatLocales, type Language } from './languages';

/** Formats a number for the language's locale (de-DE: `18.148,5`; en-US: `18,148.5`). */
export const formatNumber = (language: Language, value: number, options?: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(formatLocales[language], options).format(value);

// German amounts put the sign after the figure (1.234,56 €), as de-DE does.
const currencyLocales: Record<Language, string> = { de: 'de-DE', en: 'en-US' };

/** Formats an amount of euros: `1.234,56 €` in German, `€1,234.56` in English. */
export const formatEuro = (language: Language, value: number) =>
  new Intl.NumberFormat(currencyLocales[language], { style: 'currency', currency: 'EUR' }).format(value);

/**
 * The product's one date style (docs/architecture.md, "Languages, dates and words"): German as in Germany (de-DE), `01.01.2025`, a month alone
 * `Januar 2025` (never the Austrian "Jänner"); English as in the US, `Jan 1, 2025`, `January 2025`. Pages, PDFs and
 * messages all format dates here, and show an instant in one zone, the provider's (`providerTimeZone`, Europe/Vienna):
 * the same burn reads the same time on every page, in a PDF and in a mail, whatever the browser's or the server's zone.
 */
const dateLocales: Record<Language, string> = { de: 'de-DE', en: 'en-US' };

export interface DateFormat {
  /** With the time of day (`01.01.2025, 10:00`, `Jan 1, 2025, 10:00 AM`), or the time alone (`10:00`, `10:00 AM`). */
  time?: boolean | 'only';
  /** With the day of the week before it (`Mittwoch, 01.01.2025`, `Wednesday, Jan 1, 2025`). */
  weekday?: boolean;
  /** The zone an instant is shown in (the provider's unless given). A day (`YYYY-MM-DD`) is shown as it is. */
  timeZone?: string;
  /**
   * On a document (the PDFs: invoice, certificate, report), read in other countries and kept for years: English in the
   * EU's order with the month's name, `7 December 2026` (en-GB), not the US order; German as everywhere.
   */
  pdf?: boolean;
}

/** Formats a day (`YYYY-MM-DD`) or an instant (an ISO date-time or a Date) in the product's date style. */
export function formatDate(language: Language, value: string | Date, { time, weekday, timeZone = providerTimeZone, pdf }: DateFormat = {}): string {
  const day = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(day ? `${String(value)}T12:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return String(value);
  const zone = day ? 'UTC' : timeZone;
  const english = pdf && language === 'en';
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(english ? 'en-GB' : dateLocales[language], { timeZone: zone, ...options }).format(date);
  const formatted = format({ ...(time !== 'only' && { dateStyle: english ? 'long' : 'medium' }), ...(time && { timeStyle: 'short' }) });
  // dateStyle cannot take a weekday: it goes before the date as `full` would put it.
  return weekday ? `${format({ weekday: 'long' })}, ${formatted}` : formatted;
}

/** A month (`YYYY-MM`) with its name: `Januar 2027`, `January 2027`; `short`: `Jan. 2027`, `Jan 2027` (a chart's axis). */
export const formatMonth = (language: Language, month: string, style: 'long' | 'short' = 'long') =>
  new Intl.DateTimeFormat(dateLocales[language], { month: style, year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-15T12:00:00Z`));

/** An amount of CO2 in tonnes, written the same everywhere: "12,5 t CO₂" (up to three decimals, kilograms). */
export const formatTonnes = (language: Language, value: number) => `${formatNumber(language, value, { maximumFractionDigits: 3 })}\u00a0t\u00a0CO₂`;

/** A share in per cent with one decimal, as each language writes it: "66,7 %", "66.7%". */
export const formatPercent = (language: Language, value: number) =>
  `${formatNumber(language, value, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}${language === 'de' ? '\u00a0%' : '%'}`;

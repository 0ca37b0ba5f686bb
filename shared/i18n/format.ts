import { formatLocales, type Language } from './languages';

/** Formats a number for the language's locale (de-AT or en-US). */
export const formatNumber = (language: Language, value: number, options?: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(formatLocales[language], options).format(value);

// German amounts put the sign after the figure (1.234,56 €); de-AT would put it first.
const currencyLocales: Record<Language, string> = { de: 'de-DE', en: 'en-US' };

/** Formats an amount of euros: `1.234,56 €` in German, `€1,234.56` in English. */
export const formatEuro = (language: Language, value: number) =>
  new Intl.NumberFormat(currencyLocales[language], { style: 'currency', currency: 'EUR' }).format(value);

/** Formats a date (`YYYY-MM-DD` or an ISO instant) for the language's locale. */
export function formatDate(language: Language, value: string | Date, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(formatLocales[language], { timeZone: /^\d{4}-\d{2}-\d{2}$/.test(String(value)) ? 'UTC' : undefined, ...options }).format(date);
}

/** An amount of CO2 in tonnes, written the same everywhere: "12,5 t CO₂" (up to three decimals, kilograms). */
export const formatTonnes = (language: Language, value: number) => `${formatNumber(language, value, { maximumFractionDigits: 3 })}\u00a0t\u00a0CO₂`;

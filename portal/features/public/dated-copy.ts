import type { AppConfig } from '#shared/config/config';
import { formatDate, formatMonth } from '#shared/i18n/format';
import type { Language } from '#shared/i18n/languages';
import type { Translate } from '#shared/i18n/translate';

/** Whether a month (`YYYY-MM`) is over on `now`: from the first day of the next month (UTC) the copy is past tense. */
export function monthPassed(month: string, now: Date): boolean {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return now.getTime() >= Date.UTC(year, monthNumber, 1);
}

/** Whether a day (`YYYY-MM-DD`) has begun on `now` (UTC). */
export function dayReached(day: string, now: Date): boolean {
  return now.getTime() >= Date.parse(`${day}T00:00:00Z`);
}

/**
 * The presale and the whitepaper in the right tense on `now` (the token-sale page's intro). Once the presale month is
 * over, one timeless line instead: a date that has passed says nothing a visitor can act on (issue 41).
 */
export function presaleCopy(t: Translate, language: Language, dates: AppConfig['dates'], now: Date): string {
  if (monthPassed(dates.presale, now)) return t('pages.tokenSale.presale.past');
  return [
    t('pages.tokenSale.presale.future', { month: formatMonth(language, dates.presale) }),
    t(`pages.tokenSale.whitepaper.${monthPassed(dates.whitepaper, now) ? 'past' : 'future'}`, { month: formatMonth(language, dates.whitepaper) }),
    t('pages.tokenSale.register'),
  ].join(' ');
}

/**
 * The full privacy policy's date line: "last updated" once the date is reached, "in force from" before; none when the
 * deployment names no date (the summary's own date stands beside it, decision 0072).
 */
export function privacyDateLine(t: Translate, language: Language, dates: AppConfig['dates'], now: Date): string {
  if (!dates.privacyPolicyUpdated) return '';
  const date = formatDate(language, dates.privacyPolicyUpdated);
  return t(`pages.privacy.${dayReached(dates.privacyPolicyUpdated, now) ? 'updated' : 'inForceFrom'}`, { date });
}

/**
 * The dated lines of the public pages. They depend on the running configuration and on today, which the build does
 * not know: the prerendered HTML holds a placeholder for each, and the fill step (demo/web/site-pages.ts: per request
 * in the web server, once in the static export) puts in the line as of its day.
 */
export const datedLines = { presale: presaleCopy, privacy: privacyDateLine } as const;
export type DatedLineName = keyof typeof datedLines;

/** What the prerendered HTML holds in place of a dated line. */
export const datedPlaceholder = (line: DatedLineName) => `__GFT_DATED_${line}__`;
export const datedPlaceholderPattern = /__GFT_DATED_(presale|privacy)__/g;

/** On a filled page's <html>: the day (UTC, YYYY-MM-DD) its dated lines were written for; the browser hydrates them as of it. */
export const datedDayAttribute = 'data-gft-dated-day';
/** The day (UTC, YYYY-MM-DD) of `now`. Every line turns at midnight UTC, so the day alone decides each line. */
export const utcDay = (now: Date): string => now.toISOString().slice(0, 10);
/** The first moment of a day (UTC): the lines as of a day. */
export const dayStart = (day: string): Date => new Date(`${day}T00:00:00Z`);

import type { Language } from './languages';

/**
 * Dates as people of each language type them, independent of the browser's locale: German `TT.MM.JJJJ`, English
 * (en-US) `MM/DD/YYYY`; ISO `YYYY-MM-DD` in both. The meeting form's date fields read them, and the portal's day field
 * in a browser without a date input. `<input type="date">` follows the browser's locale instead: on a German page in
 * an English browser it shows mm/dd/yyyy, so "01.03.2027", typed as a German format hint says, would be 3 January.
 */
const orders: Record<Language, { separator: string; dayFirst: boolean }> = {
  de: { separator: '.', dayFirst: true },
  en: { separator: '/', dayFirst: false },
};

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** Whether year, month and day name a day of the calendar (no 31 February). */
function realDate(year: number, month: number, day: number): boolean {
  if (year < 1000 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The ISO date (`YYYY-MM-DD`) of what was typed in the language's format (or ISO), or null when it names no day. */
export function parseLocalDate(language: Language, raw: string): string | null {
  const text = raw.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const { separator, dayFirst } = orders[language];
  const local = new RegExp(`^(\\d{1,2})\\s*\\${separator}\\s*(\\d{1,2})\\s*\\${separator}\\s*(\\d{4})$`).exec(text);
  // Digits only (a phone's numeric keyboard may have no separator): DDMMYYYY or MMDDYYYY.
  const digits = /^(\d{2})(\d{2})(\d{4})$/.exec(text);
  let year: number;
  let month: number;
  let day: number;
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (local || digits) {
    const [, first, second, yearText] = (local ?? digits) as RegExpExecArray;
    year = Number(yearText);
    [day, month] = dayFirst ? [Number(first), Number(second)] : [Number(second), Number(first)];
  } else return null;
  return realDate(year, month, day) ? `${pad(year, 4)}-${pad(month)}-${pad(day)}` : null;
}

/** An ISO date in the language's format ("01.03.2027", "03/01/2027"); anything else as it is. */
export function formatLocalDate(language: Language, iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const [, year, month, day] = match;
  const { separator, dayFirst } = orders[language];
  return dayFirst ? `${day}${separator}${month}${separator}${year}` : `${month}${separator}${day}${separator}${year}`;
}

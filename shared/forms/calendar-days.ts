/** The meeting calendar's days: `YYYY-MM-DD` strings in UTC, so the visitor's zone never shifts a day. */

/** How far ahead a meeting can be booked. */
export const daysAhead = 366;

const dayMs = 86_400_000;
const toTime = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const toIso = (time: number) => new Date(time).toISOString().slice(0, 10);
export const addDays = (iso: string, days: number) => toIso(toTime(iso) + days * dayMs);
/** Monday 0 … Sunday 6. */
export const weekdayOf = (iso: string) => (new Date(toTime(iso)).getUTCDay() + 6) % 7;
/** The same day of another month, or that month's last day when it is shorter. */
export function addMonths(iso: string, months: number): string {
  const date = new Date(toTime(iso));
  const day = date.getUTCDate();
  const first = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months + 1, 0)).getUTCDate();
  return toIso(first + (Math.min(day, last) - 1) * dayMs);
}
export const clamp = (iso: string, first: string, last: string) => (iso < first ? first : iso > last ? last : iso);

/** The weeks (Monday first) that show the month of `iso`, each day `YYYY-MM-DD` or null outside the month. */
export function weeksOf(iso: string): (string | null)[][] {
  const month = iso.slice(0, 7);
  let day = addDays(`${month}-01`, -weekdayOf(`${month}-01`));
  const weeks: (string | null)[][] = [];
  while (weeks.length === 0 || day.slice(0, 7) === month) {
    const week: (string | null)[] = [];
    for (let index = 0; index < 7; index += 1, day = addDays(day, 1)) week.push(day.slice(0, 7) === month ? day : null);
    weeks.push(week);
  }
  return weeks;
}

/** Where a key moves the focused day (arrows, Page Up/Down a month, with Shift a year, Home/End the week's ends). */
export function moved(key: string, shift: boolean, day: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'PageUp':
      return addMonths(day, shift ? -12 : -1);
    case 'PageDown':
      return addMonths(day, shift ? 12 : 1);
    case 'Home':
      return addDays(day, -weekdayOf(day));
    case 'End':
      return addDays(day, 6 - weekdayOf(day));
    default:
      return null;
  }
}

/** Easter Sunday, `YYYY-MM-DD`, by Gauss's rule with the constants of the years 1900 to 2099 (M = 24, N = 5). */
export function easterOf(year: number): string {
  const a = year % 19;
  const d = (19 * a + 24) % 30;
  const e = (2 * (year % 4) + 4 * (year % 7) + 6 * d + 5) % 7;
  // Gauss's two exceptions: 26 April is 19 April, and 25 April is 18 April when d is 28, e 6 and a over 10.
  return addDays(`${year}-03-22`, d + e - (e === 6 && (d === 29 || (d === 28 && a > 10)) ? 7 : 0));
}

/**
 * Whether the provider's Berlin office is closed on a day: Berlin's public holidays (New Year, Women's Day, Good Friday,
 * Easter Monday, 1 May, Ascension, Whit Monday, 3 October, Christmas) and 24 and 31 December
 * (docs/decisions/0062-meeting-calendar-by-hand.md).
 */
export const isClosed = (day: string) =>
  '01-01 03-08 05-01 10-03 12-24 12-25 12-26 12-31'.includes(day.slice(5)) ||
  [-2, 1, 39, 50].some((days) => addDays(easterOf(Number(day.slice(0, 4))), days) === day);

import { meetingTimeZone } from '#shared/api/schemas/meeting';

const parts = (instant: Date) => {
  const formatted = new Intl.DateTimeFormat('en-GB', {
    timeZone: meetingTimeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    weekday: 'short',
  }).formatToParts(instant);
  const get = (type: string) => formatted.find((part) => part.type === type)?.value ?? '';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}`, weekday: get('weekday'), second: get('second') };
};

/** The Berlin calendar date of an instant, `YYYY-MM-DD`. */
export const berlinDate = (instant: Date) => parts(instant).date;

/** The UTC instant of a Berlin wall-clock time (daylight saving included). */
export function berlinToUtc(date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  let guess = wanted;
  // Two rounds settle the offset, also across a daylight-saving change.
  for (let round = 0; round < 2; round += 1) {
    const seen = parts(new Date(guess));
    const [sy, sm, sd] = seen.date.split('-').map(Number) as [number, number, number];
    const [sh, smin] = seen.time.split(':').map(Number) as [number, number];
    guess += wanted - Date.UTC(sy, sm - 1, sd, sh, smin);
  }
  return new Date(guess);
}

/** Monday to Friday in Berlin. */
export const isBerlinWeekday = (date: string) => !['Sat', 'Sun'].includes(parts(berlinToUtc(date, '12:00')).weekday);

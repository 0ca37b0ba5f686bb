import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDate, formatMonth } from '#shared/i18n/format';

const root = join(import.meta.dirname, '../../..');

describe('one date style per language (docs/architecture.md, "Languages, dates and words")', () => {
  it('German as in Germany, 01.01.2025; English as in the US, Jan 1, 2025: a day, an instant, with the time, the time alone', () => {
    expect(formatDate('de', '2025-01-01')).toBe('01.01.2025');
    expect(formatDate('en', '2025-01-01')).toBe('Jan 1, 2025');
    // A day stays the day it names whatever the zone; an instant is shown in the zone given.
    expect(formatDate('de', '2025-12-31T23:30:00Z', { timeZone: 'Europe/Vienna' })).toBe('01.01.2026');
    expect(formatDate('de', '2025-04-01T08:00:00Z', { time: true, timeZone: 'Europe/Berlin' })).toBe('01.04.2025, 10:00');
    // ICU puts a narrow no-break space before AM in newer versions, a space in older ones.
    expect(formatDate('en', '2025-04-01T08:00:00Z', { time: true, timeZone: 'Europe/Berlin' }).replace(/\s/g, ' ')).toBe('Apr 1, 2025, 10:00 AM');
    expect(formatDate('de', '2025-04-01T08:00:00Z', { time: 'only', timeZone: 'Europe/Berlin' })).toBe('10:00');
    expect(formatDate('de', '2025-01-01', { weekday: true })).toBe('Mittwoch, 01.01.2025');
    expect(formatDate('en', '2025-01-01', { weekday: true })).toBe('Wednesday, Jan 1, 2025');
    expect(formatDate('de', 'not a date')).toBe('not a date');
  });

  it("shows an instant in the provider's time zone (Europe/Vienna) unless told otherwise, whatever the machine's zone", () => {
    // 23:30 UTC on New Year's Eve is past midnight in Vienna; the browser's or the server's zone does not matter.
    expect(formatDate('de', '2025-12-31T23:30:00Z')).toBe('01.01.2026');
    expect(formatDate('de', '2025-12-31T23:30:00Z', { time: 'only' })).toBe('00:30');
    expect(formatDate('de', '2025-07-01T08:00:00Z', { time: true })).toBe('01.07.2025, 10:00');
    expect(formatDate('de', '2025-12-31T23:30:00Z', { timeZone: 'UTC' })).toBe('31.12.2025');
  });

  it('a month alone is named in German as in Germany: Januar, not the Austrian Jänner', () => {
    expect(formatMonth('de', '2027-01')).toBe('Januar 2027');
    expect(formatMonth('en', '2027-01')).toBe('January 2027');
  });

  it('nothing outside shared/i18n/format.ts formats a date for people by itself', () => {
    // Intl.DateTimeFormat for machines (ISO days through en-CA, a slot's hour) stays allowed; a style of its own does not.
    // demo/sandbox/time.ts reads Berlin's calendar (weekday included) to compute, never to show.
    const machineOnly = new Set([join('demo', 'sandbox', 'time.ts')]);
    const ownStyle = /\b(dateStyle|timeStyle)\s*:|toLocale(Date|Time)?String\(|\bmonth:\s*'(long|short|narrow)'|\bweekday:\s*'/;
    const found: string[] = [];
    const visit = (folder: string) => {
      for (const name of readdirSync(folder)) {
        const path = join(folder, name);
        if (name === 'node_modules' || name === 'dist') continue;
        if (statSync(path).isDirectory()) visit(path);
        else if (/\.(ts|tsx)$/.test(name) && !path.endsWith(join('shared', 'i18n', 'format.ts')) && !machineOnly.has(relative(root, path))) {
          readFileSync(path, 'utf8')
            .split('\n')
            .forEach((line, index) => {
              if (ownStyle.test(line)) found.push(`${relative(root, path)}:${index + 1}: ${line.trim()}`);
            });
        }
      }
    };
    for (const folder of ['portal', 'shared', 'widgets', 'demo']) visit(join(root, folder));
    expect(found).toEqual([]);
  });
});

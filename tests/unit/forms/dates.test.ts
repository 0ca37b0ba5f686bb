import { describe, expect, it } from 'vitest';
import { formatLocalDate, parseLocalDate } from '#shared/i18n/dates';

describe("dates in the page's language", () => {
  it('reads German TT.MM.JJJJ, English MM/DD/YYYY and ISO in both', () => {
    expect(parseLocalDate('de', '01.03.2027')).toBe('2027-03-01');
    expect(parseLocalDate('de', '1.3.2027')).toBe('2027-03-01');
    expect(parseLocalDate('de', ' 01. 03. 2027 ')).toBe('2027-03-01');
    expect(parseLocalDate('de', '01032027')).toBe('2027-03-01');
    expect(parseLocalDate('en', '03/01/2027')).toBe('2027-03-01');
    expect(parseLocalDate('en', '3/1/2027')).toBe('2027-03-01');
    expect(parseLocalDate('en', '03012027')).toBe('2027-03-01');
    for (const language of ['de', 'en'] as const) expect(parseLocalDate(language, '2027-03-01')).toBe('2027-03-01');
  });

  it("refuses days that do not exist, two-digit years, the other language's format and half-typed dates", () => {
    expect(parseLocalDate('de', '31.02.2027')).toBeNull();
    expect(parseLocalDate('de', '29.02.2027')).toBeNull();
    expect(parseLocalDate('de', '29.02.2028')).toBe('2028-02-29');
    expect(parseLocalDate('de', '01.03.27')).toBeNull();
    expect(parseLocalDate('de', '03/01/2027')).toBeNull();
    expect(parseLocalDate('en', '01.03.2027')).toBeNull();
    expect(parseLocalDate('en', '13/01/2027')).toBeNull();
    expect(parseLocalDate('de', '01.03.202')).toBeNull();
    expect(parseLocalDate('de', '')).toBeNull();
    expect(parseLocalDate('de', '2027-3-1')).toBe('2027-03-01');
  });

  it("shows an ISO date in the language's format, anything else as it is", () => {
    expect(formatLocalDate('de', '2027-03-01')).toBe('01.03.2027');
    expect(formatLocalDate('en', '2027-03-01')).toBe('03/01/2027');
    expect(formatLocalDate('de', '01.03.20')).toBe('01.03.20');
    expect(formatLocalDate('en', '')).toBe('');
  });
});

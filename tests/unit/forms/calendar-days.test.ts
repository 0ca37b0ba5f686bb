import { describe, expect, it } from 'vitest';
import { addDays, addMonths, clamp, easterOf, isClosed, moved, weekdayOf, weeksOf } from '#shared/forms/calendar-days';

/** Every day of a year on which the office is closed. */
const closedDays = (year: number) => {
  const days: string[] = [];
  for (let day = `${year}-01-01`; day.startsWith(String(year)); day = addDays(day, 1)) if (isClosed(day)) days.push(day);
  return days;
};

describe("the meeting calendar's days", () => {
  it('a month is whole weeks from Monday, the days outside it empty', () => {
    // March 2027 begins on a Monday and ends on a Wednesday: five weeks.
    const march = weeksOf('2027-03-17');
    expect(march).toHaveLength(5);
    expect(march[0]).toEqual(['2027-03-01', '2027-03-02', '2027-03-03', '2027-03-04', '2027-03-05', '2027-03-06', '2027-03-07']);
    expect(march[4]).toEqual(['2027-03-29', '2027-03-30', '2027-03-31', null, null, null, null]);
    // August 2027 begins on a Sunday: six weeks, the first with one day.
    const august = weeksOf('2027-08-01');
    expect(august).toHaveLength(6);
    expect(august[0]).toEqual([null, null, null, null, null, null, '2027-08-01']);
    expect(weekdayOf('2027-08-01')).toBe(6);
  });

  it("Page Up and Down keep the day, or take the shorter month's last; with Shift, a year", () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2027-12-15', 1)).toBe('2028-01-15');
    expect(addMonths('2027-01-15', -1)).toBe('2026-12-15');
    expect(moved('PageDown', false, '2027-03-31')).toBe('2027-04-30');
    expect(moved('PageUp', true, '2028-02-29')).toBe('2027-02-28');
  });

  it("the arrows move a day or a week, Home and End to the week's Monday and Sunday; other keys move nothing", () => {
    expect(moved('ArrowRight', false, '2027-02-28')).toBe('2027-03-01');
    expect(moved('ArrowLeft', false, '2027-03-01')).toBe('2027-02-28');
    expect(moved('ArrowDown', false, '2027-12-29')).toBe('2028-01-05');
    expect(moved('ArrowUp', false, '2027-03-03')).toBe('2027-02-24');
    // Wednesday 17 March 2027.
    expect(moved('Home', false, '2027-03-17')).toBe('2027-03-15');
    expect(moved('End', false, '2027-03-17')).toBe('2027-03-21');
    expect(moved('Tab', false, '2027-03-17')).toBeNull();
  });

  it('the focus stays within the days that can be booked', () => {
    expect(clamp('2026-12-01', '2026-12-07', '2027-12-08')).toBe('2026-12-07');
    expect(clamp('2028-01-01', '2026-12-07', '2027-12-08')).toBe('2027-12-08');
    expect(clamp('2027-05-05', '2026-12-07', '2027-12-08')).toBe('2027-05-05');
  });

  it("Easter by Gauss's rule, also in the years of its two exceptions", () => {
    expect(easterOf(2026)).toBe('2026-04-05');
    expect(easterOf(2027)).toBe('2027-03-28');
    expect(easterOf(2024)).toBe('2024-03-31');
    expect(easterOf(2038)).toBe('2038-04-25');
    // Where the plain rule gives 26 and 25 April.
    expect(easterOf(1981)).toBe('1981-04-19');
    expect(easterOf(1954)).toBe('1954-04-18');
    expect(easterOf(2049)).toBe('2049-04-18');
  });

  it("the Berlin office's closed days of 2026 and 2027", () => {
    expect(closedDays(2026)).toEqual([
      '2026-01-01', // Neujahr
      '2026-03-08', // Frauentag (Berlin), a Sunday
      '2026-04-03', // Karfreitag
      '2026-04-06', // Ostermontag
      '2026-05-01',
      '2026-05-14', // Christi Himmelfahrt
      '2026-05-25', // Pfingstmontag
      '2026-10-03',
      '2026-12-24',
      '2026-12-25',
      '2026-12-26',
      '2026-12-31',
    ]);
    expect(closedDays(2027)).toEqual([
      '2027-01-01',
      '2027-03-08', // a Monday
      '2027-03-26',
      '2027-03-29',
      '2027-05-01',
      '2027-05-06',
      '2027-05-17',
      '2027-10-03',
      '2027-12-24',
      '2027-12-25',
      '2027-12-26',
      '2027-12-31',
    ]);
    expect(isClosed('2027-03-29')).toBe(true);
    // Not closed: the Tuesday after Easter, Corpus Christi (not a holiday in Berlin), Reformation Day, 2 January.
    for (const day of ['2027-03-30', '2027-05-27', '2027-10-31', '2027-01-02']) expect(isClosed(day)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { addMonths, clamp, moved, weekdayOf, weeksOf } from '#shared/forms/calendar-days';

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
});

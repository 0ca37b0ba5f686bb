import { describe, expect, it } from 'vitest';
import type { Project } from '#shared/api/schemas/project';
import { certificateStateOf, coverageOf, nextActionOf, projectActionOf, totalsOf } from '#portal/features/dashboard/overview';
import { compensationSeries, scaleTop } from '#portal/features/dashboard/compensation-series';

const project = (co2Emissions: number, co2Compensation: number, fields: Partial<Project> = {}): Project => ({
  _id: `prj_${co2Emissions}_${co2Compensation}`,
  name: 'Project',
  description: '',
  co2Emissions,
  co2Compensation,
  compensationPeriod: { startDate: '2026-01-01', endDate: '2026-12-31' },
  createdAt: '2026-01-01T00:00:00.000Z',
  status: 'needs_compensation',
  certificateId: null,
  ...fields,
});

describe('the overview', () => {
  it('sums emissions and compensation; a project burned beyond its emissions (whole tokens) leaves nothing open, not less', () => {
    expect(totalsOf([])).toEqual({ emissions: 0, compensated: 0, open: 0 });
    expect(totalsOf([project(12, 12), project(30, 0)])).toEqual({ emissions: 42, compensated: 12, open: 30 });
    expect(totalsOf([project(12.5, 13), project(4, 1)])).toEqual({ emissions: 16.5, compensated: 14, open: 3 });
  });

  it('offers a first project, then tokens for what is open, then compensating; nothing open is done', () => {
    expect(nextActionOf([], { tokensAvailable: 50 })).toBe('create');
    expect(nextActionOf([project(12.5, 0)], { tokensAvailable: 0 })).toBe('buy');
    expect(nextActionOf([project(12.5, 0)], { tokensAvailable: 1 })).toBe('compensate');
    expect(nextActionOf([project(12.5, 13)], { tokensAvailable: 0 })).toBe('done');
  });

  it("a project's coverage: never 100 % before it is fully compensated, never above 100 % after", () => {
    expect(coverageOf(project(30, 0))).toBe(0);
    expect(coverageOf(project(3, 1))).toBe(0.33);
    expect(coverageOf(project(1000, 999.9))).toBe(0.99);
    expect(coverageOf(project(12.5, 13))).toBe(1);
  });

  it("a project's next action: compensate it (or buy tokens first when the wallet is empty), then its certificate", () => {
    expect(projectActionOf(project(30, 0), { tokensAvailable: 5 })).toBe('compensate');
    expect(projectActionOf(project(30, 10, { status: 'partly_compensated' }), { tokensAvailable: 0 })).toBe('buy');
    // The wallet not known (its load failed): compensating, whose page says what is missing.
    expect(projectActionOf(project(30, 0), undefined)).toBe('compensate');
    expect(projectActionOf(project(12, 12, { status: 'fully_compensated', certificateId: 'GFT-1' }), { tokensAvailable: 0 })).toBe('certificate');
    expect(projectActionOf(project(12, 12, { status: 'fully_compensated' }), { tokensAvailable: 0 })).toBe('view');
  });

  it('a certificate on its way is pending, late once overdue; otherwise its stage', () => {
    expect(certificateStateOf({ stage: 'burned', overdue: false })).toBe('pending');
    expect(certificateStateOf({ stage: 'registered', overdue: false })).toBe('pending');
    expect(certificateStateOf({ stage: 'registered', overdue: true })).toBe('late');
    expect(certificateStateOf({ stage: 'ready', overdue: false })).toBe('ready');
    expect(certificateStateOf({ stage: 'expired', overdue: false })).toBe('expired');
  });
});

describe('the impact chart', () => {
  const zone = 'Europe/Vienna';
  const burn = (date: string, totalAdded: number) => ({ date, totalAdded });

  it('nothing compensated: no periods', () => {
    expect(compensationSeries([], new Date('2026-11-26T00:00:00Z'), zone)).toEqual([]);
  });

  it('months from the one before the first burn to now, each with its tonnes and the running total', () => {
    const series = compensationSeries(
      [burn('2026-09-10T08:00:00Z', 3), burn('2026-07-02T08:00:00Z', 5), burn('2026-07-30T08:00:00Z', 2)],
      new Date('2026-11-26T00:00:00Z'),
      zone,
    );
    expect(series.map(({ unit, start, compensated, total }) => [unit, start, compensated, total])).toEqual([
      ['month', '2026-06', 0, 0],
      ['month', '2026-07', 7, 7],
      ['month', '2026-08', 0, 7],
      ['month', '2026-09', 3, 10],
      ['month', '2026-10', 0, 10],
      ['month', '2026-11', 0, 10],
    ]);
  });

  it("reads the month in the provider's time zone: 31 March 23:30 in Vienna is March, 22:30 UTC on 31 March is April 1st there", () => {
    const series = compensationSeries([burn('2025-03-31T21:30:00Z', 1), burn('2025-03-31T22:30:00Z', 2)], new Date('2025-04-15T00:00:00Z'), zone);
    expect(series.slice(-3).map(({ start, compensated }) => [start, compensated])).toEqual([
      ['2025-02', 0],
      ['2025-03', 1],
      ['2025-04', 2],
    ]);
  });

  it('a burn this month: six months, the five before it empty', () => {
    expect(compensationSeries([burn('2026-11-20T08:00:00Z', 13)], new Date('2026-11-26T00:00:00Z'), zone).map(({ start, total }) => [start, total])).toEqual([
      ['2026-06', 0],
      ['2026-07', 0],
      ['2026-08', 0],
      ['2026-09', 0],
      ['2026-10', 0],
      ['2026-11', 13],
    ]);
  });

  it('more than 24 bars of months become quarters, more than 24 quarters years; the totals stay the same', () => {
    const now = new Date('2026-11-26T00:00:00Z');
    const twoYears = compensationSeries([burn('2024-12-05T08:00:00Z', 4), burn('2026-02-05T08:00:00Z', 6)], now, zone);
    expect(twoYears.map(({ unit, start, compensated, total }) => [unit, start, compensated, total])).toEqual([
      ['quarter', '2024-07', 0, 0],
      ['quarter', '2024-10', 4, 4],
      ['quarter', '2025-01', 0, 4],
      ['quarter', '2025-04', 0, 4],
      ['quarter', '2025-07', 0, 4],
      ['quarter', '2025-10', 0, 4],
      ['quarter', '2026-01', 6, 10],
      ['quarter', '2026-04', 0, 10],
      ['quarter', '2026-07', 0, 10],
      ['quarter', '2026-10', 0, 10],
    ]);
    // 23 months and the one before: still months.
    expect(compensationSeries([burn('2025-01-05T08:00:00Z', 1)], now, zone)[0]).toMatchObject({ unit: 'month', start: '2024-12' });
    const decade = compensationSeries([burn('2016-05-05T08:00:00Z', 1)], now, zone);
    expect(decade.map(({ unit, start }) => [unit, start])).toEqual(Array.from({ length: 12 }, (_, index) => ['year', `${2015 + index}-01`]));
    expect(decade.at(-1)?.total).toBe(1);
  });

  it("the scale's top: a round figure at or above the total", () => {
    expect([0, 0.5, 1, 2, 3, 12, 25, 26, 99, 100, 101, 4321].map(scaleTop)).toEqual([1, 1, 1, 2, 5, 20, 25, 50, 100, 100, 200, 5000]);
  });
});

/**
 * What a forest's vegetation index series says, and where its points go on the chart. Pure, for
 * tests/unit/portal/forest-place.test.ts.
 */
import type { NdviObservation } from '#shared/api/schemas/forest-monitoring';

const dayMs = 86_400_000;
const summerMonths = ['06', '07', '08'];

/** Under this change of the summer mean between the first and the last summer, the canopy counts as unchanged. */
const unchanged = 0.03;

export interface NdviSummary {
  kind: 'stable' | 'rising' | 'falling' | 'few';
  first?: { year: number; mean: number };
  last?: { year: number; mean: number };
}

/**
 * The summers compared: the mean of June to August in the first and in the last year with at least two observations
 * then. Winters say little (snow, low sun, leaves off), so a forest is judged by its summers; fewer than two such
 * summers say nothing yet (`few`).
 */
export function ndviSummary(series: readonly NdviObservation[]): NdviSummary {
  const byYear = new Map<number, number[]>();
  for (const { date, value } of series) {
    if (!summerMonths.includes(date.slice(5, 7))) continue;
    const year = Number(date.slice(0, 4));
    byYear.set(year, [...(byYear.get(year) ?? []), value]);
  }
  const summers = [...byYear]
    .filter(([, values]) => values.length >= 2)
    .sort(([a], [b]) => a - b)
    .map(([year, values]) => ({ year, mean: Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 100) / 100 }));
  const first = summers[0];
  const last = summers.at(-1);
  if (!first || !last || first === last) return { kind: 'few' };
  const change = last.mean - first.mean;
  return { kind: Math.abs(change) < unchanged ? 'stable' : change > 0 ? 'rising' : 'falling', first, last };
}

/** The chart's plot area in its viewBox: the index from 0 (bottom) to 1 (top), the days from the first to the last. */
export const plot = { left: 60, top: 14, width: 528, height: 170 } as const;
export const chartSize = { width: 600, height: 226 } as const;

export interface NdviChart {
  /** The line through the observations, broken where the satellite saw nothing for more than ten weeks. */
  lines: string[];
  points: { x: number; y: number; date: string }[];
  /** Each June to August in the range, as x from and to. */
  summers: { from: number; to: number }[];
  /** Each year's stretch of the axis (cut to the range); `starts` where its 1 January lies inside the range. */
  years: { year: number; from: number; to: number; starts: boolean }[];
}

/** The series placed on the chart. */
export function ndviChart(series: readonly NdviObservation[]): NdviChart | null {
  const first = series[0];
  const last = series.at(-1);
  if (!first || !last) return null;
  const start = Date.parse(first.date);
  const span = Math.max(Date.parse(last.date) - start, dayMs);
  const x = (time: number) => Math.round((plot.left + ((time - start) / span) * plot.width) * 10) / 10;
  const y = (value: number) => Math.round((plot.top + (1 - Math.max(0, Math.min(1, value))) * plot.height) * 10) / 10;
  const points = series.map(({ date, value }) => ({ x: x(Date.parse(date)), y: y(value), date }));
  const lines: string[] = [];
  let current = '';
  for (const [index, point] of points.entries()) {
    const gap = index > 0 && Date.parse(point.date) - Date.parse(points[index - 1]?.date ?? point.date) > 70 * dayMs;
    if (gap && current) lines.push(current);
    current = gap || !current ? `M${point.x} ${point.y}` : `${current}L${point.x} ${point.y}`;
  }
  if (current) lines.push(current);
  const firstYear = Number(first.date.slice(0, 4));
  const lastYear = Number(last.date.slice(0, 4));
  const summers: NdviChart['summers'] = [];
  const years: NdviChart['years'] = [];
  const inside = (time: number) => Math.min(Math.max(time, start), start + span);
  for (let year = firstYear; year <= lastYear; year += 1) {
    const [june, september] = [Date.UTC(year, 5, 1), Date.UTC(year, 8, 1)];
    if (september > start && june < start + span) summers.push({ from: x(inside(june)), to: x(inside(september)) });
    const [january, next] = [Date.UTC(year, 0, 1), Date.UTC(year + 1, 0, 1)];
    years.push({ year, from: x(inside(january)), to: x(inside(next)), starts: january > start });
  }
  return { lines, points, summers, years };
}

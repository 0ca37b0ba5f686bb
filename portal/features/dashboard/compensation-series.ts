// The impact chart's figures (loaded with the chart, below the fold: see Deferred).

/** A compensation as the compensations chart reads it: when, and how many tonnes (one burned GFT is one tonne). */
export interface Compensation {
  date: string;
  totalAdded: number;
}

/** The chart's step: months while the history is short, then quarters, then years (at most `maxPeriods` bars). */
export type PeriodUnit = 'month' | 'quarter' | 'year';

export interface CompensationPeriod {
  unit: PeriodUnit;
  /** The period's first month, `YYYY-MM`. */
  start: string;
  /** Tonnes compensated in the period. */
  compensated: number;
  /** Tonnes compensated up to the end of the period. */
  total: number;
}

const maxPeriods = 24;
/** At least this many bars, the earlier ones empty: a first burn this month is one bar of six, not half the chart. */
const minPeriods = 6;

/** A month as a number (year × 12 + month − 1) in `timeZone`. */
function monthIndex(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' }).formatToParts(instant);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return value('year') * 12 + value('month') - 1;
}

const monthsPer: Record<PeriodUnit, number> = { month: 1, quarter: 3, year: 12 };
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Tonnes compensated over time: one period from the one before the first compensation (the chart starts at nothing;
 * earlier still for at least `minPeriods`) up to the period of `now`, each with what was compensated in it and in all up to its end. Months are the calendar
 * months of `timeZone` (the provider's, as the transactions' dates are read elsewhere). Empty without compensations.
 */
export function compensationSeries(compensations: readonly Compensation[], now: Date, timeZone: string): CompensationPeriod[] {
  const months = compensations.map((compensation) => ({ month: monthIndex(new Date(compensation.date), timeZone), tonnes: compensation.totalAdded }));
  if (months.length === 0) return [];
  const first = Math.min(...months.map(({ month }) => month));
  const last = Math.max(monthIndex(now, timeZone), ...months.map(({ month }) => month));
  const unit =
    (['month', 'quarter', 'year'] as const).find(
      (candidate) => Math.floor(last / monthsPer[candidate]) - Math.floor(first / monthsPer[candidate]) + 2 <= maxPeriods,
    ) ?? 'year';
  const size = monthsPer[unit];
  const to = Math.floor(last / size);
  const from = Math.min(Math.floor(first / size) - 1, to - minPeriods + 1);
  const periods: CompensationPeriod[] = [];
  let total = 0;
  for (let index = from; index <= to; index += 1) {
    const compensated = months.filter(({ month }) => Math.floor(month / size) === index).reduce((sum, { tonnes }) => sum + tonnes, 0);
    total += compensated;
    const startMonth = index * size;
    periods.push({ unit, start: `${Math.floor(startMonth / 12)}-${pad((startMonth % 12) + 1)}`, compensated, total });
  }
  return periods;
}

/** A round top for the chart's scale at or above `value` (1, 2, 2.5 or 5 times a power of ten), and at least 1. */
export function scaleTop(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((candidate) => candidate * power >= value) ?? 10;
  return step * power;
}

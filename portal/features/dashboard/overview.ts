import type { Project } from '#shared/api/schemas/project';
import type { Wallet } from '#shared/api/schemas/user';

/** The totals over all projects, in tonnes. */
export interface Totals {
  emissions: number;
  compensated: number;
  /** What is still to compensate; a project compensated beyond its emissions counts as zero, not as negative. */
  open: number;
}

export type NextAction = 'create' | 'buy' | 'compensate' | 'done';

export function totalsOf(projects: readonly Project[]): Totals {
  return projects.reduce<Totals>(
    (sum, project) => ({
      emissions: sum.emissions + project.co2Emissions,
      compensated: sum.compensated + project.co2Compensation,
      open: sum.open + Math.max(0, project.co2Emissions - project.co2Compensation),
    }),
    { emissions: 0, compensated: 0, open: 0 },
  );
}

/** The next useful step: a first project, then tokens for what is open, then burning them; nothing open is done. */
export function nextActionOf(projects: readonly Project[], wallet: Pick<Wallet, 'tokensAvailable'>): NextAction {
  if (projects.length === 0) return 'create';
  if (totalsOf(projects).open <= 0) return 'done';
  return wallet.tokensAvailable > 0 ? 'compensate' : 'buy';
}

import type { CertificateStatus } from '#shared/api/schemas/certificate';
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

/** The share compensated, 0 to 1; rounded down below 1, so a project not fully compensated never reads "100 %". */
export function coverageOf(project: Pick<Project, 'co2Emissions' | 'co2Compensation'>): number {
  if (project.co2Compensation >= project.co2Emissions) return 1;
  return Math.min(0.99, Math.floor((project.co2Compensation / project.co2Emissions) * 100) / 100);
}

/** What a project's row offers: compensate it, buy tokens for it, its certificate, or its page. */
export type ProjectAction = 'compensate' | 'buy' | 'certificate' | 'view';

export function projectActionOf(project: Project, wallet: Pick<Wallet, 'tokensAvailable'> | undefined): ProjectAction {
  if (project.status !== 'fully_compensated') return wallet && wallet.tokensAvailable === 0 ? 'buy' : 'compensate';
  return project.certificateId ? 'certificate' : 'view';
}

/** Open work first (needs or partly compensated), then the fully compensated; otherwise the server's order (newest first). */
export const byOpenWorkFirst = (projects: readonly Project[]) =>
  [...projects].sort((a, b) => Number(a.status === 'fully_compensated') - Number(b.status === 'fully_compensated'));

/** How many projects the overview lists; the projects page has them all. */
export const overviewProjectCount = 5;

/** Where a certificate stands, as the overview says it: on its way (late when overdue), ready, or no longer valid. */
export type CertificateState = 'pending' | 'late' | 'ready' | 'expired' | 'superseded';

export function certificateStateOf(status: Pick<CertificateStatus, 'stage' | 'overdue'>): CertificateState {
  if (status.stage === 'burned' || status.stage === 'registered') return status.overdue ? 'late' : 'pending';
  return status.stage;
}

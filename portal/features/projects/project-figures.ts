import type { Project } from '#shared/api/schemas/project';

export { openTonnes, tokensNeeded } from '#portal/lib/open-emissions';

/** The share compensated, 0 to 1; rounded down below 1, so a project that is not fully compensated never reads "100 %". */
export function coverage(project: Project): number {
  if (project.co2Compensation >= project.co2Emissions) return 1;
  return Math.min(0.99, Math.floor((project.co2Compensation / project.co2Emissions) * 100) / 100);
}

/** Open work first (needs or partly compensated), then the fully compensated; otherwise the server's order (newest first). */
export const byOpenWorkFirst = (projects: Project[]) =>
  [...projects].sort((a, b) => Number(a.status === 'fully_compensated') - Number(b.status === 'fully_compensated'));

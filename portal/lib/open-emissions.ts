import type { Project } from '#shared/api/schemas/project';

// Here, not in a feature: the projects pages and the compensation page both need the same figures.

/** What is still to compensate, in tonnes (never below zero; three decimals, as the emissions are typed). */
export const openTonnes = (project: Project) => Math.max(0, Math.round((project.co2Emissions - project.co2Compensation) * 1000) / 1000);

/** Whole tokens the open tonnes need (one GFT is one tonne: 12.5 t need 13), as the sandbox burns them. */
export const tokensNeeded = (project: Project) => Math.ceil(openTonnes(project));

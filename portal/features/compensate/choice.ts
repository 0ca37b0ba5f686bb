import * as z from 'zod/mini';
import type { Project } from '#shared/api/schemas/project';
import type { User } from '#shared/api/schemas/user';
import { storageKeys } from '#shared/storage/keys';
import { idempotencyAttempt } from '#portal/lib/idempotency-attempt';
import { tokensNeeded } from '#portal/lib/open-emissions';

/** What the customer burns: a project and whole tokens. */
export interface BurnChoice {
  projectId: string;
  amount: number;
}

/** The projects that still have emissions open, in the server's order. */
export const openProjects = (projects: readonly Project[]) => projects.filter((project) => tokensNeeded(project) > 0);

/** The tokens to offer for a project: what it still needs, but not more than the wallet holds (when it holds any). */
export const suggestedAmount = (project: Project, walletTokens: number) =>
  walletTokens > 0 ? Math.min(tokensNeeded(project), walletTokens) : tokensNeeded(project);

/** The certificate's holder as the provider writes it: the company for a business account, else first and last name. */
export const holderOf = (user: Pick<User, 'userType' | 'companyName' | 'name' | 'lastName'>) =>
  user.userType === 'business' && user.companyName ? user.companyName : `${user.name} ${user.lastName}`.trim();

/**
 * The burn attempt: one Idempotency-Key per confirmed burn, kept in sessionStorage with the body it belongs to, so that
 * a retry after a dropped answer, a second press or a reload of the same attempt answers the same burn.
 */
export const burnAttempt = idempotencyAttempt(storageKeys.burnAttempt);

/** The body of a burn, always written the same way: it is the attempt's snapshot. */
export const burnSnapshot = ({ projectId, amount }: BurnChoice) => JSON.stringify({ projectId, amount });

const snapshotSchema = z.object({ projectId: z.string().check(z.minLength(1)), amount: z.number().check(z.int(), z.positive()) });

/** The attempt not ended yet (its answer never arrived), if any. */
export function pendingBurn(): BurnChoice | null {
  try {
    const parsed = snapshotSchema.safeParse(JSON.parse(burnAttempt.pending() ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Why the link's project cannot be chosen: not one of the customer's projects, or nothing left to compensate. */
export type LinkProblem = { kind: 'unknown' } | { kind: 'done'; name: string };

/** The choice the form starts with (an empty project id: none chosen), and what is wrong with the link, if anything. */
export interface InitialChoice {
  projectId: string;
  amount: number | undefined;
  linkProblem: LinkProblem | null;
}

const wholeTokens = /^\d{1,10}$/;

/**
 * The form's first values: an unfinished burn of this tab first (so its retry sends the same key), then the link's
 * `?project=ID&amount=N` (the amount capped at what the project needs and the wallet holds), then the only open
 * project if there is just one.
 */
export function initialChoice(input: {
  projects: readonly Project[];
  walletTokens: number;
  linkProject: string | null;
  linkAmount: string | null;
  pending: BurnChoice | null;
}): InitialChoice {
  const open = openProjects(input.projects);
  const openById = (id: string) => open.find((project) => project._id === id);
  const { pending, linkProject } = input;
  if (pending && openById(pending.projectId) && (!linkProject || linkProject === pending.projectId)) {
    return { projectId: pending.projectId, amount: pending.amount, linkProblem: null };
  }
  if (linkProject) {
    const project = openById(linkProject);
    if (!project) {
      const known = input.projects.find((candidate) => candidate._id === linkProject);
      const linkProblem: LinkProblem = known ? { kind: 'done', name: known.name } : { kind: 'unknown' };
      return { ...fallback(open, input.walletTokens), linkProblem };
    }
    const suggested = suggestedAmount(project, input.walletTokens);
    const asked = input.linkAmount && wholeTokens.test(input.linkAmount.trim()) ? Number(input.linkAmount) : 0;
    return { projectId: project._id, amount: asked > 0 ? Math.min(asked, suggested) : suggested, linkProblem: null };
  }
  return { ...fallback(open, input.walletTokens), linkProblem: null };
}

function fallback(open: readonly Project[], walletTokens: number): { projectId: string; amount: number | undefined } {
  const only = open.length === 1 ? open[0] : undefined;
  return only ? { projectId: only._id, amount: suggestedAmount(only, walletTokens) } : { projectId: '', amount: undefined };
}

import { v } from '#shared/api/schemas/common';
import { messageWith } from '#shared/i18n/translate';
import { randomId } from '../crypto';
import { SandboxError, me, type Ctx } from '../context';
import type { ProjectRecord } from '../db';
import type { Handlers } from '../handler-types';
import { projectView } from '../views';

/** The caller's project; another user's project is "Access Error!". */
export function ownProject(ctx: Ctx, id: string): ProjectRecord {
  const project = ctx.db.projects.find((candidate) => candidate._id === id);
  if (!project) throw new SandboxError(404, 'NOT_FOUND', 'id');
  if (project.userId !== me(ctx)._id) throw new SandboxError(403, 'ACCESS_ERROR');
  return project;
}

const mine = (ctx: Ctx) => ({
  projects: ctx.db.projects
    .filter((project) => project.userId === me(ctx)._id)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map(projectView),
});

export const projectHandlers: Handlers<'listMyProjects' | 'updateMyProject' | 'getProject' | 'createProject' | 'editProject' | 'deleteProject'> = {
  listMyProjects: mine,
  updateMyProject: mine,
  getProject(ctx, input) {
    return { project: projectView(ownProject(ctx, input.id)) };
  },
  createProject(ctx, input) {
    const userId = me(ctx)._id;
    const max = ctx.store.caps.projectsPerAccount;
    if (ctx.db.projects.filter((project) => project.userId === userId).length >= max) {
      throw new SandboxError(409, 'PROJECT_LIMIT', undefined, undefined, `An account has at most ${max} projects: delete one to create another`);
    }
    const project: ProjectRecord = {
      _id: `prj_${randomId()}`,
      userId,
      name: input.name,
      description: input.description,
      co2Emissions: input.co2Emissions,
      co2Compensation: 0,
      compensationPeriod: input.compensationPeriod,
      createdAt: ctx.now.toISOString(),
      certificateId: null,
    };
    ctx.store.change((db) => db.projects.push(project));
    return { message: 'Project created', project: projectView(project) };
  },
  editProject(ctx, input) {
    const project = ownProject(ctx, input.id);
    if (input.co2Emissions < project.co2Compensation) {
      // Emissions below what is already compensated would make burned tokens vanish.
      throw new SandboxError(400, 'VALIDATION', 'co2Emissions', [
        { path: 'co2Emissions', message: messageWith(v.belowCompensated, { min: project.co2Compensation }), code: 'too_small' },
      ]);
    }
    ctx.store.change(() => {
      project.name = input.name;
      project.description = input.description;
      project.co2Emissions = input.co2Emissions;
      project.compensationPeriod = input.compensationPeriod;
    });
    return { message: 'Project updated', project: projectView(project) };
  },
  deleteProject(ctx, input) {
    const project = ownProject(ctx, input.id);
    ctx.store.change((db) => {
      db.projects = db.projects.filter((candidate) => candidate._id !== project._id);
    });
    return { message: 'Project deleted' };
  },
};

import { useRef } from 'react';
import { Link } from 'react-router';
import { errorMessageKey } from '#shared/api/errors';
import type { Project } from '#shared/api/schemas/project';
import { localized, paramPaths, paths } from '#portal/lib/paths';
import { CertificateDownload } from '#portal/lib/certificate-download';
import { usePageMeta, usePortalText } from '#portal/lib/language';
import { useMyProjects } from '#portal/lib/my-projects';
import { useRefreshProjects } from './api/get-projects';
import { DeleteProject } from './delete-project';
import { byOpenWorkFirst } from './project-figures';
import { QueryState } from '#portal/lib/load-problem';
import { Coverage, ProjectFigures } from './project-parts';
import './projects.css';

/** My projects: each with its figures, coverage, state and certificate; open work first; a refresh; an empty state. */
export function ProjectList() {
  const { t, language } = usePortalText();
  usePageMeta('projects.list');
  const projects = useMyProjects();
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <article className="page page--wide">
      <div className="page-head">
        <h1 ref={heading} tabIndex={-1}>
          {t('projects.list.h1')}
        </h1>
        <Link className="button" to={localized(language, paths.newProject)}>
          {t('projects.list.new')}
        </Link>
      </div>
      <QueryState query={projects}>
        {({ projects: list }) =>
          list.length === 0 ? (
            <EmptyState />
          ) : (
            <>
              <Refresh />
              <ul className="project-list">
                {byOpenWorkFirst(list).map((project) => (
                  <ProjectItem key={project._id} project={project} onDeleted={() => heading.current?.focus()} />
                ))}
              </ul>
            </>
          )
        }
      </QueryState>
    </article>
  );
}

function Refresh() {
  const { t } = usePortalText();
  const refresh = useRefreshProjects();
  const reason = refresh.isError ? errorMessageKey(refresh.error, 'errors.internal') : null;
  return (
    <div className="refresh">
      <button type="button" className="button button--ghost" aria-busy={refresh.isPending || undefined} onClick={() => !refresh.isPending && refresh.mutate()}>
        {refresh.isPending ? t('projects.list.refreshing') : t('projects.list.refresh')}
      </button>
      <p className="refresh__status" role="status">
        {refresh.isSuccess ? t('projects.list.refreshed') : null}
      </p>
      {refresh.isError ? (
        <p className="inline-problem" role="alert">
          {t('projects.list.refreshFailed')} {reason ? t(reason) : null}
        </p>
      ) : null}
    </div>
  );
}

function EmptyState() {
  const { t, language } = usePortalText();
  return (
    <section className="empty-state" aria-labelledby="projects-empty-title">
      <h2 id="projects-empty-title">{t('projects.empty.title')}</h2>
      <p>{t('projects.empty.text')}</p>
      <Link className="button" to={localized(language, paths.newProject)}>
        {t('projects.empty.create')}
      </Link>
    </section>
  );
}

function ProjectItem({ project, onDeleted }: { project: Project; onDeleted: () => void }) {
  const { t, language } = usePortalText();
  const titleId = `project-${project._id}`;
  return (
    <li className="project-card">
      <article aria-labelledby={titleId}>
        <h2 id={titleId} className="project-card__title">
          <Link to={localized(language, paramPaths.project.href({ id: project._id }))}>{project.name}</Link>
        </h2>
        <Coverage project={project} />
        <ProjectFigures project={project} />
        <div className="project-card__actions">
          {project.certificateId ? <CertificateDownload id={project.certificateId} named /> : null}
          <Link
            className="button button--ghost"
            to={localized(language, paramPaths.editProject.href({ id: project._id }))}
            aria-label={t('projects.list.editNamed', { name: project.name })}
          >
            {t('projects.list.edit')}
          </Link>
          <DeleteProject project={project} named onDeleted={onDeleted} />
        </div>
      </article>
    </li>
  );
}

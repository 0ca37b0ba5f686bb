import { useRef } from 'react';
import { Link } from 'react-router-dom';
import type { Project } from '#shared/api/schemas/project';
import { formatTonnes } from '#shared/i18n/format';
import { localized, paramPaths, paths } from '#portal/lib/paths';
import { CertificateDownload } from '#portal/lib/certificate-download';
import { usePageMeta, usePortalText } from '#portal/lib/language';
import { useMyProjects } from '#portal/lib/my-projects';
import { DeleteProject } from './delete-project';
import { byOpenWorkFirst, openTonnes, tokensNeeded } from './project-figures';
import { QueryState } from '#portal/lib/load-problem';
import { compensateHref, Coverage, ProjectFigures } from './project-parts';
import './projects.css';

/** My projects: each with its figures, coverage, state, next action and certificate; open work first; an empty state. */
export function ProjectList() {
  const { t, language } = usePortalText();
  usePageMeta('projects.list');
  // Read again when the customer comes back to the tab (a project added elsewhere, a certificate now ready).
  const projects = useMyProjects({ refetchOnWindowFocus: true });
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
            <ul className="project-list">
              {byOpenWorkFirst(list).map((project) => (
                <ProjectItem key={project._id} project={project} onDeleted={() => heading.current?.focus()} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </article>
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

/**
 * A project's card. Its one primary action is the next step: compensating what is open. The certificate has a row of
 * its own; "edit" is secondary and "delete" a quiet text action at the end (still confirmed by its dialog).
 */
function ProjectItem({ project, onDeleted }: { project: Project; onDeleted: () => void }) {
  const { t, language } = usePortalText();
  const titleId = `project-${project._id}`;
  const open = tokensNeeded(project) > 0;
  const amount = formatTonnes(language, openTonnes(project));
  return (
    <li className="project-card">
      <article aria-labelledby={titleId}>
        <h2 id={titleId} className="project-card__title">
          <Link to={localized(language, paramPaths.project.href({ id: project._id }))}>{project.name}</Link>
        </h2>
        <Coverage project={project} />
        <ProjectFigures project={project} />
        {project.certificateId ? (
          <div className="project-card__certificate">
            <CertificateDownload id={project.certificateId} named />
          </div>
        ) : null}
        <div className="project-card__actions">
          {open ? (
            <Link className="button" to={compensateHref(language, project)} aria-label={t('projects.list.compensateNamed', { amount, name: project.name })}>
              {t('projects.list.compensate', { amount })}
            </Link>
          ) : null}
          <Link
            className="button button--ghost"
            to={localized(language, paramPaths.editProject.href({ id: project._id }))}
            aria-label={t('projects.list.editNamed', { name: project.name })}
          >
            {t('projects.list.edit')}
          </Link>
          <DeleteProject project={project} inList onDeleted={onDeleted} />
        </div>
      </article>
    </li>
  );
}

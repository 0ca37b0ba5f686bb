import { usePageMeta, usePortalText } from '../../lib/language';

type ProjectPageKey = 'projects' | 'newProject' | 'project' | 'editProject';

/** A stand-in until the projects feature is here: the page's heading inside the frame, and that it is coming. */
function Coming({ page }: { page: ProjectPageKey }) {
  const { t } = usePortalText();
  usePageMeta(`dashboard.pages.${page}`);
  return (
    <article className="page">
      <h1>{t(`dashboard.pages.${page}.h1`)}</h1>
      <p>{t('dashboard.comingSoon.text')}</p>
    </article>
  );
}

export const ProjectsPage = () => <Coming page="projects" />;
export const NewProjectPage = () => <Coming page="newProject" />;
export const ProjectPage = () => <Coming page="project" />;
export const EditProjectPage = () => <Coming page="editProject" />;

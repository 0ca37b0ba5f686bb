import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { usePortalText } from '#portal/lib/language';
import { useTexts, type TextBundle } from '#portal/lib/locales';
import { isMissingProject, useProject } from './api/get-project';
import { ProjectDetail, ProjectLoading, ProjectNotFound } from './project-detail';
import { EditProject, NewProject } from './project-form';
import { ProjectList } from './project-list';

/** The projects screens' texts (and the forms' for the forms); the dashboard layout provides the query cache. */
function Screen({ forms = false, children }: { forms?: boolean; children: ReactNode }) {
  return <Texts bundle="projects">{forms ? <Texts bundle="forms">{children}</Texts> : children}</Texts>;
}

function Texts({ bundle, children }: { bundle: TextBundle; children: ReactNode }) {
  const { language } = usePortalText();
  useTexts(bundle, language);
  return <>{children}</>;
}

const useProjectId = () => useParams().id ?? '';

/** `/dashboard/projects`: my projects. */
export function ProjectsPage() {
  return (
    <Screen>
      <ProjectList />
    </Screen>
  );
}

/** `/dashboard/projects/new`: a new project. */
export function NewProjectPage() {
  return (
    <Screen forms>
      <NewProject />
    </Screen>
  );
}

/** `/dashboard/projects/:id`: one project. */
export function ProjectPage() {
  const id = useProjectId();
  return (
    <Screen>
      <ProjectDetail key={id} id={id} />
    </Screen>
  );
}

/** `/dashboard/projects/:id/edit`: editing one project. */
export function EditProjectPage() {
  const id = useProjectId();
  return (
    <Screen forms>
      <EditLoaded key={id} id={id} />
    </Screen>
  );
}

function EditLoaded({ id }: { id: string }) {
  const project = useProject(id);
  if (project.data) return <EditProject project={project.data.project} />;
  if (project.isError && isMissingProject(project.error)) return <ProjectNotFound />;
  return <ProjectLoading project={project} />;
}

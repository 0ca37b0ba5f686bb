import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import { v, whenValid } from '#shared/api/schemas/common';
import { projectDescriptionMax, projectInputSchema, type Project } from '#shared/api/schemas/project';
import { formatTonnes } from '#shared/i18n/format';
import { messageWith } from '#shared/i18n/translate';
import { SubmitButton } from '#shared/ui/submit-button';
import { clearCalculation, readCalculation } from '#portal/lib/calculation';
import { localized, paramPaths, paths } from '#portal/lib/paths';
import { FormDateField, FormDecimalField, FormTextField } from '#portal/lib/form/fields';
import { FormSummary } from '#portal/lib/form/form-summary';
import { usePortalForm } from '#portal/lib/form/use-portal-form';
import { usePageMeta, usePortalText } from '#portal/lib/language';
import { showToast } from '#portal/lib/toasts';
import { useCreateProject } from './api/create-project';
import { useEditProject } from './api/edit-project';

/**
 * The contract's project schema, and for a project with compensation the rule the sandbox applies too: its emissions
 * cannot go below the tonnes already compensated (only the loaded project knows them, so the form adds the rule).
 */
const schemaFor = (compensated: number) =>
  compensated > 0
    ? projectInputSchema.check(
        z.refine((value) => value.co2Emissions >= compensated, {
          error: messageWith(v.belowCompensated, { min: compensated }),
          path: ['co2Emissions'],
          when: whenValid('co2Emissions'),
        }),
      )
    : projectInputSchema;

/** The form's values as typed: the emissions are undefined while empty, NaN while they cannot be read. */
interface ProjectValues {
  name: string;
  description: string;
  co2Emissions: number | undefined;
  compensationPeriod: { startDate: string; endDate: string };
}

interface ProjectFormProps {
  /** The project being edited; none for a new one. */
  project?: Project;
}

/** Create or edit a project: name, emissions in tonnes (typed the user's way), description, compensation period. */
export function ProjectForm({ project }: ProjectFormProps) {
  const { t, language } = usePortalText();
  const navigate = useNavigate();
  const create = useCreateProject();
  const edit = useEditProject();
  const compensated = project?.co2Compensation ?? 0;
  // A new project from the calculator's result: named after it, its tonnes for its year, for the customer to check.
  const [calculation] = useState(() => (project ? null : readCalculation()));
  const defaultValues: ProjectValues = project
    ? { name: project.name, description: project.description, co2Emissions: project.co2Emissions, compensationPeriod: project.compensationPeriod }
    : calculation
      ? {
          name: t(`projects.form.fromCalculation.name.${calculation.kind}`, { year: String(calculation.year) }),
          description: '',
          co2Emissions: calculation.tonnes,
          compensationPeriod: { startDate: `${calculation.year}-01-01`, endDate: `${calculation.year}-12-31` },
        }
      : { name: '', description: '', co2Emissions: undefined, compensationPeriod: { startDate: '', endDate: '' } };
  const { form, submit, pending, failure } = usePortalForm({
    schema: schemaFor(compensated),
    defaultValues,
    fallbackErrorKey: project ? 'projects.form.saveFailed' : 'errors.projectCreateFailed',
    onSubmit: async (data) => {
      const answer = project ? await edit.mutateAsync({ ...data, id: project._id }) : await create.mutateAsync(data);
      if (calculation) clearCalculation();
      showToast(t(project ? 'projects.form.saved' : 'success.projectCreated'), { kind: 'success' });
      void navigate(localized(language, paramPaths.project.href({ id: answer.project._id })));
    },
  });
  const labels = {
    name: t('projects.form.name'),
    co2Emissions: t('projects.form.co2Emissions'),
    description: t('projects.form.description'),
    'compensationPeriod.startDate': t('projects.form.startDate'),
    'compensationPeriod.endDate': t('projects.form.endDate'),
  };
  const emissionsHint = [
    t('projects.form.co2EmissionsHint'),
    compensated > 0 ? t('projects.form.co2EmissionsCompensated', { amount: formatTonnes(language, compensated) }) : '',
  ]
    .filter(Boolean)
    .join(' ');
  const back = project ? localized(language, paramPaths.project.href({ id: project._id })) : localized(language, paths.projects);
  return (
    <form className="gft-form project-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={pending ? 'true' : undefined}>
      <FormSummary form={form} failure={failure} labels={labels} />
      {calculation ? (
        <p className="notice" role="status">
          {t('projects.form.fromCalculation.notice', { tonnes: formatTonnes(language, calculation.tonnes), year: String(calculation.year) })}
        </p>
      ) : null}
      <FormTextField form={form} name="name" label={labels.name} autoComplete="off" />
      <FormDecimalField form={form} name="co2Emissions" label={labels.co2Emissions} hint={emissionsHint} />
      <FormTextField
        form={form}
        name="description"
        label={labels.description}
        hint={t('projects.form.descriptionHint')}
        multiline
        maxLength={projectDescriptionMax}
        optional
      />
      <fieldset className="gft-fieldset">
        <legend className="gft-legend">{t('projects.form.period')}</legend>
        <FormDateField form={form} name="compensationPeriod.startDate" label={labels['compensationPeriod.startDate']} notAfter="compensationPeriod.endDate" />
        <FormDateField
          form={form}
          name="compensationPeriod.endDate"
          label={labels['compensationPeriod.endDate']}
          hint={t('projects.form.endDateHint')}
          notBefore="compensationPeriod.startDate"
        />
      </fieldset>
      <div className="form-actions">
        <SubmitButton pending={pending} pendingLabel={t('projects.form.saving')}>
          {project ? t('projects.form.submitSave') : t('projects.form.submitCreate')}
        </SubmitButton>
        <Link className="button button--ghost" to={back}>
          {t('projects.form.cancel')}
        </Link>
      </div>
    </form>
  );
}

/** The new-project screen. */
export function NewProject() {
  const { t } = usePortalText();
  usePageMeta('projects.form.create');
  return (
    <article className="page">
      <h1>{t('projects.form.createH1')}</h1>
      <ProjectForm />
    </article>
  );
}

/** The edit screen of a loaded project. */
export function EditProject({ project }: { project: Project }) {
  const { t } = usePortalText();
  usePageMeta('projects.form.edit');
  return (
    <article className="page">
      <h1>{t('projects.form.editH1', { name: project.name })}</h1>
      <ProjectForm key={project._id} project={project} />
    </article>
  );
}

import { SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import * as z from 'zod/mini';
import { dateSchema, idSchema, v, whenValid } from '#shared/api/schemas/common';
import { transactionTypeSchema } from '#shared/api/schemas/transaction';
import { formatDate, formatNumber } from '#shared/i18n/format';
import { FormDateField, FormSelectField } from '#portal/lib/form/fields';
import { FormSummary } from '#portal/lib/form/form-summary';
import { usePortalForm } from '#portal/lib/form/use-portal-form';
import { usePortalText } from '#portal/lib/language';
import { useMyProjects } from '#portal/lib/my-projects';
import { hasFilters, noFilters, type ListState } from './list-query';

/** A day, or '' for none: what the date fields give (a day half entered, or typed text that names none, is neither: refused). */
const optionalDay = z.union([z.literal(''), dateSchema], { error: v.date });

/**
 * The filters as typed: every one may stay empty ('' is "all"), a day must be a real one, and "to" not before "from"
 * (said at "to", where the range ends; checked once both days are valid, so a wrong day is not also a wrong range).
 */
export const filtersSchema = z
  .object({
    type: z.union([z.literal(''), transactionTypeSchema]),
    projectId: z.union([z.literal(''), idSchema]),
    from: optionalDay,
    to: optionalDay,
  })
  .check(
    z.refine((value) => !value.from || !value.to || value.from <= value.to, {
      error: v.endAfterStart,
      path: ['to'],
      when: whenValid('from', 'to'),
    }),
  );

/** The form's values: a select's or a date field's "none" is ''. */
interface FilterValues {
  type: string;
  projectId: string;
  from: string;
  to: string;
}

const valuesOf = (state: ListState): FilterValues => ({
  type: state.type ?? '',
  projectId: state.projectId ?? '',
  from: state.from ?? '',
  to: state.to ?? '',
});

const stateOf = (data: z.output<typeof filtersSchema>): ListState => ({
  type: data.type || null,
  projectId: data.projectId || null,
  from: data.from || null,
  to: data.to || null,
  page: 1,
});

/** One active filter as a chip: what it says ("Type: Compensation") and the list without it. */
interface Chip {
  key: 'type' | 'projectId' | 'from' | 'to';
  text: string;
}

interface Choice {
  value: string;
  label: string;
}

/** The customer's projects to filter by; a project of the URL that is not (or no longer) one of them is still offered, so the form says what is shown. */
function useProjectChoices(projectId: string | null) {
  const { t } = usePortalText();
  const projects = useMyProjects();
  const choices: Choice[] = projects.data?.projects.map((project) => ({ value: project._id, label: project.name })) ?? [];
  if (projectId && projects.data && !choices.some((choice) => choice.value === projectId)) {
    choices.push({ value: projectId, label: t('transactions.filters.otherProject') });
  }
  return { choices, failed: projects.isError };
}

interface FiltersProps {
  state: ListState;
  onApply: (next: ListState) => void;
  /** Set when a change of the filters made this form anew: focus then goes to "Filter" where it is shown (a phone). */
  refocus: RefObject<boolean>;
}

/**
 * The filters as a form of the portal's kit: applying them starts at page 1 and becomes a new entry of the history
 * (Back undoes it). Made anew for each filter state of the URL (the page keys it), so its fields follow the URL. On a
 * phone the form is folded behind "Filter", with the active filters as chips beside it, each removable.
 */
export function Filters({ state, onApply, refocus }: FiltersProps) {
  const { t } = usePortalText();
  const id = useId();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const focusToggle = () => {
    if (toggle.current?.offsetParent) toggle.current.focus();
  };
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    focusToggle();
  }, [refocus]);
  const { choices, failed } = useProjectChoices(state.projectId);
  const { form, submit, failure } = usePortalForm({
    schema: filtersSchema,
    defaultValues: valuesOf(state),
    onSubmit: (data) => {
      setOpen(false);
      focusToggle();
      onApply(stateOf(data));
    },
  });
  const labels = {
    type: t('transactions.filters.type'),
    projectId: t('transactions.filters.project'),
    from: t('transactions.filters.from'),
    to: t('transactions.filters.to'),
  };
  return (
    <>
      <FilterToolbar state={state} choices={choices} formId={`${id}-form`} open={open} onToggle={() => setOpen(!open)} onApply={onApply} toggle={toggle} />
      <form
        id={`${id}-form`}
        className={open ? 'transaction-filters transaction-filters--open' : 'transaction-filters'}
        role="search"
        aria-label={t('transactions.filters.label')}
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <FormSummary form={form} failure={failure} labels={labels} />
        <FormSelectField
          form={form}
          name="type"
          label={labels.type}
          placeholder={t('transactions.filters.allTypes')}
          options={[
            { value: 'charge', label: t('transactions.type.charge') },
            { value: 'compensation', label: t('transactions.type.compensation') },
          ]}
          optional
        />
        <FormSelectField
          form={form}
          name="projectId"
          label={labels.projectId}
          placeholder={t('transactions.filters.allProjects')}
          options={choices}
          hint={failed ? t('transactions.filters.projectsFailed') : undefined}
          optional
        />
        <FormDateField form={form} name="from" label={labels.from} notAfter="to" optional />
        <FormDateField form={form} name="to" label={labels.to} notBefore="from" optional />
        <div className="transaction-filters__actions">
          <button type="submit" className="button">
            {t('transactions.filters.apply')}
          </button>
          {hasFilters(state) ? (
            <button type="button" className="button button--ghost" onClick={() => onApply(noFilters)}>
              {t('transactions.filters.reset')}
            </button>
          ) : null}
        </div>
      </form>
    </>
  );
}

/** The active filters of the URL as chips, in the form's order. */
function useChips(state: ListState, choices: Choice[]): Chip[] {
  const { t, language } = usePortalText();
  const day = (value: string) => formatDate(language, value).replace(/ /g, '\u00a0');
  const project = choices.find((choice) => choice.value === state.projectId)?.label ?? t('transactions.filters.otherProject');
  const chip = (key: Chip['key'], value: string): Chip => ({ key, text: `${t(`transactions.filters.${key === 'projectId' ? 'project' : key}`)}: ${value}` });
  return [
    ...(state.type ? [chip('type', t(`transactions.type.${state.type}`))] : []),
    ...(state.projectId ? [chip('projectId', project)] : []),
    ...(state.from ? [chip('from', day(state.from))] : []),
    ...(state.to ? [chip('to', day(state.to))] : []),
  ];
}

/** "Filter" (which unfolds the form on a phone) with the count of active filters, and the chips, each removing its filter. */
function FilterToolbar({
  state,
  choices,
  formId,
  open,
  onToggle,
  onApply,
  toggle,
}: {
  state: ListState;
  choices: Choice[];
  formId: string;
  open: boolean;
  onToggle: () => void;
  onApply: (next: ListState) => void;
  toggle: RefObject<HTMLButtonElement | null>;
}) {
  const { t, language } = usePortalText();
  const chips = useChips(state, choices);
  return (
    <div className="transaction-filters__toolbar">
      <button ref={toggle} type="button" className="button button--ghost filter-toggle" aria-expanded={open} aria-controls={formId} onClick={onToggle}>
        <SlidersHorizontal className="icon" aria-hidden="true" />
        {t('transactions.filters.toggle')}
        {chips.length > 0 ? (
          <span className="filter-toggle__count">
            {' '}
            {formatNumber(language, chips.length)}
            <span className="visually-hidden"> {t('transactions.filters.activeCount')}</span>
          </span>
        ) : null}
      </button>
      {chips.length > 0 ? (
        <ul className="filter-chips" aria-label={t('transactions.filters.active')}>
          {chips.map((chip) => (
            <li key={chip.key}>
              <button
                type="button"
                className="filter-chip"
                aria-label={t('transactions.filters.remove', { filter: chip.text })}
                onClick={() => onApply({ ...state, [chip.key]: null, page: 1 })}
              >
                {chip.text}
                <X className="icon" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

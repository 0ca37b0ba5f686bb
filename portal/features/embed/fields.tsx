import type { ReactNode } from 'react';
import type { Translate } from '#shared/i18n/translate';
import type { Problem } from './builder';

/** The ids a control names in `aria-describedby`: its hint, its message, and what else is said about it. */
export const describedBy = (...ids: (string | false | null | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

/**
 * A field's message, said in words at the field and referenced by its control (GOV.UK's pattern). The ids of a field's
 * parts end in `--hint`, `--error` and so on: no attribute or custom property has `--` inside its name, so the id of
 * one field's part is never another field's id (`--gft-color-primary` + `-contrast` would be `--gft-color-primary-contrast`).
 */
function ProblemText({ id, problem, t }: { id: string; problem: Problem | null; t: Translate }) {
  if (!problem) return null;
  return (
    <p className="gft-error" id={`${id}--error`}>
      <span className="visually-hidden">{t('embed.errorPrefix')} </span>
      {t(`embed.problems.${problem.key}`, problem.values)}
    </p>
  );
}

/** Label, hint and message above a control; `after` below it (a check's state, contrast notes). */
export function Field(props: { id: string; label: string; hint?: ReactNode; problem: Problem | null; t: Translate; children: ReactNode; after?: ReactNode }) {
  const { id, label, hint, problem, t, children, after } = props;
  return (
    <div className={problem ? 'gft-field gft-field--error embed-field' : 'gft-field embed-field'}>
      <label className="gft-label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="gft-hint" id={`${id}--hint`}>
          {hint}
        </p>
      ) : null}
      <ProblemText id={id} problem={problem} t={t} />
      {children}
      {after}
    </div>
  );
}

/** A text input of the builder: never corrected, never completed from other sites' forms. */
export function TextInput(props: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  describedBy: string | undefined;
  type?: 'text' | 'url';
}) {
  const { id, value, onChange, invalid, type = 'text' } = props;
  return (
    <input
      id={id}
      name={id}
      className="gft-input"
      type={type}
      value={value}
      spellCheck={false}
      autoComplete="off"
      autoCapitalize="off"
      aria-invalid={invalid ? 'true' : undefined}
      aria-describedby={props.describedBy}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

import { useEffect, useState, type ChangeEvent, type ReactNode } from 'react';
import { useForms } from './forms-context';

/** A field's error (an i18n key), with the id `${id}-error` its input references, announced as an error. */
export function FieldErrorText({ id, error }: { id: string; error?: string | undefined }) {
  const { t } = useForms();
  if (!error) return null;
  return (
    <p className="gft-error" id={`${id}-error`} part="error">
      <span className="gft-visually-hidden">{t('forms.errorPrefix')} </span>
      {t(error)}
    </p>
  );
}

interface FieldFrameProps {
  id: string;
  label: string;
  hint?: string | undefined;
  /** An i18n key, translated here. */
  error?: string | undefined;
  optional?: boolean | undefined;
  children: ReactNode;
}

/** The ids a field's input must reference: its hint and its error. */
export const describedBy = (id: string, hint?: string, error?: string) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

/** Label, hint and error around an input (GOV.UK pattern: error id `${id}-error`, referenced by aria-describedby). */
export function FieldFrame({ id, label, hint, error, optional, children }: FieldFrameProps) {
  const { t } = useForms();
  return (
    <div className={error ? 'gft-field gft-field--error' : 'gft-field'} part="field">
      <label className="gft-label" htmlFor={id} part="label">
        {label}
        {optional ? <span className="gft-optional"> {t('forms.optional')}</span> : null}
      </label>
      {hint ? (
        <p className="gft-hint" id={`${id}-hint`} part="hint">
          {hint}
        </p>
      ) : null}
      <FieldErrorText id={id} error={error} />
      {children}
    </div>
  );
}

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string | undefined;
  error?: string | undefined;
  optional?: boolean;
  type?: 'text' | 'email' | 'tel' | 'password';
  inputMode?: 'text' | 'email' | 'decimal' | 'numeric';
  autoComplete?: string;
  multiline?: boolean;
  /** A multiline field's height in lines (5 unless given). */
  rows?: number;
  spellCheck?: boolean;
  /** The schema's limit: a counter shows it (the input takes more, so nothing pasted is cut; the schema says so). */
  maxLength?: number;
}

export function TextField({
  id,
  label,
  value,
  onChange,
  hint,
  error,
  optional,
  type = 'text',
  inputMode,
  autoComplete,
  multiline,
  rows = 5,
  spellCheck,
  maxLength,
}: TextFieldProps) {
  const common = {
    id,
    name: id,
    value,
    className: 'gft-input',
    part: 'input',
    'aria-invalid': error ? ('true' as const) : undefined,
    'aria-required': optional ? undefined : ('true' as const),
    'aria-describedby': [describedBy(id, hint, error), maxLength ? `${id}-count` : ''].filter(Boolean).join(' ') || undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.currentTarget.value),
  };
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} optional={optional}>
      {multiline ? (
        <textarea {...common} rows={rows} />
      ) : (
        <input {...common} type={type} inputMode={inputMode} autoComplete={autoComplete ?? 'off'} spellCheck={spellCheck} />
      )}
      {maxLength ? <CharacterCount id={id} length={value.length} max={maxLength} /> : null}
    </FieldFrame>
  );
}

/**
 * "123 of 2000 characters" under a long field, referenced by the input (read when it takes focus). Screen readers
 * hear the count only near the limit and once typing pauses, not at each keystroke (GOV.UK's character count).
 */
function CharacterCount({ id, length, max }: { id: string; length: number; max: number }) {
  const { t } = useForms();
  const over = length > max;
  const near = length >= max * 0.9;
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(
      () => setAnnounced(over ? t('forms.counterOver', { count: length - max }) : near ? t('forms.counterLeft', { count: max - length }) : ''),
      1000,
    );
    return () => clearTimeout(timer);
  }, [length, max, over, near, t]);
  return (
    <>
      <p className={over ? 'gft-hint gft-counter gft-counter--over' : 'gft-hint gft-counter'} id={`${id}-count`}>
        {over
          ? `${t('forms.counter', { count: length, max })}: ${t('forms.counterOver', { count: length - max })}`
          : t('forms.counter', { count: length, max })}
      </p>
      <span className="gft-visually-hidden" aria-live="polite">
        {announced}
      </span>
    </>
  );
}

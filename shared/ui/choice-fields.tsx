import type { ReactNode } from 'react';
import { describedBy, FieldErrorText, FieldFrame } from './fields';
import { useForms } from './forms-context';

// Apart from fields.tsx: the verification element needs text fields only, and these stay out of the widgets' runtime
// chunk (vite.config.ts), loaded with the elements that use them.

/** A message that something could not be loaded, with a button to try again. */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useForms();
  return (
    <p className="gft-inline-alert" role="alert">
      {message}{' '}
      <button type="button" className="gft-link-button" onClick={onRetry}>
        {t('forms.retry')}
      </button>
    </p>
  );
}

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  placeholder: string;
  hint?: string | undefined;
  error?: string | undefined;
  optional?: boolean;
  disabled?: boolean;
  autoComplete?: string;
}

export function SelectField({ id, label, value, onChange, options, placeholder, hint, error, optional, disabled, autoComplete }: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} optional={optional}>
      <select
        id={id}
        name={id}
        className="gft-input gft-select"
        part="input"
        value={value}
        disabled={disabled}
        autoComplete={autoComplete}
        aria-invalid={error ? 'true' : undefined}
        aria-required={optional ? undefined : 'true'}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

interface CheckboxFieldProps {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
}

export function CheckboxField({ id, label, checked, onChange, error, hint, required }: CheckboxFieldProps) {
  return (
    <div className={error ? 'gft-field gft-field--error gft-checkbox' : 'gft-field gft-checkbox'} part="field">
      <FieldErrorText id={id} error={error} />
      <div className="gft-checkbox-row">
        <input
          id={id}
          name={id}
          type="checkbox"
          className="gft-checkbox-input"
          part="checkbox"
          checked={checked}
          aria-invalid={error ? 'true' : undefined}
          aria-required={required ? 'true' : undefined}
          aria-describedby={describedBy(id, hint ? 'hint' : undefined, error)}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        <label className="gft-checkbox-label" htmlFor={id} part="label">
          {label}
        </label>
      </div>
      {hint ? (
        <div className="gft-hint gft-checkbox-hint" id={`${id}-hint`} part="hint">
          {hint}
        </div>
      ) : null}
    </div>
  );
}

interface FileFieldProps {
  id: string;
  label: string;
  accept: string;
  fileName: string | null;
  onChange: (file: File | null) => void;
  hint?: string;
  error?: string | undefined;
}

/** A file input; the chosen file lives in form state, so an error elsewhere never loses it. */
export function FileField({ id, label, accept, fileName, onChange, hint, error }: FileFieldProps) {
  const { t } = useForms();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} optional>
      <input
        id={id}
        name={id}
        type="file"
        accept={accept}
        className="gft-file"
        part="input"
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={[describedBy(id, hint, error), fileName ? `${id}-chosen` : ''].filter(Boolean).join(' ') || undefined}
        onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
      />
      {fileName ? (
        <p className="gft-hint" id={`${id}-chosen`}>
          {t('forms.fileChosen', { name: fileName })}
        </p>
      ) : null}
    </FieldFrame>
  );
}

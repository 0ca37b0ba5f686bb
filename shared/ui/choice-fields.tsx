import type { ReactNode } from 'react';
import { describedBy, FieldErrorText, FieldFrame } from './fields';
import { useForms } from './forms-context';

// Apart from fields.tsx: the verification element needs text fields only, and these stay out of the widgets' runtime
// chunk (demo/build-config/widgets.ts), loaded with the elements that use them.

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
  /** The button's words ("PDF auswählen") and the words while no file is chosen, in the element's language. */
  chooseLabel: string;
  noFileLabel: string;
  hint?: string;
  error?: string | undefined;
}

/**
 * A file input in the page's language: the browser's own control speaks the browser's language ("Choose File / No file
 * chosen" on a German page), so it is visually hidden (still focused by Tab, opened by Enter or Space, named by the
 * field's label) and a label drawn as a button opens it, with the chosen file's name beside it. The chosen file lives
 * in form state, so an error elsewhere never loses it. Its look: shared/ui/file-field.css (the meeting widget's and the
 * portal's stylesheets; the other widgets do not carry it).
 */
export function FileField({ id, label, accept, fileName, onChange, chooseLabel, noFileLabel, hint, error }: FileFieldProps) {
  const { t } = useForms();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} optional>
      <div className="gft-file-picker">
        <input
          id={id}
          name={id}
          type="file"
          accept={accept}
          className="gft-file-input gft-visually-hidden"
          part="input"
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={[describedBy(id, hint, error), `${id}-chosen`].filter(Boolean).join(' ')}
          onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
        />
        {/* For the pointer: the input is named by the field's label, so screen readers hear that name once. */}
        <label className="gft-file-button" htmlFor={id} aria-hidden="true" part="button">
          {chooseLabel}
        </label>
        <span className="gft-file-name" id={`${id}-chosen`}>
          {fileName ? t('forms.fileChosen', { name: fileName }) : noFileLabel}
        </span>
      </div>
    </FieldFrame>
  );
}

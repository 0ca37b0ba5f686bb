import type { ReactNode } from 'react';
import type { FormController } from '../../shared/forms/use-form';
import { ErrorSummary } from '../../shared/ui/error-summary';
import { TextField } from '../../shared/ui/fields';
import { usePortalText } from './language';

/** The account screens' text fields: label from `auth.fields`, error from the form, the right autocomplete. */
export function AuthField<V extends Record<string, unknown>>({
  form,
  name,
  idPrefix,
  type = 'text',
  autoComplete,
  hint,
  label,
}: {
  form: FormController<V>;
  name: keyof V & string;
  idPrefix: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  hint?: string;
  label?: string;
}) {
  const { t } = usePortalText();
  return (
    <TextField
      id={`${idPrefix}-${name}`}
      label={label ?? t(`auth.fields.${name}`)}
      hint={hint}
      value={String(form.values[name] ?? '')}
      onChange={(value) => form.set(name, value as V[typeof name])}
      error={form.errors[name]}
      type={type}
      autoComplete={autoComplete}
      spellCheck={type === 'text' ? undefined : false}
    />
  );
}

/** The error summary of an account form, its fields named with their labels. */
export function AuthSummary<V extends Record<string, unknown>>({ form, idPrefix, labels }: { form: FormController<V>; idPrefix: string; labels: Record<string, string> }) {
  return <ErrorSummary items={form.summary(Object.fromEntries(Object.entries(labels).map(([name, label]) => [name, { id: `${idPrefix}-${name}`, label }])))} focusKey={form.failures} />;
}

export function AuthCard({ children }: { children: ReactNode }) {
  return <div className="auth-card">{children}</div>;
}

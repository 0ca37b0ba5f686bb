import { useEffect, useState, type ReactNode } from 'react';
import { useController, useWatch, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { CheckboxField, SelectField } from '#shared/ui/choice-fields';
import { TextField } from '#shared/ui/fields';
import { usePortalText } from '../language';
import { DayField } from './day-field';
import { formatDecimal, parseDecimal } from './decimal';
import { fieldId } from './use-portal-form';

/** The form a field belongs to: any form of usePortalForm, whatever its schema's output. */
type FieldForm<V extends FieldValues, Out> = Pick<UseFormReturn<V, unknown, Out>, 'control'>;

interface FieldProps<V extends FieldValues, Out> {
  form: FieldForm<V, Out>;
  name: FieldPath<V>;
  label: string;
  hint?: string | undefined;
}

/**
 * One field of a portal form for a component of its own (a country select): its id, value, change handler and error
 * (an i18n key), as the kit's fields use them.
 */
export function useFormField<V extends FieldValues, Out>(form: FieldForm<V, Out>, name: FieldPath<V>) {
  const { field, fieldState } = useController({ control: form.control, name });
  return {
    id: fieldId(form.control, name),
    value: field.value as unknown,
    onChange: field.onChange as (value: unknown) => void,
    error: fieldState.error?.message,
  };
}

export function FormTextField<V extends FieldValues, Out>({
  form,
  name,
  label,
  hint,
  type = 'text',
  autoComplete,
  maxLength,
  multiline,
  optional,
}: FieldProps<V, Out> & { type?: 'text' | 'email' | 'tel' | 'password'; autoComplete?: string; maxLength?: number; multiline?: boolean; optional?: boolean }) {
  const { id, value, onChange, error } = useFormField(form, name);
  return (
    <TextField
      id={id}
      label={label}
      hint={hint}
      value={typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value as string | number)}
      onChange={onChange}
      error={error}
      type={type}
      autoComplete={autoComplete}
      maxLength={maxLength}
      multiline={multiline}
      optional={optional}
      spellCheck={type === 'text' ? undefined : false}
    />
  );
}

/**
 * A decimal typed the user's way (`12,5` in German, `12.5` in English). The form's value is the number, undefined when
 * empty, NaN when it cannot be read (the schema says so); the input keeps what was typed.
 */
export function FormDecimalField<V extends FieldValues, Out>({
  form,
  name,
  label,
  hint,
  unit,
  optional,
}: FieldProps<V, Out> & { unit?: string; optional?: boolean }) {
  const { language } = usePortalText();
  const { id, value, onChange, error } = useFormField(form, name);
  const [text, setText] = useState(() => formatDecimal(language, value));
  // The value changed from elsewhere (a reset, the other language): show it the user's way.
  useEffect(() => {
    if (!Object.is(parseDecimal(language, text), value)) setText(formatDecimal(language, value));
  }, [value, language]); // eslint-disable-line react-hooks/exhaustive-deps -- `text` is what the user types
  return (
    <TextField
      id={id}
      label={unit ? `${label} (${unit})` : label}
      hint={hint}
      value={text}
      onChange={(typed) => {
        setText(typed);
        onChange(parseDecimal(language, typed));
      }}
      error={error}
      inputMode="decimal"
      optional={optional}
    />
  );
}

/**
 * A day, picked with the browser's date input (./day-field.tsx); the form's value is the ISO date. `notBefore` and
 * `notAfter` name the fields that bound it (an end not before its start): the picker offers the days between only.
 */
export function FormDateField<V extends FieldValues, Out>({
  form,
  name,
  label,
  hint,
  optional,
  notBefore,
  notAfter,
}: FieldProps<V, Out> & { optional?: boolean; notBefore?: FieldPath<V>; notAfter?: FieldPath<V> }) {
  const { id, value, onChange, error } = useFormField(form, name);
  const [earliest, latest] = useWatch({ control: form.control, name: [notBefore ?? name, notAfter ?? name] }) as unknown[];
  const day = (bound: FieldPath<V> | undefined, watched: unknown) => (bound && typeof watched === 'string' ? watched : undefined);
  return (
    <DayField
      id={id}
      label={label}
      hint={hint}
      value={typeof value === 'string' ? value : ''}
      onChange={onChange}
      error={error}
      optional={optional}
      min={day(notBefore, earliest)}
      max={day(notAfter, latest)}
    />
  );
}

/** A choice from a list; the first option, `placeholder` (its value ''), stands for none. */
export function FormSelectField<V extends FieldValues, Out>({
  form,
  name,
  label,
  hint,
  options,
  placeholder,
  optional,
}: FieldProps<V, Out> & { options: { value: string; label: string }[]; placeholder: string; optional?: boolean }) {
  const { id, value, onChange, error } = useFormField(form, name);
  return (
    <SelectField
      id={id}
      label={label}
      hint={hint}
      value={typeof value === 'string' ? value : ''}
      onChange={onChange}
      options={options}
      placeholder={placeholder}
      error={error}
      optional={optional}
    />
  );
}

export function FormCheckbox<V extends FieldValues, Out>({
  form,
  name,
  label,
  hint,
  required,
}: Omit<FieldProps<V, Out>, 'label' | 'hint'> & { label: ReactNode; hint?: ReactNode; required?: boolean }) {
  const { id, value, onChange, error } = useFormField(form, name);
  return <CheckboxField id={id} label={label} hint={hint} checked={value === true} onChange={onChange} error={error} required={required} />;
}

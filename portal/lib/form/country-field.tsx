import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { CountrySelect } from '#shared/forms/country-select';
import { useFormField } from './fields';

/** The country list (shared/forms/country-select.tsx) as a field of a portal form; the value is the country's id. */
export function FormCountryField<V extends FieldValues, Out>({
  form,
  name,
  label,
}: {
  form: Pick<UseFormReturn<V, unknown, Out>, 'control'>;
  name: FieldPath<V>;
  label: string;
}) {
  const { id, value, onChange, error } = useFormField(form, name);
  return <CountrySelect id={id} label={label} value={typeof value === 'string' ? value : ''} onChange={onChange} error={error} />;
}

import { useState } from 'react';
import { useFormState, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { ErrorSummary, type SummaryItem } from '#shared/ui/error-summary';
import { errorLeaves } from './resolver';
import { fieldId } from './use-portal-form';

/**
 * The error summary of a portal form (shared/ui/error-summary.tsx): every field's message with a link to the field,
 * in the order of `labels` (the order on screen), then the form's own failure. It takes focus on each failed submit.
 */
export function FormSummary<V extends FieldValues, Out>({
  form,
  failure,
  labels,
}: {
  form: Pick<UseFormReturn<V, unknown, Out>, 'control'>;
  failure: string | null;
  labels: Record<string, string>;
}) {
  const { errors, submitCount } = useFormState({ control: form.control });
  const order = Object.keys(labels);
  const fields = errorLeaves(errors)
    .filter(([path]) => path !== 'root')
    .sort(([a], [b]) => (order.indexOf(a) + 1 || order.length + 1) - (order.indexOf(b) + 1 || order.length + 1));
  const items: SummaryItem[] = [
    ...fields.map(([path, error]) =>
      path in labels
        ? { fieldId: fieldId(form.control, path), label: labels[path], message: error.message ?? 'validation.invalid' }
        : { message: error.message ?? 'validation.invalid' },
    ),
    ...errorLeaves(errors)
      .filter(([path]) => path === 'root')
      .map(([, error]) => ({ message: error.message ?? 'validation.invalid' })),
    ...(failure ? [{ message: failure }] : []),
  ];
  // A new failed submit, or a failure of a call made outside one, moves focus to the summary again.
  const [seen, setSeen] = useState({ submitCount, failure, focusKey: 0 });
  if (seen.submitCount !== submitCount || seen.failure !== failure) {
    setSeen({ submitCount, failure, focusKey: seen.focusKey + (seen.submitCount !== submitCount || failure ? 1 : 0) });
  }
  return <ErrorSummary items={items} focusKey={seen.focusKey} />;
}

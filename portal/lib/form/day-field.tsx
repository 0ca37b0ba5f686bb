import { useState } from 'react';
import { DateField, DateInput } from '#shared/forms/date-field';
import { incompleteDay } from './resolver';

interface DayFieldProps {
  id: string;
  label: string;
  /** `YYYY-MM-DD`, '' for none, `incompleteDay`, or (without a date input) the text as typed until it names a day. */
  value: string;
  onChange: (value: string) => void;
  hint?: string | undefined;
  /** An i18n key. */
  error?: string | undefined;
  optional?: boolean | undefined;
  /** The first and last day the rules allow (an end not before its start), `YYYY-MM-DD`: the picker offers no other. */
  min?: string | undefined;
  max?: string | undefined;
}

let dateInputs: boolean | undefined;

/**
 * Whether the browser has a date input. One without makes `type="date"` a text input that keeps whatever is typed;
 * checked once. Without a document (a server render) the answer is yes: every current browser has one.
 */
function hasDateInput(): boolean {
  if (typeof document === 'undefined') return true;
  if (dateInputs === undefined) {
    const probe = document.createElement('input');
    probe.setAttribute('type', 'date');
    probe.value = 'no day';
    dateInputs = probe.type === 'date' && probe.value === '';
  }
  return dateInputs;
}

/**
 * A day of the portal's forms: the browser's date input, which shows the visitor's own date format and a picker, so
 * no format needs to be explained. A browser without one gets a text field that reads the page's format and ISO
 * (`shared/i18n/dates.ts`). The form gets `YYYY-MM-DD`.
 */
export function DayField(props: DayFieldProps) {
  const [picked] = useState(hasDateInput);
  return picked ? <DateInput {...props} incomplete={incompleteDay} /> : <DateField {...props} />;
}

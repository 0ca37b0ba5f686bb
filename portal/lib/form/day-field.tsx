import { useState, type SyntheticEvent } from 'react';
import { DateField } from '#shared/forms/date-field';
import { describedBy, FieldFrame } from '#shared/ui/fields';
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

/** A value a date input takes: `YYYY-MM-DD` (anything else it drops, with a warning in the console). */
const inputDay = (text: string | undefined) => (text && /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : undefined);

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
  // Without one, the meeting form's typed date, its format not named: the portal explains no format.
  return picked ? <PickedDay {...props} /> : <DateField {...props} showFormat={false} />;
}

/**
 * The date input. Its value is a real day or '': '' both when empty and when a day is half entered
 * (`validity.badInput`), and it reports no change while a part of an empty one is typed. So each key and leaving the
 * field read it again, and a half-entered day becomes `incompleteDay`, which the form refuses with its own message,
 * rather than "no day". What the input gives is passed on as it is, even the year 0002 (typed digit by digit, 0002,
 * 0020 and 0202 come on the way to 2026): the input shows the form's value, and React sets any other back, the digits
 * typed lost.
 */
function PickedDay(props: DayFieldProps) {
  const { label, hint, error, optional, value, onChange, min, max } = props;
  const read = (event: SyntheticEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const day = input.value || (input.validity.badInput ? incompleteDay : '');
    if (day !== value) onChange(day);
  };
  return (
    <FieldFrame id={props.id} label={label} hint={hint} error={error} optional={optional}>
      <input
        id={props.id}
        name={props.id}
        className="gft-input gft-input--date"
        part="input"
        aria-invalid={error ? 'true' : undefined}
        aria-required={optional ? undefined : 'true'}
        aria-describedby={describedBy(props.id, hint, error)}
        type="date"
        autoComplete="off"
        // A year of four digits: without a maximum, Chromium takes six.
        min={inputDay(min)}
        max={inputDay(max) ?? '9999-12-31'}
        value={inputDay(value) ?? ''}
        onChange={read}
        onKeyUp={read}
        onBlur={read}
      />
    </FieldFrame>
  );
}

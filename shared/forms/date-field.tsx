import { useEffect, useState, type SyntheticEvent } from 'react';
import { formatLocalDate, parseLocalDate } from '../i18n/dates';
import { describedBy, FieldFrame } from '../ui/fields';
import { useForms } from '../ui/forms-context';

export interface DateFieldProps {
  id: string;
  label: string;
  /** `YYYY-MM-DD` once what was typed names a day; until then the text as typed (which the schema refuses). */
  value: string;
  onChange: (value: string) => void;
  hint?: string | undefined;
  /** An i18n key. */
  error?: string | undefined;
  optional?: boolean | undefined;
}

/**
 * A date typed in the page's language ("TT.MM.JJJJ", "MM/DD/YYYY"; ISO too): the fallback of a browser without a date
 * input, which reads the usual formats without naming one. The form gets an ISO date.
 */
export function DateField({ id, label, value, onChange, hint, error, optional }: DateFieldProps) {
  const { language } = useForms();
  const [text, setText] = useState(() => formatLocalDate(language, value));
  // The form's value changed from elsewhere (a restored draft, the other language): show it in the page's format.
  useEffect(() => {
    if ((parseLocalDate(language, text) ?? text) !== value) setText(formatLocalDate(language, value));
  }, [value, language]); // eslint-disable-line react-hooks/exhaustive-deps -- `text` is what the visitor types
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} optional={optional}>
      <input
        id={id}
        name={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        className="gft-input gft-input--date"
        part="input"
        value={text}
        aria-invalid={error ? 'true' : undefined}
        aria-required={optional ? undefined : 'true'}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => {
          const typed = event.currentTarget.value;
          setText(typed);
          onChange(parseLocalDate(language, typed) ?? typed);
        }}
        onBlur={() => {
          const iso = parseLocalDate(language, text);
          if (iso) setText(formatLocalDate(language, iso));
        }}
      />
    </FieldFrame>
  );
}

/** A value a date input takes: `YYYY-MM-DD` (anything else it drops, with a warning in the console). */
const inputDay = (text: string | undefined) => (text && /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : undefined);

/**
 * The browser's date input, which shows the visitor's own date format and a picker, so no format needs explaining
 * (here rather than in ui/: ui/ travels in every widget's first chunk). Its value is a real day or '': '' both when
 * empty and when a day is half entered (`validity.badInput`), and it reports no change while a part of an empty one is
 * typed. So each key and leaving the field read it again, and a half-entered day becomes `incomplete`, which the form
 * refuses with its own message rather than "no day". What the input gives is passed on as it is, even the year 0002
 * (typed digit by digit, 0002, 0020 and 0202 come on the way to 2026): the input shows the form's value, and React sets
 * any other back, the digits typed lost.
 */
export function DateInput({
  id,
  label,
  hint,
  error,
  optional,
  value,
  onChange,
  min,
  max,
  incomplete,
}: DateFieldProps & { min?: string | undefined; max?: string | undefined; incomplete: string }) {
  const read = (event: SyntheticEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const day = input.value || (input.validity.badInput ? incomplete : '');
    if (day !== value) onChange(day);
  };
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} optional={optional}>
      <input
        id={id}
        name={id}
        className="gft-input gft-input--date"
        part="input"
        aria-invalid={error ? 'true' : undefined}
        aria-required={optional ? undefined : 'true'}
        aria-describedby={describedBy(id, hint, error)}
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

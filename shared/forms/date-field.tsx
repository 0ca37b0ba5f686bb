import { useEffect, useState } from 'react';
import { formatLocalDate, parseLocalDate } from '../i18n/dates';
import { describedBy, FieldFrame } from '../ui/fields';
import { useForms } from '../ui/forms-context';

interface DateFieldProps {
  id: string;
  label: string;
  /** `YYYY-MM-DD` once what was typed names a day; until then the text as typed (which the schema refuses). */
  value: string;
  onChange: (value: string) => void;
  hint?: string | undefined;
  /** An i18n key. */
  error?: string | undefined;
  optional?: boolean | undefined;
  /**
   * Whether the hint names the format (the meeting form's typed dates). The portal's fallback for a browser without a
   * date input reads the same formats without saying so (portal/lib/form/day-field.tsx).
   */
  showFormat?: boolean;
}

/**
 * A date typed in the page's language with the format shown ("TT.MM.JJJJ", "MM/DD/YYYY"; ISO too), whatever the
 * browser's locale: a text input, not `type="date"`, which follows the browser. The form gets an ISO date. (Here
 * rather than in ui/: only the meeting form types its dates, and ui/ travels in every widget's runtime chunk.)
 */
export function DateField({ id, label, value, onChange, hint, error, optional, showFormat = true }: DateFieldProps) {
  const { t, language } = useForms();
  const [text, setText] = useState(() => formatLocalDate(language, value));
  // The form's value changed from elsewhere (a restored draft, the other language): show it in the page's format.
  useEffect(() => {
    if ((parseLocalDate(language, text) ?? text) !== value) setText(formatLocalDate(language, value));
  }, [value, language]); // eslint-disable-line react-hooks/exhaustive-deps -- `text` is what the visitor types
  const fullHint = [hint, showFormat ? t('forms.dateFormat') : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <FieldFrame id={id} label={label} hint={fullHint} error={error} optional={optional}>
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
        aria-describedby={describedBy(id, fullHint, error)}
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

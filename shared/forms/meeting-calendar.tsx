/**
 * The meeting step's calendar and slots, loaded when that step opens: a month grid of the bookable days (the WAI-ARIA
 * date picker's grid, docs/decisions/0062-meeting-calendar-by-hand.md), then the chosen day's free times as buttons.
 */

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { getValidMeetingTimes } from '../api/endpoints/meetings';
import { formatDate, formatMonth } from '../i18n/format';
import { formatLocales } from '../i18n/languages';
import { FieldErrorText } from '../ui/fields';
import { useForms } from '../ui/forms-context';
import { addDays, addMonths, clamp, daysAhead, isClosed, moved, weekdayOf, weeksOf } from './calendar-days';
import { isoDate } from './forest-meeting-fields';
import type { Resource } from './use-resource';

/** The month shown, with buttons to the one before and after (disabled outside the bookable range). */
function MonthHeader({ id, month, onPrevious, onNext }: { id: string; month: string; onPrevious: (() => void) | undefined; onNext: (() => void) | undefined }) {
  const { t, language } = useForms();
  return (
    <div className="gft-calendar__head">
      <button type="button" className="gft-calendar__nav" aria-label={t('meeting.calendar.previous')} disabled={!onPrevious} onClick={onPrevious}>
        ‹
      </button>
      <p className="gft-calendar__month" id={id} aria-live="polite">
        {formatMonth(language, month)}
      </p>
      <button type="button" className="gft-calendar__nav" aria-label={t('meeting.calendar.next')} disabled={!onNext} onClick={onNext}>
        ›
      </button>
    </div>
  );
}

/** The week's days by name, Monday first (1 January 2024 was a Monday), shown by their first two letters. */
function WeekdayRow() {
  const { language } = useForms();
  const names = [0, 1, 2, 3, 4, 5, 6].map((index) => formatDate(language, addDays('2024-01-01', index), { weekday: true }).split(',')[0] ?? '');
  return (
    <thead>
      <tr>
        {names.map((name) => (
          <th key={name} scope="col" abbr={name}>
            {name.slice(0, 2)}
          </th>
        ))}
      </tr>
    </thead>
  );
}

interface CalendarProps {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  /** Today in Berlin, `YYYY-MM-DD`: the first day that can be booked. */
  today: string;
  /** An i18n key. */
  error?: string | undefined;
}

/**
 * The month grid: only weekdays from today (Berlin) on, but Berlin's holidays, can be chosen; the focus moves as the
 * date picker pattern says, and the day chosen is said below the grid. The first bookable day (or the chosen one)
 * holds the tab stop.
 */
export function MeetingCalendar({ id, label, hint, value, onChange, today, error }: CalendarProps) {
  const { t, language } = useForms();
  const first = today;
  const last = addDays(first, daysAhead);
  const bookable = (day: string) => day >= first && day <= last && weekdayOf(day) < 5 && !isClosed(day);
  const [focused, setFocused] = useState(() => clamp(isoDate.test(value) ? value : first, first, last));
  const grid = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(false);
  // A day chosen elsewhere (a restored draft): the grid shows its month.
  useEffect(() => {
    if (isoDate.test(value)) setFocused(clamp(value, first, last));
  }, [value]); // eslint-disable-line react-hooks/exhaustive-deps -- on a new value only
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const go = (day: string, focus: boolean) => {
    moveFocus.current = focus;
    setFocused(clamp(day, first, last));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (bookable(focused)) onChange(focused);
      return;
    }
    const next = moved(event.key, event.shiftKey, focused);
    if (next === null) return;
    event.preventDefault();
    go(next, true);
  };
  const monthId = `${id}-month`;
  const month = focused.slice(0, 7);
  return (
    <div className={error ? 'gft-field gft-field--error gft-calendar' : 'gft-field gft-calendar'} part="field">
      <p className="gft-label" id={`${id}-label`}>
        {label}
      </p>
      <p className="gft-hint" id={`${id}-hint`} part="hint">
        {hint}
      </p>
      <FieldErrorText id={id} error={error} />
      <MonthHeader
        id={monthId}
        month={month}
        onPrevious={month > first.slice(0, 7) ? () => go(addMonths(focused, -1), false) : undefined}
        onNext={month < last.slice(0, 7) ? () => go(addMonths(focused, 1), false) : undefined}
      />
      <table
        className="gft-calendar__grid"
        role="grid"
        ref={grid}
        aria-labelledby={`${id}-label ${monthId}`}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        onKeyDown={onKeyDown}
      >
        <WeekdayRow />
        <tbody>
          {weeksOf(focused).map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((day, index) =>
                day === null ? (
                  <td key={index} />
                ) : (
                  <td
                    key={day}
                    id={day === focused ? id : undefined}
                    data-date={day}
                    tabIndex={day === focused ? 0 : -1}
                    aria-selected={day === value ? 'true' : 'false'}
                    aria-disabled={bookable(day) ? undefined : 'true'}
                    aria-current={day === first ? 'date' : undefined}
                    className="gft-calendar__day"
                    onClick={() => {
                      go(day, true);
                      if (bookable(day)) onChange(day);
                    }}
                  >
                    {/* The day's number for the eye; its name in full (weekday, date) for a screen reader. */}
                    <span aria-hidden="true">{Number(day.slice(8))}</span>
                    <span className="gft-visually-hidden">{formatDate(language, day, { weekday: true })}</span>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="gft-calendar__chosen" role="status">
        {isoDate.test(value) ? t('meeting.calendar.chosen', { date: formatDate(language, value, { weekday: true }) }) : ''}
      </p>
    </div>
  );
}

type Slots = Resource<Awaited<ReturnType<typeof getValidMeetingTimes>>>;

/**
 * The chosen day's free times as buttons (radio buttons: one is chosen), in Berlin time with the visitor's own time
 * beside it where it differs; the server's "Time is not valid" is said here. (Its retry after a failed load is the
 * caller's: the choice fields stay out of the chunk loaded later, see demo/build-plugins/chunk-graph.ts.)
 */
export function SlotPicker({
  id,
  label,
  value,
  onChange,
  slots,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  slots: Slots;
  error?: string | undefined;
}) {
  const { t, language } = useForms();
  const local = new Intl.DateTimeFormat(formatLocales[language], { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const list = slots.data?.slots ?? [];
  const state = slots.error
    ? null
    : !slots.data && !slots.loading
      ? t('meeting.slots.chooseDate')
      : slots.loading
        ? t('meeting.slots.loading')
        : list.length === 0
          ? t('meeting.slots.none')
          : null;
  return (
    <fieldset
      className={error ? 'gft-field gft-field--error gft-slots' : 'gft-field gft-slots'}
      part="fieldset"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      {/* The label names the time zone, and each time is read with it. */}
      <legend className="gft-label">{label}</legend>
      <FieldErrorText id={id} error={error} />
      {/* The list of times is announced when it changes (loading, none, the times). */}
      <div aria-live="polite">
        {state ? <p className="gft-hint">{state}</p> : null}
        {list.length > 0 ? (
          <div className="gft-slots__list">
            {list.map((slot, index) => {
              const own = local.format(new Date(slot.startsAt));
              return (
                <label className="gft-slot" key={slot.time}>
                  <input
                    type="radio"
                    name={id}
                    id={index === 0 ? id : undefined}
                    value={slot.time}
                    checked={value === slot.time}
                    aria-invalid={error ? 'true' : undefined}
                    onChange={() => onChange(slot.time)}
                  />
                  {/* The time large, the visitor's own below it; read out as one sentence. */}
                  <span>
                    <span aria-hidden="true" className="gft-slot__time">
                      {slot.time}
                    </span>
                    {own === slot.time ? null : (
                      <span aria-hidden="true" className="gft-slot__local">
                        {t('meeting.slots.local', { local: own })}
                      </span>
                    )}
                    <span className="gft-visually-hidden">
                      {own === slot.time ? t('meeting.slots.option', { time: slot.time }) : t('meeting.slots.optionLocal', { time: slot.time, local: own })}
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
        ) : null}
      </div>
    </fieldset>
  );
}

/** The meeting request in three steps (you and the project, the forest, the meeting), each a short form of its own. */

import type { getValidMeetingTimes } from '../api/endpoints/meetings';
import { ErrorSummary } from '../ui/error-summary';
import { FileField, RetryAlert } from '../ui/choice-fields';
import { TextField } from '../ui/fields';
import { useForms } from '../ui/forms-context';
import { SubmitButton } from '../ui/submit-button';
import { CountrySelect } from './country-select';
import { DateInput } from './date-field';
import {
  berlinToday,
  dateFields,
  decimalFields,
  formSteps,
  incompleteDate,
  multilineFields,
  optionalFields,
  pairedFields,
  stepOf,
  stepFields,
  type FormStep,
  type MeetingValues,
} from './forest-meeting-fields';
import type { StepHeading } from './forest-meeting-steps';
import { MeetingCalendar, SlotPicker } from './meeting-calendar';
import { PlaceMap } from './place-map';
import { PrivacyConsent } from './privacy-consent';
import type { FormController } from './use-form';
import type { Resource } from './use-resource';

type Slots = Resource<Awaited<ReturnType<typeof getValidMeetingTimes>>>;

/**
 * One step of the request; `datePast`: the date chosen is before today in Berlin, `draftDocument`: the file a draft
 * had. Next checks this step's fields only; the last step sends the request.
 */
export function MeetingRequestStep({
  Heading,
  id,
  headingRef,
  hideTitle,
  formStep,
  onBack,
  form,
  slots,
  datePast,
  draftDocument,
  privacyUrl,
}: StepHeading & {
  hideTitle: boolean;
  formStep: FormStep;
  onBack: () => void;
  form: FormController<MeetingValues>;
  slots: Slots;
  datePast: boolean;
  draftDocument: string | undefined;
  privacyUrl: string | undefined;
}) {
  const { t } = useForms();
  const fieldId = (name: string) => `${id}-${name}`;
  const label = (name: string) => (name === 'privacyConsent' ? t('forms.privacyConsentShort') : t(`meeting.fields.${name}.label`));
  const labels = Object.fromEntries(
    formSteps
      .flatMap((step) => stepFields[step])
      .concat('privacyConsent')
      .map((name) => [name, { id: fieldId(name), label: label(name) }]),
  );
  const index = formSteps.indexOf(formStep);
  const lastStep = index === formSteps.length - 1;
  const StepHeading = Heading === 'h2' ? 'h3' : 'h4';
  // Only errors of this step are listed: an error of another step brings that step back (forest-meeting-form.tsx).
  const summary = form.summary(labels).filter((item) => !item.fieldId || stepOf(item.fieldId.slice(id.length + 1)) === formStep);

  return (
    <>
      <Heading className={hideTitle ? 'gft-title gft-visually-hidden' : 'gft-title'} id={`${id}-title`} part="heading">
        {t('meeting.title')}
      </Heading>
      {index === 0 ? <p className="gft-intro">{t('meeting.intro')}</p> : null}
      <Progress formStep={formStep} />
      <StepHeading className="gft-step-title" tabIndex={-1} ref={headingRef}>
        {t('meeting.progress.step', { step: index + 1, count: formSteps.length })} {t(`meeting.steps.${formStep}`)}
      </StepHeading>
      <form className="gft-form" noValidate onSubmit={form.handleSubmit} part="form" aria-busy={form.pending ? 'true' : undefined}>
        <ErrorSummary items={summary} focusKey={form.failures} />
        {pairsOf(stepFields[formStep]).map((row) => {
          const fields = row.map((name) => (
            <RequestField key={name} name={name} id={id} form={form} slots={slots} datePast={datePast} draftDocument={draftDocument} />
          ));
          // The coordinates with the search and the map that fill them, which place them beside the map.
          if (row[0] === 'latitude') {
            return (
              <div className="gft-place" key="place">
                <PlaceMap
                  id={`${id}-map`}
                  latitude={form.values.latitude}
                  longitude={form.values.longitude}
                  country={form.values.country}
                  onPick={(latitude, longitude) => {
                    form.set('latitude', latitude);
                    form.set('longitude', longitude);
                  }}
                >
                  <div className="gft-pair gft-pair--narrow">{fields}</div>
                </PlaceMap>
              </div>
            );
          }
          // One element per row, keyed by its first field: Preact places a row's nodes right only so.
          return row.length > 1 ? (
            <div className={row[0] && pairedFields.get(row[0]) === 'narrow' ? 'gft-pair gft-pair--narrow' : 'gft-pair'} key={row[0]}>
              {fields}
            </div>
          ) : (
            fields[0]
          );
        })}
        {lastStep ? (
          <PrivacyConsent
            id={fieldId('privacyConsent')}
            checked={form.values.privacyConsent}
            onChange={(value) => form.set('privacyConsent', value)}
            error={form.errors.privacyConsent}
            privacyUrl={privacyUrl}
          />
        ) : null}
        <div className="gft-step-actions">
          <SubmitButton pending={form.pending} pendingLabel={t('forms.sending')}>
            {lastStep ? t('meeting.submit') : t('meeting.next')}
          </SubmitButton>
          {index > 0 ? (
            <button type="button" className="gft-link-button" onClick={onBack}>
              {t('meeting.back')}
            </button>
          ) : null}
        </div>
      </form>
    </>
  );
}

/** A fieldset's fields in rows: a paired field with the one after it, the others alone. */
function pairsOf(names: (keyof MeetingValues)[]): (keyof MeetingValues)[][] {
  const rows: (keyof MeetingValues)[][] = [];
  for (const name of names) {
    const last = rows[rows.length - 1];
    // The second of a pair joins the first.
    if (last?.length === 1 && last[0] && pairedFields.has(last[0])) last.push(name);
    else rows.push([name]);
  }
  return rows;
}

/** Where the visitor is: the three steps, the ones reached drawn in the primary colour. */
function Progress({ formStep }: { formStep: FormStep }) {
  const { t } = useForms();
  const index = formSteps.indexOf(formStep);
  return (
    <ol className="gft-progress" aria-label={t('meeting.progress.label')}>
      {formSteps.map((step, position) => (
        <li
          key={step}
          className={position <= index ? 'gft-progress__step gft-progress__step--reached' : 'gft-progress__step'}
          aria-current={step === formStep ? 'step' : undefined}
        >
          {/* The bars for the eye; the step's heading below names it. */}
          <span className="gft-visually-hidden">{t(`meeting.steps.${step}`)}</span>
        </li>
      ))}
    </ol>
  );
}

/** A field of the request as its kind wants: the country's list, the calendar and slots, the file, a text or a date. */
function RequestField({
  name,
  id,
  form,
  slots,
  datePast,
  draftDocument,
}: {
  name: keyof MeetingValues;
  id: string;
  form: FormController<MeetingValues>;
  slots: Slots;
  datePast: boolean;
  draftDocument: string | undefined;
}) {
  const { t } = useForms();
  const fieldId = (field: string) => `${id}-${field}`;
  const label = (field: string) => t(`meeting.fields.${field}.label`);
  switch (name) {
    case 'country':
      return (
        <CountrySelect
          key={name}
          id={fieldId(name)}
          label={label(name)}
          value={form.values.country}
          onChange={(value) => form.set('country', value)}
          error={form.errors.country}
        />
      );
    case 'scheduleDate':
      return <Schedule key={name} id={id} form={form} slots={slots} datePast={datePast} />;
    case 'scheduleTime':
      // Drawn with the day it belongs to (Schedule).
      return null;
    case 'document':
      return (
        <FileField
          key={name}
          id={fieldId(name)}
          label={label(name)}
          hint={[t('meeting.fields.document.hint'), draftDocument && !form.values.document ? t('forms.draftFileAgain', { name: draftDocument }) : '']
            .filter(Boolean)
            .join(' ')}
          accept="application/pdf,.pdf"
          chooseLabel={t('meeting.fields.document.choose')}
          noFileLabel={t('meeting.fields.document.none')}
          fileName={form.values.document?.name ?? null}
          onChange={(file) => form.set('document', file)}
          error={form.errors.document}
        />
      );
    default:
      return <RequestTextField key={name} name={name} id={fieldId(name)} label={label(name)} form={form} />;
  }
}

/** The meeting's day on the calendar, then its times (which load once a day is chosen). */
function Schedule({ id, form, slots, datePast }: { id: string; form: FormController<MeetingValues>; slots: Slots; datePast: boolean }) {
  const { t } = useForms();
  // A block of its own, not a fragment: Preact put a fragment's nodes after the fields that follow it.
  return (
    <div className="gft-schedule">
      <MeetingCalendar
        id={`${id}-scheduleDate`}
        label={t('meeting.fields.scheduleDate.label')}
        hint={t('meeting.fields.scheduleDate.hint')}
        value={form.values.scheduleDate}
        today={berlinToday()}
        onChange={(day) => {
          if (day === form.values.scheduleDate) return;
          form.set('scheduleDate', day);
          // A time of another day is not a time of this one.
          form.set('scheduleTime', '');
        }}
        error={form.errors.scheduleDate ?? (datePast ? 'validation.datePast' : undefined)}
      />
      <SlotPicker
        id={`${id}-scheduleTime`}
        label={t('meeting.fields.scheduleTime.label')}
        value={form.values.scheduleTime}
        onChange={(time) => form.set('scheduleTime', time)}
        slots={slots}
        error={form.errors.scheduleTime}
      />
      {slots.error ? <RetryAlert message={t('meeting.slots.error')} onRetry={slots.retry} /> : null}
    </div>
  );
}

/** A text or date field of the request, with its hint where the texts have one. */
function RequestTextField({ name, id, label, form }: { name: keyof MeetingValues; id: string; label: string; form: FormController<MeetingValues> }) {
  const { t } = useForms();
  const hintKey = `meeting.fields.${name}.hint`;
  const hint = t(hintKey);
  if (dateFields.has(name)) {
    return (
      <DateInput
        id={id}
        label={label}
        hint={hint === hintKey ? undefined : hint}
        value={form.values[name] as string}
        onChange={(value) => form.set(name, value)}
        error={form.errors[name]}
        incomplete={incompleteDate}
      />
    );
  }
  return (
    <TextField
      id={id}
      label={label}
      hint={hint === hintKey ? undefined : hint}
      value={form.values[name] as string}
      onChange={(value) => form.set(name, value)}
      error={form.errors[name]}
      optional={optionalFields.has(name)}
      type={name === 'ownerEmail' ? 'email' : 'text'}
      inputMode={decimalFields.has(name) ? 'decimal' : name === 'standAge' ? 'numeric' : name === 'ownerEmail' ? 'email' : undefined}
      autoComplete={name === 'ownerName' ? 'name' : name === 'ownerEmail' ? 'email' : 'off'}
      multiline={multilineFields.has(name)}
      rows={3}
      // No counter: the goal's 2,000 characters and the partners' 500 are many times what they take, and the step is
      // short on a phone without its line; a longer text is refused with the limit named.
    />
  );
}

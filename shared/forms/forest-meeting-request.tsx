/** The meeting form's first step: the request's fieldsets (owner, project, location, stand, a Berlin-time slot, a PDF) and the consent. */

import type { getValidMeetingTimes } from '../api/endpoints/meetings';
import { textLimits } from '../api/constants';
import { formatLocales } from '../i18n/languages';
import { ErrorSummary } from '../ui/error-summary';
import { FileField, RetryAlert, SelectField } from '../ui/choice-fields';
import { TextField } from '../ui/fields';
import { useForms } from '../ui/forms-context';
import { SubmitButton } from '../ui/submit-button';
import { CountrySelect } from './country-select';
import { DateField } from './date-field';
import { dateFields, decimalFields, multilineFields, optionalFields, sections, type MeetingValues } from './forest-meeting-fields';
import type { StepHeading } from './forest-meeting-steps';
import { PrivacyConsent } from './privacy-consent';
import type { FormController } from './use-form';
import type { Resource } from './use-resource';

type Slots = Resource<Awaited<ReturnType<typeof getValidMeetingTimes>>>;

/** The request form; `datePast`: the date typed is before today in Berlin, `draftDocument`: the file a draft had. */
export function MeetingRequestStep({
  Heading,
  id,
  headingRef,
  hideTitle,
  form,
  slots,
  datePast,
  draftDocument,
  privacyUrl,
}: StepHeading & {
  hideTitle: boolean;
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
    sections
      .flatMap(([, names]) => names)
      .concat('privacyConsent')
      .map((name) => [name, { id: fieldId(name), label: label(name) }]),
  );
  const field = (name: keyof MeetingValues) => {
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
      case 'scheduleTime':
        return <SlotField key={name} id={fieldId(name)} label={label(name)} form={form} slots={slots} />;
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
        return <RequestTextField key={name} name={name} id={fieldId(name)} label={label(name)} form={form} datePast={datePast} />;
    }
  };

  return (
    <>
      <Heading className={hideTitle ? 'gft-title gft-visually-hidden' : 'gft-title'} id={`${id}-title`} part="heading" tabIndex={-1} ref={headingRef}>
        {t('meeting.title')}
      </Heading>
      <p className="gft-intro">{t('meeting.intro')}</p>
      <form className="gft-form" noValidate onSubmit={form.handleSubmit} part="form" aria-busy={form.pending ? 'true' : undefined}>
        <ErrorSummary items={form.summary(labels)} focusKey={form.failures} />
        {sections.map(([section, names]) => (
          <fieldset className="gft-fieldset" key={section} part="fieldset">
            <legend className="gft-legend">{t(`meeting.sections.${section}`)}</legend>
            {names.map(field)}
          </fieldset>
        ))}
        <PrivacyConsent
          id={fieldId('privacyConsent')}
          checked={form.values.privacyConsent}
          onChange={(value) => form.set('privacyConsent', value)}
          error={form.errors.privacyConsent}
          privacyUrl={privacyUrl}
        />
        <SubmitButton pending={form.pending} pendingLabel={t('forms.sending')}>
          {t('meeting.submit')}
        </SubmitButton>
      </form>
    </>
  );
}

/** A text or date field of the request, with its hint where the texts have one. */
function RequestTextField({
  name,
  id,
  label,
  form,
  datePast,
}: {
  name: keyof MeetingValues;
  id: string;
  label: string;
  form: FormController<MeetingValues>;
  datePast: boolean;
}) {
  const { t } = useForms();
  const hintKey = `meeting.fields.${name}.hint`;
  const hint = t(hintKey);
  if (dateFields.has(name)) {
    return (
      <DateField
        id={id}
        label={label}
        hint={hint === hintKey ? undefined : hint}
        value={form.values[name] as string}
        onChange={(value) => form.set(name, value)}
        error={form.errors[name] ?? (name === 'scheduleDate' && datePast ? 'validation.datePast' : undefined)}
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
      maxLength={name === 'projectGoal' || name === 'partners' ? textLimits[name] : undefined}
    />
  );
}

/** The chosen day's slots in Berlin time, each with the visitor's own time where it differs; a retry where they failed to load. */
function SlotField({ id, label, form, slots }: { id: string; label: string; form: FormController<MeetingValues>; slots: Slots }) {
  const { t, language } = useForms();
  const slotOptions =
    slots.data?.slots.map((slot) => {
      const local = new Intl.DateTimeFormat(formatLocales[language], { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(slot.startsAt));
      return {
        value: slot.time,
        label: local === slot.time ? t('meeting.slots.option', { time: slot.time }) : t('meeting.slots.optionLocal', { time: slot.time, local }),
      };
    }) ?? [];
  const slotPlaceholder =
    !slots.data && !slots.loading
      ? t('meeting.slots.chooseDate')
      : slots.loading
        ? t('meeting.slots.loading')
        : slotOptions.length
          ? t('meeting.slots.placeholder')
          : t('meeting.slots.none');
  return (
    <div>
      <SelectField
        id={id}
        label={label}
        hint={t('meeting.fields.scheduleTime.hint')}
        value={form.values.scheduleTime}
        onChange={(value) => form.set('scheduleTime', value)}
        options={
          slotOptions.length || !form.values.scheduleTime
            ? slotOptions
            : [{ value: form.values.scheduleTime, label: t('meeting.slots.option', { time: form.values.scheduleTime }) }]
        }
        placeholder={slotPlaceholder}
        error={form.errors.scheduleTime}
      />
      {slots.error ? <RetryAlert message={t('meeting.slots.error')} onRetry={slots.retry} /> : null}
    </div>
  );
}

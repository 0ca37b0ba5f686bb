import { useEffect, useId, useRef, useState } from 'react';
import { meetingTimeZone, textLimits, uploadLimits } from '../api/constants';
import { isApiError } from '../api/errors';
import { safeUrl } from '../api/url';
import { lazyModule } from '../api/lazy-module';
import type { MeetingInput } from '../api/schemas/meeting';
import { formatDate } from '../i18n/format';
import { formatLocales } from '../i18n/languages';
import { ErrorSummary } from '../ui/error-summary';
import { FileField, RetryAlert, SelectField } from '../ui/choice-fields';
import { TextField } from '../ui/fields';
import { useForms } from '../ui/forms-context';
import { SubmitButton } from '../ui/submit-button';
import { CountrySelect } from './country-select';
import { DateField } from './date-field';
import { readDraft, writeDraft } from './draft';
import { PrivacyConsent } from './privacy-consent';
import { FieldError, parseDecimal, useForm, usePreload, validate, type FormFailure } from './use-form';
import { useResource } from './use-resource';

export interface MeetingConfirmed extends Omit<MeetingInput, 'privacyConsent'> {
  meetingId: string;
  startsAt: string | undefined;
}

export interface ForestMeetingFormProps {
  privacyUrl?: string | undefined;
  /** The external calendar service offered on the thank-you step. */
  calendarUrl?: string | undefined;
  headingLevel?: 2 | 3;
  /** Keep the form's own title for screen readers only (a page whose h1 already says it). */
  hideTitle?: boolean;
  onSuccess?: (meeting: MeetingConfirmed) => void;
  onFailure?: (failure: FormFailure) => void;
}

type Values = {
  ownerName: string;
  ownerEmail: string;
  projectName: string;
  plannedStartDate: string;
  expirationDate: string;
  projectGoal: string;
  partners: string;
  country: string;
  forestSubDistrict: string;
  locationName: string;
  latitude: string;
  longitude: string;
  standSize: string;
  standAge: string;
  scheduleDate: string;
  scheduleTime: string;
  document: File | null;
  privacyConsent: boolean;
};

const sections: [string, (keyof Values)[]][] = [
  ['owner', ['ownerName', 'ownerEmail']],
  ['project', ['projectName', 'plannedStartDate', 'expirationDate', 'projectGoal', 'partners']],
  ['location', ['country', 'forestSubDistrict', 'locationName', 'latitude', 'longitude']],
  ['stand', ['standSize', 'standAge']],
  ['schedule', ['scheduleDate', 'scheduleTime']],
  ['document', ['document']],
];
const optionalFields = new Set<keyof Values>(['partners', 'document']);
/** What a reload brings back: every text field, and the name of the chosen file (its content is not kept). */
const draftKey = 'gft-forest-meeting-draft';
const draftFields = [
  'ownerName',
  'ownerEmail',
  'projectName',
  'plannedStartDate',
  'expirationDate',
  'projectGoal',
  'partners',
  'country',
  'forestSubDistrict',
  'locationName',
  'latitude',
  'longitude',
  'standSize',
  'standAge',
  'scheduleDate',
  'scheduleTime',
  'documentName',
] as const;
const dateFields = new Set<keyof Values>(['plannedStartDate', 'expirationDate', 'scheduleDate']);
const decimalFields = new Set<keyof Values>(['latitude', 'longitude', 'standSize']);
const multilineFields = new Set<keyof Values>(['projectGoal']);
const loadActions = lazyModule('forest meeting form', () => import('./forest-meeting-form-actions'));

/** Today in Berlin, `YYYY-MM-DD`: the earliest meeting date. */
const berlinToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: meetingTimeZone }).format(new Date());
const isoDate = /^\d{4}-\d{2}-\d{2}$/;
/** Whether a typed meeting date is a day before today in Berlin. */
const isPast = (date: string) => isoDate.test(date) && date < berlinToday();

/** Forest-owner meeting: the form, then the e-mail code step (with resend), then the thank-you step. */
export function ForestMeetingForm({ privacyUrl, calendarUrl, headingLevel = 2, hideTitle = false, onSuccess, onFailure }: ForestMeetingFormProps) {
  const { t, api, language } = useForms();
  const id = useId();
  const [step, setStep] = useState<'form' | 'code' | 'done'>('form');
  const [booking, setBooking] = useState<{ meetingId: string; input: Omit<MeetingInput, 'privacyConsent'> } | null>(null);
  const [confirmed, setConfirmed] = useState<MeetingConfirmed | null>(null);
  const [resent, setResent] = useState(false);
  // An uploaded file is not uploaded again when the form is sent a second time.
  const uploaded = useRef<{ file: File; hash: string } | null>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const fieldId = (name: string) => `${id}-${name}`;
  const label = (name: string) => (name === 'privacyConsent' ? t('forms.privacyConsentShort') : t(`meeting.fields.${name}.label`));
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);

  usePreload(loadActions);
  // The draft is read after the first render: a prerendered page's HTML has none, and hydration must match it.
  const [draft, setDraft] = useState<ReturnType<typeof readDraft<(typeof draftFields)[number]>> | null>(null);
  const draftDocument = draft?.documentName;
  const form = useForm({
    initial: {
      ownerName: '',
      ownerEmail: '',
      projectName: '',
      plannedStartDate: '',
      expirationDate: '',
      projectGoal: '',
      partners: '',
      country: '',
      forestSubDistrict: '',
      locationName: '',
      latitude: '',
      longitude: '',
      standSize: '',
      standAge: '',
      scheduleDate: '',
      scheduleTime: '',
      document: null,
      privacyConsent: false,
    } as Values,
    parse: async (values) => {
      const actions = await loadActions();
      const input = {
        ...values,
        latitude: parseDecimal(values.latitude),
        longitude: parseDecimal(values.longitude),
        standSize: parseDecimal(values.standSize),
        standAge: parseDecimal(values.standAge),
        document: null,
      };
      const result = validate(actions.meetingInputSchema, input, (path) => values[path as keyof Values] === '');
      const errors = { ...(result.ok ? {} : result.errors) };
      const documentError = checkDocument(values.document);
      if (documentError) errors.document = documentError;
      if (isPast(values.scheduleDate)) errors.scheduleDate = 'validation.datePast';
      return Object.keys(errors).length > 0 ? { ok: false, errors } : result;
    },
    fallbackErrorKey: 'meeting.failed',
    onFailure,
    submit: async (data, values) => {
      let document: string | null = null;
      if (values.document) {
        if (uploaded.current?.file !== values.document) {
          try {
            uploaded.current = { file: values.document, hash: (await (await loadActions()).uploadPdf(api, values.document, values.document.name)).hash };
          } catch (error) {
            if (isApiError(error) && error.status === 413) throw new FieldError('document', 'meeting.document.tooLarge', 'HTTP_ERROR');
            if (isApiError(error) && error.status === 415) throw new FieldError('document', 'meeting.document.wrongType', 'HTTP_ERROR');
            throw error;
          }
        }
        document = uploaded.current.hash;
      }
      const input = { ...data, document };
      try {
        const answer = await (await loadActions()).setMeeting(api, input);
        const { privacyConsent: _consent, ...kept } = input;
        setBooking({ meetingId: answer.meetingId, input: kept });
        setResent(false);
        // A new booking mails a new code; one typed for an earlier booking no longer applies.
        codeForm.set('code', '');
        setStep('code');
      } catch (error) {
        // A slot someone else took is gone: show the day's slots as they are now.
        if (isApiError(error) && error.code === 'MEETING_TIME_INVALID') slots.retry();
        throw error;
      }
    },
  });

  const codeForm = useForm({
    initial: { code: '' },
    parse: async (values) => validate((await loadActions()).meetingCodeInputSchema, values, () => values.code.trim() === ''),
    fallbackErrorKey: 'meeting.code.failed',
    onFailure,
    submit: async (data) => {
      if (!booking) return;
      let answer;
      try {
        answer = await (await loadActions()).validateMeetingEmail(api, { meetingId: booking.meetingId, code: data.code });
      } catch (error) {
        // Someone confirmed the same slot first: back to the form, "Time is not valid" at the time field (in the
        // summary, which takes focus) and the day's slots as they are now. Everything typed is still there.
        if (isApiError(error) && error.code === 'MEETING_TIME_INVALID') {
          slots.retry();
          setStep('form');
          form.showError(error);
          return;
        }
        throw error;
      }
      if (!answer.verified) return;
      const result = { ...booking.input, meetingId: booking.meetingId, startsAt: answer.startsAt };
      writeDraft(draftKey, null);
      setConfirmed(result);
      setStep('done');
      onSuccess?.(result);
    },
  });

  useEffect(() => {
    const stored = readDraft(draftKey, draftFields);
    const { documentName: _document, ...values } = stored;
    for (const [name, value] of Object.entries(values)) form.set(name as keyof Values, value as never);
    setDraft(stored);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, after the first render

  // The draft follows every change until the meeting is confirmed (from the render that restored it).
  useEffect(() => {
    if (step === 'done' || draft === null) return;
    const { document, privacyConsent: _consent, ...texts } = form.values;
    writeDraft(draftKey, { ...texts, documentName: document?.name ?? (draftDocument && !form.values.document ? draftDocument : '') });
  }, [form.values, step, draft]); // eslint-disable-line react-hooks/exhaustive-deps -- draftDocument comes with draft

  // Each new step is announced by moving focus to its heading; back at the form with an error, the error summary
  // takes focus instead.
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    if (step === 'form' && Object.keys(form.errors).length > 0) return;
    stepHeading.current?.focus();
  }, [step]); // eslint-disable-line react-hooks/exhaustive-deps -- on a change of step only

  const date = form.values.scheduleDate;
  // A day in the past has no times: say so at the date instead of asking for its times.
  const datePast = isPast(date);
  const slots = useResource(
    isoDate.test(date) && !datePast ? `slots:${api.baseUrl}:${date}` : null,
    async () => (await loadActions()).getValidMeetingTimes(api, { date }),
    {
      cache: false,
    },
  );

  const resend = () => {
    if (!booking) return;
    setResent(false);
    loadActions()
      .then((actions) => actions.validateMeetingEmail(api, { meetingId: booking.meetingId, resend: true }))
      .then(() => {
        // "The code is not valid" was about the old code.
        codeForm.clearErrors();
        setResent(true);
      }, codeForm.showError);
  };

  if (step === 'done' && confirmed) {
    const calendar = safeUrl(calendarUrl);
    return (
      <section className="gft-form-wrap" aria-labelledby={`${id}-title`}>
        <div className="gft-success" role="status" part="success">
          <Heading className="gft-title" id={`${id}-title`} part="heading" tabIndex={-1} ref={stepHeading}>
            {t('meeting.thanks.title')}
          </Heading>
          <p>{t('meeting.thanks.text', { date: formatDate(language, confirmed.scheduleDate, { dateStyle: 'full' }), time: confirmed.scheduleTime })}</p>
          {calendar ? (
            <p>
              <a className="gft-button" href={calendar} target="_blank" rel="noopener noreferrer" part="button">
                {t('meeting.thanks.calendar')} <span className="gft-visually-hidden">{t('forms.opensInNewTab')}</span>
              </a>
            </p>
          ) : null}
        </div>
      </section>
    );
  }

  if (step === 'code' && booking) {
    const codeId = fieldId('code');
    return (
      <section className="gft-form-wrap" aria-labelledby={`${id}-title`}>
        <Heading className="gft-title" id={`${id}-title`} part="heading" tabIndex={-1} ref={stepHeading}>
          {t('meeting.code.title')}
        </Heading>
        <p className="gft-intro">{t('meeting.code.text', { email: booking.input.ownerEmail })}</p>
        <form className="gft-form gft-form--inline" noValidate onSubmit={codeForm.handleSubmit} part="form" aria-busy={codeForm.pending ? 'true' : undefined}>
          <ErrorSummary items={codeForm.summary({ code: { id: codeId, label: t('meeting.code.label') } })} focusKey={codeForm.failures} />
          <TextField
            id={codeId}
            label={t('meeting.code.label')}
            value={codeForm.values.code}
            onChange={(value) => codeForm.set('code', value)}
            error={codeForm.errors.code}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
          <SubmitButton pending={codeForm.pending} pendingLabel={t('forms.sending')}>
            {t('meeting.code.submit')}
          </SubmitButton>
        </form>
        <div className="gft-actions">
          <button type="button" className="gft-link-button" onClick={resend}>
            {t('meeting.code.resend')}
          </button>
          <button type="button" className="gft-link-button" onClick={() => setStep('form')}>
            {t('meeting.code.back')}
          </button>
        </div>
        <p role="status" className="gft-hint">
          {resent ? t('meeting.code.resent', { email: booking.input.ownerEmail }) : ''}
        </p>
      </section>
    );
  }

  const labels = Object.fromEntries(
    sections
      .flatMap(([, names]) => names)
      .concat('privacyConsent')
      .map((name) => [name, { id: fieldId(name), label: label(name) }]),
  );
  const text = (name: keyof Values) => {
    const hintKey = `meeting.fields.${name}.hint`;
    const hint = t(hintKey);
    if (dateFields.has(name)) {
      return (
        <DateField
          key={name}
          id={fieldId(name)}
          label={label(name)}
          hint={hint === hintKey ? undefined : hint}
          value={form.values[name] as string}
          onChange={(value) => form.set(name, value)}
          error={form.errors[name] ?? (name === 'scheduleDate' && datePast ? 'validation.datePast' : undefined)}
        />
      );
    }
    return (
      <TextField
        key={name}
        id={fieldId(name)}
        label={label(name)}
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
  };

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

  const field = (name: keyof Values) => {
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
        return (
          <div key={name}>
            <SelectField
              id={fieldId(name)}
              label={label(name)}
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
            fileName={form.values.document?.name ?? null}
            onChange={(file) => form.set('document', file)}
            error={form.errors.document}
          />
        );
      default:
        return text(name);
    }
  };

  return (
    <section className="gft-form-wrap" aria-labelledby={`${id}-title`}>
      <Heading className={hideTitle ? 'gft-title gft-visually-hidden' : 'gft-title'} id={`${id}-title`} part="heading" tabIndex={-1} ref={stepHeading}>
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
    </section>
  );
}

/** A PDF of at most 10 MB, or nothing. */
function checkDocument(file: File | null): string | null {
  if (!file) return null;
  if (file.size > uploadLimits.pdf.maxBytes) return 'meeting.document.tooLarge';
  if (!(file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf'))) return 'meeting.document.wrongType';
  return null;
}

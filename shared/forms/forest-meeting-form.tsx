/** The forest-owner meeting form: its steps' state, the request and the code forms, the uploads, and the step shown. */

import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import type { ApiClient } from '../api/client';
import { isApiError } from '../api/errors';
import { lazyModule } from '../api/lazy-module';
import type { MeetingInput } from '../api/schemas/meeting';
import { useForms } from '../ui/forms-context';
import { clearMeetingDraft, useMeetingDraft } from './forest-meeting-draft';
import { checkDocument, emptyValues, isoDate, isPast, type MeetingConfirmed, type MeetingStep, type MeetingValues } from './forest-meeting-fields';
import { MeetingRequestStep } from './forest-meeting-request';
import { MeetingCodeStep, MeetingThanks, type StepHeading } from './forest-meeting-steps';
import { FieldFailure } from './field-failure';
import { parseDecimal, useForm, usePreload, validate, type FormFailure } from './use-form';
import { useResource } from './use-resource';

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

const loadActions = lazyModule('forest meeting form', () => import('./forest-meeting-form-actions'));

/** The request's values as the contract takes them, or the errors to show: the schema's, the document's, a past day. */
async function parseMeeting(values: MeetingValues) {
  const actions = await loadActions();
  const input = {
    ...values,
    latitude: parseDecimal(values.latitude),
    longitude: parseDecimal(values.longitude),
    standSize: parseDecimal(values.standSize),
    standAge: parseDecimal(values.standAge),
    document: null,
  };
  const result = validate(actions.meetingInputSchema, input, (path) => values[path as keyof MeetingValues] === '');
  const errors = { ...(result.ok ? {} : result.errors) };
  const documentError = checkDocument(values.document);
  if (documentError) errors.document = documentError;
  if (isPast(values.scheduleDate)) errors.scheduleDate = 'validation.datePast';
  return Object.keys(errors).length > 0 ? { ok: false as const, errors } : result;
}

/** Uploads the owner's PDF and gives its hash; a file too large or not a PDF is said at the document's field. */
async function uploadDocument(api: ApiClient, file: File): Promise<string> {
  try {
    return (await (await loadActions()).uploadPdf(api, file, file.name)).hash;
  } catch (error) {
    if (isApiError(error) && error.status === 413) throw new FieldFailure('document', 'meeting.document.tooLarge', 'HTTP_ERROR');
    if (isApiError(error) && error.status === 415) throw new FieldFailure('document', 'meeting.document.wrongType', 'HTTP_ERROR');
    throw error;
  }
}

/**
 * Each new step is announced by moving focus to its heading; back at the form with an error (`errorShown`), the error
 * summary takes focus instead.
 */
function useFocusOnNewStep(step: MeetingStep, heading: RefObject<HTMLHeadingElement | null>, errorShown: () => boolean) {
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    if (errorShown()) return;
    heading.current?.focus();
  }, [step]); // eslint-disable-line react-hooks/exhaustive-deps -- on a change of step only
}

/** The free times of the day chosen; a day in the past has none, and says so at the date instead of asking for times. */
function useSlotsOf(api: ApiClient, date: string) {
  const datePast = isPast(date);
  const slots = useResource(
    isoDate.test(date) && !datePast ? `slots:${api.baseUrl}:${date}` : null,
    async () => (await loadActions()).getValidMeetingTimes(api, { date }),
    {
      cache: false,
    },
  );
  return { slots, datePast };
}

/** Forest-owner meeting: the form, then the e-mail code step (with resend), then the thank-you step. */
export function ForestMeetingForm({ privacyUrl, calendarUrl, headingLevel = 2, hideTitle = false, onSuccess, onFailure }: ForestMeetingFormProps) {
  const { api } = useForms();
  const id = useId();
  const [step, setStep] = useState<MeetingStep>('form');
  const [booking, setBooking] = useState<{ meetingId: string; input: Omit<MeetingInput, 'privacyConsent'> } | null>(null);
  const [confirmed, setConfirmed] = useState<MeetingConfirmed | null>(null);
  const [resent, setResent] = useState(false);
  // An uploaded file is not uploaded again when the form is sent a second time.
  const uploaded = useRef<{ file: File; hash: string } | null>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const stepHeading = useRef<HTMLHeadingElement>(null);

  usePreload(loadActions);
  const form = useForm({
    initial: emptyValues,
    parse: parseMeeting,
    fallbackErrorKey: 'meeting.failed',
    onFailure,
    submit: async (data, values) => {
      let document: string | null = null;
      if (values.document) {
        if (uploaded.current?.file !== values.document) uploaded.current = { file: values.document, hash: await uploadDocument(api, values.document) };
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
      clearMeetingDraft();
      setConfirmed(result);
      setStep('done');
      onSuccess?.(result);
    },
  });

  const draftDocument = useMeetingDraft(form, step);

  useFocusOnNewStep(step, stepHeading, () => step === 'form' && Object.keys(form.errors).length > 0);

  const { slots, datePast } = useSlotsOf(api, form.values.scheduleDate);

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

  const heading: StepHeading = { Heading, id, headingRef: stepHeading };
  return (
    <section className="gft-form-wrap" aria-labelledby={`${id}-title`}>
      {step === 'done' && confirmed ? (
        <MeetingThanks {...heading} confirmed={confirmed} calendarUrl={calendarUrl} />
      ) : step === 'code' && booking ? (
        <MeetingCodeStep {...heading} email={booking.input.ownerEmail} codeForm={codeForm} resent={resent} onResend={resend} onBack={() => setStep('form')} />
      ) : (
        <MeetingRequestStep
          {...heading}
          hideTitle={hideTitle}
          form={form}
          slots={slots}
          datePast={datePast}
          draftDocument={draftDocument}
          privacyUrl={privacyUrl}
        />
      )}
    </section>
  );
}

/** The forest-owner meeting form: its steps' state, the request and the code forms, the uploads, and the step shown. */

import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import type { ApiClient } from '../api/client';
import { isApiError } from '../api/errors';
import { lazyModule } from '../api/lazy-module';
import type * as z from 'zod/mini';
import type { MeetingInput, meetingInputSchema } from '../api/schemas/meeting';
import { useForms } from '../ui/forms-context';
import { clearMeetingDraft, useMeetingDraft } from './forest-meeting-draft';
import {
  checkDocument,
  emptyValues,
  formSteps,
  incompleteDate,
  isoDate,
  isPast,
  stepOf,
  type FormStep,
  type MeetingConfirmed,
  type MeetingStep,
  type MeetingValues,
} from './forest-meeting-fields';
import { MeetingRequestStep } from './forest-meeting-request';
import { MeetingCodeStep, MeetingThanks, type StepHeading } from './forest-meeting-steps';
import { FieldFailure } from './field-failure';
import { parseDecimal, useForm, usePreload, validate, type FormController, type FormFailure, type Validated } from './use-form';
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
  /** The step now shown, on each change: a host page shows its notes beside the steps they help with. */
  onStep?: (step: MeetingStep, formStep: FormStep) => void;
}

const loadActions = lazyModule('forest meeting form', () => import('./forest-meeting-form-actions'));

/**
 * The request's values as the contract takes them, or the errors to show: the schema's, the document's, a past day.
 * Before the last step only that step's fields count, and a step without errors gives `null`: on to the next one.
 */
async function parseMeeting(values: MeetingValues, step: FormStep): Promise<Validated<z.output<typeof meetingInputSchema> | null>> {
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
  for (const name of ['plannedStartDate', 'expirationDate'] as const) if (values[name] === incompleteDate) errors[name] = 'meeting.dateIncomplete';
  const last = step === formSteps[formSteps.length - 1];
  const shown = last ? errors : Object.fromEntries(Object.entries(errors).filter(([field]) => stepOf(field) === step));
  if (Object.keys(shown).length > 0) return { ok: false as const, errors: shown };
  return last ? result : { ok: true as const, data: null };
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

type Uploaded = { file: File; hash: string } | null;

/** The hash of the owner's document, uploaded once: a file already uploaded is not uploaded again on a second send. */
async function documentHash(api: ApiClient, uploaded: RefObject<Uploaded>, file: File | null): Promise<string | null> {
  if (!file) return null;
  if (uploaded.current?.file !== file) uploaded.current = { file, hash: await uploadDocument(api, file) };
  return uploaded.current.hash;
}

/**
 * The step shown: the request's (and which of its steps), the code's or the thank-you. A step the visitor moved to
 * (`go`) is announced by moving focus to its heading (one a restored draft opens is not: the host page keeps its
 * focus); back at the request with an error, the error summary takes focus instead.
 */
function useSteps(heading: RefObject<HTMLHeadingElement | null>, errorShown: () => boolean) {
  const [step, setStep] = useState<MeetingStep>('form');
  const [formStep, setFormStep] = useState<FormStep>('you');
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    if (step === 'form' && errorShown()) return;
    heading.current?.focus();
  }, [step, formStep]); // eslint-disable-line react-hooks/exhaustive-deps -- on a change of step only
  const go = (next: MeetingStep, nextForm: FormStep = formStep) => {
    moved.current = true;
    setStep(next);
    setFormStep(nextForm);
  };
  return { step, formStep, setFormStep, go };
}

/** An error of another step's field (the server's, after the last step) brings back the first step that has one. */
function useStepOfErrors(form: FormController<MeetingValues>, atRequest: boolean, formStep: FormStep, setFormStep: (step: FormStep) => void) {
  useEffect(() => {
    const shown = Object.keys(form.errors).map(stepOf);
    const first = formSteps.find((candidate) => shown.includes(candidate));
    if (atRequest && first && !shown.includes(formStep)) setFormStep(first);
  }, [form.failures]); // eslint-disable-line react-hooks/exhaustive-deps -- after each failure only
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
export function ForestMeetingForm({ privacyUrl, calendarUrl, headingLevel = 2, hideTitle = false, onSuccess, onFailure, onStep }: ForestMeetingFormProps) {
  const { api } = useForms();
  const id = useId();
  const [booking, setBooking] = useState<{ meetingId: string; input: Omit<MeetingInput, 'privacyConsent'> } | null>(null);
  const [confirmed, setConfirmed] = useState<MeetingConfirmed | null>(null);
  const [resent, setResent] = useState(false);
  const uploaded = useRef<Uploaded>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const stepHeading = useRef<HTMLHeadingElement>(null);

  const { step, formStep, setFormStep, go } = useSteps(stepHeading, () => Object.keys(form.errors).length > 0);
  useEffect(() => onStep?.(step, formStep), [step, formStep]); // eslint-disable-line react-hooks/exhaustive-deps -- on a change of step only

  usePreload(loadActions);
  const form = useForm({
    initial: emptyValues,
    parse: (values) => parseMeeting(values, formStep),
    fallbackErrorKey: 'meeting.failed',
    onFailure,
    submit: async (data, values) => {
      if (data === null) {
        go('form', formSteps[formSteps.indexOf(formStep) + 1]);
        return;
      }
      const input = { ...data, document: await documentHash(api, uploaded, values.document) };
      try {
        const answer = await (await loadActions()).setMeeting(api, input);
        const { privacyConsent: _consent, ...kept } = input;
        setBooking({ meetingId: answer.meetingId, input: kept });
        setResent(false);
        // A new booking mails a new code; one typed for an earlier booking no longer applies.
        codeForm.set('code', '');
        go('code');
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
          go('form', 'meeting');
          form.showError(error);
          return;
        }
        throw error;
      }
      if (!answer.verified) return;
      const result = { ...booking.input, meetingId: booking.meetingId, startsAt: answer.startsAt };
      clearMeetingDraft();
      setConfirmed(result);
      go('done');
      onSuccess?.(result);
    },
  });

  const draftDocument = useMeetingDraft(form, step, formStep, setFormStep);

  useStepOfErrors(form, step === 'form', formStep, setFormStep);

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
        <MeetingCodeStep {...heading} email={booking.input.ownerEmail} codeForm={codeForm} resent={resent} onResend={resend} onBack={() => go('form', 'you')} />
      ) : (
        <MeetingRequestStep
          {...heading}
          hideTitle={hideTitle}
          formStep={formStep}
          onBack={() => go('form', formSteps[Math.max(0, formSteps.indexOf(formStep) - 1)])}
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

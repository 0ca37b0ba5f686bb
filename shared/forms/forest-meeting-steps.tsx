/** The meeting form's later steps: the e-mail code (with resend and back) and the thank-you with the calendar link. */

import type { Ref } from 'react';
import { safeUrl } from '../api/url';
import { formatDate } from '../i18n/format';
import { ErrorSummary } from '../ui/error-summary';
import { TextField } from '../ui/fields';
import { useForms } from '../ui/forms-context';
import { SubmitButton } from '../ui/submit-button';
import type { MeetingConfirmed } from './forest-meeting-fields';
import type { FormController } from './use-form';

/** What each step's heading needs: its level, the id the section is labelled by, the ref that moves focus to it. */
export interface StepHeading {
  Heading: 'h2' | 'h3';
  id: string;
  headingRef: Ref<HTMLHeadingElement>;
}

/** The code mailed to the owner's address; a new code on request, or back to the form. */
export function MeetingCodeStep({
  Heading,
  id,
  headingRef,
  email,
  codeForm,
  resent,
  onResend,
  onBack,
}: StepHeading & { email: string; codeForm: FormController<{ code: string }>; resent: boolean; onResend: () => void; onBack: () => void }) {
  const { t } = useForms();
  const codeId = `${id}-code`;
  return (
    <>
      <Heading className="gft-title" id={`${id}-title`} part="heading" tabIndex={-1} ref={headingRef}>
        {t('meeting.code.title')}
      </Heading>
      <p className="gft-intro">{t('meeting.code.text', { email })}</p>
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
        <button type="button" className="gft-link-button" onClick={onResend}>
          {t('meeting.code.resend')}
        </button>
        <button type="button" className="gft-link-button" onClick={onBack}>
          {t('meeting.code.back')}
        </button>
      </div>
      <p role="status" className="gft-hint">
        {resent ? t('meeting.code.resent', { email }) : ''}
      </p>
    </>
  );
}

/**
 * The request is sent (the e-mail code confirmed the address and holds the slot): its day and time, that the reply comes
 * by e-mail (no person has confirmed the meeting yet), and the external calendar service when one is set.
 */
export function MeetingThanks({
  Heading,
  id,
  headingRef,
  confirmed,
  calendarUrl,
}: StepHeading & { confirmed: MeetingConfirmed; calendarUrl: string | undefined }) {
  const { t, language } = useForms();
  const calendar = safeUrl(calendarUrl);
  return (
    <div className="gft-success" role="status" part="success">
      <Heading className="gft-title" id={`${id}-title`} part="heading" tabIndex={-1} ref={headingRef}>
        {t('meeting.thanks.title')}
      </Heading>
      <p>
        {t('meeting.thanks.text', {
          date: formatDate(language, confirmed.scheduleDate, { weekday: true }),
          time: confirmed.scheduleTime,
          email: confirmed.ownerEmail,
        })}
      </p>
      {calendar ? (
        <p>
          <a className="gft-button" href={calendar} target="_blank" rel="noopener noreferrer" part="button">
            {t('meeting.thanks.calendar')} <span className="gft-visually-hidden">{t('forms.opensInNewTab')}</span>
          </a>
        </p>
      ) : null}
    </div>
  );
}

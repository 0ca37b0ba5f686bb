import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { lazyModule } from '../api/lazy-module';
import { issuerLine } from '../api/certificate-figures';
import type { CertificateValidation } from '../api/schemas/certificate';
import { formatDate } from '../i18n/format';
import { ErrorSummary } from '../ui/error-summary';
import { TextField } from '../ui/fields';
import { useForms } from '../ui/forms-context';
import { SubmitButton } from '../ui/submit-button';
import { CertificateDetails } from './certificate-details';
import { useForm, usePreload, validate, type FormFailure } from './use-form';

const loadActions = lazyModule('certificate verification', () => import('./certificate-verify-actions'));

export interface CertificateVerifyProps {
  /** Filled in and verified at once. */
  initialId?: string | undefined;
  /** Heading level of the form's title (the host page decides its outline). */
  headingLevel?: 2 | 3;
  /** Keep the form's own title for screen readers only (a page whose h1 already says it). */
  hideTitle?: boolean;
  onOutcome?: (outcome: CertificateValidation, certificateId: string) => void;
  onFailure?: (failure: FormFailure) => void;
}

/**
 * Certificate verification: an ID in; valid, expired, superseded (by a later certificate of the same project, which
 * it verifies at a press), pending or not found out. Never served from a cache.
 */
export function CertificateVerify({ initialId, headingLevel = 2, hideTitle = false, onOutcome, onFailure }: CertificateVerifyProps) {
  const { t, api, language } = useForms();
  const id = useId();
  const fieldId = `${id}-certificate-id`;
  const resultRef = useRef<HTMLDivElement>(null);
  const [result, setResult] = useState<{ id: string; outcome: CertificateValidation } | null>(null);
  usePreload(loadActions);
  const form = useForm({
    initial: { certificateId: initialId ?? '' },
    parse: async (values) => validate((await loadActions()).certificateValidateInputSchema, values, () => values.certificateId.trim() === ''),
    fallbackErrorKey: 'errors.unknown',
    onFailure,
    submit: async (data) => {
      setResult(null);
      const outcome = await (await loadActions()).validateCertificate(api, data);
      setResult({ id: data.certificateId, outcome });
      onOutcome?.(outcome, data.certificateId);
    },
  });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const formRef = useRef<HTMLFormElement>(null);

  // An ID given up front (attribute, page URL) is verified at once, and again whenever it changes. Such a
  // verification is announced (live region, alert) but leaves the host page's focus and scroll alone; only the
  // visitor's own submit moves focus to its outcome.
  const [autoSubmit, setAutoSubmit] = useState(initialId?.trim() ? 1 : 0);
  const automatic = useRef(false);
  const [visitorSubmitted, setVisitorSubmitted] = useState(false);
  const submit = (event: FormEvent) => {
    setVisitorSubmitted(!automatic.current);
    form.handleSubmit(event);
  };
  useEffect(() => {
    if (initialId?.trim() && initialId !== form.values.certificateId) {
      form.set('certificateId', initialId);
      setAutoSubmit((count) => count + 1);
    }
  }, [initialId]); // eslint-disable-line react-hooks/exhaustive-deps -- react to a new ID only, not to typing
  useEffect(() => {
    if (autoSubmit === 0) return;
    // requestSubmit() raises the submit event before it returns.
    automatic.current = true;
    formRef.current?.requestSubmit();
    automatic.current = false;
  }, [autoSubmit]);

  // "Verify certificate X" in a superseded outcome: the visitor's own press, so its outcome takes focus.
  const [follow, setFollow] = useState(0);
  const verifyOther = (other: string) => {
    form.set('certificateId', other);
    setFollow((count) => count + 1);
  };
  useEffect(() => {
    if (follow > 0) formRef.current?.requestSubmit();
  }, [follow]);

  useEffect(() => {
    if (result && visitorSubmitted) resultRef.current?.focus();
  }, [result]); // eslint-disable-line react-hooks/exhaustive-deps -- focus on a new outcome only

  return (
    <section className="gft-form-wrap" aria-labelledby={`${id}-title`}>
      <Heading className={hideTitle ? 'gft-title gft-visually-hidden' : 'gft-title'} id={`${id}-title`} part="heading">
        {t('verify.title')}
      </Heading>
      <p className="gft-intro">{t('verify.intro')}</p>
      <form ref={formRef} className="gft-form gft-form--inline" noValidate onSubmit={submit} part="form" aria-busy={form.pending ? 'true' : undefined}>
        <ErrorSummary
          items={form.summary({ certificateId: { id: fieldId, label: t('verify.fields.certificateId.label') } })}
          focusKey={form.failures}
          takeFocus={visitorSubmitted}
        />
        <TextField
          id={fieldId}
          label={t('verify.fields.certificateId.label')}
          hint={t('verify.fields.certificateId.hint')}
          value={form.values.certificateId}
          onChange={(value) => form.set('certificateId', value)}
          error={form.errors.certificateId}
          spellCheck={false}
        />
        <SubmitButton pending={form.pending} pendingLabel={t('verify.checking')}>
          {t('verify.submit')}
        </SubmitButton>
      </form>
      <div aria-live="polite">
        {result ? (
          <div className={`gft-result gft-result--${result.outcome.status}`} ref={resultRef} tabIndex={-1} part="result">
            <Outcome id={result.id} outcome={result.outcome} language={language} headingLevel={headingLevel} onVerify={verifyOther} />
          </div>
        ) : null}
      </div>
    </section>
  );
}

/** What a verification answered, as the widget and the portal show it (exported for its unit test). */
export function Outcome({
  id,
  outcome,
  language,
  headingLevel,
  onVerify,
}: {
  id: string;
  outcome: CertificateValidation;
  language: 'de' | 'en';
  headingLevel: 2 | 3;
  onVerify: (id: string) => void;
}) {
  const { t } = useForms();
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  switch (outcome.status) {
    case 'valid':
      return (
        <>
          <Sub className="gft-result-title">{t('verify.outcome.valid.title')}</Sub>
          {/* Who issued it (the API's issuer, the provider's imprint) and how to check it on the register oneself: the
              register is the proof, not this page. */}
          <p>
            {outcome.certificate.issuer?.name
              ? t('verify.outcome.valid.text', { date: formatDate(language, outcome.certificate.date), issuer: issuerLine(outcome.certificate.issuer) })
              : t('verify.outcome.valid.textNoIssuer', { date: formatDate(language, outcome.certificate.date) })}
          </p>
          <p>{t('verify.outcome.valid.register')}</p>
          <CertificateDetails certificate={outcome.certificate} language={language} />
        </>
      );
    case 'expired':
      return (
        <>
          <Sub className="gft-result-title">{t('verify.outcome.expired.title')}</Sub>
          <p>{t('verify.outcome.expired.text', { date: formatDate(language, outcome.expiredAt) })}</p>
          <CertificateDetails certificate={outcome.certificate} language={language} />
        </>
      );
    case 'superseded':
      // Not valid on its own: a later certificate of the project states these tonnes and the ones added since.
      return (
        <>
          <Sub className="gft-result-title">{t('verify.outcome.superseded.title')}</Sub>
          <p>{t('verify.outcome.superseded.text', { id: outcome.supersededBy, date: formatDate(language, outcome.supersededAt) })}</p>
          <p>
            <button type="button" className="gft-button" part="button" onClick={() => onVerify(outcome.supersededBy)}>
              {t('verify.outcome.superseded.verifyNew', { id: outcome.supersededBy })}
            </button>
          </p>
          <CertificateDetails certificate={outcome.certificate} language={language} />
        </>
      );
    case 'pending':
      return (
        <>
          <Sub className="gft-result-title">{t('verify.outcome.pending.title')}</Sub>
          <p>
            {t('verify.outcome.pending.text')}
            {outcome.readyAt ? ` ${t('verify.outcome.pending.readyAt', { time: formatDate(language, outcome.readyAt, { time: true }) })}` : ''}
          </p>
        </>
      );
    case 'not_found':
      return (
        <>
          <Sub className="gft-result-title">{t('verify.outcome.notFound.title')}</Sub>
          <p>{t('verify.outcome.notFound.text', { id })}</p>
        </>
      );
  }
}

import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorMessageKey } from '#shared/api/errors';
import type { CertificateStatus, CertificateView } from '#shared/api/schemas/certificate';
import { formatDate } from '#shared/i18n/format';
import { localized, paramPaths, paths } from '#portal/lib/paths';
import { CertificateDownload } from '#portal/lib/certificate-download';
import { isCertificateSettled, isMissingCertificate, useCertificateStatus } from '#portal/lib/certificate-status';
import { CopyButton, selectContents } from '#portal/lib/copy-text';
import { LoadProblem } from '#portal/lib/load-problem';
import { usePageMeta, usePortalText } from '#portal/lib/language';
import { useTexts } from '#portal/lib/locales';
import { BadgeEmbed } from './badge-embed';
import { CertificateSheet, KeepWhole } from './certificate-sheet';
import './certificate.css';
import { siteOrigin } from '#portal/lib/page-head';

/**
 * A certificate of the customer (`/dashboard/certificates/:id`), as the server has it: on its way (burned, recorded on
 * the public register, ready) and checked again by itself, or ready with its details, QR code, link and PDF. An
 * unknown id or someone else's is "not found" inside the frame.
 */
export function CertificatePage() {
  const { language } = usePortalText();
  useTexts('certificates', language);
  // The certificate's labels are the verification form's (shared with the widget), with its texts.
  useTexts('forms', language);
  const { id = '' } = useParams();
  return <CertificateScreen key={id} id={id} />;
}

function CertificateScreen({ id }: { id: string }) {
  const status = useCertificateStatus(id);
  const missing = status.isError && isMissingCertificate(status.error);
  usePageMeta(status.data ? 'certificates.page' : missing ? 'certificates.notFound' : 'certificates.page.loading', { id });
  if (status.data) return <CertificateState status={status.data} query={status} />;
  if (missing) return <CertificateNotFound id={id} />;
  return <CertificateLoading query={status} />;
}

function CertificateLoading({ query }: { query: UseQueryResult<CertificateStatus> }) {
  const { t } = usePortalText();
  return (
    <article className="page">
      <h1>{t('certificates.page.h1Loading')}</h1>
      {query.isError ? (
        <LoadProblem query={query} />
      ) : (
        <p className="loading" role="status">
          {t('common.loading')}
        </p>
      )}
    </article>
  );
}

function CertificateNotFound({ id }: { id: string }) {
  const { t, language } = usePortalText();
  return (
    <article className="page">
      <h1>{t('certificates.notFound.h1')}</h1>
      <p>{t('certificates.notFound.text', { id })}</p>
      <p>
        <Link to={localized(language, paths.projects)}>{t('certificates.page.back')}</Link>
      </p>
      <p>
        <Link to={localized(language, paths.verify)}>{t('certificates.notFound.verify')}</Link>
      </p>
    </article>
  );
}

/** What the live line at the top says: read out whenever the stage changes (it stays in the page throughout). */
function leadKey(status: CertificateStatus): string {
  if (status.stage === 'ready') return 'certificates.ready.status';
  if (status.stage === 'expired') return 'certificates.ready.expired';
  if (status.stage === 'superseded') return 'certificates.ready.superseded';
  return status.overdue ? 'certificates.overdue.lead' : `certificates.progress.${status.stage}`;
}

const leadLook = (status: CertificateStatus, settled: boolean) =>
  status.stage === 'superseded' || status.stage === 'expired' ? status.stage : settled ? 'ready' : status.overdue ? 'overdue' : 'waiting';

function CertificateState({ status, query }: { status: CertificateStatus; query: UseQueryResult<CertificateStatus> }) {
  const { t, language } = usePortalText();
  const heading = useRef<HTMLHeadingElement>(null);
  const settled = isCertificateSettled(status);
  // Arriving while the customer watches, the certificate replaces the check button: focus that was on it goes to
  // the heading, not to the start of the page.
  const wasSettled = useRef(settled);
  useEffect(() => {
    if (settled && !wasSettled.current && (document.activeElement === null || document.activeElement === document.body)) heading.current?.focus();
    wasSettled.current = settled;
  }, [settled]);
  const back = status.projectId ? localized(language, paramPaths.project.href({ id: status.projectId })) : localized(language, paths.projects);
  return (
    <article className="page page--wide certificate-page">
      <p className="back-link">
        <Link to={back}>{status.projectId ? t('certificates.page.toProject') : t('certificates.page.back')}</Link>
      </p>
      <h1 ref={heading} tabIndex={-1}>
        <KeepWhole text={t('certificates.page.h1', { id: status.id })} whole={status.id} />
      </h1>
      <p className={`certificate-lead certificate-lead--${leadLook(status, settled)}`} role="status">
        {t(leadKey(status), { time: formatDate(language, status.expectedBy, { time: true }), id: status.supersededBy ?? '' })}
      </p>
      {status.stage === 'superseded' && status.supersededBy ? (
        <p className="certificate-successor">
          <Link to={localized(language, paramPaths.certificate.href({ id: status.supersededBy }))}>
            {t('certificates.ready.supersededLink', { id: status.supersededBy })}
          </Link>
        </p>
      ) : null}
      {status.certificate && settled ? <ReadyCertificate certificate={status.certificate} status={status} /> : <OnItsWay status={status} query={query} />}
    </article>
  );
}

/** The time now, again every `everyMs` (for "about N minutes" while the page stays open). */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

type StepState = 'done' | 'current' | 'upcoming';

function OnItsWay({ status, query }: { status: CertificateStatus; query: UseQueryResult<CertificateStatus> }) {
  const { t, language } = usePortalText();
  const headingId = useId();
  const now = useNow(15_000);
  const time = (iso: string) => formatDate(language, iso, { time: 'only' });
  const registered = status.stage === 'registered';
  const steps: { key: string; state: StepState; at: string | null }[] = [
    { key: 'burned', state: 'done', at: status.burnedAt },
    { key: 'registered', state: registered ? 'done' : 'current', at: status.registeredAt },
    { key: 'ready', state: registered ? 'current' : 'upcoming', at: null },
  ];
  const minutesLeft = Math.ceil((Date.parse(status.expectedBy) - now) / 60_000);
  return (
    <section className="certificate-progress" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('certificates.progress.heading')}</h2>
      <ol className="certificate-steps" aria-label={t('certificates.progress.steps')}>
        {steps.map((step) => (
          <li key={step.key} className={`certificate-step certificate-step--${step.state}`} aria-current={step.state === 'current' ? 'step' : undefined}>
            <span className="certificate-step__mark" aria-hidden="true">
              {step.state === 'done' ? '✓' : step.state === 'current' ? '●' : '○'}
            </span>
            <span className="certificate-step__text">
              <span className="certificate-step__name">{t(`certificates.progress.step.${step.key}`)}</span>{' '}
              <span className="certificate-step__state">({t(`certificates.progress.state.${step.state}`)})</span>
              {step.at ? (
                <>
                  {' '}
                  <time className="certificate-step__time" dateTime={step.at}>
                    {time(step.at)}
                  </time>
                </>
              ) : null}
            </span>
          </li>
        ))}
      </ol>
      {status.overdue ? (
        <Overdue status={status} />
      ) : (
        <p className="certificate-expected">
          <strong>{t('certificates.progress.expected', { time: time(status.expectedBy) })}.</strong>{' '}
          {minutesLeft > 0 ? t('certificates.progress.remaining', { count: minutesLeft }) : t('certificates.progress.any')}
        </p>
      )}
      <p>{status.overdue ? t('certificates.overdue.still') : t('certificates.progress.auto')}</p>
      <CheckNow query={query} />
    </section>
  );
}

/** Past the 10 minutes (the lead says so): what to do, contact support with the certificate id. */
function Overdue({ status }: { status: CertificateStatus }) {
  const { t, language } = usePortalText();
  const headingId = useId();
  return (
    <div className="certificate-overdue" role="group" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('certificates.overdue.heading')}</h3>
      <p>{t('certificates.overdue.text')}</p>
      <p>{t('certificates.overdue.action', { id: status.id })}</p>
      <p>
        <Link className="button" to={localized(language, paths.contact)}>
          {t('certificates.overdue.contact')}
        </Link>
      </p>
    </div>
  );
}

/** "Check for the certificate": asks the server now; before readiness it answers "not ready yet, wait a few minutes". */
function CheckNow({ query }: { query: UseQueryResult<CertificateStatus> }) {
  const { t } = usePortalText();
  const [checking, setChecking] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);
  const check = async () => {
    if (checking) return;
    setChecking(true);
    // Cleared first, so that the same answer twice is announced twice.
    setAnswer(null);
    const result = await query.refetch();
    setChecking(false);
    if (result.error) setAnswer(errorMessageKey(result.error) ?? 'errors.unknown');
    else if (!isCertificateSettled(result.data)) setAnswer('errors.certificateNotReady');
  };
  return (
    <div className="certificate-check">
      <button type="button" className="button" aria-busy={checking || undefined} onClick={() => void check()}>
        {checking ? t('certificates.progress.checking') : t('certificates.progress.check')}
      </button>
      <p className="certificate-check__answer" role="status">
        {answer ? t(answer) : null}
      </p>
    </div>
  );
}

function ReadyCertificate({ certificate, status }: { certificate: CertificateView; status: CertificateStatus }) {
  const { t, language } = usePortalText();
  const verifyLink = useRef<HTMLAnchorElement>(null);
  // The sheet shows the link's host and path; where copying fails, its whole URL, selected to be copied by hand (again
  // at each refusal, once it is rendered).
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) selectContents(verifyLink.current);
  }, [refusals]);
  const verifyPath = `${localized(language, paths.verify)}?${new URLSearchParams({ certificate: certificate.id }).toString()}`;
  const verifyUrl = new URL(verifyPath, siteOrigin()).href;
  const state = status.stage === 'expired' || status.stage === 'superseded' ? status.stage : 'ready';
  return (
    <>
      <div className="certificate-actions" role="group" aria-label={t('certificates.ready.actions')}>
        <CertificateDownload id={certificate.id} primary />
        <button type="button" className="button button--ghost" onClick={() => window.print()}>
          {t('certificates.ready.print')}
        </button>
        <CopyButton
          text={verifyUrl}
          shown={() => {
            setRefusals((count) => count + 1);
            return null;
          }}
          labels={{ copy: t('certificates.ready.copy'), copied: t('certificates.ready.copied'), failed: t('certificates.ready.copyFailed') }}
        />
      </div>
      <CertificateSheet
        certificate={certificate}
        state={state}
        supersededBy={status.supersededBy}
        verifyPath={verifyPath}
        verifyUrl={verifyUrl}
        verifyLinkRef={verifyLink}
        verifyWhole={refusals > 0}
      />
      {/* Provenance: the serial numbers of the tokens, on the register (issue 41). */}
      <p className="certificate-provenance">
        <Link to={localized(language, paths.tokenIndexes)}>{t('certificates.ready.indexes')}</Link>
      </p>
      {/* An expired or superseded certificate is nothing to show off. */}
      {state === 'ready' ? <BadgeEmbed id={certificate.id} /> : null}
    </>
  );
}

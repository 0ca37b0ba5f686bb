import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { UtilizeAnswer } from '#shared/api/schemas/transaction';
import { formatDate, formatNumber, formatTonnes } from '#shared/i18n/format';
import { localized, paramPaths, paths } from '#portal/lib/paths';
import { usePortalText } from '#portal/lib/language';
import { openTonnes, tokensNeeded } from '#portal/lib/open-emissions';

/**
 * The burn's outcome, from the server's answer: full (the certificate is on its way, expected when its page expects it,
 * with its page) or partial (what is still open and the way to buy more). Focus moves to its heading, the SPEC's burn
 * success message.
 */
export function BurnOutcome({ answer, onNext }: { answer: UtilizeAnswer; onNext: (projectId: string | null) => void }) {
  const { t, language } = usePortalText();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { project, wallet, certificate } = answer;
  const tokens = (value: number) => formatNumber(language, value);
  const full = answer.outcome === 'full';
  return (
    <section className="compensate-outcome" aria-labelledby="compensate-outcome-title">
      <h2 id="compensate-outcome-title" ref={heading} tabIndex={-1} className="compensate-outcome__title">
        {t('success.burnSucceeded')}
      </h2>
      <p className="compensate-outcome__lead">
        <strong>{t(full ? 'compensate.outcome.full' : 'compensate.outcome.partial', { name: project.name, tokens: tokens(answer.burned) })}</strong>
      </p>
      {full && certificate ? (
        <div className="certificate-state certificate-state--pending">
          <p>{t('compensate.outcome.certificate', { id: certificate.id, time: formatDate(language, certificate.expectedBy, { time: 'only' }) })}</p>
          <p>
            <Link className="button" to={localized(language, paramPaths.certificate.href({ id: certificate.id }))}>
              {t('compensate.outcome.certificateLink', { id: certificate.id })}
            </Link>
          </p>
        </div>
      ) : (
        <p>{t('compensate.outcome.stillOpen', { open: formatTonnes(language, openTonnes(project)), tokens: tokens(tokensNeeded(project)) })}</p>
      )}
      <dl className="project-figures">
        <div>
          <dt>{t('compensate.outcome.wallet')}</dt>
          <dd>{t('compensate.wallet.tokens', { tokens: tokens(wallet.tokensAvailable) })}</dd>
        </div>
        <div>
          <dt>{t('compensate.outcome.transaction')}</dt>
          <dd>{t('compensate.outcome.transactionValue', { number: answer.transaction.number })}</dd>
        </div>
      </dl>
      <p className="form-actions compensate-outcome__actions">
        {!full && wallet.tokensAvailable > 0 ? (
          <button type="button" className="button" onClick={() => onNext(project._id)}>
            {t('compensate.outcome.rest')}
          </button>
        ) : null}
        {!full ? (
          <Link className={wallet.tokensAvailable > 0 ? 'button button--ghost' : 'button'} to={localized(language, paths.buy)}>
            {t('compensate.outcome.buy')}
          </Link>
        ) : null}
        <Link className="button button--ghost" to={localized(language, paramPaths.project.href({ id: project._id }))}>
          {t('compensate.outcome.project')}
        </Link>
        <button type="button" className="button button--ghost" onClick={() => onNext(null)}>
          {t('compensate.outcome.another')}
        </button>
      </p>
    </section>
  );
}

import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { UtilizeAnswer } from '#shared/api/schemas/transaction';
import { formatDate, formatNumber, formatTonnes } from '#shared/i18n/format';
import { localized, paramPaths, paths } from '#portal/lib/paths';
import { usePortalText } from '#portal/lib/language';
import { openTonnes, tokensNeeded } from '#portal/lib/open-emissions';

/**
 * The burn's outcome, from the server's answer: full (the certificate is on its way, expected when its page expects it)
 * or partial (what is still open and the way to buy more). Its heading (the SPEC's burn success message, with the
 * success icon of the return page) takes the focus. One primary action and at most two secondary ones in a row; "another
 * project" is a link below them.
 */
export function BurnOutcome({ answer, onNext }: { answer: UtilizeAnswer; onNext: (projectId: string | null) => void }) {
  const { t, language } = usePortalText();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { project, wallet, certificate } = answer;
  const tokens = (value: number) => formatNumber(language, value);
  const full = answer.outcome === 'full';
  const left = wallet.tokensAvailable > 0;
  return (
    <section className="compensate-outcome" aria-labelledby="compensate-outcome-title">
      <div className="outcome-heading outcome-heading--succeeded">
        <span className="outcome-heading__icon" aria-hidden="true">
          <CircleCheck />
        </span>
        <h2 id="compensate-outcome-title" ref={heading} tabIndex={-1} className="compensate-outcome__title">
          {t('success.burnSucceeded')}
        </h2>
      </div>
      <p className="compensate-outcome__lead">
        <strong>{t(full ? 'compensate.outcome.full' : 'compensate.outcome.partial', { name: project.name, tokens: tokens(answer.burned) })}</strong>
      </p>
      {full && certificate ? (
        <p className="certificate-state certificate-state--pending">
          {t('compensate.outcome.certificate', { id: certificate.id, time: formatDate(language, certificate.expectedBy, { time: 'only' }) })}
        </p>
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
      <div className="form-actions compensate-outcome__actions">
        {full && certificate ? (
          <Link className="button" to={localized(language, paramPaths.certificate.href({ id: certificate.id }))}>
            {t('compensate.outcome.certificateLink', { id: certificate.id })}
          </Link>
        ) : left ? (
          <button type="button" className="button" onClick={() => onNext(project._id)}>
            {t('compensate.outcome.rest')}
          </button>
        ) : null}
        {full ? null : (
          <Link className={left ? 'button button--ghost' : 'button'} to={localized(language, paths.buy)}>
            {t('compensate.outcome.buy')}
          </Link>
        )}
        <Link className="button button--ghost" to={localized(language, paramPaths.project.href({ id: project._id }))}>
          {t('compensate.outcome.project')}
        </Link>
      </div>
      <p className="compensate-outcome__more">
        <button type="button" className="link-button" onClick={() => onNext(null)}>
          {t('compensate.outcome.another')}
        </button>
      </p>
    </section>
  );
}

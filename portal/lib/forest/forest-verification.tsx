import { useId } from 'react';
import type { ForestVerification as Verification } from '#shared/api/schemas/product';
import { formatDate } from '#shared/i18n/format';
import { formatLocales, type Language } from '#shared/i18n/languages';
import { usePortalText } from '../language';
import { useMediaUrl } from './media-url';

type HeadingLevel = 'h2' | 'h3';

/**
 * Who last verified the forest's stock, to which standards and when, with the report to download: the figures beside
 * it rest on that report. A record the API marks `example` (the sandbox's) says so in its heading and under it, so a
 * made-up verifier is never read as a real one.
 */
export function ForestVerification({ verification, heading: Heading = 'h2' }: { verification: Verification; heading?: HeadingLevel }) {
  const { t, language } = usePortalText();
  const media = useMediaUrl();
  const id = useId();
  const date = formatDate(language, verification.reportDate);
  return (
    <section className="forest-verification" aria-labelledby={id}>
      <Heading id={id} className="forest-verification__title">
        {t('forests.verification.title')}
        {verification.example ? <span className="badge forest-verification__example">{t('forests.verification.example')}</span> : null}
      </Heading>
      <dl className="forest-verification__facts">
        <div>
          <dt>{t('forests.verification.verifier')}</dt>
          <dd>{verification.verifier}</dd>
        </div>
        {verification.standards.length > 0 ? (
          <div>
            <dt>{t('forests.verification.standards')}</dt>
            <dd>{verification.standards.join(', ')}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('forests.verification.date')}</dt>
          <dd>{date}</dd>
        </div>
      </dl>
      <div className="forest-verification__end">
        <p>
          <a className="text-link" href={media(verification.reportHash)} download>
            {t('forests.verification.report', { date })}
          </a>
        </p>
        {verification.example ? <p className="forest-verification__note">{t('forests.verification.exampleNote')}</p> : null}
      </div>
    </section>
  );
}

/** The report's month as the card's short line writes it in both languages: `03/2026`. */
const reportMonth = (language: Language, day: string) =>
  new Intl.DateTimeFormat(formatLocales[language], { month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

/**
 * A forest card's one line on its last verification: "Geprüft 03/2026 · ISO 14064-2", and "Beispiel" for an example.
 * The standard's name never breaks across lines ("ISO" alone at a line's end).
 */
export function VerificationLine({ verification }: { verification: Verification }) {
  const { t, language } = usePortalText();
  return (
    <p className="verification-line">
      <span>
        {verification.standards[0]
          ? t('forests.verification.line', {
              month: reportMonth(language, verification.reportDate),
              standard: verification.standards[0].replace(/ /g, '\u00a0'),
            })
          : t('forests.verification.lineMonthOnly', { month: reportMonth(language, verification.reportDate) })}
      </span>
      {verification.example ? <span className="badge verification-line__example">{t('forests.verification.example')}</span> : null}
    </p>
  );
}

/** The blocks of the content pages: the steps of how it works, text sections as cards, the closing call to action. */

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Sentence } from '#portal/lib/sentence';
import { localized, paths } from '#portal/lib/paths';
import { usePageText } from './page';
import { stepIllustrations } from './step-illustrations';

interface Step {
  heading: string;
  text: string;
}

/**
 * The five steps of how it works with their illustrations: in full on /how-it-works, `compact` (smaller, each
 * illustration beside its step) on the home page. Nowhere else: other pages link to /how-it-works (HowItWorksLine).
 */
export function HowItWorksSteps({ compact = false }: { compact?: boolean }) {
  const { list } = usePageText();
  const Heading = compact ? 'h3' : 'h2';
  return (
    <ol className={compact ? 'step-row step-row--compact' : 'step-row'}>
      {list<Step>('pages.howItWorks.steps').map((step, index) => {
        const Art = stepIllustrations[index];
        return (
          <li key={step.heading} className="step-row__item">
            {Art ? <Art /> : null}
            <Heading className="step-row__heading">{step.heading}</Heading>
            <p>{step.text}</p>
          </li>
        );
      })}
    </ol>
  );
}

/** A line that leads on to another page (`<a>` in the text marks the link). */
export function LeadOn({ i18nKey, to }: { i18nKey: string; to: string }) {
  return (
    <p className="content-section lead-on">
      <Sentence i18nKey={i18nKey} components={{ a: <Link className="text-link" to={to} /> }} />
    </p>
  );
}

/** The one line that leads to /how-it-works from a page that does not show the steps itself. */
export function HowItWorksLine() {
  const { language } = usePageText();
  return <LeadOn i18nKey="pages.content.howItWorksLine" to={localized(language, paths.howItWorks)} />;
}

/** The closing call to action of a content page, with the FAQ beside it. */
export function ClosingCall({ textKey, children }: { textKey: string; children: ReactNode }) {
  const { t, language } = usePageText();
  return (
    <section className="content-cta" aria-labelledby="cta-title">
      <h2 id="cta-title">{t(`${textKey}.heading`)}</h2>
      <p>{t(`${textKey}.text`)}</p>
      <div className="content-page__actions">{children}</div>
      <p className="content-cta__faq">
        <Sentence i18nKey="pages.content.faqCta" components={{ a: <Link className="text-link" to={localized(language, paths.faq)} /> }} />
      </p>
    </section>
  );
}

/** Text sections as cards (`pages.<key>.<listKey>`: heading and text). */
export function Points({ listKey, headingKey }: { listKey: string; headingKey: string }) {
  const { t, list } = usePageText();
  return (
    <section className="content-section" aria-labelledby={`${listKey}-title`.replace(/\./g, '-')}>
      <h2 id={`${listKey}-title`.replace(/\./g, '-')}>{t(headingKey)}</h2>
      <ul className="card-grid point-grid">
        {list<Step>(listKey).map((point) => (
          <li key={point.heading} className="card">
            <h3 className="card__title">{point.heading}</h3>
            <p>{point.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

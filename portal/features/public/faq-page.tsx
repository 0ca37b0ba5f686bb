import { Link } from 'react-router-dom';
import { localized, paths, sections } from '#portal/lib/paths';
import { Page, usePageText } from './page';

/** Where an answer's link may lead, by the name its entry gives (`to`): the texts name places, never addresses. */
const linkTargets = { withdrawal: { path: paths.impressum, hash: sections.withdrawal } } as const;

interface Entry {
  q: string;
  a: string;
  /** A link under the answer: its words and where it leads. */
  link?: string;
  to?: keyof typeof linkTargets;
}

/** Questions as an accordion: native <details>, keyboard and screen-reader operable without script. */
export function FaqList({ listKey, limit }: { listKey: string; limit?: number }) {
  const { list, language } = usePageText();
  const entries = list<Entry>(listKey).slice(0, limit);
  return (
    <div className="accordion">
      {entries.map((entry) => (
        <details key={entry.q} className="accordion__item">
          <summary>{entry.q}</summary>
          <p>{entry.a}</p>
          {entry.link && entry.to && entry.to in linkTargets ? (
            <p>
              <Link className="text-link" to={`${localized(language, linkTargets[entry.to].path)}#${linkTargets[entry.to].hash}`}>
                {entry.link}
              </Link>
            </p>
          ) : null}
        </details>
      ))}
    </div>
  );
}

export function FaqPage() {
  const { t } = usePageText();
  return (
    <Page metaKey="faq">
      <section className="text-section">
        <h2>{t('pages.faq.esgHeading')}</h2>
        <FaqList listKey="pages.faq.esg" />
      </section>
      <section className="text-section">
        <h2>{t('pages.faq.generalHeading')}</h2>
        <FaqList listKey="pages.faq.general" />
      </section>
      <section className="text-section">
        <h2>{t('pages.faq.buyingHeading')}</h2>
        <FaqList listKey="pages.faq.buying" />
      </section>
    </Page>
  );
}

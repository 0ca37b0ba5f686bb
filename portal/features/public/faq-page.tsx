import { Page, usePageText } from './page';

interface Entry {
  q: string;
  a: string;
}

/** Questions as an accordion: native <details>, keyboard and screen-reader operable without script. */
export function FaqList({ listKey, limit }: { listKey: string; limit?: number }) {
  const { list } = usePageText();
  const entries = list<Entry>(listKey).slice(0, limit);
  return (
    <div className="accordion">
      {entries.map((entry) => (
        <details key={entry.q} className="accordion__item">
          <summary>{entry.q}</summary>
          <p>{entry.a}</p>
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
    </Page>
  );
}

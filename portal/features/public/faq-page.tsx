import { Link } from 'react-router-dom';
import { localized, paths, sections } from '#portal/lib/paths';
import { useServices } from '#portal/lib/services';
import { faqVatOf } from './imprint-lines';
import { Page, usePageText } from './page';

/** Where an answer's link may lead, by the name its entry gives (`to`): the texts name places, never addresses. */
const linkTargets = { withdrawal: { path: paths.impressum, hash: sections.withdrawal } } as const;

interface Entry {
  q: string;
  a: string;
  /** A link under the answer: its words and where it leads. */
  link?: string;
  to?: keyof typeof linkTargets;
  /** Whose VAT: the entry's words are a German provider's; the configured provider's country decides (imprint-lines.ts). */
  provider?: boolean;
}

/** Questions as an accordion: native <details>, keyboard and screen-reader operable without script. */
export function FaqList({ listKey, limit }: { listKey: string; limit?: number }) {
  const { list, language, t } = usePageText();
  const { config } = useServices();
  const entries = list<Entry>(listKey)
    .slice(0, limit)
    .map((entry) => (entry.provider ? { ...entry, shownQ: faqVatOf(config, t, 'q', entry.q), shownA: faqVatOf(config, t, 'a', entry.a) } : entry));
  return (
    <div className="accordion">
      {entries.map((entry) => (
        <details key={entry.q} className="accordion__item">
          <summary>{'shownQ' in entry ? entry.shownQ : entry.q}</summary>
          <p>{'shownA' in entry ? entry.shownA : entry.a}</p>
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

/**
 * The groups in the order a buyer asks (issue 41): what a token is, how long and how safely its tonne is stored and what
 * its certificate may be used to say; then price, VAT and withdrawal; then ESG and CSRD reporting and the forests.
 */
const groups = ['token', 'buying', 'esg'] as const;

export function FaqPage() {
  const { t } = usePageText();
  return (
    <Page metaKey="faq">
      {groups.map((group) => (
        <section key={group} className="text-section">
          <h2>{t(`pages.faq.${group}Heading`)}</h2>
          <FaqList listKey={`pages.faq.${group}`} />
        </section>
      ))}
    </Page>
  );
}

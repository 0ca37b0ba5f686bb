/** The public text pages, one chunk for the router: the mission, how it works, the lists of people and goals, the legal pages. */

import { Link, useLocation } from 'react-router-dom';
import { formatDate } from '#shared/i18n/format';
import { localized, paths, sections } from '#portal/lib/paths';
import { useServices } from '#portal/lib/services';
import { useTexts } from '#portal/lib/locales';
import { Sentence } from '#portal/lib/sentence';
import type { Language } from '#shared/i18n/languages';
import { NotFoundPage } from './not-found-page';
import { ProofFigures } from './proof-figures';
import { ExampleDataNotice } from '#portal/lib/forest/example-notice';
import { ForestMap } from './forest-map';
import { LatestProjects, PeopleList, TeamList } from './landing';
import { ContentPage, LeadPhrase, Page, Sections, usePageText } from './page';
import { DatedLine } from './dated-line';
import { privacySummaryDay } from './privacy-day';
import { accessibilityLawOf, imprintBasisOf, imprintLineOf, imprintNoteClass, imprintNoteOf, imprintStateOf, type ImprintKey } from './imprint-lines';
import { ClosingCall, HowItWorksLine, HowItWorksSteps, LeadOn } from './content-blocks';

// The audience pages come in the same chunk: the router loads every text page from this module.
export { BusinessPage, ChoicePage, ForestOwnersPage, PrivatePage } from './audience-pages';

/**
 * Why greenfee does what it does, in its own words and once: the explainer (steps, token, figures, who checks) is
 * /how-it-works, one line away. No figures of its own: the global restoration estimates it once showed (issue 41) were
 * disputed and said nothing about regional forests or long-lived wood.
 */
export function MissionPage() {
  const { t, language } = usePageText();
  return (
    <ContentPage metaKey="mission">
      <MissionPoints />
      <HowItWorksLine />
      <ClosingCall textKey="pages.mission.cta">
        <Link className="button" to={localized(language, paths.choice)}>
          {t('pages.mission.start')}
        </Link>
      </ClosingCall>
    </ContentPage>
  );
}

/**
 * The mission's points as cards, two a row from a tablet's width (issue 41: one column of paragraphs read as a wall of
 * text); the last, what greenfee does not claim, set apart, since it qualifies all the others.
 */
function MissionPoints() {
  const { list } = usePageText();
  const { config } = useServices();
  const points = list<{ heading: string; paragraphs: string[] }>('pages.mission.sections');
  return (
    <ul className="mission-points">
      {points.map((point, index) => (
        <li
          key={point.heading}
          className={index === points.length - 1 ? 'card mission-points__item mission-points__item--limits' : 'card mission-points__item'}
        >
          <h2 className="card__title">{point.heading}</h2>
          {point.paragraphs.map((paragraph, line) => (
            <p key={paragraph}>
              {/* A point that names the storage guarantee links its terms, the guarantee's one source (docs/claims.md). */}
              <Sentence
                i18nKey={`pages.mission.sections.${index}.paragraphs.${line}`}
                components={{ a: <a className="text-link" href={config.links.terms} rel="noopener" /> }}
              />
            </p>
          ))}
        </li>
      ))}
    </ul>
  );
}

/** What a token is and what it rests on: SPEC's token explanation, here beside the steps since the home page tells one story. */
function TokenFacts() {
  const { t } = usePageText();
  const points = ['guarantee', 'burn', 'area', 'register'] as const;
  const info = ['location', 'certification', 'contract', 'datasheet'] as const;
  return (
    <section className="content-section token-facts" aria-labelledby="token-title">
      <h2 id="token-title">{t('pages.howItWorks.token.heading')}</h2>
      <p className="lead">{t('token.definition')}</p>
      <p>{t('pages.howItWorks.token.text')}</p>
      <ul className="check-list check-list--columns">
        {points.map((point) => (
          <li key={point}>
            <LeadPhrase text={t(`pages.howItWorks.token.points.${point}`)} />
          </li>
        ))}
      </ul>
      <h3>{t('pages.howItWorks.token.infoHeading')}</h3>
      <ul className="check-list">
        {info.map((item) => (
          <li key={item}>{t(`pages.howItWorks.token.info.${item}`)}</li>
        ))}
      </ul>
    </section>
  );
}

export function HowItWorksPage() {
  const { t, language } = usePageText();
  return (
    <ContentPage metaKey="howItWorks">
      <HowItWorksSteps />
      <TokenFacts />
      {/* The one page with the figures and who checks them in full; the home page shows the figures and links here. */}
      <ProofFigures />
      <ClosingCall textKey="pages.howItWorks.cta">
        <Link className="button" to={localized(language, paths.choice)}>
          {t('pages.mission.start')}
        </Link>
        <Link className="button button--ghost" to={localized(language, paths.verify)}>
          {t('pages.howItWorks.verify')}
        </Link>
      </ClosingCall>
    </ContentPage>
  );
}

/**
 * The texts of the example-data notice, loaded with the page's (while the prerendered page hydrates, which keeps it
 * shown): the notice appears only after hydration, and loading its texts then suspended the page, hiding it a moment.
 */
function useNoticeTexts(language: Language) {
  useTexts('forests', language);
}

/** What each customer compensated and why (the API's example entries say so, and the page labels them as examples). */
export function CustomersPage() {
  const { t, language } = usePageText();
  useNoticeTexts(language);
  return (
    <Page metaKey="customers" intro={t('pages.customers.intro')} wide>
      <PeopleList kind="customers" />
      <LeadOn i18nKey="pages.customers.verify" to={localized(language, paths.verify)} />
      <ExampleDataNotice />
    </Page>
  );
}

/** Who is who, what each of them answers for, and how to reach them. */
export function TeamPage() {
  const { t, language } = usePageText();
  useNoticeTexts(language);
  return (
    <Page metaKey="team" intro={t('pages.team.intro')} wide>
      <TeamList contactPath={localized(language, paths.contact)} />
      <LeadOn i18nKey="pages.team.contact" to={localized(language, paths.contact)} />
      <ExampleDataNotice />
    </Page>
  );
}

export function PartnerPage() {
  const { t, language } = usePageText();
  useNoticeTexts(language);
  return (
    <Page metaKey="partner" intro={t('pages.partner.intro')} wide>
      <PeopleList kind="partners" />
      <h2>{t('pages.home.projects.heading')}</h2>
      <LatestProjects />
      <section className="content-section" id={sections.forests} aria-labelledby="map-title">
        <h2 id="map-title">{t('pages.partner.map.heading')}</h2>
        <p>{t('pages.partner.map.text')}</p>
        <ForestMap />
      </section>
      <ExampleDataNotice />
    </Page>
  );
}

/**
 * The goals the product can substantiate (issue 41: twelve of seventeen were claimed), each with why, the page of the
 * site where the product does it, and the United Nations' page of the goal; from the texts, not the API's list, since
 * each claim needs its sentence and source.
 */
export function SdgPage() {
  const { t, language, list } = usePageText();
  const goals = list<{ goal: string; why: string; source: string; url: string; page: 'verify' | 'forestOwners' | 'howItWorks'; shows: string }>(
    'pages.sdgPage.goals',
  );
  return (
    <Page metaKey="sdgPage" intro={t('pages.sdgPage.intro')}>
      <ol className="goal-list">
        {goals.map(({ goal, why, source, url, page, shows }) => (
          <li key={goal} className="goal">
            <span className="goal__number" aria-hidden="true">
              {goal}
            </span>
            <div>
              <h2 className="goal__name">
                <span className="visually-hidden">{`SDG ${goal}: `}</span>
                {t(`sdg.${goal}`)}
              </h2>
              <p>{why}</p>
              {/* Where the product does what the goal's sentence says, so the claim can be checked on the site. */}
              <p>
                <Link className="text-link" to={localized(language, paths[page])}>
                  {shows}
                </Link>
              </p>
              <p className="goal__source">
                <a href={url} rel="noopener">
                  {source} <span className="visually-hidden">{t('nav.external')}</span>
                </a>
              </p>
            </div>
          </li>
        ))}
      </ol>
    </Page>
  );
}

/**
 * The imprint, and the right of withdrawal for tokens (delivered at once, so it ends with the delivery). The checkout
 * links to the section by its id `withdrawal` (portal/features/buy/checkout-legal.tsx).
 */
export function ImpressumPage() {
  const { t, list } = usePageText();
  const { config } = useServices();
  const note = imprintNoteOf(config, t);
  return (
    <Page metaKey="impressum" intro={imprintBasisOf(config, t)}>
      {note === null ? null : <p className={imprintNoteClass}>{note}</p>}
      {/* Each line as the server wrote it into the prerendered page (imprint-lines.ts): the configured one, or the placeholder. */}
      <dl className="imprint">
        {/* The schema's keys in its order (shared/config/config.ts, `imprintKeys`); not imported, so that the
            configuration's module stays in the first download's chunk rather than becoming one of its own. */}
        {(Object.keys(config.imprint) as ImprintKey[]).map((key) => (
          <div key={key} className="imprint__row">
            <dt>{t(`pages.impressum.labels.${key}`)}</dt>
            <dd data-state={imprintStateOf(config, key)}>{imprintLineOf(config, key, t)}</dd>
          </div>
        ))}
      </dl>
      <section className="text-section" id="withdrawal" aria-labelledby="withdrawal-title">
        <h2 id="withdrawal-title">{t('pages.impressum.withdrawal.heading')}</h2>
        {list<string>('pages.impressum.withdrawal.paragraphs').map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
    </Page>
  );
}

/**
 * A summary of the privacy policy, which says so and links the full one at once: who is responsible and how to reach
 * them (the imprint's lines, the one source of the provider's details), what is stored and for how long, what is
 * public, and how to use one's rights.
 */
export function PrivacyPolicyPage() {
  const { t, language } = usePageText();
  const { config } = useServices();
  const line = (key: ImprintKey) => imprintLineOf(config, key, t);
  return (
    <Page metaKey="privacy" intro={t('pages.privacy.intro')}>
      <p className="meta-line">
        {t('pages.privacy.changed', { date: formatDate(language, privacySummaryDay) })} <DatedLine line="privacy" />
      </p>
      <p>
        <a className="text-link" href={config.links.privacyPolicy} rel="noopener">
          {t('pages.privacy.full')} <span className="visually-hidden">{t('nav.external')}</span>
        </a>
      </p>
      <section className="text-section">
        <h2>{t('pages.privacy.responsible.heading')}</h2>
        <p>{t('pages.privacy.responsible.text', { company: line('company'), address: line('address'), email: line('email') })}</p>
      </section>
      <Sections listKey="pages.privacy.sections" />
      <section className="text-section">
        <h2>{t('pages.privacy.rights.heading')}</h2>
        <p>{t('pages.privacy.rights.text')}</p>
        <p>{t('pages.privacy.rights.how', { email: line('email') })}</p>
      </section>
      <p>
        <Link className="text-link" to={localized(language, paths.impressum)}>
          {t('pages.privacy.imprint')}
        </Link>
      </p>
    </Page>
  );
}

/** The day the accessibility statement was written and last reviewed: change it with the statement's text. */
const accessibilityStatementDay = '2026-11-26';

/** An external link with the hint for screen readers that it leaves the site. */
function ExternalLink({ href, children }: { href: string; children: string }) {
  const { t } = usePageText();
  return (
    <a className="text-link" href={href} rel="noopener">
      {children} <span className="visually-hidden">{t('nav.external')}</span>
    </a>
  );
}

/**
 * The accessibility statement, in the sections of the EU model statement (Implementing Decision (EU) 2018/1523):
 * compliance status, non-accessible content, preparation, feedback and contact, enforcement procedure; the law it cites
 * and where a complaint goes follow the configured provider's country, as the imprint's intro does.
 */
export function AccessibilityPage() {
  const { t, language, list } = usePageText();
  const { config } = useServices();
  const { pathname } = useLocation();
  // `/accessibility` and `/en/barrierefreiheit` reach this route too (one route tree for both languages): not pages,
  // as the server's isKnownPath says (not imported here: the first download would carry it).
  if (pathname.replace(/\/+$/, '') !== localized(language, paths.accessibility)) return <NotFoundPage />;
  const text = (key: string) => t(`pages.accessibility.${key}`);
  const law = accessibilityLawOf(config, t);
  return (
    <Page metaKey="accessibility" intro={text('intro')}>
      <p>{law.basis}</p>
      <section className="text-section" aria-labelledby="a11y-status">
        <h2 id="a11y-status">{text('status.heading')}</h2>
        <p>{text('status.text')}</p>
      </section>
      <section className="text-section" aria-labelledby="a11y-content">
        <h2 id="a11y-content">{text('content.heading')}</h2>
        <p>{text('content.intro')}</p>
        <h3>{text('content.nonCompliance.heading')}</h3>
        <ul className="text-list">
          {list<string>('pages.accessibility.content.nonCompliance.items').map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <h3>{text('content.burden.heading')}</h3>
        <p>{text('content.burden.text')}</p>
        <h3>{text('content.scope.heading')}</h3>
        <p>{text('content.scope.text')}</p>
      </section>
      <section className="text-section" aria-labelledby="a11y-preparation">
        <h2 id="a11y-preparation">{text('preparation.heading')}</h2>
        <p>{t('pages.accessibility.preparation.date', { date: formatDate(language, accessibilityStatementDay) })}</p>
        <p>{text('preparation.method')}</p>
        <ul className="text-list">
          {list<string>('pages.accessibility.preparation.items').map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>{text('preparation.screenReader')}</p>
      </section>
      <section className="text-section" id="feedback" aria-labelledby="a11y-feedback">
        <h2 id="a11y-feedback">{text('feedback.heading')}</h2>
        <p>{text('feedback.text')}</p>
        <ul className="text-list">
          <li>
            <ExternalLink href={config.links.contact}>{text('feedback.contact')}</ExternalLink>
          </li>
          <li>
            <Link className="text-link" to={localized(language, paths.contact)}>
              {text('feedback.form')}
            </Link>
          </li>
        </ul>
      </section>
      <section className="text-section" aria-labelledby="a11y-enforcement">
        <h2 id="a11y-enforcement">{text('enforcement.heading')}</h2>
        <p>{law.enforcement}</p>
        <p>
          <ExternalLink href={law.href}>{law.body}</ExternalLink>
        </p>
      </section>
    </Page>
  );
}

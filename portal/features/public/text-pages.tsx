/** The public text pages, one chunk for the router: the mission, how it works, the lists of people and goals, the legal pages. */

import { Link } from 'react-router';
import { localized, paths } from '#portal/lib/paths';
import { useServices } from '#portal/lib/services';
import { ImpactFigures } from './impact';
import { ExampleDataNotice } from '#portal/lib/forest/example-notice';
import { LatestProjects, PeopleList, SdgList } from './landing';
import { ContentPage, Page, Sections, usePageText } from './page';
import { DatedLine } from './dated-line';
import { ClosingCall, HowItWorksSteps } from './content-blocks';
import './pages.css';

// The audience pages come in the same chunk: the router loads every text page from this module.
export { BusinessPage, ChoicePage, ForestOwnersPage, PrivatePage } from './audience-pages';

export function MissionPage() {
  const { t, language, list } = usePageText();
  const claims = list<{ value: string; label: string; source: string }>('pages.mission.claims');
  return (
    <ContentPage metaKey="mission">
      <section className="content-section" aria-labelledby="claims-title">
        <h2 id="claims-title">{t('pages.mission.claimsHeading')}</h2>
        <ul className="impact__grid impact__grid--three">
          {claims.map((claim) => (
            <li key={claim.label} className="impact__item">
              <p className="impact__value">{claim.value}</p>
              <p className="impact__label">{claim.label}</p>
              <p className="impact__source">{claim.source}</p>
            </li>
          ))}
        </ul>
      </section>
      <Sections listKey="pages.mission.sections" />
      <ImpactFigures />
      <ClosingCall textKey="pages.mission.cta">
        <Link className="button" to={localized(language, paths.choice)}>
          {t('pages.mission.start')}
        </Link>
        <Link className="button button--ghost" to={localized(language, paths.howItWorks)}>
          {t('pages.content.howItWorksMore')}
        </Link>
      </ClosingCall>
    </ContentPage>
  );
}

export function HowItWorksPage() {
  const { t, language } = usePageText();
  return (
    <ContentPage metaKey="howItWorks">
      <HowItWorksSteps />
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

export function CustomersPage() {
  const { t } = usePageText();
  return (
    <Page metaKey="customers" intro={t('pages.customers.intro')}>
      <PeopleList kind="customers" />
      <ExampleDataNotice />
    </Page>
  );
}

export function TeamPage() {
  const { t } = usePageText();
  return (
    <Page metaKey="team" intro={t('pages.team.intro')}>
      <PeopleList kind="team" />
      <ExampleDataNotice />
    </Page>
  );
}

export function PartnerPage() {
  const { t } = usePageText();
  return (
    <Page metaKey="partner" intro={t('pages.partner.intro')}>
      <PeopleList kind="partners" />
      <h2>{t('pages.home.projects.heading')}</h2>
      <LatestProjects />
      <ExampleDataNotice />
    </Page>
  );
}

export function SdgPage() {
  const { t } = usePageText();
  return (
    <Page metaKey="sdgPage" intro={t('pages.sdgPage.intro')}>
      <SdgList />
      <ExampleDataNotice />
    </Page>
  );
}

export function ImpressumPage() {
  const { t } = usePageText();
  const { config } = useServices();
  return (
    <Page metaKey="impressum">
      <p>{t('pages.impressum.text')}</p>
      <p>
        <a className="text-link" href={config.links.imprint} rel="noopener">
          {t('pages.impressum.link')} <span className="visually-hidden">{t('nav.external')}</span>
        </a>
      </p>
    </Page>
  );
}

export function PrivacyPolicyPage() {
  const { t } = usePageText();
  const { config } = useServices();
  return (
    <Page metaKey="privacy">
      <p className="meta-line">
        <DatedLine line="privacy" />
      </p>
      <Sections listKey="pages.privacy.sections" />
      <p>
        <a className="text-link" href={config.links.privacyPolicy} rel="noopener">
          {t('pages.privacy.full')} <span className="visually-hidden">{t('nav.external')}</span>
        </a>
      </p>
    </Page>
  );
}

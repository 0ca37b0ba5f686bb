import { Link } from 'react-router';
import { localized, paths } from '../../app/paths';
import { useServices } from '../../lib/services';
import { ExampleDataNotice } from '../../lib/forest/example-notice';
import { LatestProjects, PeopleList, SdgList } from './landing';
import { Page, Sections, usePageText } from './page';

/** The date the privacy policy was last updated (SPEC section 2). */
export const privacyPolicyUpdated = '2022-06-03';

export function PrivatePage() {
  const { t } = usePageText();
  return (
    <Page metaKey="private" intro={t('pages.private.intro')}>
      <Sections listKey="pages.private.sections" />
    </Page>
  );
}

export function BusinessPage() {
  const { t } = usePageText();
  return (
    <Page metaKey="business" intro={t('pages.business.intro')}>
      <Sections listKey="pages.business.sections" />
    </Page>
  );
}

export function MissionPage() {
  return (
    <Page metaKey="mission">
      <Sections listKey="pages.mission.sections" />
    </Page>
  );
}

export function HowItWorksPage() {
  const { list } = usePageText();
  return (
    <Page metaKey="howItWorks">
      <ol className="steps">
        {list<{ heading: string; text: string }>('pages.howItWorks.steps').map((step) => (
          <li key={step.heading} className="step">
            <h2>{step.heading}</h2>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </Page>
  );
}

export function ChoicePage() {
  const { t, language } = usePageText();
  const choices = [
    ['private', paths.private],
    ['business', paths.business],
    ['forestOwners', paths.forestOwners],
  ] as const;
  return (
    <Page metaKey="choice" intro={t('pages.choice.intro')}>
      <ul className="card-grid card-grid--choices">
        {choices.map(([key, path]) => (
          <li className="card" key={key}>
            <h2 className="card__title">{t(`pages.choice.${key}.heading`)}</h2>
            <p>{t(`pages.choice.${key}.text`)}</p>
            <Link className="button" to={localized(language, path)}>
              {t(`pages.choice.${key}.link`)}
            </Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}

export function ForestOwnersPage() {
  const { t, language, list } = usePageText();
  return (
    <Page metaKey="forestOwners" intro={t('pages.forestOwners.intro')}>
      <section className="text-section offer">
        <h2>{t('pages.forestOwners.offerHeading')}</h2>
        <p className="offer__text">{t('pages.forestOwners.offer')}</p>
        <Link className="button" to={localized(language, paths.meeting)}>
          {t('pages.forestOwners.meetingLink')}
        </Link>
      </section>
      <section className="text-section">
        <h2>{t('pages.forestOwners.strategiesHeading')}</h2>
        <p>{t('pages.forestOwners.strategies')}</p>
      </section>
      <section className="text-section">
        <h2>{t('pages.forestOwners.methodsHeading')}</h2>
        <ol className="method-list">
          {list<string>('pages.forestOwners.methods').map((method) => (
            <li key={method}>{method}</li>
          ))}
        </ol>
        <p>{t('pages.forestOwners.storage')}</p>
      </section>
    </Page>
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
  const { t, language } = usePageText();
  const { config } = useServices();
  const date = new Intl.DateTimeFormat(language === 'de' ? 'de-AT' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${privacyPolicyUpdated}T12:00:00Z`));
  return (
    <Page metaKey="privacy">
      <p className="meta-line">{t('pages.privacy.updated', { date })}</p>
      <Sections listKey="pages.privacy.sections" />
      <p>
        <a className="text-link" href={config.links.privacyPolicy} rel="noopener">
          {t('pages.privacy.full')} <span className="visually-hidden">{t('nav.external')}</span>
        </a>
      </p>
    </Page>
  );
}

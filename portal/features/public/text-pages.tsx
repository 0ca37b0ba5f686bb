import { Building2, Trees, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { localized, paths } from '#portal/lib/paths';
import { useServices } from '#portal/lib/services';
import { ImpactFigures } from './impact';
import { ExampleDataNotice } from '#portal/lib/forest/example-notice';
import { LatestProjects, PeopleList, SdgList } from './landing';
import { ContentPage, Page, Sections, usePageText } from './page';
import { DatedLine } from './dated-line';
import { stepIllustrations } from './step-illustrations';
import './pages.css';

interface Step {
  heading: string;
  text: string;
}

/** The five steps of how it works with their illustrations; `compact` is the row on the private and business pages. */
function HowItWorksSteps({ compact = false }: { compact?: boolean }) {
  const { list, t, language } = usePageText();
  const steps = list<Step>('pages.howItWorks.steps');
  const Heading = compact ? 'h3' : 'h2';
  const items = (
    <ol className={compact ? 'step-row step-row--compact' : 'step-row'}>
      {steps.map((step, index) => {
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
  if (!compact) return items;
  return (
    <section className="content-section" aria-labelledby="steps-title">
      <h2 id="steps-title">{t('pages.howItWorks.h1')}</h2>
      {items}
      <p>
        <Link className="text-link" to={localized(language, paths.howItWorks)}>
          {t('pages.content.howItWorksMore')}
        </Link>
      </p>
    </section>
  );
}

/** The closing call to action of a content page, with the FAQ beside it. */
function ClosingCall({ textKey, children }: { textKey: string; children: ReactNode }) {
  const { t, language } = usePageText();
  return (
    <section className="content-cta" aria-labelledby="cta-title">
      <h2 id="cta-title">{t(`${textKey}.heading`)}</h2>
      <p>{t(`${textKey}.text`)}</p>
      <div className="content-page__actions">{children}</div>
      <p className="content-cta__faq">
        {t('pages.content.faqQuestion')}{' '}
        <Link className="text-link" to={localized(language, paths.faq)}>
          {t('pages.content.faqLink')}
        </Link>
      </p>
    </section>
  );
}

/** Text sections as cards (`pages.<key>.<listKey>`: heading and text). */
function Points({ listKey, headingKey }: { listKey: string; headingKey: string }) {
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

const signUpAs = (language: 'de' | 'en', type: 'private' | 'business') => `${localized(language, paths.signUp)}?type=${type}`;

export function PrivatePage() {
  const { t, language } = usePageText();
  const actions = (
    <>
      <Link className="button" to={signUpAs(language, 'private')}>
        {t('pages.private.signUp')}
      </Link>
      <Link className="button button--ghost" to={localized(language, paths.buy)}>
        {t('pages.private.buy')}
      </Link>
    </>
  );
  return (
    <ContentPage metaKey="private" actions={actions}>
      <HowItWorksSteps compact />
      <ImpactFigures />
      <Points listKey="pages.private.points" headingKey="pages.private.pointsHeading" />
      <ClosingCall textKey="pages.private.cta">{actions}</ClosingCall>
    </ContentPage>
  );
}

export function BusinessPage() {
  const { t, language } = usePageText();
  const actions = (
    <>
      <Link className="button" to={signUpAs(language, 'business')}>
        {t('pages.business.signUp')}
      </Link>
      <Link className="button button--ghost" to={localized(language, paths.contact)}>
        {t('pages.business.contact')}
      </Link>
    </>
  );
  return (
    <ContentPage metaKey="business" actions={actions}>
      <HowItWorksSteps compact />
      <Points listKey="pages.business.points" headingKey="pages.business.pointsHeading" />
      <ImpactFigures />
      <ClosingCall textKey="pages.business.cta">{actions}</ClosingCall>
    </ContentPage>
  );
}

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

export function ChoicePage() {
  const { t, language } = usePageText();
  const choices = [
    ['private', paths.private, UserRound],
    ['business', paths.business, Building2],
    ['forestOwners', paths.forestOwners, Trees],
  ] as const;
  return (
    <ContentPage metaKey="choice">
      <ul className="card-grid choice-grid">
        {choices.map(([key, path, Icon]) => (
          <li className="card choice-card" key={key}>
            <Icon className="choice-card__icon" aria-hidden="true" focusable="false" size={28} strokeWidth={1.75} />
            <h2 className="card__title">{t(`pages.choice.${key}.heading`)}</h2>
            <p>{t(`pages.choice.${key}.text`)}</p>
            <Link className="button" to={localized(language, path)}>
              {t(`pages.choice.${key}.link`)}
            </Link>
          </li>
        ))}
      </ul>
      <HowItWorksSteps compact />
    </ContentPage>
  );
}

export function ForestOwnersPage() {
  const { t, language, list } = usePageText();
  const meeting = (
    <Link className="button" to={localized(language, paths.meeting)}>
      {t('pages.forestOwners.meetingLink')}
    </Link>
  );
  const offer = list<{ value: string; label: string }>('pages.forestOwners.offerFigures');
  return (
    <ContentPage metaKey="forestOwners" actions={meeting}>
      <section className="content-section offer-band" aria-labelledby="offer-title">
        <h2 id="offer-title">{t('pages.forestOwners.offerHeading')}</h2>
        <ul className="impact__grid impact__grid--three">
          {offer.map((figure) => (
            <li key={figure.label} className="impact__item">
              <p className="impact__value">{figure.value}</p>
              <p className="impact__label">{figure.label}</p>
            </li>
          ))}
        </ul>
        <p className="impact__source">{t('pages.forestOwners.offerNote')}</p>
      </section>
      <Points listKey="pages.forestOwners.strategyList" headingKey="pages.forestOwners.strategiesHeading" />
      <section className="content-section" aria-labelledby="methods-title">
        <h2 id="methods-title">{t('pages.forestOwners.methodsHeading')}</h2>
        <ol className="method-steps">
          {list<string>('pages.forestOwners.methods').map((method) => (
            <li key={method}>{method}</li>
          ))}
        </ol>
        <p>{t('pages.forestOwners.storage')}</p>
      </section>
      <ClosingCall textKey="pages.forestOwners.cta">{meeting}</ClosingCall>
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

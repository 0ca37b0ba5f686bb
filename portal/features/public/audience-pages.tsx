/** The pages for each audience: the choice between them, private customers, businesses, forest owners. */

import { Building2, Trees, UserRound } from 'lucide-react';
import { Link } from 'react-router-dom';
import { localized, paths } from '#portal/lib/paths';
import { ContentPage, LeadPhrase, usePageText } from './page';
import { RegionalForests, WorkedExample } from './audience-parts';
import { ClosingCall, HowItWorksLine, LeadOn, Points } from './content-blocks';

const signUpAs = (language: 'de' | 'en', type: 'private' | 'business') => `${localized(language, paths.signUp)}?type=${type}`;

/**
 * The private and business pages (issue 41: "thin, no people or places"): who the page is for, what they get, a worked
 * example in the calculator's factors, the regional forests, one call to action. No person, photo or figure of its own:
 * the figures come from the calculator's sourced factors and the forests from /product/list.
 */
function AudiencePage({ audience }: { audience: 'private' | 'business' }) {
  const { t, language, list } = usePageText();
  const signUp = (
    <Link className="button" to={signUpAs(language, audience)}>
      {t(`pages.${audience}.signUp`)}
    </Link>
  );
  return (
    <ContentPage metaKey={audience} actions={signUp}>
      <section className="content-section" aria-labelledby="for-title">
        <h2 id="for-title">{t(`pages.${audience}.forHeading`)}</h2>
        <ul className="check-list">
          {list<string>(`pages.${audience}.forItems`).map((item) => (
            <li key={item}>
              <LeadPhrase text={item} />
            </li>
          ))}
        </ul>
      </section>
      <Points listKey={`pages.${audience}.points`} headingKey={`pages.${audience}.pointsHeading`} />
      <WorkedExample audience={audience} />
      <RegionalForests />
      {audience === 'business' ? <LeadOn i18nKey="pages.business.customersLine" to={localized(language, paths.customers)} /> : null}
      <HowItWorksLine />
      <ClosingCall textKey={`pages.${audience}.cta`}>{signUp}</ClosingCall>
    </ContentPage>
  );
}

export function PrivatePage() {
  return <AudiencePage audience="private" />;
}

export function BusinessPage() {
  return <AudiencePage audience="business" />;
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
      <HowItWorksLine />
    </ContentPage>
  );
}

/**
 * The forest owner's page: the offer, then what happens from the request to the contract, what it costs and what the
 * meeting form asks for (issue 41: a first contact that asks for coordinates and an expiry date read as a hurdle; the
 * form keeps SPEC's fields, and the page says that estimates are enough and the place can be picked on a map).
 */
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
      <OwnerProcess />
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

/** From the request to the contract, what it costs, and what the meeting form asks for (`#process`, linked from the form's page). */
function OwnerProcess() {
  const { t, list } = usePageText();
  return (
    <>
      <section className="content-section" id="process" aria-labelledby="process-title">
        <h2 id="process-title">{t('pages.forestOwners.processHeading')}</h2>
        <ol className="card-grid point-grid owner-steps">
          {list<{ heading: string; text: string }>('pages.forestOwners.process').map((step) => (
            <li key={step.heading} className="card">
              <h3 className="card__title">{step.heading}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <div className="owner-facts">
        <section className="content-section" aria-labelledby="cost-title">
          <h2 id="cost-title">{t('pages.forestOwners.costHeading')}</h2>
          <p>{t('pages.forestOwners.cost')}</p>
        </section>
        <section className="content-section" aria-labelledby="form-asks-title">
          <h2 id="form-asks-title">{t('pages.forestOwners.formHeading')}</h2>
          <p>{t('pages.forestOwners.formIntro')}</p>
          <ul className="check-list">
            {list<string>('pages.forestOwners.formItems').map((item) => (
              <li key={item}>
                <LeadPhrase text={item} />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}

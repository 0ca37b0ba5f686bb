import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CertificateVerify } from '#shared/forms/certificate-verify';
import { ContactForm } from '#shared/forms/contact-form';
import { ForestMeetingForm } from '#shared/forms/forest-meeting-form';
import type { FormStep, MeetingStep } from '#shared/forms/forest-meeting-fields';
import { TokenLeadForm } from '#shared/forms/token-lead-form';
// The meeting form's steps and calendar: only this page needs them.
import { useFormTexts } from '#portal/lib/locales';
import { localized, paths } from '#portal/lib/paths';
import { useServices } from '#portal/lib/services';
import { Sentence } from '#portal/lib/sentence';
import { DatedLine } from './dated-line';
import { imprintLineOf, imprintStateOf, type ImprintKey } from './imprint-lines';
import { LeadPhrase, Page, usePageText } from './page';

/** With JavaScript off, the prerendered form says why it cannot be sent (its submit button stays disabled). */
function NeedsJavaScript() {
  const { t } = usePageText();
  return (
    <noscript>
      <p className="notice">{t('pages.content.needsJavaScript')}</p>
    </noscript>
  );
}

/** `/verify?certificate=ID` verifies at once. */
export function VerifyPage() {
  const { language } = usePageText();
  useFormTexts(language);
  const [params] = useSearchParams();
  return (
    <Page metaKey="verify">
      <NeedsJavaScript />
      <CertificateVerify initialId={params.get('certificate')?.trim() || undefined} hideTitle />
    </Page>
  );
}

/** The token's facts, in the order a buyer's questions come: what, what for, at what price, how to buy, for whom, since when. */
const presaleFacts = ['offered', 'get', 'price', 'buy', 'who', 'dates'] as const;

/**
 * The token's data sheet (SPEC's lead page). Written for a company's buyer or bookkeeper: the product at a glance (what
 * it is, what a token is in the one definition's words, the price with the shop that shows it, how to buy now, who may
 * buy, its availability in the right tense for today), the risks stated plainly, then SPEC's lead form, framed as what
 * it is while the shop sells: a sign-up for e-mails about new forests and sale rounds (issue 41).
 */
/** A fact's answer: the availability as of today, the price and the way to buy with their links into the portal. */
function FactText({ fact }: { fact: (typeof presaleFacts)[number] }) {
  const { t, language } = usePageText();
  if (fact === 'dates') return <DatedLine line="presale" />;
  const shop = <Link className="text-link" to={localized(language, paths.buy)} />;
  if (fact === 'price') return <Sentence i18nKey="pages.tokenSale.facts.price.text" components={{ a: shop }} />;
  if (fact === 'buy')
    return (
      <Sentence i18nKey="pages.tokenSale.facts.buy.text" components={{ signup: <Link className="text-link" to={localized(language, paths.signUp)} />, shop }} />
    );
  return t(`pages.tokenSale.facts.${fact}.text`);
}

export function TokenSalePage() {
  const { t, language, list } = usePageText();
  useFormTexts(language);
  return (
    <Page metaKey="tokenSale" intro={t('pages.tokenSale.intro')}>
      <section className="text-section" aria-labelledby="presale-facts">
        <h2 id="presale-facts">{t('pages.tokenSale.facts.heading')}</h2>
        <dl className="presale-facts">
          {presaleFacts.map((fact) => (
            <div key={fact}>
              <dt>{t(`pages.tokenSale.facts.${fact}.term`)}</dt>
              <dd>
                {fact === 'get' ? <p>{t('token.definition')}</p> : null}
                <p>
                  <FactText fact={fact} />
                </p>
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="text-section" aria-labelledby="presale-risks">
        <h2 id="presale-risks">{t('pages.tokenSale.risks.heading')}</h2>
        <ul className="presale-risks">
          {list<string>('pages.tokenSale.risks.points').map((point) => (
            <li key={point}>
              <LeadPhrase text={point} />
            </li>
          ))}
        </ul>
      </section>
      <section className="text-section" aria-labelledby="presale-registering">
        <h2 id="presale-registering">{t('pages.tokenSale.registering.heading')}</h2>
        <ol className="presale-steps">
          {list<string>('pages.tokenSale.registering.points').map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ol>
      </section>
      {/* The form as one card under its own visible title: the step after reading, not more of the text. The page's
          lead already says what registering brings, so the form's introduction would repeat it. */}
      <div className="presale-form">
        <NeedsJavaScript />
        <TokenLeadForm privacyUrl={localized(language, paths.privacyPolicy)} hideIntro />
      </div>
    </Page>
  );
}

/**
 * The forest owner's meeting: before the form (SPEC's fields, unchanged), what a first contact needs to know (issue 41:
 * coordinates and an expiry date read as a hurdle): estimates are enough, the place is picked on a map, and what
 * happens after the request is on the forest owners' page. The notes stand above the first step, the one they help
 * with; from the second step on (and on the code and thank-you steps) they would only push the form down.
 */
export function MeetingPage() {
  const { t, language } = usePageText();
  useFormTexts(language);
  const { config } = useServices();
  const [shown, setShown] = useState<{ step: MeetingStep; formStep: FormStep }>({ step: 'form', formStep: 'you' });
  return (
    <Page metaKey="meeting" intro={t('pages.meeting.intro')}>
      {shown.step === 'form' && shown.formStep === 'you' ? <MeetingNotes /> : null}
      <NeedsJavaScript />
      <ForestMeetingForm
        calendarUrl={config.links.calendar}
        privacyUrl={localized(language, paths.privacyPolicy)}
        hideTitle
        onStep={(step, formStep) => setShown({ step, formStep })}
      />
    </Page>
  );
}

/** "Good to know" before the meeting form's first step: estimates are enough, the map, and what happens next. */
function MeetingNotes() {
  const { t, language, list } = usePageText();
  return (
    <section className="meeting-notes" aria-labelledby="meeting-notes-title">
      <h2 id="meeting-notes-title">{t('pages.meeting.notesHeading')}</h2>
      <ul className="check-list">
        {list<string>('pages.meeting.notes').map((note) => (
          <li key={note}>
            <LeadPhrase text={note} />
          </li>
        ))}
      </ul>
      <p>
        <Sentence i18nKey="pages.meeting.more" components={{ a: <Link className="text-link" to={`${localized(language, paths.forestOwners)}#process`} /> }} />
      </p>
    </section>
  );
}

/**
 * The contact page: the form, and beside it (below it on a phone) the provider's address, phone and e-mail from the
 * imprint's lines (`GFT_IMPRINT_JSON`), as an h-card; a line not configured stays out of sight rather than show the
 * imprint's placeholder (the server fills the lines in, as on the imprint, so the state is known only there).
 */
export function ContactPage() {
  const { t, language } = usePageText();
  useFormTexts(language);
  return (
    <Page metaKey="contact" intro={t('pages.contact.intro')} wide>
      <div className="contact-layout">
        <div>
          <NeedsJavaScript />
          <ContactForm privacyUrl={localized(language, paths.privacyPolicy)} hideTitle />
        </div>
        <ProviderAddress />
      </div>
    </Page>
  );
}

/** The provider's address block: company, address, phone and e-mail, each with the state the imprint gives it. */
function ProviderAddress() {
  const { t, language } = usePageText();
  const { config } = useServices();
  const line = (key: ImprintKey) => imprintLineOf(config, key, t);
  const state = (key: ImprintKey) => imprintStateOf(config, key);
  return (
    <section className="contact-address" aria-labelledby="contact-address-title">
      <h2 id="contact-address-title">{t('pages.contact.addressHeading')}</h2>
      <address className="h-card">
        <span className="p-org p-name" data-state={state('company')}>
          {line('company')}
        </span>
        <span className="p-adr" data-state={state('address')}>
          {line('address')}
        </span>
        <span data-state={state('phone')}>
          {t('pages.impressum.labels.phone')}: <span className="p-tel">{line('phone')}</span>
        </span>
        <span data-state={state('email')}>
          {t('pages.impressum.labels.email')}:{' '}
          <a className="text-link u-email" href={`mailto:${line('email')}`}>
            {line('email')}
          </a>
        </span>
      </address>
      <p>
        <Link className="text-link" to={localized(language, paths.impressum)}>
          {t('pages.contact.imprint')}
        </Link>
      </p>
    </section>
  );
}

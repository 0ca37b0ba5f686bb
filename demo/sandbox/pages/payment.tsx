/** @jsxImportSource hono/jsx */
import type { Child } from 'hono/jsx';
import { formatEuro, formatNumber } from '#shared/i18n/format';
import type { Language } from '#shared/i18n/languages';
import accountDe from '#shared/i18n/locales/de/account.json';
import commonDe from '#shared/i18n/locales/de/common.json';
import accountEn from '#shared/i18n/locales/en/account.json';
import commonEn from '#shared/i18n/locales/en/common.json';
import formsDe from '#shared/i18n/locales/de/forms.json';
import formsEn from '#shared/i18n/locales/en/forms.json';
import { createTranslator, type Translate } from '#shared/i18n/translate';
import type { PaymentRecord } from '../db';
import { HtmlDocument } from './document';

/** The page's words; the form's error messages are the portal's (shared/i18n/locales). */
const texts = {
  de: {
    title: 'Zahlung bestätigen',
    sandbox: 'Sandbox-Zahlungsseite: ein Platzhalter für den Zahlungsanbieter und die Bank. Es fließt kein Geld.',
    order: 'Ihre Bestellung',
    forest: 'Waldprojekt',
    quantity: 'Token',
    priceEach: 'Preis/Token',
    amount: 'Betrag',
    net: 'Nettobetrag',
    vat: (percent: string) => `Umsatzsteuer ${percent} %`,
    donation: 'Spende an die Verwaltung (ohne Umsatzsteuer)',
    total: 'Gesamtbetrag',
    cardHeading: 'Kartendaten',
    nameOnCard: 'Name auf der Karte',
    cardNumber: 'Kartennummer',
    expiry: 'Ablaufdatum',
    expiryHint: 'MM/JJ, zum Beispiel 04/29',
    cvv: 'Prüfnummer (CVV)',
    cvvHint: 'Die drei oder vier Ziffern auf der Karte',
    saveCard: 'Diese Karte für spätere Käufe speichern',
    continue: 'Weiter zur Bank',
    cancel: 'Zahlung abbrechen',
    errorTitle: 'Bitte prüfen Sie Ihre Eingaben',
    error: 'Fehler:',
    bankHeading: 'Bestätigung durch Ihre Bank',
    bankNote: 'Hier würde Ihre Bank die Zahlung bestätigen lassen (3-D Secure).',
    card: (brand: string, last4: string) => `Karte: ${brand} mit Endziffern ${last4}`,
    approve: 'Zahlung freigeben',
    decline: 'Zahlung ablehnen',
    otherLanguage: 'English',
    notFound: 'Zahlung nicht gefunden',
  },
  en: {
    title: 'Confirm payment',
    sandbox: 'Sandbox payment page: a stand-in for the payment provider and the bank. No money moves.',
    order: 'Your order',
    forest: 'Forest project',
    quantity: 'Tokens',
    priceEach: 'Price/token',
    amount: 'Amount',
    net: 'Net amount',
    vat: (percent: string) => `VAT ${percent}%`,
    donation: 'Donation to the administration (no VAT)',
    total: 'Total',
    cardHeading: 'Card details',
    nameOnCard: 'Name on card',
    cardNumber: 'Card number',
    expiry: 'Expiry date',
    expiryHint: 'MM/YY, for example 04/29',
    cvv: 'Security code (CVV)',
    cvvHint: 'The three or four digits on the card',
    saveCard: 'Save this card for later purchases',
    continue: 'Continue to the bank',
    cancel: 'Cancel payment',
    errorTitle: 'Please check your entries',
    error: 'Error:',
    bankHeading: 'Confirmation by your bank',
    bankNote: 'This is where your bank would ask you to confirm the payment (3-D Secure).',
    card: (brand: string, last4: string) => `Card: ${brand} ending in ${last4}`,
    approve: 'Approve payment',
    decline: 'Decline payment',
    otherLanguage: 'Deutsch',
    notFound: 'Payment not found',
  },
} as const;

type Texts = (typeof texts)[Language];
export type CardField = 'nameOnCard' | 'cardNumber' | 'expiry' | 'cvv';
const fieldOrder: CardField[] = ['nameOnCard', 'cardNumber', 'expiry', 'cvv'];

/** The new-card form as typed, and its errors (translation keys). */
export interface FormState {
  values: Partial<Record<CardField, string>> & { saveCard?: boolean };
  errors: Partial<Record<CardField, string>>;
}

/** What one page shows: the payment (its lines named in `lang`), the form, and this page's address in a language. */
export interface PaymentView {
  lang: Language;
  payment: PaymentRecord;
  form: FormState;
  url: (lang: Language, action?: string) => string;
}

/** The page's frame: its stylesheet is a file (/dev/pay.css), as its Content-Security-Policy allows no inline style. */
const PaymentDocument = ({ lang, title, children }: { lang: Language; title: string; children: Child }) => (
  <HtmlDocument lang={lang} title={title} head={<link rel="stylesheet" href="/dev/pay.css" />}>
    <main>{children}</main>
  </HtmlDocument>
);

/** The order's lines and figures: net, VAT, donation, total. */
function Order({ lang, t, payment }: { lang: Language; t: Texts; payment: PaymentRecord }) {
  const euro = (value: number) => formatEuro(lang, value);
  return (
    <>
      <h2 id="order">{t.order}</h2>
      <table aria-labelledby="order">
        <thead>
          <tr>
            <th scope="col">{t.forest}</th>
            <th scope="col" class="num">
              {t.quantity}
            </th>
            <th scope="col" class="num">
              {t.priceEach}
            </th>
            <th scope="col" class="num">
              {t.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {payment.items.map((item) => (
            <tr>
              <td>{item.productName}</td>
              <td class="num">{formatNumber(lang, item.quantity)}</td>
              <td class="num">{euro(item.priceEach)}</td>
              <td class="num">{euro(item.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colspan={3}>
              {t.net}
            </th>
            <td class="num">{euro(payment.net)}</td>
          </tr>
          <tr>
            <th scope="row" colspan={3}>
              {t.vat(formatNumber(lang, payment.vatRate * 100))}
            </th>
            <td class="num">{euro(payment.vat)}</td>
          </tr>
          <tr>
            <th scope="row" colspan={3}>
              {t.donation}
            </th>
            <td class="num">{euro(payment.adminDonation)}</td>
          </tr>
          <tr class="total">
            <th scope="row" colspan={3}>
              {t.total}
            </th>
            <td class="num">{euro(payment.total)}</td>
          </tr>
        </tfoot>
      </table>
    </>
  );
}

/** A button that posts to `action`: each decision is a form of its own. */
const Decision = ({ action, kind, children }: { action: string; kind: 'primary' | 'danger'; children: string }) => (
  <form method="post" action={action}>
    <button type="submit" class={kind}>
      {children}
    </button>
  </form>
);

/** The bank's step (3-D Secure), once the payment has a card. */
const BankStep = ({ view, t, card }: { view: PaymentView; t: Texts; card: NonNullable<PaymentRecord['card']> }) => (
  <>
    <h2>{t.bankHeading}</h2>
    <p>{t.card(card.brand, card.last4)}</p>
    <p class="hint">{t.bankNote}</p>
    <div class="actions">
      <Decision action={view.url(view.lang, '/approve')} kind="primary">
        {t.approve}
      </Decision>
      <Decision action={view.url(view.lang, '/decline')} kind="danger">
        {t.decline}
      </Decision>
    </div>
  </>
);

/** What the card form's fields ask the browser for, besides their names. */
const fieldAttributes: Record<CardField, { autocomplete: string; spellcheck?: boolean; inputmode?: 'numeric'; class?: string }> = {
  nameOnCard: { autocomplete: 'cc-name', spellcheck: false },
  cardNumber: { autocomplete: 'cc-number', inputmode: 'numeric', spellcheck: false },
  expiry: { autocomplete: 'cc-exp', inputmode: 'numeric', class: 'short' },
  cvv: { autocomplete: 'cc-csc', inputmode: 'numeric', class: 'short' },
};

/** A field of the card form: its label, hint and error, which the input names as its description. */
function Field({ name, hint, form, t, translate }: { name: CardField; hint?: string; form: FormState; t: Texts; translate: Translate }) {
  const message = form.errors[name];
  const described = [hint ? `${name}-hint` : '', message ? `${name}-error` : ''].filter(Boolean).join(' ');
  return (
    <div class={`field${message ? ' field-error' : ''}`}>
      <label for={name}>{t[name]}</label>
      {hint ? (
        <p class="hint" id={`${name}-hint`}>
          {hint}
        </p>
      ) : null}
      {message ? (
        <p class="error" id={`${name}-error`}>
          <span class="visually-hidden">{t.error} </span>
          {translate(message)}
        </p>
      ) : null}
      <input
        type="text"
        id={name}
        name={name}
        {...fieldAttributes[name]}
        value={form.values[name] ?? ''}
        aria-describedby={described || undefined}
        aria-invalid={message ? 'true' : undefined}
      />
    </div>
  );
}

/** The errors of the card form, each a link to its field; it takes the focus when the page loads. */
function ErrorSummary({ form, t, translate }: { form: FormState; t: Texts; translate: Translate }) {
  const errors = fieldOrder.filter((field) => form.errors[field]);
  if (errors.length === 0) return null;
  return (
    <div class="error-summary" role="alert" tabindex={-1} autofocus aria-labelledby="error-summary-title">
      <h2 id="error-summary-title">{t.errorTitle}</h2>
      <ul>
        {errors.map((field) => (
          <li>
            <a href={`#${field}`}>
              {t[field]}: {translate(form.errors[field] ?? '')}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A new card's details, checked when posted (payment-page.ts). */
function CardStep({ view, t, translate }: { view: PaymentView; t: Texts; translate: Translate }) {
  const { form } = view;
  const field = { form, t, translate };
  return (
    <>
      <ErrorSummary {...field} />
      <h2>{t.cardHeading}</h2>
      <form method="post" action={view.url(view.lang, '/card')} novalidate>
        <Field name="nameOnCard" {...field} />
        <Field name="cardNumber" {...field} />
        <Field name="expiry" hint={t.expiryHint} {...field} />
        <Field name="cvv" hint={t.cvvHint} {...field} />
        <div class="checkbox">
          <input type="checkbox" id="saveCard" name="saveCard" value="yes" checked={form.values.saveCard} />
          <label for="saveCard">{t.saveCard}</label>
        </div>
        <button type="submit" class="primary">
          {t.continue}
        </button>
      </form>
      <div class="actions">
        <Decision action={view.url(view.lang, '/decline')} kind="danger">
          {t.cancel}
        </Decision>
      </div>
    </>
  );
}

/** The payment page: the order, then a new card's details or, once there is a card, the bank's step. */
export function paymentPage(view: PaymentView) {
  const { lang, payment, form } = view;
  const t = texts[lang];
  const translate = createTranslator(lang, [
    { de: commonDe, en: commonEn },
    { de: accountDe, en: accountEn },
    { de: formsDe, en: formsEn },
  ]);
  const other: Language = lang === 'de' ? 'en' : 'de';
  return (
    <PaymentDocument lang={lang} title={`${Object.keys(form.errors).length ? `${t.error} ` : ''}${t.title}`}>
      <p class="lang">
        <a href={view.url(other)} lang={other} hreflang={other}>
          {t.otherLanguage}
        </a>
      </p>
      <h1>{t.title}</h1>
      <p class="note">{t.sandbox}</p>
      <Order lang={lang} t={t} payment={payment} />
      {payment.card ? <BankStep view={view} t={t} card={payment.card} /> : <CardStep view={view} t={t} translate={translate} />}
    </PaymentDocument>
  );
}

export const paymentNotFoundPage = (lang: Language) => (
  <PaymentDocument lang={lang} title={texts[lang].notFound}>
    <h1>{texts[lang].notFound}</h1>
  </PaymentDocument>
);

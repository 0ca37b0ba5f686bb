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
import { brandMarkPath } from '#shared/ui/brand-mark-path';
import type { PaymentRecord } from '../db';
import { HtmlDocument } from './document';
import { grossLineAmounts, grossSum, shownTokenPrice, type PriceView } from '#portal/lib/prices';

/** The page's words; the form's error messages are the portal's (shared/i18n/locales). */
const texts = {
  de: {
    title: 'Zahlung bestätigen',
    sandbox: 'Sandbox-Zahlungsseite: ein Platzhalter für den Zahlungsanbieter und die Bank. Es fließt kein Geld.',
    payee: (merchant: string) => `Zahlung an ${merchant}`,
    order: 'Ihre Bestellung',
    line: (_count: number, quantity: string, price: string) => `${quantity} Token × ${price}`,
    each: { gross: (percent: string) => `inkl. ${percent} % USt.`, net: (percent: string) => `zzgl. ${percent} % USt.` },
    grossSum: (percent: string) => `Token inkl. ${percent} % Umsatzsteuer`,
    netIncluded: 'Nettobetrag (enthalten)',
    vatIncluded: (percent: string) => `Umsatzsteuer ${percent} % (enthalten)`,
    net: 'Nettobetrag',
    vat: (percent: string) => `Umsatzsteuer ${percent} %`,
    donation: 'Freiwilliger Verwaltungsbeitrag (ohne USt.)',
    donationNote: 'Freiwillig; er kauft keine Token, daher ohne Umsatzsteuer.',
    total: 'Gesamtbetrag',
    cardHeading: 'Kartendaten',
    nameOnCard: 'Name auf der Karte',
    cardNumber: 'Kartennummer',
    expiry: 'Ablaufdatum',
    expiryHint: 'MM/JJ, zum Beispiel 04/29',
    cvv: 'Prüfnummer (CVV)',
    cvvHint: 'Die drei oder vier Ziffern auf der Karte',
    saveCard: 'Diese Karte für spätere Käufe speichern',
    pay: (amount: string) => `${amount} bezahlen`,
    secure:
      'Kartennummer und Prüfnummer gehen nur an diese Zahlungsseite, nie an das greenfee-Portal. Die Prüfnummer wird nie gespeichert, die Karte nur, wenn Sie es oben wählen.',
    cancel: 'Zahlung abbrechen',
    errorTitle: 'Bitte prüfen Sie Ihre Eingaben',
    error: 'Fehler:',
    bankHeading: 'Bestätigung durch Ihre Bank',
    bankNote: 'Hier würde Ihre Bank die Zahlung bestätigen lassen',
    cardLabel: 'Karte',
    card: (brand: string, last4: string) => `${brand} mit Endziffern ${last4}`,
    merchant: 'Empfänger',
    amount: 'Betrag',
    approve: 'Zahlung freigeben',
    decline: 'Zahlung ablehnen',
    otherLanguage: 'English',
    notFound: 'Zahlung nicht gefunden',
  },
  en: {
    title: 'Confirm payment',
    sandbox: 'Sandbox payment page: a stand-in for the payment provider and the bank. No money moves.',
    payee: (merchant: string) => `Payment to ${merchant}`,
    order: 'Your order',
    line: (count: number, quantity: string, price: string) => `${quantity} ${count === 1 ? 'token' : 'tokens'} × ${price}`,
    each: { gross: (percent: string) => `incl. ${percent}% VAT`, net: (percent: string) => `plus ${percent}% VAT` },
    grossSum: (percent: string) => `Tokens incl. ${percent}% VAT`,
    netIncluded: 'Net amount (included)',
    vatIncluded: (percent: string) => `VAT ${percent}% (included)`,
    net: 'Net amount',
    vat: (percent: string) => `VAT ${percent}%`,
    donation: 'Voluntary administration contribution (no VAT)',
    donationNote: 'Voluntary; it buys no tokens, so it carries no VAT.',
    total: 'Total',
    cardHeading: 'Card details',
    nameOnCard: 'Name on card',
    cardNumber: 'Card number',
    expiry: 'Expiry date',
    expiryHint: 'MM/YY, for example 04/29',
    cvv: 'Security code (CVV)',
    cvvHint: 'The three or four digits on the card',
    saveCard: 'Save this card for later purchases',
    pay: (amount: string) => `Pay ${amount}`,
    secure:
      'Your card number and security code go only to this payment page, never to the greenfee portal. The security code is never stored, the card only if you choose so above.',
    cancel: 'Cancel payment',
    errorTitle: 'Please check your entries',
    error: 'Error:',
    bankHeading: 'Confirmation by your bank',
    bankNote: 'This is where your bank would ask you to confirm the payment',
    cardLabel: 'Card',
    card: (brand: string, last4: string) => `${brand} ending in ${last4}`,
    merchant: 'Payee',
    amount: 'Amount',
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

/**
 * What one page shows: the payment (its lines named in `lang`), the basis of its prices (`prices`: the buyer's, as the
 * portal's cart shows them), the form, and this page's address in a language.
 */
export interface PaymentView {
  lang: Language;
  payment: PaymentRecord;
  prices: PriceView;
  form: FormState;
  /** The merchant the buyer pays: the provider's name, as the invoice prints it. */
  payee: string;
  url: (lang: Language, action?: string) => string;
}

/** The portal's brand mark (portal/layout/brand-mark.tsx): the square takes the text colour. */
const BrandMark = () => (
  <svg class="brand-mark" viewBox="0 0 32 32" width="30" height="30" aria-hidden="true" focusable="false">
    <rect width="32" height="32" rx="9" fill="currentColor" />
    <path d={brandMarkPath} fill="#fff" />
  </svg>
);

/** A padlock beside the note on where card details go. */
const LockIcon = () => (
  <svg class="icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    <rect x="4" y="10.5" width="16" height="11" rx="2" fill="none" stroke="currentColor" stroke-width="2" />
    <path d="M8 10.5V7a4 4 0 0 1 8 0v3.5" fill="none" stroke="currentColor" stroke-width="2" />
  </svg>
);

/**
 * The page's frame: the merchant's brand at the head, as a payment provider's hosted page shows it. Its stylesheet is
 * a file (/dev/pay.css), as its Content-Security-Policy allows no inline style.
 */
const PaymentDocument = ({ lang, title, aside, children }: { lang: Language; title: string; aside?: Child; children: Child }) => (
  <HtmlDocument lang={lang} title={title} head={<link rel="stylesheet" href="/dev/pay.css" />}>
    <header class="topbar">
      <div class="wrap topbar-inner">
        <span class="brand">
          <BrandMark />
          <span>greenfee</span>
        </span>
        {aside}
      </div>
    </header>
    <main class="wrap">{children}</main>
  </HtmlDocument>
);

/**
 * The order as the payment holds it (the invoice's figures, invoice-pdf.ts), on the basis the cart showed: a consumer
 * reads each line and its price incl. VAT, their sum, the net and VAT it holds; a business the lines net, then the VAT
 * added. Then any donation, and the total last.
 */
function Order({ lang, t, payment, prices }: { lang: Language; t: Texts; payment: PaymentRecord; prices: PriceView }) {
  const euro = (value: number) => formatEuro(lang, value);
  const percent = formatNumber(lang, payment.vatRate * 100);
  const gross = prices === 'gross';
  const amounts = gross ? grossLineAmounts({ lines: payment.items }) : payment.items.map((item) => item.amount);
  const sums: [string, number][] = [
    ...(gross
      ? ([
          [t.grossSum(percent), grossSum(payment)],
          [t.netIncluded, payment.net],
          [t.vatIncluded(percent), payment.vat],
        ] as [string, number][])
      : ([
          [t.net, payment.net],
          [t.vat(percent), payment.vat],
        ] as [string, number][])),
    ...(payment.adminDonation > 0 ? ([[t.donation, payment.adminDonation]] as [string, number][]) : []),
  ];
  return (
    <section class="order" aria-labelledby="order">
      <h2 id="order">{t.order}</h2>
      <table aria-labelledby="order">
        <tbody>
          {payment.items.map((item, index) => (
            <tr class="item">
              <th scope="row">
                <span class="item-name">{item.productName}</span>
                <span class="item-detail">
                  {t.line(item.quantity, formatNumber(lang, item.quantity), euro(shownTokenPrice(item.priceEach, prices)))} {t.each[prices](percent)}
                </span>
              </th>
              <td class="num">{euro(amounts[index] ?? item.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tbody class="sums">
          {sums.map(([label, value]) => (
            <tr>
              <th scope="row">
                {label}
                {/* What the contribution is, beside its line, as the portal's checkout says it. */}
                {label === t.donation ? <span class="item-detail">{t.donationNote}</span> : null}
              </th>
              <td class="num">{euro(value)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr class="total">
            <th scope="row">{t.total}</th>
            <td class="num">{euro(payment.total)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

/** A button that posts to `action`: each decision is a form of its own. */
const Decision = ({ action, kind, children }: { action: string; kind: 'primary' | 'danger' | 'quiet'; children: string }) => (
  <form method="post" action={action}>
    <button type="submit" class={kind}>
      {children}
    </button>
  </form>
);

/** The bank's step (3-D Secure), once the payment has a card: who is paid, how much, with which card. */
const BankStep = ({ view, t, card }: { view: PaymentView; t: Texts; card: NonNullable<PaymentRecord['card']> }) => (
  <>
    <h2 id="step">{t.bankHeading}</h2>
    <p class="hint">
      {/* "3-" alone at a line's end reads as a typo. */}
      {t.bankNote} (<span class="nowrap">3-D Secure</span>).
    </p>
    <dl class="facts">
      <div>
        <dt>{t.merchant}</dt>
        <dd>{view.payee}</dd>
      </div>
      <div>
        <dt>{t.amount}</dt>
        <dd>{formatEuro(view.lang, view.payment.total)}</dd>
      </div>
      <div>
        <dt>{t.cardLabel}</dt>
        <dd>{t.card(card.brand, card.last4)}</dd>
      </div>
    </dl>
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

/** A new card's details, checked when posted (payment-page.ts); the button says what will be paid. */
function CardStep({ view, t, translate }: { view: PaymentView; t: Texts; translate: Translate }) {
  const { form } = view;
  const field = { form, t, translate };
  return (
    <>
      <ErrorSummary {...field} />
      <h2 id="step">{t.cardHeading}</h2>
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
          {t.pay(formatEuro(view.lang, view.payment.total))}
        </button>
      </form>
      <p class="secure">
        <LockIcon />
        <span>{t.secure}</span>
      </p>
      <div class="actions">
        <Decision action={view.url(view.lang, '/decline')} kind="quiet">
          {t.cancel}
        </Decision>
      </div>
    </>
  );
}

/**
 * The payment page, laid out as a payment provider's hosted page: the merchant's brand at the head, the sandbox's
 * notice, whom and how much is paid, then a new card's details or, once there is a card, the bank's step, and the
 * order's lines. On a wide screen the order stands beside the card's step, under the amount; on a phone it follows the
 * step, so that the form or the bank's buttons come first after the amount.
 */
export function paymentPage(view: PaymentView) {
  const { lang, payment, form } = view;
  const t = texts[lang];
  const translate = createTranslator(lang, [
    { de: commonDe, en: commonEn },
    { de: accountDe, en: accountEn },
    { de: formsDe, en: formsEn },
  ]);
  const other: Language = lang === 'de' ? 'en' : 'de';
  const languageLink = (
    <a class="lang" href={view.url(other)} lang={other} hreflang={other}>
      {t.otherLanguage}
    </a>
  );
  return (
    <PaymentDocument lang={lang} title={`${Object.keys(form.errors).length ? `${t.error} ` : ''}${t.title}`} aside={languageLink}>
      <p class="note">{t.sandbox}</p>
      <div class="checkout">
        <div class="head">
          <h1>{t.title}</h1>
          <p class="due">
            <span class="payee">{t.payee(view.payee)}</span> <span class="due-amount">{formatEuro(lang, payment.total)}</span>
          </p>
        </div>
        <section class="pay" aria-labelledby="step">
          {payment.card ? <BankStep view={view} t={t} card={payment.card} /> : <CardStep view={view} t={t} translate={translate} />}
        </section>
        <Order lang={lang} t={t} payment={payment} prices={view.prices} />
      </div>
    </PaymentDocument>
  );
}

export const paymentNotFoundPage = (lang: Language) => (
  <PaymentDocument lang={lang} title={texts[lang].notFound}>
    <h1>{texts[lang].notFound}</h1>
  </PaymentDocument>
);

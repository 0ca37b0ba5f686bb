import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Context, Hono } from 'hono';
import { html } from 'hono/html';
import * as z from 'zod/mini';
import { text, v } from '#shared/api/schemas/common';
import { formatEuro, formatNumber } from '#shared/i18n/format';
import { resolveLanguage, type Language } from '#shared/i18n/languages';
import accountDe from '#shared/i18n/locales/de/account.json';
import commonDe from '#shared/i18n/locales/de/common.json';
import accountEn from '#shared/i18n/locales/en/account.json';
import commonEn from '#shared/i18n/locales/en/common.json';
import formsDe from '#shared/i18n/locales/de/forms.json';
import formsEn from '#shared/i18n/locales/en/forms.json';
import { createTranslator } from '#shared/i18n/translate';
import type { Ctx } from './context';
import type { PaymentRecord } from './db';
import { expireIfStale, settlePayment } from './handlers/payments';
import type { JsonStore } from './store';
import { paymentIn } from './views';

/** The portal's typeface (Latin, variable weight) for the payment page, read once when first asked for. */
let figtreeBytes: Buffer | undefined;
const figtree = () =>
  (figtreeBytes ??= readFileSync(createRequire(import.meta.url).resolve('@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2')));

/** The Luhn checksum that every payment card number satisfies. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The new-card form of the payment page. It lives here, at the stand-in payment provider, because card numbers and
 * CVVs never pass through the portal or the provider's API.
 */
export const cardFormSchema = z.object({
  nameOnCard: text(100),
  cardNumber: z.pipe(
    z.string({ error: v.required }),
    z.pipe(
      z.transform((value: string) => value.replace(/[\s-]/g, '')),
      z.string().check(z.regex(/^\d{12,19}$/, v.cardNumber), z.refine(passesLuhn, v.cardNumber)),
    ),
  ),
  /** `MM/YY`. */
  expiry: z.pipe(
    z.string({ error: v.required }),
    z.pipe(
      z.transform((value: string) => value.replace(/\s/g, '')),
      z.string().check(z.regex(/^(0[1-9]|1[0-2])\/\d{2}$/, v.cardExpiry)),
    ),
  ),
  cvv: z.pipe(
    z.string({ error: v.required }),
    z.pipe(
      z.transform((value: string) => value.trim()),
      z.string().check(z.regex(/^\d{3,4}$/, v.cvv)),
    ),
  ),
  saveCard: z.boolean(),
});

/** A card is valid to the end of its expiry month. */
const expired = (expiry: string, now: Date) => {
  const [month, year] = expiry.split('/').map(Number) as [number, number];
  return Date.UTC(2000 + year, month, 1) <= now.getTime();
};

const cardBrand = (number: string) =>
  number.startsWith('4') ? 'Visa' : /^5[1-5]|^2[2-7]/.test(number) ? 'Mastercard' : /^3[47]/.test(number) ? 'American Express' : 'Card';

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

// The portal's typeface and colours (portal/styles/tokens.css): Figtree, served beside this stylesheet, with the same
// metric-matched fallback; links and buttons in the brand's green; the focus ring in the portal's blue.
const stylesheet = `*,*::before,*::after{box-sizing:border-box}
@font-face{font-family:'Figtree Variable';font-style:normal;font-display:swap;font-weight:300 900;src:url(/dev/pay-figtree.woff2) format('woff2-variations')}
@font-face{font-family:'Figtree Fallback';src:local('Arial'),local('Liberation Sans'),local('Helvetica');size-adjust:98.92%;ascent-override:96.03%;descent-override:25.27%;line-gap-override:0%}
body{font:16px/1.5 'Figtree Variable','Figtree Fallback',system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;max-width:40rem;margin:0 auto;padding:1rem;color:#1b2a21;background:#fff}
a{color:#1d5c3a;text-underline-offset:.18em;text-decoration-thickness:1px}a:hover{text-decoration-thickness:2px}
h1{font-size:1.6rem;margin:.5rem 0 1rem}h2{font-size:1.2rem;margin:1.5rem 0 .5rem}
.note{color:#4a5a4f;font-size:.9rem;border-left:4px solid #1d5c3a;padding-left:.75rem}
.lang{float:right}
table{border-collapse:collapse;width:100%}th,td{padding:.35rem .25rem;border-bottom:1px solid #dde5df;text-align:left}
td.num,th.num{text-align:right}td.num{white-space:nowrap}th{hyphens:auto;overflow-wrap:break-word}thead th{white-space:nowrap;vertical-align:bottom}@media (max-width:30rem){table{font-size:.875rem}}tfoot th{font-weight:normal}tfoot tr.total th,tfoot tr.total td{font-weight:bold}
.field{margin:1rem 0}.field label{display:block;font-weight:600}.hint{color:#4a4a4a;margin:0}
input[type=text]{font:inherit;width:100%;max-width:24rem;padding:.45rem;border:2px solid #4a4a4a;border-radius:.25rem}
input.short{max-width:8rem}
.field-error{border-left:4px solid #b00020;padding-left:.75rem}.field-error input{border-color:#b00020}
.error{color:#b00020;font-weight:600;margin:.25rem 0}
.checkbox{display:flex;gap:.5rem;align-items:center;margin:1rem 0}.checkbox input{width:1.25rem;height:1.25rem;accent-color:#1d5c3a}
.error-summary{border:4px solid #b00020;padding:1rem;margin:1rem 0}.error-summary h2{margin-top:0}
.error-summary a{color:#b00020;font-weight:600}
.error-summary:focus{outline:none}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1rem}
button{font:inherit;font-weight:600;padding:.6rem 1.2rem;border-radius:999px;border:2px solid #1d5c3a;cursor:pointer;background:#fff;color:#1d5c3a}
button.primary{background:#1d5c3a;color:#fff}button.danger{color:#8a1c1c;border-color:#8a1c1c}
:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
.visually-hidden{position:absolute!important;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);border:0}
`;

type Html = ReturnType<typeof html>;
type Fields = 'nameOnCard' | 'cardNumber' | 'expiry' | 'cvv';
const fieldOrder: Fields[] = ['nameOnCard', 'cardNumber', 'expiry', 'cvv'];

interface FormState {
  values: Partial<Record<Fields, string>> & { saveCard?: boolean };
  errors: Partial<Record<Fields, string>>;
}

/**
 * The stand-in payment provider's page, `/dev/pay/:id?lang=de|en`: the order, a new card's details (validated for
 * real), then the bank step. Plain forms and POST-redirect-GET, so it works without JavaScript; its own strict CSP,
 * so it has no inline script or style.
 */
export function registerPaymentPage(app: Hono, deps: { store: JsonStore; context: (c: Context) => Ctx }) {
  const { store } = deps;
  const find = (c: Context) => store.data.payments.find((candidate) => candidate._id === c.req.param('id'));
  const languageOf = (c: Context): Language => resolveLanguage(c.req.query('lang'));
  const pageUrl = (payment: PaymentRecord, lang: Language, action = '') => `/dev/pay/${payment._id}${action}?lang=${lang}`;
  // A seeded payment's returnUrl is a path: on whatever portal origin is configured now.
  const returnUrlOf = (c: Context, payment: PaymentRecord) => new URL(payment.returnUrl, deps.context(c).options.portalOrigin);
  const backUrl = (c: Context, payment: PaymentRecord) => {
    const back = returnUrlOf(c, payment);
    back.searchParams.set('payment', payment._id);
    back.searchParams.set('status', payment.status);
    return back.href;
  };

  // `html` escapes every value put in (names, amounts, what was typed), so only the markup written here is markup; Prettier
  // leaves the templates as written (.prettierrc.json), as formatting them as HTML would change the page.
  const sendPage = (c: Context, lang: Language, title: string, body: Html, status: 200 | 400 | 404, formTarget?: string) => {
    // Forms post to this page, which redirects back to the portal: the portal's origin is a form target too.
    c.header(
      'content-security-policy',
      `default-src 'none'; style-src 'self'; font-src 'self'; form-action 'self'${formTarget ? ` ${formTarget}` : ''}; base-uri 'none'; frame-ancestors 'none'`,
    );
    c.header('cache-control', 'no-store');
    c.header('referrer-policy', 'no-referrer');
    return c.html(
      html`<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><link rel="stylesheet" href="/dev/pay.css"></head><body><main>${body}</main></body></html>`,
      status,
    );
  };

  const render = (c: Context, payment: PaymentRecord, lang: Language, form: FormState = { values: {}, errors: {} }, status: 200 | 400 = 200) => {
    const t = texts[lang];
    const translate = createTranslator(lang, [
      { de: commonDe, en: commonEn },
      { de: accountDe, en: accountEn },
      { de: formsDe, en: formsEn },
    ]);
    const euro = (value: number) => formatEuro(lang, value);
    const other: Language = lang === 'de' ? 'en' : 'de';
    const rows = paymentIn(store.data, lang, payment).items.map(
      (item) =>
        html`<tr><td>${item.productName}</td><td class="num">${formatNumber(lang, item.quantity)}</td><td class="num">${euro(item.priceEach)}</td><td class="num">${euro(item.amount)}</td></tr>`,
    );
    const order = html`<h2 id="order">${t.order}</h2><table aria-labelledby="order"><thead><tr><th scope="col">${t.forest}</th><th scope="col" class="num">${t.quantity}</th><th scope="col" class="num">${t.priceEach}</th><th scope="col" class="num">${t.amount}</th></tr></thead><tbody>${rows}</tbody><tfoot>
<tr><th scope="row" colspan="3">${t.net}</th><td class="num">${euro(payment.net)}</td></tr>
<tr><th scope="row" colspan="3">${t.vat(formatNumber(lang, payment.vatRate * 100))}</th><td class="num">${euro(payment.vat)}</td></tr>
<tr><th scope="row" colspan="3">${t.donation}</th><td class="num">${euro(payment.adminDonation)}</td></tr>
<tr class="total"><th scope="row" colspan="3">${t.total}</th><td class="num">${euro(payment.total)}</td></tr></tfoot></table>`;
    const decline = html`<form method="post" action="${pageUrl(payment, lang, '/decline')}"><button type="submit" class="danger">${payment.card ? t.decline : t.cancel}</button></form>`;

    let step: Html;
    if (payment.card) {
      step = html`<h2>${t.bankHeading}</h2><p>${t.card(payment.card.brand, payment.card.last4)}</p><p class="hint">${t.bankNote}</p>
<div class="actions"><form method="post" action="${pageUrl(payment, lang, '/approve')}"><button type="submit" class="primary">${t.approve}</button></form>${decline}</div>`;
    } else {
      const errors = fieldOrder.filter((field) => form.errors[field]);
      const summary = errors.length
        ? html`<div class="error-summary" role="alert" tabindex="-1" autofocus aria-labelledby="error-summary-title"><h2 id="error-summary-title">${t.errorTitle}</h2><ul>${errors.map(
            (field) => html`<li><a href="#${field}">${t[field]}: ${translate(form.errors[field] ?? '')}</a></li>`,
          )}</ul></div>`
        : '';
      const field = (name: Fields, attributes: Html, hint?: string) => {
        const message = form.errors[name];
        const described = [hint ? `${name}-hint` : '', message ? `${name}-error` : ''].filter(Boolean).join(' ');
        return html`<div class="field${message ? ' field-error' : ''}"><label for="${name}">${t[name]}</label>${hint ? html`<p class="hint" id="${name}-hint">${hint}</p>` : ''}${
          message ? html`<p class="error" id="${name}-error"><span class="visually-hidden">${t.error} </span>${translate(message)}</p>` : ''
        }<input type="text" id="${name}" name="${name}" ${attributes} value="${form.values[name] ?? ''}"${described ? html` aria-describedby="${described}"` : ''}${message ? html` aria-invalid="true"` : ''}></div>`;
      };
      step = html`${summary}<h2>${t.cardHeading}</h2><form method="post" action="${pageUrl(payment, lang, '/card')}" novalidate>
${field('nameOnCard', html`autocomplete="cc-name" spellcheck="false"`)}
${field('cardNumber', html`autocomplete="cc-number" inputmode="numeric" spellcheck="false"`)}
${field('expiry', html`autocomplete="cc-exp" inputmode="numeric" class="short"`, t.expiryHint)}
${field('cvv', html`autocomplete="cc-csc" inputmode="numeric" class="short"`, t.cvvHint)}
<div class="checkbox"><input type="checkbox" id="saveCard" name="saveCard" value="yes"${form.values.saveCard ? html` checked` : ''}><label for="saveCard">${t.saveCard}</label></div>
<button type="submit" class="primary">${t.continue}</button></form><div class="actions">${decline}</div>`;
    }
    return sendPage(
      c,
      lang,
      `${Object.keys(form.errors).length ? `${t.error} ` : ''}${t.title}`,
      html`<p class="lang"><a href="${pageUrl(payment, other)}" lang="${other}" hreflang="${other}">${t.otherLanguage}</a></p><h1>${t.title}</h1><p class="note">${t.sandbox}</p>${order}${step}`,
      status,
      returnUrlOf(c, payment).origin,
    );
  };

  const notFound = (c: Context, lang: Language) => sendPage(c, lang, texts[lang].notFound, html`<h1>${texts[lang].notFound}</h1>`, 404);

  app.get('/dev/pay.css', (c) => {
    c.header('cache-control', 'public, max-age=3600');
    return c.body(stylesheet, 200, { 'content-type': 'text/css; charset=utf-8' });
  });
  app.get('/dev/pay-figtree.woff2', (c) => {
    c.header('cache-control', 'public, max-age=86400');
    return c.body(new Uint8Array(figtree()), 200, { 'content-type': 'font/woff2' });
  });

  app.get('/dev/pay/:id', (c) => {
    const lang = languageOf(c);
    const payment = find(c);
    if (!payment) return notFound(c, lang);
    expireIfStale(deps.context(c), payment);
    // A settled payment is never shown for payment again: reloading it goes back to the portal.
    if (payment.status !== 'pending') return c.redirect(backUrl(c, payment), 303);
    return render(c, payment, lang);
  });

  app.post('/dev/pay/:id/card', async (c) => {
    const lang = languageOf(c);
    const payment = find(c);
    if (!payment) return notFound(c, lang);
    const ctx = deps.context(c);
    if (expireIfStale(ctx, payment) || payment.status !== 'pending') return c.redirect(backUrl(c, payment), 303);
    if (payment.card) return c.redirect(pageUrl(payment, lang), 303);
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const value = (name: string) => (typeof body[name] === 'string' ? body[name] : '');
    const values = {
      nameOnCard: value('nameOnCard'),
      cardNumber: value('cardNumber'),
      expiry: value('expiry'),
      cvv: value('cvv'),
      saveCard: value('saveCard') === 'yes',
    };
    const parsed = cardFormSchema.safeParse(values);
    const errors: FormState['errors'] = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const field = issue.path[0] as Fields;
      errors[field] ??= issue.message;
    }
    if (parsed.success && expired(parsed.data.expiry, ctx.now)) errors.expiry = v.cardExpired;
    if (!parsed.success || Object.keys(errors).length > 0) {
      // What was typed stays, except the security code, which is never echoed back.
      return render(c, payment, lang, { values: { ...values, cvv: '' }, errors }, 400);
    }
    const card = parsed.data;
    store.change(() => {
      payment.card = { brand: cardBrand(card.cardNumber), last4: card.cardNumber.slice(-4) };
      payment.newCard = { nameOnCard: card.nameOnCard, expiry: card.expiry, save: card.saveCard };
    });
    return c.redirect(pageUrl(payment, lang), 303);
  });

  for (const decision of ['approve', 'decline'] as const) {
    app.post(`/dev/pay/:id/${decision}`, (c) => {
      const lang = languageOf(c);
      const payment = find(c);
      if (!payment) return notFound(c, lang);
      // Approving needs a card: a new card's details come first.
      if (decision === 'approve' && payment.status === 'pending' && !payment.card) return c.redirect(pageUrl(payment, lang), 303);
      settlePayment(deps.context(c), payment, decision === 'approve');
      return c.redirect(backUrl(c, payment), 303);
    });
  }
}

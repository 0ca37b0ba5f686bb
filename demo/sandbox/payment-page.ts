import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Context, Hono } from 'hono';
import * as z from 'zod/mini';
import { text, v } from '#shared/api/schemas/common';
import { resolveLanguage, type Language } from '#shared/i18n/languages';
import type { Ctx } from './context';
import type { PaymentRecord } from './db';
import { expireIfStale, settlePayment } from './handlers/payments';
import type { JsonStore } from './store';
import { paymentIn } from './views';
import { paymentNotFoundPage, paymentPage, type CardField, type FormState } from './pages/payment';

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

/** The posted new-card form: what was typed, its errors (translation keys), and the card if it has none. */
function checkCardForm(body: Record<string, unknown>, now: Date) {
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
    const field = issue.path[0] as CardField;
    errors[field] ??= issue.message;
  }
  if (parsed.success && expired(parsed.data.expiry, now)) errors.expiry = v.cardExpired;
  return { values, errors, card: parsed.success && Object.keys(errors).length === 0 ? parsed.data : null };
}

const cardBrand = (number: string) =>
  number.startsWith('4') ? 'Visa' : /^5[1-5]|^2[2-7]/.test(number) ? 'Mastercard' : /^3[47]/.test(number) ? 'American Express' : 'Card';

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

  const sendPage = (c: Context, page: string | Promise<string>, status: 200 | 400 | 404, formTarget?: string) => {
    // Forms post to this page, which redirects back to the portal: the portal's origin is a form target too.
    c.header(
      'content-security-policy',
      `default-src 'none'; style-src 'self'; font-src 'self'; form-action 'self'${formTarget ? ` ${formTarget}` : ''}; base-uri 'none'; frame-ancestors 'none'`,
    );
    c.header('cache-control', 'no-store');
    c.header('referrer-policy', 'no-referrer');
    return c.html(page, status);
  };

  const render = (c: Context, payment: PaymentRecord, lang: Language, form: FormState = { values: {}, errors: {} }, status: 200 | 400 = 200) =>
    sendPage(
      c,
      paymentPage({ lang, payment: paymentIn(store.data, lang, payment), form, url: (language, action) => pageUrl(payment, language, action) }),
      status,
      returnUrlOf(c, payment).origin,
    );

  const notFound = (c: Context, lang: Language) => sendPage(c, paymentNotFoundPage(lang), 404);

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
    const { values, errors, card } = checkCardForm(body, ctx.now);
    // What was typed stays, except the security code, which is never echoed back.
    if (!card) return render(c, payment, lang, { values: { ...values, cvv: '' }, errors }, 400);
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

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

// The portal's typeface and colours (portal/styles/tokens.css, by their names there in the comments): Figtree, served
// beside this stylesheet, with the same metric-matched fallback; the brand's greens; the focus ring in the portal's
// blue. Laid out as hosted payment pages are: the amount and the order on a tinted panel beside the card's step; on a
// phone the amount, the step, then the order.
const stylesheet = `*,*::before,*::after{box-sizing:border-box}
@font-face{font-family:'Figtree Variable';font-style:normal;font-display:swap;font-weight:300 900;src:url(/dev/pay-figtree.woff2) format('woff2-variations')}
@font-face{font-family:'Figtree Fallback';src:local('Arial'),local('Liberation Sans'),local('Helvetica');size-adjust:98.92%;ascent-override:96.03%;descent-override:25.27%;line-gap-override:0%}
body{font:16px/1.5 'Figtree Variable','Figtree Fallback',system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;margin:0;color:#1b2a21;background:#f8f7f2}
.wrap{max-width:62rem;margin:0 auto;padding:0 1rem}
a{color:#1d5c3a;text-underline-offset:.18em;text-decoration-thickness:1px}a:hover{text-decoration-thickness:2px}
.topbar{background:#fff;border-bottom:1px solid #d6ded8}
.topbar-inner{display:flex;align-items:center;justify-content:space-between;gap:1rem;min-height:3.75rem}
.brand{display:inline-flex;align-items:center;gap:.5rem;font-size:1.25rem;font-weight:800;letter-spacing:-.02em;color:#133f29}
.brand-mark{color:#1d5c3a;flex:none}
.lang{display:inline-block;padding:.25rem 0}
h1{font-size:1.5rem;line-height:1.2;margin:0 0 1rem;color:#133f29;letter-spacing:-.01em}
h2{font-size:1.2rem;line-height:1.3;margin:0 0 .75rem;color:#133f29}
.note{color:#7a4a17;background:#fbf1e2;font-size:.875rem;border-left:4px solid #b7793a;border-radius:.5rem;padding:.6rem .9rem;margin:1.25rem 0}
.checkout{display:grid;gap:1.25rem;margin-bottom:2rem}
.order{background:#e5f1e8;border-radius:.875rem;padding:1.5rem}
@media (min-width:52rem){.checkout{grid-template-columns:minmax(0,1fr) minmax(0,26rem);grid-template-rows:auto 1fr;grid-template-areas:'head pay' 'order pay';column-gap:2rem;row-gap:0;align-items:start}
.head{grid-area:head;background:#e5f1e8;border-radius:.875rem .875rem 0 0;padding:1.5rem}.pay{grid-area:pay}.order{grid-area:order;border-radius:0 0 .875rem .875rem;padding-top:0}}
@media (max-width:30rem){.order,.pay{padding:1.25rem}}
.due{margin:0}.payee{display:block;color:#4a5a4f}
.due-amount{display:block;font-size:2.25rem;line-height:1.15;font-weight:800;letter-spacing:-.02em;color:#133f29;font-variant-numeric:tabular-nums}
.order h2{font-size:1rem;margin-bottom:.25rem}.nowrap{white-space:nowrap}
table{border-collapse:collapse;width:100%;font-variant-numeric:tabular-nums}
th,td{padding:.35rem 0;text-align:left;vertical-align:top;font-weight:normal}
th{hyphens:auto;overflow-wrap:break-word}td.num{text-align:right;white-space:nowrap;padding-left:1rem}
.item th,.item td{padding:.7rem 0;border-bottom:1px solid #b9d3c1}.item td.num{padding-left:1rem}
.item-name{display:block;font-weight:600}.item-detail{display:block;color:#4a5a4f;font-size:.875rem}
.sums tr:first-child th,.sums tr:first-child td{padding-top:.75rem}
.sums th,.sums td{color:#4a5a4f}
.total th,.total td{font-weight:700;font-size:1.125rem;color:#133f29;border-top:1px solid #6b7c70;padding-top:.75rem;margin-top:.5rem}
.sums tr:last-child th,.sums tr:last-child td{padding-bottom:.75rem}
.pay{background:#fff;border:1px solid #d6ded8;border-radius:.875rem;padding:1.5rem;box-shadow:0 2px 6px rgb(19 63 41/.07),0 12px 32px rgb(19 63 41/.08)}
.field{margin:0 0 1rem}.field label{display:block;font-weight:600;margin-bottom:.2rem}.hint{color:#4a5a4f;margin:0 0 .2rem;font-size:.9375rem}
input[type=text]{font:inherit;width:100%;padding:.55rem .7rem;border:1px solid #6b7c70;border-radius:.5rem;background:#fff;color:inherit}
input.short{max-width:9rem}
.field-error{border-left:4px solid #b00020;padding-left:.75rem}.field-error input{border:2px solid #b00020}
.error{color:#b00020;font-weight:600;margin:0 0 .25rem}
.checkbox{display:flex;gap:.6rem;align-items:center;margin:1.25rem 0}.checkbox input{width:1.25rem;height:1.25rem;margin:0;flex:none;accent-color:#1d5c3a}
.error-summary{border:4px solid #b00020;border-radius:.5rem;padding:1rem;margin:0 0 1.25rem}.error-summary h2{margin-top:0;color:#1b2a21}
.error-summary ul{margin:0;padding-left:1.25rem}
.error-summary a{color:#b00020;font-weight:600}
.error-summary:focus{outline:none}
button{font:inherit;font-weight:600;padding:.6rem 1.2rem;border-radius:999px;border:2px solid #1d5c3a;cursor:pointer;background:#fff;color:#1d5c3a}
button.primary,button.danger{width:100%;padding:.75rem 1.2rem}
button.primary{background:#1d5c3a;color:#fff;font-size:1.0625rem}button.primary:hover{background:#24704a;border-color:#24704a}
button.danger{color:#8a1c1c;border-color:#8a1c1c}
button.quiet{border-color:transparent;background:none;color:#8a1c1c;text-decoration:underline;text-underline-offset:.18em;padding:.4rem .6rem}
.actions{display:grid;gap:.75rem;margin-top:1.25rem;justify-items:center}.actions form{width:100%;text-align:center}
.secure{display:flex;gap:.5rem;align-items:flex-start;color:#4a5a4f;font-size:.875rem;margin:1rem 0 0}.icon{flex:none;margin-top:.1rem;color:#1d5c3a}
.facts{margin:1rem 0;border:1px solid #d6ded8;border-radius:.5rem}
.facts div{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.25rem 1rem;padding:.6rem .9rem}.facts div+div{border-top:1px solid #d6ded8}
.facts dt{color:#4a5a4f}.facts dd{margin:0;font-weight:600;font-variant-numeric:tabular-nums}
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
      paymentPage({
        lang,
        payment: paymentIn(store.data, lang, payment),
        // The buyer's basis, as the portal's cart shows it: a business reads net prices, anyone else prices incl. VAT.
        prices: store.data.users.find((user) => user._id === payment.userId)?.userType === 'business' ? 'net' : 'gross',
        form,
        payee: deps.context(c).options.provider.company,
        url: (language, action) => pageUrl(payment, language, action),
      }),
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

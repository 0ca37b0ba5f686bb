import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '#shared/api/client';
import { getProfile } from '#shared/api/endpoints/profile';
import * as wallet from '#shared/api/endpoints/wallet';
import type { Payment } from '#shared/api/schemas/purchase';
import { formatEuro, formatNumber } from '#shared/i18n/format';
import { exampleImprint } from '#demo/example-provider';
import { grossLineAmounts, grossSum, shownTokenPrice, type PriceView } from '#portal/lib/prices';
import { addForest, newCustomer, paymentPage, startTestSandbox, type TestSandbox } from '#tests/helpers/sandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.stop();
});

const returnUrl = 'http://localhost:5173/dashboard/charge/result';
const validCard = { nameOnCard: 'Nora Neu', cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvv: '123' };

async function start(
  client: ApiClient,
  items: { productId: string; quantity: number }[],
  card: { newCard: true } | { savedCardId: string } = { newCard: true },
  adminDonation = 2.5,
) {
  return wallet.buyGft(client, { items, adminDonation, card, returnUrl }, { idempotencyKey: crypto.randomUUID() });
}

const entities: Record<string, string> = { quot: '"', amp: '&', lt: '<', gt: '>' };
/** The visible text of a page: tags out, entities decoded, spaces collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<(style|script)[\s\S]*?<\/\1>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(?:#(\d+)|(quot|amp|lt|gt));/g, (_match, code: string | undefined, name: string | undefined) =>
      code ? String.fromCharCode(Number(code)) : (entities[name ?? ''] ?? ''),
    )
    .replace(/\s+/g, ' ')
    .trim();
/** The opening tag of the element with this id. */
const tagWithId = (html: string, id: string) => html.match(new RegExp(`<[a-z]+[^>]*\\sid="${id}"[^>]*>`))?.[0] ?? '';
/** The text of the card step's submit button. */
const payButtonOf = (html: string) => textOf(html.match(/<button type="submit" class="primary">[\s\S]*?<\/button>/)?.[0] ?? '');
/** The order table's rows, each as its cells' texts: the page's summary as a reader of the table meets it. */
const orderRowsOf = (html: string) =>
  [...(html.match(/<table aria-labelledby="order">[\s\S]*?<\/table>/)?.[0] ?? '').matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...(row[1] ?? '').matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) => textOf(cell[1] ?? '')),
  );
/**
 * The rows the summary must have for a payment, on the cart's basis: for a private buyer each line and its price incl.
 * VAT, their sum, the net and VAT it holds; for a business each line net, the net and the VAT added. Then the donation
 * if there is one, and the total.
 */
function expectedRows(payment: Payment, lang: 'de' | 'en', prices: PriceView = 'gross'): string[][] {
  // As textOf reads the page: a no-break space is a space.
  const euro = (value: number) => formatEuro(lang, value).replace(/\s/g, ' ');
  const words =
    lang === 'de'
      ? {
          tokens: () => 'Token',
          each: { gross: 'inkl. 19 % USt.', net: 'zzgl. 19 % USt.' },
          grossSum: 'Token inkl. 19 % Umsatzsteuer',
          netIncluded: 'Nettobetrag (enthalten)',
          vatIncluded: 'Umsatzsteuer 19 % (enthalten)',
          net: 'Nettobetrag',
          vat: 'Umsatzsteuer 19 %',
          donation: 'Freiwilliger Verwaltungsbeitrag (ohne USt.) Freiwillig; er kauft keine Token, daher ohne Umsatzsteuer.',
          total: 'Gesamtbetrag',
        }
      : {
          tokens: (count: number) => (count === 1 ? 'token' : 'tokens'),
          each: { gross: 'incl. 19% VAT', net: 'plus 19% VAT' },
          grossSum: 'Tokens incl. 19% VAT',
          netIncluded: 'Net amount (included)',
          vatIncluded: 'VAT 19% (included)',
          net: 'Net amount',
          vat: 'VAT 19%',
          donation: 'Voluntary administration contribution (no VAT) Voluntary; it buys no tokens, so it carries no VAT.',
          total: 'Total',
        };
  const gross = prices === 'gross';
  const amounts = gross ? grossLineAmounts({ lines: payment.items }) : payment.items.map((item) => item.amount);
  return [
    ...payment.items.map((item, index) => [
      `${item.productName} ${formatNumber(lang, item.quantity)} ${words.tokens(item.quantity)} × ${euro(shownTokenPrice(item.priceEach, prices))} ${words.each[prices]}`,
      euro(amounts[index] ?? Number.NaN),
    ]),
    ...(gross
      ? [
          [words.grossSum, euro(grossSum(payment))],
          [words.netIncluded, euro(payment.net)],
          [words.vatIncluded, euro(payment.vat)],
        ]
      : [
          [words.net, euro(payment.net)],
          [words.vat, euro(payment.vat)],
        ]),
    ...(payment.adminDonation > 0 ? [[words.donation, euro(payment.adminDonation)]] : []),
    [words.total, euro(payment.total)],
  ];
}
/** The payment as the API answers it in a language (its forests named in it, as the page names them). */
const paymentIn = async (token: string, id: string, language: 'de' | 'en') => (await wallet.getPayment(sandbox.client({ token, language }), { id })).payment;
const withLanguage = (url: string, lang: string) => {
  const target = new URL(url);
  target.searchParams.set('lang', lang);
  return target.href;
};

describe('GET /dev/pay/:id', () => {
  it('shows a private buyer the order incl. 19 % VAT, the net and VAT it holds, donation and total, in German and English, under a strict CSP', async () => {
    const { client, token } = await newCustomer(sandbox);
    const forest = addForest(sandbox, { name: 'Großer Föhrenwald Süd', pricePerToken: 35.55, availableTokens: 100 });
    const started = await start(client, [{ productId: forest, quantity: 3 }]);

    const german = await fetch(withLanguage(started.redirectUrl, 'de'));
    expect(german.status).toBe(200);
    const csp = german.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("form-action 'self' http://localhost:5173");
    const de = await german.text();
    expect(de).toContain('<html lang="de">');
    // The way to the other language is named in that language.
    expect(de).toMatch(/<a class="lang" href="\/dev\/pay\/pay_\w+\?lang=en" lang="en" hreflang="en">English<\/a>/);
    expect(de).not.toMatch(/<script|<style|\sstyle=/);
    const deText = textOf(de).replace(/\u00a0/g, ' ');
    for (const part of [
      'Zahlung bestätigen',
      'Großer Föhrenwald Süd',
      '42,30 €',
      '126,91 €',
      'Nettobetrag (enthalten)',
      'Umsatzsteuer 19 %',
      '20,26 €',
      '2,50 €',
      'Gesamtbetrag',
      '129,41 €',
      'Kartennummer',
    ]) {
      expect(deText).toContain(part);
    }
    // The merchant, the order as the payment holds it, and its total on the button that pays.
    const payment = await paymentIn(token, started.payment._id, 'de');
    expect(deText).toContain(`Zahlung an ${exampleImprint.company}`);
    expect(orderRowsOf(de)).toEqual(expectedRows(payment, 'de'));
    // A private buyer's cart shows each token at its price incl. VAT (35,55 € + 19 %): so does the payment page.
    expect(orderRowsOf(de)[0]).toEqual(['Großer Föhrenwald Süd 3 Token × 42,30 € inkl. 19 % USt.', '126,91 €']);
    expect(payButtonOf(de)).toBe(`${formatEuro('de', payment.total)} bezahlen`.replace(/\s/g, ' '));
    expect(payButtonOf(de)).toBe('129,41 € bezahlen');
    // The sandbox says what it is, and where card details go.
    expect(deText).toContain('Sandbox-Zahlungsseite: ein Platzhalter für den Zahlungsanbieter und die Bank. Es fließt kein Geld.');
    expect(deText).toContain('Kartennummer und Prüfnummer gehen nur an diese Zahlungsseite');
    // Below "save this card", the note says the card is kept when the buyer asks for it, not that nothing is.
    expect(deText).toContain('Die Prüfnummer wird nie gespeichert, die Karte nur, wenn Sie es oben wählen.');
    expect(deText).not.toContain('werden nicht gespeichert');

    const english = await (await fetch(withLanguage(started.redirectUrl, 'en'))).text();
    const enText = textOf(english);
    for (const part of [
      'Confirm payment',
      'Net amount (included)',
      '€106.65',
      '€126.91',
      'VAT 19%',
      '€20.26',
      '€2.50',
      'Total',
      '€129.41',
      'Name on card',
      'Card number',
      'Expiry date',
      'Security code (CVV)',
      'Save this card',
    ]) {
      expect(enText).toContain(part);
    }
    expect(enText).toContain(`Payment to ${exampleImprint.company}`);
    expect(orderRowsOf(english)).toEqual(expectedRows(await paymentIn(token, payment._id, 'en'), 'en'));
    expect(payButtonOf(english)).toBe(`Pay ${formatEuro('en', payment.total)}`);
    expect(payButtonOf(english)).toBe('Pay €129.41');
    expect(enText).toContain('Sandbox payment page: a stand-in for the payment provider and the bank. No money moves.');
    for (const [id, autocomplete] of [
      ['nameOnCard', 'cc-name'],
      ['cardNumber', 'cc-number'],
      ['expiry', 'cc-exp'],
      ['cvv', 'cc-csc'],
    ] as const) {
      expect(tagWithId(english, id)).toContain(`autocomplete="${autocomplete}"`);
      expect(english).toContain(`<label for="${id}">`);
    }

    const css = await sandbox.http('/dev/pay.css');
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
  });

  it('with a saved card: that card and the bank step, no card fields', async () => {
    const { client } = await sandbox.loggedIn('demo@greenfee.example');
    const started = await start(client, [{ productId: 'prod_muehlviertel', quantity: 1 }], { savedCardId: 'card_demo' });
    const html = await (await fetch(started.redirectUrl)).text();
    const page = textOf(html);
    expect(page).toContain(`Payee ${exampleImprint.company} Amount ${formatEuro('en', started.payment.total)} Card Visa ending in 4242`);
    expect(page).toContain('Approve payment');
    expect(page).not.toContain('Card number');
    expect(orderRowsOf(html)).toEqual(expectedRows(started.payment, 'en'));
    await paymentPage.decide(started.redirectUrl, 'decline');
  });

  it('with several lines and no donation: each line, no donation line, the total on the button', async () => {
    const { client, token } = await newCustomer(sandbox);
    const forest = addForest(sandbox, { name: 'Zweiter Wald', pricePerToken: 28.4, availableTokens: 100 });
    const started = await start(
      client,
      [
        { productId: 'prod_muehlviertel', quantity: 1 },
        { productId: forest, quantity: 12 },
      ],
      { newCard: true },
      0,
    );
    for (const lang of ['de', 'en'] as const) {
      const html = await (await fetch(withLanguage(started.redirectUrl, lang))).text();
      const rows = orderRowsOf(html);
      expect(rows).toEqual(expectedRows(await paymentIn(token, started.payment._id, lang), lang));
      expect(rows).toHaveLength(6);
      expect(textOf(html)).not.toMatch(/Verwaltungsbeitrag|administration contribution/);
      expect(payButtonOf(html)).toContain(formatEuro(lang, started.payment.total).replace(/\s/g, ' '));
    }
  });

  it('for a business: each line net with "plus VAT", as its cart shows them, then the net and the VAT added', async () => {
    const { client, token } = await newCustomer(sandbox, { business: { companyName: 'Holzbau Netto GmbH', taxID: 'ATU12345678' } });
    const forest = addForest(sandbox, { name: 'Netto-Wald', pricePerToken: 35.55, availableTokens: 100 });
    const started = await start(client, [{ productId: forest, quantity: 3 }]);
    for (const lang of ['de', 'en'] as const) {
      const html = await (await fetch(withLanguage(started.redirectUrl, lang))).text();
      expect(orderRowsOf(html)).toEqual(expectedRows(await paymentIn(token, started.payment._id, lang), lang, 'net'));
    }
    const de = orderRowsOf(await (await fetch(withLanguage(started.redirectUrl, 'de'))).text());
    expect(de[0]).toEqual(['Netto-Wald 3 Token × 35,55 € zzgl. 19 % USt.', '106,65 €']);
  });
});

describe('the new-card form', () => {
  it('refuses a Luhn-invalid number, a past expiry and a short CVV at their fields, keeps what was typed, settles nothing', async () => {
    const { client } = await newCustomer(sandbox);
    const started = await start(client, [{ productId: 'prod_muehlviertel', quantity: 2 }]);
    const answer = await paymentPage.enterCard(started.redirectUrl, { nameOnCard: 'Nora Neu', cardNumber: '4242 4242 4242 4241', expiry: '01/20', cvv: '12' });
    expect(answer.status).toBe(400);
    const html = await answer.text();
    const text = textOf(html);
    expect(text).toContain('Please check your entries');
    expect(text).toContain('Error: Enter a valid card number');
    expect(text).toContain('Error: Enter the 3 or 4 digit security code');
    expect(html).toMatch(/role="alert"[^>]*>/);
    expect(html).toContain('<a href="#cardNumber">Card number: Enter a valid card number</a>');
    const number = tagWithId(html, 'cardNumber');
    expect(number).toContain('aria-invalid="true"');
    expect(number).toContain('aria-describedby="cardNumber-error"');
    expect(number).toContain('value="4242 4242 4242 4241"');
    expect(tagWithId(html, 'nameOnCard')).not.toContain('aria-invalid');
    expect(tagWithId(html, 'nameOnCard')).toContain('value="Nora Neu"');
    expect(tagWithId(html, 'cvv')).toContain('value=""');
    // The format was right but the card has expired: said at the field once the rest is valid.
    const expiredCard = await paymentPage.enterCard(started.redirectUrl, { ...validCard, expiry: '10/26' });
    expect(expiredCard.status).toBe(400);
    const expiredHtml = await expiredCard.text();
    expect(textOf(expiredHtml)).toContain('Error: The card has expired');
    expect(tagWithId(expiredHtml, 'expiry')).toContain('aria-describedby="expiry-hint expiry-error"');
    // Approving without a card is not possible: it leads back to the form.
    const approve = await paymentPage.decide(started.redirectUrl, 'approve');
    expect(approve.headers.get('location')).toContain(`/dev/pay/${started.payment._id}`);
    expect((await wallet.getPayment(client, { id: started.payment._id })).payment).toMatchObject({ status: 'pending', card: null });
  });

  it('a valid card with "save this card", then approve: succeeded, wallet credited, charge transaction, card saved', async () => {
    const { client } = await newCustomer(sandbox);
    const started = await start(client, [{ productId: 'prod_muehlviertel', quantity: 4 }]);
    const entered = await paymentPage.enterCard(started.redirectUrl, {
      ...validCard,
      nameOnCard: 'Nora Neu',
      cardNumber: '5555 5555 5555 4444',
      saveCard: true,
    });
    expect(entered.status).toBe(303);
    const bank = textOf(await (await fetch(new URL(entered.headers.get('location') ?? '', sandbox.url))).text());
    expect(bank).toContain('Card Mastercard ending in 4444');
    const approved = await paymentPage.decide(started.redirectUrl, 'approve');
    expect(approved.status).toBe(303);
    const back = new URL(approved.headers.get('location') ?? '');
    expect(back.origin + back.pathname).toBe(returnUrl);
    expect(Object.fromEntries(back.searchParams)).toEqual({ payment: started.payment._id, status: 'succeeded' });

    const { payment } = await wallet.getPayment(client, { id: started.payment._id });
    expect(payment).toMatchObject({
      status: 'succeeded',
      failureReason: null,
      card: { brand: 'Mastercard', last4: '4444' },
      orderNumber: expect.stringMatching(/^GF-/),
      invoiceNumber: expect.stringMatching(/^RE-/),
    });
    const profile = (await getProfile(client)).profile;
    expect(profile.wallet.tokensAvailable).toBe(4);
    expect(profile.cards).toEqual([expect.objectContaining({ brand: 'Mastercard', last4: '4444', expiry: '12/30', nameOnCard: 'Nora Neu' })]);
    expect((await wallet.listTransactions(client)).transactions).toEqual([
      expect.objectContaining({ type: 'charge', totalAdded: 4, paymentId: payment._id, total: payment.total }),
    ]);
    expect(JSON.stringify(sandbox.sandbox.store.data)).not.toContain('5555555555554444');

    // Re-posting or reloading a settled payment changes nothing and goes back.
    for (const again of [
      await paymentPage.decide(started.redirectUrl, 'approve'),
      await paymentPage.decide(started.redirectUrl, 'decline'),
      await fetch(started.redirectUrl, { redirect: 'manual' }),
    ]) {
      expect(again.status).toBe(303);
      expect(new URL(again.headers.get('location') ?? '').searchParams.get('status')).toBe('succeeded');
    }
    expect((await getProfile(client)).profile.wallet.tokensAvailable).toBe(4);
    expect((await wallet.listTransactions(client)).transactions).toHaveLength(1);
    expect((await wallet.getPayment(client, { id: payment._id })).payment.status).toBe('succeeded');
  });

  it('without "save this card" the card is not saved', async () => {
    const { client } = await newCustomer(sandbox);
    const started = await start(client, [{ productId: 'prod_muehlviertel', quantity: 1 }]);
    await paymentPage.enterCard(started.redirectUrl, validCard);
    await paymentPage.decide(started.redirectUrl, 'approve');
    expect((await getProfile(client)).profile.cards).toEqual([]);
  });
});

describe('the bank step', () => {
  it('decline: failed with failureReason declined, nothing credited', async () => {
    const { client } = await newCustomer(sandbox);
    const started = await start(client, [{ productId: 'prod_muehlviertel', quantity: 2 }]);
    // A purchase has its human reference from the start, so a failed one can be named to support too.
    expect(started.payment.orderNumber).toMatch(/^GF-\d{4}-\d{4}$/);
    await paymentPage.enterCard(started.redirectUrl, validCard);
    const declined = await paymentPage.decide(started.redirectUrl, 'decline');
    expect(new URL(declined.headers.get('location') ?? '').searchParams.get('status')).toBe('failed');
    expect((await wallet.getPayment(client, { id: started.payment._id })).payment).toMatchObject({
      status: 'failed',
      failureReason: 'declined',
      orderNumber: started.payment.orderNumber,
      invoiceNumber: null,
    });
    expect((await getProfile(client)).profile.wallet.tokensAvailable).toBe(0);
  });

  it('numbers invoices without gaps: a declined order between two paid ones takes an order number, no invoice number', async () => {
    const { client } = await newCustomer(sandbox);
    const pay = async (decision: 'approve' | 'decline') => {
      const started = await start(client, [{ productId: 'prod_muehlviertel', quantity: 1 }]);
      await paymentPage.enterCard(started.redirectUrl, validCard);
      await paymentPage.decide(started.redirectUrl, decision);
      return (await wallet.getPayment(client, { id: started.payment._id })).payment;
    };
    const serial = (number: string | null) => Number(number?.split('-').at(-1));
    const first = await pay('approve');
    const declined = await pay('decline');
    const second = await pay('approve');
    expect([first.orderNumber, declined.orderNumber, second.orderNumber].map(serial)).toEqual([1, 2, 3].map((step) => serial(first.orderNumber) + step - 1));
    expect(declined.invoiceNumber).toBeNull();
    expect(first.invoiceNumber).toMatch(/^RE-\d{4}-\d{4}$/);
    expect(serial(second.invoiceNumber)).toBe(serial(first.invoiceNumber) + 1);
  });

  it("a stock race: two buyers' pending payments for the last tokens; the second approval fails with stock, nothing credited to it", async () => {
    const forest = addForest(sandbox, { name: 'Last tokens forest', pricePerToken: 30, availableTokens: 5 });
    const first = await newCustomer(sandbox);
    const second = await newCustomer(sandbox);
    const a = await start(first.client, [{ productId: forest, quantity: 4 }]);
    const b = await start(second.client, [{ productId: forest, quantity: 3 }]);
    for (const started of [a, b]) await paymentPage.enterCard(started.redirectUrl, validCard);
    await paymentPage.decide(a.redirectUrl, 'approve');
    const late = await paymentPage.decide(b.redirectUrl, 'approve');
    expect(new URL(late.headers.get('location') ?? '').searchParams.get('status')).toBe('failed');
    expect((await wallet.getPayment(first.client, { id: a.payment._id })).payment.status).toBe('succeeded');
    expect((await wallet.getPayment(second.client, { id: b.payment._id })).payment).toMatchObject({ status: 'failed', failureReason: 'stock' });
    expect((await getProfile(second.client)).profile.wallet.tokensAvailable).toBe(0);
    expect((await wallet.listTransactions(second.client)).transactions).toEqual([]);
    expect(sandbox.sandbox.store.data.products.find((product) => product._id === forest)?.availableTokens).toBe(1);
  });

  it('a payment left pending for 30 minutes fails as expired when read, and cannot be approved', async () => {
    const { client } = await newCustomer(sandbox);
    const started = await start(client, [{ productId: 'prod_muehlviertel', quantity: 1 }]);
    await paymentPage.enterCard(started.redirectUrl, validCard);
    sandbox.clock.advance(30 * 60 * 1000);
    expect((await wallet.getPayment(client, { id: started.payment._id })).payment).toMatchObject({ status: 'failed', failureReason: 'expired' });
    const approve = await paymentPage.decide(started.redirectUrl, 'approve');
    expect(new URL(approve.headers.get('location') ?? '').searchParams.get('status')).toBe('failed');
    expect((await getProfile(client)).profile.wallet.tokensAvailable).toBe(0);
  });
});

describe('the seeded payments', () => {
  it('go back to the configured portal origin, not to port 5173', async () => {
    const configured = sandbox.sandbox.options.portalOrigin;
    sandbox.sandbox.options.portalOrigin = 'https://portal.example:8443';
    try {
      for (const id of ['pay_demo_1', 'pay_demo_2', 'pay_many_1']) {
        const page = `${sandbox.url}/dev/pay/${id}?lang=en`;
        for (const again of [await fetch(page, { redirect: 'manual' }), await paymentPage.decide(page, 'approve')]) {
          expect(again.status).toBe(303);
          const back = new URL(again.headers.get('location') ?? '');
          expect(`${back.origin}${back.pathname}`).toBe('https://portal.example:8443/dashboard');
          expect(Object.fromEntries(back.searchParams)).toEqual({ payment: id, status: 'succeeded' });
        }
      }
    } finally {
      sandbox.sandbox.options.portalOrigin = configured;
    }
  });
});

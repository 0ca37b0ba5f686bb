import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Payment } from '#shared/api/schemas/purchase';
import { formatEuro, formatNumber } from '#shared/i18n/format';
import { grossLineAmounts, grossSum, shownTokenPrice } from '#portal/lib/prices';
import { uniqueEmail } from '#tests/helpers/sandbox';
import { createAccountAt } from '../support/accounts';
import { setupBrowser } from '../support/browser';
import { addForestOverHttp } from '../support/buy';
import { axeViolations } from '../support/widgets';

const browser = setupBrowser();

const text = {
  de: {
    name: 'Name auf der Karte',
    number: 'Kartennummer',
    expiry: 'Ablaufdatum',
    cvv: 'Prüfnummer (CVV)',
    save: 'Diese Karte für spätere Käufe speichern',
    pay: (amount: string) => `${amount} bezahlen`,
    approve: 'Zahlung freigeben',
    badNumber: 'Geben Sie eine gültige Kartennummer ein',
    payee: 'Zahlung an greenfee GmbH',
    order: 'Ihre Bestellung',
    line: (quantity: number) => `${formatNumber('de', quantity)} Token`,
    each: { gross: 'inkl. 19 % USt.', net: 'zzgl. 19 % USt.' },
    sums: {
      gross: [
        'Token inkl. 19 % Umsatzsteuer',
        'Nettobetrag (enthalten)',
        'Umsatzsteuer 19 % (enthalten)',
        'Freiwilliger Verwaltungsbeitrag (ohne USt.) Freiwillig; er kauft keine Token, daher ohne Umsatzsteuer.',
        'Gesamtbetrag',
      ],
      net: [
        'Nettobetrag',
        'Umsatzsteuer 19 %',
        'Freiwilliger Verwaltungsbeitrag (ohne USt.) Freiwillig; er kauft keine Token, daher ohne Umsatzsteuer.',
        'Gesamtbetrag',
      ],
    },
    facts: (amount: string) => `Empfänger greenfee GmbH Betrag ${amount} Karte Visa mit Endziffern 4242`,
  },
  en: {
    name: 'Name on card',
    number: 'Card number',
    expiry: 'Expiry date',
    cvv: 'Security code (CVV)',
    save: 'Save this card for later purchases',
    pay: (amount: string) => `Pay ${amount}`,
    approve: 'Approve payment',
    badNumber: 'Enter a valid card number',
    payee: 'Payment to greenfee GmbH',
    order: 'Your order',
    line: (quantity: number) => `${formatNumber('en', quantity)} ${quantity === 1 ? 'token' : 'tokens'}`,
    each: { gross: 'incl. 19% VAT', net: 'plus 19% VAT' },
    sums: {
      gross: [
        'Tokens incl. 19% VAT',
        'Net amount (included)',
        'VAT 19% (included)',
        'Voluntary administration contribution (no VAT) Voluntary; it buys no tokens, so it carries no VAT.',
        'Total',
      ],
      net: ['Net amount', 'VAT 19%', 'Voluntary administration contribution (no VAT) Voluntary; it buys no tokens, so it carries no VAT.', 'Total'],
    },
    facts: (amount: string) => `Payee greenfee GmbH Amount ${amount} Card Visa ending in 4242`,
  },
} as const;

/** Text as a reader meets it: any run of white space (a no-break space too) one space. */
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * A new customer of its own (approving adds tokens to the buyer's wallet, which other files read for the seeded users)
 * logs in over the API and starts a purchase with a new card (two forests and a donation); answers the payment page's
 * URL and the payment as the API answers it in the language.
 */
async function startPurchase(language: 'de' | 'en', userType: 'private' | 'business' = 'private'): Promise<{ url: string; payment: Payment }> {
  const email = uniqueEmail('payer');
  const business = { accountType: 'business', companyName: 'Sägewerk Profil GmbH', position: 'Inhaberin', taxID: 'ATU12345678' };
  await createAccountAt(browser.apiUrl, email, 'Start-Passw0rd', userType === 'business' ? business : {});
  const login = await fetch(`${browser.apiUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Start-Passw0rd' }),
  });
  const { session } = (await login.json()) as { session: { token: string } };
  // A forest of its own for the second line, at a price with cents: the page must show the cents the payment holds.
  const forest = await addForestOverHttp(browser.apiUrl, { name: `Kiefernwald ${crypto.randomUUID().slice(0, 8)}`, pricePerToken: 32.15, availableTokens: 10 });
  const response = await fetch(`${browser.apiUrl}/buy/buyGft`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lt: session.token, ln: language, 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({
      items: [
        { productId: 'prod_muehlviertel', quantity: 1 },
        { productId: forest, quantity: 3 },
      ],
      adminDonation: 4.5,
      card: { newCard: true },
      returnUrl: new URL('/dashboard', browser.webUrl).href,
    }),
  });
  expect(response.status).toBe(200);
  const { redirectUrl, payment } = (await response.json()) as { redirectUrl: string; payment: Payment };
  return { url: redirectUrl, payment };
}

/** The order table's rows, each as its cells' texts. */
const orderRows = (page: Page, name: string) =>
  page
    .getByRole('table', { name })
    .getByRole('row')
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => (cell as HTMLElement).innerText)));

/** No sideways scrolling at this width. */
const overflowAt = async (page: Page, width: number) => {
  await page.setViewportSize({ width, height: 800 });
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
};

describe.each(['de', 'en'] as const)('the stand-in payment page (%s)', (language) => {
  const t = text[language];

  it.each([375, 1280])('is usable by keyboard alone and has no axe violations at %i px, with and without errors', async (width) => {
    const { url, payment } = await startPurchase(language);
    const euro = (value: number) => formatEuro(language, value);
    const { page, problems } = await browser.open(url, { viewport: { width, height: 800 } });
    expect(await axeViolations(page, 'body')).toEqual([]);
    // Nothing wider than a phone, down to 320 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    if (width === 375) expect(await overflowAt(page, 320)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width, height: 800 });
    // The product's typeface (loaded) and link colour.
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Figtree Variable"/);
    expect(
      await page.evaluate(
        async () => (await document.fonts.ready, [...document.fonts].some((font) => font.family.includes('Figtree') && font.status === 'loaded')),
      ),
    ).toBe(true);
    expect(await page.getByRole('link', { name: language === 'de' ? 'English' : 'Deutsch' }).evaluate((link) => getComputedStyle(link).color)).toBe(
      'rgb(29, 92, 58)',
    );

    // The merchant and what the payment holds, on the cart's basis (a private buyer: prices incl. VAT, as the cart
    // showed them): its lines, their sum, the net and VAT it holds, the donation and the total, and the total on the button.
    const main = squash(await page.getByRole('main').innerText());
    expect(main).toContain(`${t.payee} ${squash(euro(payment.total))}`);
    const rows = (await orderRows(page, t.order)).map((cells) => cells.map(squash));
    const gross = grossLineAmounts({ lines: payment.items });
    expect(rows).toEqual(
      [
        ...payment.items.map((item, index) => [
          `${item.productName} ${t.line(item.quantity)} × ${euro(shownTokenPrice(item.priceEach, 'gross'))} ${t.each.gross}`,
          euro(gross[index] ?? 0),
        ]),
        ...[grossSum(payment), payment.net, payment.vat, payment.adminDonation, payment.total].map((value, index) => [t.sums.gross[index] ?? '', euro(value)]),
      ].map((cells) => cells.map(squash)),
    );
    expect(rows).toHaveLength(7);
    // Each figure on one line, whatever the width.
    const wrapped = await page.locator('td').evaluateAll((cells) =>
      cells.flatMap((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size > 1
          ? [cell.textContent ?? '']
          : [];
      }),
    );
    expect(wrapped).toEqual([]);
    expect(await page.getByRole('button', { name: t.pay(euro(payment.total)), exact: true }).count()).toBe(1);

    await page.keyboard.press('Tab');
    // The language link comes first; then the card fields in order.
    let guard = 0;
    while (!(await page.getByLabel(t.name).evaluate((element) => element === document.activeElement)) && guard++ < 10) await page.keyboard.press('Tab');
    await page.keyboard.type('Nora Neu');
    await page.keyboard.press('Tab');
    await page.keyboard.type('4242 4242 4242 4241');
    await page.keyboard.press('Tab');
    await page.keyboard.type('12/30');
    await page.keyboard.press('Tab');
    await page.keyboard.type('123');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');

    const summary = page.getByRole('alert');
    await expect.poll(() => summary.count()).toBe(1);
    // The summary takes focus and links to the field, whose error is announced with it.
    await expect.poll(() => summary.evaluate((element) => element === document.activeElement)).toBe(true);
    // Focused by the page, the summary is marked by its own red border: no second ring around it.
    expect(await summary.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('none');
    const number = page.getByLabel(t.number);
    expect(await number.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`#${await number.getAttribute('aria-describedby')}`).textContent()).toContain(t.badNumber);
    expect(await number.inputValue()).toBe('4242 4242 4242 4241');
    expect(await page.getByLabel(t.save).isChecked()).toBe(true);
    expect(await axeViolations(page, 'body')).toEqual([]);

    await page.getByRole('link', { name: `${t.number}: ${t.badNumber}` }).press('Enter');
    await expect.poll(() => number.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('4242 4242 4242 4242');
    await page.getByLabel(t.cvv).fill('123');
    await page.getByLabel(t.cvv).press('Enter');

    const approve = page.getByRole('button', { name: t.approve });
    await expect.poll(() => approve.count()).toBe(1);
    expect(await axeViolations(page, 'body')).toEqual([]);
    // The bank's step names whom and how much it is asked to pay, with which card; the order stays beside it.
    expect(squash(await page.locator('dl').innerText())).toBe(squash(t.facts(euro(payment.total))));
    expect((await orderRows(page, t.order)).at(-1)?.map(squash)).toEqual([t.sums.gross[4], squash(euro(payment.total))]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    if (width === 375) {
      expect(await overflowAt(page, 320)).toBeLessThanOrEqual(0);
      await page.setViewportSize({ width, height: 800 });
    }
    await approve.focus();
    // The navigation back to the portal, as the bank step sends it: the portal itself may move on at once (a page
    // without a session goes to the login), so the request is what is checked, not the URL the page ends on.
    const back = page.waitForRequest((request) => request.isNavigationRequest() && new URL(request.url()).origin === new URL(browser.webUrl).origin);
    await page.keyboard.press('Enter');
    expect(new URL((await back).url()).searchParams.get('status')).toBe('succeeded');
    expect(problems.filter((problem) => !problem.includes('status of 400'))).toEqual([]);
  });
});

describe.each(['de', 'en'] as const)('the stand-in payment page for a business (%s)', (language) => {
  it('shows the lines and their prices net, as the business’s cart does, then the VAT added', async () => {
    const t = text[language];
    const { url, payment } = await startPurchase(language, 'business');
    const euro = (value: number) => formatEuro(language, value);
    const { page } = await browser.open(url);
    const rows = (await orderRows(page, t.order)).map((cells) => cells.map(squash));
    expect(rows).toEqual(
      [
        ...payment.items.map((item) => [`${item.productName} ${t.line(item.quantity)} × ${euro(item.priceEach)} ${t.each.net}`, euro(item.amount)]),
        ...[payment.net, payment.vat, payment.adminDonation, payment.total].map((value, index) => [t.sums.net[index] ?? '', euro(value)]),
      ].map((cells) => cells.map(squash)),
    );
  });
});

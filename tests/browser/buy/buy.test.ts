import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pdfPages } from '#tests/helpers/pdf-text';
import { setupBrowser } from '../support/browser';
import { clearFaults, injectFault } from '../support/faults';
import { axeAtWidths, expectAccessible } from '../support/widgets';
import {
  expectBarByKeyboard,
  expectCheckoutAlwaysInReach,
  expectCheckoutInBrand,
  expectForestCards,
  expectGermanBarLines,
  expectRefusedBuySummary,
  expectSavedCardRadiosInBrand,
} from '../support/buy-layout';
import { addForestOverHttp, agreeToImmediateDelivery, freshBuyer, newCardOnly, otherBuyer, paymentsOf, donationField } from '../support/buy';

const browser = setupBrowser();
const url = (path: string) => new URL(path, browser.webUrl).href;
const exact = { exact: true };
const muehlviertel = 'Mühlviertel mixed forest';
const waldviertel = 'Waldviertel spruce and beech';

async function openBuy(page: Page, language: 'de' | 'en' = 'en') {
  await page.goto(url(language === 'en' ? '/en/dashboard/buy' : '/dashboard/buy'), { timeout: 15_000 });
  await expect.poll(() => page.getByRole('heading', { level: 1, name: language === 'en' ? 'Buy GFT' : 'GFT kaufen' }).count(), { timeout: 15_000 }).toBe(1);
  await expect.poll(() => page.getByRole('heading', { level: 3, name: muehlviertel }).count(), { timeout: 10_000 }).toBe(1);
}

/** Puts `quantity` tokens of a forest in the cart from its card (English page). */
async function addToCart(page: Page, name: string, quantity: number) {
  const card = page.getByRole('article', { name });
  await card.getByLabel(`Tokens of ${name}`, exact).fill(String(quantity));
  await card.getByRole('button', { name: /Add to cart|Change in cart/ }).click();
  await expect.poll(() => card.getByRole('status').textContent()).toMatch(new RegExp(`${quantity} tokens? of`));
}

/** The figure in the checkout's row named `label` (net, VAT, total, a forest). */
const checkoutFigure = (page: Page, label: string | RegExp) =>
  page.getByRole('table', { name: 'Your order' }).getByRole('row', { name: label }).locator('td').last().textContent();

/** Ticks the consent, presses buy and answers the payment page's URL once the browser is there. */
async function buyAndReachPaymentPage(page: Page) {
  await agreeToImmediateDelivery(page);
  await page.getByRole('button', { name: /^Buy now for/ }).click();
  await page.waitForURL(/\/dev\/pay\//, { timeout: 10_000 });
}

async function enterNewCard(page: Page, card: { number: string; save?: boolean }) {
  await page.getByLabel('Name on card').fill('Paula Profil');
  await page.getByLabel('Card number').fill(card.number);
  await page.getByLabel('Expiry date').fill('12/35');
  await page.getByLabel('Security code (CVV)').fill('123');
  if (card.save) await page.getByLabel('Save this card for later purchases').check();
  await page.getByRole('button', { name: /^Pay €[\d,.]+$/ }).click();
}

async function returnPageSays(page: Page, text: RegExp) {
  await page.waitForURL(/\/dashboard\/buy\/return\?payment=/, { timeout: 10_000 });
  await expect.poll(() => page.locator('main').textContent(), { timeout: 15_000 }).toMatch(text);
}

describe('buying GFT', () => {
  it('buys two forests with a new card (Luhn checked at the field, saved), credits the wallet, and the invoice holds the figures', async () => {
    const { page, problems } = await browser.open('about:blank');
    // The cookie notice decided, as the layout checks below look at what the window shows.
    await page.context().addCookies([{ name: 'gft_consent', value: 'allow_all', url: browser.webUrl }]);
    const { api } = await freshBuyer(page, browser.apiUrl);
    await openBuy(page);
    // The sold-out forest is hidden by default, shown with the filter off, and cannot be added.
    expect(await page.getByRole('article', { name: 'Bavarian Forest highland' }).count()).toBe(0);
    await page.getByLabel('Only forests with tokens for sale').uncheck();
    const soldOut = page.getByRole('article', { name: 'Bavarian Forest highland' });
    await expect.poll(() => soldOut.textContent()).toMatch(/Sold out/);
    expect(await soldOut.getByRole('button', { name: /Add to cart/ }).count()).toBe(0);
    await page.getByLabel('Only forests with tokens for sale').check();
    await expect.poll(() => soldOut.count()).toBe(0);

    await addToCart(page, muehlviertel, 2);
    await addToCart(page, waldviertel, 3);
    // The navigation counts the tokens of the cart.
    await expect
      .poll(() =>
        page
          .getByRole('navigation', { name: 'Customer area' })
          .getByRole('link', { name: /Buy GFT/ })
          .textContent(),
      )
      .toMatch(/5 tokens in the cart/);
    expect(await checkoutFigure(page, /^Net/)).toBe('€166.00');
    expect(await checkoutFigure(page, /^VAT/)).toBe('€31.54');
    expect(await checkoutFigure(page, /^Total/)).toBe('€197.54');
    // The page as the buyer sees it with these two lines (tests/browser/support/buy-layout.ts).
    await expectForestCards(page);
    await expectCheckoutInBrand(page);
    await expectCheckoutAlwaysInReach(page);
    await expectRefusedBuySummary(page, 'keyboard');
    await expectRefusedBuySummary(page, 'mouse');
    // The optional donation emptied is no donation, not a missing field.
    await (await donationField(page)).fill('');
    // Each line's price per token as the cart shows it to a private buyer, incl. VAT: the payment page and the return
    // page say the same price on the same basis, not the net one (read at a phone's width, where the checkout lists
    // the lines; on a wide window the cart's column holds them).
    await page.setViewportSize({ width: 375, height: 800 });
    await expect.poll(() => page.getByRole('table', { name: 'Your order' }).getByRole('rowheader').count()).toBeGreaterThan(2);
    const cartEach = await page
      .getByRole('table', { name: 'Your order' })
      .getByRole('rowheader')
      .evaluateAll((cells) => cells.map((cell) => cell.querySelector('.checkout__each')?.textContent ?? '').filter(Boolean));
    expect(cartEach).toEqual(['€41.65 per token, incl. 19% VAT', '€38.08 per token, incl. 19% VAT']);
    await page.setViewportSize({ width: 1280, height: 800 });
    await newCardOnly(page);
    await buyAndReachPaymentPage(page);
    const order = (await page.getByRole('table', { name: 'Your order' }).innerText()).replace(/\s+/g, ' ');
    expect(order).toContain(`${muehlviertel} 2 tokens × €41.65 incl. 19% VAT €83.30`);
    expect(order).toContain(`${waldviertel} 3 tokens × €38.08 incl. 19% VAT €114.24`);
    expect(order).toMatch(/Tokens incl\. 19% VAT €197\.54 Net amount \(included\) €166\.00 VAT 19% \(included\) €31\.54 Total €197\.54$/);
    await enterNewCard(page, { number: '4242 4242 4242 4241' });
    const numberField = page.getByLabel('Card number');
    await expect.poll(() => numberField.getAttribute('aria-invalid')).toBe('true');
    await enterNewCard(page, { number: '4242 4242 4242 4242', save: true });
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await returnPageSays(page, /Payment received: 5 tokens for €197\.54/);
    const receipt = (await page.locator('main dl').innerText()).replace(/\s+/g, ' ');
    expect(receipt).toContain(`${muehlviertel} 2 × €41.65 incl. 19% VAT = €83.30`);
    expect(receipt).toContain(`${waldviertel} 3 × €38.08 incl. 19% VAT = €114.24`);
    // No contribution given: no line of €0.00 for it, as in the cart.
    expect(receipt).toMatch(/Tokens incl\. 19% VAT \(Germany\) €197\.54 Net \(included\) €166\.00 VAT 19% \(Germany\), included €31\.54 Total €197\.54$/);
    expect(await api.wallet()).toBe(5);
    expect((await api.charges()).map((charge) => charge.totalAdded)).toEqual([5]);
    // The cart is empty once paid.
    expect(await page.evaluate(() => sessionStorage.getItem('greenfee.cart'))).toBeNull();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the invoice (PDF)' }).click();
    const chunks: Buffer[] = [];
    for await (const chunk of await (await download).createReadStream()) chunks.push(chunk as Buffer);
    const text = (await pdfPages(Buffer.concat(chunks))).join('\n');
    for (const expected of [muehlviertel, waldviertel, '70.00', '96.00', '166.00', '31.54', '197.54']) expect(text).toContain(expected);
    expect(await page.getByRole('link', { name: 'Next step: compensate your CO₂' }).getAttribute('href')).toBe('/en/dashboard/compensate');
    // The browser's back button (to the settled payment page) and a reload only read again.
    await page.goBack();
    await returnPageSays(page, /Payment received: 5 tokens for €197\.54/);
    await page.reload();
    await returnPageSays(page, /Payment received: 5 tokens for €197\.54/);
    expect(await api.wallet()).toBe(5);

    // The saved card is offered at the next checkout.
    await openBuy(page);
    await addToCart(page, muehlviertel, 1);
    await expect.poll(() => page.getByRole('group', { name: 'Payment' }).textContent()).toMatch(/ending in 4242, valid until 12\/35/);
    await expectSavedCardRadiosInBrand(page);
    expect(problems).toEqual([]);
  });

  it('at 375 px: the total and the way to pay in reach wherever the buyer is, the bar first by keyboard, and in German each part whole', async () => {
    const { page } = await browser.open('about:blank', { viewport: { width: 375, height: 800 } });
    await page.context().addCookies([{ name: 'gft_consent', value: 'allow_all', url: browser.webUrl }]);
    await freshBuyer(page, browser.apiUrl);
    await openBuy(page);
    await addToCart(page, muehlviertel, 2);
    await addToCart(page, waldviertel, 3);
    await expectCheckoutAlwaysInReach(page);
    await expectBarByKeyboard(page);
    // The same cart (the tab keeps it) on the German page.
    await page.goto(url('/dashboard/buy'));
    await expectGermanBarLines(page);
  });

  it('shows cent-exact totals equal to the payment, and says "Nothing found..." for a search without result', async () => {
    const { page } = await browser.open('about:blank');
    const { api } = await freshBuyer(page, browser.apiUrl);
    const first = await addForestOverHttp(browser.apiUrl, { name: `Cent forest A ${Date.now()}`, pricePerToken: 35.55, availableTokens: 50 });
    const second = await addForestOverHttp(browser.apiUrl, { name: `Cent forest B ${Date.now()}`, pricePerToken: 32.1, availableTokens: 50 });
    expect(first).not.toBe(second);
    await openBuy(page);
    await expectAccessible(page, 'the forests, the cart empty', { language: 'en' });
    const nameA =
      (await page
        .getByRole('heading', { level: 3, name: /^Cent forest A/ })
        .last()
        .textContent()) ?? '';
    const nameB =
      (await page
        .getByRole('heading', { level: 3, name: /^Cent forest B/ })
        .last()
        .textContent()) ?? '';
    await page.getByLabel(/Search by name or location/).fill('no forest is called like this');
    await expect.poll(() => page.getByText('Nothing found...', exact).count()).toBe(1);
    await expectAccessible(page, 'nothing found', { sideways: true });
    await page.getByLabel(/Search by name or location/).fill('');

    await addToCart(page, nameA, 3);
    expect(await checkoutFigure(page, /^Net/)).toBe('€106.65');
    expect(await checkoutFigure(page, /^VAT/)).toBe('€20.26');
    expect(await checkoutFigure(page, /^Total/)).toBe('€126.91');
    await page.getByRole('button', { name: `Remove ${nameA}` }).click();
    await addToCart(page, nameB, 7);
    await (await donationField(page)).fill('2.50');
    await expect.poll(() => checkoutFigure(page, /^Total/)).toBe('€269.89');
    expect(await checkoutFigure(page, /^Net/)).toBe('€224.70');
    expect(await checkoutFigure(page, /^VAT/)).toBe('€42.69');
    expect(await checkoutFigure(page, /^Voluntary administration contribution/)).toBe('€2.50');
    await newCardOnly(page);
    await expectAccessible(page, 'the cart and the checkout', { sideways: true });
    await buyAndReachPaymentPage(page);
    const id = new URL(page.url()).pathname.split('/').pop() ?? '';
    const payment = await api.payment(id);
    expect([payment.net, payment.vat, payment.adminDonation, payment.total]).toEqual([224.7, 42.69, 2.5, 269.89]);
  });

  it('keeps the donation and the chosen card over a reload: the payment holds what the buyer chose', async () => {
    const { page } = await browser.open('about:blank');
    const { api, email } = await freshBuyer(page, browser.apiUrl);
    // A saved card, which the checkout offers first.
    await api.buyApproved('prod_waldviertel', 1, `${new URL(browser.webUrl).origin}/dashboard`, true);
    await openBuy(page);
    await addToCart(page, muehlviertel, 1);
    await expect.poll(() => page.getByRole('radio', { name: /ending in 4242/ }).isChecked()).toBe(true);
    await (await donationField(page)).fill('2.50');
    await page.getByLabel('A new card').check();
    await expect.poll(() => checkoutFigure(page, /^Total/)).toBe('€44.15');
    await page.reload();
    // The amount as the field writes a number (2.5), the same amount.
    await expect.poll(() => page.getByLabel(/Voluntary administration contribution/).inputValue(), { timeout: 10_000 }).toBe('2.5');
    await expect.poll(() => page.getByLabel('A new card').isChecked()).toBe(true);
    expect(await checkoutFigure(page, /^Voluntary administration contribution/)).toBe('€2.50');
    await buyAndReachPaymentPage(page);
    // A new card: the payment page asks for its details (a saved card goes straight to the bank).
    await expect.poll(() => page.getByLabel('Card number').count()).toBe(1);
    const id = new URL(page.url()).pathname.split('/').pop() ?? '';
    expect((await api.payment(id)).adminDonation).toBe(2.5);
    const pending = (await paymentsOf(browser.apiUrl, email)).filter((payment) => payment.status === 'pending');
    expect(pending.map((payment) => payment.total)).toEqual([44.15]);
  });

  it('makes one payment of five fast clicks, and one of a dropped buy call retried', async () => {
    const { page } = await browser.open('about:blank');
    const { email } = await freshBuyer(page, browser.apiUrl);
    await openBuy(page);
    await addToCart(page, muehlviertel, 1);
    await newCardOnly(page);
    await agreeToImmediateDelivery(page);
    // A server error or an unreadable answer says "Failed to buy gft" and keeps the cart, the card chosen and the tick.
    for (const kind of ['500', 'malformed'] as const) {
      await injectFault(page, '/buy/buyGft', kind, { count: 1 });
      await page.getByRole('button', { name: /^Buy now for/ }).click();
      await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Failed to buy gft' }).count(), { timeout: 10_000 }).toBe(1);
      expect(await page.getByLabel(`Tokens of ${muehlviertel}`, exact).last().inputValue()).toBe('1');
      if (kind === '500') await expectAccessible(page, 'the buy failed', { sideways: true });
      await newCardOnly(page);
    }
    // The first call reaches the sandbox (which starts a payment) but its answer is lost on the way back.
    const keys: string[] = [];
    let dropped = false;
    await page.route('**/buy/buyGft', async (route) => {
      keys.push((await route.request().allHeaders())['idempotency-key'] ?? '');
      if (dropped) return route.continue();
      dropped = true;
      await route.fetch();
      return route.abort('connectionreset');
    });
    await page.getByRole('button', { name: /^Buy now for/ }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Failed to buy gft' }).count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByLabel(`Tokens of ${muehlviertel}`, exact).last().inputValue()).toBe('1');
    expect((await paymentsOf(browser.apiUrl, email)).length).toBe(1);
    // A reload keeps the attempt's key: the retry answers the same payment.
    await page.reload();
    await expect.poll(() => page.getByLabel(`Tokens of ${muehlviertel}`, exact).last().inputValue(), { timeout: 10_000 }).toBe('1');
    await newCardOnly(page);
    // The consent is given anew after a reload (it is not kept).
    expect(await page.getByRole('checkbox', { name: /^I expressly agree/ }).isChecked()).toBe(false);
    await agreeToImmediateDelivery(page);
    const button = page.getByRole('button', { name: /^Buy now for/ });
    await Promise.all([1, 2, 3, 4, 5].map(() => button.click({ noWaitAfter: true }).catch(() => undefined)));
    await page.waitForURL(/\/dev\/pay\//, { timeout: 10_000 });
    expect((await paymentsOf(browser.apiUrl, email)).length).toBe(1);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
  });

  it('keeps the cart after a declined payment, and the retry is a new payment that succeeds', async () => {
    const { page } = await browser.open('about:blank');
    const { email, api } = await freshBuyer(page, browser.apiUrl);
    await openBuy(page);
    await addToCart(page, waldviertel, 2);
    await newCardOnly(page);
    await buyAndReachPaymentPage(page);
    await enterNewCard(page, { number: '4242424242424242' });
    await page.getByRole('button', { name: 'Decline payment' }).click();
    await returnPageSays(page, /check your payment details and try again/);
    expect(await page.getByText('Reason: your bank declined the payment.').count()).toBe(1);
    // Reload and the back button only read again.
    await page.reload();
    await returnPageSays(page, /check your payment details and try again/);
    await page.getByRole('link', { name: 'Back to the checkout' }).click();
    await expect.poll(() => page.getByLabel(`Tokens of ${waldviertel}`, exact).last().inputValue(), { timeout: 10_000 }).toBe('2');
    await newCardOnly(page);
    await buyAndReachPaymentPage(page);
    await enterNewCard(page, { number: '4242424242424242' });
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await returnPageSays(page, /Payment received: 2 tokens/);
    const payments = await paymentsOf(browser.apiUrl, email);
    expect(payments.map((payment) => payment.status).sort()).toEqual(['failed', 'succeeded']);
    // Opening the return address a second time changes nothing.
    await page.goto(page.url());
    await returnPageSays(page, /Payment received: 2 tokens/);
    expect(await api.wallet()).toBe(2);
    expect((await paymentsOf(browser.apiUrl, email)).length).toBe(2);
  });

  it('keeps the cart over a reload, corrects it after a sell-out, and lets the buyer adjust after a stock race', async () => {
    const { page } = await browser.open('about:blank');
    await freshBuyer(page, browser.apiUrl);
    const name = `Race forest ${Date.now()}`;
    const forest = await addForestOverHttp(browser.apiUrl, { name, pricePerToken: 30, availableTokens: 5 });
    await openBuy(page);
    await addToCart(page, name, 5);
    await page.reload();
    await expect.poll(() => page.getByLabel(`Tokens of ${name}`, exact).last().inputValue(), { timeout: 10_000 }).toBe('5');
    // Another buyer takes 4 between cart and buy.
    const other = await otherBuyer(browser.apiUrl);
    await other.buyApproved(forest, 4, `${new URL(browser.webUrl).origin}/dashboard`);
    await newCardOnly(page);
    await agreeToImmediateDelivery(page);
    await page.getByRole('button', { name: /^Buy now for/ }).click();
    // The buyer learns it in the checkout, at the cart line, and the forest's stock above is read again.
    const checkout = page.getByRole('region', { name: 'Checkout', exact: true });
    await expect.poll(() => checkout.getByText(`Only 1 token of ${name} is left: your cart now holds 1.`).count(), { timeout: 10_000 }).toBe(1);
    const line = page.getByRole('complementary', { name: 'Your cart' }).getByLabel(`Tokens of ${name}`, exact);
    expect(await line.inputValue()).toBe('1');
    await expect
      .poll(() => line.getAttribute('aria-describedby').then((ids) => page.locator(`[id="${ids?.split(' ')[0] ?? ''}"]`).textContent()))
      .toBe('Adjusted: only 1 token is left.');
    await expect.poll(() => page.getByRole('article', { name }).textContent()).toMatch(/Tokens on sale now1Tokens sold/);
    // The last token goes too: on the next load the line leaves the cart with a message.
    await other.buyApproved(forest, 1, `${new URL(browser.webUrl).origin}/dashboard`);
    await page.reload();
    await expect.poll(() => page.getByText(`${name} is sold out meanwhile and was removed from your cart.`).count(), { timeout: 10_000 }).toBe(1);
    // Said once, by the summary's column (at 1280 px); the checkout says nothing of it.
    expect(await page.getByText('Nothing in your cart yet', { exact: false }).count()).toBe(1);
    expect(await page.getByText('Your cart is empty.', { exact: false }).count()).toBe(0);
  });

  it('fails a payment whose tokens another buyer took before the bank approved it: nothing charged, the cart corrected on return', async () => {
    const { page } = await browser.open('about:blank');
    const { email, api } = await freshBuyer(page, browser.apiUrl);
    const name = `Approval race forest ${Date.now()}`;
    const forest = await addForestOverHttp(browser.apiUrl, { name, pricePerToken: 20, availableTokens: 3 });
    await openBuy(page);
    await addToCart(page, name, 3);
    await newCardOnly(page);
    await buyAndReachPaymentPage(page);
    await enterNewCard(page, { number: '4242424242424242' });
    // While the buyer is at the bank step, another buyer takes two of the three tokens.
    const other = await otherBuyer(browser.apiUrl);
    await other.buyApproved(forest, 2, `${new URL(browser.webUrl).origin}/dashboard`);
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await returnPageSays(page, /check your payment details and try again/);
    expect(await page.getByText('Reason: the tokens were sold to someone else in the meantime. Nothing was charged.').count()).toBe(1);
    expect((await paymentsOf(browser.apiUrl, email)).map((payment) => [payment.status, payment.failureReason])).toEqual([['failed', 'stock']]);
    expect(await api.wallet()).toBe(0);
    await page.getByRole('link', { name: 'Back to the checkout' }).click();
    const checkout = page.getByRole('region', { name: 'Checkout', exact: true });
    await expect.poll(() => checkout.getByText(`Only 1 token of ${name} is left: your cart now holds 1.`).count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByRole('complementary', { name: 'Your cart' }).getByLabel(`Tokens of ${name}`, exact).inputValue()).toBe('1');
  });

  it('buys with a saved card by keyboard alone; failures of the forest list and the payment read keep the cart', async () => {
    const { page } = await browser.open('about:blank');
    const { api, email } = await freshBuyer(page, browser.apiUrl);
    await api.buyApproved('prod_waldviertel', 1, `${new URL(browser.webUrl).origin}/dashboard`, true);
    await openBuy(page);
    const quantity = page.getByRole('article', { name: muehlviertel }).getByLabel(`Tokens of ${muehlviertel}`, exact);
    await quantity.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('3');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('navigation', { name: 'Customer area' }).textContent()).toMatch(/3 tokens in the cart/);
    // The saved card is chosen by default.
    await expect.poll(() => page.getByRole('radio', { name: /ending in 4242/ }).isChecked()).toBe(true);

    // The forest list fails to load: an alert with a retry, and the cart is still there.
    await injectFault(page, '/product/list', '500', { count: 5 });
    // The saved cards (the profile) come late, as on a slow connection or a busy machine (a CI run pressed buy before
    // they had come: the form then asks how to pay, and no payment starts).
    await page.route('**/profile/get', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.reload();
    await expect.poll(() => page.getByRole('main').getByRole('alert').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await page.getByRole('navigation', { name: 'Customer area' }).textContent()).toMatch(/3 tokens in the cart/);
    await expectAccessible(page, 'the forests failed to load', { sideways: true });
    await clearFaults(page);
    await page.getByRole('button', { name: 'Try again' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByLabel(`Tokens of ${muehlviertel}`, exact).last().inputValue(), { timeout: 10_000 }).toBe('3');
    // A keyboard user buys once the saved card is there and chosen, as a reader sees it.
    await expect.poll(() => page.getByRole('radio', { name: /ending in 4242/ }).isChecked(), { timeout: 10_000 }).toBe(true);

    await page.getByRole('checkbox', { name: /^I expressly agree/ }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: /^Buy now for/ }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/dev\/pay\//, { timeout: 10_000 });
    // Reading the payment fails on the way back (the query's own retries included): a retry, then the success.
    await injectFault(page, '/payment/get', '500', { count: 10 });
    await page.getByRole('button', { name: 'Approve payment' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/dashboard\/buy\/return\?payment=/, { timeout: 10_000 });
    await expect.poll(() => page.getByRole('button', { name: 'Try again' }).count(), { timeout: 10_000 }).toBe(1);
    expect(await page.evaluate(() => sessionStorage.getItem('greenfee.cart'))).not.toBeNull();
    await clearFaults(page);
    await page.getByRole('button', { name: 'Try again' }).focus();
    await page.keyboard.press('Enter');
    await returnPageSays(page, /Payment received: 3 tokens/);
    expect(await api.wallet()).toBe(4);
    expect((await paymentsOf(browser.apiUrl, email)).filter((payment) => payment.status === 'succeeded').length).toBe(2);
  });

  it('waits on the return page while the payment is pending and shows it once the bank approved, whatever the URL says', async () => {
    const { page } = await browser.open('about:blank');
    const { api } = await freshBuyer(page, browser.apiUrl);
    await openBuy(page);
    await addToCart(page, muehlviertel, 1);
    await newCardOnly(page);
    await buyAndReachPaymentPage(page);
    const payUrl = page.url();
    const id = new URL(payUrl).pathname.split('/').pop() ?? '';
    // A forged `status` in the address changes nothing: the page reads the payment.
    await page.goto(url(`/en/dashboard/buy/return?payment=${id}&status=succeeded`));
    await returnPageSays(page, /has not confirmed the payment yet/);
    expect(await api.wallet()).toBe(0);
    const card = new URL(payUrl);
    card.pathname += '/card';
    await fetch(card, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ nameOnCard: 'Paula Profil', cardNumber: '4242424242424242', expiry: '12/35', cvv: '123' }),
    });
    const approve = new URL(payUrl);
    approve.pathname += '/approve';
    expect((await fetch(approve, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    await expect.poll(() => page.getByRole('main').textContent(), { timeout: 15_000 }).toMatch(/Payment received: 1 token for/);
    expect(await api.wallet()).toBe(1);
  });

  it('stops waiting for the bank after three minutes with a clear message, and checks again on request', async () => {
    const { page } = await browser.open('about:blank');
    await freshBuyer(page, browser.apiUrl);
    await openBuy(page);
    await addToCart(page, muehlviertel, 1);
    await newCardOnly(page);
    await buyAndReachPaymentPage(page);
    const payUrl = page.url();
    const id = new URL(payUrl).pathname.split('/').pop() ?? '';
    // The page's clock is the test's: three minutes pass in an instant (the server's clock is untouched).
    await page.clock.install();
    await page.goto(url(`/en/dashboard/buy/return?payment=${id}`));
    await returnPageSays(page, /has not confirmed the payment yet/);
    for (let minute = 0; minute < 4; minute += 1) await page.clock.runFor(60_000);
    await expect.poll(() => page.getByRole('main').textContent(), { timeout: 10_000 }).toMatch(/has still not confirmed the payment/);
    const card = new URL(payUrl);
    card.pathname += '/card';
    await fetch(card, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ nameOnCard: 'Paula Profil', cardNumber: '4242424242424242', expiry: '12/35', cvv: '123' }),
    });
    const approve = new URL(payUrl);
    approve.pathname += '/approve';
    expect((await fetch(approve, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    await page.getByRole('button', { name: 'Check again' }).click();
    await expect.poll(() => page.getByRole('main').textContent(), { timeout: 10_000 }).toMatch(/Payment received: 1 token for/);
  });
});

describe('the checkout while the saved cards load', () => {
  it('says the cards are loading and holds the buy button, with the reason, until they are there; an early press starts nothing', async () => {
    const { page, problems } = await browser.open('about:blank');
    const { api, email } = await freshBuyer(page, browser.apiUrl);
    await api.buyApproved('prod_waldviertel', 1, `${new URL(browser.webUrl).origin}/dashboard`, true);
    await openBuy(page);
    await addToCart(page, muehlviertel, 1);
    // The saved cards (the profile) do not come until the test lets them.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/profile/get', async (route) => {
      await released;
      await route.continue();
    });
    await page.reload();
    const choice = page.getByRole('group', { name: 'Payment' });
    await expect.poll(() => choice.getByRole('status').textContent(), { timeout: 10_000 }).toBe('Loading your saved cards …');
    expect(await choice.getByRole('radio').count()).toBe(0);
    // The profile's answer is held: axe without waiting for the page to settle.
    expect(await axeAtWidths(page, { sideways: true }), 'the saved cards loading').toEqual([]);
    const buy = page.getByRole('button', { name: /^Buy now for/ });
    expect(await buy.getAttribute('aria-disabled')).toBe('true');
    expect(await buy.evaluate((element) => (element as HTMLButtonElement).disabled)).toBe(false);
    const reason = 'You can buy as soon as your saved cards have loaded.';
    expect(await page.getByText(reason, exact).count()).toBe(1);
    await expect.poll(() => buy.evaluate((element) => element.getAttribute('aria-describedby'))).toBeTruthy();
    expect(
      await buy.evaluate((element) => (element.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent)),
    ).toContain(reason);
    // Pressed early (the consent given), by keyboard and by pointer: no "choose a card", no payment, still on the page.
    await agreeToImmediateDelivery(page);
    await buy.focus();
    await page.keyboard.press('Enter');
    await buy.click({ force: true });
    await (await donationField(page)).press('Enter');
    // Two frames: what the presses started (a validation, a render) has shown by then.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByText('Choose a card', exact).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/en/dashboard/buy');
    expect(await paymentsOf(browser.apiUrl, email)).toHaveLength(1);

    release();
    await expect.poll(() => choice.getByRole('radio', { name: /ending in 4242/ }).isChecked(), { timeout: 10_000 }).toBe(true);
    expect(await buy.getAttribute('aria-disabled')).toBeNull();
    expect(await page.getByText(reason, exact).count()).toBe(0);
    await buyAndReachPaymentPage(page);
    // The saved card goes straight to the bank: no card details asked.
    expect(await page.getByLabel('Card number').count()).toBe(0);
    expect((await paymentsOf(browser.apiUrl, email)).filter((payment) => payment.status === 'pending')).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  it('says so when the saved cards fail to load, with a retry, and lets the buyer pay with a new card (German)', async () => {
    const { page } = await browser.open('about:blank');
    const { api, email } = await freshBuyer(page, browser.apiUrl);
    await api.buyApproved('prod_waldviertel', 1, `${new URL(browser.webUrl).origin}/dashboard`, true);
    await page.goto(url('/dashboard/buy'), { timeout: 15_000 });
    const card = page.getByRole('article', { name: 'Mischwald im Mühlviertel' });
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
    await expectAccessible(page, 'the forests, the cart empty', { language: 'de' });
    // No tokens: said at the card's field.
    await card.getByLabel('Token von Mischwald im Mühlviertel', exact).fill('0');
    await card.getByRole('button', { name: /In den Warenkorb/ }).click();
    await expect.poll(() => card.getByLabel('Token von Mischwald im Mühlviertel', exact).getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page, 'a quantity of 0', { sideways: true });
    await card.getByLabel('Token von Mischwald im Mühlviertel', exact).fill('1');
    await card.getByRole('button', { name: /In den Warenkorb/ }).click();
    await expect.poll(() => page.getByRole('button', { name: /^Jetzt kaufen für/ }).count()).toBe(1);
    // The forests in view: at 1280 px the cart in its column beside them (the cookie banner answered first).
    await page.getByRole('button', { name: 'Alle ablehnen' }).click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => page.getByRole('complementary', { name: 'Ihr Warenkorb' }).isVisible()).toBe(true);
    await expectAccessible(page, 'the cart column', { language: 'de' });
    // Every read of the profile fails (the query's own retry included).
    await injectFault(page, '/profile/get', '500', { count: 50 });
    let reads = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/profile/get' && request.method() === 'GET') reads += 1;
    });
    await page.reload();
    const choice = page.getByRole('group', { name: 'Zahlung' });
    const problem = choice.getByRole('alert');
    await expect.poll(() => problem.textContent(), { timeout: 15_000 }).toMatch(/^Ihre gespeicherten Karten konnten nicht geladen werden\./);
    expect(await problem.textContent()).toMatch(/Sie können mit einer neuen Karte bezahlen\./);
    await expectAccessible(page, 'the saved cards failed to load', { sideways: true });
    // The retry runs (and fails again, still saying so). A retry without cards passes through the loading state (the
    // failure and its button go while it runs): noted as it happens, so the state read below is the retry's outcome,
    // not the failure from before the click.
    await page.evaluate(() => {
      const seen = { loading: false };
      Reflect.set(window, '__cardsLoadingSeen', seen);
      new MutationObserver(() => {
        if (document.querySelector('.card-choice__loading')) seen.loading = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    const before = reads;
    await problem.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect.poll(() => reads, { timeout: 10_000 }).toBeGreaterThan(before);
    await expect.poll(() => page.evaluate(() => (Reflect.get(window, '__cardsLoadingSeen') as { loading: boolean }).loading), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => choice.getByRole('button', { name: 'Erneut versuchen' }).isEnabled(), { timeout: 15_000 }).toBe(true);
    // The one way to pay left is chosen (said in words: one way is no choice), and the buy goes through with it.
    expect(await choice.getByRole('radio').count()).toBe(0);
    expect(await choice.textContent()).toContain('Eine neue Karte');
    const buy = page.getByRole('button', { name: /^Jetzt kaufen für/ });
    expect(await buy.getAttribute('aria-disabled')).toBeNull();
    await agreeToImmediateDelivery(page, 'de');
    await buy.click();
    await page.waitForURL(/\/dev\/pay\//, { timeout: 10_000 });
    // A new card: the payment page asks for its details.
    await expect.poll(() => page.getByLabel(/Kartennummer|Card number/).count()).toBe(1);
    expect((await paymentsOf(browser.apiUrl, email)).filter((payment) => payment.status === 'pending')).toHaveLength(1);
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productListAnswerSchema } from '#shared/api/schemas/product';
import { formatNumber } from '#shared/i18n/format';
import { localized, paths } from '#portal/lib/paths';
import { setupBrowser } from '../support/browser';
import { addForestOverHttp, agreeToImmediateDelivery, donationField, freshBuyer, newCardOnly } from '../support/buy';
import { consentCookie } from '../support/page-list';
import { expectAccessible } from '../support/widgets';
import { jsonOf } from '../support/answers';

const browser = setupBrowser();
const url = (path: string) => new URL(path, browser.webUrl).href;
const muehlviertel = 'Mühlviertel mixed forest';
const named = { de: 'Mischwald im Mühlviertel', en: muehlviertel };

/** The buy page in a language, and the forests' list as the page got it from the API (through the contract's schema). */
async function openBuy(page: Page, language: 'de' | 'en') {
  let listed: Promise<unknown> = Promise.resolve(null);
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/product/list' && response.ok()) listed = jsonOf(response);
  });
  await page.goto(url(localized(language, paths.buy)), { timeout: 15_000 });
  await expect.poll(() => page.getByRole('heading', { level: 3, name: named[language] }).count(), { timeout: 15_000 }).toBe(1);
  return productListAnswerSchema.parse(await listed).products;
}

/** Forests of the test's own on sale (named `${name} 0`, `${name} 1`, …, whatever ran before), a fresh buyer, the shop open. */
async function shopWithForests(page: Page, count: number, name: string) {
  for (let index = 0; index < count; index += 1) await addForestOverHttp(browser.apiUrl, { name: `${name} ${index}`, pricePerToken: 30, availableTokens: 50 });
  await freshBuyer(page, browser.apiUrl);
  return openBuy(page, 'en');
}

/** Two tokens of each of the forests put in the cart from their cards. */
async function addTwoOfEach(page: Page, products: { name: string }[]) {
  for (const product of products) {
    const card = page.getByRole('article', { name: product.name });
    await card.getByLabel(`Tokens of ${product.name}`, { exact: true }).fill('2');
    await card.getByRole('button', { name: /^(Add to cart|Change in cart)$/ }).click();
  }
}

async function addTwo(page: Page) {
  const card = page.getByRole('article', { name: muehlviertel });
  await card.getByLabel(`Tokens of ${muehlviertel}`, { exact: true }).fill('2');
  await card.getByRole('button', { name: 'Add to cart' }).click();
  await expect.poll(() => card.getByRole('status').textContent()).toMatch(/2 tokens of/);
}

/** Whether the buy button lies wholly in the window, below the header's band, and nothing (the cookie banner) is over it. */
const inView = (page: Page) =>
  page.getByRole('button', { name: /^Buy now for/ }).evaluate((element) => {
    const box = element.getBoundingClientRect();
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return box.top >= header && box.bottom <= window.innerHeight && box.height > 0 && hit !== null && element.contains(hit);
  });

describe('the shop beside its cart', () => {
  it("states each forest's stock as the numbers the API gave, and keeps the cart and its way to the checkout in view at 1280 × 800", async () => {
    const { page } = await browser.open('about:blank');
    await page.setViewportSize({ width: 1280, height: 800 });
    await freshBuyer(page, browser.apiUrl);
    const products = await openBuy(page, 'en');
    const shown = products.filter((product) => product.availableTokens > 0);
    expect(shown.length).toBeGreaterThan(1);
    // Each card: on sale now, sold (all minus not sold yet) and issued (the two together), as the answer has them.
    for (const product of shown) {
      const stock = page.getByRole('article', { name: product.name }).locator('.forest-stock');
      const sold = product.totalTokens - product.remainingTokens;
      const rows = await stock
        .getByRole('term')
        .evaluateAll((terms) => terms.map((term) => `${term.textContent ?? ''}: ${term.nextElementSibling?.textContent ?? ''}`));
      expect(rows, product.name).toEqual([
        `Tokens on sale now: ${formatNumber('en', product.availableTokens)}`,
        `Tokens sold: ${formatNumber('en', sold)}`,
        `Tokens issued so far: ${formatNumber('en', product.availableTokens + sold)}`,
      ]);
      const later = product.remainingTokens - product.availableTokens;
      if (later > 0)
        expect(await stock.textContent()).toContain(
          `${formatNumber('en', later)} more ${later === 1 ? 'token' : 'tokens'} will be issued over the forest contract, ${formatNumber('en', product.totalTokens)} in all.`,
        );
      expect(await stock.locator('meter').count()).toBe(0);
    }

    // The forests on sale share the grid's width: no empty column of cards beside the cart (the design review's dead
    // space at 1280 px).
    const grid = await page.locator('.forests .shop-grid').boundingBox();
    const cards = await page.locator('.forests .shop-grid > li').evaluateAll((found) => found.map((card) => card.getBoundingClientRect().right));
    expect(Math.abs(Math.max(...cards) - ((grid?.x ?? 0) + (grid?.width ?? 0)))).toBeLessThan(2);
    // The cart is a column beside the forests: empty, it says how to fill it; filled, its line, total and way on.
    const cart = page.getByRole('complementary', { name: 'Your cart' });
    await expect.poll(() => cart.textContent()).toMatch(/Nothing in your cart yet/);
    const first = await page.getByRole('article', { name: muehlviertel }).boundingBox();
    const column = await cart.boundingBox();
    expect(column?.x ?? 0).toBeGreaterThan((first?.x ?? 0) + (first?.width ?? 0));
    await addTwo(page);
    const row = (name: RegExp) => cart.getByRole('table', { name: 'Your order' }).getByRole('row', { name });
    await expect.poll(() => row(/^Mühlviertel mixed forest/).textContent()).toMatch(/€83\.30$/);
    expect(await row(/^VAT 19% \(Germany\), included/).textContent()).toMatch(/€13\.30$/);
    expect(await row(/^Total/).textContent()).toBe('Total€83.30');
    // The column is the order's summary: its line is changed there, and the checkout below repeats no line, no sum
    // and no total: one summary, one buy button, the total shown once (the button says it to screen readers only).
    const quantity = cart.getByLabel(`Tokens of ${muehlviertel}`, { exact: true });
    await quantity.fill('3');
    await expect.poll(() => row(/^Total/).textContent()).toBe('Total€124.95');
    await quantity.fill('2');
    await expect.poll(() => row(/^Total/).textContent()).toBe('Total€83.30');
    const checkout = page.getByRole('region', { name: 'Checkout', exact: true });
    expect(await checkout.getByLabel(`Tokens of ${muehlviertel}`).count()).toBe(0);
    expect(await checkout.getByRole('table').count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Buy now/ }).count()).toBe(1);
    const buy = cart.getByRole('button', { name: 'Buy now for €83.30', exact: true });
    expect(await buy.textContent()).toBe('Buy now');
    // While the last forest is chosen, the summary's buy button stays in the window (the phone's bar is not there).
    const articles = page.getByRole('article');
    await articles.last().scrollIntoViewIfNeeded();
    await expect.poll(() => inView(page)).toBe(true);
    expect(await page.getByRole('region', { name: 'Cart', exact: true }).count()).toBe(0);
    // The keyboard reaches the summary after the forests, the mix and the checkout: from the last forest's link, Tab
    // goes to the mix's field and button, the checkout's way to the profile (whom the invoice names; the one card is
    // no choice), then the cart's line, past its removal to the contribution, then the consent and (past the terms'
    // link) the buy button, as a buyer reads them.
    await articles.last().getByRole('link').last().focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement === document.querySelector('.mix input'))).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Change in your profile');
    await page.keyboard.press('Tab');
    expect(await quantity.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Add a voluntary contribution');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Why German VAT?');
    await page.keyboard.press('Tab');
    expect(await page.getByRole('checkbox', { name: /^I expressly agree/ }).evaluate((input) => input === document.activeElement)).toBe(true);
    // The buy button pressed before the consent is given: the checkout below says what is missing, in view.
    await buy.focus();
    await page.keyboard.press('Enter');
    const problems = checkout.getByRole('alert');
    await expect.poll(() => problems.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expect.poll(() => problems.textContent()).toMatch(/Right of withdrawal/);
    expect(page.url()).toMatch(/\/dashboard\/buy/);
    await expectAccessible(page, 'the shop with its cart column', { sideways: true });
  });

  for (const [width, height] of [
    [1024, 700],
    [1280, 800],
  ] as const) {
    it(`keeps the summary's total and buy button whole and uncovered below the header down to the checkout's end, at ${width} × ${height}`, async () => {
      const { page } = await browser.open('about:blank');
      await page.setViewportSize({ width, height });
      // A choice made on cookies: the banner at the window's foot would cover the column's end until then.
      await page.context().addCookies([consentCookie(browser.webUrl)]);
      // Forests enough that their lines are taller than the window (other files add forests too, and a run once had
      // the button below the window's edge): the lines scroll within the column, the total and the button stay.
      const products = await shopWithForests(page, 8, `Cart column forest ${width}`);
      // Every forest on sale in the cart: its column as tall as it gets.
      const chosen = products.filter((found) => found.availableTokens > 1);
      await addTwoOfEach(page, chosen);
      const cart = page.getByRole('complementary', { name: 'Your cart' });
      const lines = cart.locator('tbody');
      await expect.poll(() => lines.getByRole('row').count()).toBe(chosen.length);
      const go = cart.getByRole('button', { name: /^Buy now for/ });
      const total = cart.getByRole('row', { name: /^Total/ });
      // The lines are more than the window holds: they scroll inside the column, the figures below them do not.
      await expect.poll(() => lines.evaluate((list) => list.scrollHeight > list.clientHeight)).toBe(true);
      const end = await page.evaluate(() => document.documentElement.scrollHeight);
      // Every place from where the column is held down to the page's end, past the checkout: the button lies below the
      // header's band and inside the window, and a press at its centre reaches the button itself, not the header over it
      // (a column that ended with the forests slid under the header on the way to the checkout). Every 100 px: the
      // header's band is 72 px high, and a column out of place is so over hundreds.
      for (let top = 0; top <= end; top += 100) {
        const place = await go.evaluate((link, y) => {
          window.scrollTo(0, y);
          const box = link.getBoundingClientRect();
          const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
          // Above, the column still stands where the page puts it, under the heading and the mix.
          const column = link.closest('aside')?.getBoundingClientRect().top ?? 0;
          if (column > header + 24) return 'not held yet';
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return { belowHeader: box.top >= header, inWindow: box.bottom <= window.innerHeight, reached: hit !== null && link.contains(hit) };
        }, top);
        if (place === 'not held yet') continue;
        expect(place, `scrolled to ${top}`).toEqual({ belowHeader: true, inWindow: true, reached: true });
      }
      // At the checkout (the card, the consent) the column's total and buy button stand beside it, below the header.
      await page.evaluate(() => document.getElementById('checkout')?.scrollIntoView({ block: 'start' }));
      for (const part of [total, go]) {
        await expect
          .poll(() =>
            part.evaluate((element) => {
              const box = element.getBoundingClientRect();
              const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
              const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
              return { belowHeader: box.top >= header, inWindow: box.bottom <= window.innerHeight, reached: hit !== null && element.contains(hit) };
            }),
          )
          .toEqual({ belowHeader: true, inWindow: true, reached: true });
      }
    });
  }

  it('never puts the buy button under the cookie banner of a first visit, at 1280 × 800', async () => {
    const { page } = await browser.open('about:blank');
    // Three forests in the cart: a column that, held, would end where the banner stands.
    const products = await shopWithForests(page, 3, 'Banner column forest');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    expect(await banner.isVisible()).toBe(true);
    await addTwoOfEach(page, products.filter((found) => found.availableTokens > 1).slice(0, 3));
    const cart = page.getByRole('complementary', { name: 'Your cart' });
    await expect.poll(() => cart.locator('tbody').getByRole('row').count()).toBe(3);
    await agreeToImmediateDelivery(page);
    const buy = cart.getByRole('button', { name: /^Buy now for/ });
    // Wherever the page is, a button in the window is reached by a press at its centre: the column, held, ends above
    // the banner (or, with no room for a line there, scrolls with the page).
    const end = await page.evaluate(() => document.documentElement.scrollHeight);
    for (const top of [0, Math.round(end / 2), end]) {
      const place = await buy.evaluate((button, y) => {
        window.scrollTo(0, y);
        const box = button.getBoundingClientRect();
        if (box.bottom <= 0 || box.top >= window.innerHeight) return 'out of the window';
        // Its centre and its edges (2 px in, past the pill's rounded ends): a banner over its lower edge is over it too.
        const points = [
          [box.left + box.width / 2, box.top + box.height / 2],
          ...[box.left + box.height / 2, box.right - box.height / 2].flatMap((x) => [
            [x, box.top + 2],
            [x, box.bottom - 2],
          ]),
        ];
        const over = points.map(([x, y]) => document.elementFromPoint(x ?? 0, y ?? 0)).find((hit) => hit === null || !button.contains(hit));
        return over === undefined ? 'reached' : `covered by ${over?.closest('[aria-label]')?.getAttribute('aria-label') ?? over?.tagName}`;
      }, top);
      expect(place, `scrolled to ${top}`).toMatch(/^(reached|out of the window)$/);
    }
    // Brought into view as a visitor scrolls to it, it takes the press (Playwright's checks: nothing over it).
    await buy.click({ trial: true });
    expect(await banner.isVisible()).toBe(true);
  });

  for (const [width, height] of [
    [1024, 700],
    [1280, 800],
  ] as const) {
    it(`puts the consent right above the buy button in the summary and cuts no text there, at ${width} × ${height}`, async () => {
      const { page } = await browser.open('about:blank');
      await page.setViewportSize({ width, height });
      await page.context().addCookies([consentCookie(browser.webUrl)]);
      // Forests of its own on sale, so the cart below has three whatever ran before.
      const products = await shopWithForests(page, 3, `Consent column forest ${width}`);
      // An empty cart is said once, by the column; the checkout says nothing of it.
      const main = page.getByRole('main');
      await expect.poll(() => main.textContent()).toMatch(/Nothing in your cart yet/);
      expect(await main.textContent()).not.toMatch(/Your cart is empty/);
      expect(await page.getByRole('region', { name: 'Checkout', exact: true }).count()).toBe(0);
      // Three forests in the cart, as a buyer who compares them has.
      await addTwoOfEach(page, products.filter((found) => found.availableTokens > 1).slice(0, 3));
      const cart = page.getByRole('complementary', { name: 'Your cart' });
      await expect.poll(() => cart.locator('tbody').getByRole('row').count()).toBe(3);
      const consent = cart.getByRole('checkbox', { name: /^I expressly agree/ });
      const buy = cart.getByRole('button', { name: /^Buy now for/ });
      expect(await page.getByRole('region', { name: 'Checkout', exact: true }).getByRole('checkbox').count()).toBe(0);
      // At the page's top, among the forests and with the checkout (the card) in view: the heading, the consent and the button
      // together in the window, and every line of the summary wholly inside its lines' visible area or wholly outside.
      const checkoutTop = await page.evaluate(() => (document.getElementById('checkout')?.getBoundingClientRect().top ?? 0) + window.scrollY);
      // (At the page's very end the column leaves with the page, as anything held in view does.)
      const middle = await page.evaluate(() => window.innerHeight / 2);
      for (const top of [0, Math.round(checkoutTop / 2), Math.round(checkoutTop - middle)]) {
        await page.evaluate((y) => window.scrollTo(0, y), top);
        const header = await page.evaluate(() => document.querySelector('header')?.getBoundingClientRect().bottom ?? 0);
        const seen = async (part: typeof consent) =>
          part.evaluate((element, band) => {
            const box = element.getBoundingClientRect();
            return box.height > 0 && box.top >= band && box.bottom <= window.innerHeight;
          }, header);
        await expect.poll(() => seen(consent), { message: `the consent, scrolled to ${top}` }).toBe(true);
        expect(await seen(buy), `the buy button, scrolled to ${top}`).toBe(true);
        expect(await seen(cart.getByRole('heading', { name: 'Your cart' })), `the heading, scrolled to ${top}`).toBe(true);
        const cut = await cart.locator('tbody').evaluate((body) => {
          const area = body.getBoundingClientRect();
          return [...body.querySelectorAll('tr, .gft-hint')]
            .map((line) => line.getBoundingClientRect())
            .filter((box) => box.height > 0)
            .filter((box) => !(box.top >= area.top - 1 && box.bottom <= area.bottom + 1) && !(box.bottom <= area.top || box.top >= area.bottom)).length;
        });
        expect(cut, `lines cut, scrolled to ${top}`).toBe(0);
      }
      // For the keyboard too the consent comes right before the button, only the terms' links between them.
      const order = await cart.evaluate((column) =>
        [...column.querySelectorAll<HTMLElement>('input, button, a')].map((element) => element.getAttribute('type') ?? element.tagName),
      );
      expect(order.slice(order.indexOf('checkbox') + 1, order.indexOf('submit')).every((kind) => kind === 'A')).toBe(true);
      expect(order.indexOf('checkbox')).toBeGreaterThan(-1);
    });
  }

  it('names the voluntary contribution the same in the cart, the checkout and on the payment page, each time with what it is', async () => {
    const { page } = await browser.open('about:blank');
    await page.setViewportSize({ width: 1280, height: 800 });
    await freshBuyer(page, browser.apiUrl);
    await openBuy(page, 'en');
    await addTwo(page);
    const name = 'Voluntary administration contribution';
    const field = await donationField(page);
    const explained = await field.evaluate((input) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    expect(explained).toContain('Leave it at 0 to pay for your tokens only. It helps pay for running greenfee; it buys no tokens, so no VAT is charged on it.');
    await field.fill('5');
    const line = page.getByRole('table', { name: 'Your order' }).getByRole('row', { name: new RegExp(`^${name} \\(no VAT\\)`) });
    await expect.poll(() => line.locator('td').last().textContent()).toBe('€5.00');
    await expect.poll(() => page.getByRole('complementary', { name: 'Your cart' }).textContent()).toContain(`${name} (no VAT)€5.00Total€88.30`);
    await newCardOnly(page);
    await page.getByRole('checkbox', { name: /^I expressly agree/ }).check();
    await page.getByRole('button', { name: /^Buy now for €88\.30/ }).click();
    await page.waitForURL(/\/dev\/pay\//, { timeout: 10_000 });
    const row = page.getByRole('row', { name: new RegExp(`^${name} \\(no VAT\\)`) });
    expect(await row.textContent()).toBe(`${name} (no VAT)Voluntary; it buys no tokens, so it carries no VAT.€5.00`);
  });

  it('passes axe with the cart column and the phone bar, in German and English, at 375 and 1280 px', async () => {
    const { page } = await browser.open('about:blank');
    await page.setViewportSize({ width: 1280, height: 800 });
    await freshBuyer(page, browser.apiUrl);
    for (const language of ['de', 'en'] as const) {
      await openBuy(page, language);
      const card = page.getByRole('article', { name: named[language] });
      await card.getByLabel(language === 'de' ? `Token von ${named.de}` : `Tokens of ${named.en}`, { exact: true }).fill('2');
      await card.getByRole('button', { name: language === 'de' ? /^(In den Warenkorb|Im Warenkorb ändern)$/ : /^(Add to cart|Change in cart)$/ }).click();
      await expect
        .poll(() => page.getByRole('complementary', { name: language === 'de' ? 'Ihr Warenkorb' : 'Your cart' }).textContent())
        .toMatch(/(Gesamt|Total)\D*83[,.]30/);
      await expectAccessible(page, `the shop with a cart, ${language}`, { sideways: true });
    }
  });
});

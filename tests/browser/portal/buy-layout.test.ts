import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from '../browser';
import { freshBuyer } from './buy-helpers';

const browser = setupBrowser();
const muehlviertel = 'Mühlviertel mixed forest';
const waldviertel = 'Waldviertel spruce and beech';

/** A fresh buyer's buy page with two cart lines (2 + 3 tokens: €197.54), put in the cart from the forests' cards. */
async function openWithTwoLines(page: Page) {
  await page.context().addCookies([{ name: 'gft_consent', value: 'allow_all', url: browser.webUrl }]);
  await freshBuyer(page, browser.apiUrl);
  await page.goto(new URL('/en/dashboard/buy', browser.webUrl).href);
  await expect.poll(() => page.getByRole('heading', { name: 'Forest projects' }).count(), { timeout: 15_000 }).toBe(1);
  for (const [name, quantity] of [
    [muehlviertel, 2],
    [waldviertel, 3],
  ] as const) {
    const card = page.getByRole('article', { name });
    await card.getByLabel(`Tokens of ${name}`, { exact: true }).fill(String(quantity));
    await card.getByRole('button', { name: /Add to cart|Change in cart/ }).click();
    await expect.poll(() => card.getByRole('status').textContent()).toMatch(/in your cart/);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Whether the element is wholly inside the window (the header's band at its top does not count as inside). */
async function inWindow(page: Page, locator: Locator): Promise<boolean> {
  // Not there (the bar while the buy button shows): not in the window, without waiting for it.
  if ((await locator.count()) === 0) return false;
  const box = await locator.boundingBox();
  const header = (await page.getByRole('banner').boundingBox())?.height ?? 0;
  const height = page.viewportSize()?.height ?? 0;
  return box !== null && box.height > 0 && box.y >= header && box.y + box.height <= height;
}

/** The boxes around the element that scroll inside themselves (content taller than the box, overflow auto or scroll). */
const scrollingBoxesAround = (locator: Locator) =>
  locator.evaluate((element) => {
    const found: string[] = [];
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
      const overflow = getComputedStyle(node).overflowY;
      if ((overflow === 'auto' || overflow === 'scroll') && node.scrollHeight > node.clientHeight + 1) found.push(node.className || node.tagName);
    }
    return found;
  });

describe("the buy page's layout with two cart lines", () => {
  it.each([1280, 375])(
    'at %i x 800: the total and the way to pay are in view wherever the buyer is, and the checkout never scrolls inside itself',
    async (width) => {
      const { page } = await browser.open('about:blank', { viewport: { width, height: 800 } });
      await openWithTwoLines(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      const bar = page.getByRole('region', { name: 'Cart', exact: true });
      const checkout = page.getByRole('region', { name: 'Cart and checkout' });
      const total = checkout.getByRole('table', { name: 'Your cart' }).getByRole('row', { name: /^Total/ });
      const buy = checkout.getByRole('button', { name: /^Buy now for €197\.54$/ });
      // The forests fill the first screen: the cart bar shows the total.
      await expect.poll(() => inWindow(page, bar)).toBe(true);
      expect(await bar.textContent()).toContain('€197.54');
      // Wherever the buyer is on the page, the bar with the total or the buy button (which names it) is in the window.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let top = 0; top <= height; top += 200) {
        await page.evaluate((y) => window.scrollTo(0, y), top);
        await expect.poll(async () => (await inWindow(page, bar)) || (await inWindow(page, buy)), { message: `scrolled to ${top}` }).toBe(true);
      }
      // From the top, the bar leads to the checkout.
      await page.evaluate(() => window.scrollTo(0, 0));
      await bar.getByRole('link', { name: 'Checkout' }).click();
      await expect.poll(() => checkout.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await total.textContent()).toContain('€197.54');
      expect(await scrollingBoxesAround(buy)).toEqual([]);
      if (width >= 1280) {
        // The whole checkout fits the window: the total and the buy button both in view.
        await expect.poll(() => inWindow(page, total)).toBe(true);
        expect(await inWindow(page, buy)).toBe(true);
      } else {
        // On a phone the checkout starts at the window's top; the page (not a box) scrolls on to the button.
        await expect.poll(() => inWindow(page, checkout.getByRole('heading', { name: 'Cart and checkout' }))).toBe(true);
        await buy.scrollIntoViewIfNeeded();
        expect(await inWindow(page, buy)).toBe(true);
      }
      // With the buy button in view the bar has gone (and out of the keyboard's way).
      await expect.poll(() => bar.count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Checkout' }).count()).toBe(0);
    },
  );

  it('by keyboard at 375 px: the bar comes before the forests, says the cart in words, and Enter takes focus to the checkout', async () => {
    const { page } = await browser.open('about:blank', { viewport: { width: 375, height: 800 } });
    await openWithTwoLines(page);
    await page.getByRole('heading', { level: 1, name: 'Buy GFT' }).click();
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    // Tab from the page's heading: the bar's link before the forests' search field.
    const reached: string[] = [];
    for (let press = 0; press < 5 && !reached.includes('Checkout'); press += 1) {
      await page.keyboard.press('Tab');
      reached.push(await focused());
    }
    expect(reached).toContain('Checkout');
    expect(await page.getByLabel(/Search by name or location/).evaluate((element) => element === document.activeElement)).toBe(false);
    // Screen readers hear the cart as a sentence; the dots and the arrow are for the eyes.
    expect(await page.getByRole('region', { name: 'Cart', exact: true }).getByText('Your cart: 5 GFT for €197.54').count()).toBe(1);
    await page.keyboard.press('Enter');
    const checkout = page.getByRole('region', { name: 'Cart and checkout' });
    await expect.poll(() => checkout.evaluate((element) => element === document.activeElement)).toBe(true);
    // The next Tab goes on inside the checkout, to the first cart line's quantity.
    await page.keyboard.press('Tab');
    expect(await checkout.getByLabel(`Tokens of ${muehlviertel}`, { exact: true }).evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('at 1280 px: the forests as a grid of cards, side by side', async () => {
    const { page } = await browser.open('about:blank', { viewport: { width: 1280, height: 800 } });
    await openWithTwoLines(page);
    const first = await page.getByRole('article', { name: muehlviertel }).boundingBox();
    const second = await page.getByRole('article', { name: waldviertel }).boundingBox();
    expect(Math.abs((first?.y ?? 0) - (second?.y ?? 1000))).toBeLessThan(2);
    expect(second?.x ?? 0).toBeGreaterThan((first?.x ?? 0) + (first?.width ?? 0));
    // A card holds what a buyer compares, not the satellite data and documents: those are a link away.
    const card = page.getByRole('article', { name: muehlviertel });
    expect(await card.getByRole('heading', { name: 'Satellite data' }).count()).toBe(0);
    expect(await card.getByRole('link', { name: `Satellite data and documents of ${muehlviertel}` }).getAttribute('href')).toMatch(/^\/en\/forests\//);
  });
});

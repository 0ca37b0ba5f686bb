import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from '../browser';
import { freshBuyer } from './buy-helpers';

const browser = setupBrowser();

async function openBuyPage(page: Page) {
  await page.context().addCookies([{ name: 'gft_consent', value: 'allow_all', url: browser.webUrl }]);
  await freshBuyer(page, browser.apiUrl);
  await page.goto(new URL('/en/dashboard/buy', browser.webUrl).href);
  await expect.poll(() => page.getByRole('heading', { name: 'Forest projects' }).count(), { timeout: 15_000 }).toBe(1);
  await expect
    .poll(
      () =>
        page
          .getByRole('listitem')
          .filter({ has: page.getByRole('button', { name: 'Add to cart' }) })
          .count(),
      { timeout: 10_000 },
    )
    .toBeGreaterThan(0);
}

const boxOf = async (page: Page, name: string) => {
  const box = await page.getByRole('region', { name }).boundingBox();
  if (!box) throw new Error(`${name} is not visible`);
  return box;
};

describe("the buy page's layout", () => {
  it('at 1280 px: the cart beside the forests, still in view after scrolling through them', async () => {
    const { page } = await browser.open('about:blank', { viewport: { width: 1280, height: 800 } });
    await openBuyPage(page);
    const forests = await boxOf(page, 'Forest projects');
    const cart = await boxOf(page, 'Cart and checkout');
    expect(cart.x).toBeGreaterThanOrEqual(forests.x + forests.width);
    expect(Math.abs(cart.y - forests.y)).toBeLessThan(100);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    const scrolled = await boxOf(page, 'Cart and checkout');
    expect(scrolled.y).toBeGreaterThanOrEqual(0);
    expect(scrolled.y).toBeLessThan(200);
  });

  it('at 375 px: the cart below the forests', async () => {
    const { page } = await browser.open('about:blank', { viewport: { width: 375, height: 800 } });
    await openBuyPage(page);
    const forests = await boxOf(page, 'Forest projects');
    const cart = await boxOf(page, 'Cart and checkout');
    expect(cart.y).toBeGreaterThanOrEqual(forests.y + forests.height);
  });
});

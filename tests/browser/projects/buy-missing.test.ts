import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { localized, paramPaths } from '#portal/lib/paths';
import { storageKeys } from '#shared/storage/keys';
import { setupBrowser } from '../support/browser';
import { freshCustomer } from '../support/projects';
import { settlePage } from '../support/settle';
import { axeAtWidths } from '../support/widgets';

const browser = setupBrowser();
const url = (path: string) => new URL(path, browser.webUrl).href;

/** The cart's lines as the tab keeps them. */
const cartOf = (page: Page) =>
  page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as { productId: string; quantity: number }[], storageKeys.cart.name);
const tokensIn = (lines: { quantity: number }[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

describe("a project's missing tokens", () => {
  it('are added to what the cart held, the shop says so once, and a second press does not add them twice', async () => {
    const { page } = await browser.open('about:blank', { viewport: { width: 1280, height: 800 } });
    await page.context().addCookies([{ name: 'gft_consent', value: 'allow_all', url: browser.webUrl }]);
    const { api } = await freshCustomer(page, browser.apiUrl, 'buy-missing');
    const project = await api.createProject({ name: 'Bakery 2026', co2Emissions: 6 });
    const other = await api.createProject({ name: 'Shop 2026', co2Emissions: 3 });
    // The buyer chose 2 tokens of a forest before.
    await page.goto(url('/en/dashboard'));
    await page.evaluate((key) => sessionStorage.setItem(key, JSON.stringify([{ productId: 'prod_muehlviertel', quantity: 2 }])), storageKeys.cart.name);
    await page.goto(url(localized('en', paramPaths.project.href({ id: project._id }))));
    const press = page.getByRole('button', { name: 'Buy the 6 missing tokens' });
    await expect.poll(() => press.count(), { timeout: 15_000 }).toBe(1);
    await press.click();
    await page.waitForURL(/\/en\/dashboard\/buy$/, { timeout: 10_000 });
    const said =
      'The 6 missing tokens for “Bakery 2026” were added to the 2 tokens already in your cart: it now holds 8 tokens. Change or remove what you do not want to buy in the cart below.';
    const note = page.getByRole('status').filter({ hasText: 'missing tokens for' });
    await expect.poll(() => note.textContent(), { timeout: 10_000 }).toBe(said);
    const lines = await cartOf(page);
    expect(tokensIn(lines)).toBe(8);
    expect(lines.find((line) => line.productId === 'prod_muehlviertel')?.quantity).toBeGreaterThanOrEqual(2);
    await settlePage(page);
    expect(await axeAtWidths(page, { language: 'en' })).toEqual([]);

    // Back on the project's page, pressed twice at once: the missing tokens are in the cart once, beside the 2.
    await page.goBack();
    await expect.poll(() => press.count(), { timeout: 15_000 }).toBe(1);
    await press.dblclick();
    await page.waitForURL(/\/en\/dashboard\/buy$/, { timeout: 10_000 });
    await expect.poll(() => note.textContent(), { timeout: 10_000 }).toBe(said);
    expect(tokensIn(await cartOf(page))).toBe(8);

    // A reload does not say it again; the cart stays.
    await page.reload();
    await settlePage(page);
    await expect.poll(() => page.getByRole('table', { name: 'Your order' }).count(), { timeout: 15_000 }).toBe(1);
    expect(await note.count()).toBe(0);
    expect(tokensIn(await cartOf(page))).toBe(8);

    // Another project's, then this one's again: each project's missing tokens are in the cart once.
    const pressOn = async (id: string, name: string) => {
      await page.goto(url(localized('en', paramPaths.project.href({ id }))));
      const button = page.getByRole('button', { name });
      await expect.poll(() => button.count(), { timeout: 15_000 }).toBe(1);
      await button.click();
      await page.waitForURL(/\/en\/dashboard\/buy$/, { timeout: 10_000 });
    };
    await pressOn(other._id, 'Buy the 3 missing tokens');
    expect(tokensIn(await cartOf(page))).toBe(11);
    await pressOn(project._id, 'Buy the 6 missing tokens');
    expect(tokensIn(await cartOf(page))).toBe(11);
  });

  it('pressed while the forests still load, goes on to the shop once they are here (one press)', async () => {
    const { page } = await browser.open('about:blank');
    const { api } = await freshCustomer(page, browser.apiUrl, 'buy-missing-slow');
    const project = await api.createProject({ name: 'Slow shop', co2Emissions: 2 });
    // The forests' list answers late, as on a slow connection: the button is there before it.
    await page.route('**/product/list*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue().catch(() => {});
    });
    await page.goto(url(localized('en', paramPaths.project.href({ id: project._id }))));
    const press = page.getByRole('button', { name: 'Buy the 2 missing tokens' });
    await expect.poll(() => press.count(), { timeout: 15_000 }).toBe(1);
    await press.click();
    await page.waitForURL(/\/en\/dashboard\/buy$/, { timeout: 15_000 });
    expect(tokensIn(await cartOf(page))).toBe(2);
  });

  it('says in German that they are in an empty cart', async () => {
    const { page } = await browser.open('about:blank');
    const { api } = await freshCustomer(page, browser.apiUrl, 'buy-missing-de');
    const project = await api.createProject({ name: 'Tischlerei', co2Emissions: 1 });
    await page.goto(url(localized('de', paramPaths.project.href({ id: project._id }))));
    const press = page.getByRole('button', { name: 'Den fehlenden Token kaufen' });
    await expect.poll(() => press.count(), { timeout: 15_000 }).toBe(1);
    await press.click();
    await page.waitForURL(/\/dashboard\/buy$/, { timeout: 10_000 });
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Tischlerei' }).textContent(), { timeout: 10_000 })
      .toBe('Der fehlende Token für „Tischlerei“ liegt jetzt in Ihrem Warenkorb.');
    expect(tokensIn(await cartOf(page))).toBe(1);
  });
});

import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TokenIndexes } from '#shared/api/schemas/token-indexes';
import { formatDate } from '#shared/i18n/format';
import { setupBrowser } from '../support/browser';
import { injectFault } from '../support/faults';
import { freshCustomer } from '../support/projects';
import { settlePage } from '../support/settle';
import { axeAtWidths, expectAccessible } from '../support/widgets';

const browser = setupBrowser();
const url = (path: string) => new URL(path, browser.webUrl).href;
const muehl = 'Mühlviertel mixed forest';
const wald = 'Waldviertel spruce and beech';

/** The wallet's ranges as the sandbox has them. */
async function sandboxIndexes(token: string): Promise<TokenIndexes> {
  const response = await fetch(`${browser.apiUrl}/wallet/token-indexes`, { headers: { lt: token, ln: 'en' } });
  expect(response.status).toBe(200);
  return (await response.json()) as TokenIndexes;
}

const forest = (page: Page, name: string) => page.getByRole('region', { name });
/** The ranges a list under a heading ("Held", "Burned") of a forest shows, as their items' text (with what only screen readers get). */
const listed = async (section: Locator, heading: 'Held' | 'Used') =>
  (await section.locator(`h3:text-is("${heading}") + ul > li`).allInnerTexts()).map((item) => item.replace(/\s+/g, ' ').trim());
const rangeText = (range: { from: number; to: number }) => (range.from === range.to ? `No. ${range.from}` : `No. ${range.from}–${range.to}`);
const registerLinkName = (range: { from: number; to: number }, forestName: string) =>
  `${rangeText(range)} of ${forestName} in the public register (opens in a new window)`;
/** A range's item: the link (its arrow shown, its words for screen readers) and the tokens. */
const item = (range: { from: number; to: number }, forestName: string, rest: string) =>
  `${rangeText(range)} ↗ of ${forestName} in the public register (opens in a new window) ${rest}`;

/** Navigates inside the app (no reload), as a link would: the query cache stays. */
const goInApp = (page: Page, path: string) =>
  page.evaluate((target) => {
    history.pushState({}, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

describe('the token-indexes page', () => {
  it.each([
    {
      language: 'en',
      path: '/en/dashboard/token-indexes',
      loading: /Loading/,
      empty: 'There is no token index',
      buy: 'Buy GFT',
      title: 'Token provenance – greenfee',
    },
    {
      language: 'de',
      path: '/dashboard/token-indexes',
      loading: /Wird geladen/,
      empty: 'Es gibt keinen Token-Index',
      buy: 'GFT kaufen',
      title: 'Herkunft der Token – greenfee',
    },
  ] as const)('($language) an empty wallet: loading, then "There is no token index", what will appear here, and the way to buy', async (t) => {
    const { page, problems } = await browser.open('about:blank');
    const { token } = await freshCustomer(page, browser.apiUrl, 'indexes-empty');
    // The answer held for a while: the page says it is loading.
    await injectFault(page, '/wallet/token-indexes', 'timeout', { delayMs: 3000 });
    await page.goto(url(t.path));
    await expect.poll(() => page.getByRole('main').getByRole('status').filter({ hasText: t.loading }).count(), { timeout: 15_000 }).toBe(1);
    expect(await axeAtWidths(page, { sideways: true }), 'loading').toEqual([]);
    await expect.poll(() => page.getByText(t.empty, { exact: true }).count(), { timeout: 15_000 }).toBe(1);
    await settlePage(page);
    expect(await sandboxIndexes(token)).toEqual({ forests: [] });
    expect(await page.getByRole('main').getByRole('link', { name: t.buy, exact: true }).getAttribute('href')).toBe(t.path.replace('token-indexes', 'buy'));
    expect(await page.title()).toBe(t.title);
    await expectAccessible(page, 'no token index', { sideways: true });
    expect(problems).toEqual([]);
  });

  it('after purchases of two forests: each forest with the range held, as the sandbox has it; the register link opens that range in a new window', async () => {
    const { page, problems } = await browser.open('about:blank');
    const { token, api } = await freshCustomer(page, browser.apiUrl, 'indexes-bought');
    await api.buy(3);
    await api.buy(2, 'prod_waldviertel');
    const { forests } = await sandboxIndexes(token);
    const [m, w] = [forests.find((entry) => entry.productName === muehl)?.held, forests.find((entry) => entry.productName === wald)?.held];
    expect([m?.length, w?.length]).toEqual([1, 1]);
    const held = m?.[0] ?? { from: 0, to: 0, registerUrl: '' };
    const heldWald = w?.[0] ?? { from: 0, to: 0, registerUrl: '' };
    expect([held.to - held.from + 1, heldWald.to - heldWald.from + 1]).toEqual([3, 2]);

    await page.goto(url('/en/dashboard/token-indexes'));
    await settlePage(page);
    expect(await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()).toEqual([muehl, wald]);
    const section = forest(page, muehl);
    expect(await section.getByText('Upper Austria, AT · 3 GFT held · 0 GFT used', { exact: true }).count()).toBe(1);
    expect(await listed(section, 'Held')).toEqual([item(held, muehl, '3 GFT')]);
    expect(await section.getByText('No token of this forest project has been used yet.', { exact: true }).count()).toBe(1);
    expect(await listed(forest(page, wald), 'Held')).toEqual([item(heldWald, wald, '2 GFT')]);

    const link = section.getByRole('link', { name: registerLinkName(held, muehl), exact: true });
    expect(await link.getAttribute('target')).toBe('_blank');
    const [register] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await register.waitForLoadState();
    expect(register.url()).toBe(held.registerUrl);
    expect(await register.getByRole('heading', { level: 1 }).textContent()).toBe('Public register (sandbox): token indexes');
    expect(await register.locator('body').innerText()).toContain(`indexes ${held.from} to ${held.to} of 24000 issued`);
    expect(await register.getByRole('row').nth(1).innerText()).toMatch(new RegExp(`^${held.from}–${held.to}\\s+3\\s+Held by 0x`));
    expect(problems).toEqual([]);
  });

  it('a burn moves the oldest indexes to burned, with the project linking to its page; the page shows it on return without a reload', async () => {
    const { page, problems } = await browser.open('about:blank');
    const { token, api } = await freshCustomer(page, browser.apiUrl, 'indexes-burned');
    await api.buy(5);
    const project = await api.createProject({ name: 'Lager Süd', co2Emissions: 2 });
    const [bought] = (await sandboxIndexes(token)).forests[0]?.held ?? [];
    if (!bought) throw new Error('nothing bought');
    await page.goto(url('/en/dashboard/token-indexes'));
    await settlePage(page);
    expect(await listed(forest(page, muehl), 'Held')).toEqual([item(bought, muehl, '5 GFT')]);

    // Burn through the compensation page, then back through the project's provenance link (the token indexes are no
    // menu entry, issue 41): the cached ranges must have been refreshed.
    await goInApp(page, `/en/dashboard/compensate?project=${project._id}&amount=2`);
    await page.getByLabel(/^I want to use/).check();
    await page.getByRole('button', { name: /^Compensate with \d+ GFT now$/ }).click();
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Compensation made' }).count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Customer area' }).getByRole('link', { name: 'Token provenance' }).count()).toBe(0);
    await goInApp(page, `/en/dashboard/projects/${project._id}`);
    await page.getByRole('link', { name: 'Which tokens were used: their serial numbers (token indexes)' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/en/dashboard/token-indexes');
    await settlePage(page);

    const [entry] = (await sandboxIndexes(token)).forests;
    expect(entry?.burned.map(({ from, to, projectName }) => [from, to, projectName])).toEqual([[bought.from, bought.from + 1, 'Lager Süd']]);
    expect(entry?.held.map(({ from, to }) => [from, to])).toEqual([[bought.from + 2, bought.to]]);
    const section = forest(page, muehl);
    await expect.poll(() => listed(section, 'Held')).toEqual([item({ from: bought.from + 2, to: bought.to }, muehl, '3 GFT')]);
    const date = formatDate('en', entry?.burned[0]?.date ?? '');
    expect(await listed(section, 'Used')).toEqual([item({ from: bought.from, to: bought.from + 1 }, muehl, `2 GFT for Lager Süd on ${date}`)]);
    expect(await section.getByText('Upper Austria, AT · 3 GFT held · 2 GFT used', { exact: true }).count()).toBe(1);
    await expectAccessible(page, 'held and used ranges', { sideways: true });
    await section.getByRole('link', { name: 'Lager Süd', exact: true }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Lager Süd' }).count(), { timeout: 10_000 }).toBe(1);
    expect(new URL(page.url()).pathname).toBe(`/en/dashboard/projects/${project._id}`);
    expect(problems).toEqual([]);
  });

  it('the page shows a purchase on return from the payment page without a reload', async () => {
    const { page } = await browser.open('about:blank');
    const { email, api } = await freshCustomer(page, browser.apiUrl, 'indexes-return');
    await page.goto(url('/en/dashboard/token-indexes'));
    await settlePage(page);
    await expect.poll(() => page.getByText('There is no token index', { exact: true }).count()).toBe(1);
    await api.buy(4);
    const payments = (await (await fetch(`${browser.apiUrl}/dev/payments?email=${encodeURIComponent(email)}`)).json()) as { payments: { _id: string }[] };
    await goInApp(page, `/en/dashboard/buy/return?payment=${payments.payments[0]?._id ?? ''}`);
    await expect.poll(() => page.getByRole('main').innerText(), { timeout: 10_000 }).toMatch(/4 × €41\.65 incl\. 19% VAT/);
    // Back through the wallet's technical proof on the overview, in the app.
    await goInApp(page, '/en/dashboard');
    const wallet = page.getByRole('region', { name: 'Your GFT balance' });
    await wallet.scrollIntoViewIfNeeded({ timeout: 10_000 });
    await wallet.getByText('Technical proof: your account on the public register').click();
    await wallet.getByRole('link', { name: 'The serial numbers of your tokens (token indexes)' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/en/dashboard/token-indexes');
    await settlePage(page);
    await expect
      .poll(() => listed(forest(page, muehl), 'Held'))
      .toEqual([expect.stringMatching(/^No\. \d+–\d+ ↗ of Mühlviertel mixed forest in the public register \(opens in a new window\) 4 GFT$/)]);
  });

  it('a failed load says what failed with a retry, and the retry loads', async () => {
    const { page, problems } = await browser.open('about:blank');
    const { api } = await freshCustomer(page, browser.apiUrl, 'indexes-fault');
    await api.buy(1);
    // The query retries once on its own: both tries fail.
    await injectFault(page, '/wallet/token-indexes', '500', { count: 2 });
    await page.goto(url('/en/dashboard/token-indexes'));
    const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong on the server. Please try again later.' });
    await expect.poll(() => alert.count(), { timeout: 15_000 }).toBe(1);
    await expectAccessible(page, 'the load failed, with its retry', { sideways: true });
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect
      .poll(() => listed(forest(page, muehl), 'Held'), { timeout: 10_000 })
      .toEqual([expect.stringMatching(/^No\. \d+ ↗ of Mühlviertel mixed forest in the public register \(opens in a new window\) 1 GFT$/)]);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(problems.filter((line) => !line.includes('status of 500'))).toEqual([]);
  });

  it("works with the keyboard alone: Tab reaches each range's register link and the project link, Enter opens them", async () => {
    const { page } = await browser.open('about:blank');
    const { token, api } = await freshCustomer(page, browser.apiUrl, 'indexes-keys');
    await api.buy(3);
    const project = await api.createProject({ name: 'Keyboard hall', co2Emissions: 1 });
    await api.burn(project._id, 1);
    const [entry] = (await sandboxIndexes(token)).forests;
    const [held] = entry?.held ?? [];
    if (!held) throw new Error('nothing held');
    await page.goto(url('/en/dashboard/token-indexes'));
    await settlePage(page);
    const focused = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText.replace(/\s+/g, ' ').trim() ?? '');
    const tabTo = async (text: string) => {
      for (let step = 0; step < 80; step += 1) {
        await page.keyboard.press('Tab');
        if ((await focused()) === text) return;
      }
      throw new Error(`Tab never reached "${text}"`);
    };
    await tabTo(`${rangeText(held)} ↗ of ${muehl} in the public register (opens in a new window)`);
    const [register] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('Enter')]);
    await register.waitForLoadState();
    expect(register.url()).toBe(held.registerUrl);
    await register.close();
    await tabTo('Keyboard hall');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Keyboard hall' }).count(), { timeout: 10_000 }).toBe(1);
  });
});

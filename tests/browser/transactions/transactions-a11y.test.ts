import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from '../support/browser';
import { axeAtWidths } from '../support/widgets';
import { clearFaults, injectFault } from '../support/faults';
import { loginAs } from '../support/accounts';
import { freshCustomer } from '../support/projects';
import { settlePage } from '../support/settle';
import { bytesOf, manyEmail, parseCsv, shownNumbers, transactionsOf } from '../support/transactions';

const browser = setupBrowser();
const url = (path: string) => new URL(path, browser.webUrl).href;
const prefix = (language: 'de' | 'en') => (language === 'en' ? '/en' : '');

const text = {
  de: {
    nothing: 'Nichts gefunden …',
    from: 'Von',
    to: 'Bis',
    show: 'Anzeigen',
    empty: 'Noch keine Transaktionen',
    notFound: 'Transaktion nicht gefunden',
    retry: 'Erneut versuchen',
    charge: /^Kauf Nr\./,
    compensation: /^Kompensation Nr\./,
  },
  en: {
    nothing: 'Nothing found...',
    from: 'From',
    to: 'To',
    show: 'Show',
    empty: 'No transactions yet',
    notFound: 'Transaction not found',
    retry: 'Try again',
    charge: /^Purchase no\./,
    compensation: /^Compensation no\./,
  },
} as const;

describe.each(['de', 'en'] as const)('axe-core, WCAG 2.2 AA, every transactions state (%s)', (language) => {
  const t = text[language];
  const at = (path: string) => url(`${prefix(language)}${path}`);

  it('at 375 px (de) or 1280 px (en): list, filtered, nothing found, error, charge, compensation, empty, not found', async () => {
    const { page } = await browser.open('about:blank', { viewport: { width: 1280, height: 800 } });
    const found: Record<string, string[]> = {};
    const scan = async (state: string, on = page) => {
      await settlePage(on);
      const violations = await axeAtWidths(on, { language, sideways: true });
      if (violations.length) found[state] = violations;
    };
    const { token } = await loginAs(page, browser.apiUrl, manyEmail);
    const all = await transactionsOf(browser.apiUrl, token);
    const charge = all.find((transaction) => transaction.type === 'charge');
    const compensation = all.find((transaction) => transaction.certificateId !== null);

    await page.goto(at('/dashboard/transactions'));
    expect((await shownNumbers(page)).length).toBe(20);
    await scan('list');
    await page.goto(at(`/dashboard/transactions?type=compensation&project=${compensation?.projectId}&from=2025-01-01&to=2026-12-31`));
    expect((await shownNumbers(page)).length).toBeGreaterThan(0);
    await scan('filtered');
    // On a phone: the filters unfolded (the chips beside "Filter").
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('button', { name: /^Filter/ }).click();
    await expect.poll(() => page.getByRole('search').count()).toBe(1);
    await scan('filters unfolded on a phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(at('/dashboard/transactions?from=2020-01-01&to=2020-12-31'));
    await expect.poll(() => page.getByText(t.nothing).count()).toBe(1);
    await scan('nothing found');
    try {
      await injectFault(page, '/transaction/list', '500', { count: 6 });
      await page.goto(at('/dashboard/transactions?type=charge'));
      await expect.poll(() => page.getByRole('button', { name: t.retry }).count(), { timeout: 10_000 }).toBe(1);
      await scan('error');
    } finally {
      await clearFaults(page);
    }
    await page.goto(at(`/dashboard/transactions/${charge?._id}`));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(t.charge);
    await expect.poll(() => page.getByRole('table').count()).toBe(1);
    await scan('charge');
    await page.goto(at(`/dashboard/transactions/${compensation?._id}`));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(t.compensation);
    await scan('compensation with certificate');

    const { page: fresh } = await browser.open('about:blank', { viewport: { width: 1280, height: 800 } });
    await freshCustomer(fresh, browser.apiUrl, `a11y-tx-${language}`);
    await fresh.goto(at('/dashboard/transactions'));
    await expect.poll(() => fresh.getByRole('heading', { name: t.empty }).count()).toBe(1);
    await scan('empty', fresh);
    await fresh.goto(at(`/dashboard/transactions/${charge?._id}`));
    await expect.poll(() => fresh.getByRole('heading', { level: 1 }).textContent()).toBe(t.notFound);
    await scan('not found', fresh);

    expect(found).toEqual({});
  }, 60_000);

  it('at 375 and 1280 px: the date filters with "to" before "from" and with a day half entered; no sideways scrolling', async () => {
    const { page } = await browser.open('about:blank', { viewport: { width: 375, height: 800 } });
    const found: Record<string, string[]> = {};
    // Both widths in both languages: the date inputs are the browser's own, drawn in its locale's format.
    const scan = async (state: string) => {
      await settlePage(page);
      const violations = await axeAtWidths(page, { sideways: true });
      if (violations.length) found[state] = violations;
    };
    await loginAs(page, browser.apiUrl, manyEmail);
    await page.goto(at('/dashboard/transactions'));
    await settlePage(page);
    // Unfolded on the phone, it stays so at 1280 px.
    await page.getByRole('button', { name: /^Filter/ }).click();
    const form = page.getByRole('search');
    const to = form.getByRole('textbox', { name: t.to, exact: true });
    await form.getByRole('textbox', { name: t.from, exact: true }).fill('2025-06-30');
    await to.fill('2025-03-01');
    await form.getByRole('button', { name: t.show, exact: true }).click();
    await expect.poll(() => form.getByRole('alert').count()).toBe(1);
    await scan('"to" before "from"');
    await to.fill('');
    await to.focus();
    await page.keyboard.type('0303');
    await form.getByRole('button', { name: t.show, exact: true }).click();
    await expect.poll(() => to.getAttribute('aria-invalid')).toBe('true');
    await scan('a day half entered');
    expect(found).toEqual({});
  });
});

/** Presses Tab until the focused element's text or label matches (at most 80 times). */
async function tabTo(page: Page, name: RegExp) {
  for (let presses = 0; presses < 80; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      const label = element?.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`)?.textContent : '';
      return `${label ?? ''} ${element?.getAttribute('aria-label') ?? ''} ${element?.textContent ?? ''}`.trim();
    });
    if (name.test(focused)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

describe('keyboard only', () => {
  it('filters, pages, opens a transaction, comes back with the filters, and exports, without a mouse', async () => {
    const { page } = await browser.open('about:blank');
    const { token } = await loginAs(page, browser.apiUrl, manyEmail);
    const compensations = await transactionsOf(browser.apiUrl, token, { type: 'compensation' });
    await page.goto(url('/en/dashboard/transactions'));
    await settlePage(page);

    await tabTo(page, /^Type/);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('combobox', { name: 'Type' }).inputValue()).toBe('compensation');
    await tabTo(page, /^Show$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).search).toBe('?type=compensation');
    await expect.poll(() => shownNumbers(page)).toEqual(compensations.slice(0, 20).map((transaction) => transaction.number));

    await tabTo(page, /^Next page$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).search).toBe('?type=compensation&page=2');
    await expect.poll(() => shownNumbers(page)).toEqual(compensations.slice(20, 40).map((transaction) => transaction.number));

    await page.locator('body').focus();
    await tabTo(page, new RegExp(`^No\\. ${compensations[20]?.number}$`));
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`Compensation no. ${compensations[20]?.number}`);
    await page.locator('body').focus();
    await tabTo(page, /^Back to the transactions$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).search).toBe('?type=compensation&page=2');

    await settlePage(page);
    await tabTo(page, /^Export as CSV$/);
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(parseCsv(await bytesOf(download), ',')).toHaveLength(1 + compensations.length);
  });
});

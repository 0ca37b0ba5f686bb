import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from '../support/browser';
import { axeAtWidths } from '../support/widgets';
import { clearFaults, injectFault } from '../support/faults';
import { freshCustomer } from '../support/projects';

const browser = setupBrowser();
const url = (path: string) => new URL(path, browser.webUrl).href;

const text = {
  de: {
    h1: 'Token-Indizes',
    reject: 'Alle ablehnen',
    empty: 'Es gibt keinen Token-Index',
    loading: /Wird geladen/,
    retry: 'Erneut versuchen',
    held: 'Gehalten',
    burned: 'Eingesetzt',
  },
  en: { h1: 'Token indexes', reject: 'Reject all', empty: 'There is no token index', loading: /Loading/, retry: 'Try again', held: 'Held', burned: 'Used' },
} as const;
const prefix = (language: 'de' | 'en') => (language === 'en' ? '/en' : '');

describe.each(['de', 'en'] as const)('axe-core, WCAG 2.2 AA, every state of the token-indexes page (%s)', (language) => {
  const t = text[language];
  const at = url(`${prefix(language)}/dashboard/token-indexes`);
  const heading = (page: Page) => page.getByRole('heading', { level: 1, name: t.h1 });

  it('at 375 px (de) or 1280 px (en): loading, load failure, no token index, held and burned ranges', { timeout: 60_000 }, async () => {
    const { page } = await browser.open('about:blank', { viewport: { width: 1280, height: 800 } });
    const found: Record<string, string[]> = {};
    const scan = async (state: string) => {
      // A page wider than the screen (it scrolls sideways) is a finding too.
      const violations = await axeAtWidths(page, { language, sideways: true });
      // A message key shown as itself (a text bundle the page forgot to load) is a defect too.
      const rawKeys = (await page.locator('main').innerText()).match(/\b(common|errors|dashboard)\.[a-z][\w.]*[a-zA-Z]/g) ?? [];
      if (violations.length || rawKeys.length) found[state] = [...violations, ...rawKeys.map((key) => `raw key: ${key}`)];
    };
    const { api, token } = await freshCustomer(page, browser.apiUrl, `a11y-indexes-${language}`);

    await injectFault(page, '/wallet/token-indexes', 'timeout', { delayMs: 4000 });
    await page.goto(at);
    await expect.poll(() => heading(page).count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.getByRole('main').getByRole('status').filter({ hasText: t.loading }).count()).toBe(1);
    await page.getByRole('button', { name: t.reject }).click();
    await scan('loading');
    await expect.poll(() => page.getByText(t.empty, { exact: true }).count(), { timeout: 10_000 }).toBe(1);
    await scan('no token index');

    await clearFaults(page);
    await injectFault(page, '/wallet/token-indexes', '500', { count: 2 });
    await page.reload();
    await expect.poll(() => page.getByRole('alert').getByRole('button', { name: t.retry }).count(), { timeout: 15_000 }).toBe(1);
    await scan('load failure');

    await api.buy(4);
    await api.buy(2, 'prod_waldviertel');
    const project = await api.createProject({ name: 'Werkhalle Nord mit einem sehr langen Projektnamen, der umbrechen muss', co2Emissions: 2 });
    await api.burn(project._id, 2);
    const gone = await api.createProject({ name: 'Gelöscht', co2Emissions: 1 });
    await api.burn(gone._id, 1);
    await fetch(`${browser.apiUrl}/project/delete`, {
      method: 'POST',
      headers: { lt: token, 'content-type': 'application/json' },
      body: JSON.stringify({ id: gone._id }),
    });
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 3, name: t.burned }).count(), { timeout: 15_000 }).toBe(2);
    await scan('held and burned ranges');
    expect(found).toEqual({});
  });
});

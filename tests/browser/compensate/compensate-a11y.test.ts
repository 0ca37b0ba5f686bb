import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from '../support/browser';
import { settlePage } from '../support/settle';
import { axeAtWidths } from '../support/widgets';
import { clearFaults, injectFault } from '../support/faults';
import { freshCustomer } from '../support/projects';

const browser = setupBrowser();
const url = (path: string) => new URL(path, browser.webUrl).href;

const text = {
  de: {
    h1: 'Kompensieren',
    reject: 'Alle ablehnen',
    noProject: 'Kein Projekt zu kompensieren',
    emptyWallet: 'Ihr Wallet ist leer. Kaufen Sie zuerst GFT.',
    amount: 'Einzusetzende Token (GFT)',
    confirm: /^Ich möchte/,
    burn: /^Jetzt mit \d+ GFT kompensieren$/,
    submit: / kompensieren$/,
    failed: 'Die Kompensation konnte nicht ausgeführt werden',
    done: 'Kompensation ausgeführt',
    partly: /teilweise kompensiert/,
    fully: /vollständig kompensiert/,
  },
  en: {
    h1: 'Compensate',
    reject: 'Reject all',
    noProject: 'No project to compensate',
    emptyWallet: 'Your wallet is empty, charge it with GFT first',
    amount: 'Tokens to use (GFT)',
    confirm: /^I want to use/,
    burn: /^Compensate with \d+ GFT now$/,
    submit: /^Compensate /,
    failed: 'The compensation could not be made',
    done: 'Compensation made',
    partly: /partly compensated/,
    fully: /fully compensated/,
  },
} as const;
const prefix = (language: 'de' | 'en') => (language === 'en' ? '/en' : '');

describe.each(['de', 'en'] as const)('axe-core, WCAG 2.2 AA, every state of compensating (%s)', (language) => {
  const t = text[language];
  const at = (query = '') => url(`${prefix(language)}/dashboard/compensate${query}`);
  // The one wait of every page test (one h1, nothing in flight, no loading state), and the page's own h1.
  const settle = async (page: Page) => {
    await settlePage(page);
    expect(await page.getByRole('heading', { level: 1, name: t.h1 }).count()).toBe(1);
  };

  it(
    'at 375 px (de) or 1280 px (en): no project (a bad link), empty wallet, form and preview, errors, confirmation, failure, partial and full outcome, load failure',
    { timeout: 60_000 },
    async () => {
      const { page } = await browser.open('about:blank', { viewport: { width: 1280, height: 800 } });
      const found: Record<string, string[]> = {};
      const scan = async (state: string) => {
        const violations = await axeAtWidths(page, { language });
        // A message key shown as itself (a text bundle the page forgot to load) is a defect too.
        const rawKeys =
          (await page.locator('main').innerText()).match(/\b(forms|compensate|common|validation|errors|success|dashboard)\.[a-z][\w.]*[a-zA-Z]/g) ?? [];
        if (violations.length || rawKeys.length) found[state] = [...violations, ...rawKeys.map((key) => `raw key: ${key}`)];
      };
      const { api } = await freshCustomer(page, browser.apiUrl, `a11y-burn-${language}`);
      await page.goto(at('?project=prj_unknown&amount=3'));
      await settle(page);
      await expect.poll(() => page.getByRole('heading', { name: t.noProject }).count()).toBe(1);
      await scan('no project, bad link');
      // The cookie banner covers the burn button on a phone until it is answered.
      await page.getByRole('button', { name: t.reject }).click();

      const project = await api.createProject({ name: 'Lagerhalle Linz', co2Emissions: 12.5 });
      await page.goto(at(`?project=${project._id}&amount=13`));
      await settle(page);
      await expect.poll(() => page.getByText(t.emptyWallet, { exact: true }).count()).toBe(1);
      await scan('empty wallet');

      await api.buy(5);
      await page.goto(at(`?project=${project._id}&amount=13`));
      await settle(page);
      await expect.poll(() => page.getByLabel(t.amount).inputValue()).toBe('5');
      await scan('form and preview');
      await page.getByLabel(t.amount).fill('9');
      await page.getByRole('button', { name: t.submit }).click();
      await expect.poll(() => page.getByRole('alert').count()).toBeGreaterThan(0);
      await scan('form with errors');
      await page.getByLabel(t.amount).fill('5');
      await page.getByLabel(t.confirm).check();
      await scan('confirmation');
      await injectFault(page, '/wallet/utilize', '500');
      await page.getByRole('button', { name: t.burn }).click();
      await expect.poll(() => page.getByRole('alert').filter({ hasText: t.failed }).count(), { timeout: 10_000 }).toBe(1);
      await scan('burn failed');
      await clearFaults(page);
      await page.getByRole('button', { name: t.burn }).click();
      await expect.poll(() => page.getByRole('heading', { name: t.done }).count(), { timeout: 10_000 }).toBe(1);
      expect(await page.getByRole('main').textContent()).toMatch(t.partly);
      await scan('partial outcome');

      await api.buy(10);
      await page.goto(at(`?project=${project._id}`));
      await settle(page);
      await page.getByLabel(t.confirm).check();
      await page.getByRole('button', { name: t.burn }).click();
      await expect.poll(() => page.getByRole('heading', { name: t.done }).count(), { timeout: 10_000 }).toBe(1);
      expect(await page.getByRole('main').textContent()).toMatch(t.fully);
      await scan('full outcome');

      await injectFault(page, '/project/mine', '500', { count: 5 });
      await page.reload();
      await expect.poll(() => page.getByRole('main').getByRole('alert').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      await scan('load failure');
      await clearFaults(page);
      expect(found).toEqual({});
    },
  );
});

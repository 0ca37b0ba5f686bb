import { describe, expect, it } from 'vitest';
import { localized, paths } from '#portal/lib/paths';
import { setupBrowser } from '../support/browser';
import { axeAtWidths } from '../support/widgets';
import { clearFaults, injectFault } from '../support/faults';
import { freshBuyer, newCardOnly } from '../support/buy';
import { settlePage } from '../support/settle';

const browser = setupBrowser();
const url = (path: string) => new URL(path, browser.webUrl).href;

const text = {
  de: {
    quantity: 'Token von Mischwald im Mühlviertel',
    add: 'In den Warenkorb',
    buy: /^Jetzt für/,
    waiver: /^Ich stimme ausdrücklich zu/,
    newCard: 'Eine neue Karte' as const,
    payment: 'Zahlung',
    ok: /Zahlung erhalten/,
    failed: /prüfen Sie Ihre Zahlungsdaten/,
    search: /Suche nach Name oder Ort/,
    nothing: 'Nichts gefunden …',
    reject: 'Alle ablehnen',
    bar: 'Warenkorb',
  },
  en: {
    quantity: 'Tokens of Mühlviertel mixed forest',
    add: 'Add to cart',
    buy: /^Buy now for/,
    waiver: /^I expressly agree/,
    newCard: 'A new card' as const,
    payment: 'Payment',
    ok: /Payment received/,
    failed: /check your payment details/,
    search: /Search by name or location/,
    nothing: 'Nothing found...',
    reject: 'Reject all',
    bar: 'Cart',
  },
} as const;
const prefix = (language: 'de' | 'en') => (language === 'en' ? '/en' : '');

describe.each(['de', 'en'] as const)('axe-core, WCAG 2.2 AA, every step of buying (%s)', (language) => {
  const t = text[language];
  it('at 375 px (de) or 1280 px (en): forests, nothing found, cart with an error, the cart bar, the saved cards loading and failed, failure, return page failed and succeeded, load failure', async () => {
    const { page } = await browser.open('about:blank', { viewport: { width: 1280, height: 800 } });
    const found: Record<string, string[]> = {};
    const scan = async (state: string) => {
      const violations = await axeAtWidths(page, { language });
      // A message key shown as itself (a text bundle the page forgot to load) is a defect too.
      const rawKeys = (await page.locator('main').innerText()).match(/\b(forms|buy|common|validation|errors|dashboard)\.[a-z][\w.]*[a-zA-Z]/g) ?? [];
      if (violations.length || rawKeys.length) found[state] = [...violations, ...rawKeys.map((key) => `raw key: ${key}`)];
    };
    const { api } = await freshBuyer(page, browser.apiUrl);
    await page.goto(url(`${prefix(language)}/dashboard/buy`));
    await settlePage(page);
    await scan('forests, empty cart');
    // The cookie banner covers the checkout's button on a phone until it is answered.
    await page.getByRole('button', { name: t.reject }).click();
    await page.getByLabel(t.search).fill('zzz');
    await expect.poll(() => page.getByText(t.nothing, { exact: true }).count()).toBe(1);
    await scan('nothing found');
    await page.getByLabel(t.search).fill('');
    const quantity = page.getByLabel(t.quantity, { exact: true }).first();
    await quantity.fill('0');
    await page.getByRole('button', { name: t.add }).first().click();
    await scan('quantity error');
    await quantity.fill('2');
    await page.getByRole('button', { name: t.add }).first().click();
    // The forests in view: the cart bar at the window's bottom.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => page.getByRole('region', { name: t.bar, exact: true }).isVisible()).toBe(true);
    await scan('cart bar');
    await newCardOnly(page, t.newCard);
    // 2 × 35 € + 19 % VAT, in the user's language.
    await expect.poll(() => page.getByRole('button', { name: t.buy }).textContent()).toContain(language === 'de' ? '83,30\u00a0€' : '€83.30');
    await scan('cart and checkout');
    // The saved cards still loading (the call held), then failed to load (the query's retry too).
    await injectFault(page, '/profile/get', 'timeout');
    await page.reload();
    const choice = page.getByRole('group', { name: t.payment, exact: true });
    await expect.poll(() => choice.getByRole('status').count(), { timeout: 10_000 }).toBe(1);
    await scan('saved cards loading');
    await clearFaults(page);
    await injectFault(page, '/profile/get', '500', { count: 2 });
    await page.reload();
    await expect.poll(() => choice.getByRole('alert').count(), { timeout: 15_000 }).toBe(1);
    await scan('saved cards failed to load');
    await clearFaults(page);
    // Pressed without the consent to lose the right of withdrawal: the box and the summary say so.
    await page.getByRole('button', { name: t.buy }).click();
    await expect.poll(() => page.getByRole('checkbox', { name: t.waiver }).getAttribute('aria-invalid')).toBe('true');
    await scan('consent missing');
    await page.getByRole('checkbox', { name: t.waiver }).check();
    await expect.poll(() => page.getByRole('checkbox', { name: t.waiver }).getAttribute('aria-invalid')).toBeNull();
    await injectFault(page, '/buy/buyGft', '500', { count: 1 });
    await page.getByRole('button', { name: t.buy }).click();
    await expect.poll(() => page.getByRole('main').getByRole('alert').count()).toBeGreaterThan(0);
    await scan('buy failed');
    await clearFaults(page);

    // The return page as the bank's page sends the buyer back, declined and approved: the payments decided over HTTP
    // (buy.test.ts walks the bank's page in the browser; this walk checks the pages it leads back to).
    const returnUrl = url(localized(language, paths.buyReturn));
    await page.goto(await api.decided('prod_muehlviertel', 2, returnUrl, 'decline'));
    await settlePage(page);
    await expect.poll(() => page.getByRole('main').textContent()).toMatch(t.failed);
    await scan('return page, failed');

    await page.goto(await api.decided('prod_muehlviertel', 2, returnUrl, 'approve'));
    await settlePage(page);
    await expect.poll(() => page.getByRole('main').textContent()).toMatch(t.ok);
    await scan('return page, succeeded');

    await injectFault(page, '/product/list', '500', { count: 5 });
    await page.goto(url(`${prefix(language)}/dashboard/buy`));
    await expect.poll(() => page.getByRole('main').getByRole('alert').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await scan('forests failed to load');
    await clearFaults(page);
    expect(found).toEqual({});
  });
});

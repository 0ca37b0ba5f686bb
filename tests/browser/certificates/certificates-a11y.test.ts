import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from '../support/browser';
import { axeAtWidths } from '../support/widgets';
import { ageCertificate, cookiesChosen, longDelayMs, setCertificateDelay } from '../support/certificates';
import { loginAs } from '../support/accounts';
import { freshCustomer } from '../support/projects';
import { settlePage } from '../support/settle';

const browser = setupBrowser();
const url = (path: string) => new URL(path, browser.webUrl).href;

const text = {
  de: {
    waiting: /^Ihre Kompensation ist ausgeführt/,
    overdue: /^Das dauert länger als üblich/,
    ready: 'Ihr Zertifikat ist bereit.',
    superseded: /^Dieses Zertifikat wurde durch das Zertifikat GFT-\S+ ersetzt/,
    expired: 'Dieses Zertifikat ist abgelaufen.',
    notFound: 'Zertifikat nicht gefunden',
    check: 'Jetzt prüfen',
    notReady: /noch nicht bereit/,
    notice: 'Zertifikat ansehen',
  },
  en: {
    waiting: /^Your compensation is made/,
    overdue: /^This is taking longer than usual/,
    ready: 'Your certificate is ready.',
    superseded: /^This certificate was superseded by certificate GFT-\S+/,
    expired: 'This certificate has expired.',
    notFound: 'Certificate not found',
    check: 'Check for the certificate',
    notReady: /not ready yet/,
    notice: 'Show the certificate',
  },
} as const;
const prefix = (language: 'de' | 'en') => (language === 'en' ? '/en' : '');

/** Message keys shown as themselves ("certificates.ready.holder") mean a text bundle did not load. */
const rawKeys = (page: Page) => page.evaluate(() => document.body.innerText.match(/\b(certificates|dashboard|projects|errors)\.[a-zA-Z]+\.[a-zA-Z.]+/g) ?? []);

describe.each(['de', 'en'] as const)('axe-core, WCAG 2.2 AA, every certificate state (%s)', (language) => {
  const t = text[language];
  const at = (path: string) => url(`${prefix(language)}${path}`);

  it("at 375 px (de) or 1280 px (en): on its way (with the check's answer), overdue, ready, superseded, expired, the notice, not found", async () => {
    const { page } = await browser.open('about:blank', { viewport: { width: 1280, height: 800 } });
    // The page's timers run on a clock the test moves (the certificate checks' backoff).
    await page.clock.install();
    const found: Record<string, string[]> = {};
    const scan = async (state: string) => {
      const violations = await axeAtWidths(page, { language });
      const keys = await rawKeys(page);
      if (violations.length || keys.length) found[state] = [...violations, ...keys.map((key) => `message key shown: ${key}`)];
    };
    const { api, email, token } = await freshCustomer(page, browser.apiUrl, `a11y-certificates-${language}`);
    // The banner (scanned with every route in a11y.test.ts) would cover the check button on a phone.
    await cookiesChosen(page, browser.webUrl);
    await api.buy(5);
    await setCertificateDelay(browser.apiUrl, email, longDelayMs);
    const waiting = (await api.burn((await api.createProject({ name: 'Wartet noch', co2Emissions: 1 }))._id, 1)).certificate?.id ?? '';
    const late = (await api.burn((await api.createProject({ name: 'Verspätet', co2Emissions: 1 }))._id, 1)).certificate?.id ?? '';
    await ageCertificate(browser.apiUrl, late, 11);
    await setCertificateDelay(browser.apiUrl, email, 0);
    const done =
      (await api.burn((await api.createProject({ name: 'Fertig mit einem sehr langen Projektnamen, der umbrechen muss', co2Emissions: 1 }))._id, 1)).certificate
        ?.id ?? '';

    await page.goto(at(`/dashboard/certificates/${waiting}`));
    await settlePage(page);
    await expect.poll(() => page.getByRole('main').getByRole('status').first().textContent()).toMatch(t.waiting);
    await scan('on its way');
    await page.getByRole('button', { name: t.check }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: t.notReady }).count()).toBe(1);
    await scan('on its way, not ready yet');

    await page.goto(at(`/dashboard/certificates/${late}`));
    await settlePage(page);
    await expect.poll(() => page.getByRole('main').getByRole('status').first().textContent()).toMatch(t.overdue);
    await scan('overdue');

    await page.goto(at(`/dashboard/certificates/${done}`));
    await settlePage(page);
    await expect.poll(() => page.getByRole('main').getByRole('status').first().textContent()).toBe(t.ready);
    await expect.poll(() => page.getByRole('table').count()).toBe(1);
    await scan('ready');

    // Superseded: its project raised and compensated again.
    const raised = await api.createProject({ name: 'Erhöht', co2Emissions: 1 });
    const replaced = (await api.burn(raised._id, 1)).certificate?.id ?? '';
    const edited = await fetch(`${browser.apiUrl}/project/edit`, {
      method: 'POST',
      headers: { lt: token, 'content-type': 'application/json' },
      body: JSON.stringify({
        id: raised._id,
        name: 'Erhöht',
        description: '',
        co2Emissions: 2,
        compensationPeriod: { startDate: '2026-01-01', endDate: '2026-12-31' },
      }),
    });
    expect(edited.status).toBe(200);
    await api.burn(raised._id, 1);
    await page.goto(at(`/dashboard/certificates/${replaced}`));
    await settlePage(page);
    await expect.poll(() => page.getByRole('main').getByRole('status').first().textContent()).toMatch(t.superseded);
    await scan('superseded');

    // The notice, on another page of the customer area.
    const firstCheck = page.waitForResponse((response) => response.url().includes(`/certificate/status?id=${waiting}`));
    await page.goto(at('/dashboard'));
    await firstCheck;
    await ageCertificate(browser.apiUrl, waiting, 61);
    await page.clock.fastForward(60_000);
    await expect.poll(() => page.getByRole('link', { name: t.notice }).count(), { timeout: 10_000 }).toBe(1);
    await scan('notice');

    await page.goto(at('/dashboard/certificates/GFT-2026-NOSUCH00'));
    await settlePage(page);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(t.notFound);
    await scan('not found');

    // Expired: the seeded business customer's certificate.
    const business = await browser.open('about:blank', { viewport: { width: 1280, height: 800 } });
    await loginAs(business.page, browser.apiUrl, 'business@greenfee.example');
    await cookiesChosen(business.page, browser.webUrl);
    await business.page.goto(at('/dashboard/certificates/GFT-DEMO-EXPIRED'));
    await settlePage(business.page);
    await expect.poll(() => business.page.getByRole('main').getByRole('status').first().textContent()).toBe(t.expired);
    // Said as a problem, not in the green of a ready certificate.
    const expiredLead = business.page.getByRole('main').getByRole('status').first();
    expect(await expiredLead.evaluate((element) => getComputedStyle(element).borderLeftColor)).toBe('rgb(179, 38, 30)');
    const expired = await axeAtWidths(business.page, { language });
    if (expired.length) found.expired = expired;

    expect(found).toEqual({});
  }, 90_000);
});

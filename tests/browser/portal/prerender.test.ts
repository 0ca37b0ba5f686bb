import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localized, paths } from '#portal/lib/paths';
import { setupBrowser } from '../support/browser';
import { layoutShift, recordLayoutShifts } from '../support/layout-shift';
import { uniqueEmail } from '../support/widgets';
import { createAccountAt, loginAs } from '../support/accounts';
import { settle } from '../support/settle';
import { hydrated, pageErrors, watchHydration } from '../support/hydration';

const browser = setupBrowser();
const languages = ['de', 'en'] as const;
/** A real forest's page: its data loads after hydration into the template's heading. */
async function forestPath(): Promise<string> {
  const { products } = (await (await fetch(`${browser.apiUrl}/product/list`)).json()) as { products: { _id: string }[] };
  return `/forests/${products[0]?._id ?? 'none'}`;
}
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

// Every prerendered page hydrating without a mismatch or an error: route-sweep.ts.
describe('prerendered public pages in the browser', () => {
  it('hydrate for a logged-in visitor too: the header switches to the profile menu without an error', async () => {
    const email = uniqueEmail('prerender');
    await createAccountAt(browser.apiUrl, email, 'Demo-Passw0rd!');
    const { page, problems } = await browser.open('about:blank');
    await watchHydration(page);
    await loginAs(page, browser.apiUrl, email);
    await page.goto(new URL('/en/faq', browser.webUrl).href);
    await expect.poll(() => page.getByRole('button', { name: 'PP: account menu of Paula Profil' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Log in' }).count()).toBe(0);
    expect(await pageErrors(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('do not shift once their data has loaded (/ and /private, at a phone and a desktop width)', async () => {
    for (const viewport of [
      { width: 375, height: 812 },
      { width: 1280, height: 800 },
    ]) {
      const { page } = await browser.open('about:blank', { viewport });
      await recordLayoutShifts(page);
      for (const path of ['/', '/private', '/en', '/en/private']) {
        await page.goto(new URL(path, browser.webUrl).href);
        await settle(page);
        await page.waitForTimeout(500);
        expect(await layoutShift(page), `${path} at ${viewport.width}px`).toBe(0);
      }
    }
  });

  it('navigate after hydration: a link, the language switch, and the head follows (title, canonical, alternates, Open Graph)', async () => {
    const { page, problems } = await browser.open('/en/faq');
    await expect.poll(() => hydrated(page)).toBe(true);
    // A client-side navigation keeps the window: a full page load would drop this marker.
    await page.evaluate(() => ((window as unknown as { __stayed: boolean }).__stayed = true));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Mission', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/en/mission');
    await expect.poll(() => h1(page).textContent()).not.toBe('');
    const origin = new URL(browser.webUrl).origin;
    await expect.poll(() => page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${origin}/en/mission`);
    expect(await page.locator('meta[property="og:url"]').getAttribute('content')).toBe(`${origin}/en/mission`);
    expect(await page.locator('link[hreflang="de"]').getAttribute('href')).toBe(`${origin}/mission`);
    await page.getByRole('banner').getByRole('link', { name: 'Diese Seite auf Deutsch' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/mission');
    await expect.poll(() => page.locator('meta[property="og:locale"]').getAttribute('content')).toBe('de_AT');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${origin}/mission`);
    expect(await page.locator('link[hreflang="x-default"]').getAttribute('href')).toBe(`${origin}/mission`);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(await page.title());
    expect(await page.locator('meta[property="og:description"]').getAttribute('content')).toBe(
      await page.locator('meta[name="description"]').getAttribute('content'),
    );
    expect(await page.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed)).toBe(true);
    expect(problems).toEqual([]);
  });
});

describe('with JavaScript off', () => {
  let chrome: Browser;
  beforeAll(async () => {
    chrome = await chromium.connect(inject('wsEndpoint'));
  });
  afterAll(async () => {
    await chrome.close();
  });

  it.each(languages)('the pages show their content (%s)', async (language) => {
    const context = await chrome.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      const visit = async (path: string) => {
        const response = await page.goto(new URL(localized(language, path), browser.webUrl).href);
        expect(response?.status(), path).toBe(200);
        await expect.poll(() => h1(page).isVisible(), { message: path }).toBe(true);
        // The menu's links: its groups' buttons need the app, so pointing at a group shows its links.
        const banner = page.getByRole('banner');
        expect(await banner.getByRole('link', { name: language === 'de' ? 'Zertifikat prüfen' : 'Verify a certificate' }).isVisible(), path).toBe(true);
        const blog = banner.getByRole('link', { name: /^Blog/ });
        expect(await blog.isVisible(), path).toBe(false);
        await banner.getByRole('button', { name: language === 'de' ? 'Mehr' : 'More' }).hover();
        expect(await blog.isVisible(), path).toBe(true);
        await page.mouse.move(0, 700);
        // Logging in needs JavaScript, and the HTML cannot know a stored session: its place is kept, invisible.
        expect(
          await page
            .getByRole('banner')
            .getByRole('link', { name: language === 'de' ? 'Anmelden' : 'Log in' })
            .count(),
          path,
        ).toBe(0);
        expect(await page.getByRole('contentinfo').isVisible(), path).toBe(true);
      };
      await visit(paths.home);
      // The same heading as the page in a browser with JavaScript.
      const withScripts = await browser.open(localized(language, paths.home));
      await expect.poll(() => hydrated(withScripts.page)).toBe(true);
      expect(await h1(page).textContent()).toBe(await h1(withScripts.page).textContent());
      await visit(paths.faq);
      expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(0);
      expect((await page.getByRole('main').textContent())?.length).toBeGreaterThan(500);
      await visit(paths.private);
      expect((await page.getByRole('main').textContent())?.length).toBeGreaterThan(100);
      await visit(paths.verify);
      expect(await page.getByLabel(language === 'de' ? 'Zertifikats-ID' : 'Certificate ID', { exact: true }).isVisible()).toBe(true);
      await visit(await forestPath());
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
        `${new URL(browser.webUrl).origin}${localized(language, await forestPath())}`,
      );
    } finally {
      await context.close();
    }
  });

  it('a prerendered form cannot be sent natively (its fields would land in the URL) and says it needs JavaScript', async () => {
    const context = await chrome.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    try {
      const page = await context.newPage();
      for (const path of [paths.contact, paths.verify, paths.tokenSale, paths.meeting]) {
        const address = new URL(localized('en', path), browser.webUrl).href;
        // (Chromium run by Playwright with scripts off still parses <noscript> as if they ran: the HTML must hold it.)
        expect(await (await fetch(address)).text(), path).toContain(
          '<noscript><p class="notice">This form needs JavaScript. Please turn it on in your browser to send it.</p></noscript>',
        );
        await page.goto(address);
        const submit = page.getByRole('main').locator('button[type="submit"]');
        expect(await submit.count(), path).toBe(1);
        expect(await submit.isDisabled(), path).toBe(true);
        // Enter in a field submits a form whose submit button is enabled: here nothing happens.
        const field = page.getByRole('main').getByRole('textbox').first();
        await field.fill('private@example.com');
        await field.press('Enter');
        await page.waitForTimeout(300);
        expect(page.url(), path).toBe(address);
      }
    } finally {
      await context.close();
    }
  });
});

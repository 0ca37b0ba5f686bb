/**
 * The prerendered pages as a static host serves them (the static export, a CDN, nginx): filled in once, the same file
 * for every visitor and every day after, with nothing decided per request. Each test fills a built page with
 * demo/web/site-pages.ts and answers the real URL with it (the web server's headers, its CSP, kept), so the page the
 * browser gets is exactly what a static host would send.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parseAppConfig, type AppConfig } from '#shared/config/config';
import { productListAnswerSchema } from '#shared/api/schemas/product';
import { localized, paramPaths, paths } from '#portal/lib/paths';
import { fileOf, forestTemplatePath } from '#demo/web/prerendered';
import { fillPage, forestTemplatePage } from '#demo/web/site-pages';
import { setupBrowser } from '../support/browser';
import { hydrated, hydrationProblems, watchHydration } from '../support/hydration';

const browser = setupBrowser();
const origin = new URL(browser.webUrl).origin;
const prerenderedDir = fileURLToPath(new URL('../../../dist/prerendered/', import.meta.url));
const built = (pathname: string) => readFileSync(prerenderedDir + fileOf(pathname), 'utf8');

/** The test web server's running configuration, as its pages carry it. */
async function runningConfig(): Promise<AppConfig> {
  const html = await (await fetch(new URL('/faq', browser.webUrl))).text();
  const json = /<script id="gft-config" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('The test web server sent no configuration');
  return parseAppConfig(JSON.parse(json));
}

/** From now on, `pathname` answers with `html` and the headers the web server sends for it (its CSP among them). */
async function serveAsStatic(page: Page, pathname: string, html: string): Promise<void> {
  // A fulfilled page has no address, so Chromium counts it as public and asks before it calls the sandbox on
  // loopback (Local Network Access); the real page, served from loopback, may.
  await page.context().grantPermissions(['local-network-access']);
  await page.route(new URL(pathname, browser.webUrl).href, async (route) => {
    const response = await route.fetch();
    const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length'].includes(name)));
    await route.fulfill({ status: 200, headers, body: html });
  });
}

const visit = async (page: Page, pathname: string) => {
  await page.goto(new URL(pathname, browser.webUrl).href);
  await expect.poll(() => hydrationProblems(page), { message: pathname }).toEqual([]);
};

describe('dated lines written weeks before the visit', () => {
  // Before the full privacy policy's date (3 June 2022, as a deployment names it: GFT_PRIVACY_POLICY_UPDATED) and the
  // presale (August 2025): both lines read otherwise today.
  const writtenOn = new Date('2022-01-10T12:00:00Z');
  const lines = {
    de: [
      [
        paths.tokenSale,
        'Der Verkauf der ersten greenfee-Token ist für August 2025 geplant.',
        'Token sind im greenfee-Portal erhältlich, zu festen Preisen je Wald: Legen Sie ein Konto an und kaufen Sie so viele, wie Sie brauchen.',
      ],
      [paths.privacyPolicy, 'Vollständige Fassung gilt ab: 03.06.2022', 'Vollständige Fassung zuletzt aktualisiert: 03.06.2022'],
    ],
    en: [
      [
        paths.tokenSale,
        'The sale of the first greenfee tokens is planned for August 2025.',
        'Tokens are on sale in the greenfee portal at fixed prices per forest: open an account and buy as many as you need.',
      ],
      [paths.privacyPolicy, 'Full policy in force from: Jun 3, 2022', 'Full policy last updated: Jun 3, 2022'],
    ],
  } as const;

  it.each(['de', 'en'] as const)('hydrate as written, without a mismatch, then read as of today (%s)', async (language) => {
    const running = await runningConfig();
    // The page carries the configuration it was filled with: the browser hydrates with the same date.
    const config = { ...running, dates: { ...running.dates, privacyPolicyUpdated: '2022-06-03' } };
    const { page, problems } = await browser.open('about:blank');
    await watchHydration(page);
    for (const [path, written, today] of lines[language]) {
      const pathname = localized(language, path);
      const html = fillPage(built(pathname), { config, pathname, origin, now: writtenOn });
      expect(html, pathname).toContain(written);
      expect(html, pathname).toContain('data-gft-dated-day="2022-01-10"');
      await serveAsStatic(page, pathname, html);
      await visit(page, pathname);
      const main = page.getByRole('main');
      await expect.poll(() => main.getByText(today).count(), { message: pathname }).toBe(1);
      expect(await main.getByText(written).count(), pathname).toBe(0);
    }
    expect(problems).toEqual([]);
  });
});

interface BannerWatch {
  /** Whether the banner was visible in any frame before hydration, or when the DOM was complete. */
  shown: boolean;
  frames: number;
  /** The largest-contentful-paint entries: `banner` for an element inside it. */
  largestPaints: string[];
}

/** From before the page's first script: watches the cookie banner in every frame until the page is hydrated, and the largest paints. */
const watchBanner = (page: Page) =>
  page.addInitScript(() => {
    const watch: BannerWatch = { shown: false, frames: 0, largestPaints: [] };
    (window as unknown as { __banner: BannerWatch }).__banner = watch;
    const check = () => {
      if (document.querySelector('[data-gft-consent-banner]')?.checkVisibility()) watch.shown = true;
    };
    const eachFrame = () => {
      check();
      watch.frames += 1;
      if (!document.documentElement.hasAttribute('data-hydrated')) requestAnimationFrame(eachFrame);
    };
    requestAnimationFrame(eachFrame);
    document.addEventListener('DOMContentLoaded', check);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
        watch.largestPaints.push(entry.element?.closest('[data-gft-consent-banner]') ? 'banner' : (entry.element?.tagName ?? 'removed'));
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
const bannerWatch = (page: Page) => page.evaluate(() => (window as unknown as { __banner: BannerWatch }).__banner);

describe('the cookie banner of a page that is the same for every visitor', () => {
  const cases = [
    { language: 'de', width: 375, name: 'Cookie-Einwilligung' },
    { language: 'en', width: 1280, name: 'Cookie consent' },
  ] as const;

  /** A prerendered page as a static host sends it (the banner in it), opened with `cookie` as the consent cookie. */
  async function openWithConsent(language: 'de' | 'en', width: number, cookie: string | null) {
    const config = await runningConfig();
    const opened = await browser.open('about:blank', { viewport: { width, height: 800 } });
    const { page } = opened;
    if (cookie !== null) await page.context().addCookies([{ name: 'gft_consent', value: cookie, url: browser.webUrl }]);
    await watchHydration(page);
    await watchBanner(page);
    const pathname = localized(language, paths.faq);
    const html = fillPage(built(pathname), { config, pathname, origin, now: new Date() });
    expect(html).toContain('data-gft-consent-banner');
    await serveAsStatic(page, pathname, html);
    await visit(page, pathname);
    return opened;
  }

  it.each(cases)('never shows, nor paints largest, for a visitor who has answered ($language, $width px)', async ({ language, width, name }) => {
    for (const cookie of ['allow_all', encodeURIComponent(JSON.stringify({ performance_cookies_third_party: false, functional_cookies: true }))]) {
      const { page, problems } = await openWithConsent(language, width, cookie);
      await expect.poll(() => page.getByRole('region', { name }).count(), { message: cookie }).toBe(0);
      await expect.poll(async () => (await bannerWatch(page)).largestPaints.length, { message: cookie }).toBeGreaterThan(0);
      const watch = await bannerWatch(page);
      expect(watch.frames, cookie).toBeGreaterThan(0);
      expect(watch.shown, cookie).toBe(false);
      expect(watch.largestPaints, cookie).not.toContain('banner');
      expect(watch.largestPaints, cookie).not.toContain('removed');
      expect(problems, cookie).toEqual([]);
    }
  });

  it.each(cases)('shows as before without a choice, and with a damaged cookie ($language, $width px)', async ({ language, width, name }) => {
    for (const cookie of [null, '%7Bbroken', '']) {
      const { page, problems } = await openWithConsent(language, width, cookie);
      const banner = page.getByRole('region', { name });
      expect(await banner.isVisible(), String(cookie)).toBe(true);
      expect(await hydrated(page)).toBe(true);
      // After hydration it stays, and works.
      await banner.getByRole('button', { name: language === 'de' ? 'Alle ablehnen' : 'Reject all' }).click();
      await expect.poll(() => banner.count(), { message: String(cookie) }).toBe(0);
      expect(problems, String(cookie)).toEqual([]);
    }
  });
});

/** The sandbox's first forest project, as the API names it in `language`. */
async function firstForest(language: 'de' | 'en') {
  const response = await fetch(new URL('/product/list', browser.apiUrl), { headers: { ln: language } });
  return productListAnswerSchema.parse(await response.json()).products[0];
}

describe('the forest template, one file per language for any forest', () => {
  it.each(['de', 'en'] as const)(
    'hydrates for a real forest and names it once hydrated: heading, language switch, canonical, alternates (%s)',
    async (language) => {
      const config = await runningConfig();
      // The site's origin (GFT_SITE_URL) another than the one it is served from: the head follows the configured one.
      const site = 'https://www.greenfee.example';
      const html = forestTemplatePage(built(forestTemplatePath(language)), { config, origin: site, now: new Date() });
      expect(html).not.toMatch(/__GFT_|gft-link\.invalid|gft-site\.invalid/);
      const other = language === 'de' ? 'en' : 'de';
      // The sandbox's first forest, its name in the page's language and in the other.
      const [forest, forestOther] = await Promise.all([firstForest(language), firstForest(other)]);
      if (!forest || !forestOther) throw new Error('The sandbox lists no forest');
      const path = paramPaths.forest.href({ id: forest._id });
      expect(html).not.toContain(forest._id);
      const { page, problems } = await browser.open('about:blank');
      await watchHydration(page);
      await serveAsStatic(page, localized(language, path), html);
      await visit(page, localized(language, path));
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(forest.name);
      const switchName = language === 'de' ? 'This page in English' : 'Diese Seite auf Deutsch';
      const languageSwitch = page.getByRole('banner').getByRole('link', { name: switchName });
      await expect.poll(() => languageSwitch.getAttribute('href')).toBe(localized(other, path));
      expect(await page.getByRole('contentinfo').getByRole('link', { name: switchName }).getAttribute('href')).toBe(localized(other, path));
      const head = (selector: string, attribute = 'href') => page.locator(selector).getAttribute(attribute);
      await expect.poll(() => head('link[rel="canonical"]')).toBe(site + localized(language, path));
      expect(await head('link[rel="alternate"][hreflang="de"]')).toBe(site + path);
      expect(await head('link[rel="alternate"][hreflang="en"]')).toBe(site + localized('en', path));
      expect(await head('link[rel="alternate"][hreflang="x-default"]')).toBe(site + path);
      expect(await head('meta[property="og:url"]', 'content')).toBe(site + localized(language, path));
      // The language switch leads there in the app.
      await languageSwitch.click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(localized(other, path));
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(forestOther.name);
      expect(problems).toEqual([]);
    },
  );
});

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
import { localized, paths } from '#portal/lib/paths';
import { fileOf } from '#demo/web/prerendered';
import { fillPage } from '#demo/web/site-pages';
import { setupBrowser } from '../browser';
import { hydrationProblems, watchHydration } from './hydration';

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
  // Before the privacy policy's date (3 June 2022) and the presale (August 2025): both lines read otherwise today.
  const writtenOn = new Date('2022-01-10T12:00:00Z');
  const lines = {
    de: [
      [paths.tokenSale, 'Der Presale des greenfee token ist für August 2025 geplant.', 'Der Presale des greenfee token war für August 2025 geplant.'],
      [paths.privacyPolicy, 'Gilt ab: 3. Juni 2022', 'Zuletzt aktualisiert: 3. Juni 2022'],
    ],
    en: [
      [paths.tokenSale, 'The presale of the greenfee token is planned for August 2025.', 'The presale of the greenfee token was planned for August 2025.'],
      [paths.privacyPolicy, 'In force from: June 3, 2022', 'Last updated: June 3, 2022'],
    ],
  } as const;

  it.each(['de', 'en'] as const)('hydrate as written, without a mismatch, then read as of today (%s)', async (language) => {
    const config = await runningConfig();
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

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { localized, paramPaths, paths, publicPages, splitLanguage } from '#portal/lib/paths';
import { setupBrowser } from '../browser';
import { consentCookie, dashboardEntries, dashboardNotFoundEntry, detailEntries, languages, loadFully, overflowAt } from './page-list';
import { freshCustomer } from './project-helpers';

const browser = setupBrowser();
const url = (path: string) => new URL(path, browser.webUrl).href;

const widths = [320, 375, 800, 1280];

/**
 * Each page is loaded once at the narrowest width (lazy parts and data included), then measured at every width by
 * resizing the window: media queries and resize listeners follow at once, and one load instead of four keeps the run short.
 */
function checker(page: Page) {
  const found: Record<string, string[]> = {};
  const check = async (path: string) => {
    await page.setViewportSize({ width: widths[0] ?? 320, height: 800 });
    await loadFully(page, url(path));
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const problems = await overflowAt(page);
      if (problems.length > 0) found[`${width} px ${path}`] = problems;
    }
  };
  return { found, check };
}

// The public pages, the auth pages and the not-found page: route-sweep.ts.
describe(`no horizontal scrolling at ${widths.join(', ')} px`, () => {
  it('in the customer area of a user with projects, a certificate and transactions (both languages)', { timeout: 180_000 }, async () => {
    const { page } = await browser.open('about:blank');
    await page.context().addCookies([consentCookie(browser.webUrl)]);
    const { found, check } = checker(page);
    const { api, token } = await freshCustomer(page, browser.apiUrl, 'layout');
    await api.buy(20);
    const project = await api.createProject({
      name: 'Bürogebäude mit einem recht langen Namen 2026',
      co2Emissions: 5,
      description: 'Heizung, Strom und Dienstreisen',
    });
    await api.burn(project._id, 5);
    await api.createProject({ name: 'Fuhrpark', co2Emissions: 30 });
    const accountPages = [...dashboardEntries, dashboardNotFoundEntry, ...(await detailEntries(browser.apiUrl, token))];
    expect(accountPages.map((entry) => entry.name)).toEqual(expect.arrayContaining(['dashboard-project', 'dashboard-certificate', 'dashboard-transaction']));
    for (const language of languages) {
      for (const entry of accountPages) await check(localized(language, entry.path));
    }
    expect(found).toEqual({});
  });
});

/** The site's own pages a visible link of the open page leads to (links in a closed disclosure count: a click opens it). */
async function linkedPaths(page: Page): Promise<string[]> {
  const hrefs = await page.evaluate(() =>
    [...document.querySelectorAll('a[href]')]
      .filter((link) => link.checkVisibility() || link.closest('details'))
      .map((link) => (link as HTMLAnchorElement).href),
  );
  const origin = new URL(browser.webUrl).origin;
  return hrefs.flatMap((href) => {
    const target = new URL(href);
    return target.origin === origin ? [target.pathname.replace(/(.)\/+$/, '$1')] : [];
  });
}

describe.each(languages)('every public page is reachable by clicking from the home page (%s)', (language) => {
  it('follows the links of the header, the footer and the pages from the home page to every public page', { timeout: 120_000 }, async () => {
    const { page } = await browser.open('about:blank');
    await page.context().addCookies([consentCookie(browser.webUrl)]);
    const publicPaths = new Set<string>(publicPages.map((name) => paths[name]));
    const follow = (pathname: string) => {
      const { language: linked, path } = splitLanguage(pathname);
      return linked === language && (publicPaths.has(path) || paramPaths.forest.match(path) !== null);
    };
    const home = localized(language, paths.home);
    const reached = new Set<string>([home]);
    const queue = [home];
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      await loadFully(page, url(next));
      for (const linked of await linkedPaths(page)) {
        if (!reached.has(linked) && follow(linked)) {
          reached.add(linked);
          queue.push(linked);
        }
      }
    }
    const missing = publicPages.map((name) => localized(language, paths[name])).filter((path) => !reached.has(path));
    expect(missing).toEqual([]);
  });
});

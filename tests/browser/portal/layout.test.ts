import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { localized, paramPaths, paths, publicPages, splitLanguage } from '../../../portal/app/paths';
import { setupBrowser } from '../browser';
import {
  authEntries,
  consentCookie,
  dashboardEntries,
  dashboardNotFoundEntry,
  detailEntries,
  forestEntry,
  isNotFoundPage,
  languages,
  loadFully,
  notFoundEntry,
  publicEntries,
} from './page-list';
import { freshCustomer } from './project-helpers';

const browser = setupBrowser();
const url = (path: string) => new URL(path, browser.webUrl).href;

/**
 * What makes the page scroll sideways, or sticks out of the viewport: the document wider than the window, and each
 * outermost visible element reaching past the right edge that no scrolling or clipping box of its own holds.
 */
function overflowAt(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > width) found.push(`the page is ${root.scrollWidth} px wide`);
    const held = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const reported: Element[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || (box.right <= width + 0.5 && box.width <= width + 0.5)) continue;
      if (getComputedStyle(element).visibility === 'hidden' || held(element) || reported.some((outer) => outer.contains(element))) continue;
      reported.push(element);
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ?? '';
      found.push(`<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> "${name}" spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
    }
    return found;
  });
}

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

describe(`no horizontal scrolling at ${widths.join(', ')} px`, () => {
  it.each(languages)("on every public page, a forest's page, the auth pages and the not-found page (%s)", { timeout: 180_000 }, async (language) => {
    const { page } = await browser.open('about:blank');
    await page.context().addCookies([consentCookie(browser.webUrl)]);
    const { found, check } = checker(page);
    for (const entry of [...publicEntries, ...authEntries, notFoundEntry]) await check(localized(language, entry.path));
    // A forest's own page: a not-found page in its place fails (it is checked above as the not-found page).
    const forest = await forestEntry(browser.apiUrl);
    if (!forest) throw new Error('The sandbox lists no forest');
    await check(localized(language, forest.path));
    expect(await isNotFoundPage(page), forest.path).toBe(false);
    expect(found).toEqual({});
  });

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

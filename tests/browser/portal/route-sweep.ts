import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { localized, paramPaths, paths, publicPages, splitLanguage } from '#portal/lib/paths';
import { setupBrowser } from '../support/browser';
import { axeViolations, axeWidthOf, duplicateIds, resizeTo } from '../support/widgets';
import { watchHydration, hydrationProblems } from '../support/hydration';
import { authEntries, forestEntry, isNotFoundPage, loadRest, notFoundEntry, overflowAt, wordsBrokenInHeadings } from '../support/page-list';

/**
 * The route sweep (route-sweep-de.test.ts and route-sweep-en.test.ts, one language a file so that two workers share
 * it): one visit per route and language checks everything a route owes a visitor, at every width, where five files each
 * loaded every route again and a phone and a desktop sweep loaded each once more: the answer (status,
 * Content-Security-Policy and the other headers), hydration of a prerendered page without a mismatch or an error, one
 * h1, the language, the landmarks, a title and description of its own, no sideways scrolling (at 320, 375, 800 and
 * 1280 px), headings that break only between words (at 320 px) and axe-core's WCAG 2.2 AA rules (German at 375 px,
 * English at 1280 px: docs/decisions/0003-axe-pairwise.md), with the cookie banner shown (no choice made). Media
 * queries and resize listeners follow a resize at once, so one load serves every width (as axeAtWidths in the flows). Every route: the public pages, a forest's page, the embed builder,
 * the auth pages, the not-found page; a CSP violation on any of them fails the test (setupBrowser). From the links the
 * public pages show at 1280 px it also finds every public page reachable by clicking from the home page.
 */

interface Route {
  name: string;
  path: string;
  status: number;
  /** Built by the prerender step and hydrated in the browser. */
  prerendered: boolean;
  /** A page of the public site: in the header and footer frame, with a title and description of its own. */
  site: boolean;
}

const cspDirectives = (apiUrl: string) => [
  "script-src 'self'",
  "style-src 'self'",
  `connect-src 'self' ${apiUrl}`,
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "object-src 'none'",
];

/** Each width the sweep looks at, narrowest first; axe-core runs at the language's one (axeWidthOf). */
const widths = [320, 375, 800, 1280] as const;

/** What the answer's headers lack: the Content-Security-Policy's directives (and no unsafe ones), nosniff, the referrer policy. */
function headerProblems(headers: Record<string, string>, apiUrl: string): string[] {
  const csp = headers['content-security-policy'] ?? '';
  return [
    ...cspDirectives(apiUrl)
      .filter((directive) => !csp.includes(directive))
      .map((directive) => `CSP without ${directive}`),
    ...(/unsafe-inline|unsafe-eval/.test(csp) ? [`CSP allows ${csp.match(/unsafe-\w+/)?.[0]}`] : []),
    ...(headers['x-content-type-options'] !== 'nosniff' ? ['no nosniff'] : []),
    ...(headers['referrer-policy'] !== 'strict-origin-when-cross-origin' ? [`referrer-policy ${headers['referrer-policy']}`] : []),
  ];
}

/**
 * The public pages not reachable by clicking from the home page, following the links of the header, the footer and the
 * pages (`links`: each page's, by pageKey) within the language.
 */
function unreachedPages(language: 'de' | 'en', links: ReadonlyMap<string, string[]>): string[] {
  const publicPaths = new Set<string>(publicPages.map((name) => paths[name]));
  const follow = (pathname: string) => {
    const { language: linked, path } = splitLanguage(pathname);
    return linked === language && (publicPaths.has(path) || paramPaths.forest.match(path) !== null);
  };
  const home = localized(language, paths.home);
  const reached = new Set<string>([home]);
  const queue = [home];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const linked of links.get(pageKey(next)) ?? []) {
      if (!reached.has(linked) && follow(linked)) {
        reached.add(linked);
        queue.push(linked);
      }
    }
  }
  return publicPages.map((name) => localized(language, paths[name])).filter((path) => !reached.has(path));
}

/** The sweep in one language, at every width. */
export function describeRouteSweep(language: 'de' | 'en'): void {
  const browser = setupBrowser();
  const url = (path: string) => new URL(path, browser.webUrl).href;
  describe(`every route (${language})`, () => {
    it('answers, hydrates, has its head and landmarks, does not scroll sideways and passes axe-core, at 320 to 1280 px', { timeout: 240_000 }, async () => {
      // Loaded as a phone: the narrowest layout's lazy parts come first, as a phone's visitor gets them.
      const { page, problems } = await browser.open('about:blank', { viewport: { width: 375, height: 800 } });
      await watchHydration(page);
      const forest = await forestEntry(browser.apiUrl);
      if (!forest) throw new Error('The sandbox lists no forest');
      const routes: Route[] = [
        ...publicPages.map((name) => ({ name, path: localized(language, paths[name]), status: 200, prerendered: true, site: true })),
        // The server never sees a hash: the first render must not depend on it.
        { name: 'home#contact', path: `${localized(language, paths.home)}#contact`, status: 200, prerendered: true, site: false },
        { name: 'forest', path: localized(language, forest.path), status: 200, prerendered: true, site: false },
        // The embed builder: a page of the site, rendered in the browser (not prerendered, not in the sitemap).
        { name: 'embed', path: localized(language, paths.embed), status: 200, prerendered: false, site: true },
        ...authEntries.map((entry) => ({ name: entry.name, path: localized(language, entry.path), status: 200, prerendered: false, site: false })),
        { name: notFoundEntry.name, path: localized(language, notFoundEntry.path), status: 404, prerendered: false, site: false },
      ];
      const found: Record<string, string[]> = {};
      const report = (route: Route, lines: string[]) => {
        if (lines.length > 0) (found[route.name] ??= []).push(...lines);
      };
      const titles = new Map<string, string>();
      /** The site's pages each public page and the forest's page link to (the forest stands for every forest's page). */
      const links = new Map<string, string[]>();
      for (const route of routes) {
        const seen = problems.length;
        const response = await page.goto(url(route.path));
        expect(response?.status(), route.path).toBe(route.status);
        // Chromium logs the not-found page's own 404 answer, and nothing else may appear.
        if (route.status === 404)
          expect(problems.splice(seen), route.path).toEqual([expect.stringMatching(/^console: Failed to load resource: .* 404 \(Not Found\)$/)]);
        report(route, headerProblems(response?.headers() ?? {}, browser.apiUrl));
        if (route.prerendered) {
          if (!(await response?.text())?.includes('<h1')) report(route, ['the HTML has no h1 (not prerendered)']);
          await expect.poll(() => hydrationProblems(page), { message: route.path }).toEqual([]);
        }
        await loadRest(page);
        if (route.name === 'forest') expect(await isNotFoundPage(page), route.path).toBe(false);
        if (route.name === 'home#contact') continue;

        expect(await page.locator('html').getAttribute('lang'), route.path).toBe(language);
        if (route.site) {
          const landmarks = {
            banner: await page.getByRole('banner').count(),
            main: await page.getByRole('main').count(),
            contentinfo: await page.getByRole('contentinfo').count(),
          };
          expect(landmarks, route.path).toEqual({ banner: 1, main: 1, contentinfo: 1 });
          const title = await page.title();
          const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
          expect(description.length, route.path).toBeGreaterThan(20);
          for (const text of [title, description]) {
            expect(titles.get(text), `${route.name} says what ${titles.get(text)} says: ${text}`).toBeUndefined();
            titles.set(text, route.name);
          }
        }
        for (const width of widths) {
          await resizeTo(page, { width, height: 800 });
          report(
            route,
            (await overflowAt(page)).map((line) => `${width} px: ${line}`),
          );
          if (width === 320 && route.site)
            report(
              route,
              (await wordsBrokenInHeadings(page)).map((word) => `320 px: a heading breaks inside "${word}"`),
            );
          if (width === axeWidthOf[language]) {
            report(
              route,
              (await axeViolations(page, 'body')).map((line) => `${width} px: ${line}`),
            );
            // axe leaves an id on two elements to the HTML validators; a label or a description would find the wrong one.
            report(
              route,
              (await duplicateIds(page)).map((id) => `the same id twice: ${id}`),
            );
          }
          if (width === 1280 && (route.site || route.name === 'forest')) links.set(pageKey(route.path), await linkedPaths(page, browser.webUrl));
        }
        await page.setViewportSize({ width: 375, height: 800 });
      }
      expect(found).toEqual({});
      expect(problems).toEqual([]);
      expect(unreachedPages(language, links)).toEqual([]);
    });
  });
}

/** A page's place in the link graph: every forest's page is one, as they share their template and links. */
const pageKey = (pathname: string) =>
  paramPaths.forest.match(splitLanguage(pathname).path) === null ? pathname : `forest:${splitLanguage(pathname).language}`;

/**
 * The site's own pages a visible link of the open page leads to (links in a closed disclosure count: a click opens it),
 * without the cookie banner's (a visitor who has answered it no longer sees them).
 */
async function linkedPaths(page: Page, webUrl: string): Promise<string[]> {
  const hrefs = await page.evaluate(() =>
    [...document.querySelectorAll('a[href]')]
      .filter((link) => !link.closest('[data-gft-consent-banner]') && (link.checkVisibility() || link.closest('details')))
      .map((link) => (link as HTMLAnchorElement).href),
  );
  const origin = new URL(webUrl).origin;
  return hrefs.flatMap((href) => {
    const target = new URL(href);
    return target.origin === origin ? [target.pathname.replace(/(.)\/+$/, '$1')] : [];
  });
}

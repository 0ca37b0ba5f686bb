import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { localized, paths } from '#portal/lib/paths';
import { setupBrowser } from '../browser';
import { axeAtWidths, axeViolations } from '../widgets/helpers';
import { consentCookie, dashboardNotFoundEntry, languages, loadFully } from './page-list';
import { freshCustomer } from './project-helpers';

/**
 * axe-core on the pages the other a11y checks leave out: the public pages, the auth pages and the not-found page are in
 * the route sweep (route-sweep.ts, both widths), the account steps and the customer area's states in accounts-a11y and
 * the feature files, the dashboard and profile there at 1280 px only. Here: the dashboard and the profile at 375 px,
 * and the customer area's not-found page at both widths, in one visit per page.
 */
const browser = setupBrowser();
const url = (path: string) => new URL(path, browser.webUrl).href;

describe.each(languages)('axe-core, WCAG 2.2 AA, the pages no other a11y test covers (%s)', (language) => {
  it("the dashboard and the profile at 375 px, the customer area's not-found page at 375 px (de) or 1280 px (en)", async () => {
    const { page } = await browser.open('about:blank', { viewport: { width: 375, height: 800 } });
    await page.context().addCookies([consentCookie(browser.webUrl)]);
    const found: Record<string, string[]> = {};
    const scan = async (path: string, violations: (page: Page) => Promise<string[]>) => {
      await loadFully(page, url(localized(language, path)));
      const seen = await violations(page);
      if (seen.length) found[path] = seen;
    };
    const { api } = await freshCustomer(page, browser.apiUrl, `a11y-pages-${language}`);
    await api.buy(5);
    await scan(paths.dashboard, (on) => axeViolations(on, 'body'));
    await scan(paths.profile, (on) => axeViolations(on, 'body'));
    // One load, both widths (axeAtWidths resizes the page).
    await scan(dashboardNotFoundEntry.path, (on) => axeAtWidths(on, { language }));
    expect(found).toEqual({});
  });
});

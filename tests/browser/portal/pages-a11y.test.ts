import { describe, expect, it } from 'vitest';
import { localized, paths } from '#portal/lib/paths';
import { setupBrowser } from '../browser';
import { axeViolations } from '../widgets/helpers';
import { consentCookie, dashboardNotFoundEntry, languages, loadFully } from './page-list';
import { freshCustomer } from './project-helpers';

/**
 * axe-core on the pages the other a11y files leave out: the public pages and the not-found page are in a11y.test.ts
 * (both widths), the account steps and the customer area's states in accounts-a11y and the feature files, the
 * dashboard and profile there at 1280 px only. Here: a forest's page, at 375 px the auth pages,
 * the dashboard and the profile, and the customer area's not-found page.
 */
const browser = setupBrowser();
const url = (path: string) => new URL(path, browser.webUrl).href;

describe.each(languages)('axe-core, WCAG 2.2 AA, the pages no other a11y test covers (%s)', (language) => {
  it.each([375, 1280])("at %i px: the dashboard and the profile (375 px only), the customer area's not-found page", async (width) => {
    const { page } = await browser.open('about:blank', { viewport: { width, height: 800 } });
    await page.context().addCookies([consentCookie(browser.webUrl)]);
    const found: Record<string, string[]> = {};
    const scan = async (path: string) => {
      await loadFully(page, url(localized(language, path)));
      const violations = await axeViolations(page, 'body');
      if (violations.length) found[path] = violations;
    };
    const { api } = await freshCustomer(page, browser.apiUrl, `a11y-pages-${language}`);
    await api.buy(5);
    if (width === 375) {
      await scan(paths.dashboard);
      await scan(paths.profile);
    }
    await scan(dashboardNotFoundEntry.path);
    expect(found).toEqual({});
  });
});

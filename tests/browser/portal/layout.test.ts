import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { localized } from '#portal/lib/paths';
import type { Language } from '#shared/i18n/languages';
import { setupBrowser } from '../support/browser';
import { axeViolations, axeWidthOf, resizeTo } from '../support/widgets';
import { consentCookie, dashboardEntries, dashboardNotFoundEntry, detailEntries, languages, loadFully, overflowAt, type PageEntry } from '../support/page-list';
import { freshCustomer } from '../support/projects';

const browser = setupBrowser();
const url = (path: string) => new URL(path, browser.webUrl).href;

const widths = [320, 375, 800, 1280];

/**
 * The widths at which a page of the customer area is also checked with axe-core (WCAG 2.2 AA) here, in the visit this
 * file makes anyway, what the flows' a11y walks leave out: the dashboard and the profile at 375 px in English too
 * (dashboard.test.ts and accounts.test.ts check them at each language's width, docs/decisions/0003-axe-pairwise.md,
 * for a user with less data); the customer area's not-found page at the language's width.
 */
const axeAt = (entry: PageEntry, language: Language): number[] =>
  entry.name === 'dashboard' || entry.name === 'dashboard-profile' ? [375] : entry.name === dashboardNotFoundEntry.name ? [axeWidthOf[language]] : [];

/**
 * Each page is loaded once at the narrowest width (lazy parts and data included), then measured at every width by
 * resizing the window: media queries and resize listeners follow at once, and one load instead of four keeps the run short.
 */
function checker(page: Page) {
  const found: Record<string, string[]> = {};
  const check = async (entry: PageEntry, language: Language) => {
    const path = localized(language, entry.path);
    await page.setViewportSize({ width: widths[0] ?? 320, height: 800 });
    await loadFully(page, url(path));
    for (const width of widths) {
      await resizeTo(page, { width, height: 800 });
      const problems = await overflowAt(page);
      if (axeAt(entry, language).includes(width)) problems.push(...(await axeViolations(page, 'body')).map((violation) => `axe: ${violation}`));
      if (problems.length > 0) found[`${width} px ${path}`] = problems;
    }
  };
  return { found, check };
}

// The public pages, the auth pages and the not-found page: route-sweep.ts.
describe(`no horizontal scrolling at ${widths.join(', ')} px, and axe-core where no flow checks`, () => {
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
      for (const entry of accountPages) await check(entry, language);
    }
    expect(found).toEqual({});
  });
});

// Every public page reachable by clicking from the home page: route-sweep.ts, from the links of the pages it loads.

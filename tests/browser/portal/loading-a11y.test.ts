import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { localized, paramPaths, paths } from '#portal/lib/paths';
import { holdBack } from '../support/answers';
import { setupBrowser } from '../support/browser';
import { axeAtWidths } from '../support/widgets';
import { freshBuyer } from '../support/buy';
import { consentCookie, languages } from '../support/page-list';

/**
 * axe-core on the loading states (skeletons) of the pages that show forests: a check after loading never sees them,
 * a screen reader on a slow connection meets them every time. The data is held back with page.route until the scan
 * is done, so the skeleton stays.
 */
const browser = setupBrowser();
const url = (path: string) => new URL(path, browser.webUrl).href;

const busy = (page: Page) => page.locator('[aria-busy="true"]').count();

describe.each(languages)('axe-core, WCAG 2.2 AA, while the forests load (%s)', (language) => {
  it('at 375 px (de) or 1280 px (en): the home page (impact figures, forest cards), the partners page (forest cards, map list), a forest page and the buy page', async () => {
    const { page } = await browser.open('about:blank', { viewport: { width: 1280, height: 800 } });
    await page.context().addCookies([consentCookie(browser.webUrl)]);
    const found: Record<string, string[]> = {};
    const scan = async (state: string) => {
      const violations = await axeAtWidths(page, { language });
      if (violations.length) found[state] = violations;
    };
    const releaseProducts = await holdBack(page, '**/product/list');
    const releaseLanding = await holdBack(page, '**/landing');

    await page.goto(url(localized(language, paths.home)));
    // The story below the hero mounts once scrolled: scroll through until the impact figures and the forest cards show
    // their skeletons.
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 1500);
          return busy(page);
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThanOrEqual(2);
    await expect.poll(() => page.locator('.forest-tile--skeleton').count()).toBeGreaterThan(0);
    await scan('home page');

    // The forest map's list (on the partners page since the home page tells one story) and its forest cards.
    await page.goto(url(localized(language, paths.partner)));
    await expect.poll(() => page.locator('.forest-map-view[aria-busy="true"]').count(), { timeout: 10_000 }).toBe(1);
    await scan('partners page');

    const products = (await (await fetch(`${browser.apiUrl}/product/list`)).json()) as { products: { _id: string }[] };
    await page.goto(url(localized(language, paramPaths.forest.href({ id: products.products[0]?._id ?? '' }))));
    await expect.poll(() => busy(page)).toBeGreaterThan(0);
    await scan('forest page');

    await freshBuyer(page, browser.apiUrl);
    await page.goto(url(localized(language, paths.buy)));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count(), { timeout: 10_000 }).toBe(1);
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /^(Wird geladen|Loading)/ })
          .count(),
      )
      .toBeGreaterThan(0);
    await scan('buy page');

    releaseProducts();
    releaseLanding();
    expect(found).toEqual({});
  });
});

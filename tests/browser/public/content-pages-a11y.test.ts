import { describe, expect, it } from 'vitest';
import { localized, paths } from '#portal/lib/paths';
import { setupBrowser } from '../support/browser';
import { axeViolations, axeWidthOf } from '../support/widgets';

const browser = setupBrowser();

// Each language at its width (docs/decisions/0003-axe-pairwise.md): German at 375 px, English at 1280 px.
describe.each(['de', 'en'] as const)('axe-core, WCAG 2.2 AA, a content page while its figures load (%s)', (language) => {
  const width = axeWidthOf[language];
  it('finds no violation while the figures load (loaded, every route: route-sweep.ts)', async () => {
    const { page } = await browser.open('about:blank', { viewport: { width, height: 800 } });
    // The skeleton: /landing held back.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/landing', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(new URL(localized(language, paths.howItWorks), browser.webUrl).href);
    await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 10_000 }).toBe(1);
    const pending = await axeViolations(page, 'body');
    release();
    expect(pending).toEqual([]);
  });
});

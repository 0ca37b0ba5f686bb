import { describe, expect, it } from 'vitest';
import { localized, paths } from '../../../portal/app/paths';
import { setupBrowser } from '../browser';
import { axeViolations } from '../widgets/helpers';
import { settle } from '../settle';

const browser = setupBrowser();
const contentPages = ['choice', 'private', 'business', 'forestOwners', 'mission', 'howItWorks', 'tokenSale', 'privacyPolicy'] as const;

describe.each([
  ['de', 375],
  ['de', 1280],
  ['en', 375],
  ['en', 1280],
] as const)('axe-core, WCAG 2.2 AA, the content pages (%s, %i px)', (language, width) => {
  it('finds no violation once the figures are there, and none while they load', async () => {
    const { page } = await browser.open('about:blank', { viewport: { width, height: 800 } });
    const found: Record<string, string[]> = {};
    for (const name of contentPages) {
      await page.goto(new URL(localized(language, paths[name]), browser.webUrl).href);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).count(), { timeout: 10_000 }).toBe(1);
      await settle(page);
      await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 10_000 }).toBe(0);
      const violations = await axeViolations(page, 'body');
      if (violations.length) found[name] = violations;
    }
    // The skeleton: /landing held back.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/landing', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(new URL(localized(language, paths.private), browser.webUrl).href);
    await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 10_000 }).toBe(1);
    const pending = await axeViolations(page, 'body');
    if (pending.length) found.pending = pending;
    release();
    expect(found).toEqual({});
  }, 120_000);
});

import { describe, expect, it } from 'vitest';
import { localized, paths } from '#portal/lib/paths';
import { setupBrowser } from '../browser';
import { axeViolations } from '../widgets/helpers';
import { loadFully } from './page-list';

const browser = setupBrowser();

describe.each([
  ['de', 375],
  ['de', 1280],
  ['en', 375],
  ['en', 1280],
] as const)('axe-core, WCAG 2.2 AA, the home page with a dialog open (%s, %i px); every route: route-sweep.ts', (language, width) => {
  it('finds no violation with the cookie preferences or the mobile menu open', async () => {
    const { page } = await browser.open('about:blank', { viewport: { width, height: 800 } });
    await loadFully(page, new URL(localized(language, paths.home), browser.webUrl).href);
    await page.getByRole('button', { name: language === 'de' ? 'Einstellungen' : 'Preferences', exact: true }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
    expect(await axeViolations(page, 'body')).toEqual([]);
    await page.keyboard.press('Escape');
    if (width < 800) {
      await page.getByRole('button', { name: language === 'de' ? 'Menü' : 'Menu' }).click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
      expect(await axeViolations(page, 'body')).toEqual([]);
    }
  });
});

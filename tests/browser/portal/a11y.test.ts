import { describe, expect, it } from 'vitest';
import { localized, paths } from '#portal/lib/paths';
import { setupBrowser } from '../support/browser';
import { axeViolations, axeWidthOf } from '../support/widgets';
import { consentCookie, loadFully } from '../support/page-list';

const browser = setupBrowser();

// The cookie preferences at each language's width (docs/decisions/0003-axe-pairwise.md); the menu, a phone's only, at
// 375 px in both languages (the English page resized to it).
describe.each(['de', 'en'] as const)('axe-core, WCAG 2.2 AA, the home page with a dialog open (%s); every route: route-sweep.ts', (language) => {
  it('finds no violation with the cookie preferences or the mobile menu open', async () => {
    const { page } = await browser.open('about:blank', { viewport: { width: axeWidthOf[language], height: 800 } });
    await loadFully(page, new URL(localized(language, paths.home), browser.webUrl).href);
    await page.getByRole('button', { name: language === 'de' ? 'Einstellungen' : 'Preferences', exact: true }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
    expect(await axeViolations(page, 'body')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('button', { name: language === 'de' ? 'Menü' : 'Menu' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
    expect(await axeViolations(page, 'body')).toEqual([]);
  });
});

// The home page's story (issue 41) at both widths in both languages, beyond the sweep's one width a language: its
// sections change their layout at 800 px (logos beside their heading, a forest's picture beside its text).
describe.each(['de', 'en'] as const)('axe-core, WCAG 2.2 AA, the home page loaded whole (%s)', (language) => {
  it.each([375, 1280])('finds no violation at %i px', async (width) => {
    const { page } = await browser.open('about:blank', { viewport: { width, height: 800 } });
    await page.context().addCookies([consentCookie(browser.webUrl)]);
    await loadFully(page, new URL(localized(language, paths.home), browser.webUrl).href);
    expect(await page.locator('.deferred').count()).toBe(0);
    expect(await axeViolations(page, 'body')).toEqual([]);
  });
});

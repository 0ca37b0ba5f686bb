/**
 * The embed builder with axe (WCAG 2.2 A and AA), German at a phone's width and English at a desktop's: as it opens,
 * with each element of the table chosen, and with a failing contrast on show (its preview then left out: the element is
 * drawn in the failing colours on purpose). Also what axe does not check: one id per element, no sideways scrolling.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { elements } from '#widgets/lib/elements';
import { setupBrowser } from '../support/browser';
import { axeAtWidths } from '../support/widgets';
import { contrastPairsOf } from '#portal/features/embed/builder';
import { builderGroup, builderPath, builderText, colorPicker, linkCheck, linkConfirm, previewRegion, type Language } from '../support/embed';

const browser = setupBrowser();
/** axe's WCAG 2.x A and AA findings at the language's width, `exclude` left out; duplicate ids and sideways scrolling as findings too. */
const findings = (page: Page, language: Language, exclude: string[] = []) => axeAtWidths(page, { language, exclude, sideways: true, uniqueIds: true });

describe.each(['de', 'en'] as const)('the embed builder for screen readers and keyboards (%s)', (language: Language) => {
  it('is clean as it opens, with each element chosen, and with a failing contrast on show', async () => {
    const { page } = await browser.open(builderPath(language));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(builderText(language, 'h1'));
    // Its parts: the groups of the form (fieldsets with legends), the preview and the code as labelled regions.
    for (const group of ['element', 'settings', 'colors', 'type'] as const) expect(await builderGroup(page, language, group).count(), group).toBe(1);
    expect(await previewRegion(page, language).count()).toBe(1);
    expect(await findings(page, language)).toEqual([]);

    for (const element of elements) {
      await builderGroup(page, language, 'element')
        .getByRole('radio', { name: new RegExp(`^${builderText(language, `elements.${element.widget}.name`)}`) })
        .check();
      await expect.poll(() => previewRegion(page, language).locator(element.tag).locator('[part~="root"]').count(), { timeout: 10_000 }).toBe(1);
      expect(await findings(page, language), element.tag).toEqual([]);
    }

    // A failing contrast: the first element again, its first pair's colour a light grey on the white page.
    const first = elements[0];
    await builderGroup(page, language, 'element')
      .getByRole('radio', { name: new RegExp(`^${builderText(language, `elements.${first.widget}.name`)}`) })
      .check();
    const [pair] = contrastPairsOf(first);
    if (!pair) throw new Error(`${first.tag} draws no colour pair`);
    await colorPicker(page, language, pair.color).fill('#c8c8c8');
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /WCAG AA/ })
          .textContent(),
      )
      .toMatch(/^(Kontrast: [1-9]\d* von|Contrast: [1-9]\d* of) \d+/);
    // The preview's element is drawn in the failing colours on purpose: the rest of the page is checked.
    expect(await findings(page, language, ['.embed-stage'])).toEqual([]);
  }, 120_000);

  it("says a share link's foreign API in an alert, and confirms it with a real button from the keyboard", async () => {
    const evil = 'https://api.greenfee-example.evil/';
    const { page } = await browser.open(`${builderPath(language)}?element=gft-contact-form&api-base=${encodeURIComponent(evil)}`);
    const warning = linkCheck(page, language);
    await expect.poll(() => warning.textContent()).toContain('api.greenfee-example.evil');
    expect(await findings(page, language)).toEqual([]);
    // The field names the warning too, for whoever reaches it first.
    const field = builderGroup(page, language, 'settings').getByLabel(builderText(language, 'attributes.api-base.label'), { exact: true });
    const description = await field.evaluate((input) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    expect(description).toContain('api.greenfee-example.evil');
    const confirm = linkConfirm(page, language, 'api-base', 'api.greenfee-example.evil');
    expect(await confirm.evaluate((element) => element.localName)).toBe('button');
    await confirm.focus();
    await page.keyboard.press('Enter');
    // Applied, and the focus goes on to the field it filled (the button is gone).
    await expect.poll(() => field.inputValue()).toBe(evil);
    expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await warning.count()).toBe(0);
  }, 60_000);
});

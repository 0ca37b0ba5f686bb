/**
 * The embed builder with axe (WCAG 2.2 A and AA), German at a phone's width and English at a desktop's
 * (docs/decisions/0003-axe-pairwise.md): as it opens, with each element of the table chosen, with each preset,
 * "Advanced" open, and a failing contrast on show (its preview then left out: the element is drawn in the failing
 * colours on purpose). Also what axe does not check: one id per element, no sideways scrolling (at both widths in
 * both languages, and at 320 px), the presets chosen with the keyboard alone.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { elements } from '#widgets/lib/elements';
import { setupBrowser } from '../support/browser';
import { axeAtWidths } from '../support/widgets';
import { contrastPairsOf } from '#portal/features/embed/builder';
import {
  advancedSummary,
  builderGroup,
  builderPath,
  builderText,
  colorPicker,
  linkCheck,
  linkConfirm,
  openAdvanced,
  pageBackgroundInput,
  presetRadio,
  previewRegion,
  shownCode,
  siteInput,
  type Language,
} from '../support/embed';
import { presets } from '#portal/features/embed/presets';

const browser = setupBrowser();
/** axe's WCAG 2.x A and AA findings at the language's width, `exclude` left out; duplicate ids and sideways scrolling as findings too. */
const findings = (page: Page, language: Language, exclude: string[] = []) => axeAtWidths(page, { language, exclude, sideways: true, uniqueIds: true });

describe.each(['de', 'en'] as const)('the embed builder for screen readers and keyboards (%s)', (language: Language) => {
  it('is clean as it opens, with each element chosen, and with a failing contrast on show', async () => {
    const { page } = await browser.open(builderPath(language));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(builderText(language, 'h1'));
    // Its parts: the groups of the form (fieldsets with legends), the preview and the code as labelled regions.
    for (const group of ['element', 'settings', 'style'] as const) expect(await builderGroup(page, language, group).count(), group).toBe(1);
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
    await openAdvanced(page, language);
    for (const group of ['colors', 'type'] as const) expect(await builderGroup(page, language, group).count(), group).toBe(1);
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

  it('is clean with each preset, with "match my site" flagged, with "Advanced" open, and fits 320 px', async () => {
    const { page } = await browser.open(builderPath(language));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(builderText(language, 'h1'));
    // Each preset a radio named by its name and described by its summary, in one group named by its legend.
    const style = builderGroup(page, language, 'style');
    expect(
      await style
        .getByRole('group', { name: builderText(language, 'presets.legend'), exact: true })
        .getByRole('radio')
        .count(),
    ).toBe(presets.length);
    for (const preset of presets) {
      const radio = presetRadio(page, language, preset);
      expect(await radio.evaluate((input) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent)).toBe(
        builderText(language, `presets.${preset}.summary`),
      );
      await radio.check();
      expect(await findings(page, language), preset).toEqual([]);
    }
    // "Match my site" with a colour too light for links: its inputs and the warnings (the preview, in them on purpose, aside).
    await presetRadio(page, language, 'site').check();
    await siteInput(page, language, 'primary').fill('#ffe066');
    await siteInput(page, language, 'font').fill('Georgia, serif');
    await expect.poll(() => style.getByText(builderText(language, 'presets.lowContrast')).count()).toBe(1);
    expect(await findings(page, language, ['.embed-stage'])).toEqual([]);
    // "Advanced": a native disclosure, closed until opened; open, every field with its label.
    expect(await advancedSummary(page, language).evaluate((summary) => summary.parentElement?.localName)).toBe('details');
    await openAdvanced(page, language);
    expect(await findings(page, language, ['.embed-stage'])).toEqual([]);
    const sideways = async (width: number) => {
      await page.setViewportSize({ width, height: 800 });
      return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    };
    expect(await sideways(320)).toBe(false);
  }, 120_000);

  it('chooses a preset with the keyboard alone: arrow keys move and choose, "Advanced" opens with Enter', async () => {
    const { page } = await browser.open(builderPath(language));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(builderText(language, 'h1'));
    // Tab from the last field before the style (the page's background, below the preview): the chosen preset takes the
    // focus, as in any radio group.
    await pageBackgroundInput(page, language).focus();
    await page.keyboard.press('Tab');
    expect(await presetRadio(page, language, 'greenfee').evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await presetRadio(page, language, 'light').isChecked()).toBe(true);
    await expect.poll(() => shownCode(page, language).textContent()).toContain('--gft-color-primary: #2d333b;');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await presetRadio(page, language, 'site').isChecked()).toBe(true);
    // Its inputs follow it in the tab order: the picker, then the colour as text.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await siteInput(page, language, 'primary').evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type('#6b2d5c');
    await expect.poll(() => shownCode(page, language).textContent()).toContain('--gft-color-primary: #6b2d5c;');
    // Back to the radios and up to the dark one; then on to "Advanced", opened with Enter.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await presetRadio(page, language, 'site').evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowUp');
    expect(await presetRadio(page, language, 'dark').isChecked()).toBe(true);
    const summary = advancedSummary(page, language);
    await summary.focus();
    await page.keyboard.press('Enter');
    await builderGroup(page, language, 'colors').waitFor();
    expect(await summary.evaluate((element) => (element.parentElement as HTMLDetailsElement).open)).toBe(true);
  });

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

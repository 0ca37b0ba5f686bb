/**
 * The embed builder with axe (WCAG 2.2 A and AA) at a phone's and a desktop's width, in both languages: as it opens,
 * with each element of the table chosen, and with a failing contrast on show (its preview then left out: the element is
 * drawn in the failing colours on purpose). Also what axe does not check: one id per element, no sideways scrolling.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { elements } from '#widgets/lib/elements';
import { setupBrowser } from '../browser';
import { axeWidthsFrom } from '../widgets/helpers';
import { contrastPairsOf } from '#portal/features/embed/builder';
import { builderGroup, builderPath, builderText, colorPicker, previewRegion, type Language } from './embed-helpers';

const browser = setupBrowser();
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe's WCAG 2.x A and AA findings at both widths, `exclude` left out; duplicate ids and sideways scrolling as findings too. */
async function findings(page: Page, exclude: string[] = []): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const found: string[] = [];
  for (const width of axeWidthsFrom(page.viewportSize()?.width)) {
    if (page.viewportSize()?.width !== width || page.viewportSize()?.height !== 900) await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const violations = await page.evaluate(async (excluded) => {
      const axe = (
        window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> } }
      ).axe;
      const result = await axe.run(
        { include: [['body']], exclude: excluded.map((selector) => [selector]) },
        { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, resultTypes: ['violations'] },
      );
      return result.violations.map((violation) => `${violation.id} (${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')})`);
    }, exclude);
    found.push(...violations.map((violation) => `at ${width} px: ${violation}`));
    const duplicates = await page.evaluate(() => {
      const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
      return [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
    });
    if (duplicates.length > 0) found.push(`at ${width} px: the same id twice: ${duplicates.join(', ')}`);
    if (await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)) found.push(`at ${width} px: scrolls sideways`);
  }
  return found;
}

describe.each(['de', 'en'] as const)('the embed builder for screen readers and keyboards (%s)', (language: Language) => {
  it('is clean as it opens, with each element chosen, and with a failing contrast on show', async () => {
    const { page } = await browser.open(builderPath(language));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(builderText(language, 'h1'));
    // Its parts: the groups of the form (fieldsets with legends), the preview and the code as labelled regions.
    for (const group of ['element', 'settings', 'colors', 'type'] as const) expect(await builderGroup(page, language, group).count(), group).toBe(1);
    expect(await previewRegion(page, language).count()).toBe(1);
    expect(await findings(page)).toEqual([]);

    for (const element of elements) {
      await builderGroup(page, language, 'element')
        .getByRole('radio', { name: new RegExp(`^${builderText(language, `elements.${element.widget}.name`)}`) })
        .check();
      await expect.poll(() => previewRegion(page, language).locator(element.tag).locator('[part~="root"]').count(), { timeout: 10_000 }).toBe(1);
      expect(await findings(page), element.tag).toEqual([]);
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
    expect(await findings(page, ['.embed-stage'])).toEqual([]);
  }, 120_000);
});

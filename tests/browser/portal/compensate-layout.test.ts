import { describe, expect, it } from 'vitest';
import { setupBrowser } from '../browser';
import { settlePage } from '../settle';
import { freshCustomer } from './project-helpers';

const browser = setupBrowser();
const url = (path: string) => new URL(path, browser.webUrl).href;

const danger = 'rgb(179, 38, 30)';
const focusBlue = 'rgb(11, 87, 208)';

const text = {
  de: { group: 'Was Sie kompensieren', project: 'Projekt', confirm: 'Bestätigen', burn: /GFT jetzt entwerten$/, summary: /Bitte prüfen Sie/ },
  en: { group: 'What you compensate', project: 'Project', confirm: 'Confirm', burn: /^Burn \d+ GFT now$/, summary: /There is a problem/ },
} as const;

describe.each(['de', 'en'] as const)('the compensation form (%s)', (language) => {
  const t = text[language];

  it('a calm confirmation box at rest, a red focused summary without a blue ring, legends in line with the labels, the period on one line', async () => {
    const { page } = await browser.open('about:blank', { viewport: { width: 1280, height: 800 } });
    const { api } = await freshCustomer(page, browser.apiUrl, `compensate-layout-${language}`);
    await api.buy(2);
    const project = await api.createProject({ name: 'Lager', co2Emissions: 5 });
    await page.goto(url(`${language === 'en' ? '/en' : ''}/dashboard/compensate?project=${project._id}`));
    await settlePage(page);
    const confirm = page.getByRole('group', { name: t.confirm, exact: true });
    const border = () => confirm.evaluate((box) => getComputedStyle(box).borderTopColor);
    expect(await border()).not.toBe(danger);

    // The legend starts where the labels below it start.
    const left = (name: string) =>
      page.evaluate((legend) => {
        const found = [...document.querySelectorAll('legend')].find((element) => element.textContent === legend);
        return Math.round(found?.getBoundingClientRect().left ?? -1);
      }, name);
    const labelLeft = await page
      .locator('label')
      .filter({ hasText: new RegExp(`^${t.project}$`) })
      .evaluate((label) => Math.round(label.getBoundingClientRect().left));
    expect(await left(t.group)).toBe(labelLeft);

    // The preview's period on one line, at 1280 and at 375 px.
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      const period = page.locator('.compensate-preview dd').nth(2);
      expect(await period.textContent()).toMatch(/2026/);
      expect(await period.evaluate((dd) => Math.round(dd.getBoundingClientRect().height / parseFloat(getComputedStyle(dd).lineHeight)))).toBe(1);
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    // Not confirmed: the summary takes focus, red without a blue ring; the box stays calm, the field says what is missing.
    await page.getByRole('button', { name: t.burn }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toMatch(t.summary);
    const ring = await page.evaluate(() => {
      const summary = document.activeElement as HTMLElement;
      const style = getComputedStyle(summary);
      return { outline: style.outlineStyle === 'none' ? 'none' : style.outlineColor, border: style.borderTopColor };
    });
    expect(ring.border).toBe(danger);
    expect(ring.outline).not.toBe(focusBlue);
    expect(await border()).not.toBe(danger);
    expect(await confirm.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
  });
});

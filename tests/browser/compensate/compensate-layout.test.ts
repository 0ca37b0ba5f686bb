import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from '../support/browser';
import { settlePage } from '../support/settle';
import { freshCustomer } from '../support/projects';

const browser = setupBrowser();
const url = (path: string) => new URL(path, browser.webUrl).href;

const danger = 'rgb(179, 38, 30)';
const focusBlue = 'rgb(11, 87, 208)';

const text = {
  de: { group: 'Was Sie kompensieren', project: 'Projekt', confirm: 'Bestätigen', burn: /^Jetzt mit \d+ GFT kompensieren$/, summary: /Bitte prüfen Sie/ },
  en: { group: 'What you compensate', project: 'Project', confirm: 'Confirm', burn: /^Compensate with \d+ GFT now$/, summary: /There is a problem/ },
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

const outcomeText = {
  de: {
    confirm: /^Ich möchte/,
    burn: /^Jetzt mit \d+ GFT kompensieren$/,
    done: 'Kompensation ausgeführt',
    intro: /^Setzen Sie GFT aus Ihrem Wallet ein/,
    partial: ['Den Rest kompensieren', 'Mehr GFT kaufen', 'Zum Projekt'],
    full: [/^Zertifikat GFT-\S+ verfolgen$/, 'Zum Projekt'],
    another: 'Ein anderes Projekt kompensieren',
  },
  en: {
    confirm: /^I want to use/,
    burn: /^Compensate with \d+ GFT now$/,
    done: 'Compensation made',
    intro: /^Use GFT from your wallet/,
    partial: ['Compensate the rest', 'Buy more GFT', 'To the project'],
    full: [/^Follow the certificate GFT-\S+$/, 'To the project'],
    another: 'Compensate another project',
  },
} as const;

describe.each(['de', 'en'] as const)('the outcome of a burn (%s)', (language) => {
  const t = outcomeText[language];

  it('partial and full: the success icon by the heading, no introduction above it, one primary action and at most two secondary ones in one row at 1280 px, "another project" a link', async () => {
    const { page } = await browser.open('about:blank', { viewport: { width: 1280, height: 800 } });
    const { api } = await freshCustomer(page, browser.apiUrl, `compensate-outcome-${language}`);
    await api.buy(15);
    const project = await api.createProject({ name: 'Bürogebäude Linz 2026', co2Emissions: 12.5 });
    await page.context().addCookies([{ name: 'gft_consent', value: 'allow_all', url: browser.webUrl }]);
    const main = page.getByRole('main');
    const burn = async (amount: number) => {
      await page.goto(url(`${language === 'en' ? '/en' : ''}/dashboard/compensate?project=${project._id}&amount=${amount}`));
      await settlePage(page);
      await page.getByLabel(t.confirm).check();
      await page.getByRole('button', { name: t.burn }).click();
      const outcome = page.getByRole('region', { name: t.done });
      await expect.poll(() => outcome.count(), { timeout: 10_000 }).toBe(1);
      return outcome;
    };
    const check = async (outcome: Locator, actions: readonly (string | RegExp)[]) => {
      // The success icon beside the heading (the return page's), hidden from screen readers: the words say it.
      const icon = outcome.locator('.outcome-heading--succeeded .outcome-heading__icon');
      expect(await icon.locator('svg').count()).toBe(1);
      expect(await icon.getAttribute('aria-hidden')).toBe('true');
      // The page's introduction gives way to the result.
      expect(await main.getByText(t.intro).isVisible()).toBe(false);
      // The buttons: the one primary first, then the secondary ones, in one row.
      const buttons = outcome.locator('.button');
      const named = await buttons.allTextContents();
      expect(named).toHaveLength(actions.length);
      actions.forEach((name, index) => expect(named[index]).toMatch(typeof name === 'string' ? new RegExp(`^${name}$`) : name));
      const looks = await buttons.evaluateAll((nodes) => nodes.map((node) => (node.classList.contains('button--ghost') ? 'secondary' : 'primary')));
      expect(looks).toEqual(['primary', ...actions.slice(1).map(() => 'secondary')]);
      const middles = await buttons.evaluateAll((nodes) =>
        nodes.map((node) => Math.round(node.getBoundingClientRect().y + node.getBoundingClientRect().height / 2)),
      );
      expect(new Set(middles).size).toBe(1);
      // "Another project" is a link-styled action below them, not a fourth button.
      const another = outcome.getByRole('button', { name: t.another });
      expect(await another.evaluate((node) => node.classList.contains('button'))).toBe(false);
    };
    await check(await burn(5), t.partial);
    await check(await burn(8), t.full);
  });
});

import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from '../support/browser';
import { settlePage } from '../support/settle';
import { overflowAt } from '../support/page-list';
import { freshCustomer } from '../support/projects';

const browser = setupBrowser();
const url = (path: string) => new URL(path, browser.webUrl).href;

const text = {
  de: {
    compensate: 'Fuhrpark 2026: 12,5\u00a0t\u00a0CO₂ kompensieren',
    edit: 'Fuhrpark 2026 bearbeiten',
    delete: 'Fuhrpark 2026 löschen',
    deleteDone: 'Büro 2025 löschen',
    dialog: 'Fuhrpark 2026 löschen?',
    period: /^01\.01\.2026\sbis\s31\.12\.2026$/,
    h1: 'Kompensieren',
    project: 'Projekt',
    amount: 'Einzusetzende Token (GFT)',
  },
  en: {
    compensate: 'Compensate 12.5\u00a0t\u00a0CO₂ for Fuhrpark 2026',
    edit: 'Edit Fuhrpark 2026',
    delete: 'Delete Fuhrpark 2026',
    deleteDone: 'Delete Büro 2025',
    dialog: 'Delete Fuhrpark 2026?',
    period: /^Jan\s1,\s2026\sto\sDec\s31,\s2026$/,
    h1: 'Compensate',
    project: 'Project',
    amount: 'Tokens to use (GFT)',
  },
} as const;

/** How many lines an element's text takes (its height over its line height). */
const lines = (element: Locator) => element.evaluate((node) => Math.round(node.getBoundingClientRect().height / parseFloat(getComputedStyle(node).lineHeight)));

const style = (element: Locator, property: 'color' | 'backgroundColor' | 'borderTopWidth' | 'fontSize') =>
  element.evaluate((node, name) => getComputedStyle(node)[name], property);

describe.each(['de', 'en'] as const)("a project's card (%s)", (language) => {
  const t = text[language];

  it('the next step of an open project is its one primary action ("compensate"); delete is a quiet text action, still confirmed; one line of actions and one line of dates at 1280 px', async () => {
    const { page } = await browser.open('about:blank', { viewport: { width: 1280, height: 800 } });
    const { api } = await freshCustomer(page, browser.apiUrl, `projects-layout-${language}`);
    await api.buy(5);
    const open = await api.createProject({ name: 'Fuhrpark 2026', co2Emissions: 12.5 });
    const done = await api.createProject({ name: 'Büro 2025', co2Emissions: 3, startDate: '2025-01-01', endDate: '2025-12-31' });
    await api.burn(done._id, 3);
    await page.goto(url(`${language === 'en' ? '/en' : ''}/dashboard/projects`));
    await settlePage(page);
    const card = page.getByRole('article', { name: 'Fuhrpark 2026' });
    const doneCard = page.getByRole('article', { name: 'Büro 2025' });

    const compensate = card.getByRole('link', { name: t.compensate, exact: true });
    const edit = card.getByRole('link', { name: t.edit, exact: true });
    const remove = card.getByRole('button', { name: t.delete, exact: true });
    expect(await compensate.getAttribute('href')).toBe(
      `${language === 'en' ? '/en' : ''}/dashboard/compensate?${new URLSearchParams({ project: open._id, amount: '13' }).toString()}`,
    );
    // The one filled button among the card's actions; edit is outlined; delete is neither red nor framed, and smaller.
    const white = 'rgb(255, 255, 255)';
    expect(await style(compensate, 'backgroundColor')).not.toBe(white);
    expect(await style(edit, 'backgroundColor')).toBe(white);
    expect(await style(remove, 'color')).not.toBe('rgb(179, 38, 30)');
    expect(await style(remove, 'borderTopWidth')).toBe('0px');
    expect(parseFloat(await style(remove, 'fontSize'))).toBeLessThan(parseFloat(await style(edit, 'fontSize')));
    expect(await doneCard.getByRole('link', { name: /kompensieren|Compensate/ }).count()).toBe(0);
    expect(await doneCard.getByRole('button', { name: t.deleteDone, exact: true }).count()).toBe(1);

    // One line of actions each: their boxes share their middle.
    for (const actions of [
      [compensate, edit, remove],
      [doneCard.getByRole('link', { name: /bearbeiten|Edit/ }), doneCard.getByRole('button', { name: t.deleteDone })],
    ]) {
      const middles = await Promise.all(
        actions.map((action) => action.evaluate((node) => node.getBoundingClientRect().y + node.getBoundingClientRect().height / 2)),
      );
      expect(Math.max(...middles) - Math.min(...middles)).toBeLessThan(2);
    }
    // The period on one line, on both cards, at 1280 and 375 px (a range may break between its dates only on narrower phones).
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      const period = card.locator('dd').first();
      expect(await period.textContent()).toMatch(t.period);
      expect(await lines(period)).toBe(1);
      expect(await lines(doneCard.locator('dd').first())).toBe(1);
      expect(await overflowAt(page)).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    // Delete still asks first.
    await remove.click();
    const dialog = page.getByRole('alertdialog', { name: t.dialog });
    await expect.poll(() => dialog.count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await api.projects()).toHaveLength(2);

    // "Compensate" leads to the compensation with the project chosen and what it needs filled in.
    await compensate.click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(t.h1);
    await settlePage(page);
    expect(await page.getByLabel(t.project, { exact: true }).inputValue()).toBe(open._id);
    // 13 tokens needed, 2 left in the wallet.
    expect(await page.getByLabel(t.amount, { exact: true }).inputValue()).toBe('2');
  });
});

const detailText = {
  de: {
    compensate: '30\u00a0t\u00a0CO₂ kompensieren',
    rest: 'Die restlichen 25\u00a0t\u00a0CO₂ kompensieren',
    edit: 'Projekt bearbeiten',
    delete: 'Projekt löschen',
    dialog: 'Fuhrpark 2026 löschen?',
    created: /^Angelegt: \d\d\.\d\d\.\d{4}$/,
  },
  en: {
    compensate: 'Compensate 30\u00a0t\u00a0CO₂',
    rest: 'Compensate the remaining 25\u00a0t\u00a0CO₂',
    edit: 'Edit the project',
    delete: 'Delete the project',
    dialog: 'Delete Fuhrpark 2026?',
    created: /^Created: [A-Z][a-z]{2} \d{1,2}, \d{4}$/,
  },
} as const;

describe.each(['de', 'en'] as const)("a project's page (%s)", (language) => {
  const t = detailText[language];

  it('"compensate 30 t" until something is compensated, then "the remaining"; delete as quiet as on the list, still confirmed; the creation date under the name, not under the buttons', async () => {
    const { page } = await browser.open('about:blank', { viewport: { width: 1280, height: 800 } });
    const { api } = await freshCustomer(page, browser.apiUrl, `project-page-${language}`);
    const project = await api.createProject({ name: 'Fuhrpark 2026', co2Emissions: 30 });
    const open = async () => {
      await page.goto(url(`${language === 'en' ? '/en' : ''}/dashboard/projects/${project._id}`));
      await settlePage(page);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 10_000 }).toBe('Fuhrpark 2026');
    };
    await open();
    const main = page.getByRole('main');
    // Nothing compensated yet: no "remaining".
    expect(await main.getByRole('link', { name: t.compensate, exact: true }).count()).toBe(1);
    expect(await main.getByRole('link', { name: t.rest, exact: true }).count()).toBe(0);

    // Delete: a quiet text action (no frame, not red, smaller than "edit"), at the end of the row "edit" starts.
    const edit = main.getByRole('link', { name: t.edit, exact: true });
    const remove = main.getByRole('button', { name: t.delete, exact: true });
    expect(await style(remove, 'borderTopWidth')).toBe('0px');
    expect(await style(remove, 'color')).not.toBe('rgb(179, 38, 30)');
    expect(parseFloat(await style(remove, 'fontSize'))).toBeLessThan(parseFloat(await style(edit, 'fontSize')));
    const box = (element: Locator) => element.evaluate((node) => node.getBoundingClientRect().toJSON() as DOMRect);
    const [editBox, removeBox] = [await box(edit), await box(remove)];
    expect(Math.abs(editBox.y + editBox.height / 2 - (removeBox.y + removeBox.height / 2))).toBeLessThan(2);
    expect(removeBox.x).toBeGreaterThan(editBox.x + editBox.width);

    // The creation date: under the name, above the coverage, with room around it; nothing hangs under the buttons.
    const created = main.getByText(t.created);
    expect(await created.count()).toBe(1);
    const [titleBox, createdBox, barBox] = [await box(main.getByRole('heading', { level: 1 })), await box(created), await box(main.locator('.coverage'))];
    expect(createdBox.y).toBeGreaterThanOrEqual(titleBox.y + titleBox.height);
    expect(barBox.y - (createdBox.y + createdBox.height)).toBeGreaterThanOrEqual(12);
    expect(createdBox.y).toBeLessThan(editBox.y);

    // Delete still asks first.
    await remove.click();
    const dialog = page.getByRole('alertdialog', { name: t.dialog });
    await expect.poll(() => dialog.count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);

    // Once something is compensated: "the remaining".
    await api.buy(5);
    await api.burn(project._id, 5);
    await open();
    await expect.poll(() => main.getByRole('link', { name: t.rest, exact: true }).count(), { timeout: 10_000 }).toBe(1);
  });
});

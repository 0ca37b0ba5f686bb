import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from '../support/browser';
import { clearFaults, injectFault } from '../support/faults';
import { loginAs } from '../support/accounts';
import { freshCustomer } from '../support/projects';
import { overflowAt } from '../support/page-list';
import { settlePage } from '../support/settle';
import { expectAccessible } from '../support/widgets';

const browser = setupBrowser();
const url = (path: string) => new URL(path, browser.webUrl).href;
const path = (page: Page) => new URL(page.url()).pathname;
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const exact = { exact: true };

/** The German form's fields. */
const field = (page: Page) => ({
  name: page.getByLabel('Projektname', exact),
  emissions: page.getByLabel('CO₂-Emissionen in Tonnen', exact),
  description: page.getByLabel(/^Beschreibung/),
  start: page.getByLabel('Startdatum', exact),
  end: page.getByLabel('Enddatum', exact),
});

async function fillProject(page: Page, values: { name: string; emissions: string; description?: string; start?: string; end?: string }) {
  const fields = field(page);
  await fields.name.fill(values.name);
  await fields.emissions.fill(values.emissions);
  await fields.description.fill(values.description ?? '');
  await fields.start.fill(values.start ?? '2026-01-01');
  await fields.end.fill(values.end ?? '2026-12-31');
}

/** The error at a field: the text its aria-describedby points to. */
const fieldError = (page: Page, label: string | RegExp) =>
  page.getByLabel(label, exact).evaluate((input) => {
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
  });

const white = 'rgb(255, 255, 255)';
const danger = 'rgb(179, 38, 30)';
/** How many lines an element's text takes (its height over its line height). */
const lines = (element: Locator) => element.evaluate((node) => Math.round(node.getBoundingClientRect().height / parseFloat(getComputedStyle(node).lineHeight)));
const style = (element: Locator, property: 'color' | 'backgroundColor' | 'borderTopWidth' | 'fontSize') =>
  element.evaluate((node, name) => getComputedStyle(node)[name], property);
const box = (element: Locator) => element.evaluate((node) => node.getBoundingClientRect().toJSON() as DOMRect);

const cardText = {
  de: {
    compensate: 'Fuhrpark 2026: 12,5\u00a0t\u00a0CO₂ kompensieren',
    edit: 'Fuhrpark 2026 bearbeiten',
    delete: 'Fuhrpark 2026 löschen',
    deleteDone: 'Büro 2025 löschen',
    dialog: 'Fuhrpark 2026 löschen?',
    period: /^01\.01\.2026\sbis\s31\.12\.2026$/,
  },
  en: {
    compensate: 'Compensate 12.5\u00a0t\u00a0CO₂ for Fuhrpark 2026',
    edit: 'Edit Fuhrpark 2026',
    delete: 'Delete Fuhrpark 2026',
    deleteDone: 'Delete Büro 2025',
    dialog: 'Delete Fuhrpark 2026?',
    period: /^Jan\s1,\s2026\sto\sDec\s31,\s2026$/,
  },
} as const;

/**
 * The cards of an open "Fuhrpark 2026" (12.5 t) and a compensated "Büro 2025": the open project's next step is its one
 * primary action ("compensate", linked with what it needs); edit is outlined; delete a quiet text action, still
 * confirmed; one line of actions and one line of dates at 1280 and 375 px, nothing wider than the window.
 */
async function expectCardLayout(page: Page, language: 'de' | 'en', projectId: string) {
  const t = cardText[language];
  const card = page.getByRole('article', { name: 'Fuhrpark 2026' });
  const doneCard = page.getByRole('article', { name: 'Büro 2025' });
  const compensate = card.getByRole('link', { name: t.compensate, exact: true });
  const edit = card.getByRole('link', { name: t.edit, exact: true });
  const remove = card.getByRole('button', { name: t.delete, exact: true });
  expect(await compensate.getAttribute('href')).toBe(
    `${language === 'en' ? '/en' : ''}/dashboard/compensate?${new URLSearchParams({ project: projectId, amount: '13' }).toString()}`,
  );
  expect(await style(compensate, 'backgroundColor')).not.toBe(white);
  expect(await style(edit, 'backgroundColor')).toBe(white);
  expect(await style(remove, 'color')).not.toBe(danger);
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
      actions.map(async (action) => {
        const { y, height } = await box(action);
        return y + height / 2;
      }),
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
}

const pageText = {
  de: { edit: 'Projekt bearbeiten', delete: 'Projekt löschen', created: /^Angelegt: \d\d\.\d\d\.\d{4}$/ },
  en: { edit: 'Edit the project', delete: 'Delete the project', created: /^Created: [A-Z][a-z]{2} \d{1,2}, \d{4}$/ },
} as const;

/**
 * A project's page: delete a quiet text action (no frame, not red, smaller than "edit") at the end of the row "edit"
 * starts; the creation date under the name, above the coverage with room around it, not under the buttons.
 */
async function expectProjectPageLayout(page: Page, language: 'de' | 'en') {
  // The page as loaded whole: measured while its parts still arrived, "delete" once stood 364 px below "edit" (CI-48).
  await settlePage(page);
  const t = pageText[language];
  const main = page.getByRole('main');
  const edit = main.getByRole('link', { name: t.edit, exact: true });
  const remove = main.getByRole('button', { name: t.delete, exact: true });
  expect(await style(remove, 'borderTopWidth')).toBe('0px');
  expect(await style(remove, 'color')).not.toBe(danger);
  expect(parseFloat(await style(remove, 'fontSize'))).toBeLessThan(parseFloat(await style(edit, 'fontSize')));
  const [editBox, removeBox] = [await box(edit), await box(remove)];
  expect(Math.abs(editBox.y + editBox.height / 2 - (removeBox.y + removeBox.height / 2))).toBeLessThan(2);
  expect(removeBox.x).toBeGreaterThan(editBox.x + editBox.width);
  const created = main.getByText(t.created);
  expect(await created.count()).toBe(1);
  const [titleBox, createdBox, barBox] = [await box(main.getByRole('heading', { level: 1 })), await box(created), await box(main.locator('.coverage'))];
  expect(createdBox.y).toBeGreaterThanOrEqual(titleBox.y + titleBox.height);
  expect(barBox.y - (createdBox.y + createdBox.height)).toBeGreaterThanOrEqual(12);
  expect(createdBox.y).toBeLessThan(editBox.y);
}

async function openAs(page: Page, target: string) {
  await page.goto(url(target));
  await expect.poll(() => heading(page).count(), { timeout: 10_000 }).toBe(1);
}

describe('my projects', () => {
  it('a new user sees what a project is and is offered to create one', async () => {
    const { page, problems } = await browser.open('about:blank');
    await freshCustomer(page, browser.apiUrl);
    await openAs(page, '/dashboard/projects');
    await expect.poll(() => page.getByRole('heading', { name: 'Sie haben noch keine Projekte' }).count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByText(/Ein Projekt ist das, was Sie kompensieren/).count()).toBe(1);
    await expectAccessible(page, 'no projects yet', { sideways: true });
    await page.getByRole('link', { name: 'Erstes Projekt anlegen' }).click();
    await expect.poll(() => path(page)).toBe('/dashboard/projects/new');
    await expect.poll(() => heading(page).textContent()).toBe('Neues Projekt');
    expect(problems).toEqual([]);
  });

  it("shows the seeded user's two projects with their coverage, open work first", async () => {
    const { page } = await browser.open('about:blank');
    await loginAs(page, browser.apiUrl, 'demo@greenfee.example');
    await openAs(page, '/en/dashboard/projects');
    const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(2);
    expect(await cards.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Urlaubsflüge 2026', 'Heizung Wohnung 2025']);
    await expectAccessible(page, 'the list', { sideways: true });
    const fleet = await cards.nth(0).textContent();
    // Compensated month by month: 21 of its 30 t so far.
    // In tonnes, not as a share of the emissions: "100 %" beside them reads as emissions undone (issue 41).
    expect(fleet).toContain('Partly assigned · 21 of 30\u00a0t\u00a0CO₂ assigned');
    expect(fleet).not.toMatch(/%/);
    expect(fleet).toContain('30\u00a0t\u00a0CO₂');
    // The tonnes left are named for what they are (not yet assigned), not as an open bill.
    expect(await cards.nth(0).getByRole('term').allTextContents()).toContain('Not yet assigned');
    expect(fleet).toContain('Not yet assigned9\u00a0t\u00a0CO₂');
    expect(fleet).not.toMatch(/still open/i);
    const office = await cards.nth(1).textContent();
    expect(office).toContain('All tonnes assigned · 12 of 12\u00a0t\u00a0CO₂ assigned');
    expect(office).not.toMatch(/%/);
    expect(await cards.nth(1).getByRole('button', { name: 'Download certificate GFT-DEMO-VALID' }).count()).toBe(1);
    expect(
      await cards
        .nth(0)
        .getByRole('button', { name: /Download certificate/ })
        .count(),
    ).toBe(0);
    // The PDF arrives as a file (through the API, under the page's Content-Security-Policy).
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      cards.nth(1).getByRole('button', { name: 'Download certificate GFT-DEMO-VALID' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('GFT-DEMO-VALID.pdf');
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');

    // The fully compensated project: its valid certificate and its history.
    await openAs(page, '/en/dashboard/projects/prj_demo_office');
    await expect.poll(() => page.getByText(/is valid/).count()).toBe(1);
    await expect.poll(() => page.getByRole('table').count()).toBe(1);
    await expectAccessible(page, 'a project with a valid certificate and its history', { sideways: true });
    // The partly compensated one: "the remaining" tonnes are its next step.
    await openAs(page, '/en/dashboard/projects/prj_demo_fleet');
    await expect.poll(() => page.getByRole('main').getByRole('link', { name: 'Compensate the remaining 9\u00a0t\u00a0CO₂', exact: true }).count()).toBe(1);
    await expectProjectPageLayout(page, 'en');
  });

  it('lists open work first, before a newer fully compensated project; an open card leads to compensating it (de, en)', async () => {
    const { page } = await browser.open('about:blank');
    const { api } = await freshCustomer(page, browser.apiUrl);
    await api.buy(5);
    const open = await api.createProject({ name: 'Fuhrpark 2026', co2Emissions: 12.5, startDate: '2026-01-01', endDate: '2026-12-31' });
    const done = await api.createProject({ name: 'Büro 2025', co2Emissions: 3, startDate: '2025-01-01', endDate: '2025-12-31' });
    await api.burn(done._id, 3);
    await openAs(page, '/dashboard/projects');
    await expect.poll(() => page.getByRole('heading', { level: 2 }).allTextContents(), { timeout: 10_000 }).toEqual(['Fuhrpark 2026', 'Büro 2025']);
    await expectAccessible(page, 'the list, open and compensated', { language: 'de' });
    await expectCardLayout(page, 'de', open._id);
    await openAs(page, '/en/dashboard/projects');
    await expect.poll(() => page.getByRole('heading', { level: 2 }).allTextContents(), { timeout: 10_000 }).toEqual(['Fuhrpark 2026', 'Büro 2025']);
    await expectCardLayout(page, 'en', open._id);
    expect(await api.projects()).toHaveLength(2);
    // "Compensate" leads to the compensation with the project chosen and what it needs filled in (13 needed, 2 held).
    await page.getByRole('link', { name: cardText.en.compensate, exact: true }).click();
    await expect.poll(() => heading(page).textContent()).toBe('Compensate');
    await settlePage(page);
    expect(await page.getByLabel('Project', exact).inputValue()).toBe(open._id);
    expect(await page.getByLabel('Tokens to use (GFT)', exact).inputValue()).toBe('2');
  });

  it('reads the list again when the customer comes back to the tab after half a minute; a failed read keeps the list', async () => {
    const { page } = await browser.open('about:blank');
    const { api } = await freshCustomer(page, browser.apiUrl);
    await api.createProject({ name: 'Erstes Projekt', co2Emissions: 3 });
    const reads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/project/mine') reads.push(request.method());
    });
    // The page's clock is the test's: half a minute passes in an instant.
    await page.clock.install();
    await openAs(page, '/dashboard/projects');
    const titles = () => page.getByRole('heading', { level: 2 }).allTextContents();
    await expect.poll(titles, { timeout: 10_000 }).toEqual(['Erstes Projekt']);
    await settlePage(page);
    const loaded = reads.length;
    await api.createProject({ name: 'Zweites Projekt', co2Emissions: 4 });
    const backToTab = () => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    // Just read: coming back reads nothing.
    await backToTab();
    await settlePage(page);
    expect(reads.length).toBe(loaded);
    // Half a minute later it reads; a read that fails (with its one retry) leaves the list as it was, and says nothing.
    await page.clock.fastForward(31_000);
    await injectFault(page, '/project/mine', 'malformed', { count: 2 });
    await backToTab();
    await expect.poll(() => reads.length, { timeout: 10_000 }).toBeGreaterThan(loaded);
    await page.clock.fastForward(2_000);
    await expect.poll(() => reads.length, { timeout: 10_000 }).toBe(loaded + 2);
    await settlePage(page);
    expect(await titles()).toEqual(['Erstes Projekt']);
    expect(await page.getByRole('main').getByRole('alert').count()).toBe(0);
    await clearFaults(page);
    await backToTab();
    await expect.poll(titles, { timeout: 10_000 }).toEqual(['Zweites Projekt', 'Erstes Projekt']);
    // There is no refresh button to press.
    expect(await page.getByRole('button', { name: /aktualisieren/ }).count()).toBe(0);
  });

  it("a failed load says why in the user's language and retries", async () => {
    const { page } = await browser.open('about:blank');
    const { api } = await freshCustomer(page, browser.apiUrl);
    await api.createProject({ name: 'Hallenbad', co2Emissions: 3 });
    // The query tries twice (one retry), and Chromium sends a GET again once on a dropped connection: all fail.
    await injectFault(page, '/project/mine', 'network', { count: 4 });
    await openAs(page, '/dashboard/projects');
    const retry = page.getByRole('button', { name: 'Erneut versuchen' });
    await expect.poll(() => retry.count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByRole('main').getByRole('alert').textContent()).toContain('Verbindung zum Server fehlgeschlagen');
    await expectAccessible(page, 'the list failed to load', { sideways: true });
    await clearFaults(page);
    await retry.click();
    await expect.poll(() => page.getByRole('heading', { name: 'Hallenbad' }).count()).toBe(1);
  });
});

describe('create, edit, delete', () => {
  it('creates a project with German decimals (12,5 stored as 12.5) and shows it', async () => {
    const { page, problems } = await browser.open('about:blank');
    const { api } = await freshCustomer(page, browser.apiUrl);
    await openAs(page, '/dashboard/projects/new');
    await fillProject(page, { name: 'Bürogebäude Linz', emissions: '12,5', description: 'Strom und Heizung' });
    await page.getByRole('button', { name: 'Projekt anlegen' }).click();
    await expect.poll(() => heading(page).textContent(), { timeout: 10_000 }).toBe('Bürogebäude Linz');
    await expect.poll(() => page.getByText('Projekt angelegt').count()).toBe(1);
    const [stored] = await api.projects();
    expect(stored).toMatchObject({
      name: 'Bürogebäude Linz',
      co2Emissions: 12.5,
      description: 'Strom und Heizung',
      compensationPeriod: { startDate: '2026-01-01', endDate: '2026-12-31' },
    });
    expect(path(page)).toBe(`/dashboard/projects/${stored?._id ?? ''}`);
    const text = await page.getByRole('main').textContent();
    expect(text).toContain('12,5\u00a0t\u00a0CO₂');
    expect(text).toContain('Noch keine Tonnen eingesetzt · 0 von 12,5\u00a0t\u00a0CO₂ eingesetzt');
    await expectAccessible(page, 'a new project', { sideways: true });
    const compensate = page.getByRole('link', { name: '12,5\u00a0t\u00a0CO₂ kompensieren' });
    expect(new URL((await compensate.getAttribute('href')) ?? '', browser.webUrl).search).toBe(`?project=${stored?._id ?? ''}&amount=13`);
    expect(problems).toEqual([]);
  });

  it('English decimals: 12.5 in English is 12.5', async () => {
    const { page } = await browser.open('about:blank');
    const { api } = await freshCustomer(page, browser.apiUrl);
    await openAs(page, '/en/dashboard/projects/new');
    await page.getByLabel('Project name', exact).fill('Fleet');
    await page.getByLabel('CO₂ emissions in tonnes', exact).fill('1,234.5');
    await page.getByLabel('Start date', exact).fill('2026-01-01');
    await page.getByLabel('End date', exact).fill('2026-12-31');
    await page.getByRole('button', { name: 'Create the project' }).click();
    await expect.poll(() => heading(page).textContent(), { timeout: 10_000 }).toBe('Fleet');
    expect((await api.projects())[0]?.co2Emissions).toBe(1234.5);
  });

  it('says at each field what is wrong: 0, letters, 10^12, a period ending before it starts, 10,000 characters; nothing typed is lost', async () => {
    const { page } = await browser.open('about:blank');
    const { api } = await freshCustomer(page, browser.apiUrl);
    await openAs(page, '/dashboard/projects/new');
    const fields = field(page);
    await fillProject(page, { name: 'Grenzfall', emissions: '0', description: 'x'.repeat(10_000), start: '2026-05-01', end: '2026-04-30' });
    await page.getByRole('button', { name: 'Projekt anlegen' }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('Bitte prüfen Sie Ihre Angaben');
    expect(await fieldError(page, 'CO₂-Emissionen in Tonnen')).toContain('Geben Sie eine Zahl größer als null ein');
    expect(await fieldError(page, 'Enddatum')).toContain('Das Enddatum darf nicht vor dem Startdatum liegen');
    expect(await fieldError(page, /^Beschreibung/)).toContain('Höchstens 2000 Zeichen');
    // The summary took focus and links to each field.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');
    await expectAccessible(page, 'the new project form with its errors', { sideways: true });
    for (const [typed, message] of [
      ['-3', 'Geben Sie eine Zahl größer als null ein'],
      ['zwölf', 'Geben Sie eine Zahl ein'],
      ['1000000000000', 'Höchstens 1.000.000.000 Tonnen'],
      ['', 'Dieses Feld ist erforderlich'],
    ] as const) {
      await fields.emissions.fill(typed);
      await expect.poll(() => fieldError(page, 'CO₂-Emissionen in Tonnen')).toContain(message);
    }
    expect(await fields.name.inputValue()).toBe('Grenzfall');
    expect((await fields.description.inputValue()).length).toBe(10_000);
    expect(await fields.start.inputValue()).toBe('2026-05-01');
    expect(await fields.end.inputValue()).toBe('2026-04-30');
    await fields.emissions.fill('7');
    await fields.description.fill('kurz');
    await fields.end.fill('2026-05-01');
    await page.getByRole('button', { name: 'Projekt anlegen' }).click();
    await expect.poll(() => heading(page).textContent(), { timeout: 10_000 }).toBe('Grenzfall');
    expect((await api.projects())[0]).toMatchObject({ co2Emissions: 7, compensationPeriod: { startDate: '2026-05-01', endDate: '2026-05-01' } });
  });

  it('edits a project, then deletes it after the confirmation (No keeps it)', async () => {
    const { page } = await browser.open('about:blank');
    const { api } = await freshCustomer(page, browser.apiUrl);
    const project = await api.createProject({ name: 'Fuhrpark', co2Emissions: 8 });
    await openAs(page, `/dashboard/projects/${project._id}`);
    await expect.poll(() => heading(page).textContent(), { timeout: 10_000 }).toBe('Fuhrpark');
    // Nothing compensated yet: the whole, not "the remaining".
    expect(await page.getByRole('main').getByRole('link', { name: '8\u00a0t\u00a0CO₂ kompensieren', exact: true }).count()).toBe(1);
    expect(
      await page
        .getByRole('main')
        .getByRole('link', { name: /restlichen/ })
        .count(),
    ).toBe(0);
    await expectProjectPageLayout(page, 'de');
    await page.getByRole('link', { name: 'Projekt bearbeiten' }).click();
    await expect.poll(() => heading(page).textContent()).toBe('Fuhrpark bearbeiten');
    expect(await field(page).emissions.inputValue()).toBe('8');
    await field(page).name.fill('Fuhrpark 2026');
    await field(page).emissions.fill('9,75');
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect.poll(() => heading(page).textContent(), { timeout: 10_000 }).toBe('Fuhrpark 2026');
    expect((await api.projects())[0]).toMatchObject({ name: 'Fuhrpark 2026', co2Emissions: 9.75 });

    await page.getByRole('button', { name: 'Projekt löschen' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Fuhrpark 2026 löschen?' });
    expect(await dialog.textContent()).toContain('Es kann nicht wiederhergestellt werden');
    expect(await dialog.textContent()).not.toContain('Zertifikat');
    await dialog.getByRole('button', { name: 'Nein, behalten' }).click();
    expect(await dialog.count()).toBe(0);
    expect(await api.projects()).toHaveLength(1);
    await page.getByRole('button', { name: 'Projekt löschen' }).click();
    await dialog.getByRole('button', { name: 'Ja, löschen' }).click();
    await expect.poll(() => path(page), { timeout: 10_000 }).toBe('/dashboard/projects');
    await expect.poll(() => page.getByRole('heading', { name: 'Sie haben noch keine Projekte' }).count()).toBe(1);
    expect(await api.projects()).toEqual([]);
  });

  it('an edit cannot go below the compensated tonnes; deleting says the certificate stays valid', async () => {
    const { page } = await browser.open('about:blank');
    const { api } = await freshCustomer(page, browser.apiUrl);
    await api.buy(20);
    const project = await api.createProject({ name: 'Halle', co2Emissions: 12.5 });
    await api.burn(project._id, 5);
    const other = await api.createProject({ name: 'Anderes', co2Emissions: 3 });
    await api.burn(other._id, 2);
    const halle = async () => (await api.projects()).find((entry) => entry._id === project._id);
    await openAs(page, `/dashboard/projects/${project._id}/edit`);
    await expect.poll(() => field(page).emissions.inputValue(), { timeout: 10_000 }).toBe('12,5');
    expect(await page.getByText('Bereits eingesetzt: 5\u00a0t\u00a0CO₂').count()).toBe(1);
    const edits: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/project/edit') edits.push(request.method());
    });
    await field(page).emissions.fill('4,5');
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect.poll(() => fieldError(page, 'CO₂-Emissionen in Tonnen')).toContain('Mindestens 5 t CO₂: Für dieses Projekt sind bereits 5 t CO₂ eingesetzt');
    await expectAccessible(page, 'an edit below the compensated tonnes', { sideways: true });
    // The form knows the rule itself (the sandbox's answer, the same message, is unit-tested).
    expect(edits).toEqual([]);
    expect((await halle())?.co2Emissions).toBe(12.5);
    await field(page).emissions.fill('10');
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect.poll(() => heading(page).textContent(), { timeout: 10_000 }).toBe('Halle');
    expect(await halle()).toMatchObject({ co2Emissions: 10, co2Compensation: 5, status: 'partly_compensated' });
    const text = await page.getByRole('main').textContent();
    expect(text).toContain('Teilweise eingesetzt · 5 von 10\u00a0t\u00a0CO₂ eingesetzt');
    expect(await page.getByRole('main').getByRole('link', { name: 'Die restlichen 5\u00a0t\u00a0CO₂ kompensieren', exact: true }).count()).toBe(1);
    // The history lists this project's burn, not the other project's.
    const rows = page.getByRole('table').getByRole('row');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(1).textContent()).toContain('5 GFT');
    await api.burn(project._id, 10);
    await page.reload();
    await expect.poll(() => page.getByText(/wird erstellt/).count(), { timeout: 10_000 }).toBe(1);
    await expectAccessible(page, 'a project whose certificate is being created', { sideways: true });
    await page.getByRole('button', { name: 'Projekt löschen' }).click();
    expect(await page.getByRole('alertdialog').textContent()).toMatch(/Zertifikat GFT-\S+ bleibt gültig und kann weiterhin geprüft werden/);
    await expectAccessible(page, 'the delete dialog', { sideways: true });
  });

  it("a project id that does not exist or is someone else's: not found inside the page", async () => {
    const { page, problems } = await browser.open('about:blank');
    await freshCustomer(page, browser.apiUrl);
    for (const target of ['/dashboard/projects/prj_gibt_es_nicht', '/dashboard/projects/prj_demo_office', '/dashboard/projects/prj_demo_office/edit']) {
      await page.goto(url(target));
      await expect.poll(() => heading(page).textContent(), { timeout: 10_000 }).toBe('Projekt nicht gefunden');
      expect(await page.getByRole('link', { name: 'Zurück zu meinen Projekten' }).count()).toBe(1);
      if (target === '/dashboard/projects/prj_gibt_es_nicht') await expectAccessible(page, 'not found', { sideways: true });
    }
    expect(problems.filter((problem) => !/status of 40[34]/.test(problem))).toEqual([]);
  });
});

describe('faults on create keep what was typed', () => {
  const cases = [
    ['network', 'Verbindung zum Server fehlgeschlagen'],
    ['500', 'Das Projekt konnte nicht angelegt werden'],
    ['malformed', 'Der Server hat eine Antwort gesendet, die wir nicht lesen konnten'],
    ['timeout', 'Der Server hat zu lange nicht geantwortet'],
  ] as const;
  it.each(cases)(
    '%s: the message, the input kept, and the retry creates it once',
    async (kind, message) => {
      const { page } = await browser.open('about:blank');
      const { api } = await freshCustomer(page, browser.apiUrl);
      await openAs(page, '/dashboard/projects/new');
      await fillProject(page, { name: `Störung ${kind}`, emissions: '12,5', description: 'Bleibt stehen' });
      await injectFault(page, '/project/create', kind);
      await page.getByRole('button', { name: 'Projekt anlegen' }).click();
      await expect.poll(() => page.getByRole('main').getByRole('alert').first().textContent(), { timeout: 10_000 }).toContain(message);
      if (kind === '500') await expectAccessible(page, 'the server refused the new project', { sideways: true });
      const fields = field(page);
      expect(await fields.name.inputValue()).toBe(`Störung ${kind}`);
      expect(await fields.emissions.inputValue()).toBe('12,5');
      expect(await fields.description.inputValue()).toBe('Bleibt stehen');
      expect(await fields.end.inputValue()).toBe('2026-12-31');
      await clearFaults(page);
      await page.getByRole('button', { name: 'Projekt anlegen' }).click();
      await expect.poll(() => heading(page).textContent(), { timeout: 10_000 }).toBe(`Störung ${kind}`);
      const names = (await api.projects()).map((project) => project.name);
      // A timed-out call is still carried out after the client gave up (held longer than it waits): it may add a second.
      if (kind === 'timeout') expect(names).toContain(`Störung ${kind}`);
      else expect(names).toEqual([`Störung ${kind}`]);
    },
    45_000,
  );
});

describe('faults on the other calls', () => {
  it('project page, edit, delete and certificate download: the message, a retry, the input kept', async () => {
    const { page } = await browser.open('about:blank');
    const { api } = await freshCustomer(page, browser.apiUrl);
    await api.buy(3);
    const project = await api.createProject({ name: 'Störfall', co2Emissions: 8 });
    const done = await api.createProject({ name: 'Erledigt', co2Emissions: 3 });
    await api.burn(done._id, 3);
    const main = page.getByRole('main');
    const retry = main.getByRole('button', { name: 'Erneut versuchen' });

    // The project page: the query and its one retry fail, then "try again" loads it.
    for (const [kind, message] of [
      ['500', 'Auf dem Server ist ein Fehler aufgetreten'],
      ['malformed', 'Der Server hat eine Antwort gesendet, die wir nicht lesen konnten'],
    ] as const) {
      await injectFault(page, '/project/get', kind, { count: 2 });
      await page.goto(url(`/dashboard/projects/${project._id}`));
      await expect.poll(() => retry.count(), { timeout: 10_000 }).toBe(1);
      expect(await main.getByRole('alert').textContent()).toContain(message);
      await clearFaults(page);
      await retry.click();
      await expect.poll(() => heading(page).textContent()).toBe('Störfall');
    }

    // Editing: the message in the summary, what was typed kept, then saved.
    await page.getByRole('link', { name: 'Projekt bearbeiten' }).click();
    await expect.poll(() => heading(page).textContent()).toBe('Störfall bearbeiten');
    await field(page).name.fill('Störfall neu');
    await field(page).emissions.fill('8,25');
    // Chromium sends a request again when a kept-alive connection drops before any answer, once per pooled
    // connection it tries; the customer area's background checks (a certificate on its way) pool more of them.
    await injectFault(page, '/project/edit', 'network', { count: 6 });
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect.poll(() => main.getByRole('alert').first().textContent(), { timeout: 10_000 }).toContain('Verbindung zum Server fehlgeschlagen');
    expect(await field(page).name.inputValue()).toBe('Störfall neu');
    expect(await field(page).emissions.inputValue()).toBe('8,25');
    await clearFaults(page);
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect.poll(() => heading(page).textContent(), { timeout: 10_000 }).toBe('Störfall neu');

    // Deleting: the dialog says it failed and stays open; yes again deletes. While that runs, neither "No" nor
    // Escape closes the dialog (Escape twice: a second close request in a row could not be cancelled).
    await injectFault(page, '/project/delete', '500');
    await page.getByRole('button', { name: 'Projekt löschen' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Ja, löschen' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toContain('Das Projekt konnte nicht gelöscht werden');
    expect((await api.projects()).map((entry) => entry.name)).toContain('Störfall neu');
    await injectFault(page, '/project/delete', 'timeout', { delayMs: 2000 });
    await dialog.getByRole('button', { name: 'Ja, löschen' }).click();
    await expect.poll(() => dialog.getByRole('button', { name: 'Wird gelöscht …' }).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Nein, behalten' }).click();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    expect(await dialog.getByRole('button', { name: 'Wird gelöscht …' }).count()).toBe(1);
    await expect.poll(() => path(page), { timeout: 10_000 }).toBe('/dashboard/projects');
    expect((await api.projects()).map((entry) => entry.name)).toEqual(['Erledigt']);
    await expect.poll(() => page.getByRole('heading', { level: 2 }).allTextContents(), { timeout: 10_000 }).toEqual(['Erledigt']);

    // The certificate of a project compensated a moment ago is not ready yet; a dropped connection says so too.
    const download = page.getByRole('button', { name: /^Zertifikat GFT-\S+ herunterladen$/ });
    await download.click();
    await expect.poll(() => main.getByRole('alert').textContent()).toContain('Ihr Zertifikat ist noch nicht bereit');
    await injectFault(page, '/certificate/get', 'network', { count: 6 });
    await download.click();
    await expect.poll(() => main.getByRole('alert').textContent()).toContain('Verbindung zum Server fehlgeschlagen');
    await clearFaults(page);
  });
});

describe('keyboard only', () => {
  /** Presses Tab until the focused element is a `role` named `name` (a field by its label, else its text). */
  async function tabTo(page: Page, role: 'link' | 'button' | 'field', name: string | RegExp) {
    for (let step = 0; step < 60; step += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element) return { role: '', name: '' };
        const tag = element.tagName;
        if (tag === 'INPUT' || tag === 'TEXTAREA') return { role: 'field', name: document.querySelector(`label[for="${element.id}"]`)?.textContent ?? '' };
        return { role: tag === 'A' ? 'link' : tag === 'BUTTON' ? 'button' : '', name: element.textContent ?? '' };
      });
      if (focused.role === role && (typeof name === 'string' ? focused.name === name : name.test(focused.name))) return;
    }
    throw new Error(`Tab never reached the ${role} ${String(name)}`);
  }

  it('creates, edits and deletes a project with the keyboard alone', async () => {
    const { page } = await browser.open('about:blank');
    const { api } = await freshCustomer(page, browser.apiUrl);
    await openAs(page, '/dashboard/projects');
    await expect.poll(() => page.getByRole('link', { name: 'Erstes Projekt anlegen' }).count(), { timeout: 10_000 }).toBe(1);
    await tabTo(page, 'link', 'Erstes Projekt anlegen');
    await page.keyboard.press('Enter');
    await expect.poll(() => heading(page).textContent()).toBe('Neues Projekt');
    await tabTo(page, 'field', 'Projektname');
    await page.keyboard.type('Tastatur');
    await page.keyboard.press('Tab');
    await page.keyboard.type('2,5');
    await tabTo(page, 'field', /^Beschreibung/);
    await page.keyboard.type('Nur Tasten');
    // Typed into the date input's parts; day and month the same, so whatever order the browser's locale puts them in.
    await tabTo(page, 'field', 'Startdatum');
    await page.keyboard.type('01012026');
    await tabTo(page, 'field', 'Enddatum');
    await page.keyboard.type('03032026');
    await page.keyboard.press('Enter');
    await expect.poll(() => heading(page).textContent(), { timeout: 10_000 }).toBe('Tastatur');
    expect((await api.projects())[0]).toMatchObject({
      name: 'Tastatur',
      co2Emissions: 2.5,
      description: 'Nur Tasten',
      compensationPeriod: { startDate: '2026-01-01', endDate: '2026-03-03' },
    });
    await tabTo(page, 'link', 'Projekt bearbeiten');
    await page.keyboard.press('Enter');
    await expect.poll(() => heading(page).textContent()).toBe('Tastatur bearbeiten');
    await tabTo(page, 'field', 'CO₂-Emissionen in Tonnen');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('3');
    await page.keyboard.press('Enter');
    await expect.poll(() => heading(page).textContent(), { timeout: 10_000 }).toBe('Tastatur');
    expect((await api.projects())[0]?.co2Emissions).toBe(3);
    await tabTo(page, 'button', 'Projekt löschen');
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent);
    await page.keyboard.press('Enter');
    // Focus moved into the dialog ("No" first); Escape closes it and focus is back on "Delete project", which opens it again.
    await expect.poll(focusedText).toBe('Nein, behalten');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('alertdialog').count()).toBe(0);
    expect(await focusedText()).toBe('Projekt löschen');
    await page.keyboard.press('Enter');
    await expect.poll(focusedText).toBe('Nein, behalten');
    // Escape and at once Enter again: the dialog opens again (the browser's close reached React's state a task late
    // once, and an Enter in between was lost).
    await page.keyboard.press('Escape');
    await page.keyboard.press('Enter');
    await expect.poll(focusedText).toBe('Nein, behalten');
    // Tab reaches "Yes".
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => path(page), { timeout: 10_000 }).toBe('/dashboard/projects');
    expect(await api.projects()).toEqual([]);
  });
});

/** The project form's words the date tests use. */
const texts = {
  de: {
    path: '/dashboard/projects/new',
    labels: { name: 'Projektname', emissions: 'CO₂-Emissionen in Tonnen', start: 'Startdatum', end: 'Enddatum' },
    create: 'Projekt anlegen',
    range: 'Das Enddatum darf nicht vor dem Startdatum liegen',
    incomplete: 'Geben Sie ein gültiges Datum mit Tag, Monat und Jahr ein',
  },
  en: {
    path: '/en/dashboard/projects/new',
    labels: { name: 'Project name', emissions: 'CO₂ emissions in tonnes', start: 'Start date', end: 'End date' },
    create: 'Create the project',
    range: 'The end date cannot be before the start date',
    incomplete: 'Enter a real date, with day, month and year',
  },
} as const;

describe("the compensation period, picked with the browser's date input", () => {
  it.each(['de', 'en'] as const)(
    '(%s) has no format to explain; the picker offers no end before the start; an end before it is said at the field; the ISO days reach the API',
    async (language) => {
      const t = texts[language];
      const { page, problems } = await browser.open('about:blank');
      const { api } = await freshCustomer(page, browser.apiUrl);
      await openAs(page, t.path);
      const start = page.getByLabel(t.labels.start, exact);
      const end = page.getByLabel(t.labels.end, exact);
      expect([await start.getAttribute('type'), await end.getAttribute('type')]).toEqual(['date', 'date']);
      expect(await page.getByRole('main').innerText()).not.toMatch(/Format|MM\/DD|TT\.MM/);
      await expectAccessible(page, 'the new project form', { sideways: true });
      await page.getByLabel(t.labels.name, exact).fill('Datumsprobe');
      await page.getByLabel(t.labels.emissions, exact).fill('4');
      await start.fill('2026-05-01');
      await end.fill('2026-04-30');
      expect([await start.getAttribute('max'), await end.getAttribute('min')]).toEqual(['2026-04-30', '2026-05-01']);
      await page.getByRole('button', { name: t.create }).click();
      await expect.poll(() => page.getByRole('alert').first().textContent()).toContain(`${t.labels.end}: ${t.range}`);
      expect(await fieldError(page, t.labels.end)).toContain(t.range);
      expect(await end.getAttribute('aria-invalid')).toBe('true');
      expect(await start.getAttribute('aria-invalid')).toBeNull();
      expect([await start.inputValue(), await end.inputValue()]).toEqual(['2026-05-01', '2026-04-30']);
      expect(await page.getByRole('main').innerText()).not.toMatch(/Format|MM\/DD|TT\.MM/);
      await expectAccessible(page, 'an end before the start', { sideways: true });
      await end.fill('2027-01-31');
      await expect.poll(() => end.getAttribute('aria-invalid')).toBeNull();
      await page.getByRole('button', { name: t.create }).click();
      await expect.poll(() => heading(page).textContent(), { timeout: 10_000 }).toBe('Datumsprobe');
      expect((await api.projects())[0]?.compensationPeriod).toEqual({ startDate: '2026-05-01', endDate: '2027-01-31' });
      expect(problems).toEqual([]);
    },
  );

  it.each(['de', 'en'] as const)('(%s) a day half entered is said at the field, not taken for an empty one, and kept', async (language) => {
    const t = texts[language];
    const { page } = await browser.open('about:blank');
    await freshCustomer(page, browser.apiUrl);
    await openAs(page, t.path);
    const start = page.getByLabel(t.labels.start, exact);
    // Day and month, no year: the input's value stays '' (validity.badInput) and no change is reported.
    await start.focus();
    await page.keyboard.type('0303');
    await page.getByRole('button', { name: t.create }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain(`${t.labels.start}: ${t.incomplete}`);
    expect(await fieldError(page, t.labels.start)).toContain(t.incomplete);
    expect(await fieldError(page, t.labels.end)).not.toContain(t.incomplete);
    await expectAccessible(page, 'a day half entered', { sideways: true });
    // What was typed is still there: the year completes it.
    await start.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('2026');
    await expect.poll(() => start.inputValue()).toBe('2026-03-03');
    await expect.poll(() => fieldError(page, t.labels.start)).toBe('');
  });

  it('keeps the dates of the project being edited, and saves a new end', async () => {
    const { page } = await browser.open('about:blank');
    const { api } = await freshCustomer(page, browser.apiUrl);
    const project = await api.createProject({ name: 'Zeitraum', co2Emissions: 2, startDate: '2026-02-01', endDate: '2026-07-31' });
    await openAs(page, `/dashboard/projects/${project._id}/edit`);
    const fields = field(page);
    expect([await fields.start.inputValue(), await fields.end.inputValue()]).toEqual(['2026-02-01', '2026-07-31']);
    await fields.end.fill('2026-08-31');
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect.poll(() => heading(page).textContent(), { timeout: 10_000 }).toBe('Zeitraum');
    expect((await api.projects())[0]?.compensationPeriod).toEqual({ startDate: '2026-02-01', endDate: '2026-08-31' });
  });
});

describe('a browser without a date input', () => {
  /** Makes the page's date inputs what such a browser has: `type` reads "text". */
  const withoutDateInput = (page: Page) =>
    page.addInitScript(() => {
      const type = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'type');
      Object.defineProperty(HTMLInputElement.prototype, 'type', {
        ...type,
        get(this: HTMLInputElement) {
          const value = type?.get?.call(this) as string;
          return value === 'date' ? 'text' : value;
        },
      });
    });

  it.each([
    {
      language: 'de',
      start: '01.05.2026',
      end: '31.12.2026',
      none: '31.02.2026',
      message: 'Geben Sie ein gültiges Datum als TT.MM.JJJJ ein',
    },
    {
      language: 'en',
      start: '05/01/2026',
      end: '12/31/2026',
      none: '02/31/2026',
      message: 'Enter a real date as MM/DD/YYYY',
    },
  ] as const)(
    "($language) gets text fields that read the page's format and ISO, with no format shown until a day is none",
    async ({ language, start, end, none, message }) => {
      const t = texts[language];
      const { page, problems } = await browser.open('about:blank');
      const { api } = await freshCustomer(page, browser.apiUrl);
      await withoutDateInput(page);
      await openAs(page, t.path);
      const startField = page.getByLabel(t.labels.start, exact);
      const endField = page.getByLabel(t.labels.end, exact);
      expect(await startField.getAttribute('type')).toBe('text');
      expect(await page.getByRole('main').innerText()).not.toMatch(/Format|MM\/DD|TT\.MM/);
      await page.getByLabel(t.labels.name, exact).fill('Ohne Kalender');
      await page.getByLabel(t.labels.emissions, exact).fill('4');
      await startField.fill(start);
      await endField.fill(none);
      await page.getByRole('button', { name: t.create }).click();
      await expect.poll(() => fieldError(page, t.labels.end)).toContain(message);
      expect([await startField.inputValue(), await endField.inputValue()]).toEqual([start, none]);
      // ISO is read too, and shown in the page's format once the field is left.
      await endField.fill('2026-12-31');
      await endField.blur();
      expect(await endField.inputValue()).toBe(end);
      await page.getByRole('button', { name: t.create }).click();
      await expect.poll(() => heading(page).textContent(), { timeout: 10_000 }).toBe('Ohne Kalender');
      expect((await api.projects())[0]?.compensationPeriod).toEqual({ startDate: '2026-05-01', endDate: '2026-12-31' });
      expect(problems).toEqual([]);
    },
  );
});

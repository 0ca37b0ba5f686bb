import { describe, expect, it } from 'vitest';
import { setupBrowser } from '../support/browser';
import { axeAtWidths } from '../support/widgets';
import { clearFaults, injectFault } from '../support/faults';
import { loginAs } from '../support/accounts';
import { freshCustomer } from '../support/projects';
import { settlePage } from '../support/settle';

const browser = setupBrowser();
const url = (path: string) => new URL(path, browser.webUrl).href;

const text = {
  de: {
    empty: 'Sie haben noch keine Projekte',
    create: 'Projekt anlegen',
    save: 'Änderungen speichern',
    delete: 'Projekt löschen',
    no: 'Nein, behalten',
    emissions: 'CO₂-Emissionen in Tonnen',
    start: 'Startdatum',
    end: 'Enddatum',
    retry: 'Erneut versuchen',
    notFound: 'Projekt nicht gefunden',
    pending: /wird erstellt/,
    valid: /ist gültig/,
  },
  en: {
    empty: 'You have no projects yet',
    create: 'Create the project',
    save: 'Save the changes',
    delete: 'Delete the project',
    no: 'No, keep it',
    emissions: 'CO₂ emissions in tonnes',
    start: 'Start date',
    end: 'End date',
    retry: 'Try again',
    notFound: 'Project not found',
    pending: /is being created/,
    valid: /is valid/,
  },
} as const;
const prefix = (language: 'de' | 'en') => (language === 'en' ? '/en' : '');

describe.each(['de', 'en'] as const)('axe-core, WCAG 2.2 AA, every projects state (%s)', (language) => {
  const t = text[language];
  const at = (path: string) => url(`${prefix(language)}${path}`);

  it('at 375 px (de) or 1280 px (en): empty, list, load failure, form with errors, failure, edit below compensated, project page, pending and valid certificate, delete dialog, not found', async () => {
    const { page } = await browser.open('about:blank', { viewport: { width: 1280, height: 800 } });
    const found: Record<string, string[]> = {};
    const scan = async (state: string) => {
      const violations = await axeAtWidths(page, { language });
      if (violations.length) found[state] = violations;
    };
    const { api } = await freshCustomer(page, browser.apiUrl, `a11y-projects-${language}`);

    await page.goto(at('/dashboard/projects'));
    await settlePage(page);
    await expect.poll(() => page.getByRole('heading', { name: t.empty }).count()).toBe(1);
    await scan('empty');

    await page.goto(at('/dashboard/projects/new'));
    await settlePage(page);
    await scan('new form');
    await page.getByRole('button', { name: t.create }).click();
    await expect.poll(() => page.getByRole('alert').count()).toBeGreaterThan(0);
    await scan('new form with errors');
    await page.getByLabel(t.emissions, { exact: true }).fill('12');
    await injectFault(page, '/project/create', '500');
    await page.getByRole('button', { name: t.create }).click();
    await expect.poll(() => page.getByRole('main').getByRole('alert').count()).toBeGreaterThan(0);
    await scan('new form, server failure');
    await clearFaults(page);

    await api.buy(20);
    const open = await api.createProject({ name: 'Offenes Projekt', co2Emissions: 12.5, description: 'Heizung und Strom' });
    const partly = await api.createProject({ name: 'Teilweise', co2Emissions: 10 });
    await api.burn(partly._id, 4);
    const full = await api.createProject({ name: 'Fertig', co2Emissions: 3 });
    await api.burn(full._id, 3);

    await page.goto(at('/dashboard/projects'));
    await settlePage(page);
    await expect.poll(() => page.getByRole('heading', { level: 2 }).count()).toBe(3);
    await scan('list of three states');

    await injectFault(page, '/project/mine', '500', { count: 2 });
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: t.retry }).count(), { timeout: 10_000 }).toBe(1);
    await scan('list load failure');
    await clearFaults(page);

    await page.goto(at(`/dashboard/projects/${open._id}`));
    await settlePage(page);
    await scan('project page, open');
    await page.goto(at(`/dashboard/projects/${partly._id}/edit`));
    await settlePage(page);
    await page.getByLabel(t.emissions, { exact: true }).fill('3');
    await page.getByRole('button', { name: t.save }).click();
    await expect.poll(() => page.getByRole('alert').count()).toBeGreaterThan(0);
    await scan('edit below compensated');

    await page.goto(at(`/dashboard/projects/${full._id}`));
    await settlePage(page);
    await expect.poll(() => page.getByText(t.pending).count()).toBe(1);
    await scan('project page, certificate pending');
    await page.getByRole('button', { name: t.delete }).click();
    await expect.poll(() => page.getByRole('alertdialog').count()).toBe(1);
    await scan('delete dialog');
    await page.getByRole('button', { name: t.no }).click();

    await page.goto(at('/dashboard/projects/prj_demo_office'));
    await settlePage(page);
    await expect.poll(() => page.getByRole('heading', { name: t.notFound }).count()).toBe(1);
    await scan('not found');

    expect(found).toEqual({});
  });

  it('at 375 and 1280 px: the date inputs of the compensation period, empty, with an end before the start, and a day half entered; no sideways scrolling', async () => {
    const { page } = await browser.open('about:blank', { viewport: { width: 375, height: 800 } });
    const found: Record<string, string[]> = {};
    // Both widths in both languages: the date inputs are the browser's own, drawn in its locale's format.
    const scan = async (state: string) => {
      const violations = await axeAtWidths(page, { sideways: true });
      if (violations.length) found[state] = violations;
    };
    await freshCustomer(page, browser.apiUrl, `a11y-dates-${language}`);
    await page.goto(at('/dashboard/projects/new'));
    await settlePage(page);
    await scan('empty');
    await page.getByLabel(t.start, { exact: true }).fill('2026-05-01');
    await page.getByLabel(t.end, { exact: true }).fill('2026-04-30');
    await page.getByRole('button', { name: t.create }).click();
    await expect.poll(() => page.getByRole('alert').count()).toBeGreaterThan(0);
    await scan('end before start');
    await page.getByLabel(t.start, { exact: true }).fill('');
    await page.getByLabel(t.start, { exact: true }).focus();
    await page.keyboard.type('0505');
    await page.getByRole('button', { name: t.create }).click();
    await expect.poll(() => page.getByLabel(t.start, { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await scan('a day half entered');
    expect(found).toEqual({});
  });

  it("at 375 px (de) or 1280 px (en): the seeded user's list and a project with a valid certificate and its history", async () => {
    const { page } = await browser.open('about:blank', { viewport: { width: 1280, height: 800 } });
    const found: Record<string, string[]> = {};
    await loginAs(page, browser.apiUrl, 'demo@greenfee.example');
    await page.goto(at('/dashboard/projects'));
    await settlePage(page);
    await expect.poll(() => page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(0);
    let violations = await axeAtWidths(page, { language });
    if (violations.length) found.list = violations;
    await page.goto(at('/dashboard/projects/prj_demo_office'));
    await settlePage(page);
    await expect.poll(() => page.getByText(t.valid).count()).toBe(1);
    await expect.poll(() => page.getByRole('table').count()).toBe(1);
    violations = await axeAtWidths(page, { language });
    if (violations.length) found.certificate = violations;
    expect(found).toEqual({});
  });
});

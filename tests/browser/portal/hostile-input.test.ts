import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from '../support/browser';
import { agreeToImmediateDelivery, buyerApi, newCardOnly } from '../support/buy';
import { freshCustomer } from '../support/projects';

const browser = setupBrowser();
const url = (path: string) => new URL(path, browser.webUrl).href;
const exact = { exact: true };

/** The error at a field: the text its aria-describedby points to. */
const fieldError = (page: Page, label: string) =>
  page.getByLabel(label, exact).evaluate((input) => {
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
  });

async function openNewProject(page: Page, language: 'de' | 'en') {
  await page.goto(url(language === 'de' ? '/dashboard/projects/new' : '/en/dashboard/projects/new'));
  const heading = language === 'de' ? 'Neues Projekt' : 'New project';
  await expect.poll(() => page.getByRole('heading', { level: 1, name: heading }).count(), { timeout: 15_000 }).toBe(1);
}

const form = {
  de: { name: 'Projektname', emissions: 'CO₂-Emissionen in Tonnen', start: 'Startdatum', end: 'Enddatum', submit: 'Projekt anlegen' },
  en: { name: 'Project name', emissions: 'CO₂ emissions in tonnes', start: 'Start date', end: 'End date', submit: 'Create the project' },
};

async function fillProject(page: Page, language: 'de' | 'en', name: string) {
  const labels = form[language];
  await page.getByLabel(labels.name, exact).fill(name);
  await page.getByLabel(labels.emissions, exact).fill('12');
  await page.getByLabel(labels.start, exact).fill('2026-01-01');
  await page.getByLabel(labels.end, exact).fill('2026-12-31');
  await page.getByRole('button', { name: labels.submit }).click();
}

describe('hostile input in the portal', () => {
  it('the project form says at the name field that a right-to-left override cannot be part of it, in both languages', async () => {
    const { page, problems } = await browser.open('about:blank');
    const { api } = await freshCustomer(page, browser.apiUrl, 'hostile');
    const messages = {
      de: 'Bitte entfernen Sie unsichtbare Zeichen: Steuer- und Schreibrichtungszeichen, in einzeiligen Feldern auch Zeilenumbrüche und Tabulatoren',
      en: 'Please remove invisible characters: control and text direction characters, and line breaks and tabs in a one-line field',
    };
    for (const language of ['de', 'en'] as const) {
      await openNewProject(page, language);
      await fillProject(page, language, 'Rechnung\u202Efdp.exe');
      await expect.poll(() => fieldError(page, form[language].name), { timeout: 10_000 }).toContain(messages[language]);
      // What was typed stays, and nothing was sent.
      expect(await page.getByLabel(form[language].name, exact).inputValue()).toBe('Rechnung\u202Efdp.exe');
    }
    expect(await api.projects()).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('at the cap of 200 projects, the form says so and keeps what was typed', async () => {
    const { page } = await browser.open('about:blank');
    const { api } = await freshCustomer(page, browser.apiUrl, 'capped');
    for (let index = 1; index <= 200; index += 1) await api.createProject({ name: `Projekt ${index}`, co2Emissions: 1 });
    await openNewProject(page, 'de');
    await fillProject(page, 'de', 'Nummer 201');
    await expect
      .poll(() => page.getByRole('alert').textContent(), { timeout: 10_000 })
      .toContain('Sie haben 200 Projekte, mehr kann ein Konto nicht haben. Löschen Sie ein Projekt, das Sie nicht mehr brauchen, um ein neues anzulegen.');
    expect(new URL(page.url()).pathname).toBe('/dashboard/projects/new');
    expect(await page.getByLabel(form.de.name, exact).inputValue()).toBe('Nummer 201');
    expect(await api.projects()).toHaveLength(200);
  });

  it('at five unfinished payments, the checkout says so (English) and keeps the cart', async () => {
    const { page } = await browser.open('about:blank');
    const { token } = await freshCustomer(page, browser.apiUrl, 'open-payments');
    const buyer = buyerApi(browser.apiUrl, token);
    for (let index = 0; index < 5; index += 1) expect((await buyer.start('prod_muehlviertel', 1, url('/en/dashboard/buy/return'))).status).toBe(200);
    await page.goto(url('/en/dashboard/buy'));
    const name = 'Mühlviertel mixed forest';
    const card = page.getByRole('article', { name });
    await card.getByLabel(`Tokens of ${name}`, exact).fill('2', { timeout: 15_000 });
    await card.getByRole('button', { name: /Add to cart/ }).click();
    await newCardOnly(page);
    await agreeToImmediateDelivery(page);
    await page.getByRole('button', { name: /^Buy now for/ }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent(), { timeout: 10_000 })
      .toContain('You have started 5 payments that are not finished, the most an account can have.');
    expect(await page.getByLabel(`Tokens of ${name}`, exact).last().inputValue()).toBe('2');
  });
});

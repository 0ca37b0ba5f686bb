import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from '../browser';
import { ready, recordEvents } from '../widgets/helpers';

const browser = setupBrowser();
const pathOf = (page: Page) => new URL(page.url()).pathname;
const alertText = (page: Page) => page.getByRole('main').getByRole('alert').first().textContent();
const toEnglish = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'This page in English' }).click();
const toGerman = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Diese Seite auf Deutsch' }).click();

async function open(path: string) {
  const opened = await browser.open(path);
  await expect.poll(() => opened.page.getByRole('heading', { level: 1 }).count(), { timeout: 10_000 }).toBe(1);
  return opened;
}

describe('a language switch in the middle of a form', () => {
  it('/contact keeps what was typed, to English and back, and shows the errors shown in the new language', async () => {
    const { page, problems } = await open('/contact');
    await page.getByLabel('Vorname', { exact: true }).fill('Karla');
    await page.getByLabel('Ihre Nachricht', { exact: true }).fill('Wie kaufe ich GFT für unsere Flotte?');
    await page.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect.poll(() => alertText(page)).toContain('Nachname: Dieses Feld ist erforderlich');
    await toEnglish(page);
    await expect.poll(() => pathOf(page)).toBe('/en/contact');
    await expect.poll(() => page.getByLabel('First name', { exact: true }).inputValue(), { timeout: 10_000 }).toBe('Karla');
    expect(await page.getByLabel('Your message', { exact: true }).inputValue()).toBe('Wie kaufe ich GFT für unsere Flotte?');
    await expect.poll(() => alertText(page)).toContain('Last name: This field is required');
    await page.getByLabel('Last name', { exact: true }).fill('Kauf');
    await toGerman(page);
    await expect.poll(() => pathOf(page)).toBe('/contact');
    await expect.poll(() => page.getByLabel('Nachname', { exact: true }).inputValue()).toBe('Kauf');
    expect(await page.getByLabel('Vorname', { exact: true }).inputValue()).toBe('Karla');
    expect(problems).toEqual([]);
  });

  it('the sign-up keeps its step and what was typed, passwords included', async () => {
    const { page } = await open('/auth/sign-up');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByLabel('Vorname', { exact: true }).fill('Greta');
    await page.getByLabel('Passwort', { exact: true }).fill('Waldluft-2026');
    await toEnglish(page);
    await expect.poll(() => pathOf(page)).toBe('/en/auth/sign-up');
    await expect.poll(() => page.getByLabel('First name', { exact: true }).inputValue(), { timeout: 10_000 }).toBe('Greta');
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('Waldluft-2026');
    expect(await page.getByRole('heading', { name: /Step 2 of 4/ }).count()).toBe(1);
  });

  it('a widget keeps what was typed when its lang changes', async () => {
    const { page } = await browser.open('about:blank');
    await recordEvents(page);
    await page.goto(new URL('/demo/', browser.webUrl).href);
    await ready(page, 'gft-contact-form');
    const widget = page.locator('gft-contact-form');
    await widget.getByLabel('Vorname').fill('Wilma');
    await widget.getByLabel('Ihre Nachricht').fill('Eine Frage');
    await widget.evaluate((element) => element.setAttribute('lang', 'en'));
    await expect.poll(() => widget.getByLabel('First name').inputValue()).toBe('Wilma');
    expect(await widget.getByLabel('Your message').inputValue()).toBe('Eine Frage');
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from '../browser';
import { fillMeeting, nextWeekday, ready, recordEvents, uniqueEmail } from '../widgets/helpers';

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

/** `YYYY-MM-DD` as a German page shows it. */
const german = (iso: string) => iso.split('-').reverse().join('.');

describe('date fields follow the page\'s language, not the browser\'s', () => {
  it('a German page in an en-US browser reads "01.03.2027" as 1 March 2027 and sends it so', async () => {
    const { page, problems } = await browser.open('about:blank', { locale: 'en-US' });
    // What the page sends, read where it leaves (Chromium does not report the body of a fetch with a Request).
    await page.addInitScript(() => {
      const sent: string[] = [];
      (window as unknown as { __sent: string[] }).__sent = sent;
      const original = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        if (input instanceof Request && input.url.endsWith('/meeting/set')) sent.push(await input.clone().text());
        return original(input, init);
      };
    });
    await page.goto(new URL('/forest-owners/meeting', browser.webUrl).href);
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    const main = page.getByRole('main');
    const weekday = nextWeekday();
    await fillMeeting(main, uniqueEmail('dates'), 'de', { date: weekday });
    const start = main.getByLabel('Geplanter Beginn', { exact: true });
    await start.fill('01.03.2027');
    await main.getByLabel('Ablaufdatum', { exact: true }).fill('1.3.2042');
    await main.getByLabel('Datum', { exact: true }).fill(german(weekday));
    expect(await page.locator(`[id="${(await start.getAttribute('aria-describedby')) ?? ''}"]`).textContent()).toContain('Format: TT.MM.JJJJ');
    expect(await start.getAttribute('inputmode')).toBe('numeric');
    await main.getByRole('button', { name: 'Termin anfragen' }).click();
    await expect.poll(() => main.getByLabel('Code aus der E-Mail', { exact: true }).count(), { timeout: 10_000 }).toBe(1);
    const [body] = await page.evaluate(() => (window as unknown as { __sent: string[] }).__sent);
    expect(JSON.parse(body ?? '{}')).toMatchObject({ plannedStartDate: '2027-03-01', expirationDate: '2042-03-01', scheduleDate: weekday });
    expect(problems).toEqual([]);
  });

  it('shows the English format on an English page, and the same day after a switch', async () => {
    const { page } = await open('/forest-owners/meeting');
    const start = page.getByLabel('Geplanter Beginn', { exact: true });
    await start.fill('01.03.2027');
    await start.blur();
    await toEnglish(page);
    const english = page.getByLabel('Planned start date', { exact: true });
    await expect.poll(() => english.inputValue(), { timeout: 10_000 }).toBe('03/01/2027');
    expect(await page.locator(`[id="${(await english.getAttribute('aria-describedby')) ?? ''}"]`).textContent()).toContain('Format: MM/DD/YYYY');
  });

  it('a meeting date in the past says so at the field in both languages, not "no free times"; a day that does not exist is not a date', async () => {
    const { page } = await open('/forest-owners/meeting');
    const past = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const date = page.getByLabel('Datum', { exact: true });
    await date.fill(german(past));
    // The field keeps its id across the switch; its error is `${id}-error`, referenced by the input.
    const id = (await date.getAttribute('id')) ?? '';
    const errorOf = async () => {
      expect(await page.locator(`[id="${id}"]`).getAttribute('aria-describedby')).toContain(`${id}-error`);
      return page.locator(`[id="${id}-error"]`).textContent();
    };
    await expect.poll(errorOf).toContain('Das Datum liegt in der Vergangenheit');
    expect(await page.getByRole('main').textContent()).not.toContain('Keine freien Zeiten');
    await toEnglish(page);
    await expect.poll(errorOf, { timeout: 10_000 }).toContain('The date is in the past');
    expect(await page.getByRole('main').textContent()).not.toContain('No free times');
    await toGerman(page);
    await page.getByLabel('Geplanter Beginn', { exact: true }).fill('31.02.2027');
    await page.getByRole('button', { name: 'Termin anfragen' }).click();
    await expect.poll(() => alertText(page)).toContain('Geplanter Beginn: Geben Sie ein gültiges Datum als TT.MM.JJJJ ein');
    expect(await alertText(page)).toContain('Datum: Das Datum liegt in der Vergangenheit');
  });
});

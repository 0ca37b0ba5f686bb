import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { setupBrowser } from '../support/browser';

import { fillMeeting, meetingDayName, nextWeekday, ready, recordEvents, uniqueEmail } from '../support/widgets';
import { mailedField } from '#tests/helpers/mailbox';
import { storageKeys } from '#shared/storage/keys';

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

describe("the meeting form's dates are picked, never typed in a format", () => {
  it("the project's dates are the browser's date input, no format is named, and the request sends ISO days", async () => {
    const { page, problems } = await browser.open('about:blank', { locale: 'en-US' });
    // What the page sends, read where it leaves (a URL and its init, or a Request, whose body Chromium does not report).
    await page.addInitScript(() => {
      const sent: string[] = [];
      (window as unknown as { __sent: string[] }).__sent = sent;
      const original = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        if (url.endsWith('/meeting/set')) sent.push(input instanceof Request ? await input.clone().text() : String(init?.body));
        return original(input, init);
      };
    });
    await page.goto(new URL('/forest-owners/meeting', browser.webUrl).href);
    const main = page.getByRole('main');
    await expect.poll(() => main.getByRole('button', { name: 'Weiter' }).isEnabled(), { timeout: 10_000 }).toBe(true);
    expect(await main.getByLabel('Geplanter Beginn', { exact: true }).getAttribute('type')).toBe('date');
    expect(await main.getByLabel('Geplantes Vertragsende', { exact: true }).getAttribute('type')).toBe('date');
    expect(await main.textContent()).not.toContain('Format:');
    const weekday = nextWeekday();
    const time = await fillMeeting(main, uniqueEmail('dates'), 'de', { date: weekday });
    expect(await main.textContent()).not.toContain('Format:');
    await main.getByRole('button', { name: 'Termin anfragen' }).click();
    await expect.poll(() => main.getByLabel('Code aus der E-Mail', { exact: true }).count(), { timeout: 10_000 }).toBe(1);
    const [body] = await page.evaluate(() => (window as unknown as { __sent: string[] }).__sent);
    expect(JSON.parse(body ?? '{}')).toMatchObject({ plannedStartDate: '2027-01-01', expirationDate: '2042-01-01', scheduleDate: weekday, scheduleTime: time });
    expect(problems).toEqual([]);
  });

  it('a half-typed date asks for the whole date, in both languages', async () => {
    const { page } = await open('/forest-owners/meeting');
    const main = page.getByRole('main');
    await expect.poll(() => main.getByRole('button', { name: 'Weiter' }).isEnabled(), { timeout: 10_000 }).toBe(true);
    await main.getByLabel('Geplanter Beginn', { exact: true }).focus();
    await page.keyboard.type('03');
    await main.getByRole('button', { name: 'Weiter' }).click();
    await expect.poll(() => alertText(page)).toContain('Geplanter Beginn: Geben Sie das ganze Datum ein: Tag, Monat und Jahr');
    await toEnglish(page);
    await expect.poll(() => alertText(page), { timeout: 10_000 }).toContain('Planned start date: Enter the whole date: day, month and year');
  });

  it('a meeting day in the past (an old draft) says so at the calendar in both languages, not "no free times"', async () => {
    const { page } = await open('/forest-owners/meeting');
    const past = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    await page.evaluate(
      ({ key, past }) => sessionStorage.setItem(key, JSON.stringify({ ownerName: 'Franz Förster', scheduleDate: past, formStep: 'meeting' })),
      { key: storageKeys.forestMeetingDraft.name, past },
    );
    await page.reload();
    const main = page.getByRole('main');
    await expect.poll(() => main.getByRole('grid').count(), { timeout: 10_000 }).toBe(1);
    // The grid is described by the error, `${id}-error` of the calendar's id.
    const errorOf = async () => {
      const ids = ((await main.getByRole('grid').getAttribute('aria-describedby')) ?? '').split(' ');
      const error = ids.find((id) => id.endsWith('-error'));
      return error ? page.locator(`[id="${error}"]`).textContent() : '';
    };
    await expect.poll(errorOf).toContain('Das Datum liegt in der Vergangenheit');
    expect(await main.textContent()).not.toContain('keine Zeiten frei');
    await toEnglish(page);
    await expect.poll(errorOf, { timeout: 10_000 }).toContain('The date is in the past');
    expect(await main.textContent()).not.toContain('No free times');
  });
});

/** What each step of the German meeting form shows after `fillMeeting`, field by field (the dates as the input holds them). */
const filledMeeting = {
  you: {
    'Ihr Name': 'Franz Förster',
    Projektname: 'Hochwald Nord',
    'Geplanter Beginn': '2027-01-01',
    'Geplantes Vertragsende': '2042-01-01',
    Projektziel: 'Den Vorrat erhöhen',
  },
  forest: {
    Land: 'AT',
    Forstrevier: 'Freistadt',
    'Name des Standorts': 'Hochwald',
    Breitengrad: '48,5107',
    Längengrad: '14.5042',
    'Bestandsgröße in Hektar': '12,5',
    'Bestandsalter in Jahren': '60',
  },
};

/** Checks, on the meeting step after a reload, the day and time chosen, then every field of the steps before. */
async function expectMeetingKept(form: Locator, weekday: string, time: string) {
  const day = form.getByRole('gridcell', { name: meetingDayName('de', weekday), exact: true });
  await expect.poll(() => day.getAttribute('aria-selected'), { timeout: 10_000 }).toBe('true');
  await expect.poll(() => form.locator(`input[type="radio"][value="${time}"]`).isChecked(), { timeout: 10_000 }).toBe(true);
  await form.getByRole('button', { name: 'Zurück', exact: true }).click();
  for (const [label, value] of Object.entries(filledMeeting.forest)) {
    await expect.poll(() => form.getByLabel(label, { exact: true }).inputValue(), { message: label }).toBe(value);
  }
  expect(await form.getByText('Bitte wählen Sie die Datei Forstplan.pdf erneut').count()).toBe(1);
  await form.getByRole('button', { name: 'Zurück', exact: true }).click();
  for (const [label, value] of Object.entries(filledMeeting.you)) {
    await expect.poll(() => form.getByLabel(label, { exact: true }).inputValue(), { message: label }).toBe(value);
  }
}

describe('the meeting form keeps a draft in sessionStorage', () => {
  it("the portal's form has all its steps back after a reload, and asks for the file again (whose content is not stored)", async () => {
    const { page, problems } = await open('/forest-owners/meeting');
    const main = page.getByRole('main');
    await expect.poll(() => main.getByRole('button', { name: 'Weiter' }).isEnabled(), { timeout: 10_000 }).toBe(true);
    const email = uniqueEmail('draft');
    const weekday = nextWeekday();
    await main.getByLabel(/^Partner/).fill('Forstbetrieb Nord');
    const time = await fillMeeting(main, email, 'de', { date: weekday });
    const stored = await page.evaluate((key) => sessionStorage.getItem(key) ?? '', storageKeys.forestMeetingDraft.name);
    expect(stored).toContain('Forstplan.pdf');
    expect(stored).not.toContain('%PDF');
    await page.reload();
    await expectMeetingKept(main, weekday, time);
    expect(await main.getByLabel('Ihre E-Mail-Adresse', { exact: true }).inputValue()).toBe(email);
    expect(await main.getByLabel(/^Partner/).inputValue()).toBe('Forstbetrieb Nord');
    await main.getByRole('button', { name: 'Weiter' }).click();
    await main.getByRole('button', { name: 'Weiter' }).click();
    await expect.poll(() => main.getByLabel(/Ich stimme zu/).count()).toBe(1);
    expect(await main.getByLabel(/Ich stimme zu/).isChecked()).toBe(false);
    expect(problems).toEqual([]);
  });

  it("the widget keeps it on the host page's origin, survives junk in the storage, and drops it once the request is sent", async () => {
    const { page, problems } = await browser.open('about:blank');
    await recordEvents(page);
    await page.addInitScript((key) => {
      if (!sessionStorage.getItem('test.junk-written')) {
        sessionStorage.setItem('test.junk-written', '1');
        sessionStorage.setItem(key, '{"ownerName": 5, "latitude": ["junk"');
      }
    }, storageKeys.forestMeetingDraft.name);
    await page.goto(new URL('/demo/', browser.webUrl).href);
    await ready(page, 'gft-forest-meeting');
    const widget = page.locator('gft-forest-meeting');
    expect(await widget.getByLabel('Ihr Name', { exact: true }).inputValue()).toBe('');
    const email = uniqueEmail('widget-draft');
    const weekday = nextWeekday(6);
    const time = await fillMeeting(widget, email, 'de', { date: weekday });
    await page.reload();
    await ready(page, 'gft-forest-meeting');
    await expectMeetingKept(widget, weekday, time);
    await widget.getByRole('button', { name: 'Weiter' }).click();
    await widget
      .getByLabel(/^Unterlagen des Eigentümers/)
      .setInputFiles({ name: 'Forstplan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%test\n%%EOF\n') });
    await widget.getByRole('button', { name: 'Weiter' }).click();
    await widget.getByLabel(/Ich stimme zu/).check();
    await widget.getByRole('button', { name: 'Termin anfragen' }).click();
    await widget.getByLabel('Code aus der E-Mail').fill(await mailedField(browser.apiUrl, email, 'code'));
    await widget.getByRole('button', { name: 'Bestätigen' }).click();
    await expect.poll(() => widget.getByRole('heading', { name: 'Danke, Ihre Anfrage ist eingegangen' }).count(), { timeout: 10_000 }).toBe(1);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), storageKeys.forestMeetingDraft.name)).toBeNull();
    expect(problems).toEqual([]);
  });
});

describe('long fields', () => {
  it.each([
    ['de', '/contact', 'Ihre Nachricht', 'Nachricht senden', '5001 von 5000 Zeichen: 1 Zeichen zu viel', 'Ihre Nachricht: Höchstens 5000 Zeichen'],
    ['en', '/en/contact', 'Your message', 'Send message', '5001 of 5000 characters: 1 character too many', 'Your message: At most 5000 characters'],
  ] as const)('(%s) show a counter, and "too long" says the limit', async (_language, path, label, submit, over, tooLong) => {
    const { page } = await open(path);
    const message = page.getByLabel(label, { exact: true });
    const counter = async () => page.locator(`[id="${(await message.getAttribute('id')) ?? ''}-count"]`).textContent();
    expect(await message.getAttribute('aria-describedby')).toContain('-count');
    await message.fill('Hallo');
    await expect.poll(counter).toMatch(/^5 (von|of) 5000/);
    await message.fill('x'.repeat(5001));
    await expect.poll(counter).toBe(over);
    // Screen readers hear it once typing pauses, near or over the limit only.
    await expect.poll(() => page.getByRole('main').locator('[aria-live="polite"]').last().textContent()).toMatch(/1 (Zeichen zu viel|character too many)/);
    await page.getByRole('button', { name: submit }).click();
    await expect.poll(() => alertText(page)).toContain(tooLong);
    expect(await message.inputValue()).toHaveLength(5001);
  });
});

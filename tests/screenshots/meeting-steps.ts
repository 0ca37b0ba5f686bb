/**
 * The meeting page's steps for the screenshots (`<lang>-<width>-meeting-step-<n>.png`, the forest's step with the
 * place search's list open and with a town picked on the map, then `-code` and `-thanks`):
 * each state starts from an empty draft and fills the steps before it, by the labels of the locale files; the code
 * comes from the sandbox's mailbox.
 */
import type { Page } from 'playwright-core';
import { paths } from '#portal/lib/paths';
import { isClosed } from '#shared/forms/calendar-days';
import { storageKeys } from '#shared/storage/keys';
import { mailedField } from '#tests/helpers/mailbox';
import deMeeting from '#shared/i18n/locales/de/meeting.json';
import enMeeting from '#shared/i18n/locales/en/meeting.json';
import dePlace from '#shared/i18n/locales/de/place.json';
import enPlace from '#shared/i18n/locales/en/place.json';

type Language = 'de' | 'en';
const texts = { de: deMeeting.meeting, en: enMeeting.meeting };
const placeTexts = { de: dePlace.place, en: enPlace.place };

/** A weekday at least a week ahead that is no holiday in Berlin, `YYYY-MM-DD`. */
function weekdayAhead(): string {
  const date = new Date(Date.now() + 8 * 86_400_000);
  while ([0, 6].includes(date.getUTCDay()) || isClosed(date.toISOString().slice(0, 10))) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

let owners = 0;

async function fillYou(page: Page, language: Language, email = 'franz@forst.example') {
  const { fields, next } = texts[language];
  const main = page.getByRole('main');
  await main.getByLabel(fields.ownerName.label, { exact: true }).fill('Franz Förster');
  await main.getByLabel(fields.ownerEmail.label, { exact: true }).fill(email);
  await main.getByLabel(fields.projectName.label, { exact: true }).fill('Hochwald Nord');
  await main.getByLabel(fields.plannedStartDate.label, { exact: true }).fill('2027-01-01');
  await main.getByLabel(fields.expirationDate.label, { exact: true }).fill('2042-01-01');
  await main.getByLabel(fields.projectGoal.label, { exact: true }).fill(language === 'de' ? 'Den Vorrat erhöhen' : 'Increase the stock');
  await main.getByRole('button', { name: next, exact: true }).click();
  await main.getByLabel(fields.country.label, { exact: true }).waitFor({ timeout: 10_000 });
}

async function fillForest(page: Page, language: Language) {
  const { fields, next } = texts[language];
  const main = page.getByRole('main');
  await main.getByLabel(fields.country.label, { exact: true }).selectOption('AT');
  await main.getByLabel(fields.forestSubDistrict.label, { exact: true }).fill('Freistadt');
  await main.getByLabel(fields.locationName.label, { exact: true }).fill('Hochwald');
  await main.getByLabel(fields.latitude.label, { exact: true }).fill(language === 'de' ? '48,5107' : '48.5107');
  await main.getByLabel(fields.longitude.label, { exact: true }).fill(language === 'de' ? '14,5042' : '14.5042');
  await main.getByLabel(fields.standSize.label, { exact: true }).fill('12');
  await main.getByLabel(fields.standAge.label, { exact: true }).fill('60');
  await main.getByRole('button', { name: next, exact: true }).click();
  await main.getByRole('grid').waitFor({ timeout: 10_000 });
}

/** In the forest's step, Austria chosen and "st" typed in the place search: its list open. */
async function searchPlace(page: Page, language: Language) {
  const main = page.getByRole('main');
  await main.getByLabel(texts[language].fields.country.label, { exact: true }).selectOption('AT');
  await main.getByRole('combobox', { name: placeTexts[language].search.label, exact: true }).fill('st');
  await main.getByRole('listbox').getByRole('option').first().waitFor({ timeout: 10_000 });
}

/** Picks a weekday a week ahead on the calendar (a month on if needed) and its first free time. */
async function pickTime(page: Page, language: Language) {
  const main = page.getByRole('main');
  const day = weekdayAhead();
  const cell = main.locator(`[data-date="${day}"]`);
  if ((await cell.count()) === 0) await main.getByRole('button', { name: texts[language].calendar.next, exact: true }).click();
  await cell.click();
  await main.getByRole('radio').first().click({ timeout: 10_000 });
}

/** From an empty draft to the code step, as the owner `email`. */
async function requestMeeting(page: Page, language: Language, email: string) {
  const main = page.getByRole('main');
  await fillYou(page, language, email);
  await fillForest(page, language);
  await pickTime(page, language);
  await main.getByRole('checkbox').check();
  await main.getByRole('button', { name: texts[language].submit, exact: true }).click();
  await main.getByLabel(texts[language].code.label, { exact: true }).waitFor({ timeout: 10_000 });
}

/** The states: each step as a visitor reaches it, the last one filled in, the code step and the thank-you. */
export function meetingStates(language: Language, apiUrl: string): [name: string, path: string, act: (page: Page) => Promise<void>][] {
  const fresh = async (page: Page) => {
    await page.evaluate((key) => sessionStorage.removeItem(key), storageKeys.forestMeetingDraft.name);
    await page.reload();
    // Typed only once the page has hydrated (its button enabled): before, React would set the fields back.
    await page.waitForFunction((next) => [...document.querySelectorAll('main button')].some((button) => button.textContent === next && !(button as HTMLButtonElement).disabled), texts[language].next, { timeout: 10_000 });
  };
  return [
    ['meeting-step-1', paths.meeting, fresh],
    [
      'meeting-step-2',
      paths.meeting,
      async (page) => {
        await fresh(page);
        await fillYou(page, language);
      },
    ],
    [
      'meeting-step-2-search',
      paths.meeting,
      async (page) => {
        await fresh(page);
        await fillYou(page, language);
        await searchPlace(page, language);
      },
    ],
    [
      'meeting-step-2-map',
      paths.meeting,
      async (page) => {
        await fresh(page);
        await fillYou(page, language);
        await searchPlace(page, language);
        await page.getByRole('main').getByRole('option', { name: 'Freistadt', exact: true }).click();
        await page.getByRole('main').locator('circle.gft-place-map__pin').waitFor();
        // The click scrolled the page; back at the top, the sticky header covers no field in the capture.
        await page.evaluate(() => window.scrollTo(0, 0));
      },
    ],
    [
      'meeting-step-3',
      paths.meeting,
      async (page) => {
        await fresh(page);
        await fillYou(page, language);
        await fillForest(page, language);
        await pickTime(page, language);
      },
    ],
    [
      'meeting-step-code',
      paths.meeting,
      async (page) => {
        await fresh(page);
        await requestMeeting(page, language, `owner.${(owners += 1)}.${Date.now().toString(36)}@forst.example`);
      },
    ],
    [
      'meeting-step-thanks',
      paths.meeting,
      async (page) => {
        await fresh(page);
        const email = `owner.${(owners += 1)}.${Date.now().toString(36)}@forst.example`;
        await requestMeeting(page, language, email);
        const main = page.getByRole('main');
        await main.getByLabel(texts[language].code.label, { exact: true }).fill(await mailedField(apiUrl, email, 'code'));
        await main.getByRole('button', { name: texts[language].code.submit, exact: true }).click();
        await main.getByRole('heading', { name: texts[language].thanks.title }).waitFor({ timeout: 10_000 });
      },
    ],
  ];
}

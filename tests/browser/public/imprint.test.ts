/**
 * The imprint (/impressum) with the data § 5 DDG (§ 5 ECG, § 25 MedienG) ask for, the law of the provider's country in
 * its intro: what a deployment configures (GFT_IMPRINT_JSON), and a marked placeholder for the rest, never an invented
 * value (issue 41: the page had none). A
 * web server of its own with part of the data configured, as a deployment's, against the tests' sandbox; the tests'
 * own web server runs as the demo does, with the example provider (demo/example-provider.ts) marked as such. Beside
 * it, the privacy summary: its date, who is responsible, what is public, how to use one's rights.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebServer, type RunningWebServer } from '#demo/web/server';
import { localized, paths } from '#portal/lib/paths';
import { configFromEnv, imprintKeys } from '#shared/config/config';
import { exampleImprint } from '#demo/example-provider';
import pagesDe from '#shared/i18n/locales/de/pages.json';
import pagesEn from '#shared/i18n/locales/en/pages.json';
import { setupBrowser } from '../support/browser';
import { loadFully } from '../support/page-list';
import { expectAccessible } from '../support/widgets';

const browser = setupBrowser();
const texts = { de: pagesDe.pages.impressum, en: pagesEn.pages.impressum } as const;
/** An Austrian provider (its VAT ID's prefix), whose imprint cites Austria's law. */
const imprint = { company: 'Beispiel Forst GmbH', register: 'FN 000000a, Landesgericht Linz', vatId: 'ATU12345678' };
let web: RunningWebServer;
beforeAll(async () => {
  const config = configFromEnv({ GFT_IMPRINT_JSON: JSON.stringify(imprint) }, { apiBase: browser.apiUrl });
  web = await startWebServer({ config, port: 0, siteUrl: 'https://www.greenfee.example' });
});
afterAll(async () => {
  await web?.close();
});

describe('the imprint: its data, configured or marked as missing', () => {
  it.each(['de', 'en'] as const)('every line § 5 DDG asks for, labelled, in the prerendered page and after hydration (%s)', async (language) => {
    const text = texts[language];
    const expected = [
      [text.labels.company, imprint.company],
      [text.labels.address, text.missing],
      [text.labels.managingDirector, text.missing],
      [text.labels.email, text.missing],
      [text.labels.phone, text.missing],
      [text.labels.register, imprint.register],
      [text.labels.vatId, imprint.vatId],
      [text.labels.authority, text.missing],
    ];
    const url = new URL(localized(language, paths.impressum), web.url).href;
    // The server's HTML already holds the lines: a crawler and a reader without JavaScript see them.
    const html = await (await fetch(url)).text();
    // Each with its state, which sets a placeholder apart (muted) from a configured line.
    for (const [, line] of expected) expect(html).toContain(`<dd data-state="${line === text.missing ? 'missing' : 'set'}">${line}</dd>`);
    // The intro cites the provider's country's law: Austria's, not Germany's.
    expect(html).toContain(`<p class="lead">${text.basis.AT}</p>`);
    const { page, problems } = await browser.open('about:blank');
    await loadFully(page, url);
    const rows = page.getByRole('main').locator('dl > div');
    await expect.poll(() => rows.count()).toBe(expected.length);
    expect(await rows.evaluateAll((elements) => elements.map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]))).toEqual(
      expected,
    );
    expect(await page.getByRole('main').locator('.lead').textContent()).toBe(text.basis.AT);
    // The configured lines and the browser's rendering agree: no hydration error.
    expect(problems).toEqual([]);
  });
});

describe("the FAQ's VAT answer: the provider's country, as the imprint's intro", () => {
  it.each(['de', 'en'] as const)("an Austrian provider gives Austrian wording, in the server's HTML and after hydration (%s)", async (language) => {
    const austrian = (language === 'de' ? pagesDe : pagesEn).pages.faq.vatByCountry.AT;
    const url = new URL(localized(language, paths.faq), web.url).href;
    const html = await (await fetch(url)).text();
    expect(html).toContain(`<summary>${austrian.q}</summary>`);
    expect(html).not.toMatch(/Warum deutsche USt|Why German VAT|__GFT_IMPRINT_VAT/);
    const { page, problems } = await browser.open('about:blank');
    await loadFully(page, url);
    const question = page.getByRole('main').getByText(austrian.q, { exact: true });
    await expect.poll(() => question.count()).toBe(1);
    await question.click();
    await expect.poll(() => page.getByRole('main').getByText(austrian.a, { exact: true }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
  });
});

describe('the privacy summary', () => {
  it.each([
    [
      'de',
      375,
      'Was öffentlich ist',
      /den Namen des Inhabers/,
      /^Das öffentliche Register, technisch eine Blockchain, verzeichnet die Adresse Ihres Kontos.*Es verzeichnet keinen Namen/,
      /Wirkungsseite ist aus, bis Sie sie in Ihrem Profil einschalten.*jedes mit seiner Prüfung verlinkt, die den Namen des Inhabers zeigt/,
    ],
    [
      'en',
      1280,
      'What is public',
      /the holder['’]s name/,
      /^The public register, technically a blockchain, records the address of your account.*It records no name/,
      /impact page is off until you turn it on in your profile.*each linked to its verification, which shows the holder['’]s name/,
    ],
  ] as const)(
    'says what anyone can see: the holder on a verified certificate, the register, the impact page once on (%s, %i px)',
    async (language, width, heading, holder, register, impact) => {
      const { page, problems } = await browser.open('about:blank', { viewport: { width, height: 800 } });
      await loadFully(page, new URL(localized(language, paths.privacyPolicy), web.url).href);
      const section = page
        .getByRole('main')
        .locator('section')
        .filter({ has: page.getByRole('heading', { level: 2, name: heading, exact: true }) });
      await expect.poll(() => section.count()).toBe(1);
      // Who sees a certificate's holder; what the register records (and that it names no one); the impact page.
      const [verified, registerText, impactPage] = await section.getByRole('paragraph').allTextContents();
      expect(verified).toMatch(holder);
      expect(registerText).toMatch(register);
      expect(impactPage).toMatch(impact);
      await expectAccessible(page, `privacy summary (${language})`, { sideways: true });
      expect(problems).toEqual([]);
    },
  );
});

describe("the demo's example provider: one source for the imprint and the sandbox's documents", () => {
  it.each([
    ['de', 375],
    ['en', 1280],
  ] as const)("the imprint shows the example lines under one line that says they are the demo's (%s, %i px)", async (language, width) => {
    const text = texts[language];
    const url = new URL(localized(language, paths.impressum), browser.webUrl).href;
    // In the server's HTML already, for a reader without JavaScript.
    const html = await (await fetch(url)).text();
    expect(html).toContain(`>${text.example}</p>`);
    expect(html).not.toContain('__GFT_IMPRINT');
    const { page, problems } = await browser.open('about:blank', { viewport: { width, height: 800 } });
    await loadFully(page, url);
    const main = page.getByRole('main');
    const rows = main.locator('dl > div');
    await expect.poll(() => rows.count()).toBe(imprintKeys.length);
    expect(await rows.evaluateAll((elements) => elements.map((row) => row.querySelector('dd')?.textContent))).toEqual(
      imprintKeys.map((key) => exampleImprint[key]),
    );
    // One note, above the lines, and no line marked as missing.
    expect(await main.getByText(text.example, { exact: true }).count()).toBe(1);
    expect(await main.getByText(text.missing, { exact: true }).count()).toBe(0);
    const noteTop = (await main.getByText(text.example, { exact: true }).boundingBox())?.y ?? Number.NaN;
    expect(noteTop).toBeLessThan((await rows.first().boundingBox())?.y ?? Number.NaN);
    await expectAccessible(page, `imprint, example (${language})`, { sideways: true });
    expect(problems).toEqual([]);
  });

  it("a deployment's own lines carry no example note", async () => {
    const html = await (await fetch(new URL(localized('en', paths.impressum), web.url).href)).text();
    expect(html).not.toContain(texts.en.example);
    expect(html).not.toContain('__GFT_IMPRINT');
  });
});

describe('the privacy summary: its own date, who is responsible and how to reach them', () => {
  it.each([
    ['de', 1280, /^Diese Zusammenfassung wurde zuletzt am \d{2}\.\d{2}\.20\d{2} geändert\.\s*$/, 'Wer verantwortlich ist', 'Ihre Rechte', /Profil/],
    ['en', 375, /^This summary was last changed on [A-Z][a-z]{2} \d{1,2}, 20\d{2}\.\s*$/, 'Who is responsible', 'Your rights', /profile/],
  ] as const)(
    'dated when its text last changed, not 2022; names the provider and its address from the imprint (%s, %i px)',
    async (language, width, dated, responsible, rights, profile) => {
      const { page, problems } = await browser.open('about:blank', { viewport: { width, height: 800 } });
      await loadFully(page, new URL(localized(language, paths.privacyPolicy), browser.webUrl).href);
      const main = page.getByRole('main');
      await expect.poll(() => main.locator('.meta-line').textContent()).toMatch(dated);
      expect(await main.textContent()).not.toContain('2022');
      const section = (heading: string) => main.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: heading, exact: true }) });
      const who = (await section(responsible).textContent()) ?? '';
      for (const line of [exampleImprint.company, exampleImprint.address, exampleImprint.email]) expect(who).toContain(line);
      const how = (await section(rights).textContent()) ?? '';
      expect(how).toContain(exampleImprint.email);
      expect(how).toMatch(profile);
      await expectAccessible(page, `privacy summary, dated (${language})`, { sideways: true });
      expect(problems).toEqual([]);
    },
  );
});

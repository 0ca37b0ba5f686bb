/**
 * The imprint (/impressum) with the data § 5 DDG and § 25 MedienG ask for: what a deployment configures
 * (GFT_IMPRINT_JSON), and a marked placeholder for the rest, never an invented value (issue 41: the page had none). A
 * web server of its own with part of the data configured, as a deployment's, against the tests' sandbox. Beside it,
 * the privacy summary's word on what is public.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebServer, type RunningWebServer } from '#demo/web/server';
import { localized, paths } from '#portal/lib/paths';
import { configFromEnv } from '#shared/config/config';
import pagesDe from '#shared/i18n/locales/de/pages.json';
import pagesEn from '#shared/i18n/locales/en/pages.json';
import { setupBrowser } from '../support/browser';
import { loadFully } from '../support/page-list';
import { expectAccessible } from '../support/widgets';

const browser = setupBrowser();
const texts = { de: pagesDe.pages.impressum, en: pagesEn.pages.impressum } as const;
const imprint = { company: 'Beispiel Forst GmbH', register: 'FN 000000a, Landesgericht Linz' };
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
      [text.labels.vatId, text.missing],
      [text.labels.authority, text.missing],
    ];
    const url = new URL(localized(language, paths.impressum), web.url).href;
    // The server's HTML already holds the lines: a crawler and a reader without JavaScript see them.
    const html = await (await fetch(url)).text();
    // Each with its state, which sets a placeholder apart (muted) from a configured line.
    for (const [, line] of expected) expect(html).toContain(`<dd data-state="${line === text.missing ? 'missing' : 'set'}">${line}</dd>`);
    const { page, problems } = await browser.open('about:blank');
    await loadFully(page, url);
    const rows = page.getByRole('main').locator('dl > div');
    await expect.poll(() => rows.count()).toBe(expected.length);
    expect(await rows.evaluateAll((elements) => elements.map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]))).toEqual(
      expected,
    );
    // The configured lines and the browser's rendering agree: no hydration error.
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
      /öffentlichen Blockchain-Register/,
      /Wirkungsseite ist aus, bis Sie sie in Ihrem Profil einschalten.*jedes mit seiner Prüfung verlinkt, die den Namen des Inhabers zeigt/,
    ],
    [
      'en',
      1280,
      'What is public',
      /the holder's name/,
      /public blockchain register/,
      /impact page is off until you turn it on in your profile.*each linked to its verification, which shows the holder's name/,
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
      const [verified, impactPage] = await section.getByRole('paragraph').allTextContents();
      expect(verified).toMatch(holder);
      expect(verified).toMatch(register);
      expect(impactPage).toMatch(impact);
      await expectAccessible(page, `privacy summary (${language})`, { sideways: true });
      expect(problems).toEqual([]);
    },
  );
});

/**
 * The accessibility statement (`/barrierefreiheit`, `/en/accessibility`): a page with a word of its own in each
 * language. Its head, landmarks, axe-core and widths are the route sweep's (it is a public page); here what is its own:
 * the model statement's sections as a crawler gets them, the law of the provider's country (the demo's German one, and
 * an Austrian one on a web server of its own), the footer link, the language switch, the other word a 404.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebServer, type RunningWebServer } from '#demo/web/server';
import { configFromEnv, parseAppConfig } from '#shared/config/config';
import { localized, paths } from '#portal/lib/paths';
import { setupBrowser } from '../support/browser';
import { isNotFoundPage, loadFully } from '../support/page-list';

const browser = setupBrowser();
const origin = new URL(browser.webUrl).origin;
const get = (path: string) => fetch(new URL(path, browser.webUrl));
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

const expected = {
  de: {
    path: '/barrierefreiheit',
    otherWord: '/accessibility',
    h1: 'Erklärung zur Barrierefreiheit',
    sections: [
      'Stand der Vereinbarkeit mit den Anforderungen',
      'Nicht barrierefreie Inhalte',
      'Unvereinbarkeit mit den Anforderungen',
      'Unverhältnismäßige Belastung',
      'Inhalte, die nicht in den Anwendungsbereich fallen',
      'Erstellung dieser Erklärung',
      'Feedback und Kontaktangaben',
      'Durchsetzungsverfahren',
    ],
    status: 'teilweise mit den Web Content Accessibility Guidelines (WCAG) 2.2, Konformitätsstufe AA, vereinbar',
    date: 'Diese Erklärung wurde am 26.11.2026 erstellt und zuletzt überprüft.',
    law: 'Für sie gilt das Barrierefreiheitsstärkungsgesetz (BFSG), mit dem Deutschland die Richtlinie (EU) 2019/882',
    footerLink: 'Barrierefreiheit',
    switchTo: 'This page in English',
  },
  en: {
    path: '/en/accessibility',
    otherWord: '/en/barrierefreiheit',
    h1: 'Accessibility statement',
    sections: [
      'Compliance status',
      'Non-accessible content',
      'Non-compliance with the accessibility requirements',
      'Disproportionate burden',
      'Content not within the scope',
      'Preparation of this statement',
      'Feedback and contact information',
      'Enforcement procedure',
    ],
    status: 'partially compliant with the Web Content Accessibility Guidelines (WCAG) 2.2, level AA',
    date: 'This statement was prepared and last reviewed on Nov 26, 2026.',
    law: 'German Accessibility Strengthening Act (Barrierefreiheitsstärkungsgesetz, BFSG), which implements Directive (EU) 2019/882',
    footerLink: 'Accessibility',
    switchTo: 'Diese Seite auf Deutsch',
  },
} as const;

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

describe('the accessibility statement', () => {
  it.each(['de', 'en'] as const)(
    "is prerendered at its language's word with the model statement's sections, the date, the contact and the enforcement bodies (%s)",
    async (language) => {
      const want = expected[language];
      expect(localized(language, paths.accessibility)).toBe(want.path);
      const response = await get(want.path);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '')).toBe(want.h1);
      const headings = [...html.matchAll(/<h[23][^>]*>(.*?)<\/h[23]>/gs)].map((match) => text(match[1] ?? '').trim());
      for (const section of want.sections) expect(headings, section).toContain(section);
      const body = text(html);
      expect(body).toContain(want.status);
      expect(body).toContain(want.date);
      // What is known not to conform, and no more: the cookie notice covers no focus (2.4.11, cookies.test.ts).
      expect(body).toContain('WCAG 1.3.1');
      expect(body).toContain('WCAG 2.2.1');
      expect(body).not.toContain('2.4.11');
      // Feedback goes to the configured contact link; complaints to the body of the demo's German provider (BFSG).
      const config = parseAppConfig(JSON.parse(/<script id="gft-config" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}'));
      expect(html).toContain(`href="${config.links.contact}"`);
      expect(html).toContain(`href="${localized(language, paths.contact)}"`);
      expect(body).toContain(want.law);
      expect(html).toContain('href="https://www.mlbf-barrierefrei.de/"');
      // The public sector's directive (2016/2102) and Austria's act for it (WZG) bind public bodies, not a company's shop.
      expect(body).not.toMatch(/2016\/2102|WZG/);
      expect(await (await get('/sitemap.xml')).text()).toContain(`<loc>${origin}${want.path}</loc>`);
    },
  );

  it.each(['de', 'en'] as const)('is linked from the footer, and the language switch leads to the other word (%s)', async (language) => {
    const want = expected[language];
    const { page } = await browser.open('about:blank');
    await page.context().addCookies([{ name: 'gft_consent', value: 'allow_all', url: browser.webUrl }]);
    await page.goto(new URL(localized(language, paths.faq), browser.webUrl).href);
    await expect.poll(() => h1(page).count()).toBe(1);
    await page.getByRole('contentinfo').getByRole('link', { name: want.footerLink, exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(want.path);
    await expect.poll(() => h1(page).textContent()).toBe(want.h1);
    await page.getByRole('link', { name: want.switchTo }).first().click();
    const other = expected[language === 'de' ? 'en' : 'de'];
    await expect.poll(() => new URL(page.url()).pathname).toBe(other.path);
    await expect.poll(() => h1(page).textContent()).toBe(other.h1);
  });

  it.each(['de', 'en'] as const)("answers the other language's word with the not-found page and a 404 (%s)", async (language) => {
    const { otherWord } = expected[language];
    expect((await get(otherWord)).status).toBe(404);
    const { page } = await browser.open('about:blank');
    const response = await page.goto(new URL(otherWord, browser.webUrl).href);
    expect(response?.status()).toBe(404);
    await expect.poll(() => isNotFoundPage(page)).toBe(true);
  });
});

describe("the accessibility statement of an Austrian provider (its VAT ID's prefix)", () => {
  let web: RunningWebServer;
  beforeAll(async () => {
    const imprint = { company: 'Beispiel Forst GmbH', vatId: 'ATU12345678' };
    web = await startWebServer({ config: configFromEnv({ GFT_IMPRINT_JSON: JSON.stringify(imprint) }, { apiBase: browser.apiUrl }), port: 0 });
  });
  afterAll(async () => {
    await web?.close();
  });

  it.each([
    ['de', 'Für sie gilt das Barrierefreiheitsgesetz (BaFG), mit dem Österreich die Richtlinie (EU) 2019/882'],
    ['en', 'Austrian Accessibility Act (Barrierefreiheitsgesetz, BaFG), which implements Directive (EU) 2019/882'],
  ] as const)('cites the BaFG and sends complaints to the Sozialministeriumservice, in the HTML and hydrated (%s)', async (language, law) => {
    const url = new URL(localized(language, paths.accessibility), web.url).href;
    const html = await (await fetch(url)).text();
    expect(text(html)).toContain(law);
    expect(html).toContain('href="https://www.sozialministeriumservice.at/"');
    expect(text(html)).not.toMatch(/BFSG|mlbf|2016\/2102|WZG/);
    const { page, problems } = await browser.open('about:blank');
    await loadFully(page, url);
    await expect.poll(() => page.getByRole('main').textContent()).toContain(law);
    expect(await page.getByRole('link', { name: /Sozialministeriumservice/ }).getAttribute('href')).toBe('https://www.sozialministeriumservice.at/');
    // The server's lines and the browser's rendering agree: no hydration error.
    expect(problems).toEqual([]);
  });
});

/**
 * The accessibility statement (`/barrierefreiheit`, `/en/accessibility`): a page with a word of its own in each
 * language. Its head, landmarks, axe-core and widths are the route sweep's (it is a public page); here what is its own:
 * the model statement's sections as a crawler gets them, the footer link, the language switch, the other word a 404.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parseAppConfig } from '#shared/config/config';
import { localized, paths } from '#portal/lib/paths';
import { setupBrowser } from '../support/browser';
import { isNotFoundPage } from '../support/page-list';

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
      // Feedback goes to the configured contact link; complaints to the Austrian bodies.
      const config = parseAppConfig(JSON.parse(/<script id="gft-config" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}'));
      expect(html).toContain(`href="${config.links.contact}"`);
      expect(html).toContain(`href="${localized(language, paths.contact)}"`);
      expect(html).toContain('href="https://www.digitalbarrierefrei.at/"');
      expect(html).toContain('href="https://www.sozialministeriumservice.at/"');
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

import { describe, expect, it } from 'vitest';
import pagesDe from '#shared/i18n/locales/de/pages.json';
import pagesEn from '#shared/i18n/locales/en/pages.json';
import { localized, paths } from '#portal/lib/paths';
import { setupBrowser } from '../support/browser';
import { loadFully } from '../support/page-list';
import { axeAtWidths } from '../support/widgets';

const browser = setupBrowser();

const words = {
  de: {
    headings: ['Token, Speicherung und Zertifikat', 'Preis, Kauf und Widerruf', 'ESG, CSRD und die Wälder'],
    first: 'Was ist ein greenfee-Token?',
    say: 'Was darf ich mit meinem Zertifikat sagen?',
    question: 'Kann ich einen Kauf widerrufen?',
    link: 'Widerrufsrecht im Detail',
    target: 'Widerrufsrecht',
  },
  en: {
    headings: ['The token, its storage and the certificate', 'Price, purchase and withdrawal', 'ESG, CSRD and the forests'],
    first: 'What is a greenfee token?',
    say: 'What may I say with my certificate?',
    question: 'Can I withdraw from a purchase?',
    link: 'The right of withdrawal in full',
    target: 'Right of withdrawal',
  },
} as const;

describe.each(['de', 'en'] as const)('the FAQ (%s)', (language) => {
  it('leads with the token, its storage and the certificate, then price, then ESG, CSRD and the forests (issue 41)', async () => {
    const text = words[language];
    const faq = (language === 'de' ? pagesDe : pagesEn).pages.faq;
    const { page, problems } = await browser.open('about:blank', { viewport: { width: 1280, height: 800 } });
    await loadFully(page, new URL(localized(language, paths.faq), browser.webUrl).href);
    const main = page.getByRole('main');
    await expect.poll(() => main.getByRole('heading', { level: 2 }).allTextContents(), { timeout: 15_000 }).toEqual([...text.headings]);
    // Every question of the locale file, once, in the groups' order: the first what a token is.
    const questions = await main.locator('details > summary').allTextContents();
    expect(questions[0]).toBe(text.first);
    expect(questions).toHaveLength(faq.token.length + faq.buying.length + faq.esg.length);
    expect(questions.slice(0, faq.token.length)).toEqual(faq.token.map((entry) => entry.q));
    // SPEC's three ESG and CSRD questions lead the third group.
    expect(questions.slice(faq.token.length + faq.buying.length, faq.token.length + faq.buying.length + 3)).toEqual(
      faq.esg.slice(0, 3).map((entry) => entry.q),
    );
    // What a certificate may be used to say: the tonnes stored, and never "neutral" (EU 2024/825).
    await main.getByText(text.say, { exact: true }).click();
    const said = await main.getByRole('group').filter({ hasText: text.say }).innerText();
    expect(said).toMatch(language === 'de' ? /12 t CO₂ in regionalem Holz gespeichert/ : /12 t CO₂ stored in regional wood/);
    expect(said).toMatch(language === 'de' ? /Nennen Sie weder .* „klimaneutral“/ : /Do not call .* “climate neutral”/);
    expect(problems).toEqual([]);
  });

  it('answers four questions on price, purchase and withdrawal, and the withdrawal answer leads to the right of withdrawal; clean for axe', async () => {
    const text = words[language];
    const { page, problems } = await browser.open('about:blank', { viewport: { width: 375, height: 800 } });
    await loadFully(page, new URL(localized(language, paths.faq), browser.webUrl).href);
    const section = page
      .getByRole('main')
      .locator('section')
      .filter({ has: page.getByRole('heading', { level: 2, name: text.headings[1] }) });
    await expect.poll(() => section.locator('details').count(), { timeout: 15_000 }).toBe(4);
    await section.getByText(text.question, { exact: true }).click();
    const link = section.getByRole('link', { name: text.link });
    await expect.poll(() => link.isVisible()).toBe(true);
    expect(await axeAtWidths(page, { sideways: true })).toEqual([]);
    await link.click();
    await page.waitForURL((url) => url.pathname === localized(language, paths.impressum) && url.hash === '#withdrawal');
    await expect.poll(() => page.getByRole('heading', { level: 2, name: text.target, exact: true }).count()).toBe(1);
    expect(problems).toEqual([]);
  });
});

import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localized, paramPaths, paths } from '#portal/lib/paths';
import { landingSchema } from '#shared/api/schemas/landing';
import pagesDe from '#shared/i18n/locales/de/pages.json';
import pagesEn from '#shared/i18n/locales/en/pages.json';
import portalDe from '#shared/i18n/locales/de/portal.json';
import portalEn from '#shared/i18n/locales/en/portal.json';
import { setupBrowser } from '../support/browser';
import { chromiumArgs, chromiumPath } from '../support/chromium';
import { consentCookie, loadFully } from '../support/page-list';

/**
 * The home page tells one story (issue 41): hero, proof (figures, partners), three forests, how it works, customers,
 * one call to action, which is /#contact. What it does not stack (mission, team, SDGs, map, FAQ, the contact form)
 * has pages of its own.
 */
const browser = setupBrowser();
const languages = ['de', 'en'] as const;
type Language = (typeof languages)[number];
const pages = { de: pagesDe.pages, en: pagesEn.pages } as const;
const portal = { de: portalDe.pages.home, en: portalEn.pages.home } as const;

/** The story's headings in the order a visitor reads them. */
const storyHeadings = (language: Language) => [
  portal[language].hero.h1,
  pages[language].impact.heading,
  pages[language].home.partners.heading,
  pages[language].home.projects.heading,
  pages[language].home.steps.heading,
  pages[language].home.customers.heading,
  portal[language].cta.heading,
];

const homeUrl = (language: Language) => new URL(localized(language, paths.home), browser.webUrl).href;
const headings = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('heading')
    .evaluateAll((found) => found.filter((heading) => /^H[12]$/.test(heading.tagName)).map((heading) => heading.textContent?.trim() ?? ''));
/** The distance of an element's top from the window's top, once it has stopped moving there. */
const topOf = (page: Page, selector: string) => page.locator(selector).evaluate((element) => Math.round(element.getBoundingClientRect().top));

describe.each(languages)('the home page tells one story (%s)', (language) => {
  const text = pages[language];
  const cta = portal[language].cta;

  it('in order: hero, figures, partners, forests, how it works, customers, the call to action; none twice', async () => {
    const { page, problems } = await browser.open('about:blank');
    await loadFully(page, homeUrl(language));
    const found = await headings(page);
    expect(found).toEqual(storyHeadings(language));
    expect(new Set(found).size).toBe(found.length);
    // The five steps once, not another copy of them below.
    expect(await page.getByRole('main').locator('ol.step-row').count()).toBe(1);
    expect(await page.getByRole('main').locator('ol.step-row > li').count()).toBe(text.howItWorks.steps.length);
    // What has a page of its own is linked, not stacked: no contact form, no team, no SDGs, no map, no FAQ here.
    expect(await page.getByRole('main').locator('form, details, svg[role="img"], .sdg-list').count()).toBe(0);
    expect(await page.getByRole('main').getByRole('link', { name: text.content.howItWorksMore }).getAttribute('href')).toBe(
      localized(language, paths.howItWorks),
    );
    expect(await page.getByRole('main').getByRole('link', { name: text.home.customers.more }).getAttribute('href')).toBe(localized(language, paths.customers));
    expect(await page.getByRole('main').getByRole('link', { name: text.home.partners.more }).getAttribute('href')).toBe(localized(language, paths.partner));
    expect(problems).toEqual([]);
  });

  it('shows at most three forests, each leading to its page, and a link to all projects', async () => {
    const { page } = await browser.open('about:blank');
    await loadFully(page, homeUrl(language));
    const section = page.getByRole('region', { name: text.home.projects.heading, exact: true });
    const cards = section.locator('.forest-tile');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    expect(await cards.count()).toBeLessThanOrEqual(3);
    const products = ((await (await fetch(`${browser.apiUrl}/product/list`, { headers: { ln: language } })).json()) as { products: { _id: string }[] })
      .products;
    const hrefs = await cards.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBe(await cards.count());
    const forestPaths = products.map((product) => localized(language, paramPaths.forest.href({ id: product._id })));
    for (const href of hrefs) expect(forestPaths).toContain(href);
    const landing = landingSchema.parse(await (await fetch(`${browser.apiUrl}/landing`, { headers: { ln: language } })).json());
    const all = section.getByRole('link', { name: new RegExp(language === 'de' ? 'Alle Projekte' : 'All projects') });
    expect(await all.getAttribute('href')).toBe(landing.allProjectsUrl);
  });

  it('ends with one call to action: write to us (the contact page and its form), an account, the FAQ', async () => {
    const { page } = await browser.open('about:blank');
    await loadFully(page, homeUrl(language));
    const section = page.locator(`#contact`);
    expect(await section.getByRole('heading', { level: 2 }).textContent()).toBe(cta.heading);
    expect(await section.getByRole('link', { name: cta.signUp }).getAttribute('href')).toBe(localized(language, paths.signUp));
    expect(await section.getByRole('link', { name: cta.faq }).getAttribute('href')).toBe(localized(language, paths.faq));
    // The last section of the page.
    expect(await page.getByRole('main').locator('section').last().getAttribute('id')).toBe('contact');
    await section.getByRole('link', { name: cta.contact }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(localized(language, paths.contact));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 10_000 }).toBe(text.contact.h1);
    await expect.poll(() => page.getByLabel(language === 'de' ? 'Ihre Nachricht' : 'Your message').count(), { timeout: 10_000 }).toBe(1);
  });

  it('/#contact lands on the call to action, also once the story above it has loaded', async () => {
    const { page } = await browser.open(`${localized(language, paths.home)}#contact`);
    await expect.poll(() => page.getByRole('region', { name: text.impact.heading }).count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => page.getByRole('region', { name: text.impact.heading }).getAttribute('aria-busy'), { timeout: 10_000 }).toBe('false');
    await expect.poll(() => topOf(page, '#contact'), { timeout: 10_000 }).toBeLessThan(150);
    expect(await topOf(page, '#contact')).toBeGreaterThanOrEqual(-5);
    expect(await page.locator('#contact').getByRole('link', { name: cta.contact }).isVisible()).toBe(true);
  });
});

describe('the home page without JavaScript', () => {
  let chrome: Browser;
  beforeAll(async () => {
    chrome = await chromium.connect(inject('wsEndpoint'));
  });
  afterAll(async () => {
    await chrome.close();
  });

  it.each(languages)('has the call to action in its HTML, and /#contact lands on it (%s)', async (language) => {
    const html = await (await fetch(homeUrl(language))).text();
    const section = /<section[^>]*id="contact"[^>]*>(.*?)<\/section>/s.exec(html)?.[1] ?? '';
    expect(section).toContain(portal[language].cta.heading);
    expect(section).toContain(`href="${localized(language, paths.contact)}"`);
    const context = await chrome.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
    try {
      const page = await context.newPage();
      await page.goto(`${homeUrl(language)}#contact`);
      expect(await topOf(page, '#contact')).toBeLessThan(150);
      expect(await topOf(page, '#contact')).toBeGreaterThanOrEqual(-5);
      // Right below the hero: the story's place, which needs scripts, holds no empty screen.
      const gap = await page.evaluate(
        () => (document.querySelector('#contact')?.getBoundingClientRect().top ?? 0) - (document.querySelector('.hero')?.getBoundingClientRect().bottom ?? 0),
      );
      expect(gap).toBe(0);
    } finally {
      await context.close();
    }
  });
});

/**
 * The screenshots (and the bench) run the full Chromium, which fetches a lazy picture only near the window; the tests'
 * headless shell fetches every picture at once, so only the full browser shows whether a page counts as loaded before
 * its forest pictures are there (a screenshot's empty gradients). Skipped where it is not installed (.ci/run leaves it out).
 */
describe.skipIf(!existsSync(chromiumPath))('the home page loaded as the screenshots load it', () => {
  let full: Browser;
  beforeAll(async () => {
    full = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
  });
  afterAll(async () => {
    await full.close();
  });

  it.each(languages)('has each forest card’s picture there, not the empty gradient (%s)', async (language) => {
    const context = await full.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      await context.addCookies([consentCookie(browser.webUrl)]);
      const page = await context.newPage();
      await loadFully(page, homeUrl(language));
      const pictures = page.getByRole('region', { name: pages[language].home.projects.heading, exact: true }).locator('.forest-tile img');
      expect(await pictures.count()).toBeGreaterThan(0);
      // With pixels, not just the element: a picture that failed is `complete` too, without a natural width.
      const loaded = await pictures.evaluateAll((images) =>
        images.map((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0),
      );
      expect(loaded).toEqual(loaded.map(() => true));
    } finally {
      await context.close();
    }
  });
});

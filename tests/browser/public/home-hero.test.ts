import { describe, expect, it } from 'vitest';
import { localized, paths } from '#portal/lib/paths';
import { parseAppConfig } from '#shared/config/config';
import { localeTexts } from '#demo/claims';
import { setupBrowser } from '../support/browser';

const browser = setupBrowser();

/** The definition as the page shows it, the storage period it nests resolved. */
const definition = {
  de: localeTexts('de').get('portal.json:token.definition') ?? '',
  en: localeTexts('en').get('portal.json:token.definition') ?? '',
} as const;
const text = {
  de: {
    h1: 'Für Emissionen, die Sie nicht vermeiden können: Kohlenstoff in regionalem Holz',
    links: ['Für Privatpersonen', 'Für Unternehmen', 'Für Waldbesitzer', 'Nicht sicher? Wir führen Sie zum passenden Weg'],
    claims: [
      'Speichergarantie gegen Brand- und Sturmschäden (Bedingungen zum Token (externe Seite))',
      'Jeder Wald mit Namen, Karte, Satellitendaten und Dokumenten',
    ],
  },
  en: {
    h1: 'For the emissions you cannot avoid: carbon stored in regional wood',
    links: ['For private persons', 'For companies', 'For forest owners', 'Not sure? Let us guide you'],
    claims: [
      "Storage guarantee against losses from fire and storm (the token's terms (external site))",
      'Every forest named, with its map, satellite data and documents',
    ],
  },
} as const;

describe('the home hero', () => {
  it.each(['de', 'en'] as const)('offers private persons, companies and forest owners their own way in and a guide, with the claims (%s)', async (language) => {
    const { page } = await browser.open('about:blank', { viewport: { width: 375, height: 800 } });
    await page.goto(new URL(localized(language, paths.home), browser.webUrl).href);
    const t = text[language];
    const hero = page.getByRole('region', { name: t.h1 });
    await expect.poll(() => hero.count(), { timeout: 10_000 }).toBe(1);
    const hrefs = [];
    for (const name of t.links) hrefs.push(await hero.getByRole('link', { name, exact: true }).getAttribute('href'));
    expect(hrefs).toEqual([paths.private, paths.business, paths.forestOwners, paths.choice].map((path) => localized(language, path)));
    // What one token stands for, in the words every page that explains it uses (issue 41).
    expect(await hero.getByText(definition[language], { exact: true }).count()).toBe(1);
    // Facts with a source to follow, no bare "100 %" (issue 41): the guarantee's terms, the forests' pages.
    const claims = hero.getByRole('listitem');
    expect((await claims.allTextContents()).map((claim) => claim.replace(/\s+/g, ' ').trim())).toEqual(t.claims);
    expect(await claims.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      parseAppConfig({ apiBase: 'https://api.example' }).links.terms,
      localized(language, paths.partner),
    ]);
    // The h1 takes at most four lines on a phone (issue 41: the German one wrapped to six at 375 px).
    const lines = await page
      .getByRole('heading', { level: 1 })
      .evaluate((h1) => Math.round(h1.getBoundingClientRect().height / parseFloat(getComputedStyle(h1).lineHeight)));
    expect(lines).toBeLessThanOrEqual(4);
    // The illustration is decoration: nothing of it reaches the accessibility tree, and it is no image to wait for.
    expect(await hero.locator('svg[aria-hidden="true"] use').count()).toBe(1);
    expect(await hero.getByRole('img').count()).toBe(0);
  });

  it('draws the illustration, and the largest paint is the h1 (375 px)', async () => {
    const { page } = await browser.open('about:blank', { viewport: { width: 375, height: 800 } });
    await page.goto(new URL('/', browser.webUrl).href);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count(), { timeout: 10_000 }).toBe(1);
    const art = page.locator('.hero svg[aria-hidden="true"]');
    await art.scrollIntoViewIfNeeded();
    // The referenced drawing arrived: its shapes have a size.
    await expect.poll(() => art.locator('use').evaluate((use) => (use as SVGGraphicsElement).getBBox().width)).toBeGreaterThan(400);
    await page.evaluate(() => window.scrollTo(0, 0));
    const largest = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
            const last = entries.at(-1)?.element;
            resolve(last ? `${last.localName}${last.id ? `#${last.id}` : ''}` : 'none');
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(largest).toBe('h1#hero-title');
  });
});

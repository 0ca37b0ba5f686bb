import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { localized, paramPaths, paths } from '#portal/lib/paths';
import type { ForestMonitoring } from '#shared/api/schemas/forest-monitoring';
import type { ForestProduct } from '#shared/api/schemas/product';
import { setupBrowser } from '../support/browser';
import { layoutShift, recordLayoutShifts } from '../support/layout-shift';
import { freshBuyer } from '../support/buy';
import { loadFully } from '../support/page-list';
import { settle } from '../support/settle';
import { axeAtWidths } from '../support/widgets';

const browser = setupBrowser();

async function forests(language: 'de' | 'en'): Promise<ForestProduct[]> {
  const response = await fetch(`${browser.apiUrl}/product/list`, { headers: { ln: language } });
  return ((await response.json()) as { products: ForestProduct[] }).products;
}

async function monitoring(id: string): Promise<ForestMonitoring> {
  return (await (await fetch(`${browser.apiUrl}/product/monitoring?id=${id}`)).json()) as ForestMonitoring;
}

/** What each language says: the words the page must show for the seeded Mühlviertel forest. */
const texts = {
  de: {
    map: /^Karte der Umgebung von Mischwald im Mühlviertel mit der Projektgrenze$/,
    caption:
      'Mischwald im Mühlviertel: 17 km östlich von Freistadt in Oberösterreich, AT, bei 48,53° N, 14,74° O. Der Kasten zeigt die Projektgrenze vergrößert: 470 ha.',
    satellite: 'Satellitendaten',
    about: 'Über den Wald',
    meaning: /^Im Sommer \(Juni bis August\) liegt der Index seit 2024 bei etwa 0,8\d: Das Kronendach ist so dicht wie zuvor/,
    table: 'Die Werte als Tabelle',
    facts: [
      // A share and its sign on one line: a non-breaking space between them in German.
      'Fichte 45\u00a0%, Buche 25\u00a0%, Weißtanne 15\u00a0%, Eiche 10\u00a0%, Lärche 5\u00a0%',
      'Forstgut Lindenhof',
      'Vorratsaufbau',
      'Dauerwald',
      'Seit 2019 wachsen Buche und Tanne',
    ],
    image: 'Illustration: Mischwald im Mühlviertel',
    description: /Token zu 41,65\s€ inkl\. 19\s% USt\.$/,
    lastRow: ['12.10.2026', '0,78'],
  },
  en: {
    map: /^Map of the region around Mühlviertel mixed forest, with its project boundary$/,
    caption:
      'Mühlviertel mixed forest: 17 km east of Freistadt in Upper Austria, AT, at 48.53° N, 14.74° E. The box shows its project boundary, enlarged: 470 ha.',
    satellite: 'Satellite data',
    about: 'About the forest',
    meaning: /^Its summer values \(June to August\) have stayed at about 0\.8\d since 2024: the canopy is as dense as it was/,
    table: 'The values as a table',
    facts: [
      'Norway spruce 45%, Beech 25%, Silver fir 15%, Oak 10%, Larch 5%',
      'Forstgut Lindenhof',
      'Stock increase',
      'Continuous cover',
      'beech and fir have grown beneath them since 2019',
    ],
    image: 'Illustration of Mühlviertel mixed forest',
    description: /tokens at €41\.65 incl\. 19% VAT\.$/,
    lastRow: ['Oct 12, 2026', '0.78'],
  },
} as const;

/** The forest's page, loaded whole (its series too), at `width`. */
async function forestPage(language: 'de' | 'en', id: string, width = 1280): Promise<Page> {
  const { page } = await browser.open('about:blank', { viewport: { width, height: 900 } });
  await loadFully(page, new URL(localized(language, paramPaths.forest.href({ id })), browser.webUrl).href);
  await expect.poll(() => page.locator('[data-boundary]').count(), { timeout: 15_000 }).toBe(1);
  return page;
}

describe.each(['de', 'en'] as const)('the forest page (%s)', (language) => {
  const words = texts[language];

  it('draws the forest on a map of its region, its boundary in an inset, and says where it is in words', async () => {
    const [forest] = await forests(language);
    if (!forest) throw new Error('no forests');
    const page = await forestPage(language, forest._id);
    const main = page.getByRole('main');
    const map = main.getByRole('img', { name: words.map });
    expect(await map.count()).toBe(1);
    // The map's text alternative: its caption, which it is described by.
    const caption = main.locator('figure.forest-place figcaption');
    expect((await caption.textContent())?.replace(/\s+/g, ' ').trim()).toBe(words.caption);
    expect(await map.getAttribute('aria-describedby')).toBe(await caption.getAttribute('id'));
    // The region: Austria's outline from the home map's geodata, the towns and the neighbour's name.
    expect(await map.locator('path.forest-place__home').getAttribute('data-country')).toBe('austria');
    const names = await map.locator('.forest-place__name').allTextContents();
    expect(names).toContain('Freistadt');
    expect(names.some((name) => /czechia|tschechien/i.test(name))).toBe(true);
    // The boundary: where the forest is, and enlarged in the inset with a scale; one ring and its clearing (a hole).
    const boundary = (await map.locator('[data-boundary]').getAttribute('d')) ?? '';
    const answer = await monitoring(forest._id);
    const rings = answer.boundary?.type === 'Polygon' ? answer.boundary.coordinates : (answer.boundary?.coordinates.flat() ?? []);
    expect(boundary.match(/M/g)?.length).toBe(rings.length);
    expect(boundary.match(/L/g)?.length).toBe(rings.reduce((sum, ring) => sum + ring.length - 1, 0));
    expect(await map.locator('path.forest-place__forest').count()).toBe(2);
    expect(await map.locator('[data-inset] .forest-place__name').textContent()).toMatch(/^\d[\d.,]* k?m$/);
    // No tile server: the map is the page's own SVG.
    expect(await map.locator('image, use, foreignObject').count()).toBe(0);
  });

  it("highlights the forest's own country, and keeps the scale bar off every border (issue 41: Bavaria showed Austria)", async () => {
    const bavarian = (await forests(language)).find((forest) => forest.location.endsWith(', DE'));
    if (!bavarian) throw new Error('no forest in Germany');
    const page = await forestPage(language, bavarian._id);
    const map = page.getByRole('main').locator('figure.forest-place svg');
    expect(await map.locator('path.forest-place__home').getAttribute('data-country')).toBe('germany');
    expect(await map.locator('path.forest-place__home').count()).toBe(1);
    expect(await map.locator('.forest-place__scale-backing').count()).toBe(0);
  });

  it('says the boundary could not be loaded when its call fails, never that the forest has none', async () => {
    const [forest] = await forests(language);
    if (!forest) throw new Error('no forests');
    const { page } = await browser.open('about:blank');
    await page.route('**/product/monitoring**', (route) => route.abort('connectionreset'));
    await page.goto(new URL(localized(language, paramPaths.forest.href({ id: forest._id })), browser.webUrl).href);
    const caption = page.getByRole('main').locator('figure.forest-place figcaption');
    const failed = language === 'de' ? 'Die Projektgrenze dieses Waldes konnte nicht geladen werden.' : 'Its project boundary could not be loaded.';
    await expect.poll(() => caption.textContent(), { timeout: 15_000 }).toContain(failed);
    expect(await caption.textContent()).not.toMatch(/No project boundary|keine Projektgrenze/);
  });

  it('shows the vegetation index over time as a chart, one sentence on what it means, and every value in a table', async () => {
    const [forest] = await forests(language);
    if (!forest) throw new Error('no forests');
    const { ndvi } = await monitoring(forest._id);
    const page = await forestPage(language, forest._id);
    const section = page.getByRole('region', { name: new RegExp(`^${words.satellite}`) });
    expect(await section.getByRole('heading', { name: words.satellite }).count()).toBe(1);
    expect(await section.locator('.ndvi__meaning').textContent()).toMatch(words.meaning);
    // The drawing is for the eye: one point per observation, hidden from screen readers, the table says it instead.
    const chart = section.locator('svg.ndvi__chart');
    expect(await chart.getAttribute('aria-hidden')).toBe('true');
    expect(await chart.locator('circle.ndvi__point').count()).toBe(ndvi.length);
    const table = section.getByRole('table');
    expect(await table.isVisible()).toBe(false);
    await section.getByText(words.table, { exact: true }).click();
    expect(await table.isVisible()).toBe(true);
    expect(await table.locator('tbody tr').count()).toBe(ndvi.length);
    const last = table.locator('tbody tr').last();
    expect([await last.locator('th').textContent(), await last.locator('td').textContent()]).toEqual(words.lastRow);
  });

  it('says what sets the forest apart (its line, species, owner, strategy, management) and calls its picture an illustration', async () => {
    const [forest] = await forests(language);
    if (!forest) throw new Error('no forests');
    const page = await forestPage(language, forest._id);
    const main = page.getByRole('main');
    const text = (await main.textContent()) ?? '';
    for (const fact of words.facts) expect(text).toContain(fact);
    expect(await main.getByRole('heading', { name: words.about }).count()).toBe(1);
    expect(text).not.toMatch(/satellite image|Satellitenbild/i);
    // A search result's line names the price anyone pays, with its VAT (35 € net: 41.65 €), never the net alone.
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(words.description);
    // The home page's cards: the picture is an illustration, and what sets each forest apart is on its card.
    await loadFully(page, new URL(localized(language, paths.home), browser.webUrl).href);
    const image = page.getByRole('img', { name: words.image, exact: true });
    await expect.poll(() => image.count(), { timeout: 15_000 }).toBe(1);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: forest.name }) });
    const cardText = (await card.textContent()) ?? '';
    for (const fact of [words.facts[0], words.facts[1], words.facts[2], words.facts[4]]) expect(cardText).toContain(fact);
    expect(await page.getByRole('img', { name: /satellite|Satellit/i }).count()).toBe(0);
  });

  it('draws two forests differently: a forest of two parcels shows both, and its own towns', async () => {
    const second = (await forests(language))[1];
    if (!second) throw new Error('no second forest');
    const page = await forestPage(language, second._id);
    const map = page.getByRole('main').getByRole('img', { name: language === 'de' ? /^Karte der Umgebung von / : /^Map of the region around / });
    expect((await map.locator('[data-boundary]').getAttribute('d'))?.match(/M/g)?.length).toBe(2);
    expect(await map.locator('.forest-place__name').allTextContents()).toContain('Zwettl');
    expect(await page.locator('figure.forest-place figcaption').textContent()).toMatch(language === 'de' ? /nördlich von Zwettl/ : /north of Zwettl/);
  });

  it('is clean for axe at 375 and 1280 px, the table open, and never wider than the window', async () => {
    const [forest] = await forests(language);
    if (!forest) throw new Error('no forests');
    const page = await forestPage(language, forest._id, 375);
    await page.getByText(words.table, { exact: true }).click();
    expect(await axeAtWidths(page, { sideways: true, uniqueIds: true })).toEqual([]);
  });
});

describe('the shop in German', () => {
  it("shows each forest's line, species, owner and strategy on its card, its picture an illustration", async () => {
    const { page } = await browser.open('about:blank', { viewport: { width: 375, height: 900 } });
    await freshBuyer(page, browser.apiUrl);
    await page.goto(new URL('/dashboard/buy', browser.webUrl).href);
    const card = page.getByRole('article', { name: 'Mischwald im Mühlviertel' });
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
    const text = (await card.textContent()) ?? '';
    for (const fact of texts.de.facts.filter((fact) => fact !== 'Dauerwald')) expect(text).toContain(fact);
    expect(await card.getByRole('img', { name: texts.de.image, exact: true }).count()).toBe(1);
    // Its last verification in one line, the sandbox's example said as one (issue 41).
    expect(await card.locator('.verification-line').innerText()).toMatch(/^Geprüft 03\/2026 · ISO\s14064-2\s*Beispiel$/);
    expect(await card.getByRole('link', { name: 'Karte, Satellitendaten und Dokumente von Mischwald im Mühlviertel' }).count()).toBe(1);
  });
});

describe('the forest page while it loads', () => {
  it('does not shift as the forest, its map and its series arrive (at a phone and a desktop width, both languages)', async () => {
    const [first, second] = await forests('en');
    if (!first || !second) throw new Error('fewer than two forests');
    for (const viewport of [
      { width: 375, height: 812 },
      { width: 1280, height: 800 },
    ]) {
      const { page } = await browser.open('about:blank', { viewport });
      await recordLayoutShifts(page);
      for (const path of [paramPaths.forest.href({ id: first._id }), localized('en', paramPaths.forest.href({ id: second._id }))]) {
        await page.goto(new URL(path, browser.webUrl).href);
        await settle(page);
        await expect.poll(() => page.locator('[data-boundary]').count(), { timeout: 15_000 }).toBe(1);
        await page.waitForTimeout(300);
        expect(await layoutShift(page), `${path} at ${viewport.width}px`).toBe(0);
      }
    }
  });
});

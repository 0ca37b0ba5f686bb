import { geoConicConformal } from 'd3-geo';
import { describe, expect, it } from 'vitest';
import { localized, paramPaths, paths } from '#portal/lib/paths';
import { mapProjection, mapSize } from '#shared/map/map-data';
import { setupBrowser } from '../support/browser';
import { axeViolations } from '../support/widgets';
import { loadFully } from '../support/page-list';

const browser = setupBrowser();

interface Forest {
  _id: string;
  name: string;
  location: string;
  certification: string;
  latitude: number;
  longitude: number;
}

// d3-geo's own projection from the parameters the map module exports: what the marker's place must be.
const projection = geoConicConformal()
  .parallels([...mapProjection.parallels])
  .rotate([...mapProjection.rotate])
  .scale(mapProjection.scale)
  .translate([...mapProjection.translate]);

const texts = {
  de: { heading: 'Unsere Waldvision', map: /Karte von Österreich/, failed: 'Verbindung zum Server fehlgeschlagen', retry: 'Erneut versuchen' },
  en: { heading: 'Our forest vision', map: /Map of Austria/, failed: 'Failed to connect to server', retry: 'Try again' },
} as const;

describe.each(['de', 'en'] as const)('the forest map on the partners page (%s)', (language) => {
  it('lists every forest of /product/list with a numbered marker at its coordinates', async () => {
    const { page, problems } = await browser.open('about:blank');
    // The page's own answer, not a list read before or after it: other files add forests while this one runs.
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/product/list' && response.status() === 200);
    await loadFully(page, new URL(localized(language, paths.partner), browser.webUrl).href);
    const expected = ((await (await answer).json()) as { products: Forest[] }).products;
    expect(expected.length).toBeGreaterThan(0);
    const section = page.getByRole('region', { name: texts[language].heading });
    await section.scrollIntoViewIfNeeded();
    const map = section.getByRole('img', { name: texts[language].map });
    await expect.poll(() => map.count()).toBe(1);
    const items = section.getByRole('listitem');
    await expect.poll(() => items.count()).toBe(expected.length);
    const svgBox = await map.boundingBox();
    if (!svgBox) throw new Error('the map is not drawn');

    for (const [index, forest] of expected.entries()) {
      const item = items.nth(index);
      const link = item.getByRole('link', { name: forest.name, exact: true });
      expect(await link.getAttribute('href')).toBe(localized(language, paramPaths.forest.href({ id: forest._id })));
      expect(await item.textContent()).toContain(forest.location);
      expect(await item.textContent()).toContain(forest.certification);

      const [x, y] = projection([forest.longitude, forest.latitude]) ?? [Number.NaN, Number.NaN];
      const marker = page.locator(`svg g[data-forest="${forest._id}"]`);
      if (x < 0 || x > mapSize.width || y < 0 || y > mapSize.height) {
        expect(await marker.count()).toBe(0);
        continue;
      }
      expect(await marker.count()).toBe(1);
      expect(await marker.textContent()).toBe(String(index + 1));
      const transform = (await marker.getAttribute('transform')) ?? '';
      const [, markerX, markerY] = /translate\(([\d.-]+) ([\d.-]+)\)/.exec(transform) ?? [];
      expect(Math.abs(Number(markerX) - x)).toBeLessThan(0.5);
      expect(Math.abs(Number(markerY) - y)).toBeLessThan(0.5);
      // And on screen: the pin's centre is where the viewBox point is drawn.
      const pin = await marker.locator('circle').boundingBox();
      if (!pin) throw new Error(`no pin for ${forest.name}`);
      expect(Math.abs(pin.x + pin.width / 2 - (svgBox.x + (x / mapSize.width) * svgBox.width))).toBeLessThan(2);
      expect(Math.abs(pin.y + pin.height / 2 - (svgBox.y + (y / mapSize.height) * svgBox.height))).toBeLessThan(2);
    }
    expect(problems).toEqual([]);
  });

  it('highlights every country that has a forest, each marker inside one (issue 41: a Bavarian forest on an Austria-only map)', async () => {
    const { page } = await browser.open('about:blank');
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/product/list' && response.status() === 200);
    await loadFully(page, new URL(localized(language, paths.partner), browser.webUrl).href);
    const shown = ((await (await answer).json()) as { products: Forest[] }).products.length;
    await expect.poll(() => page.locator('svg g[data-forest]').count(), { timeout: 15_000 }).toBe(shown);
    // Each marker's point in the fill of a highlighted country, read from the drawn paths themselves.
    const outside = await page.evaluate(() => {
      const homes = [...document.querySelectorAll<SVGPathElement>('path[data-country]')];
      return [...document.querySelectorAll<SVGGElement>('svg g[data-forest]')].flatMap((marker) => {
        const { e: x, f: y } = marker.transform.baseVal.consolidate()?.matrix ?? { e: Number.NaN, f: Number.NaN };
        return homes.some((path) => path.isPointInFill(new DOMPoint(x, y))) ? [] : [marker.dataset.forest ?? ''];
      });
    });
    expect(outside).toEqual([]);
    // The seed's Bavarian forest makes Germany one of them, beside Austria.
    const countries = await page.locator('path[data-country]').evaluateAll((paths) => paths.map((path) => path.getAttribute('data-country')));
    expect(countries).toEqual(expect.arrayContaining(['austria', 'germany']));
  });

  it('says when the forests cannot be loaded and shows them after a retry', async () => {
    const { page } = await browser.open('about:blank');
    // Only this page's requests fail: the sandbox stays as it is for the other tests.
    let failing = true;
    await page.route('**/product/list', (route) => (failing ? route.abort() : route.continue()));
    await page.goto(new URL(localized(language, paths.partner), browser.webUrl).href);
    const section = page.getByRole('region', { name: texts[language].heading });
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 1500);
          return section.getByRole('alert').filter({ hasText: texts[language].failed }).count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    failing = false;
    // The page's own answer: other files add forests while this one runs, so the sandbox's list read earlier or later
    // may hold one more than the page got.
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/product/list' && response.status() === 200);
    await section.getByRole('button', { name: texts[language].retry }).click();
    const shown = ((await (await answer).json()) as { products: Forest[] }).products.length;
    expect(shown).toBeGreaterThan(0);
    // The skeleton has as many rows as the seed has forests: the markers say the data is there.
    await expect.poll(() => page.locator('svg g[data-forest]').count()).toBe(shown);
    expect(await section.getByRole('listitem').count()).toBe(shown);
  });

  it.each([375, 1280])('keeps its size while the forests load at %i px (a skeleton, no layout shift)', async (width) => {
    const { page } = await browser.open('about:blank', { viewport: { width, height: 800 } });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/product/list', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(new URL(localized(language, paths.partner), browser.webUrl).href);
    const section = page.getByRole('region', { name: texts[language].heading });
    const map = section.getByRole('img', { name: texts[language].map });
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 1500);
          return map.count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    await section.scrollIntoViewIfNeeded();
    // Figtree may still be on its way: its swap moves the heading and the text above the map by a fraction of a pixel
    // on a machine with DejaVu only (a CI run saw 0.56 px), which is the font test's business, not the skeleton's.
    await page.evaluate(async () => {
      await document.fonts.ready;
    });
    // The map itself keeps its place in its section and its size; the list's length follows the number of forests,
    // and the forest cards above it their names (other tests add forests to the shared sandbox, some with names that
    // take two lines), which no skeleton can know.
    const pending = await map.boundingBox();
    const pendingSection = await section.boundingBox();
    expect(await page.locator('svg g[data-forest]').count()).toBe(0);
    release();
    await expect.poll(() => page.locator('svg g[data-forest]').count()).toBeGreaterThan(0);
    const loaded = await map.boundingBox();
    const loadedSection = await section.boundingBox();
    expect({ width: loaded?.width, height: loaded?.height }).toEqual({ width: pending?.width, height: pending?.height });
    // Within half a pixel: rounding of the layout's fractions only.
    expect((loaded?.y ?? Number.NaN) - (loadedSection?.y ?? Number.NaN)).toBeCloseTo((pending?.y ?? Number.NaN) - (pendingSection?.y ?? Number.NaN), 0);
  });

  it.each([375, 1280])('has no axe violation in the map section at %i px', async (width) => {
    const { page } = await browser.open('about:blank', { viewport: { width, height: 800 } });
    await loadFully(page, new URL(localized(language, paths.partner), browser.webUrl).href);
    await expect.poll(() => page.locator('svg g[data-forest]').count()).toBeGreaterThan(0);
    expect(await axeViolations(page, 'section[aria-labelledby="map-title"]')).toEqual([]);
  });
});

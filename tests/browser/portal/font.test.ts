import { describe, expect, it } from 'vitest';
import { setupBrowser } from '../browser';

const browser = setupBrowser();

describe('the typeface', () => {
  it('is Figtree from this site only: preloaded in the HTML, one Latin file under 50 KB, used by the page', async () => {
    const { page } = await browser.open('about:blank', { viewport: { width: 375, height: 800 } });
    const fonts: { url: string; bytes: number }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'font') fonts.push({ url: response.url(), bytes: (await response.body()).length });
    });
    await page.goto(new URL('/', browser.webUrl).href);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count(), { timeout: 10_000 }).toBe(1);
    await page.evaluate(() => document.fonts.ready);
    await expect.poll(() => fonts.length).toBe(1);
    const [font] = fonts;
    expect(new URL(font?.url ?? '').origin).toBe(new URL(browser.webUrl).origin);
    expect(font?.url).toMatch(/\/assets\/figtree-latin-wght-normal-[\w-]+\.woff2$/);
    expect(font?.bytes).toBeLessThanOrEqual(50 * 1024);
    const preload = page.locator('head link[rel="preload"][as="font"][type="font/woff2"][crossorigin]');
    expect(await preload.count()).toBe(1);
    expect(new URL((await preload.getAttribute('href')) ?? '', browser.webUrl).href).toBe(font?.url);
    expect(await page.evaluate(() => document.fonts.check('700 16px "Figtree Variable"'))).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).evaluate((h1) => getComputedStyle(h1).fontFamily)).toMatch(/^"?Figtree Variable"?,/);
  });

  it('keeps the layout when it arrives: the fallback takes the same space (the hero and the mission text, 375 px)', async () => {
    const { page } = await browser.open('about:blank', { viewport: { width: 375, height: 800 } });
    // The font never arrives: the page shows the metric-matched fallback.
    await page.route('**/*.woff2', (route) => route.abort());
    await page.goto(new URL('/', browser.webUrl).href);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count(), { timeout: 10_000 }).toBe(1);
    // Paragraphs of many lines: where they break depends on the width of every word.
    const heights = (target: typeof page) =>
      Promise.all(
        ['Neutralisieren Sie Ihre Emissionen mit dem greenfee-Token', 'Unsere Mission'].map((name) =>
          target.getByRole('region', { name }).evaluate((section) => Math.round(section.getBoundingClientRect().height)),
        ),
      );
    const fallback = await heights(page);
    const { page: loaded } = await browser.open('about:blank', { viewport: { width: 375, height: 800 } });
    await loaded.goto(new URL('/', browser.webUrl).href);
    await expect.poll(() => loaded.getByRole('heading', { level: 1 }).count(), { timeout: 10_000 }).toBe(1);
    await loaded.evaluate(() => document.fonts.ready);
    expect(await heights(loaded)).toEqual(fallback);
  });
});

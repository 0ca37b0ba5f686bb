import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupBrowser, untilHydrated } from '../support/browser';
import { testChromiumArgs, testChromiumPath } from '../support/chromium';
import { dejaVuFolder } from '../support/fonts';
import { bytesOf } from '../support/answers';

const browser = setupBrowser();

/**
 * A Chromium that sees DejaVu only (Debian's fonts-dejavu-core), as on a Linux desktop without Arial or Liberation Sans:
 * a fontconfig of that one folder.
 */
let dejaVuOnly: Browser;
beforeAll(async () => {
  const folder = mkdtempSync(join(tmpdir(), 'gft-fonts-'));
  const config = join(folder, 'fonts.conf');
  writeFileSync(
    config,
    `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><dir>${dejaVuFolder}</dir><cachedir>${folder}/cache</cachedir></fontconfig>`,
  );
  dejaVuOnly = await chromium.launch({ executablePath: testChromiumPath, args: testChromiumArgs, env: { ...process.env, FONTCONFIG_FILE: config } });
});
afterAll(() => dejaVuOnly.close());

/**
 * The heights of the hero and the closing call to action (both in the prerendered HTML, the story between them loads
 * later): paragraphs of many lines, whose breaks depend on every word's width.
 */
const heights = (page: Page) =>
  Promise.all(
    ['Für Emissionen, die Sie nicht vermeiden können: Kohlenstoff in regionalem Holz', 'Jetzt starten'].map((name) =>
      page.getByRole('region', { name }).evaluate((section) => Math.round(section.getBoundingClientRect().height)),
    ),
  );

/** The fonts of this machine that draw the page's main heading (Chromium's own answer, through the DevTools protocol). */
async function headingFonts(page: Page): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  const { root } = await session.send('DOM.getDocument');
  const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
  await session.send('CSS.enable');
  const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts.map((font) => font.familyName);
}

/** The home page at 375 px, with Figtree or (`fontArrives: false`) without: then the metric-matched fallback shows. */
async function home(open: () => Promise<Page>, fontArrives: boolean): Promise<{ heights: number[]; fonts: string[] }> {
  const page = await open();
  if (!fontArrives) await page.route('**/*.woff2', (route) => route.abort());
  await page.goto(new URL('/', browser.webUrl).href);
  await untilHydrated(page);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).count(), { timeout: 10_000 }).toBe(1);
  await page.evaluate(() => document.fonts.ready);
  return { heights: await heights(page), fonts: await headingFonts(page) };
}

describe('the typeface', () => {
  it('is Figtree from this site only: preloaded in the HTML, one Latin file under 50 KB, used by the page', async () => {
    const { page } = await browser.open('about:blank', { viewport: { width: 375, height: 800 } });
    const fonts: { url: string; bytes: number }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'font') return;
      void bytesOf(response).then(
        (body) => fonts.push({ url: response.url(), bytes: body.length }),
        () => undefined,
      );
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

  it("keeps the layout when it arrives: the fallback takes the same space (the hero and the call to action, 375 px), with this machine's fonts", async () => {
    const open = async () => (await browser.open('about:blank', { viewport: { width: 375, height: 800 } })).page;
    const [fallback, loaded] = [await home(open, false), await home(open, true)];
    // The web font's face is named by its default instance ("Figtree Light"); the fallback is a font of this machine.
    expect(loaded.fonts).toEqual([expect.stringMatching(/^Figtree /)]);
    expect(fallback.fonts).toEqual([expect.not.stringMatching(/^Figtree /)]);
    expect(fallback.heights).toEqual(loaded.heights);
  });

  it('keeps the layout when it arrives on a machine with DejaVu only: its own metric-matched fallback', async () => {
    const open = async () => (await dejaVuOnly.newContext({ viewport: { width: 375, height: 800 } })).newPage();
    const [fallback, loaded] = [await home(open, false), await home(open, true)];
    expect(fallback.fonts).toEqual(['DejaVu Sans']);
    expect(fallback.heights).toEqual(loaded.heights);
  });
});

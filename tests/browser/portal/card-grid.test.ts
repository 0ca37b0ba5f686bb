import { describe, expect, it } from 'vitest';
import { setupBrowser } from '../support/browser';

const browser = setupBrowser();

/**
 * The shared card grid (portal/styles/cards.css) with n cards, on a real page with the portal's CSS: the number of cards in each
 * row. Pages fill the grid with their own cards; this checks the layout rule every one of them relies on.
 */
describe('the card grid', () => {
  it.each([375, 800, 1280])('at %i px fills every row, whatever the number of cards (2, 3, 4, 6, 8, 9)', async (width) => {
    const { page } = await browser.open('about:blank', { viewport: { width, height: 900 } });
    await page.context().addCookies([{ name: 'gft_consent', value: 'allow_all', url: browser.webUrl }]);
    await page.goto(new URL('/en/impressum', browser.webUrl).href);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count(), { timeout: 10_000 }).toBe(1);
    const rows: Record<number, number[]> = {};
    for (const count of [2, 3, 4, 6, 8, 9]) {
      rows[count] = await page.evaluate((count) => {
        const grid = document.createElement('ul');
        grid.className = 'card-grid';
        for (let index = 0; index < count; index += 1) {
          const card = document.createElement('li');
          card.className = 'card';
          card.textContent = `Forest ${index + 1}`;
          grid.append(card);
        }
        const band = document.createElement('section');
        band.className = 'band';
        band.append(grid);
        document.getElementById('main')?.append(band);
        const tops = [...grid.children].map((card) => Math.round(card.getBoundingClientRect().top));
        band.remove();
        return [...new Set(tops)].map((top) => tops.filter((other) => other === top).length);
      }, count);
    }
    for (const [count, perRow] of Object.entries(rows)) {
      // Every row holds as many cards as the first: no row of three in a grid of four.
      expect(
        perRow.every((cards) => cards === perRow[0]),
        `${count} cards at ${width} px: ${perRow.join(' + ')}`,
      ).toBe(true);
    }
    if (width >= 800) expect(rows[3]).toEqual([3]);
    if (width === 375) expect(rows[4]).toEqual([1, 1, 1, 1]);
  });
});

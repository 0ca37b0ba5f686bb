import { describe, expect, it } from 'vitest';
import { setupBrowser } from '../browser';
import { loginAs } from './account-helpers';

const browser = setupBrowser();

describe('the transaction filters', () => {
  it.each([
    [1280, [1, 1, 1, 1]],
    [800, [1, 1, 2, 2]],
    [375, [1, 2, 3, 4]],
  ] as const)('at %i px fill their rows (rows of the four filters: %j)', async (width, rows) => {
    const { page } = await browser.open('about:blank', { viewport: { width, height: 900 } });
    await page.context().addCookies([{ name: 'gft_consent', value: 'allow_all', url: browser.webUrl }]);
    await loginAs(page, browser.apiUrl, 'demo@greenfee.example');
    await page.goto(new URL('/en/dashboard/transactions', browser.webUrl).href);
    const filters = page.getByRole('search', { name: 'Filter transactions' });
    await expect.poll(() => filters.count(), { timeout: 15_000 }).toBe(1);
    const fields = [
      filters.getByRole('combobox', { name: 'Type' }),
      filters.getByRole('combobox', { name: 'Project' }),
      filters.getByRole('textbox', { name: /^From/ }),
      filters.getByRole('textbox', { name: /^To/ }),
    ];
    const bottoms: number[] = [];
    for (const field of fields) {
      const box = await field.boundingBox();
      if (!box) throw new Error('a filter is not visible');
      bottoms.push(Math.round(box.y + box.height));
    }
    // Fields on one row end at one line; each new line of fields is a new row.
    const distinct = [...new Set(bottoms)];
    expect(bottoms.map((bottom) => distinct.indexOf(bottom) + 1)).toEqual(rows);
  });
});

describe("a transaction's figures", () => {
  it.each([
    [1280, [1, 1, 1, 2]],
    [800, [1, 2, 2, 3]],
    [375, [1, 2, 3, 4]],
  ] as const)('at %i px fill their rows without breaking a word (rows of date, type, tokens, register link: %j)', async (width, rows) => {
    const { page } = await browser.open('about:blank', { viewport: { width, height: 900 } });
    await page.context().addCookies([{ name: 'gft_consent', value: 'allow_all', url: browser.webUrl }]);
    await loginAs(page, browser.apiUrl, 'demo@greenfee.example');
    await page.goto(new URL('/en/dashboard/transactions', browser.webUrl).href);
    const first = page.getByRole('link', { name: /^No\. \d+$/ }).first();
    await expect.poll(() => first.count(), { timeout: 15_000 }).toBe(1);
    await page.goto(new URL((await first.getAttribute('href')) ?? '', browser.webUrl).href);
    const facts = page.locator('.transaction-detail > dl.facts > div');
    await expect.poll(() => facts.count(), { timeout: 15_000 }).toBe(4);
    const boxes = await facts.evaluateAll((tiles) =>
      tiles.map((tile) => ({ top: Math.round(tile.getBoundingClientRect().top), width: tile.getBoundingClientRect().width })),
    );
    const tops = [...new Set(boxes.map((box) => box.top))];
    expect(boxes.map((box) => tops.indexOf(box.top) + 1)).toEqual(rows);
    // Each row is full: the tiles of a row together span the list's width (within the gaps).
    const listWidth = await page.locator('.transaction-detail > dl.facts').evaluate((list) => list.getBoundingClientRect().width);
    for (const top of tops) {
      const inRow = boxes.filter((box) => box.top === top);
      expect(inRow.reduce((sum, box) => sum + box.width, 0)).toBeGreaterThan(listWidth - 16 * inRow.length);
    }
    // The type ("Compensation" or "Charge") stays one word on one line.
    const type = page.locator('.transaction-detail > dl.facts > div').nth(1).locator('dd');
    const lines = await type.evaluate((dd) => Math.round(dd.getBoundingClientRect().height / parseFloat(getComputedStyle(dd).lineHeight)));
    expect(lines).toBe(1);
  });
});

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
    const fields = [filters.getByRole('combobox', { name: 'Type' }), filters.getByRole('combobox', { name: 'Project' }), filters.getByRole('textbox', { name: /^From/ }), filters.getByRole('textbox', { name: /^To/ })];
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

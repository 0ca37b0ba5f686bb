/**
 * The suite's own browser after a renderer crash: Chromium 150's renderer crashed now and then on a tab opened by a
 * middle click. A test whose renderer crashes fails on its own, and the clearing after it does not wait out the
 * hook's two minutes on a context whose process is gone (it did once): the file's next test gets a working page.
 */
import { describe, expect, it } from 'vitest';
import { setupBrowser } from '../support/browser';

const browser = setupBrowser();

describe('after a renderer crash', () => {
  it('a page whose renderer crashes says so', async () => {
    const { page } = await browser.open('about:blank');
    const crashed = new Promise<boolean>((resolve) => page.once('crash', () => resolve(true)));
    await page.goto('chrome://crash').catch(() => undefined);
    expect(await crashed).toBe(true);
  });

  it('the next test of the file gets a page that works, and soon', async () => {
    const { page } = await browser.open(new URL('/', browser.webUrl).href);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
  });
});

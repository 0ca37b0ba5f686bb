import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from '../support/browser';
import { rememberFailedModules } from '../support/faults';

const browser = setupBrowser();
/** The FAQ page's code, a chunk of its own (portal/app/router.tsx), under any URL. */
const faqChunk = /\/assets\/faq-page-[\w-]+\.js(\?.*)?$/;
const footerLink = (page: Page, name: string) => page.getByRole('contentinfo').getByRole('link', { name, exact: true });

// That a later visit within the same document loads the page again (portal/lib/route-kit.tsx) is a unit test
// (tests/unit/portal/route-kit.test.tsx): whether this Chromium fetches a failed module again varies from run to run.
describe('a page whose code does not come (a dropped connection on the way to it)', () => {
  it('in a browser that remembers the failed fetch (Chromium 150, Firefox, Safari), the retry shows it in a new document', async () => {
    const { page } = await browser.open('/');
    await rememberFailedModules(page);
    await page.route(faqChunk, (route) => route.abort('connectionreset'));
    await footerLink(page, 'FAQ').click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Etwas ist schiefgelaufen');
    await expect.poll(() => page.getByRole('button', { name: 'Erneut versuchen' }).count()).toBe(1);
    await page.unroute(faqChunk);
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Häufige Fragen');
    expect(new URL(page.url()).pathname).toBe('/faq');
  });
});

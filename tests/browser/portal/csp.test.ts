import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paramPaths, paths, type PathName } from '#portal/lib/paths';
import { setupBrowser } from '../support/browser';
import { loginAs } from '../support/accounts';

const browser = setupBrowser();
const ready = async (page: Page) => expect.poll(() => page.getByRole('heading', { level: 1 }).count(), { timeout: 10_000 }).toBe(1);

const loggedInPages: PathName[] = ['dashboard', 'profile', 'transactions', 'projects', 'newProject', 'buy', 'compensate', 'tokenIndexes'];

async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(new URL(path, browser.webUrl).href);
  const headers = response?.headers() ?? {};
  const csp = headers['content-security-policy'] ?? '';
  for (const directive of [
    "script-src 'self'",
    "style-src 'self'",
    `connect-src 'self' ${browser.apiUrl}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ]) {
    expect(csp, path).toContain(directive);
  }
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(headers['x-content-type-options'], path).toBe('nosniff');
  expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  await ready(page);
}

// The public and account routes: route-sweep.ts.
describe('the portal under its Content-Security-Policy', () => {
  it('the logged-in area renders with zero violations', async () => {
    const { page, violations } = await browser.open('about:blank');
    await loginAs(page, browser.apiUrl, 'demo@greenfee.example');
    for (const name of loggedInPages) await visit(page, paths[name]);
    for (const entry of Object.values(paramPaths)) await visit(page, entry.href({ id: 'x1' }));
    expect(violations).toEqual([]);
  });

  it('an inline script is refused and recorded (the recorder that fails every browser test works)', async () => {
    const { page, violations } = await browser.open('/faq');
    await ready(page);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineRan = true';
      document.head.append(script);
    });
    await expect.poll(() => violations.length).toBe(1);
    expect(violations[0]).toMatch(/^script-src-elem blocked inline/);
    expect(await page.evaluate(() => (window as unknown as { inlineRan?: boolean }).inlineRan)).toBeUndefined();
    // Seen and checked: not a failure of this test.
    violations.splice(0);
  });
});

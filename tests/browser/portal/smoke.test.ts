import { describe, expect, it } from 'vitest';
import { setupBrowser } from '../support/browser';
import { settle } from '../support/settle';

const browser = setupBrowser();

describe('npm start serves the API, the portal and the demo page', () => {
  it('the portal gets its configuration at runtime from the page', async () => {
    const { page, problems } = await browser.open('/');
    const config = JSON.parse((await page.locator('#gft-config').textContent()) ?? '{}') as { apiBase?: string };
    expect(config.apiBase).toBe(browser.apiUrl);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Für Emissionen, die Sie nicht vermeiden können: Kohlenstoff in regionalem Holz');
    expect(problems).toEqual([]);
  });

  it('serves the production build of React, even when the build ran under the test runner', async () => {
    const { page } = await browser.open('/');
    const text = async (path: string) => (await page.request.get(new URL(path, browser.webUrl).href)).text();
    // A prerendered page loads a boot script that starts the app's entry after the first paint (demo/prerender.ts);
    // a page rendered in the browser (the customer area) loads the same entry itself.
    const boot = await page.locator('script[type="module"][src^="/assets/"]').getAttribute('src');
    expect(boot).toMatch(/^\/assets\/boot-[\w-]+\.js$/);
    const entry = /const e="(\/assets\/[^"]+\.js)"/.exec(await text(boot ?? ''))?.[1];
    expect(entry).toMatch(/^\/assets\/index-/);
    expect(await text('/dashboard')).toContain(`<script type="module" crossorigin src="${entry}"></script>`);
    const source = await text(entry ?? '');
    expect(source.length).toBeGreaterThan(1000);
    // A message that only react-dom's development build carries.
    expect(source).not.toContain('In HTML, %s cannot be a child of');
  });

  it('deep links fall back to the SPA; unknown paths and missing assets are 404s', async () => {
    const { page } = await browser.open('/en/faq?x=1');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Frequently asked questions');
    const unknown = await page.goto(new URL('/no/such/page', browser.webUrl).href);
    expect(unknown?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Seite nicht gefunden');
    const missing = await page.request.get(new URL('/assets/missing-chunk.js', browser.webUrl).href);
    expect(missing.status()).toBe(404);
  });

  it('the demo page loads the widget bundle as a module, pointed at the sandbox', async () => {
    const { page, problems } = await browser.open('/demo/');
    const script = page.locator('script[src="/widgets/gft-widgets.js"]');
    expect(await script.getAttribute('data-api-base')).toBe(browser.apiUrl);
    const bundle = await page.request.get(new URL('/widgets/gft-widgets.js', browser.webUrl).href);
    expect(bundle.status()).toBe(200);
    expect(bundle.headers()['content-type']).toContain('javascript');
    await settle(page);
    expect(problems).toEqual([]);
  });

  it("the widget runtime chunk and an element's own file open with V8's compile hint, as their first line (read before anything else)", async () => {
    const { page } = await browser.open('/demo/');
    const loader = await (await page.request.get(new URL('/widgets/gft-widgets.js', browser.webUrl).href)).text();
    for (const name of ['runtime', 'solo-certificate-verify-en']) {
      const path = new RegExp(`\\./(chunks/${name}-[\\w-]+\\.js)`).exec(loader)?.[1];
      expect(path, `the loader names the ${name} chunk`).toBeTruthy();
      const code = await (await page.request.get(new URL(`/widgets/${path}`, browser.webUrl).href)).text();
      expect(code.split('\n', 1)[0]).toBe('//# allFunctionsCalledOnLoad');
      expect(code.length).toBeGreaterThan(10_000);
    }
  });

  it('a page of another origin calls the sandbox with lt and ln (CORS in a real browser)', async () => {
    const { page } = await browser.open('/');
    const result = await page.evaluate(async (api) => {
      const response = await fetch(`${api}/country/list`, { headers: { lt: '', ln: 'de' } });
      const body = (await response.json()) as { countries: { _id: string; name: string }[] };
      return { status: response.status, austria: body.countries.find((country) => country._id === 'AT')?.name };
    }, browser.apiUrl);
    expect(result).toEqual({ status: 200, austria: 'Österreich' });
    expect(new URL(browser.apiUrl).origin).not.toBe(new URL(browser.webUrl).origin);
  });

  it('the sandbox mailbox and the stand-in bank page are reachable in the browser', async () => {
    const { page } = await browser.open('/');
    const mailbox = await page.request.get(`${browser.apiUrl}/dev/mailbox?to=nobody@test.example`);
    expect(await mailbox.json()).toEqual({ messages: [] });
    await page.goto(`${browser.apiUrl}/dev/register/unknown`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Transaction not in the register');
  });
});

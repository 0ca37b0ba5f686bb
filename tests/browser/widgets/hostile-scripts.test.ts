import { describe, expect, it } from 'vitest';
import { setupBrowser } from '../support/browser';
import { events, ready, recordEvents } from '../support/widgets';

const browser = setupBrowser();
const tags = ['gft-certificate-verify', 'gft-token-lead', 'gft-contact-form', 'gft-forest-meeting'];

/**
 * A demo page whose scripts added an enumerable property to Object.prototype before ours ran (what old host scripts
 * do), with the events recorded; `chunks`: the widget chunks it requested, by name without the hash, in order.
 */
async function pollutedPage(path: string) {
  const opened = await browser.open('about:blank');
  await recordEvents(opened.page);
  await opened.page.addInitScript(() => {
    (Object.prototype as unknown as Record<string, unknown>).junk = 1;
  });
  const chunks: string[] = [];
  opened.page.on('request', (request) => {
    const chunk = /\/widgets\/chunks\/([\w-]+?)-[\w-]{8}\.js$/.exec(request.url())?.[1];
    if (chunk) chunks.push(chunk);
  });
  await opened.page.goto(new URL(path, browser.webUrl).href);
  return { ...opened, chunks };
}

describe('host pages whose own scripts get in the way (another origin than the API)', () => {
  it('works on a page whose scripts added enumerable properties to Object.prototype', async () => {
    const { page, problems } = await browser.open('about:blank');
    expect(new URL(browser.webUrl).origin).not.toBe(new URL(browser.apiUrl).origin);
    await recordEvents(page);
    // What old host scripts do, before our script runs.
    await page.addInitScript(() => {
      (Object.prototype as unknown as Record<string, unknown>).junk = 1;
    });
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(browser.apiUrl)) requests.push(new URL(request.url()).pathname);
    });
    await page.goto(new URL('/demo/', browser.webUrl).href);
    for (const tag of tags) await ready(page, tag);
    for (const tag of tags) expect(await page.locator(tag).getByRole('heading', { level: 2 }).count(), tag).toBe(1);

    const verify = page.locator('gft-certificate-verify');
    await verify.getByLabel('Zertifikats-ID').fill('GFT-DEMO-VALID');
    await verify.getByRole('button', { name: 'Prüfen' }).click();
    await expect.poll(() => verify.getByRole('heading', { name: 'Zertifikat bestätigt' }).count()).toBe(1);
    expect(requests).toContain('/certificate/validate');

    // The country list comes from the API too.
    await expect.poll(() => page.locator('gft-token-lead').getByLabel('Land').locator('option').count()).toBeGreaterThan(200);
    await expect.poll(() => page.locator('gft-forest-meeting').getByRole('button', { name: 'Weiter' }).count()).toBe(1);
    expect((await events(page)).filter((event) => event.type === 'gft-error')).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('works on a page with one kind of element (its own file, its own build) whose scripts added enumerable properties to Object.prototype', async () => {
    const { page, problems, chunks } = await pollutedPage('/demo/partner.html');
    await ready(page, 'gft-certificate-verify');
    expect(chunks[0]).toBe('solo-certificate-verify-en');
    const verify = page.locator('gft-certificate-verify');
    await verify.getByLabel('Certificate ID').fill('GFT-DEMO-VALID');
    await verify.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => verify.getByRole('heading', { name: 'Certificate verified' }).count()).toBe(1);
    expect((await events(page)).filter((event) => event.type === 'gft-error')).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('says once, in the console and with a gft-error on document, that the page defined one of the tags itself; the other elements work', async () => {
    const { page, problems } = await browser.open('about:blank');
    await recordEvents(page);
    await page.addInitScript(() => {
      customElements.define(
        'gft-contact-form',
        class extends HTMLElement {
          connectedCallback() {
            this.textContent = 'The host page’s own contact form';
          }
        },
      );
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(new URL('/demo/', browser.webUrl).href);
    for (const tag of tags.filter((tag) => tag !== 'gft-contact-form')) await ready(page, tag);
    // Our script a second time says nothing new.
    await page.evaluate(`import(${JSON.stringify(new URL('/widgets/gft-widgets.js?again=1', browser.webUrl).href)})`);
    const verify = page.locator('gft-certificate-verify');
    await verify.getByLabel('Zertifikats-ID').fill('GFT-DEMO-VALID');
    await verify.getByRole('button', { name: 'Prüfen' }).click();
    await expect.poll(() => verify.getByRole('heading', { name: 'Zertifikat bestätigt' }).count()).toBe(1);

    expect(await page.locator('gft-contact-form').textContent()).toBe('The host page’s own contact form');
    expect(warnings.filter((text) => text.includes('gft-contact-form'))).toEqual([
      expect.stringContaining('<gft-contact-form> is already defined by this page'),
    ]);
    const errors = (await events(page)).filter((event) => event.type === 'gft-error');
    expect(errors).toEqual([
      {
        type: 'gft-error',
        detail: { widget: 'contact-form', kind: 'CONFIG_ERROR', code: 'TAG_DEFINED', message: expect.stringContaining('<gft-contact-form>') },
      },
    ]);
    expect(problems).toEqual([]);
  });

  it('reports an element whose code failed to run as a MODULE_ERROR, not as the network; the others work', async () => {
    const { page, problems } = await browser.open('about:blank');
    await recordEvents(page);
    // A host script that broke a built-in the element needs.
    await page.addInitScript(() => {
      const define = customElements.define.bind(customElements);
      customElements.define = (name, constructor, options) => {
        if (name === 'gft-contact-form') throw new TypeError('the host page refuses this name');
        define(name, constructor, options);
      };
    });
    await page.goto(new URL('/demo/', browser.webUrl).href);
    for (const tag of tags.filter((tag) => tag !== 'gft-contact-form')) await ready(page, tag);
    await expect
      .poll(async () => (await events(page)).filter((event) => event.type === 'gft-error'))
      .toEqual([
        {
          type: 'gft-error',
          tag: 'gft-contact-form',
          detail: { widget: 'contact-form', kind: 'MODULE_ERROR', message: '<gft-contact-form> failed to run (see the console).' },
        },
      ]);
    expect(problems).toEqual([expect.stringContaining('could not load <gft-contact-form>')]);
  });

  it('the certificate badges (their own file, without Preact) verify on a page whose scripts added enumerable properties to Object.prototype', async () => {
    const { page, problems, chunks } = await pollutedPage('/demo/badge.html');
    const badgeEvents = async (type: string) => (await events(page)).filter((event) => event.tag === 'gft-certificate-badge' && event.type === type);
    await expect.poll(async () => (await badgeEvents('gft-success')).length, { timeout: 10_000 }).toBe(16);
    expect(chunks[0]).toBe('solo-certificate-badge-de');
    const valid = page.locator('gft-certificate-badge[certificate-id="GFT-DEMO-VALID"]').first();
    expect(await valid.getByRole('link').getAttribute('aria-label')).toBe('CO₂ gespeichert 2025: 12 t, gültig, Dana Demo – Zertifikat prüfen');
    expect(await badgeEvents('gft-error')).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('says once that the page defined <gft-certificate-badge> itself, and reports a badge whose definition the page refused as a MODULE_ERROR', async () => {
    const defined = await browser.open('about:blank');
    await recordEvents(defined.page);
    await defined.page.addInitScript(() => {
      customElements.define('gft-certificate-badge', class extends HTMLElement {});
    });
    const warnings: string[] = [];
    defined.page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await defined.page.goto(new URL('/demo/badge.html', browser.webUrl).href);
    await expect
      .poll(async () => (await events(defined.page)).filter((event) => event.type === 'gft-error'))
      .toEqual([
        {
          type: 'gft-error',
          detail: { widget: 'certificate-badge', kind: 'CONFIG_ERROR', code: 'TAG_DEFINED', message: expect.stringContaining('<gft-certificate-badge>') },
        },
      ]);
    expect(warnings).toEqual([expect.stringContaining('<gft-certificate-badge> is already defined by this page')]);
    expect(defined.problems).toEqual([]);

    const refused = await browser.open('about:blank');
    await recordEvents(refused.page);
    await refused.page.addInitScript(() => {
      const define = customElements.define.bind(customElements);
      customElements.define = (name, constructor, options) => {
        if (name === 'gft-certificate-badge') throw new TypeError('the host page refuses this name');
        define(name, constructor, options);
      };
    });
    await refused.page.goto(new URL('/demo/badge.html', browser.webUrl).href);
    const errors = async () => (await events(refused.page)).filter((event) => event.type === 'gft-error');
    await expect.poll(async () => (await errors()).length).toBe(16);
    expect(new Set((await errors()).map((event) => JSON.stringify([event.tag, event.detail])))).toEqual(
      new Set([
        JSON.stringify([
          'gft-certificate-badge',
          { widget: 'certificate-badge', kind: 'MODULE_ERROR', message: '<gft-certificate-badge> failed to run (see the console).' },
        ]),
      ]),
    );
    expect(refused.problems).toEqual([expect.stringContaining('could not load <gft-certificate-badge>')]);
  });
});

import { describe, expect, it } from 'vitest';
import { setupBrowser } from '../support/browser';
import { events, ready, recordEvents } from '../support/widgets';
import { rememberFailedModules } from '../support/faults';

const browser = setupBrowser();
// The texts every element needs (widgets/lib/texts-*.ts), per language, with the own texts of the verification, the
// token lead and the contact form; the chunks their own texts had before (verify.json, lead.json, contact.json). Eight
// characters of hash: contact-form-actions-*.js is no text chunk.
const textChunk = /\/widgets\/chunks\/(texts-(de|en)|verify|lead|contact)-[\w-]{8}\.js$/;

describe("the widgets' texts, one language at a time", () => {
  it('a German page fetches German texts only; an element switched to English fetches the English ones', async () => {
    const { page, problems } = await browser.open('about:blank');
    await recordEvents(page);
    const fetched: string[] = [];
    page.on('request', (request) => {
      const chunk = textChunk.exec(request.url())?.[1];
      if (chunk) fetched.push(chunk);
    });
    await page.goto(new URL('/demo/', browser.webUrl).href);
    await ready(page, 'gft-certificate-verify');
    const widget = page.locator('gft-certificate-verify');
    await expect.poll(() => widget.getByLabel('Zertifikats-ID').count()).toBe(1);
    // One text chunk for the four forms (the meeting's own texts are a chunk of their own, not counted here).
    for (const tag of ['gft-token-lead', 'gft-contact-form', 'gft-forest-meeting']) await ready(page, tag);
    expect(fetched).toEqual(['texts-de']);
    await widget.evaluate((element) => element.setAttribute('lang', 'en'));
    await expect.poll(() => widget.getByLabel('Certificate ID').count()).toBe(1);
    expect(fetched).toEqual(['texts-de', 'texts-en']);
    expect(problems).toEqual([]);
  });

  // On a page with elements of several kinds, the texts are a chunk of their own, fetched beside the code (on a page
  // with one kind they are in that element's own file: chunk-graph.test.ts).
  it('an element in the page before its code renders the form at its first render, even when its texts come after the code', async () => {
    const { page, problems } = await browser.open('about:blank');
    await recordEvents(page);
    // What the shadow root holds at the element's first render (its first change).
    await page.addInitScript(() => {
      const target = window as unknown as { __firstRender?: string };
      void customElements.whenDefined('gft-certificate-verify').then(() => {
        const root = document.querySelector('gft-certificate-verify')?.shadowRoot;
        new MutationObserver((_records, observer) => {
          observer.disconnect();
          target.__firstRender = root?.querySelector('form') ? 'the form' : 'no form';
        }).observe(root ?? document, { childList: true, subtree: true });
      });
    });
    // The texts are answered once the element is defined, its code having run.
    let release = () => {};
    const defined = new Promise<void>((resolve) => (release = resolve));
    await page.route(textChunk, async (route) => {
      await defined;
      await route.continue();
    });
    await page.goto(new URL('/demo/', browser.webUrl).href);
    await expect.poll(() => page.evaluate(() => customElements.get('gft-certificate-verify') !== undefined)).toBe(true);
    release();
    await ready(page, 'gft-certificate-verify');
    expect(await page.evaluate(() => (window as unknown as { __firstRender?: string }).__firstRender)).toBe('the form');
    expect(problems).toEqual([]);
  });

  it('a failed text load shows an error with a retry and raises gft-error; the retry shows the form', async () => {
    const { page } = await browser.open('about:blank');
    await recordEvents(page);
    // As Chromium 150, Firefox and Safari: a text chunk that failed cannot be fetched again under its URL.
    const failed = await rememberFailedModules(page);
    let dropped = 0;
    // Every try while the connection is down, under any URL.
    const anyTry = new RegExp(`${textChunk.source.slice(0, -1)}(\\?.*)?$`);
    await page.route(anyTry, (route) => {
      dropped += 1;
      return route.abort('connectionreset');
    });
    await page.goto(new URL('/demo/', browser.webUrl).href);
    const widget = page.locator('gft-certificate-verify');
    await expect.poll(() => widget.getByRole('alert').textContent()).toContain('Die Texte dieses Elements konnten nicht geladen werden');
    expect(dropped).toBeGreaterThan(0);
    // The event follows the render that shows the alert (an effect, after the paint).
    await expect
      .poll(async () => (await events(page)).find((event) => event.type === 'gft-error' && event.tag === 'gft-certificate-verify')?.detail)
      .toMatchObject({ kind: 'FETCH_ERROR' });
    expect([...failed].some((url) => textChunk.test(url))).toBe(true);
    // Every form of the page has tried the texts they share and failed: one whose code came late (a busy machine) would
    // otherwise first render once the connection is back, load the texts itself, and leave the retry nothing to ask.
    for (const tag of ['gft-token-lead', 'gft-contact-form', 'gft-forest-meeting'])
      await expect.poll(() => page.locator(tag).getByRole('alert').count(), { message: `${tag} shows the failure` }).toBe(1);
    await page.unroute(anyTry);
    const retried = page.waitForRequest((request) => /\/widgets\/chunks\/texts-de-[\w-]{8}\.js\?retry=\d+$/.test(request.url()));
    await widget.getByRole('button', { name: 'Erneut versuchen' }).click();
    await retried;
    await ready(page, 'gft-certificate-verify');
    await expect.poll(() => widget.getByLabel('Zertifikats-ID').count()).toBe(1);
  });
});

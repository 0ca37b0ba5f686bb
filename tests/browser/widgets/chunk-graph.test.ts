import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { parseSync } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '#demo/web/server';
import { elements } from '#widgets/lib/elements';
import { setupBrowser } from '../support/browser';
import { rememberFailedModules } from '../support/faults';
import { settle } from '../support/settle';
import { events, ready, recordEvents } from '../support/widgets';

const browser = setupBrowser();
const chunks = join(repoRoot, 'dist', 'widgets', 'chunks');

/** A built chunk and every chunk it imports statically, directly or through another: read from their code. */
function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const { program } = parseSync(file, readFileSync(join(chunks, file), 'utf8'));
  for (const node of program.body) {
    const source =
      node.type === 'ImportDeclaration' || node.type === 'ExportAllDeclaration' || node.type === 'ExportNamedDeclaration' ? node.source?.value : undefined;
    if (source?.startsWith('./')) staticClosure(source.slice('./'.length), seen);
  }
  return seen;
}

const chunkOf = (url: string) => /^\/widgets\/chunks\/([^/]+)$/.exec(new URL(url).pathname)?.[1] ?? url;

/**
 * Holds back the answer to every chunk request until `release()`; requests made after a release are held again. A
 * chunk the browser finds only in the imports of another chunk is never requested while that one is held back.
 */
async function holdChunks(page: Page) {
  const requested = new Set<string>();
  const held: (() => void)[] = [];
  let open = false;
  await page.route(/\/widgets\/chunks\//, async (route) => {
    requested.add(chunkOf(route.request().url()));
    if (!open) await new Promise<void>((resolve) => held.push(resolve));
    await route.continue();
  });
  const release = () => {
    for (const resolve of held.splice(0)) resolve();
  };
  return {
    requested,
    release,
    /** Answers everything from now on. */
    releaseAll: () => {
      open = true;
      release();
    },
  };
}

/** Waits until every chunk of `graph` has been requested (each answer still held back); lists the missing ones else. */
async function untilRequested(requested: Set<string>, graph: () => string[]): Promise<void> {
  await expect.poll(() => graph().filter((file) => !requested.has(file))).toEqual([]);
}

/**
 * A partner's page with the loader and the elements named in `?tags=` (comma-separated), on an origin of its own (a real
 * server on this machine: a page the test answered itself would be a public one, which Chromium keeps from calling the
 * API on this machine). German, so the loader picks the German files.
 */
let pages: { url: string; close: () => Promise<void> };
/** What an element needs to do its work after the first render: the badge verifies the certificate it is given. */
const attributesOf: Partial<Record<string, string>> = { 'gft-certificate-badge': ' certificate-id="GFT-DEMO-VALID"' };
beforeAll(async () => {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://page');
    // A classic script, which the parser waits for (the test holds its answer back).
    if (url.pathname === '/block.js') return void response.writeHead(200, { 'content-type': 'text/javascript' }).end('void 0;');
    const tags = (url.searchParams.get('tags') ?? '').split(',').filter(Boolean);
    if (!tags.every((tag) => /^gft-[a-z-]+$/.test(tag))) return void response.writeHead(404).end();
    const elementsHtml = tags.map((tag) => `<${tag}${attributesOf[tag] ?? ''}></${tag}>`);
    const loader = `<script type="module" src="${browser.webUrl}/widgets/gft-widgets.js" data-api-base="${browser.apiUrl}"></script>`;
    // `?parsing`: the loader inserted by a script (as tag managers do: it runs as soon as it arrives), and a classic
    // script between the first element and the others, so that the loader runs while the page is still being parsed.
    const parsing = url.searchParams.has('parsing');
    const head = parsing
      ? `<script>const s = document.createElement('script'); s.type = 'module'; s.src = ${JSON.stringify(`${browser.webUrl}/widgets/gft-widgets.js`)}; s.dataset.apiBase = ${JSON.stringify(browser.apiUrl)}; document.head.append(s);</script>`
      : loader;
    const body = parsing ? `${elementsHtml[0] ?? ''}<script src="/block.js"></script>${elementsHtml.slice(1).join('')}` : elementsHtml.join('');
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(`<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Elements</title>${head}</head><body>${body}</body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  pages = { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
});
afterAll(() => pages.close());

async function openElements(...tags: string[]) {
  const opened = await browser.open('about:blank');
  await recordEvents(opened.page);
  return { ...opened, pageUrl: `${pages.url}?tags=${tags.join(',')}` };
}

/** Records the chunks a page requests, by file name, in order. */
function recordChunks(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/widgets/chunks/')) requested.push(chunkOf(request.url()));
  });
  return requested;
}

/** The file of its own that the loader names for an element in a language (widgets/main.ts, soloGraph). */
function soloFile(tag: string, language: 'de' | 'en'): string {
  const loader = readFileSync(join(repoRoot, 'dist', 'widgets', 'gft-widgets.js'), 'utf8');
  const file = new RegExp(`"${tag}":\\{"de":"\\./chunks/([^"]+)","en":"\\./chunks/([^"]+)"\\}`).exec(loader);
  if (!file?.[1] || !file[2]) throw new Error(`the loader names no file of its own for ${tag}`);
  return language === 'de' ? file[1] : file[2];
}

/** Another kind of element for a page with two kinds. */
const otherThan = (tag: string) => (tag === 'gft-certificate-badge' ? 'gft-certificate-verify' : 'gft-certificate-badge');

describe('an element alone on its page', () => {
  for (const { tag } of elements) {
    it(`<${tag}>: its first render needs one file, its own in the page's language, which imports nothing`, async () => {
      const own = soloFile(tag, 'de');
      expect(own).toMatch(new RegExp(`^solo-${tag.slice('gft-'.length)}-de-`));
      expect([...staticClosure(own)]).toEqual([own]);
      const { page, problems, pageUrl } = await openElements(tag);
      // Every other chunk is held back: the element renders (gft-ready) with its own file alone.
      const requested: string[] = [];
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/widgets\/chunks\//, async (route) => {
        const file = chunkOf(route.request().url());
        requested.push(file);
        if (file !== own) await held;
        await route.continue();
      });
      try {
        await page.goto(pageUrl);
        await ready(page, tag);
        expect(requested[0]).toBe(own);
      } finally {
        release();
      }
      await settle(page);
      expect(problems).toEqual([]);
    });

    it(`<${tag}>: what it loads after its first render (its schemas and calls, the API client) is one chunk that imports only its own file`, async () => {
      const own = soloFile(tag, 'de');
      const { page, problems, pageUrl } = await openElements(tag);
      const chunks = await holdChunks(page);
      try {
        await page.goto(pageUrl, { waitUntil: 'commit' });
        await untilRequested(chunks.requested, () => [own]);
        // Its file is answered; what the form asks for after its first render is held back.
        chunks.release();
        const later = () => [...chunks.requested].filter((file) => file !== own);
        // One chunk, which a retry can fetch again under another URL (demo/build-plugins/lazy-chunks.ts).
        await expect.poll(later).toEqual([expect.stringMatching(/^later-/)]);
        expect([...staticClosure(later()[0] ?? '')].filter((needed) => needed !== own)).toEqual(later());
      } finally {
        chunks.releaseAll();
      }
      await ready(page, tag);
      expect(problems).toEqual([]);
    });
  }

  it('an element an app inserts after the page has loaded loads its own file too', async () => {
    const { page, problems, pageUrl } = await openElements();
    const requested = recordChunks(page);
    await page.goto(pageUrl);
    await page.evaluate(() => document.body.append(document.createElement('gft-token-lead')));
    await ready(page, 'gft-token-lead');
    expect(requested[0]).toBe(soloFile('gft-token-lead', 'de'));
    expect(requested.filter((file) => file.startsWith('runtime-') || file.startsWith('define-'))).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('an element whose code failed to load from the shared chunks loads from its own file when the page inserts another', async () => {
    const { page, pageUrl } = await openElements('gft-certificate-verify', 'gft-certificate-badge');
    // As Chromium 150, Firefox and Safari: the chunks that failed cannot be fetched again under their URLs.
    await rememberFailedModules(page);
    const definitions = /\/widgets\/chunks\/define-[\w-]{8}\.js$/;
    await page.route(definitions, (route) => route.abort('connectionreset'));
    const requested = recordChunks(page);
    await page.goto(pageUrl);
    const failedKinds = async () => (await events(page)).filter((event) => event.type === 'gft-error').map((event) => [event.tag, event.detail]);
    await expect.poll(failedKinds).toContainEqual(['gft-certificate-verify', expect.objectContaining({ kind: 'FETCH_ERROR' })]);
    await page.unroute(definitions);
    await page.evaluate(() => document.body.append(document.createElement('gft-certificate-verify')));
    await ready(page, 'gft-certificate-verify');
    expect(requested).toContain(soloFile('gft-certificate-verify', 'de'));
    expect(await page.locator('gft-certificate-verify').first().getByLabel('Zertifikats-ID').count()).toBe(1);
  });

  it('a loader that runs while the page is still being parsed loads from the shared chunks: another kind may follow', async () => {
    const { page, problems, pageUrl } = await openElements('gft-certificate-verify', 'gft-contact-form');
    const requested = recordChunks(page);
    // The parser waits at the classic script between the two elements until the loader has asked for a chunk.
    await page.route(/\/block\.js$/, async (route) => {
      await expect.poll(() => requested.length).toBeGreaterThan(0);
      await route.continue();
    });
    await page.goto(`${pageUrl}&parsing`);
    await ready(page, 'gft-certificate-verify');
    await ready(page, 'gft-contact-form');
    // One runtime for both, no element's own file (which would have brought a second).
    expect(requested.filter((file) => file.startsWith('solo-'))).toEqual([]);
    expect(requested.filter((file) => file.startsWith('runtime-'))).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  it('the loader included twice (two URLs, so two loaders) on such a page: one file of its own, one definition', async () => {
    const { page, problems, pageUrl } = await openElements('gft-certificate-verify');
    const requested = recordChunks(page);
    // The second loader is in the page before the first has run: both find the element still waiting.
    await page.addInitScript((src) => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const script = document.createElement('script');
        script.type = 'module';
        script.src = `${src}?again=1`;
        document.head.append(script);
      });
    }, `${browser.webUrl}/widgets/gft-widgets.js`);
    const loaders: string[] = [];
    page.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname === '/widgets/gft-widgets.js') loaders.push(request.url());
    });
    await page.goto(pageUrl);
    await ready(page, 'gft-certificate-verify');
    await settle(page);
    expect(loaders).toHaveLength(2);
    expect(requested.filter((file) => file.startsWith('solo-') || file.startsWith('runtime-') || file.startsWith('define-'))).toEqual([
      soloFile('gft-certificate-verify', 'de'),
    ]);
    expect((await events(page)).filter((event) => event.type === 'gft-ready')).toHaveLength(1);
    expect(await page.locator('gft-certificate-verify').getByRole('heading', { level: 2 }).count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it('a second kind of element added later loads from the shared chunks, and both work', async () => {
    const { page, problems, pageUrl } = await openElements('gft-certificate-verify');
    const requested = recordChunks(page);
    await page.goto(pageUrl);
    await ready(page, 'gft-certificate-verify');
    expect(requested[0]).toBe(soloFile('gft-certificate-verify', 'de'));
    expect(requested.filter((file) => file.startsWith('runtime-'))).toEqual([]);
    await page.evaluate(() => document.body.append(document.createElement('gft-contact-form')));
    await ready(page, 'gft-contact-form');
    expect(requested.filter((file) => file.startsWith('runtime-'))).toHaveLength(1);
    expect(requested.filter((file) => file.startsWith('solo-'))).toHaveLength(1);
    // Both forms do their work: the verification finds the demo certificate, the contact form checks its fields.
    const verify = page.locator('gft-certificate-verify');
    await verify.getByLabel('Zertifikats-ID').fill('GFT-DEMO-VALID');
    await verify.getByRole('button', { name: 'Prüfen' }).click();
    await expect.poll(() => verify.getByRole('heading', { name: 'Zertifikat bestätigt' }).count(), { timeout: 10_000 }).toBe(1);
    const contact = page.locator('gft-contact-form');
    await contact.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect.poll(() => contact.getByRole('alert').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
});

/** The texts an element's first render needs on a German page, as the loader asks for them (widgets/main.ts). */
const firstRenderTexts = (tag: string): RegExp[] =>
  tag === 'gft-certificate-badge' ? [/^badge-/] : tag === 'gft-forest-meeting' ? [/^texts-de-/, /^meeting-/] : [/^texts-de-/];

/**
 * Opens a page with two kinds of element and waits until both elements' own chunks (`define-*`:
 * widgets/<element>/define.ts), every chunk those import and their first render's texts are requested, their answers
 * held back. (The loader asks for all of them at once, but the requests reach the test one by one: a text asked for
 * last was once counted as loaded after the first render.)
 */
async function requestBothGraphs(page: Page, pageUrl: string, requested: Set<string>, tags: readonly string[]): Promise<void> {
  await page.goto(pageUrl, { waitUntil: 'commit' });
  const own = () => [...requested].filter((file) => file.startsWith('define-'));
  await expect.poll(own).toHaveLength(2);
  await untilRequested(requested, () => own().flatMap((file) => [...staticClosure(file)]));
  const texts = tags.flatMap(firstRenderTexts);
  await expect.poll(() => texts.filter((text) => ![...requested].some((file) => text.test(file))).map(String)).toEqual([]);
}

describe('elements of two kinds on one page', () => {
  for (const { tag } of elements) {
    const tags = [tag, otherThan(tag)];
    it(`<${tag}> with <${otherThan(tag)}>: their own chunks and every chunk they import are requested at once, none after another has arrived`, async () => {
      const { page, problems, pageUrl } = await openElements(...tags);
      const chunks = await holdChunks(page);
      try {
        await requestBothGraphs(page, pageUrl, chunks.requested, tags);
        // Two kinds: no file of one element's own.
        expect([...chunks.requested].filter((file) => file.startsWith('solo-'))).toEqual([]);
      } finally {
        chunks.releaseAll();
      }
      for (const each of tags) await ready(page, each);
      expect(problems).toEqual([]);
    });

    it(`<${tag}> with <${otherThan(tag)}>: what they load after their first render is one chunk that imports only what their first render loaded`, async () => {
      const { page, problems, pageUrl } = await openElements(...tags);
      const chunks = await holdChunks(page);
      try {
        await requestBothGraphs(page, pageUrl, chunks.requested, tags);
        // The first render's chunks and texts are answered; what the forms ask for after it is held back.
        const firstRender = new Set(chunks.requested);
        chunks.release();
        const later = () => [...chunks.requested].filter((file) => !firstRender.has(file));
        await expect.poll(later).toEqual([expect.stringMatching(/^later-/)]);
        expect([...staticClosure(later()[0] ?? '')].filter((needed) => !firstRender.has(needed))).toEqual(later());
      } finally {
        chunks.releaseAll();
      }
      for (const each of tags) await ready(page, each);
      expect(problems).toEqual([]);
    });
  }
});

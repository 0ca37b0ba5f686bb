import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { parseSync } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '#demo/web/server';
import { elements } from '#widgets/lib/elements';
import { setupBrowser } from '../browser';
import { ready, recordEvents } from './helpers';

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
  await expect.poll(() => graph().filter((file) => !requested.has(file)), { timeout: 5000 }).toEqual([]);
}

/**
 * A partner's page with one element and the loader, on an origin of its own (a real server on this machine: a page
 * the test answered itself would be a public one, which Chromium keeps from calling the API on this machine).
 */
let pages: { url: string; close: () => Promise<void> };
/** What an element needs to do its work after the first render: the badge verifies the certificate it is given. */
const attributesOf: Partial<Record<string, string>> = { 'gft-certificate-badge': ' certificate-id="GFT-DEMO-VALID"' };
beforeAll(async () => {
  const server = createServer((request, response) => {
    const tag = new URL(request.url ?? '/', 'http://page').searchParams.get('tag') ?? '';
    if (!/^gft-[a-z-]+$/.test(tag)) return void response.writeHead(404).end();
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>One element</title><script type="module" src="${browser.webUrl}/widgets/gft-widgets.js" data-api-base="${browser.apiUrl}"></script></head><body><${tag}${attributesOf[tag] ?? ''}></${tag}></body></html>`,
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  pages = { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
});
afterAll(() => pages.close());

async function openOneElement(tag: string) {
  const opened = await browser.open('about:blank');
  await recordEvents(opened.page);
  return { ...opened, pageUrl: `${pages.url}?tag=${tag}` };
}

describe("an element's chunks", () => {
  for (const { tag } of elements) {
    it(`<${tag}>: its own chunk and every chunk it imports are requested at once, none after another has arrived`, async () => {
      const { page, problems, pageUrl } = await openOneElement(tag);
      const chunks = await holdChunks(page);
      try {
        await page.goto(pageUrl, { waitUntil: 'commit' });
        // The page has one element, so one element chunk (`define-*`: widgets/<element>/define.ts).
        await expect.poll(() => [...chunks.requested].filter((file) => file.startsWith('define-')), { timeout: 5000 }).toHaveLength(1);
        const own = [...chunks.requested].find((file) => file.startsWith('define-')) ?? '';
        await untilRequested(chunks.requested, () => [...staticClosure(own)]);
      } finally {
        chunks.releaseAll();
      }
      await ready(page, tag);
      expect(problems).toEqual([]);
    });

    it(`<${tag}>: what it loads after its first render (its schemas and calls, the API client) comes with every chunk those import, at once`, async () => {
      const { page, problems, pageUrl } = await openOneElement(tag);
      const chunks = await holdChunks(page);
      try {
        await page.goto(pageUrl, { waitUntil: 'commit' });
        await expect.poll(() => [...chunks.requested].filter((file) => file.startsWith('define-')), { timeout: 5000 }).toHaveLength(1);
        const own = [...chunks.requested].find((file) => file.startsWith('define-')) ?? '';
        await untilRequested(chunks.requested, () => [...staticClosure(own)]);
        // The first render's chunks and texts are answered; what the form asks for after it is held back.
        const firstRender = new Set(chunks.requested);
        chunks.release();
        const later = () => [...chunks.requested].filter((file) => !firstRender.has(file));
        // The API client among them: the form's other loads (the country list's call) may come a render earlier.
        await expect.poll(() => later().some((file) => file.startsWith('client-')), { timeout: 5000 }).toBe(true);
        await untilRequested(chunks.requested, () => later().flatMap((file) => [...staticClosure(file)].filter((needed) => !firstRender.has(needed))));
      } finally {
        chunks.releaseAll();
      }
      await ready(page, tag);
      expect(problems).toEqual([]);
    });
  }
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
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

const chunkOf = (url: string) => /^\/widgets\/chunks\/([^/]+)$/.exec(new URL(url).pathname)?.[1];

describe("an element's chunks", () => {
  for (const { tag } of elements) {
    it(`<${tag}>: its own chunk and every chunk it imports are requested at once, none after another has arrived`, async () => {
      const { page, problems } = await browser.open('about:blank');
      await recordEvents(page);
      // No chunk is answered until the page has asked for the element's whole graph: a chunk the browser finds only
      // in the imports of another chunk is never asked for while that one is held back.
      const requested = new Set<string>();
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/widgets\/chunks\//, async (route) => {
        requested.add(chunkOf(route.request().url()) ?? route.request().url());
        await released;
        await route.continue();
      });
      const pageUrl = new URL('/demo/one-element.html', browser.webUrl).href;
      await page.route(pageUrl, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>One element</title><script type="module" src="/widgets/gft-widgets.js" data-api-base="${browser.apiUrl}"></script></head><body><${tag}></${tag}></body></html>`,
        }),
      );
      try {
        await page.goto(pageUrl, { waitUntil: 'commit' });
        // The page has one element, so one element chunk (`define-*`: widgets/<element>/define.ts).
        await expect.poll(() => [...requested].filter((file) => file.startsWith('define-')), { timeout: 5000 }).toHaveLength(1);
        const own = [...requested].find((file) => file.startsWith('define-')) ?? '';
        const graph = [...staticClosure(own)];
        await expect.poll(() => graph.filter((file) => !requested.has(file)), { timeout: 5000 }).toEqual([]);
      } finally {
        release();
      }
      await ready(page, tag);
      expect(problems).toEqual([]);
    });
  }
});

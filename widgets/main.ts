/**
 * The widget bundle: `<script type="module" src="https://HOST/widgets/gft-widgets.js" data-api-base="https://API">`.
 * Defines five elements and nothing else global: <gft-certificate-verify>, <gft-token-lead>, <gft-contact-form>,
 * <gft-forest-meeting>, <gft-certificate-badge>. Each element's code is loaded only when the element appears on the page.
 */
// A User Timing mark, for profiling a host page (and for `npm run bench`).
performance.mark?.('gft-widgets:start');

// This file imports nothing statically, so it runs the moment it arrives. An element's chunk is fetched together with
// every chunk it imports, directly or through another (the shared runtime, the choice fields…): all in parallel, not
// each after the chunk that imports it has arrived. The build puts each element's list in place of the placeholder
// (demo/build-plugins/chunk-graph.ts); resolved against this file's URL, they are the URLs the chunks import, so the same
// modules. The dev server has no chunks.
const chunkGraph: Partial<Record<string, string[]>> = import.meta.env.DEV ? {} : JSON.parse('__GFT_CHUNK_GRAPH__');
// Elements of one kind found first on a page (most partner pages: one form, or badges) load one file instead: that
// element's code with everything its first render needs (the runtime or base, its texts in the page's language) in
// one chunk, built for it alone (demo/build-plugins/solo-build.ts). One request and one module instead of four or five: the
// first render comes sooner, and the page loads less (it has no code of the other elements in shared chunks). What it
// loads after its first render are chunks of its own build. Another kind added to the page later loads from the
// shared chunks above, with a runtime of its own (the two share no code, only the other language's texts, plain data).
const soloGraph: Partial<Record<string, { de: string; en: string }>> = import.meta.env.DEV ? {} : JSON.parse('__GFT_SOLO_GRAPH__');
// The page language's texts come along too, in parallel: those every element needs (common, forms, with the own texts
// of the elements whose texts are small) and, for the meeting, its own. The rule of shared/i18n/languages.ts
// resolveLanguage: anything but English is German. An element of another language loads its texts itself, and a
// failed text load is the runtime's to show (widgets/lib/define-widget.tsx).
const english = () => /^en(-|$)/i.test(document.documentElement.lang);
const quietly = (loading: Promise<unknown>) => loading.catch(() => undefined);
let commonTexts: Promise<unknown> | undefined;
/** An element's chunks, the common texts in the page's language and its own, if any (each import must stay literal). */
const element = (code: () => Promise<unknown>, own?: { de: () => Promise<unknown>; en: () => Promise<unknown> }) => (tag: string) => {
  const chunks = (chunkGraph[tag] ?? []).map((url) => import(/* @vite-ignore */ url));
  commonTexts ??= quietly(english() ? import('./lib/texts-en') : import('./lib/texts-de'));
  return Promise.all([...chunks, code(), commonTexts, own && quietly(english() ? own.en() : own.de())]);
};
const loaders: Record<string, (tag: string) => Promise<unknown>> = {
  'gft-certificate-verify': element(() => import('./certificate-verify/define')),
  'gft-token-lead': element(() => import('./token-lead/define')),
  'gft-contact-form': element(() => import('./contact-form/define')),
  'gft-forest-meeting': element(() => import('./forest-meeting/define'), {
    de: () => import('#shared/i18n/locales/de/meeting.json'),
    en: () => import('#shared/i18n/locales/en/meeting.json'),
  }),
  // Its own small element without Preact (no runtime, no common texts): its chunks, its code and its texts.
  'gft-certificate-badge': (tag) =>
    Promise.all([
      ...(chunkGraph[tag] ?? []).map((url) => import(/* @vite-ignore */ url)),
      import('./certificate-badge/define'),
      quietly(english() ? import('#shared/i18n/locales/en/badge.json') : import('#shared/i18n/locales/de/badge.json')),
    ]),
};

// Our element classes carry this mark (widgets/lib/define-widget.tsx); a class without it is the host page's own.
const ours = Symbol.for('gft-widgets.element');
const reported = Symbol.for('gft-widgets.reported');

/**
 * Whether the host page defined the tag itself. Said once (even with the script included twice): a console warning
 * and a gft-error on document naming the tag. The other elements load as usual.
 */
function takenByHost(tag: string): boolean {
  const existing = customElements.get(tag) as (CustomElementConstructor & Record<symbol, unknown>) | undefined;
  if (!existing || existing[ours]) return false;
  if (!existing[reported]) {
    Reflect.set(existing, reported, true);
    const message = `<${tag}> is already defined by this page: remove or rename the page's own definition.`;
    console.warn(`[gft-widgets] ${message}`);
    const detail = { widget: tag.slice('gft-'.length), kind: 'CONFIG_ERROR', code: 'TAG_DEFINED', message };
    document.dispatchEvent(new CustomEvent('gft-error', { bubbles: true, composed: true, detail }));
  }
  return true;
}

const waiting = new Set(Object.keys(loaders).filter((tag) => !takenByHost(tag) && !customElements.get(tag)));

// As in shared/api/lazy-module.ts (this file imports nothing): what browsers say when a module could not be fetched.
const notFetched = /dynamically imported module|importing a module script failed/i;

/**
 * The ways an element's code failed to load: its own file, the shared chunks. Chromium 150, Firefox and Safari remember
 * a module whose fetch failed (and fail every module importing it) until the page reloads, and the chunks import each
 * other by URL, so a way that failed is not taken again: an element inserted later takes the other one.
 */
const failedWays = new Map<string, Set<'solo' | 'shared'>>();

function load(tag: string, solo?: { de: string; en: string }): void {
  if (!waiting.delete(tag) || takenByHost(tag)) return;
  const failed = failedWays.get(tag) ?? new Set();
  const own = solo ?? soloGraph[tag];
  const way = solo && !failed.has('solo') ? 'solo' : !failed.has('shared') ? 'shared' : own && !failed.has('solo') ? 'solo' : undefined;
  const loading = way === 'solo' && own ? import(/* @vite-ignore */ english() ? own.en : own.de) : way === 'shared' ? loaders[tag]?.(tag) : undefined;
  if (!loading) return failedToLoad(tag, 'FETCH_ERROR');
  loading.catch((error: unknown) => {
    console.error(`[gft-widgets] could not load <${tag}>`, error);
    if (way) failedWays.set(tag, failed.add(way));
    failedToLoad(tag, error instanceof TypeError && notFetched.test(error.message) ? 'FETCH_ERROR' : 'MODULE_ERROR');
  });
}

/** The element stays empty, waiting for another of its kind to be inserted: its page hears why, the network or code that failed to run. */
function failedToLoad(tag: string, kind: 'FETCH_ERROR' | 'MODULE_ERROR'): void {
  waiting.add(tag);
  observe();
  const detail = {
    widget: tag.slice('gft-'.length),
    kind,
    message: `<${tag}> ${kind === 'MODULE_ERROR' ? 'failed to run (see the console)' : 'could not be loaded'}.`,
  };
  for (const element of document.querySelectorAll(tag)) element.dispatchEvent(new CustomEvent('gft-error', { bubbles: true, composed: true, detail }));
}

/** Whether the page has loaded an element already: only its first load can be one element's own file. */
let loadedBefore = false;
/**
 * Loads the elements found together: one element's own file when they are the page's first and of one kind, else the
 * shared chunks. Not while the page is still being parsed (a loader that is `async` or inserted by a tag manager runs
 * then): another kind may follow further down, and would bring a second runtime.
 */
function loadFound(tags: Set<string>): void {
  if (tags.size === 0) return;
  const [first] = tags;
  const solo = !loadedBefore && tags.size === 1 && first && document.readyState !== 'loading' ? soloGraph[first] : undefined;
  loadedBefore = true;
  for (const tag of tags) load(tag, solo);
}

/** Adds the waiting tags present in `root` to `found`. */
function scan(root: ParentNode, found: Set<string>): Set<string> {
  for (const tag of waiting) if (root.querySelector(tag)) found.add(tag);
  return found;
}

let observer: MutationObserver | undefined;
/** Watches the page for elements still waiting for their code (again, after a failed load). */
function observe(): void {
  if (observer || waiting.size === 0) return;
  observer = new MutationObserver((records) => {
    const found = new Set<string>();
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (waiting.has(node.localName)) found.add(node.localName);
        if (node.firstElementChild) scan(node, found);
      }
    }
    loadFound(found);
    if (waiting.size === 0) {
      observer?.disconnect();
      observer = undefined;
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

loadFound(scan(document, new Set()));
observe();

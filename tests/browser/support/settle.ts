/**
 * Waiting for a page to settle without waiting out fixed times: no request of the page in flight and no loading state
 * shown (a busy region, a "Loading" status, a deferred part's placeholder), twice in a row a frame apart. Read from the
 * outside (Playwright's request events and the DOM), so it needs no code in the app's first download, whose budget is
 * spent. No vitest here: the screenshots script imports it.
 */
import type { Page, Request } from 'playwright-core';

const inFlight = new WeakMap<Page, Set<Request>>();

/** Starts counting a page's requests (at once for every page `open` makes; call it before a navigation elsewhere). */
export function trackRequests(page: Page): Set<Request> {
  const known = inFlight.get(page);
  if (known) return known;
  const requests = new Set<Request>();
  inFlight.set(page, requests);
  page.on('request', (request) => requests.add(request));
  page.on('requestfinished', (request) => requests.delete(request));
  page.on('requestfailed', (request) => requests.delete(request));
  // A navigation's document request that becomes a download, or a page that went away, never finishes.
  page.on('download', (download) => {
    for (const request of requests) if (request.url() === download.url()) requests.delete(request);
  });
  return requests;
}

/** Whether the page shows a loading state: a busy element, a loading status, or (`deferred`) a deferred part not yet there. */
const showsLoading = (page: Page, deferred: boolean) =>
  page.evaluate(
    async (busy) => {
      // Two frames: what a scroll or a click started (an observer's callback, a render) has started by then.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      if (document.querySelector(busy)) return true;
      return [...document.querySelectorAll('[role="status"]')].some((status) => /^(Wird geladen|Loading)/.test(status.textContent?.trim() ?? ''));
    },
    deferred ? '[aria-busy="true"], .deferred' : '[aria-busy="true"]',
  );

/**
 * Waits until the page has settled: nothing in flight and no loading state, twice in a row; `deferred`: the home
 * page's parts below the fold have come too (they come once scrolled near). Fails after `timeout` ms naming what is
 * still loading.
 */
export async function settle(page: Page, options: { deferred?: boolean; timeout?: number } = {}): Promise<void> {
  const { deferred = false, timeout = 10_000 } = options;
  const requests = trackRequests(page);
  const until = Date.now() + timeout;
  let quiet = 0;
  while (quiet < 2) {
    const loading = await showsLoading(page, deferred).catch(() => true);
    quiet = requests.size === 0 && !loading ? quiet + 1 : 0;
    if (quiet < 2 && Date.now() > until) {
      throw new Error(
        `${page.url()} did not settle in ${timeout} ms: ${[...requests].map((request) => request.url()).join(', ') || 'a loading state is shown'}`,
      );
    }
  }
}

/**
 * Waits for a page of the app to be there and settled: after a frame (a click's navigation renders in the next one),
 * exactly one h1, then `settle`. The one wait every test of a page uses before it reads or checks the page.
 */
export async function settlePage(page: Page, options: { deferred?: boolean; timeout?: number } = {}): Promise<void> {
  const { timeout = 15_000 } = options;
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  const until = Date.now() + timeout;
  while ((await page.getByRole('heading', { level: 1 }).count()) !== 1) {
    if (Date.now() > until) throw new Error(`${page.url()} has no single h1 after ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await settle(page, options);
}

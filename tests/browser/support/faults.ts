import type { BrowserContext, Page, Route } from 'playwright-core';
import { inject } from 'vitest';
import { faultAnswers, type Fault } from '#demo/sandbox/faults';

/**
 * Faults of one test's browser context: the API calls its pages make fail as the sandbox's `/dev/faults` makes them
 * fail (the same answers), but only for this context, so test files can run side by side against one sandbox. They end
 * with the test (its context closes, or is cleared for the next test: browser.ts). A `network`, `500`, `503` or `malformed`
 * fault answers in the browser, so the call is never handled, as with the sandbox's own; a `timeout` is carried out at
 * the sandbox after its hold, as there too.
 */
interface ContextFaults {
  pending: Fault[];
  /** Requests held by a `timeout` fault, released when the faults are cleared. */
  held: Set<(go: boolean) => void>;
}
/** A `timeout` fault's hold: longer than the test web server's API timeout (servers.ts). */
const defaultHoldMs = 6000;

const byContext = new WeakMap<BrowserContext, ContextFaults>();

/** Waits `ms`, or until released: true to go on, false when the context closed meanwhile. */
const hold = (ms: number, held: Set<(go: boolean) => void>) =>
  new Promise<boolean>((resolve) => {
    const release = (go: boolean) => {
      clearTimeout(timer);
      held.delete(release);
      resolve(go);
    };
    const timer = setTimeout(() => release(true), ms);
    held.add(release);
  });

async function answer(route: Route, fault: Fault, held: Set<(go: boolean) => void>): Promise<void> {
  // The sandbox allows any origin; a fulfilled answer needs the same header or the browser calls it a network failure.
  const headers = { 'access-control-allow-origin': '*', 'content-type': 'application/json' };
  switch (fault.kind) {
    case 'network':
      return route.abort('connectionreset');
    case 'timeout': {
      // As the sandbox does: the call is held, then carried out, whether or not the page still waits for its answer;
      // not once the test's context is closed.
      const request = route.request();
      const { host: _host, ...sent } = await request.allHeaders();
      const body = request.postDataBuffer();
      if (!(await hold(fault.delayMs, held))) return;
      const response = await fetch(request.url(), { method: request.method(), headers: sent, ...(body ? { body: new Uint8Array(body) } : {}) });
      const answered = Buffer.from(await response.arrayBuffer());
      // The page may have given up meanwhile: then nobody is left to answer. (fetch has decoded the body.)
      const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'content-encoding' && name !== 'content-length'));
      return route.fulfill({ status: response.status, headers, body: answered }).catch(() => {});
    }
    case '500':
      return route.fulfill({ status: 500, headers, body: JSON.stringify(faultAnswers.serverError) });
    case '503':
      return route.fulfill({
        status: 503,
        headers: { ...headers, 'retry-after': String(faultAnswers.unavailableRetryAfterS) },
        body: JSON.stringify(faultAnswers.unavailable),
      });
    case 'malformed':
      return route.fulfill({ status: 200, headers, body: faultAnswers.malformed });
  }
}

async function faultsOf(context: BrowserContext): Promise<ContextFaults> {
  const known = byContext.get(context);
  if (known) return known;
  const created: ContextFaults = { pending: [], held: new Set() };
  byContext.set(context, created);
  // A held call must not keep the test's process waiting once its context is gone.
  context.on('close', () => {
    for (const release of [...created.held]) release(false);
  });
  const api = new URL(inject('apiUrl')).origin;
  await context.route(
    (url) => url.origin === api,
    async (route) => {
      const request = route.request();
      const path = new URL(request.url()).pathname;
      const index = request.method() === 'OPTIONS' ? -1 : created.pending.findIndex((fault) => fault.path === path);
      const fault = created.pending[index];
      if (!fault) return route.fallback();
      fault.count -= 1;
      if (fault.count <= 0) created.pending.splice(index, 1);
      // A call still held when its test ends has nobody to answer.
      return answer(route, fault, created.held).catch(() => {});
    },
  );
  return created;
}

/**
 * Makes the next `count` calls of `path` (default 1) by this page's context fail: `network` drops the connection,
 * `timeout` holds the call `delayMs` (default longer than the page waits; clearing the faults ends it) and then
 * carries it out,
 * `500` answers a server error, `malformed` a cut-off JSON answer.
 */
export async function injectFault(page: Page, path: string, kind: Fault['kind'], extra: { count?: number; delayMs?: number } = {}): Promise<void> {
  const faults = await faultsOf(page.context());
  faults.pending.push({ path, kind, count: extra.count ?? 1, delayMs: extra.delayMs ?? defaultHoldMs });
}

/** Ends this page's context's faults, and sends on the calls a `timeout` fault holds. */
export async function clearFaults(page: Page): Promise<void> {
  const faults = byContext.get(page.context());
  if (!faults) return;
  faults.pending.length = 0;
  for (const release of [...faults.held]) release(true);
}

/** Ends a context's faults as its closing would (a test's context that the next test uses again): held calls dropped. */
export function endFaults(context: BrowserContext): void {
  const faults = byContext.get(context);
  if (!faults) return;
  byContext.delete(context);
  for (const release of [...faults.held]) release(false);
}

/**
 * Makes this page's browser remember a module whose fetch failed, as Chromium 150, Firefox and Safari do: until the
 * next document, a script request for a URL that failed once fails again (those browsers do not even send it). Call it
 * before the test's own routes that drop requests (a route added later is asked first). Returns the URLs that failed.
 */
export async function rememberFailedModules(page: Page): Promise<Set<string>> {
  const failed = new Set<string>();
  page.on('request', (request) => {
    // A new document has a module map of its own.
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) failed.clear();
  });
  page.on('requestfailed', (request) => {
    if (request.resourceType() === 'script') failed.add(request.url());
  });
  await page.route('**/*', (route) =>
    route.request().resourceType() === 'script' && failed.has(route.request().url()) ? route.abort('failed') : route.fallback(),
  );
  return failed;
}

import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { logTestCpu } from './cpu-log';
import { endFaults } from './faults';
import { trackRequests } from './settle';

export interface OpenedPage {
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  problems: string[];
  /** Content-Security-Policy violations seen so far; any fails the test after it ends, even unchecked. */
  violations: string[];
}

/** How long a Playwright action waits for its element, as vitest.config's `expect.poll` waits for its state. */
export const actionTimeoutMs = 15_000;

/** The context options a test may ask `open` for. */
interface OpenOptions {
  viewport?: { width: number; height: number };
  timezoneId?: string;
  locale?: string;
}

/**
 * A file's kept context: a new browser context for every test cost about half a second of CPU (a renderer process
 * started, the portal's code fetched and compiled again), a thousand times a run. A test's first page is a new page in
 * the file's one context instead (fresh session storage, history, page routes and scripts), which the shared Chromium
 * (`--renderer-process-limit=1`) starts in the process its blank keeper page holds, warm. What a context keeps from
 * test to test is cleared after each (its other pages, cookies, the storage of every origin it visited, routes,
 * permissions, offline, extra headers, the listeners a test added); a test that changed what cannot be undone (an init
 * script or a binding of the context, its clock, its geolocation or credentials) ends the kept context, and the next
 * test gets a new one. The HTTP cache stays, as a visitor's does.
 */
interface KeptContext {
  context: BrowserContext;
  keeper: Page;
  /** Origins whose documents it loaded: their storage is cleared after each test. */
  origins: Set<string>;
  /** A test changed what a reset cannot undo. */
  spoiled: boolean;
  /** The CSP violations of the test that uses it. */
  violations: string[];
  /** Listeners a test added to the context. */
  listeners: [string, () => void][];
  resets: Set<'permissions' | 'offline' | 'headers'>;
}

/** The Playwright calls after which a kept context is not used again (nothing undoes them). */
const spoiling = ['addInitScript', 'exposeBinding', 'exposeFunction', 'setGeolocation', 'setHTTPCredentials'] as const;
/** How long closing a test's pages may take before its kept context is closed instead (see reset). */
const pageCloseMs = 5_000;
const clockCalls = ['install', 'fastForward', 'pauseAt', 'resume', 'runFor', 'setFixedTime', 'setSystemTime'] as const;

/**
 * After a failed test, how each of its pages stood: whether it was visible and focused, and whether it still drew
 * frames. An action that waits for an element to be stable waits for animation frames; one CI run lost a check()
 * that waited 15 s for them on a page that answered every other call, and nothing said why.
 */
async function reportPages(pages: Page[]): Promise<void> {
  for (const page of pages) {
    if (page.isClosed()) continue;
    const state = await Promise.race([
      page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            const start = performance.now();
            const describe = (frame: string) => `${document.visibilityState}, focus ${document.hasFocus()}, ${frame}`;
            requestAnimationFrame(() => resolve(describe(`a frame after ${Math.round(performance.now() - start)} ms`)));
            setTimeout(() => resolve(describe('no frame in 2 s')), 2_000);
          }),
      ),
      new Promise<string>((resolve) => setTimeout(() => resolve('no answer in 5 s'), 5_000)),
    ]).catch((error: unknown) => `unreadable: ${String(error)}`);
    console.error(`after the failure, ${page.url()}: ${state}`);
  }
}

/** Connects once per test file to the shared Chromium; each test gets a fresh page and fresh storage (KeptContext). */
// eslint-disable-next-line max-lines-per-function -- the vitest hooks of a test file's browser, page and clock, which share their state
export function setupBrowser() {
  let browser: Browser;
  let kept: KeptContext | undefined;
  let keptInUse = false;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.connect(inject('wsEndpoint'));
  });
  logTestCpu();
  // Every page runs under its server's Content-Security-Policy; a single violation fails the test that caused it.
  const opened: OpenedPage[] = [];
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') await reportPages(opened.map((entry) => entry.page));
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    const lists = new Set(opened.splice(0).map((entry) => entry.violations));
    if (keptInUse && kept) {
      const entry = kept;
      lists.add(entry.violations);
      entry.violations = [];
      // A context that cannot be cleared is not used again: the next test gets a new one.
      await reset(entry).catch(async () => {
        kept = undefined;
        await entry.context.close().catch(() => {});
      });
    }
    keptInUse = false;
    const seen = [...lists].flat();
    if (seen.length > 0) throw new Error(`Content-Security-Policy violations:\n${seen.join('\n')}`);
  });
  afterAll(async () => {
    await browser.close();
  });

  /** Readies a context for a test: the timeout, the CSP report and the page's clipboard. */
  async function prepare(context: BrowserContext, violations: () => string[]) {
    // A missing element fails the test well before the test's time limit; long enough for a machine whose cores are
    // all busy (a test waits for a state, never for a time to be enough).
    context.setDefaultTimeout(actionTimeoutMs);
    await context.exposeBinding('__testCspViolation', (_source, line: string) => void violations().push(line));
    await context.addInitScript(() => {
      // What the page copies, kept per page: the system clipboard is one for every context of the shared Chromium,
      // and files running side by side copy at the same time (a test read another file's copy).
      const clipboard = globalThis.Clipboard?.prototype;
      const writeText = clipboard?.writeText;
      if (clipboard && writeText)
        clipboard.writeText = function (this: Clipboard, text: string) {
          return writeText.call(this, text).then(() => {
            (window as unknown as { __copied?: string }).__copied = text;
          });
        };
      document.addEventListener(
        'securitypolicyviolation',
        (event) => {
          const report = (window as unknown as { __testCspViolation: (line: string) => void }).__testCspViolation;
          report(
            `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile || location.href}:${event.lineNumber} ${event.sample}`,
          );
        },
        true,
      );
    });
  }

  /** The file's kept context, made on first use (see KeptContext). */
  async function keptContext(): Promise<KeptContext> {
    if (kept) return kept;
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const violations: string[] = [];
    await prepare(context, () => made.violations);
    const made: KeptContext = { context, keeper: await context.newPage(), origins: new Set(), spoiled: false, violations, listeners: [], resets: new Set() };
    context.on('request', (request) => {
      if (request.isNavigationRequest() && /^https?:/.test(request.url())) made.origins.add(new URL(request.url()).origin);
    });
    // A renderer that crashed takes the keeper's process with it: nothing of the context can be cleared then (the
    // clearing waited out the hook's two minutes once), so the next test gets a new one.
    made.keeper.on('crash', () => (made.spoiled = true));
    context.on('page', (page) => page.on('crash', () => (made.spoiled = true)));
    // What a test may do to its page's context, seen as it happens (the test holds the same object).
    const patch = (target: object, name: string, effect: (args: unknown[]) => void) => {
      const methods = target as Record<string, (...args: unknown[]) => unknown>;
      const original = methods[name];
      if (!original) throw new Error(`Playwright has no ${name} to watch`);
      methods[name] = function (this: unknown, ...args: unknown[]) {
        effect(args);
        return original.apply(this, args);
      };
    };
    for (const name of spoiling) patch(context, name, () => (made.spoiled = true));
    for (const name of clockCalls) patch(context.clock, name, () => (made.spoiled = true));
    patch(context, 'grantPermissions', () => made.resets.add('permissions'));
    patch(context, 'setOffline', () => made.resets.add('offline'));
    patch(context, 'setExtraHTTPHeaders', () => made.resets.add('headers'));
    for (const name of ['on', 'once', 'addListener', 'prependListener'])
      patch(context, name, ([event, listener]) => made.listeners.push([event as string, listener as () => void]));
    kept = made;
    return made;
  }

  /** Clears what a test left in the kept context, or ends it when that cannot be undone (see KeptContext). */
  async function reset(entry: KeptContext) {
    const { context, keeper } = entry;
    // Chromium with one renderer process never finishes closing a page caught in a navigation to another origin (the
    // payment page sending the visitor back to the portal, closed as the test ends: page.close() hung, every time).
    // Closing its context does finish: a page that is not closed in time ends the kept context. Only the next test's
    // speed depends on the limit, never what it sees.
    const pagesClosed = Promise.all(
      context
        .pages()
        .filter((page) => page !== keeper)
        .map((page) => page.close()),
    ).then(
      () => true,
      () => false,
    );
    let timer: NodeJS.Timeout | undefined;
    const closed = await Promise.race([pagesClosed, new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), pageCloseMs)))]);
    clearTimeout(timer);
    endFaults(context);
    if (entry.spoiled || !closed) {
      kept = undefined;
      await context.close();
      return;
    }
    for (const [event, listener] of entry.listeners.splice(0)) context.off(event as 'page', listener);
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    if (entry.resets.has('permissions')) await context.clearPermissions();
    if (entry.resets.has('offline')) await context.setOffline(false);
    if (entry.resets.has('headers')) await context.setExtraHTTPHeaders({});
    entry.resets.clear();
    await context.clearCookies();
    const session = await context.newCDPSession(keeper);
    for (const origin of entry.origins)
      await session.send('Storage.clearDataForOrigin', {
        origin,
        storageTypes: 'local_storage,indexeddb,cache_storage,service_workers,file_systems,shared_storage,storage_buckets',
      });
    await session.detach();
    entry.origins.clear();
  }

  return {
    webUrl: inject('webUrl'),
    apiUrl: inject('apiUrl'),
    /**
     * A fresh page (1280x800 unless told) at `path`, in fresh storage; `timezoneId` sets the visitor's time zone (else
     * the machine's), `locale` the browser's language (else the machine's). A test's first page is in the file's kept
     * context; a second `open` in the same test, or one with a time zone or language, gets a context of its own.
     */
    async open(path: string, options: OpenOptions = {}): Promise<OpenedPage> {
      const viewport = options.viewport ?? { width: 1280, height: 800 };
      let page: Page;
      let violations: string[];
      if (!keptInUse && !options.timezoneId && !options.locale) {
        const entry = await keptContext();
        keptInUse = true;
        page = await entry.context.newPage();
        if (viewport.width !== 1280 || viewport.height !== 800) await page.setViewportSize(viewport);
        violations = entry.violations;
      } else {
        const context = await browser.newContext({
          viewport,
          ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
          ...(options.locale ? { locale: options.locale } : {}),
        });
        contexts.push(context);
        violations = [];
        await prepare(context, () => violations);
        page = await context.newPage();
      }
      trackRequests(page);
      // Every navigation of a test's page waits for hydration (see untilHydrated), not only the first; a reload or a
      // step back or forward too: a prerendered page shows its heading before its script has run.
      const hydrating =
        <A extends unknown[], R>(navigate: (...args: A) => Promise<R>) =>
        async (...args: A): Promise<R> => {
          const response = await navigate(...args);
          await untilHydrated(page);
          return response;
        };
      page.goto = hydrating(page.goto.bind(page));
      page.reload = hydrating(page.reload.bind(page));
      page.goBack = hydrating(page.goBack.bind(page));
      page.goForward = hydrating(page.goForward.bind(page));
      const problems: string[] = [];
      page.on('console', (message) => {
        // Chromium logs every 4xx answer; a 400 or 409 is an API's answer to input a test sends on purpose.
        if (message.type() === 'error' && !/^Failed to load resource: the server responded with a status of 40[09]/.test(message.text())) {
          problems.push(`console: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      opened.push({ page, problems, violations });
      await page.goto(new URL(path, inject('webUrl')).href);
      await untilHydrated(page);
      return { page, problems, violations };
    },
  };
}

/** The text the page last copied to the clipboard (with the real Clipboard API; null when it copied nothing). */
export const copiedText = (page: Page) => page.evaluate(() => (window as unknown as { __copied?: string }).__copied ?? null);

/**
 * Waits until a portal page is hydrated (`data-hydrated` on <html>, portal/lib/hydration.ts): typing into a
 * prerendered form before that tests the HTML, not the app. Other pages (demo pages, about:blank) at once.
 */
export async function untilHydrated(page: Page): Promise<void> {
  const deadline = Date.now() + 10_000;
  // One call that answers when <html> gets the attribute (a MutationObserver in the page, no timer: a test may have
  // installed Playwright's clock), not a poll every 50 ms; raced with the time left, as the page may never get it.
  const hydrated = () =>
    page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const root = document.documentElement;
          const ready = () => !document.getElementById('root') || root.hasAttribute('data-hydrated');
          if (ready()) return resolve(true);
          const observer = new MutationObserver(() => {
            if (!ready()) return;
            observer.disconnect();
            resolve(true);
          });
          observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
        }),
    );
  while (Date.now() < deadline) {
    let timer: NodeJS.Timeout | undefined;
    const timeUp = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), deadline - Date.now())));
    // A navigation that replaces the document ends the call: ask the new one.
    const done = await Promise.race([hydrated().catch(() => false), timeUp]);
    clearTimeout(timer);
    if (done) return;
    await page.waitForTimeout(20);
  }
}

import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
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

/** Connects once per test file to the shared Chromium; each test gets its own context (fresh storage). */
export function setupBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.connect(inject('wsEndpoint'));
  });
  // Every page runs under its server's Content-Security-Policy; a single violation fails the test that caused it.
  const opened: OpenedPage[] = [];
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    const seen = opened.splice(0).flatMap((entry) => entry.violations);
    if (seen.length > 0) throw new Error(`Content-Security-Policy violations:\n${seen.join('\n')}`);
  });
  afterAll(async () => {
    await browser.close();
  });
  return {
    webUrl: inject('webUrl'),
    apiUrl: inject('apiUrl'),
    /**
     * A fresh context (1280x800 unless told) at `path`; `timezoneId` sets the visitor's time zone (else the machine's),
     * `locale` the browser's language (else the machine's).
     */
    async open(path: string, options: { viewport?: { width: number; height: number }; timezoneId?: string; locale?: string } = {}): Promise<OpenedPage> {
      const context = await browser.newContext({
        viewport: options.viewport ?? { width: 1280, height: 800 },
        ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
        ...(options.locale ? { locale: options.locale } : {}),
      });
      contexts.push(context);
      // A missing element fails the test well before the test's time limit; long enough for a machine whose cores are
      // all busy (a test waits for a state, never for a time to be enough).
      context.setDefaultTimeout(actionTimeoutMs);
      const violations: string[] = [];
      await context.exposeBinding('__testCspViolation', (_source, line: string) => violations.push(line));
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
      const page = await context.newPage();
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

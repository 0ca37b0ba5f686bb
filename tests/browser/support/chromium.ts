/** Debian's Chromium (Playwright's own browser download does not work on our machines): `npm run bench` (but for the widget's first renders) and the screenshots. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/**
 * The browser tests' Chromium, and the bench's for the widget's first renders: Debian's `chromium-headless-shell`, the same Blink and V8 (156) without the browser's
 * windows, address bar and per-profile services, as Playwright runs its own headless tests. Measured on this 2-core
 * machine, whole suite, same 1,270 tests: vitest 440 s against 524 s with the full Chromium; 30 new contexts 1.9 s of the
 * browser process's CPU against 4.7 s.
 */
export const testChromiumPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
/** What to do without the tests' Chromium, in one line. */
export const missingChromium = `No Chromium headless shell at ${testChromiumPath}: install it with \`apt-get update && apt-get install -y chromium-headless-shell\` (as .ci/run does), or set CHROMIUM_HEADLESS_SHELL_PATH.`;
/**
 * The browser tests' Chromium's switches: without site isolation, a page of another origin (the sandbox's payment page,
 * a partner page) does not start a renderer process of its own; about 7 % less time on two cores (measured on the
 * heaviest files). What a page may do across origins is unchanged; the bench and the screenshots keep the default.
 */
export const testChromiumArgs = [
  ...chromiumArgs,
  '--disable-features=IsolateOrigins,site-per-process',
  '--disable-site-isolation-trials',
  // A context's new page starts in a renderer process the context already has (its keeper page's, browser.ts), not a
  // process of its own: 0.43 s of CPU for a new page and the portal's first load against 0.75 s (measured, 2 cores).
  // Contexts never share a process.
  '--renderer-process-limit=1',
];

/** Debian's Chromium (Playwright's own browser download does not work on our machines). */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
/** What to do without it, in one line. */
export const missingChromium = `No Chromium at ${chromiumPath}: install it with \`apt-get update && apt-get install -y chromium\` (as .ci/run does), or set CHROMIUM_PATH.`;
/**
 * The browser tests' Chromium. Without the address bar's popups as web pages (Chromium 156 starts two renderer
 * processes for them, `chrome://omnibox-popup.top-chrome/`, with every new browser context, though a headless window
 * never shows them; measured over 30 new contexts: 5.1 to 6.7 s of CPU and 5.9 to 8.1 s against 3.5 s and 3.3 to 3.9 s
 * without them, and the suite opens about a thousand contexts). Without site isolation, a page of another origin (the
 * sandbox's payment page, a partner page) does not start a renderer process of its own; about 7 % less time on two
 * cores (measured on the heaviest files). What a page may do across origins is unchanged; the bench and the
 * screenshots keep the default.
 */
export const testChromiumArgs = [
  ...chromiumArgs,
  '--disable-features=IsolateOrigins,site-per-process,WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
  '--disable-site-isolation-trials',
];

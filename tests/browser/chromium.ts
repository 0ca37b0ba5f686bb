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
 * The browser tests' Chromium: without site isolation, a page of another origin (the sandbox's payment page, a partner
 * page) does not start a renderer process of its own; about 7 % less time on two cores (measured on the heaviest
 * files). What a page may do across origins is unchanged; the bench and the screenshots keep the default.
 */
export const testChromiumArgs = [...chromiumArgs, '--disable-features=IsolateOrigins,site-per-process', '--disable-site-isolation-trials'];

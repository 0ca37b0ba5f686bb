/**
 * `npm run screenshots`: full-page screenshots of every page of the portal, in both languages at 375 and 1280 px, into
 * `screenshots/` (git-ignored) for review. Starts what `npm start` starts (built if stale) on free ports with fresh
 * data; the customer area as the seeded user demo@greenfee.example; then the states a customer passes through, as a
 * fresh customer per language (flows.ts: `<lang>-<width>-flow-<state>.png`, the PDFs as `<lang>-pdf-<name>-p<N>.png`),
 * and each step of the forest owner's meeting (meeting-steps.ts: `<lang>-<width>-meeting-step-<n>.png`).
 * `SCREENSHOT_WIDTHS=375` or `SCREENSHOT_ONLY=faq,sdg` (parts of the file name, `flow` for the flows) narrow the run.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { build, buildIsStale } from '#demo/build';
import { startSandbox } from '#demo/sandbox/server';
import { repoRoot, startWebServer } from '#demo/web/server';
import { localized, paramPaths, paths } from '#portal/lib/paths';
import { storageKeys } from '#shared/storage/keys';
import { parseAppConfig } from '#shared/config/config';
import { exampleProviderConfig } from '#demo/example-provider';
import { seedEmails, seedPassword } from '#demo/sandbox/seed-ids';
import { chromiumArgs, chromiumPath } from '../browser/support/chromium';
import { captureFlows } from './flows';
import { meetingStates } from './meeting-steps';
import {
  authEntries,
  consentCookie,
  dashboardEntries,
  dashboardNotFoundEntry,
  detailEntries,
  embedEntry,
  forestEntries,
  isNotFoundPage,
  languages,
  loadFully,
  notFoundEntry,
  publicEntries,
  type PageEntry,
} from '../browser/support/page-list';

const started = Date.now();
const outDir = join(repoRoot, 'screenshots');
const widths = (process.env.SCREENSHOT_WIDTHS || '375,1280').split(',').map(Number);
// Several parts, comma-separated, in one run: the servers and the browser start once.
const onlyParts = (process.env.SCREENSHOT_ONLY || '').split(',').filter(Boolean);
const wanted = (file: string) => onlyParts.length === 0 || onlyParts.some((part) => file.includes(part));

if (buildIsStale()) build();
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const dataDir = mkdtempSync(join(tmpdir(), 'gft-screenshots-'));
const sandbox = await startSandbox({ dataDir, port: 0, env: {}, log: () => {} });
// As a deployment shows them: the site's public origin (GFT_SITE_URL) in the embed code, a certificate's link and PDF.
const siteUrl = 'https://www.greenfee.example';
const web = await startWebServer({ config: parseAppConfig({ apiBase: sandbox.url, exampleData: true, ...exampleProviderConfig }), port: 0, siteUrl });
sandbox.sandbox.options.portalOrigin = new URL(web.url).origin;
sandbox.sandbox.options.siteOrigin = siteUrl;
const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
const written: string[] = [];
const notes = new Set<string>();
const failures: string[] = [];

try {
  const logIn = async (email: string) => {
    const login = await fetch(`${sandbox.url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: seedPassword }) });
    if (!login.ok) throw new Error(`login of the seeded user ${email}: ${login.status}`);
    return (await login.json()) as { user: unknown; session: { token: string } };
  };
  const { user, session } = await logIn(seedEmails.demo);
  // The CSRD report is a business account's: the seeded business customer's, beside the private one's explanation.
  const business = await logIn(seedEmails.business);
  const forests = await forestEntries(sandbox.url);
  // The seeded customer's public impact page, turned on (the profile then shows its setting on), and one that is not.
  const impactOn = await fetch(`${sandbox.url}/impact/edit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lt: session.token },
    body: JSON.stringify({ enabled: true, name: 'dana-demo', displayName: 'Dana Demo' }),
  });
  if (!impactOn.ok) throw new Error(`the seeded user's impact page: ${impactOn.status}`);
  const impactPages: PageEntry[] = [
    { name: 'impact', path: paramPaths.impact.href({ id: 'dana-demo' }) },
    { name: 'impact-not-found', path: paramPaths.impact.href({ id: 'no-such-page' }) },
  ];
  const guestPages = [...publicEntries, ...forests, ...impactPages, embedEntry, ...authEntries, notFoundEntry];
  const accountPages = [...dashboardEntries, dashboardNotFoundEntry, ...(await detailEntries(sandbox.url, session.token))];

  /** Public pages after a visitor's input: the calculator's result, a verified certificate. */
  const shootStates = async (context: BrowserContext, language: (typeof languages)[number], width: number) => {
    const states: [name: string, path: string, act: (page: Page) => Promise<void>][] = [
      [
        'calculator-result',
        paths.calculator,
        async (page) => {
          const words = language === 'de' ? { km: 'Kilometer im Jahr (km)', go: 'Berechnen', result: /t CO₂e im Jahr/ } : { km: 'Kilometres a year (km)', go: 'Calculate', result: /t of CO₂e a year/ };
          await page.getByLabel(words.km).first().fill('9000');
          await page.getByRole('button', { name: words.go }).first().click();
          await page.getByRole('heading', { level: 2, name: words.result }).waitFor({ timeout: 10_000 });
          await page.getByText(/€/).first().waitFor({ timeout: 10_000 });
        },
      ],
      [
        'verify-valid',
        `${paths.verify}?certificate=GFT-DEMO-VALID`,
        async (page) => {
          await page.getByRole('heading', { level: 2 }).first().waitFor({ timeout: 10_000 });
        },
      ],
      ...meetingStates(language, sandbox.url),
    ];
    const page = await context.newPage();
    for (const [name, path, act] of states) {
      const file = `${language}-${width}-${name}.png`;
      if (!wanted(file)) continue;
      try {
        await loadFully(page, new URL(localized(language, path), web.url).href);
        await act(page);
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({ path: join(outDir, file), fullPage: true });
        written.push(file);
      } catch (error) {
        failures.push(`${file}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    await page.close();
  };

  const shoot = async (context: BrowserContext, language: (typeof languages)[number], width: number, entries: PageEntry[]) => {
    const page = await context.newPage();
    for (const entry of entries) {
      const file = `${language}-${width}-${entry.name}.png`;
      if (!wanted(file)) continue;
      try {
        await loadFully(page, new URL(localized(language, entry.path), web.url).href);
        if (forests.includes(entry) && (await isNotFoundPage(page))) throw new Error(`${entry.path} shows the not-found page`);
        await page.screenshot({ path: join(outDir, file), fullPage: true });
        written.push(file);
      } catch (error) {
        failures.push(`${file}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    await page.close();
  };

  for (const width of widths) {
    const viewport = { width, height: width < 800 ? 812 : 800 };
    for (const language of languages) {
      // The browser's own locale, as a visitor's would be: date inputs show dd.mm.yyyy in German, mm/dd/yyyy in English.
      const locale = language === 'de' ? 'de-DE' : 'en-US';
      const guest = await browser.newContext({ viewport, locale });
      // Without the consent cookie once: the banner, as a first visitor sees it.
      const first = await guest.newPage();
      await loadFully(first, new URL(localized(language, '/'), web.url).href);
      if (wanted(`${language}-${width}-cookie-banner.png`)) {
        await first.screenshot({ path: join(outDir, `${language}-${width}-cookie-banner.png`) });
        written.push(`${language}-${width}-cookie-banner.png`);
      }
      await first.close();
      await guest.addCookies([consentCookie(web.url)]);
      await shoot(guest, language, width, guestPages);
      await shootStates(guest, language, width);
      await guest.close();

      const loggedIn = async (as: { user: unknown; session: { token: string } }) => {
        const context = await browser.newContext({ viewport, locale });
        await context.addCookies([consentCookie(web.url)]);
        await context.addInitScript(
          ({ keys, token, user: stored }) => {
            localStorage.setItem(keys.sessionToken.name, token);
            localStorage.setItem(keys.sessionUser.name, JSON.stringify(stored));
          },
          { keys: storageKeys, token: as.session.token, user: as.user },
        );
        return context;
      };
      if (wanted(`${language}-${width}-dashboard-report-business.png`)) {
        const businessAccount = await loggedIn(business);
        await shoot(businessAccount, language, width, [{ name: 'dashboard-report-business', path: paths.report }]);
        await businessAccount.close();
      }
      const account = await loggedIn({ user, session });
      await shoot(account, language, width, [...accountPages, { name: 'dashboard-transactions-filtered', path: `${paths.transactions}?type=compensation&from=2025-01-01` }]);
      // The phone's one navigation, open: the customer area's pages first (what the window shows).
      const menuFile = `${language}-${width}-dashboard-menu-open.png`;
      if (width < 800 && wanted(menuFile)) {
        const page = await account.newPage();
        try {
          await loadFully(page, new URL(localized(language, paths.dashboard), web.url).href);
          await page.locator('.menu-button').click();
          await page.locator('#mobile-menu').waitFor({ state: 'visible' });
          await page.screenshot({ path: join(outDir, menuFile) });
          written.push(menuFile);
        } catch (error) {
          failures.push(`${menuFile}: ${error instanceof Error ? error.message : String(error)}`);
        }
        await page.close();
      }
      await account.close();
    }
  }
  await captureFlows({
    browser,
    webUrl: web.url,
    apiUrl: sandbox.url,
    outDir,
    widths,
    languages,
    wanted,
    written,
    failures,
  });
} finally {
  await browser.close();
  await web.close();
  await sandbox.close();
  rmSync(dataDir, { recursive: true, force: true });
}

for (const note of notes) console.log(`note: ${note}`);
console.log(`${written.length} screenshots in ${relative(process.cwd(), outDir) || '.'}/ (${outDir}), ${((Date.now() - started) / 1000).toFixed(0)} s`);
if (failures.length > 0) {
  console.error(`${failures.length} pages could not be captured:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
}

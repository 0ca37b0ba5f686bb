import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { localized, paramPaths, paths } from '#portal/lib/paths';
import { setupBrowser, copiedText } from '../support/browser';
import { axeAtWidths, axeViolations, resizeTo, uniqueEmail } from '../support/widgets';
import { createAccountAt, loggedInCustomer, loginAs } from '../support/accounts';
import { consentCookie, dashboardNotFoundEntry, detailEntries, loadFully, overflowAt } from '../support/page-list';
import { freshCustomer } from '../support/projects';
import { injectFault } from '../support/faults';
import { settlePage } from '../support/settle';

const browser = setupBrowser();
const url = (path: string) => new URL(path, browser.webUrl).href;
const pathOf = (page: Page) => new URL(page.url()).pathname;
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

const text = {
  de: {
    nav: 'Kundenbereich',
    menu: 'Menü',
    logout: 'Abmelden',
    publicLinks: 'Hauptmenü',
    entries: ['Übersicht', 'Projekte', 'GFT kaufen', 'Kompensieren', 'Transaktionen', 'Profil'],
    notFound: 'Seite nicht gefunden',
    toOverview: 'Zur Übersicht',
    toHome: 'Zur Startseite',
    legal: 'Rechtliches',
    legalLinks: ['Impressum', 'Datenschutzerklärung', 'Barrierefreiheit', 'AGB (externe Seite)', 'Widerrufsrecht'],
    cookieSettings: 'Cookie-Einstellungen',
    marketing: ['Projekte', 'Kontakt', 'Team', 'Blog', 'Prüfer'],
    create: 'Erstes Projekt anlegen',
    buy: 'GFT kaufen',
    compensate: 'Jetzt kompensieren',
    copy: 'Adresse kopieren',
    proof: 'Technischer Nachweis: Ihr Konto im öffentlichen Register',
    copied: 'Adresse kopiert',
    register: /Adresse im öffentlichen Register ansehen/,
    projectsHeading: 'Meine Projekte',
    wallet: 'Ihr GFT-Guthaben',
  },
  en: {
    nav: 'Customer area',
    menu: 'Menu',
    logout: 'Log out',
    publicLinks: 'Main',
    entries: ['Overview', 'Projects', 'Buy GFT', 'Compensate', 'Transactions', 'Profile'],
    notFound: 'Page not found',
    toOverview: 'Go to the overview',
    toHome: 'Go to the home page',
    legal: 'Legal',
    legalLinks: ['Imprint', 'Privacy policy', 'Accessibility', 'Terms and conditions (external site)', 'Right of withdrawal'],
    cookieSettings: 'Cookie settings',
    marketing: ['Projects', 'Contact', 'Team', 'Blog', 'Auditors'],
    create: 'Create your first project',
    buy: 'Buy GFT',
    compensate: 'Compensate now',
    copy: 'Copy the address',
    proof: 'Technical proof: your account on the public register',
    copied: 'Address copied',
    projectsHeading: 'My projects',
    wallet: 'Your GFT balance',
    register: /View the address in the public register/,
  },
} as const;

/** A new account, logged in (its session stored before the page loads). */
const freshUser = (page: Page, prefix: string) => loggedInCustomer(page, browser.apiUrl, prefix);

async function createProject(token: string, co2Emissions: number): Promise<void> {
  const response = await fetch(`${browser.apiUrl}/project/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lt: token },
    body: JSON.stringify({ name: 'Lager Linz', description: '', co2Emissions, compensationPeriod: { startDate: '2026-01-01', endDate: '2026-12-31' } }),
  });
  expect(response.status).toBe(200);
}

/** Tonnes as the portal writes them, with no break inside ("42 t CO₂", non-breaking spaces). */
const tonnes = (value: string) => `${value}\u00a0t\u00a0CO₂`;

/** A region of the overview loaded when scrolled near (the wallet, the chart, the activity): scrolled to first. */
async function scrolledTo(page: Page, name: string) {
  const region = page.getByRole('region', { name });
  await region.scrollIntoViewIfNeeded({ timeout: 10_000 });
  return region;
}

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe.each(['de', 'en'] as const)('the frame (%s)', (language) => {
  const t = text[language];

  it(
    "every page of the customer area, for a user with projects, a certificate and transactions: one h1, the navigation with the current page marked, the header without the public site's links, a slim footer with the legal pages and the cookie settings; no sideways scrolling at 1280, 800, 375 and 320 px; at 375 px the page right below the header and the header's menu the one navigation, with the same page marked",
    { timeout: 120_000 },
    async () => {
      const { page, problems } = await browser.open('about:blank', { viewport: { width: 1280, height: 800 } });
      await page.context().addCookies([consentCookie(browser.webUrl)]);
      const { api, token } = await freshCustomer(page, browser.apiUrl, `frame-${language}`);
      await api.buy(20);
      const project = await api.createProject({
        name: 'Bürogebäude mit einem recht langen Namen 2026',
        co2Emissions: 5,
        description: 'Heizung, Strom und Dienstreisen',
      });
      await api.burn(project._id, 5);
      await api.createProject({ name: 'Fuhrpark', co2Emissions: 30 });
      const details = await detailEntries(browser.apiUrl, token);
      const detail = (name: string) => details.find((entry) => entry.name === name)?.path ?? `no ${name}`;
      /** Every page under /dashboard with this user's data, and the navigation entry it belongs to (none for an unknown path). */
      const pages: [path: string, entry: number | null][] = [
        [paths.dashboard, 0],
        [paths.projects, 1],
        [paths.newProject, 1],
        [detail('dashboard-project'), 1],
        [detail('dashboard-edit-project'), 1],
        [detail('dashboard-certificate'), 1],
        [paths.buy, 2],
        [paths.compensate, 3],
        [paths.transactions, 4],
        [detail('dashboard-transaction'), 4],
        // Reached from a project, a certificate and the overview, not from the transactions: no entry is theirs.
        [paths.tokenIndexes, null],
        [paths.report, null],
        [paths.profile, 5],
        [dashboardNotFoundEntry.path, null],
      ];
      const sideways: Record<string, string[]> = {};
      for (const [path, entry] of pages) {
        await page.setViewportSize({ width: 1280, height: 800 });
        // Loaded whole (the sections that mount when scrolled near, the fonts): what they draw may run past the edge.
        await loadFully(page, url(localized(language, path)));
        const nav = page.getByRole('navigation', { name: t.nav });
        expect(await nav.getByRole('link').allTextContents(), path).toEqual(t.entries);
        const current = nav.locator('[aria-current="page"]');
        expect(await current.allTextContents(), path).toEqual(entry === null ? [] : [t.entries[entry]]);
        // The header: the brand, the language switch and the profile menu; not the public site's links ("Projekte"
        // twice, with two meanings).
        const banner = page.getByRole('banner');
        for (const name of t.marketing) expect(await banner.getByRole('link', { name: new RegExp(`^${name}\\b`) }).count(), `${path}: ${name}`).toBe(0);
        expect(await banner.getByRole('navigation').count(), path).toBe(0);
        // One footer, slim: the legal pages (an imprint reachable from every page), the terms, the right of withdrawal
        // and the cookie settings.
        const footer = page.getByRole('contentinfo');
        expect(await footer.count(), path).toBe(1);
        const legal = footer.getByRole('navigation', { name: t.legal });
        expect(await legal.getByRole('link').allTextContents(), path).toEqual(t.legalLinks);
        expect(await legal.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href'))), path).toEqual([
          ...[paths.impressum, paths.privacyPolicy, paths.accessibility].map((legalPath) => localized(language, legalPath)),
          'https://greenfee.example/terms',
          `${localized(language, paths.impressum)}#withdrawal`,
        ]);
        expect(await legal.getByRole('button', { name: t.cookieSettings }).count(), path).toBe(1);
        // The page is in the main landmark, the navigation beside it.
        expect(await page.getByRole('main').getByRole('heading', { level: 1 }).count(), path).toBe(1);
        // The customer area's not-found page meets axe here, at the language's width (docs/decisions/0003-axe-pairwise.md).
        if (entry === null && language === 'en') expect(await axeViolations(page, 'body'), path).toEqual([]);

        // The same page at each narrower width: media queries and resize listeners follow a resize at once.
        for (const width of [1280, 800, 375, 320]) {
          await resizeTo(page, { width, height: 800 });
          const problemsAt = await overflowAt(page);
          if (problemsAt.length > 0) sideways[`${width} px ${path}`] = problemsAt;
          if (width !== 375) continue;
          // The overview and the profile at a phone's width in both languages (the flows check each at its language's
          // width only); the not-found page at German's.
          if (path === paths.dashboard || path === paths.profile || (entry === null && language === 'de'))
            expect(await axeViolations(page, 'body'), `${path} at 375 px`).toEqual([]);
          // One navigation on a phone: no second menu in the page, which starts right below the header.
          expect(await nav.count(), path).toBe(0);
          expect(await page.getByRole('main').getByRole('button', { name: t.menu }).count(), path).toBe(0);
          // Measured to the page's first line: a detail page's way back stands above its h1.
          const gap = await page.evaluate(() => {
            const header = document.querySelector('header')?.getBoundingClientRect();
            const first = [...document.querySelectorAll('main *')].find((element) => element.getBoundingClientRect().height > 0 && element.textContent?.trim());
            const top = first?.getBoundingClientRect().top;
            return header && top !== undefined ? top - header.bottom : Number.NaN;
          });
          expect(gap, path).toBeLessThan(64);
          // The header's menu reaches every page of the customer area, the current one marked as in the sidebar.
          await page.getByRole('banner').getByRole('button', { name: t.menu }).click();
          const menu = page.getByRole('dialog', { name: t.menu }).getByRole('navigation', { name: t.nav });
          await expect.poll(() => menu.getByRole('link').allTextContents(), { timeout: 10_000 }).toEqual(t.entries);
          expect(await menu.locator('[aria-current="page"]').allTextContents(), path).toEqual(entry === null ? [] : [t.entries[entry]]);
          await page.keyboard.press('Escape');
          await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
        }
      }
      expect(sideways).toEqual({});
      // The unknown path's document is a 404 on purpose.
      expect(problems.filter((problem) => !problem.includes('status of 404'))).toEqual([]);
    },
  );

  it("at 375 px the header's menu lists the customer area first, then the account, then the public links; it leads to a page and closes", async () => {
    const { page } = await browser.open('about:blank', { viewport: { width: 375, height: 740 } });
    await freshUser(page, `frame-phone-${language}`);
    await page.goto(url(localized(language, paths.dashboard)));
    await settlePage(page);
    const toggle = page.getByRole('banner').getByRole('button', { name: t.menu });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    const dialog = page.getByRole('dialog', { name: t.menu });
    const customer = dialog.getByRole('navigation', { name: t.nav });
    await expect.poll(() => customer.getByRole('link').allTextContents(), { timeout: 10_000 }).toEqual(t.entries);
    expect(await customer.locator('[aria-current="page"]').allTextContents()).toEqual([t.entries[0]]);
    expect(await noHorizontalScroll(page)).toBe(true);
    // In this order: the customer area, the account (log out), the public links.
    const order = await dialog.evaluate(
      (element, names) => {
        const all = Array.from(element.querySelectorAll('a, button'));
        const index = (match: (node: Element) => boolean) => all.findIndex(match);
        return [
          index((node) => node.closest(`nav[aria-label="${names.nav}"]`) !== null),
          index((node) => node.textContent === names.logout),
          index((node) => node.closest(`nav[aria-label="${names.publicLinks}"]`) !== null),
        ];
      },
      { nav: t.nav, logout: t.logout, publicLinks: t.publicLinks },
    );
    expect(order.every((position) => position >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // Escape closes it and gives the focus back to the menu button.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
    // The keyboard opens it again and follows a link; the menu closes and the new page has the focus.
    await page.keyboard.press('Enter');
    await expect.poll(() => customer.getByRole('link').count(), { timeout: 10_000 }).toBe(t.entries.length);
    await customer.getByRole('link', { name: t.entries[1] }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => pathOf(page)).toBe(localized(language, paths.projects));
    await expect.poll(() => heading(page).textContent(), { timeout: 10_000 }).toBe(t.projectsHeading);
    expect(await dialog.count()).toBe(0);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    // Log out from the menu.
    await toggle.click();
    await dialog.getByRole('button', { name: t.logout }).click();
    await expect.poll(() => pathOf(page)).toBe(localized(language, paths.login));
  });

  it('an unknown path under /dashboard: the not-found message inside the frame, with a 404 status, and the way to the overview', async () => {
    const { page } = await browser.open('about:blank');
    await freshUser(page, `frame-404-${language}`);
    const response = await page.goto(url(localized(language, '/dashboard/projects/a/b/c')));
    expect(response?.status()).toBe(404);
    await settlePage(page);
    expect(await heading(page).textContent()).toBe(t.notFound);
    expect(await page.getByRole('navigation', { name: t.nav }).count()).toBe(1);
    // The customer stays in the customer area: its overview, not the public home page.
    const main = page.getByRole('main');
    expect(await main.getByRole('link', { name: t.toHome }).count()).toBe(0);
    await main.getByRole('link', { name: t.toOverview }).click();
    await expect.poll(() => pathOf(page)).toBe(localized(language, paths.dashboard));
    // A public unknown path still leads home.
    await page.goto(url(localized(language, '/no-such-page')));
    const home = page.getByRole('main').getByRole('link', { name: t.toHome });
    await expect.poll(() => home.count(), { timeout: 10_000 }).toBe(1);
    expect(await home.getAttribute('href')).toBe(localized(language, paths.home));
  });
});

describe('the guard', () => {
  it('sends a visitor without a session to the login page once, with the way back, and back after logging in', async () => {
    const { page } = await browser.open('about:blank');
    const target = localized('en', paramPaths.project.href({ id: 'prj_42' }));
    const loads: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) loads.push(new URL(frame.url()).pathname);
    });
    await page.goto(url(target));
    await expect.poll(() => pathOf(page)).toBe('/en/auth/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe(target);
    await settlePage(page);
    // Straight from the page to the login (the router also re-stamps the first entry, hence the repeats), in place of
    // the page's history entry: no chain of redirects, and Back does not bounce.
    expect(loads.filter((loaded, index) => loaded !== loads[index - 1])).toEqual([target, '/en/auth/login']);
    expect(await page.evaluate(() => history.length)).toBe(2);
    const email = uniqueEmail('guard');
    await createAccountAt(browser.apiUrl, email);
    await page.getByLabel('E-mail address', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Start-Passw0rd');
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe(target);
    await expect.poll(() => page.getByRole('navigation', { name: 'Customer area' }).count(), { timeout: 10_000 }).toBe(1);
  });
});

describe('the overview', () => {
  it('a new user: an empty wallet, no projects, and "create one" as the next step (both languages)', async () => {
    const { page, problems } = await browser.open('about:blank');
    await freshUser(page, 'overview-new');
    for (const language of ['de', 'en'] as const) {
      const t = text[language];
      await page.goto(url(localized(language, paths.dashboard)));
      await settlePage(page);
      const next = page.getByRole('region', { name: language === 'de' ? 'Ihr nächster Schritt' : 'Your next step' });
      await expect.poll(() => next.count(), { timeout: 10_000 }).toBe(1);
      const link = next.getByRole('link', { name: t.create });
      expect(await link.getAttribute('href')).toBe(localized(language, paths.newProject));
      const wallet = await scrolledTo(page, language === 'de' ? 'Ihr GFT-Guthaben' : 'Your GFT balance');
      expect(await wallet.getByRole('definition').first().textContent()).toBe('0 GFT');
      const projects = page.getByRole('region', { name: t.projectsHeading });
      expect(await projects.textContent()).toContain(language === 'de' ? 'Sie haben noch kein Projekt' : 'You have no project yet');
    }
    await page.getByRole('link', { name: text.en.create }).click();
    await expect.poll(() => pathOf(page)).toBe(localized('en', paths.newProject));
    expect(problems).toEqual([]);
  });

  it('the seeded user: the totals over both projects in tonnes, 29 GFT, and "compensate" as the next step', async () => {
    const { page } = await browser.open('about:blank');
    await loginAs(page, browser.apiUrl, 'demo@greenfee.example');
    await page.goto(url(paths.dashboard));
    await settlePage(page);
    const totals = page.getByRole('region', { name: text.de.projectsHeading });
    await expect.poll(() => totals.getByRole('definition').allTextContents(), { timeout: 10_000 }).toEqual([tonnes('42'), tonnes('33'), tonnes('9')]);
    expect(await totals.getByRole('term').allTextContents()).toEqual(['CO₂-Emissionen', 'Eingesetzt', 'Noch nicht zugeordnet']);
    const next = page.getByRole('region', { name: 'Ihr nächster Schritt' });
    expect(await next.textContent()).toContain(`${tonnes('9')} noch nicht zugeordnet`);
    expect(await next.getByRole('link', { name: text.de.compensate }).getAttribute('href')).toBe(paths.compensate);
    expect(await page.getByRole('link', { name: 'Alle Projekte ansehen' }).getAttribute('href')).toBe(paths.projects);
    const wallet = await scrolledTo(page, 'Ihr GFT-Guthaben');
    await expect.poll(async () => (await wallet.getByRole('definition').allTextContents()).slice(0, 2), { timeout: 10_000 }).toEqual(['29 GFT', '33 GFT']);
  });

  it('open emissions and an empty wallet: "buy GFT" as the next step, the open tonnes in the user\'s language', async () => {
    const { page } = await browser.open('about:blank');
    const { token } = await freshUser(page, 'overview-buy');
    await createProject(token, 12.5);
    for (const [language, open] of [
      ['de', tonnes('12,5')],
      ['en', tonnes('12.5')],
    ] as const) {
      await page.goto(url(localized(language, paths.dashboard)));
      await settlePage(page);
      const next = page.getByRole('region', { name: language === 'de' ? 'Ihr nächster Schritt' : 'Your next step' });
      await expect.poll(() => next.getByRole('link').count(), { timeout: 10_000 }).toBe(1);
      expect(await next.getByRole('link', { name: text[language].buy }).getAttribute('href')).toBe(localized(language, paths.buy));
      expect(await next.textContent()).toContain(open);
      const totals = page.getByRole('region', { name: text[language].projectsHeading });
      expect(await totals.getByRole('definition').allTextContents()).toEqual([open, tonnes('0'), open]);
    }
    await page.getByRole('region', { name: 'Your next step' }).getByRole('link', { name: text.en.buy }).click();
    await expect.poll(() => pathOf(page)).toBe(localized('en', paths.buy));
    await expect.poll(() => heading(page).textContent(), { timeout: 10_000 }).toBe('Buy GFT');
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Forest projects' }).count(), { timeout: 10_000 }).toBe(1);
  });

  it('a failed load shows a message with a retry, and the retry loads', async () => {
    const { page } = await browser.open('about:blank');
    await freshUser(page, 'overview-fault');
    // Both tries of the query fail (it retries once), then the sandbox answers again.
    await injectFault(page, '/project/mine', '500', { count: 2 });
    await page.goto(url(paths.dashboard));
    await settlePage(page);
    const totals = page.getByRole('region', { name: text.de.projectsHeading });
    await expect.poll(() => totals.getByRole('alert').count(), { timeout: 10_000 }).toBe(1);
    // One message and one retry for the projects: the certificates, which come from them, wait without a second one.
    expect(await page.getByRole('main').getByRole('alert').count()).toBe(1);
    // The next step waits for both answers; it is not guessed from half of them.
    expect(await page.getByRole('region', { name: 'Ihr nächster Schritt' }).count()).toBe(0);
    await totals.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect.poll(() => totals.textContent(), { timeout: 10_000 }).toContain('Sie haben noch kein Projekt');
    expect(await page.getByRole('region', { name: 'Ihr nächster Schritt' }).getByRole('link', { name: text.de.create }).count()).toBe(1);
  });

  it('the copy button copies the address and says so politely; the register link shows the address', async () => {
    const { page } = await browser.open('about:blank');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: browser.webUrl });
    await freshUser(page, 'overview-copy');
    await page.goto(url(paths.dashboard));
    await settlePage(page);
    const wallet = await scrolledTo(page, 'Ihr GFT-Guthaben');
    // The address is technical proof, closed until asked for (issue 41): a bookkeeper reads the figures.
    expect(await wallet.getByRole('button', { name: text.de.copy }).isVisible()).toBe(false);
    await wallet.getByText(text.de.proof).click();
    // The tokens' serial numbers are reached from here (and from a project and a certificate), not from the menu.
    expect(await wallet.getByRole('link', { name: 'Die laufenden Nummern Ihrer Token (Token-Indizes)' }).getAttribute('href')).toBe(paths.tokenIndexes);
    // Shortened in the middle on one line; the whole address is its title and what is copied.
    const address = (await wallet.locator('code').getAttribute('title', { timeout: 10_000 })) ?? '';
    expect(address).toMatch(/^0x[0-9a-f]{40}$/);
    expect(await wallet.locator('code [aria-hidden="true"]').textContent()).toBe(`${address.slice(0, 8)}…${address.slice(-8)}`);
    const status = wallet.getByRole('status');
    expect(await status.getAttribute('aria-live')).toBeNull();
    expect(await status.textContent()).toBe('');
    await wallet.getByRole('button', { name: text.de.copy }).click();
    await expect.poll(() => status.textContent()).toBe(text.de.copied);
    expect(await copiedText(page)).toBe(address);
    const register = wallet.getByRole('link', { name: text.de.register });
    const href = (await register.getAttribute('href')) ?? '';
    expect(href).toBe(`${browser.apiUrl}/dev/register/address/${address}`);
    const registerPage = await fetch(href);
    expect(registerPage.status).toBe(200);
    expect(await registerPage.text()).toContain(address);
  });

  it('a refused clipboard: the address is selected and the message says how to copy it', async () => {
    const { page } = await browser.open('about:blank');
    await page.addInitScript(() => {
      // The browser refuses, as it does without permission or focus.
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
      });
    });
    await freshUser(page, 'overview-copy-refused');
    await page.goto(url(localized('en', paths.dashboard)));
    await settlePage(page);
    const wallet = await scrolledTo(page, 'Your GFT balance');
    await wallet.getByText(text.en.proof).click();
    const address = (await wallet.locator('code').first().getAttribute('title', { timeout: 10_000 })) ?? '';
    expect(address).toMatch(/^0x[0-9a-f]{40}$/);
    await wallet.getByRole('button', { name: text.en.copy }).click();
    await expect.poll(() => wallet.getByRole('status').textContent()).toContain('Copying was not possible');
    // The whole address is shown with the message, selected.
    expect(await wallet.getByRole('status').textContent()).toContain(address);
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(address);
  });

  it('on a phone the wallet address stays on one line, shortened in the middle, and nothing runs past the screen', async () => {
    const { page } = await browser.open('about:blank', { viewport: { width: 375, height: 812 } });
    await loginAs(page, browser.apiUrl, 'demo@greenfee.example');
    for (const language of ['de', 'en'] as const) {
      await page.goto(url(localized(language, paths.dashboard)));
      await settlePage(page);
      const wallet = await scrolledTo(page, language === 'de' ? 'Ihr GFT-Guthaben' : 'Your GFT balance');
      await wallet.getByText(text[language].proof).click();
      const code = wallet.locator('code');
      await expect.poll(() => code.count(), { timeout: 10_000 }).toBe(1);
      // Its visible characters on one line box (before, the 42 characters broke mid-hex onto a second line).
      const lines = await code.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element.querySelector('[aria-hidden="true"]') ?? element);
        return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
      });
      expect(lines).toBe(1);
      expect(await code.getAttribute('title')).toMatch(/^0x[0-9a-f]{40}$/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }
  });
});

describe.each(['de', 'en'] as const)('axe-core, WCAG 2.2 AA, the customer area (%s)', (language) => {
  it("the overview and the not-found page at 375 px (de) or 1280 px (en), the header's open menu at 375 px", async () => {
    const { page } = await browser.open('about:blank', { viewport: { width: 375, height: 800 } });
    await loginAs(page, browser.apiUrl, 'demo@greenfee.example');
    const found: Record<string, string[]> = {};
    const scan = async (state: string, widths: 'both' | 'this one' = 'both') => {
      const violations = widths === 'both' ? await axeAtWidths(page, { language }) : await axeViolations(page, 'body');
      if (violations.length) found[state] = violations;
    };
    await page.goto(url(localized(language, paths.dashboard)));
    await settlePage(page);
    // Totals and wallet: six figures (the wallet comes when scrolled near), the address among them once its technical
    // proof is open.
    const wallet = await scrolledTo(page, text[language].wallet);
    await expect.poll(() => page.getByRole('main').getByRole('term').count(), { timeout: 10_000 }).toBe(5);
    await wallet.getByText(text[language].proof).click();
    await expect.poll(() => page.getByRole('main').getByRole('term').count()).toBe(6);
    await scan('overview');
    await page.getByRole('banner').getByRole('button', { name: text[language].menu }).click();
    await expect.poll(() => page.getByRole('dialog').getByRole('navigation', { name: text[language].nav }).count(), { timeout: 10_000 }).toBe(1);
    await scan('navigation open', 'this one');
    await page.goto(url(localized(language, '/dashboard/nothing-here')));
    await settlePage(page);
    await scan('not found');
    expect(found).toEqual({});
  });
});

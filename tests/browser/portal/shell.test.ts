import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { localized, paths, publicPages } from '#portal/lib/paths';
import { storageKeys } from '#shared/storage/keys';
import { setupBrowser } from '../support/browser';
import { layoutShift, recordLayoutShifts } from '../support/layout-shift';
import { axeViolations, expectAccessible, styleOf } from '../support/widgets';
import { loginAs } from '../support/accounts';
import { expectModal, rootOverflow } from '../support/modal';
import { settle } from '../support/settle';

const browser = setupBrowser();
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const ready = async (page: Page) => expect.poll(() => h1(page).count(), { timeout: 10_000 }).toBe(1);

// One h1, landmarks, title and description, and no sideways scrolling, on every route: route-sweep.ts.
describe('every public route, in both languages', () => {
  it('loads without layout shift (CLS under 0.1) on a phone', async () => {
    const { page } = await browser.open('about:blank', { viewport: { width: 375, height: 812 } });
    await recordLayoutShifts(page);
    const shifts: Record<string, number> = {};
    for (const path of ['/', '/faq', '/en/verify', '/auth/login']) {
      await page.goto(new URL(path, browser.webUrl).href);
      await ready(page);
      await settle(page);
      await page.waitForTimeout(300);
      shifts[path] = await layoutShift(page);
    }
    for (const [path, total] of Object.entries(shifts)) expect(total, path).toBeLessThan(0.1);
  });

  it('shows a real 404 page in both languages, its texts on a reload too (its code then comes before its texts)', async () => {
    const { page } = await browser.open('about:blank');
    for (const [path, heading, home, wayOn, links] of [
      ['/gibt-es-nicht', 'Seite nicht gefunden', 'Zur Startseite', 'Oder gleich weiter', ['/verify', '/calculator', '/faq', '/contact']],
      ['/gibt-es-nicht', 'Seite nicht gefunden', 'Zur Startseite', 'Oder gleich weiter', ['/verify', '/calculator', '/faq', '/contact']],
      ['/en/does-not-exist', 'Page not found', 'Go to the home page', 'Or go straight on', ['/en/verify', '/en/calculator', '/en/faq', '/en/contact']],
      ['/en/does-not-exist', 'Page not found', 'Go to the home page', 'Or go straight on', ['/en/verify', '/en/calculator', '/en/faq', '/en/contact']],
    ] as const) {
      const response = await page.goto(new URL(path, browser.webUrl).href);
      expect(response?.status()).toBe(404);
      await expect.poll(() => h1(page).textContent()).toBe(heading);
      await expect.poll(() => page.getByRole('main').getByRole('link', { name: home }).count(), { timeout: 10_000 }).toBe(1);
      expect(await page.getByRole('main').textContent()).toContain(path);
      // Ways on besides the home page: what a visitor of an old or mistyped link most often came for.
      const ways = page.getByRole('main').getByRole('navigation', { name: wayOn, exact: true }).getByRole('link');
      expect(await ways.evaluateAll((anchors) => anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname))).toEqual(links);
    }
    await expectAccessible(page, 'not found (en)', { sideways: true });
    await page.goto(new URL('/gibt-es-nicht', browser.webUrl).href);
    await expect.poll(() => h1(page).textContent()).toBe('Seite nicht gefunden');
    await expectAccessible(page, 'not found (de)', { sideways: true });
  });
});

describe('the form pages', () => {
  it('/verify?certificate=ID verifies at once, with the same component as the widget', async () => {
    const { page, problems } = await browser.open('/verify?certificate=GFT-DEMO-VALID');
    await expect.poll(() => page.getByRole('heading', { name: 'Zertifikat bestätigt' }).count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByLabel('Zertifikats-ID').inputValue()).toBe('GFT-DEMO-VALID');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Zertifikat prüfen');
    expect(problems).toEqual([]);
  });
});

describe("scrolling to a form's outcome", () => {
  /** The focused element's top and the fixed header's bottom, in the viewport. */
  const focusedAndHeader = (page: Page) =>
    page.evaluate(() => ({
      focused: Math.round(document.activeElement?.getBoundingClientRect().top ?? -1),
      header: Math.round(document.querySelector('header')?.getBoundingClientRect().bottom ?? 0),
      fixed: document.querySelector('header')?.getAttribute('data-fixed'),
    }));

  it.each([
    ['/verify', 375, 'GFT-DEMO-VALID'],
    ['/verify', 375, ''],
    ['/en/contact', 375, ''],
    ['/token-sale', 1280, ''],
  ] as const)('after a submit on %s at %i px (ID "%s"), the result or error summary it scrolls to is not under the fixed header', async (path, width, id) => {
    const { page, problems } = await browser.open(path, { viewport: { width, height: 640 } });
    await ready(page);
    await page.context().addCookies([{ name: 'gft_consent', value: 'allow_all', url: browser.webUrl }]);
    await page.reload();
    await ready(page);
    if (id) await page.getByRole('textbox', { name: 'Zertifikats-ID' }).fill(id);
    const submit = page.getByRole('main').getByRole('button', { name: /^(Prüfen|Send message|Abonnieren)$/ });
    await submit.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    await submit.click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.matches('[role="alert"], [role="status"], [tabindex="-1"]') ?? false), { timeout: 10_000 })
      .toBe(true);
    const seen = await focusedAndHeader(page);
    if (seen.fixed === 'true') expect(seen.focused, JSON.stringify(seen)).toBeGreaterThanOrEqual(seen.header);
    else expect(seen.focused).toBeGreaterThanOrEqual(0);
    expect(problems).toEqual([]);
  });
});

describe('the language switch', () => {
  it('changes the locale in the route, keeps the query string and the hash, and stores the choice', async () => {
    const { page } = await browser.open('/verify?certificate=GFT-DEMO-VALID#result');
    await ready(page);
    await page.getByRole('banner').getByRole('link', { name: 'This page in English' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/en/verify');
    expect(new URL(page.url()).search).toBe('?certificate=GFT-DEMO-VALID');
    expect(new URL(page.url()).hash).toBe('#result');
    await expect.poll(() => h1(page).textContent()).toBe('Verify a certificate');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.language.name)).toBe('en');
    await expect.poll(() => page.title()).toBe('Verify a certificate – greenfee');
    await page.getByRole('banner').getByRole('link', { name: 'Diese Seite auf Deutsch' }).click();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe('/verify?certificate=GFT-DEMO-VALID');
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.language.name)).toBe('de');
  });
});

describe('the header', () => {
  it('becomes fixed with a shadow past 120 px of scrolling, and not before', async () => {
    const { page } = await browser.open('/faq');
    await ready(page);
    const header = page.getByRole('banner');
    await page.evaluate(() => window.scrollTo(0, 100));
    await expect.poll(() => header.getAttribute('data-fixed')).toBe('false');
    expect(await styleOf(header, 'position')).toBe('relative');
    await page.evaluate(() => window.scrollTo(0, 121));
    await expect.poll(() => header.getAttribute('data-fixed')).toBe('true');
    expect(await styleOf(header, 'position')).toBe('fixed');
    expect(await styleOf(header, 'box-shadow')).not.toBe('none');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => header.getAttribute('data-fixed')).toBe('false');
  });

  it('below 800 px shows the mobile header; its full-screen menu is modal, locks scrolling, closes on Escape and returns focus', async () => {
    const { page } = await browser.open('/faq', { viewport: { width: 799, height: 800 } });
    await ready(page);
    const menuButton = page.getByRole('button', { name: 'Menü' });
    expect(await menuButton.isVisible()).toBe(true);
    expect(await page.getByRole('banner').getByRole('navigation').isVisible()).toBe(false);
    await menuButton.click();
    const dialog = page.getByRole('dialog', { name: 'Menü' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await rootOverflow(page)).toBe('hidden');
    // Past the close button, eleven links, the language switch, login and get-started.
    await expectModal(page, dialog, page.locator('footer a').first(), 20);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await rootOverflow(page)).toBe('visible');
    expect(await menuButton.evaluate((element) => element === document.activeElement)).toBe(true);
    // The close button takes the same way out.
    await menuButton.click();
    await dialog.getByRole('button', { name: 'Menü schließen' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await menuButton.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.setViewportSize({ width: 800, height: 800 });
    await expect.poll(() => menuButton.isVisible()).toBe(false);
    expect(await page.getByRole('banner').getByRole('navigation').isVisible()).toBe(true);
  });

  it('leads to the audience pages, the forests, the calculator, the verification and the marketing site, each group a disclosure', async () => {
    const { page } = await browser.open('/faq');
    await ready(page);
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Hauptmenü' });
    // In this order, the two groups closed: their links are not there to see or to reach until opened.
    expect(await nav.locator('button, a:visible').allTextContents()).toEqual(['Für wen', 'Wälder', 'Emissionsrechner', 'Zertifikat prüfen', 'Mehr']);
    expect(await nav.getByRole('link', { name: 'Wälder' }).getAttribute('href')).toBe('/partner#forests');
    expect(await nav.getByRole('link', { name: 'Emissionsrechner' }).getAttribute('href')).toBe('/calculator');
    expect(await nav.getByRole('link', { name: 'Zertifikat prüfen' }).getAttribute('href')).toBe('/verify');
    const forWhom = nav.getByRole('button', { name: 'Für wen' });
    const more = nav.getByRole('button', { name: 'Mehr' });
    expect(await forWhom.getAttribute('aria-expanded')).toBe('false');
    // By keyboard: Enter opens the group, Tab walks into its links, Escape closes it and gives the focus back.
    await forWhom.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => forWhom.getAttribute('aria-expanded')).toBe('true');
    const audiences = page.locator(`#${await forWhom.getAttribute('aria-controls')}`);
    expect(await audiences.getByRole('link').allTextContents()).toEqual(['Unternehmen', 'Privatpersonen', 'Waldbesitzer']);
    expect(await audiences.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/business',
      '/private',
      '/forest-owners',
    ]);
    // At this width alone: the phone's menu is checked at 375 px below.
    expect(await axeViolations(page, 'body'), 'axe-core: the main menu, "for whom" open').toEqual([]);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Unternehmen');
    await page.keyboard.press('Escape');
    await expect.poll(() => forWhom.getAttribute('aria-expanded')).toBe('false');
    expect(await audiences.isVisible()).toBe(false);
    expect(await forWhom.evaluate((element) => element === document.activeElement)).toBe(true);
    // The focus leaving a group closes it; so does a press outside it.
    await more.click();
    await expect.poll(() => more.getAttribute('aria-expanded')).toBe('true');
    const marketing = page.locator(`#${await more.getAttribute('aria-controls')}`);
    expect(await marketing.getByRole('link').allTextContents()).toEqual([
      'Projekte (externe Seite)',
      'Kontakt (externe Seite)',
      'Team (externe Seite)',
      'Blog (externe Seite)',
      'Prüfer (externe Seite)',
    ]);
    await page.getByRole('main').click({ position: { x: 5, y: 5 } });
    await expect.poll(() => more.getAttribute('aria-expanded')).toBe('false');
    // A link followed closes its group; the page it leads to is marked as current, and so is its group.
    await forWhom.click();
    await audiences.getByRole('link', { name: 'Privatpersonen' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/private');
    await ready(page);
    expect(await forWhom.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => audiences.getByRole('link', { name: 'Privatpersonen', includeHidden: true }).getAttribute('aria-current')).toBe('page');
    expect(await styleOf(forWhom, 'text-decoration-line')).toBe('underline');
    await nav.getByRole('link', { name: 'Zertifikat prüfen' }).click();
    await expect.poll(() => h1(page).textContent()).toBe('Zertifikat prüfen');
    expect(await nav.getByRole('link', { name: 'Zertifikat prüfen' }).getAttribute('aria-current')).toBe('page');
    expect(await styleOf(forWhom, 'text-decoration-line')).toBe('none');
    // The forests: the partner page's map with every forest.
    await nav.getByRole('link', { name: 'Wälder' }).click();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe('/partner#forests');
    await expect.poll(() => page.locator('#forests').getByRole('heading', { level: 2 }).textContent(), { timeout: 10_000 }).toBe('Unsere Waldvision');
  });

  it('has login, and get-started that replaces the route with /#contact', async () => {
    const { page } = await browser.open('/faq');
    await ready(page);
    expect(await page.getByRole('banner').getByRole('link', { name: 'Anmelden' }).getAttribute('href')).toBe('/auth/login');
    const historyLength = await page.evaluate(() => history.length);
    await page.getByRole('banner').getByRole('button', { name: 'Jetzt starten' }).click();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe('/#contact');
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    const contact = page.locator('#contact');
    await expect.poll(() => contact.evaluate((element) => Math.round(element.getBoundingClientRect().top)), { timeout: 10_000 }).toBeLessThan(150);
  });

  it.each(['de', 'en'] as const)('on a phone the menu holds the same links, grouped, and a link followed closes it (%s)', async (language) => {
    const { page } = await browser.open(localized(language, paths.faq), { viewport: { width: 375, height: 812 } });
    await ready(page);
    const names =
      language === 'de'
        ? {
            menu: 'Menü',
            nav: 'Hauptmenü',
            groups: ['Für wen', 'Mehr'],
            links: ['Unternehmen', 'Privatpersonen', 'Waldbesitzer', 'Wälder', 'Emissionsrechner', 'Zertifikat prüfen'],
            calculator: 'Emissionsrechner',
          }
        : {
            menu: 'Menu',
            nav: 'Main',
            groups: ['For whom', 'More'],
            links: ['Companies', 'Private persons', 'Forest owners', 'Forests', 'Emissions calculator', 'Verify a certificate'],
            calculator: 'Emissions calculator',
          };
    await page.getByRole('banner').getByRole('button', { name: names.menu }).click();
    const nav = page.getByRole('dialog', { name: names.menu }).getByRole('navigation', { name: names.nav });
    await expect.poll(() => nav.getByRole('heading', { level: 2 }).allTextContents()).toEqual(names.groups);
    const links = await nav.getByRole('link').allTextContents();
    expect(links.slice(0, 6)).toEqual(names.links);
    expect(links).toHaveLength(11);
    expect(await axeViolations(page, 'body'), `axe-core: the phone's menu open (${language})`).toEqual([]);
    await nav.getByRole('link', { name: names.calculator }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(localized(language, paths.calculator));
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('banner').getByRole('button', { name: names.menu }).click();
    await expect.poll(() => nav.locator('[aria-current="page"]').allTextContents()).toEqual([names.calculator]);
  });

  it.each([
    ['de', 1280],
    ['en', 375],
  ] as const)(
    'offers no way to the page the visitor is on: no "log in" on the login page, no "get started" on the account pages (%s, %i px)',
    async (language, width) => {
      const { page } = await browser.open('about:blank', { viewport: { width, height: 800 } });
      const names = language === 'de' ? { login: 'Anmelden', start: 'Jetzt starten', menu: 'Menü' } : { login: 'Log in', start: 'Get started', menu: 'Menu' };
      // Where the header's actions are: in the header, or on a phone in its menu.
      const actions = async () => {
        if (width >= 800) return page.getByRole('banner');
        await page.getByRole('banner').getByRole('button', { name: names.menu }).click();
        return page.getByRole('dialog', { name: names.menu });
      };
      const offered = async (path: string) => {
        await page.goto(new URL(localized(language, path), browser.webUrl).href);
        await ready(page);
        await settle(page);
        const area = await actions();
        const found = {
          login: await area.getByRole('link', { name: names.login, exact: true }).count(),
          start: await area.getByRole('button', { name: names.start }).count(),
        };
        if (width < 800) await page.keyboard.press('Escape');
        return found;
      };
      expect(await offered(paths.login)).toEqual({ login: 0, start: 0 });
      // The sign-up and the password pages keep the way to the login, not the marketing call.
      expect(await offered(paths.signUp)).toEqual({ login: 1, start: 0 });
      expect(await offered(paths.forgotPassword)).toEqual({ login: 1, start: 0 });
      expect(await offered(paths.faq)).toEqual({ login: 1, start: 1 });
    },
  );
});

describe('the footer', () => {
  // A window taller than the page at each width (the not-found page's ways on take two rows more on a phone).
  it.each([
    [1280, 1400],
    [375, 1600],
  ])('reaches the bottom of the window on a short page (%i px)', async (width, height) => {
    const { page } = await browser.open('about:blank', { viewport: { width, height } });
    await page.context().addCookies([{ name: 'gft_consent', value: 'allow_all', url: browser.webUrl }]);
    // The not-found page: short in both widths (the imprint grew a section on the right of withdrawal).
    await page.goto(new URL('/no-such-page', browser.webUrl).href);
    await ready(page);
    const footer = page.getByRole('contentinfo');
    await expect.poll(() => footer.count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(height);
    expect(await footer.evaluate((element) => Math.round(element.getBoundingClientRect().bottom))).toBe(height);
  });

  it('in columns on the public pages; in the customer area (its layout route) a slim one with the legal pages alone', async () => {
    const { page } = await browser.open('about:blank');
    await loginAs(page, browser.apiUrl, 'business@greenfee.example');
    await page.goto(new URL('/faq', browser.webUrl).href);
    await ready(page);
    const footer = page.getByRole('contentinfo');
    expect(await footer.getByRole('navigation').count()).toBe(3);
    for (const path of ['/dashboard', '/en/dashboard/profile', '/dashboard/transactions']) {
      await page.goto(new URL(path, browser.webUrl).href);
      await ready(page);
      await expect.poll(() => footer.count(), { timeout: 10_000 }).toBe(1);
      expect(await footer.getByRole('navigation').count(), path).toBe(1);
      expect(await footer.getByRole('navigation', { name: /^(Rechtliches|Legal)$/ }).count(), path).toBe(1);
    }
    // The route decides, not the word: a public page whose path merely contains it keeps the footer in columns.
    await page.goto(new URL('/en/faq/dashboard-tips', browser.webUrl).href);
    await ready(page);
    expect(await footer.getByRole('navigation').count()).toBe(3);
  });
});

describe('the header from 800 px', () => {
  it.each(['de', 'en'] as const)('keeps its groups, links, login and get-started in one row at 800, 1000 and 1280 px, logged out (%s)', async (language) => {
    for (const width of [800, 1000, 1280]) {
      const { page } = await browser.open('about:blank', { viewport: { width, height: 700 } });
      await page.goto(new URL(localized(language, paths.faq), browser.webUrl).href);
      await ready(page);
      const banner = page.getByRole('banner');
      const items = [
        banner.getByRole('button', { name: language === 'de' ? 'Für wen' : 'For whom' }),
        banner.getByRole('link', { name: language === 'de' ? 'Zertifikat prüfen' : 'Verify a certificate' }),
        banner.getByRole('button', { name: language === 'de' ? 'Mehr' : 'More' }),
        banner.getByRole('link', { name: language === 'de' ? 'Anmelden' : 'Log in' }),
        banner.getByRole('button', { name: language === 'de' ? 'Jetzt starten' : 'Get started' }),
      ];
      const middles: number[] = [];
      for (const item of items) {
        const box = await item.boundingBox();
        if (!box) throw new Error(`not visible at ${width} px`);
        middles.push(Math.round(box.y + box.height / 2));
      }
      expect(Math.max(...middles) - Math.min(...middles), `${width} px`).toBeLessThanOrEqual(2);
      expect(await banner.evaluate((header) => header.getBoundingClientRect().height), `${width} px`).toBeLessThan(80);
    }
  });
});

describe('the footer in columns', () => {
  it.each(['de', 'en'] as const)(
    'names product, company and legal, and with the hero leads to every public page, the legal ones on this site (%s)',
    async (language) => {
      const { page } = await browser.open('about:blank');
      await page.context().addCookies([{ name: 'gft_consent', value: 'allow_all', url: browser.webUrl }]);
      await page.goto(new URL(localized(language, paths.home), browser.webUrl).href);
      await ready(page);
      const footer = page.getByRole('contentinfo');
      const columns = language === 'de' ? ['Produkt', 'Unternehmen', 'Rechtliches'] : ['Product', 'Company', 'Legal'];
      for (const name of columns) expect(await footer.getByRole('navigation', { name }).count(), name).toBe(1);
      const legal = footer.getByRole('navigation', { name: columns[2] });
      expect(await legal.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
        localized(language, paths.impressum),
        localized(language, paths.privacyPolicy),
        localized(language, paths.accessibility),
        'https://greenfee.example/terms',
        `${localized(language, paths.impressum)}#withdrawal`,
      ]);
      expect(await legal.getByRole('link').allTextContents()).toEqual(
        language === 'de'
          ? ['Impressum', 'Datenschutzerklärung', 'Barrierefreiheit', 'AGB (externe Seite)', 'Widerrufsrecht']
          : ['Imprint', 'Privacy policy', 'Accessibility', 'Terms and conditions (external site)', 'Right of withdrawal'],
      );
      expect(await legal.getByRole('button', { name: language === 'de' ? 'Cookie-Einstellungen' : 'Cookie settings' }).count()).toBe(1);
      // The other language, from the footer too.
      expect(await footer.getByRole('link', { name: language === 'de' ? 'This page in English' : 'Diese Seite auf Deutsch' }).count()).toBe(1);
      const hrefs = new Set(
        await page.locator('header a[href], #main a[href], footer a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
      );
      // The meeting request is reached from the forest owners' page.
      const missing = publicPages.filter((name) => name !== 'meeting' && !hrefs.has(localized(language, paths[name])));
      expect(missing).toEqual([]);
    },
  );

  it('a footer link opens its page in the app (no reload), the imprint and its right of withdrawal on this site', async () => {
    const { page } = await browser.open('about:blank');
    await page.context().addCookies([{ name: 'gft_consent', value: 'allow_all', url: browser.webUrl }]);
    await page.goto(new URL('/faq', browser.webUrl).href);
    await ready(page);
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/impressum');
    await ready(page);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    // The right of withdrawal: the imprint's section, scrolled to below the fixed header.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Widerrufsrecht' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#withdrawal');
    const heading = page.getByRole('heading', { level: 2, name: 'Widerrufsrecht' });
    await expect
      .poll(() => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
      .toBeGreaterThanOrEqual(await page.getByRole('banner').evaluate((element) => Math.round(element.getBoundingClientRect().bottom)));
    expect(await heading.evaluate((element) => element.getBoundingClientRect().top < window.innerHeight / 2)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  });
});

// German and English headings break only between words, on every public route at 320 px: route-sweep.ts.
describe('/how-it-works', () => {
  it.each(['de', 'en'] as const)('numbers its steps once, as a list (%s)', async (language) => {
    const { page } = await browser.open(localized(language, paths.howItWorks));
    await ready(page);
    const steps = page.getByRole('main').getByRole('list').first().getByRole('listitem');
    expect(await steps.count()).toBe(5);
    expect(
      await page
        .getByRole('main')
        .getByRole('list')
        .first()
        .evaluate((list) => list.localName),
    ).toBe('ol');
    for (const heading of await steps.getByRole('heading').allTextContents()) expect(heading).not.toMatch(/^\s*\d/);
  });
});

describe('home-page anchors', () => {
  it.each(['greenFeeToken', 'partners', 'contact'])('/#%s scrolls to its section, even when the forests arrive last', async (anchor) => {
    const { page } = await browser.open('about:blank');
    // The forests' cards (taller than their placeholders) arrive after everything else, as on a slow connection or a
    // busy machine: the anchor must still end at the top, not where it stood before they came.
    await page.route('**/product/list**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto(new URL(`/#${anchor}`, browser.webUrl).href);
    await ready(page);
    const section = page.locator(`#${anchor}`);
    await expect.poll(() => section.count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => page.getByRole('heading', { name: 'Mischwald im Mühlviertel' }).count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => section.evaluate((element) => Math.round(element.getBoundingClientRect().top)), { timeout: 10_000 }).toBeLessThan(150);
    expect(await section.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThanOrEqual(-5);
  });
});

describe('home-page anchors, the visitor and a bad hash', () => {
  it('does not pull a visitor who has moved back to the anchor when the forests arrive', async () => {
    const { page } = await browser.open('about:blank');
    await page.route('**/product/list**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto(new URL('/#greenFeeToken', browser.webUrl).href);
    await ready(page);
    const section = page.locator('#greenFeeToken');
    await expect.poll(() => section.count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000 }).toBeGreaterThan(300);
    // Before the forests come, the visitor goes back to the top with the keyboard.
    await page.keyboard.press('Home');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5);
    await expect.poll(() => page.getByRole('heading', { name: 'Mischwald im Mühlviertel' }).count(), { timeout: 10_000 }).toBe(1);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(5);
  });

  it.each(['/#%E0%A4', '/en#%E0%A4'])('%s, a hash that is no valid escape: the page, no error', async (path) => {
    const { page, problems } = await browser.open('about:blank');
    await page.goto(new URL(path, browser.webUrl).href);
    await ready(page);
    // The story's lower part mounts once the visitor scrolls, and looks for the hash's element then.
    await page.mouse.wheel(0, 1_500);
    await expect.poll(() => page.locator('#greenFeeToken').count(), { timeout: 10_000 }).toBe(1);
    expect(problems).toEqual([]);
  });
});

describe('toasts', () => {
  it('"Failed to connect to server" at the bottom right on a network failure, once, gone after 10 s', async () => {
    const { page } = await browser.open('about:blank');
    await page.clock.install();
    // Every /landing call of this page fails at the network (not the sandbox's faults: a part that mounts later asks
    // again, and a counted fault could run out before it does).
    await page.route('**/landing', (route) => route.abort());
    await page.goto(new URL('/en/partner', browser.webUrl).href);
    // The toast, not the page's own messages (each part that could not load says so too, with its retry).
    const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('alert').filter({ hasText: 'Failed to connect to server' });
    await expect.poll(() => toast.count(), { timeout: 10_000 }).toBe(1);
    const box = await toast.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.x + box.width > viewport.width - 40 && box.y + box.height > viewport.height - 120).toBe(true);
    // The query retries once (after a second): the same toast, not a second one; then the page offers a retry.
    await page.clock.runFor(1500);
    // A part that mounts later asks again and waits for its own retry: the faked clock moves on until all have failed.
    await expect
      .poll(
        async () => {
          const offered = await page.getByRole('main').getByRole('button', { name: 'Try again' }).count();
          if (offered === 0) await page.clock.runFor(500);
          return offered;
        },
        { timeout: 10_000 },
      )
      .toBeGreaterThan(0);
    expect(await toast.count()).toBe(1);
    await page.clock.runFor(10_500);
    await expect.poll(() => toast.count()).toBe(0);
  });
});

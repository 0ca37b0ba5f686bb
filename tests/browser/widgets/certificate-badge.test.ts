import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from '../support/browser';
import { clearFaults, injectFault, rememberFailedModules } from '../support/faults';
import { raisedAndCompensated } from '../support/certificates';
import { settle } from '../support/settle';
import { axeAtWidths, churnInOneTask, cspViolations, events, recordEvents, styleOf, type RecordedEvent } from '../support/widgets';

const browser = setupBrowser();
const tag = 'gft-certificate-badge';

const badgeEvents = async (page: Page, type?: string): Promise<RecordedEvent[]> =>
  (await events(page)).filter((event) => event.tag === tag && (type === undefined || event.type === type));

/** The demo page of the badges (demo/pages/badge.html: the four IDs, small and large, light and dark), all answered. */
async function openBadgePage(options: { clock?: boolean } = {}) {
  const opened = await browser.open('about:blank');
  await recordEvents(opened.page);
  if (options.clock) await opened.page.clock.install();
  await opened.page.goto(new URL('/demo/badge.html', browser.webUrl).href);
  await expect.poll(async () => (await badgeEvents(opened.page, 'gft-success')).length, { timeout: 10_000 }).toBe(16);
  return opened;
}

/** Adds a badge with these attributes at the end of the page's main; its locator. */
async function addBadge(page: Page, attributes: Record<string, string>, id = `added-${Math.random().toString(36).slice(2)}`): Promise<Locator> {
  await page.evaluate(
    ({ id, attributes }) => {
      const badge = document.createElement('gft-certificate-badge');
      badge.id = id;
      for (const [name, value] of Object.entries(attributes)) badge.setAttribute(name, value);
      document.querySelector('main')?.append(badge);
    },
    { id, attributes },
  );
  return page.locator(`#${id}`);
}

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  return found ? { width: Math.round(found.width), height: Math.round(found.height) } : null;
};
const nameOf = (badge: Locator) => badge.getByRole('link').getAttribute('aria-label');

describe('<gft-certificate-badge>', () => {
  it('shows valid, expired, pending and an unknown ID in words, small and large, light and dark, as one link each', async () => {
    const { page, problems } = await openBadgePage();
    const small = page.locator(`${tag}:not([size])`);
    expect(await small.count()).toBe(8);
    const links = page.locator(tag).getByRole('link');
    expect(await links.count()).toBe(16);
    // German (the page's language): the state in words, the accessible name says all of it.
    const first = (id: string) => page.locator(`${tag}[certificate-id="${id}"]`).first();
    expect(await nameOf(first('GFT-DEMO-VALID'))).toBe('CO₂ gespeichert 2025: 12 t, gültig, Dana Demo – Zertifikat prüfen');
    expect(await first('GFT-DEMO-VALID').getByRole('link').innerText()).toMatch(/^CO₂ gespeichert · 2025\s+12 t\s+Gültig\s+Dana Demo$/);
    expect(await nameOf(first('GFT-DEMO-EXPIRED'))).toBe('CO₂ gespeichert 2022: 40 t, abgelaufen, Lärchenfeld Holzbau GmbH – Zertifikat prüfen');
    expect(await nameOf(first('GFT-DEMO-PENDING'))).toBe('CO₂-Zertifikat: in Prüfung, GFT-DEMO-PENDING, Wird im Register eingetragen – Zertifikat prüfen');
    expect(await first('GFT-UNKNOWN-0000').getByRole('link').innerText()).toMatch(/^CO₂-Zertifikat\s+Nicht gefunden\s+GFT-UNKNOWN-0000$/);
    // Each links to the public verification of its certificate, on the portal's origin (the bundle's).
    expect(await first('GFT-DEMO-VALID').getByRole('link').getAttribute('href')).toBe(new URL('/verify?certificate=GFT-DEMO-VALID', browser.webUrl).href);
    // The sizes: small about 240 × 80, large 320 × 160, in every state.
    for (const badge of await page.locator(tag).all()) {
      const large = (await badge.getAttribute('size')) === 'large';
      expect(await box(badge.getByRole('link'))).toEqual(large ? { width: 320, height: 160 } : { width: 240, height: 80 });
    }
    // Light and dark: the card's own background and text (the dark fallbacks of widgets/lib/elements.ts), and the valid
    // state's colour.
    for (const badge of await page.locator(tag).all()) {
      const dark = (await badge.getAttribute('theme')) === 'dark';
      const card = badge.getByRole('link');
      expect([await styleOf(card, 'background-color'), await styleOf(card, 'color')]).toEqual(
        dark ? ['rgb(19, 36, 26)', 'rgb(238, 244, 240)'] : ['rgb(255, 255, 255)', 'rgb(27, 42, 33)'],
      );
    }
    const validState = (theme: string) => page.locator(`${tag}[certificate-id="GFT-DEMO-VALID"]${theme}`).first().getByText('Gültig', { exact: true });
    expect(await styleOf(validState('[theme="dark"]'), 'color')).toBe('rgb(127, 211, 160)');
    expect(await styleOf(validState(':not([theme])'), 'color')).toBe('rgb(31, 107, 63)');
    // The page switches to English: every badge follows, its link too.
    await page.evaluate(() => (document.documentElement.lang = 'en'));
    await expect.poll(() => nameOf(first('GFT-DEMO-VALID'))).toBe('CO₂ stored 2025: 12 t, valid, Dana Demo – Verify certificate');
    expect(await nameOf(first('GFT-DEMO-EXPIRED'))).toBe('CO₂ stored 2022: 40 t, expired, Lärchenfeld Holzbau GmbH – Verify certificate');
    expect(await nameOf(first('GFT-UNKNOWN-0000'))).toBe('CO₂ certificate: not found, GFT-UNKNOWN-0000, No certificate has this ID – Verify certificate');
    expect(await first('GFT-DEMO-VALID').getByRole('link').getAttribute('href')).toBe(new URL('/en/verify?certificate=GFT-DEMO-VALID', browser.webUrl).href);
    // The large badge spells out where it leads.
    expect(await page.locator(`${tag}[size="large"]`).first().getByRole('link').innerText()).toMatch(/Verify certificate$/);
    // Its own lang wins over the page's.
    await first('GFT-DEMO-PENDING').evaluate((element) => element.setAttribute('lang', 'de'));
    await expect.poll(() => nameOf(first('GFT-DEMO-PENDING'))).toMatch(/^CO₂-Zertifikat: in Prüfung, GFT-DEMO-PENDING/);
    expect(problems).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
  });

  it('raises gft-ready once each, and gft-success with the outcome, the ID and the certificate', async () => {
    const { page } = await openBadgePage();
    expect(await badgeEvents(page, 'gft-ready')).toHaveLength(16);
    expect((await badgeEvents(page, 'gft-ready'))[0]?.detail).toEqual({ widget: 'certificate-badge', language: 'de' });
    const success = await badgeEvents(page, 'gft-success');
    const outcome = (id: string) => success.find((event) => event.detail.certificateId === id)?.detail;
    expect(outcome('GFT-DEMO-VALID')).toMatchObject({
      widget: 'certificate-badge',
      outcome: 'valid',
      certificateId: 'GFT-DEMO-VALID',
      certificate: { id: 'GFT-DEMO-VALID', holder: 'Dana Demo', co2Compensated: 12 },
    });
    expect(outcome('GFT-DEMO-EXPIRED')).toMatchObject({ outcome: 'expired', certificate: { holder: 'Lärchenfeld Holzbau GmbH' } });
    expect(outcome('GFT-DEMO-PENDING')).toEqual({ widget: 'certificate-badge', outcome: 'pending', certificateId: 'GFT-DEMO-PENDING', certificate: null });
    expect(outcome('GFT-UNKNOWN-0000')).toEqual({ widget: 'certificate-badge', outcome: 'not_found', certificateId: 'GFT-UNKNOWN-0000', certificate: null });
    expect(await badgeEvents(page, 'gft-error')).toEqual([]);
    // A new certificate-id verifies again (the property sets the attribute).
    const badge = page.locator(tag).first();
    await badge.evaluate((element) => ((element as HTMLElement & { certificateId: string }).certificateId = 'GFT-DEMO-EXPIRED'));
    await expect.poll(() => nameOf(badge)).toMatch(/abgelaufen/);
    expect(await badge.getAttribute('certificate-id')).toBe('GFT-DEMO-EXPIRED');
    // Events follow the render that shows them (an effect, after the paint).
    await expect
      .poll(async () => (await badgeEvents(page, 'gft-success')).at(-1)?.detail)
      .toMatchObject({ outcome: 'expired', certificateId: 'GFT-DEMO-EXPIRED' });
    expect(await badgeEvents(page, 'gft-ready')).toHaveLength(16);
  });

  it.each(['de', 'en'] as const)('large, in a column narrower than itself (240 px), keeps the state in words and the tonnes whole (%s)', async (language) => {
    const { page } = await openBadgePage();
    await page.evaluate((lang) => {
      const column = document.createElement('div');
      column.id = 'column';
      column.style.width = '240px';
      for (const id of ['GFT-DEMO-VALID', 'GFT-DEMO-PENDING', 'GFT-UNKNOWN-0000']) {
        const badge = document.createElement('gft-certificate-badge');
        badge.setAttribute('certificate-id', id);
        badge.setAttribute('size', 'large');
        badge.setAttribute('lang', lang);
        column.append(badge);
      }
      document.querySelector('main')?.prepend(column);
    }, language);
    const badges = page.locator(`#column ${tag}`);
    await expect.poll(() => badges.evaluateAll((all) => all.filter((badge) => badge.shadowRoot?.querySelector('a[aria-busy]')).length)).toBe(0);
    await expect.poll(() => badges.evaluateAll((all) => all.every((badge) => badge.shadowRoot?.querySelector('[part="amount"]')))).toBe(true);
    for (const badge of await badges.all()) {
      expect(await box(badge.getByRole('link'))).toEqual({ width: 240, height: 160 });
      // Nothing of the tonnes or the state cut off: the text as wide as its box.
      const cut = await badge.locator('[part="amount"]').evaluate((amount) => amount.scrollWidth > amount.clientWidth);
      expect(cut, await badge.locator('[part="amount"]').innerText()).toBe(false);
      // Nor anything below it: the card holds all its lines.
      expect(await badge.getByRole('link').evaluate((link) => link.scrollHeight <= link.clientHeight)).toBe(true);
    }
  });

  it('checks at the size of its answer (nothing moves), busy, and named for what it does; its link keeps the focus', async () => {
    const { page, problems } = await openBadgePage();
    await injectFault(page, '/certificate/validate', 'timeout', { delayMs: 60_000 });
    const badge = await addBadge(page, { 'certificate-id': 'GFT-DEMO-VALID', lang: 'en' });
    await expect.poll(() => nameOf(badge)).toBe('CO₂ certificate: checking …, GFT-DEMO-VALID – Verify certificate');
    expect(await badge.getByRole('link').getAttribute('aria-busy')).toBe('true');
    expect(await box(badge.getByRole('link'))).toEqual({ width: 240, height: 80 });
    expect(await axeAtWidths(page, { scope: `#${await badge.getAttribute('id')}` })).toEqual([]);
    // Focused while it checks, the link is still focused once the answer shows (updated in place, not replaced).
    await badge.getByRole('link').focus();
    await clearFaults(page);
    await expect.poll(() => nameOf(badge)).toMatch(/^CO₂ stored 2025: 12 t, valid, Dana Demo/);
    expect(await badge.evaluate((element) => element.shadowRoot?.activeElement?.getAttribute('part'))).toBe('link');
    expect(await badge.getByRole('link').getAttribute('aria-busy')).toBeNull();
    expect(await box(badge.getByRole('link'))).toEqual({ width: 240, height: 80 });
    expect(problems).toEqual([]);
  });

  it.each([
    ['network', 'Register nicht erreichbar', 'FETCH_ERROR'],
    ['500', 'Fehler im Register', 'HTTP_ERROR'],
    ['malformed', 'Antwort nicht lesbar', 'PARSING_ERROR'],
  ] as const)('a %s failure is said in words, stays at its size and raises gft-error', async (fault, reason, kind) => {
    const { page } = await openBadgePage();
    await injectFault(page, '/certificate/validate', fault);
    const badge = await addBadge(page, { 'certificate-id': 'GFT-DEMO-VALID', size: 'large' });
    await expect.poll(() => nameOf(badge)).toBe(`CO₂-Zertifikat: nicht geprüft, ${reason}, GFT-DEMO-VALID – Zertifikat prüfen`);
    expect(await badge.getByRole('link').innerText()).toContain(`Nicht geprüft\n${reason}`);
    expect(await box(badge.getByRole('link'))).toEqual({ width: 320, height: 160 });
    await expect
      .poll(async () => (await badgeEvents(page, 'gft-error')).map((event) => event.detail))
      .toEqual([{ widget: 'certificate-badge', kind, message: reason }]);
    expect(await axeAtWidths(page, { scope: `#${await badge.getAttribute('id')}` })).toEqual([]);
  });

  it('a verification that does not answer in time is said in words', async () => {
    const { page } = await openBadgePage({ clock: true });
    await injectFault(page, '/certificate/validate', 'timeout', { delayMs: 60_000 });
    // The client gives up after its 15 s, on the page's clock moved on once the call has left.
    const sent = page.waitForRequest((request) => new URL(request.url()).pathname === '/certificate/validate');
    const badge = await addBadge(page, { 'certificate-id': 'GFT-DEMO-VALID', lang: 'en' });
    await sent;
    await page.clock.fastForward(15_000);
    await expect.poll(() => nameOf(badge)).toBe('CO₂ certificate: not checked, Register not answering, GFT-DEMO-VALID – Verify certificate');
    await expect.poll(async () => (await badgeEvents(page, 'gft-error')).map((event) => event.detail.kind)).toEqual(['TIMEOUT_ERROR']);
    await clearFaults(page);
  });

  it('says so when it has no API or no certificate ID, without asking anything', async () => {
    const { page } = await openBadgePage();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/certificate/validate')) asked.push(request.url());
    });
    const noApi = await addBadge(page, { 'certificate-id': 'GFT-DEMO-VALID', 'api-base': 'not a url' });
    const noId = await addBadge(page, { lang: 'en' });
    await expect.poll(() => nameOf(noApi)).toBe('CO₂-Zertifikat: nicht geprüft, Keine API-Adresse, GFT-DEMO-VALID – Zertifikat prüfen');
    await expect.poll(() => nameOf(noId)).toBe('CO₂ certificate: not checked, No certificate ID set – Verify certificate');
    // Each raises its gft-error after its render has been painted, each in its own time.
    await expect
      .poll(async () => (await badgeEvents(page, 'gft-error')).map((event) => event.detail).sort((a, b) => String(a.message).localeCompare(String(b.message))))
      .toEqual([
        { widget: 'certificate-badge', kind: 'CONFIG_ERROR', message: 'Keine API-Adresse' },
        { widget: 'certificate-badge', kind: 'CONFIG_ERROR', message: 'No certificate ID set' },
      ]);
    // An ID no certificate can have is not found, without a request either.
    const spaced = await addBadge(page, { 'certificate-id': 'GFT DEMO <b>' });
    await expect.poll(() => nameOf(spaced)).toBe('CO₂-Zertifikat: nicht gefunden, GFT DEMO <b>, Kein Zertifikat hat diese ID – Zertifikat prüfen');
    expect(await spaced.getByRole('link').getAttribute('href')).toBe(new URL('/verify?certificate=GFT+DEMO+%3Cb%3E', browser.webUrl).href);
    expect(asked).toEqual([]);
  });

  it('a superseded certificate says so, and by which', async () => {
    const { page: setup } = await browser.open('about:blank');
    const customer = await raisedAndCompensated(setup, browser.apiUrl, 'Badge Halle');
    const { second } = customer;
    const { page } = await openBadgePage();
    const small = await addBadge(page, { 'certificate-id': customer.certificateId, lang: 'en' });
    const large = await addBadge(page, { 'certificate-id': customer.certificateId, size: 'large', theme: 'dark' });
    await expect.poll(() => nameOf(small)).toMatch(new RegExp(`^CO₂ stored 2026: 13 t, superseded by ${second}, .+ – Verify certificate$`));
    expect(await small.getByRole('link').innerText()).toContain(`Superseded\nby ${second}`);
    await expect.poll(() => large.getByRole('link').innerText()).toContain(`Ersetzt\ndurch ${second}`);
    await expect.poll(async () => (await badgeEvents(page, 'gft-success')).at(-1)?.detail).toMatchObject({ outcome: 'superseded', supersededBy: second });
    expect(await axeAtWidths(page, { scope: 'main' })).toEqual([]);
  });

  it('is reached with the keyboard as one link with a visible focus ring, and axe finds nothing in either language', async () => {
    const { page } = await openBadgePage();
    await page.getByRole('button', { name: 'English' }).focus();
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const host = document.activeElement;
      const inner = host?.shadowRoot?.activeElement;
      const style = inner ? getComputedStyle(inner) : null;
      return {
        host: host?.localName,
        id: host?.getAttribute('certificate-id'),
        inner: inner?.localName,
        outline: style && `${style.outlineStyle} ${style.outlineWidth}`,
      };
    });
    expect(focused).toEqual({ host: tag, id: 'GFT-DEMO-VALID', inner: 'a', outline: 'solid 3px' });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('certificate-id'))).toBe('GFT-DEMO-EXPIRED');
    expect(await axeAtWidths(page, { scope: 'main' })).toEqual([]);
    await page.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => nameOf(page.locator(tag).first())).toMatch(/^CO₂ stored/);
    expect(await axeAtWidths(page, { scope: 'main' })).toEqual([]);
  });

  it('links to verify-url, else the script’s data-verify-url, with the certificate added', async () => {
    const { page } = await openBadgePage();
    const own = await addBadge(page, { 'certificate-id': 'GFT-DEMO-VALID', 'verify-url': 'https://portal.example/pruefen?src=badge' });
    await expect.poll(() => own.getByRole('link').getAttribute('href')).toBe('https://portal.example/pruefen?src=badge&certificate=GFT-DEMO-VALID');
    const hostile = await addBadge(page, { 'certificate-id': 'GFT-DEMO-VALID', 'verify-url': 'javascript:alert(1)' });
    await expect.poll(() => hostile.getByRole('link').getAttribute('href')).toBe(new URL('/verify?certificate=GFT-DEMO-VALID', browser.webUrl).href);

    // A page whose script says where the verification is (a bundle served from a CDN).
    const other = await browser.open('about:blank');
    await recordEvents(other.page);
    await other.page.goto(new URL('/demo/partner.html', browser.webUrl).href);
    await other.page.evaluate(() => {
      document.querySelector('script[data-api-base]')?.setAttribute('data-verify-url', 'https://www.greenfee.example/verify');
      document.body.append(Object.assign(document.createElement('gft-certificate-badge'), { id: 'cdn' }));
      document.querySelector('#cdn')?.setAttribute('certificate-id', 'GFT-DEMO-PENDING');
    });
    await expect
      .poll(() => other.page.locator('#cdn').getByRole('link').getAttribute('href'))
      .toBe('https://www.greenfee.example/verify?certificate=GFT-DEMO-PENDING');
  });
});

describe('<gft-certificate-badge> on a page of its own', () => {
  it('loads no form runtime and only its language’s texts; switched to English, it loads those', async () => {
    const { page } = await browser.open('about:blank');
    await recordEvents(page);
    const chunks: string[] = [];
    page.on('request', (request) => {
      // A chunk's name, before the eight characters of its hash.
      const chunk = /\/widgets\/chunks\/(.+)-[\w-]{8}\.js$/.exec(request.url())?.[1];
      if (chunk) chunks.push(chunk);
    });
    await page.goto(new URL('/demo/badge.html', browser.webUrl).href);
    await expect.poll(async () => (await badgeEvents(page, 'gft-success')).length, { timeout: 10_000 }).toBe(16);
    await settle(page);
    // Badges only: its own file in the page's language (its code, the base and its texts; no Preact), then the check.
    expect([...chunks].sort()).toEqual(['later', 'solo-certificate-badge-de']);
    await page
      .locator(tag)
      .first()
      .evaluate((element) => element.setAttribute('lang', 'en'));
    await expect.poll(() => nameOf(page.locator(tag).first())).toMatch(/^CO₂ stored/);
    expect(chunks.filter((chunk) => chunk === 'badge')).toHaveLength(1);
  });
});

describe('<gft-certificate-badge> when its texts do not come', () => {
  it('keeps its box, says so with a retry and raises gft-error; the retry shows the badge', async () => {
    const { page } = await browser.open('about:blank');
    await recordEvents(page);
    // As Chromium 150, Firefox and Safari: the texts' chunk that failed cannot be fetched again under its URL.
    const failed = await rememberFailedModules(page);
    const texts = /\/widgets\/chunks\/badge-[\w-]{8}\.js(\?.*)?$/;
    await page.route(texts, (route) => route.abort('connectionreset'));
    await page.goto(new URL('/demo/hostile.html', browser.webUrl).href);
    const badge = page.locator(tag);
    await expect.poll(() => badge.getByRole('alert').textContent()).toContain('Inhalt nicht verfügbar');
    expect(await box(badge.locator('[role="alert"]'))).toEqual({ width: 240, height: 80 });
    await expect.poll(async () => (await badgeEvents(page, 'gft-error')).map((event) => event.detail.kind)).toEqual(['FETCH_ERROR']);
    expect(await axeAtWidths(page, { scope: tag })).toEqual([]);
    expect([...failed].some((url) => texts.test(url))).toBe(true);
    await page.unroute(texts);
    const retried = page.waitForRequest((request) => /\/widgets\/chunks\/badge-[\w-]{8}\.js\?retry=\d+$/.test(request.url()));
    await badge.getByRole('button', { name: 'Erneut versuchen' }).click();
    await retried;
    await expect.poll(() => nameOf(badge)).toMatch(/^CO₂ gespeichert 2025: 12 t, gültig, Dana Demo/);
    await expect.poll(async () => (await badgeEvents(page, 'gft-ready')).length).toBe(1);
  });
});

describe('<gft-certificate-badge> in a hostile page and in frameworks', () => {
  it('renders untouched by the hostile page’s CSS, under its strict CSP', async () => {
    const { page, problems } = await browser.open('about:blank');
    await recordEvents(page);
    await page.goto(new URL('/demo/hostile.html', browser.webUrl).href);
    const badge = page.locator(tag);
    await expect.poll(() => nameOf(badge)).toMatch(/^CO₂ gespeichert 2025: 12 t, gültig, Dana Demo/);
    expect(await styleOf(page.getByRole('heading', { level: 1 }), 'color')).toBe('rgb(255, 0, 0)');
    const amount = badge.locator('[part="amount"]');
    expect(await styleOf(amount, 'font-size')).toBe('17px');
    expect(await styleOf(amount, 'color')).toBe('rgb(27, 42, 33)');
    expect(await box(badge.getByRole('link'))).toEqual({ width: 240, height: 80 });
    expect(await badge.getByRole('link').isVisible()).toBe(true);
    expect(problems).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
  });

  it('is themed through its custom properties and ::part()', async () => {
    const { page } = await openBadgePage();
    await page.evaluate(() => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(
        '#themed { --gft-badge-background: rgb(1, 2, 3); --gft-radius: 0px; --gft-font-family: serif } #themed::part(amount) { letter-spacing: 2px }',
      );
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    });
    const themed = await addBadge(page, { 'certificate-id': 'GFT-DEMO-VALID' }, 'themed');
    await expect.poll(() => nameOf(themed)).toMatch(/gültig/);
    expect(await styleOf(themed.getByRole('link'), 'background-color')).toBe('rgb(1, 2, 3)');
    expect(await styleOf(themed.getByRole('link'), 'border-top-left-radius')).toBe('0px');
    expect(await styleOf(themed.locator('[part="amount"]'), 'letter-spacing')).toBe('2px');
    expect(await styleOf(themed.locator('[part="root"]'), 'font-family')).toBe('serif');
  });

  it('a React 19 and a Vue 3 app remounting it with new values get the new badge, and its gft-ready', async () => {
    for (const host of ['/demo/react-host.html', '/demo/vue-host.html']) {
      const { page, problems } = await browser.open('about:blank');
      await recordEvents(page);
      await page.goto(new URL(host, browser.webUrl).href);
      const badge = page.locator(tag);
      await expect.poll(() => nameOf(badge), { message: host }).toMatch(/^CO₂ gespeichert 2025: 12 t, gültig, Dana Demo/);
      await page.getByLabel('Certificate', { exact: true }).selectOption('GFT-DEMO-EXPIRED');
      await page.getByLabel('Language', { exact: true }).selectOption('en');
      await page.getByRole('button', { name: 'Remount with these values' }).click();
      await expect.poll(() => nameOf(badge), { message: host }).toMatch(/^CO₂ stored 2022: 40 t, expired, Lärchenfeld Holzbau GmbH/);
      await page.getByLabel('Show the verification').uncheck();
      await expect.poll(() => badge.count()).toBe(0);
      await page.getByLabel('Show the verification').check();
      await expect.poll(() => nameOf(badge), { message: host }).toMatch(/expired/);
      await expect
        .poll(async () => (await badgeEvents(page, 'gft-success')).map((event) => event.detail.certificateId), { message: host })
        .toEqual(['GFT-DEMO-VALID', 'GFT-DEMO-EXPIRED', 'GFT-DEMO-EXPIRED']);
      expect(
        (await badgeEvents(page, 'gft-ready')).map((event) => event.detail.language),
        host,
      ).toEqual(['de', 'en', 'en']);
      expect(problems, host).toEqual([]);
    }
  });

  it('inserted and removed twenty times in one task does nothing; moved keeps its tree; removed for good lets go', async () => {
    const { page } = await openBadgePage();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/certificate/validate')) asked.push(request.method());
    });
    const readyBefore = (await badgeEvents(page, 'gft-ready')).length;
    expect(await churnInOneTask(page, 'gft-certificate-badge', { 'certificate-id': 'GFT-DEMO-PENDING' })).toBe(0);
    expect(await badgeEvents(page, 'gft-ready')).toHaveLength(readyBefore);
    expect(asked).toEqual([]);
    await page.evaluate(() => document.querySelector('main')?.append((window as unknown as { churned: Element }).churned));
    const churned = page.locator('#churned');
    await expect.poll(() => nameOf(churned)).toMatch(/^CO₂-Zertifikat: in Prüfung, GFT-DEMO-PENDING/);
    expect(asked).toEqual(['POST']);
    await expect.poll(async () => (await badgeEvents(page, 'gft-ready')).length).toBe(readyBefore + 1);
    // Moved within one task: the same tree, no new verification.
    await page.evaluate(() => {
      const element = document.querySelector('#churned');
      (window as unknown as { tree: unknown }).tree = element?.shadowRoot?.firstElementChild;
      if (element) document.querySelector('main')?.prepend(element);
    });
    await settle(page);
    expect(await churned.evaluate((element) => element.shadowRoot?.firstElementChild === (window as unknown as { tree: unknown }).tree)).toBe(true);
    expect(asked).toEqual(['POST']);
    // Removed for good.
    await page.evaluate(() => document.querySelector('#churned')?.remove());
    await expect.poll(() => page.evaluate(() => (window as unknown as { churned: Element }).churned.shadowRoot?.childElementCount)).toBe(0);
  });
});

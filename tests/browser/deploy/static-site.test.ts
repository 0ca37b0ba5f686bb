/**
 * The static export (`npm run export`) served by a real nginx with the nginx.conf it writes, against a sandbox on
 * another origin: the public pages in both languages, a forest's page and the template, the not-found page, a login
 * and a purchase through the payment page, the pinned widget bundle on a partner's page, and the headers.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeholderPattern, pinnedSnippet } from '#demo/export';
import { portalCsp, versionedWidgetsPrefix } from '#demo/web/headers';
import { productListAnswerSchema } from '#shared/api/schemas/product';
import { uniqueEmail } from '#tests/helpers/sandbox';
import { setupBrowser } from '../support/browser';
import { settlePage } from '../support/settle';
import { createAccountAt } from '../support/accounts';
import { addForestOverHttp, agreeToImmediateDelivery, buyerApi, newCardOnly } from '../support/buy';
import { hydrationProblems, watchHydration } from '../support/hydration';
import { isNotFoundPage } from '../support/page-list';
import { rawRequest } from './raw-request';
import { startStaticSite, type StaticSite } from './static-site';

const browser = setupBrowser();
let site: StaticSite;

beforeAll(async () => {
  site = await startStaticSite();
}, 60_000);
afterAll(async () => {
  await site?.stop();
});

const at = (path: string) => new URL(path, site.siteUrl).href;

/** Every answer of the site a page received, with its headers. */
function recordAnswers(page: Page): Response[] {
  const answers: Response[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(site.siteUrl)) answers.push(response);
  });
  return answers;
}

/** A page of the site, opened fresh: hydrated without a problem, its answer kept. */
async function visit(path: string) {
  const opened = await browser.open('about:blank');
  await watchHydration(opened.page);
  const answers = recordAnswers(opened.page);
  const response = await opened.page.goto(at(path));
  await settlePage(opened.page);
  return { ...opened, response, answers };
}

const filesBelow = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? filesBelow(join(dir, name)) : [join(dir, name)]));

describe('the export', () => {
  it('tells search engines not to list the embed builder (x-robots-tag on its paths, with or without a query), and no other page', async () => {
    for (const path of ['/embed', '/en/embed', '/en/embed/', '/embed?element=gft-certificate-badge']) {
      const answer = await fetch(at(path));
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('x-robots-tag'), path).toBe('noindex');
    }
    for (const path of ['/', '/en/faq', '/dashboard', '/en/embedded']) expect((await fetch(at(path))).headers.get('x-robots-tag'), path).toBeNull();
  });

  it('leaves no placeholder in any file and writes the configured origin into the sitemap and robots.txt', async () => {
    const texts = [
      ...filesBelow(site.exported.out).filter((file) => /\.(html|js|css|json|xml|txt|svg)$|_headers$|_redirects$/.test(file)),
      site.exported.nginxConf,
    ];
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter((file) => placeholderPattern.test(readFileSync(file, 'utf8')))).toEqual([]);
    const sitemap = await (await fetch(at('/sitemap.xml'))).text();
    expect(site.exported.forests.length).toBeGreaterThan(0);
    for (const path of ['/', '/en/faq', ...site.exported.forests.flatMap((id) => [`/forests/${id}`, `/en/forests/${id}`])]) {
      expect(sitemap).toContain(`<loc>${site.siteUrl}${path === '/' ? '/' : path}</loc>`);
    }
    expect(await (await fetch(at('/robots.txt'))).text()).toContain(`Sitemap: ${site.siteUrl}/sitemap.xml`);
  });
});

describe('nginx with the exported nginx.conf', () => {
  it.each([
    ['de', '/', /^Für Emissionen, die Sie nicht vermeiden können: Kohlenstoff in regionalem Holz/],
    ['en', '/en', /^For the emissions you cannot avoid: carbon stored/],
    ['de', '/faq', /Häufige Fragen|FAQ/],
    ['en', '/en/faq', /Frequently asked questions|FAQ/],
    // A page with a word of its own in each language (paths.ts, englishPaths).
    ['de', '/barrierefreiheit', /^Erklärung zur Barrierefreiheit$/],
    ['en', '/en/accessibility', /^Accessibility statement$/],
  ])('serves a public page (%s %s) as prerendered, hydrated, under the portal policy', async (language, path, heading) => {
    const { page, problems, response, answers } = await visit(path);
    expect(response?.status()).toBe(200);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(heading);
    expect(await hydrationProblems(page)).toEqual([]);
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toBe(portalCsp(site.apiUrl));
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers['content-encoding']).toBe('br');
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    // The configuration is the export's.
    expect(await page.locator('#gft-config').textContent()).toContain(`"apiBase":"${site.apiUrl}"`);
    // Every answer of the site: nosniff; hashed files for a year, the rest asked again.
    expect(answers.length).toBeGreaterThan(3);
    for (const answer of answers) {
      const sent = answer.headers();
      expect(sent['x-content-type-options'], answer.url()).toBe('nosniff');
      expect(sent['cache-control'], answer.url()).toBe(
        new URL(answer.url()).pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    }
    expect(problems).toEqual([]);
  });

  it("serves each forest's page, and a forest added after the export through the template", async () => {
    const id = site.exported.forests[0] ?? '';
    const known = await visit(`/en/forests/${id}`);
    expect(known.response?.status()).toBe(200);
    expect(await hydrationProblems(known.page)).toEqual([]);
    expect(await known.page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${site.siteUrl}/en/forests/${id}`);
    expect(known.problems).toEqual([]);

    const name = `Exportless forest ${Date.now().toString(36)}`;
    const added = await addForestOverHttp(site.apiUrl, { name, pricePerToken: 30, availableTokens: 10 });
    for (const path of [`/forests/${added}`, `/en/forests/${added}`]) {
      const later = await visit(path);
      expect(later.response?.status()).toBe(200);
      await expect.poll(() => later.page.getByRole('heading', { level: 1 }).textContent(), { timeout: 10_000 }).toBe(name);
      expect(await hydrationProblems(later.page)).toEqual([]);
      // The template names no forest; once hydrated, the page names this one, with the configured origin.
      const other = path.startsWith('/en/') ? path.slice(3) : `/en${path}`;
      await expect.poll(() => later.page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${site.siteUrl}${path}`);
      expect(await later.page.locator('header a.language-switch').getAttribute('href')).toBe(other);
      expect(later.problems).toEqual([]);
    }
  });

  it("answers an unknown path and a page's file name with the app's not-found page and status 404", async () => {
    for (const path of ['/no/such/page', '/en/nothing-here', '/en/faq.html', '/en/barrierefreiheit', '/accessibility', '/assets/', '/assets/gone-1234.js']) {
      const { page, response } = await visit(path);
      expect(response?.status(), path).toBe(404);
      if (!path.startsWith('/assets/')) {
        expect(await isNotFoundPage(page), path).toBe(true);
        expect(response?.headers()['content-security-policy']).toBe(portalCsp(site.apiUrl));
      }
    }
    expect((await fetch(at('/assets/'), { headers: { 'accept-encoding': 'br' } })).status).toBe(404);
  });

  it('logs in, shows the dashboard and buys tokens through the payment page', async () => {
    const email = uniqueEmail('static');
    await createAccountAt(site.apiUrl, email, 'Start-Passw0rd');
    const { page, problems } = await visit('/en/auth/login');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Start-Passw0rd');
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/en/dashboard');
    await settlePage(page);

    await page.goto(at('/en/dashboard/buy'));
    await settlePage(page);
    const { products } = productListAnswerSchema.parse(await (await fetch(`${site.apiUrl}/product/list`, { headers: { ln: 'en' } })).json());
    const name = products.find((product) => product.availableTokens >= 2)?.name ?? '';
    const forest = page.getByRole('article', { name });
    await forest.getByLabel(`Tokens of ${name}`, { exact: true }).fill('2');
    await forest.getByRole('button', { name: /Add to cart/ }).click();
    await newCardOnly(page);
    await agreeToImmediateDelivery(page);
    await page.getByRole('button', { name: /^Buy now for/ }).click();
    await page.waitForURL(/\/dev\/pay\//, { timeout: 10_000 });
    await page.getByLabel('Name on card').fill('Static Site');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry date').fill('12/35');
    await page.getByLabel('Security code (CVV)').fill('123');
    await page.getByRole('button', { name: /^Pay €[\d,.]+$/ }).click();
    await page.getByRole('button', { name: 'Approve payment' }).click();
    // Back on the exported site, which asks the API for the truth about the payment.
    await page.waitForURL(new RegExp(`^${site.siteUrl}/en/dashboard/buy/return\\?payment=`), { timeout: 10_000 });
    await expect.poll(() => page.locator('main').textContent(), { timeout: 15_000 }).toMatch(/Payment received: 2 tokens for/);
    const login = await fetch(`${site.apiUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Start-Passw0rd' }),
    });
    const { session } = (await login.json()) as { session: { token: string } };
    expect(await buyerApi(site.apiUrl, session.token).wallet()).toBe(2);
    expect(problems).toEqual([]);
  });
});

describe('nginx, asked with paths and encodings as sent', () => {
  const raw = (path: string, acceptEncoding = '') => rawRequest(site.siteUrl, path, acceptEncoding);

  it('answers none of the host configurations: nginx.conf is beside the folder, _headers and _redirects are 404', async () => {
    const { out, nginxConf } = site.exported;
    expect(existsSync(join(out, 'nginx.conf'))).toBe(false);
    expect(readFileSync(nginxConf, 'utf8')).toContain(`root "${out}";`);
    for (const path of [
      '/nginx.conf',
      '//nginx.conf',
      '/faq/../nginx.conf',
      '/assets/%2e%2e/nginx.conf',
      '/_headers',
      '//_headers',
      '/%5fheaders',
      '/faq/../_headers',
      '/_redirects',
      '/en/%2e%2e/_redirects',
    ]) {
      for (const encoding of ['', 'br']) {
        const answer = await raw(path, encoding);
        expect(answer.status, `${path} (${encoding || 'plain'})`).toBe(404);
        expect(answer.headers['content-type'], path).toBe('text/html; charset=utf-8');
        if (!encoding) expect(answer.body.toString(), path).not.toMatch(/server \{|\/\*\n|x-content-type-options:/);
      }
    }
  });

  it('honours an encoding the client refuses (q=0): no Brotli for "gzip, br;q=0", none at all when both are refused', async () => {
    const asset =
      readdirSync(join(site.exported.out, 'assets'))
        .find((name) => name.endsWith('.js.br'))
        ?.slice(0, -3) ?? '';
    expect(asset).not.toBe('');
    const cases: [string, string | undefined][] = [
      ['br', 'br'],
      ['gzip, br', 'br'],
      ['gzip, br;q=0', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['gzip, br ; q=0.000', 'gzip'],
      ['gzip;q=0, br', 'br'],
      ['br;q=0, gzip;q=0', undefined],
      ['gzip;q=0', undefined],
      // A low preference is no refusal.
      ['br;q=0.5', 'br'],
    ];
    for (const path of ['/', '/en/faq', '/no/such/page', '/widgets/gft-widgets.js', `/assets/${asset}`]) {
      for (const [acceptEncoding, sent] of cases) {
        const answer = await raw(path, acceptEncoding);
        expect(answer.status === 200 || answer.status === 404, path).toBe(true);
        expect(answer.headers['content-encoding'], `${path} with ${acceptEncoding}`).toBe(sent);
      }
    }
  });

  it('tells search engines not to list the embed builder however its path is written', async () => {
    for (const path of ['/embed', '//embed', '/%65mbed', '/en//embed', '/%2fembed', '/en/%65mbed/', '/faq/../embed', '/assets/%2e%2e/en/embed?x=1']) {
      const answer = await raw(path, 'br');
      expect(answer.status, path).toBe(200);
      expect(answer.headers['x-robots-tag'], path).toBe('noindex');
    }
    for (const path of ['/', '//en/faq', '/en/embedded', '/%65mbedded']) expect((await raw(path)).headers['x-robots-tag'], path).toBeUndefined();
  });

  it('answers a folder the same for every encoding: 404, unless a page has its name', async () => {
    const folders = ['/assets', '/widgets', '/forests', '/en/forests', '/images', versionedWidgetsPrefix.slice(0, -1), '/assets/', '/widgets/'];
    for (const path of folders) {
      for (const encoding of ['', 'gzip', 'br', 'gzip, br', 'gzip, br;q=0']) {
        const answer = await raw(path, encoding);
        expect(answer.status, `${path} (${encoding || 'plain'})`).toBe(404);
        expect(answer.headers.location, path).toBeUndefined();
      }
    }
    // A folder beside the page of its name (forest-owners/ and forest-owners.html): the page.
    expect(existsSync(join(site.exported.out, 'forest-owners'))).toBe(true);
    for (const encoding of ['', 'br']) expect((await raw('/forest-owners', encoding)).status).toBe(200);
  });
});

describe('the widgets partners pin', () => {
  /**
   * A partner's page on an origin of its own (a server on the loopback, as the site: Chromium keeps a public page from
   * loading from a private address), under a strict policy, embedding the verification from the export.
   */
  let partner: { url: string; close: () => Promise<void> };
  let integrity = '';
  beforeAll(async () => {
    const server = createServer((_request, response) => {
      const widgets = new URL(site.exported.widgets.url);
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': `default-src 'self'; script-src ${widgets.origin}; connect-src ${site.apiUrl}; style-src 'self'`,
      });
      response.end(`<!doctype html><html lang="en"><head><title>Partner</title>
<script type="module" src="${widgets.href}" integrity="${integrity}" crossorigin="anonymous" data-api-base="${site.apiUrl}"></script></head>
<body><h1>Our climate partner</h1><a href="#more">More about us</a>
<gft-certificate-verify></gft-certificate-verify><p id="more">The rest of the page.</p></body></html>`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    partner = {
      url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
      close: () => new Promise((resolve) => server.close(() => resolve())),
    };
  });
  afterAll(async () => {
    await partner?.close();
  });

  async function partnerPage(pinned: string) {
    integrity = pinned;
    const opened = await browser.open('about:blank');
    const requested: string[] = [];
    opened.page.on('request', (request) => requested.push(request.url()));
    await opened.page.goto(`${partner.url}/climate`);
    return { ...opened, requested };
  }

  it('the versioned loader with its integrity defines the elements, which load their chunks from the version folder', async () => {
    expect(pinnedSnippet(site.exported.widgets)).toMatch(
      /^<script type="module" src="http:\/\/127\.0\.0\.1:\d+\/widgets\/v\d+\.\d+\.\d+\/gft-widgets\.js" integrity="sha384-[A-Za-z0-9+/]+={0,2}" crossorigin="anonymous"><\/script>$/,
    );
    const { page, problems, requested } = await partnerPage(site.exported.widgets.integrity);
    const widget = page.locator('gft-certificate-verify');
    await expect.poll(() => widget.getByRole('textbox').count(), { timeout: 10_000 }).toBe(1);
    const chunks = requested.filter((url) => url.includes('/chunks/'));
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.every((url) => url.startsWith(`${site.siteUrl}/widgets/v`))).toBe(true);
    const loader = await fetch(site.exported.widgets.url);
    expect(loader.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(loader.headers.get('access-control-allow-origin')).toBe('*');
    expect(problems).toEqual([]);
  });

  it('a loader whose integrity does not match runs nothing, and the page stays usable', async () => {
    const wrong = `sha384-${Buffer.alloc(48, 7).toString('base64')}`;
    const { page, problems, requested } = await partnerPage(wrong);
    await expect.poll(() => problems.some((line) => /integrity/i.test(line)), { timeout: 10_000 }).toBe(true);
    expect(await page.evaluate(() => customElements.get('gft-certificate-verify') === undefined)).toBe(true);
    expect(requested.filter((url) => url.includes('/chunks/'))).toEqual([]);
    await page.getByRole('link', { name: 'More about us' }).click();
    expect(new URL(page.url()).hash).toBe('#more');
    expect(await page.getByText('The rest of the page.').isVisible()).toBe(true);
    expect(problems.filter((line) => !/integrity/i.test(line))).toEqual([]);
  });
});

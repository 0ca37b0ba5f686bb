import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '#demo/web/compression';
import { consentMarkScriptHash, versionedWidgetsPrefix } from '#demo/web/headers';
import { createWebApp, serverTimeouts, startWebServer } from '#demo/web/server';
import { fillDatedLines, forestIds, sitemap } from '#demo/web/site-pages';
import { startTestSandbox } from '#tests/helpers/sandbox';
import { slowHeaders } from '#tests/helpers/slow-client';
import { parseAppConfig } from '#shared/config/config';

let dist: string;
/** The site's origin (GFT_SITE_URL): every page, the sitemap and robots.txt name it, whatever the request's host. */
const siteUrl = 'https://www.greenfee.example';
let app: ReturnType<typeof createWebApp>;
const script = `console.log(${JSON.stringify('x'.repeat(5000))});`;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'gft-dist-'));
  mkdirSync(join(dist, 'portal', 'assets'), { recursive: true });
  mkdirSync(join(dist, 'widgets'), { recursive: true });
  writeFileSync(join(dist, 'portal', 'index.html'), '<!doctype html><html><head><!--gft-config--></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, 'portal', 'assets', 'app-1234.js'), script);
  writeFileSync(join(dist, 'widgets', 'gft-widgets.js'), script);
  mkdirSync(join(dist, 'widgets', 'chunks'));
  writeFileSync(join(dist, 'widgets', 'chunks', 'part-1234.js'), script);
  // As `npm run build` does: a Brotli and a gzip copy beside each text file.
  precompress(dist);
  app = createWebApp({ config: parseAppConfig({ apiBase: 'http://api.example:8787' }), distDir: dist, siteUrl });
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const get = (path: string, encoding = '') => app.fetch(new Request(`http://web.example${path}`, { headers: { 'accept-encoding': encoding } }));

describe('the web server of npm start', () => {
  it("answers a built file with the build's Brotli or gzip copy, as the client accepts, and says so", async () => {
    const br = await get('/assets/app-1234.js', 'gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('accept-encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);
    const gzip = await get('/assets/app-1234.js', 'gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);
    const plain = await get('/assets/app-1234.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const answer of [br, gzip, plain]) expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const loader = await get('/widgets/gft-widgets.js', 'br');
    expect(loader.headers.get('content-encoding')).toBe('br');
    expect(loader.headers.get('cache-control')).toBe('no-cache');
    expect(loader.headers.get('access-control-allow-origin')).toBe('*');
    // The same loader under this version's path, for good; the chunks it loads have hashed names.
    const pinned = await get(`${versionedWidgetsPrefix}gft-widgets.js`, 'br');
    expect(brotliDecompressSync(Buffer.from(await pinned.arrayBuffer())).toString()).toBe(script);
    expect(pinned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(pinned.headers.get('access-control-allow-origin')).toBe('*');
    const chunk = await get('/widgets/chunks/part-1234.js');
    expect(await chunk.text()).toBe(script);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // The copies stand in for their original only.
    expect((await get('/assets/app-1234.js.br')).status).toBe(404);
    expect((await get('/widgets/gft-widgets.js.gz')).status).toBe(404);
  });

  it('puts the runtime configuration into the page, and answers unknown paths with a 404', async () => {
    const home = await get('/en/faq');
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<script id="gft-config" type="application/json">{"apiBase":"http://api.example:8787"');
    expect((await get('/dashboard/transactions')).status).toBe(200);
    expect((await get('/no/such/page')).status).toBe(404);
    expect((await get('/assets/missing.js')).status).toBe(404);
    expect((await get('/widgets/..%2f..%2fpackage.json')).status).toBe(404);
  });

  it('tells search engines not to list the embed builder (x-robots-tag), and only it', async () => {
    for (const path of ['/embed', '/en/embed', '/en/embed/']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('x-robots-tag'), path).toBe('noindex');
    }
    for (const path of ['/dashboard', '/en/faq', '/no/such/page', '/embedded']) expect((await get(path)).headers.get('x-robots-tag'), path).toBeNull();
  });

  it('escapes the configuration so it cannot close its script element', async () => {
    const hostile = createWebApp({
      config: parseAppConfig({ apiBase: 'http://api.example', links: { blog: 'https://x.example/</script><script>alert(1)</script>' } }),
      distDir: dist,
      siteUrl,
    });
    const page = await (await hostile.fetch(new Request('http://web.example/'))).text();
    expect(page).not.toContain('</script><script>alert(1)');
    expect(page).toContain('\\u003c/script>');
  });
});

describe('security headers', () => {
  it('sends the portal strict CSP, nosniff and the referrer policy on every portal page, 404s included', async () => {
    for (const path of ['/', '/en/faq', '/auth/login', '/dashboard/profile', '/no/such/page']) {
      const page = await get(path);
      const csp = page.headers.get('content-security-policy') ?? '';
      const directives = Object.fromEntries(
        csp
          .split(';')
          .map((part) => part.trim().split(/\s+/))
          .map(([name, ...values]) => [name, values.join(' ')]),
      );
      expect(directives, path).toMatchObject({
        'script-src': `'self' ${consentMarkScriptHash}`,
        'style-src': "'self'",
        'connect-src': "'self' http://api.example:8787",
        'frame-ancestors': "'none'",
        'base-uri': "'none'",
        'form-action': "'self'",
        'object-src': "'none'",
      });
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
    const asset = await get('/assets/app-1234.js');
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('prerendered pages', () => {
  let built: string;
  // A prerendered page as demo/prerender.ts writes it: placeholders for the origin, the links and a forest's id.
  const prerendered = (path: string) =>
    `<!doctype html><html lang="de"><head><!--gft-config--><link rel="canonical" href="https://gft-site.invalid${path}" /></head><body><div id="root"><h1>${path}</h1><a href="https://gft-link.invalid/blog">Blog</a><a href="https://gft-link.invalid/imprint">Impressum</a></div></body></html>`;
  beforeAll(() => {
    built = mkdtempSync(join(tmpdir(), 'gft-dist-'));
    mkdirSync(join(built, 'portal'), { recursive: true });
    writeFileSync(join(built, 'portal', 'index.html'), '<!doctype html><html><head><!--gft-config--></head><body><div id="root"></div></body></html>');
    for (const [path, file] of [
      ['/faq', 'faq/index.html'],
      ['/forests/__GFT_FOREST_ID__', 'forests/__GFT_FOREST_ID__/index.html'],
    ] as const) {
      mkdirSync(join(built, 'prerendered', file.replace(/\/index\.html$/, '')), { recursive: true });
      writeFileSync(join(built, 'prerendered', file), prerendered(path));
    }
  });
  afterAll(() => rmSync(built, { recursive: true, force: true }));
  const config = parseAppConfig({ apiBase: 'http://api.example:8787', links: { blog: 'https://blog.example/news?a=1&b="2"' } });
  const fetchFrom = (web: ReturnType<typeof createWebApp>, path: string) => web.fetch(new Request(`http://web.example${path}`));

  it('fills in the running configuration, the configured origin and the configured links', async () => {
    const page = await fetchFrom(createWebApp({ config, distDir: built, siteUrl }), '/faq');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain('<h1>/faq</h1>');
    expect(html).toContain('<script id="gft-config" type="application/json">{"apiBase":"http://api.example:8787"');
    expect(html).toContain('<link rel="canonical" href="https://www.greenfee.example/faq" />');
    // A configured link, escaped for its attribute; an unconfigured one, the default.
    expect(html).toContain('<a href="https://blog.example/news?a=1&amp;b=&quot;2&quot;">Blog</a>');
    expect(html).toContain('<a href="https://greenfee.example/imprint">Impressum</a>');
  });

  it("uses the configured site URL (GFT_SITE_URL) for canonical URLs, the sitemap and robots.txt, never the request's host", async () => {
    const web = createWebApp({ config, distDir: built, siteUrl: 'https://www.greenfee.example/' });
    const hostile = (path: string) => web.fetch(new Request(`http://evil.example"x="1${path}`));
    for (const answer of [await fetchFrom(web, '/faq'), await hostile('/faq')])
      expect(await answer.text()).toContain('<link rel="canonical" href="https://www.greenfee.example/faq" />');
    for (const answer of [await fetchFrom(web, '/sitemap.xml'), await hostile('/sitemap.xml')])
      expect(await answer.text()).toContain('<loc>https://www.greenfee.example/en/faq</loc>');
    for (const answer of [await fetchFrom(web, '/robots.txt'), await hostile('/robots.txt')])
      expect(await answer.text()).toContain('Sitemap: https://www.greenfee.example/sitemap.xml');
    for (const path of ['/faq', '/forests/65f0a1b2c3d4e5f601234567', '/sitemap.xml', '/robots.txt'])
      expect(await (await hostile(path)).text(), path).not.toContain('evil.example');
  });

  it('escapes a configured origin for the attribute and the XML it is written into', async () => {
    // `"` and `&` pass the URL parser in a host name (`<` does not: such a GFT_SITE_URL is refused).
    const web = createWebApp({ config, distDir: built, siteUrl: 'https://www.gree"n&fee.example' });
    const html = await (await fetchFrom(web, '/faq')).text();
    expect(html).toContain('<link rel="canonical" href="https://www.gree&quot;n&amp;fee.example/faq" />');
    const xml = await (await fetchFrom(web, '/sitemap.xml')).text();
    expect(xml).toContain('<loc>https://www.gree&quot;n&amp;fee.example/en/faq</loc>');
    for (const text of [html, xml]) expect(text).not.toContain('gree"n');
    expect(() => createWebApp({ config, distDir: built, siteUrl: 'https://a<b.example' })).toThrow(/^The site's URL .* is not an absolute http\(s\) URL/);
  });

  it("puts in the dated lines as of the request, with the running configuration, in the page's language", async () => {
    mkdirSync(join(built, 'prerendered', 'en', 'token-sale'), { recursive: true });
    writeFileSync(
      join(built, 'prerendered', 'en', 'token-sale', 'index.html'),
      '<html><head><!--gft-config--></head><body><p class="lead"><span>__GFT_DATED_presale__</span></p></body></html>',
    );
    const later = parseAppConfig({ apiBase: 'http://api.example:8787', dates: { presale: '2999-03', whitepaper: '2999-01' } });
    const html = await (await fetchFrom(createWebApp({ siteUrl, config: later, distDir: built }), '/en/token-sale')).text();
    expect(html).toContain(
      '<span>The sale of the first greenfee tokens is planned for March 2999. The whitepaper that describes the token will be submitted in January 2999.',
    );
    expect(html).not.toContain('__GFT_DATED_');
    // The build's placeholder becomes the line of the day the page is asked for, in either language, escaped.
    const privacy = '<p>__GFT_DATED_privacy__</p>';
    const dates = parseAppConfig({ apiBase: 'http://api.example', dates: { privacyPolicyUpdated: '2022-06-03' } }).dates;
    expect(fillDatedLines(privacy, 'de', dates, new Date('2022-06-02T12:00:00Z'))).toBe('<p>Vollständige Fassung gilt ab: 03.06.2022</p>');
    expect(fillDatedLines(privacy, 'en', dates, new Date('2026-11-24T12:00:00Z'))).toBe('<p>Full policy last updated: Jun 3, 2022</p>');
    // The page records the day (UTC) its lines were written for: the browser hydrates them as of it.
    expect(fillDatedLines(`<html lang="de"><body>${privacy}</body></html>`, 'de', dates, new Date('2022-06-02T23:59:59Z'))).toBe(
      '<html lang="de" data-gft-dated-day="2022-06-02"><body><p>Vollständige Fassung gilt ab: 03.06.2022</p></body></html>',
    );
    expect(html).toMatch(/^<html data-gft-dated-day="\d{4}-\d{2}-\d{2}"><head>/);
  });

  it("lists each forest project's page in the sitemap, from the API; without an answer, the public pages alone", async () => {
    const sandbox = await startTestSandbox();
    try {
      const ids = await forestIds(sandbox.url);
      expect(ids.length).toBeGreaterThan(0);
      const xml = sitemap('https://www.greenfee.example', ids);
      for (const id of ids) {
        expect(xml).toContain(`<loc>https://www.greenfee.example/forests/${id}</loc>`);
        expect(xml).toContain(`<loc>https://www.greenfee.example/en/forests/${id}</loc>`);
      }
    } finally {
      await sandbox.stop();
    }
    expect(await forestIds('http://127.0.0.1:9', 500)).toEqual([]);
    expect(sitemap('https://www.greenfee.example', ['"><x']).includes('"><x')).toBe(false);
  });

  it('sends a prerendered page alike to every visitor, the cookie banner in it whatever the cookies (the page hides it itself)', async () => {
    mkdirSync(join(built, 'prerendered', 'en', 'faq'), { recursive: true });
    writeFileSync(
      join(built, 'prerendered', 'en', 'faq', 'index.html'),
      '<html lang="en"><head><!--gft-config--></head><body><div id="root"><main><h1>FAQ</h1></main><section class="cookie-banner" aria-label="Cookie consent" data-gft-consent-banner=""><p>We use cookies</p></section></div></body></html>',
    );
    const web = createWebApp({ siteUrl, config, distDir: built });
    const page = async (cookie?: string) => (await web.fetch(new Request('http://web.example/en/faq', { headers: cookie ? { cookie } : {} }))).text();
    const first = await page();
    expect(first).toContain('data-gft-consent-banner');
    for (const cookie of ['gft_consent=allow_all', `gft_consent=${encodeURIComponent(JSON.stringify({ functional_cookies: true }))}`, 'gft_consent=%7Bbroken'])
      expect(await page(cookie), cookie).toBe(first);
  });

  it('answers any forest page with the template, its id put in; an id it cannot hold safely gets the app alone', async () => {
    const web = createWebApp({ siteUrl, config, distDir: built });
    const forest = await fetchFrom(web, '/forests/65f0a1b2c3d4e5f601234567');
    expect(forest.status).toBe(200);
    const html = await forest.text();
    expect(html).toContain('<link rel="canonical" href="https://www.greenfee.example/forests/65f0a1b2c3d4e5f601234567" />');
    expect(html).not.toContain('__GFT_FOREST_ID__');
    const odd = await fetchFrom(web, `/forests/${encodeURIComponent('"><script>')}`);
    expect(odd.status).toBe(200);
    expect(await odd.text()).toBe(
      '<!doctype html><html><head>' +
        `<script id="gft-config" type="application/json">${JSON.stringify(config)}</script><link rel="preconnect" href="http://api.example:8787" crossorigin>` +
        // The site's origin, for what the page renders alone (the embed code, a certificate's link).
        '  <link rel="sitemap" type="application/xml" href="https://www.greenfee.example/sitemap.xml" />\n  </head><body><div id="root"></div></body></html>',
    );
  });
});

describe('the demo and the production server', () => {
  const config = parseAppConfig({ apiBase: 'http://api.example:8787' });

  it('serves the demo pages and the scripts of its host pages only with the demo on', async () => {
    mkdirSync(join(dist, 'demo-hosts'), { recursive: true });
    writeFileSync(join(dist, 'demo-hosts', 'react-host.js'), script);
    const on = createWebApp({ siteUrl, config, distDir: dist, demo: true });
    const off = createWebApp({ siteUrl, config, distDir: dist });
    const status = async (web: ReturnType<typeof createWebApp>, path: string) => (await web.fetch(new Request(`http://web.example${path}`))).status;
    expect([await status(on, '/demo'), await status(on, '/demo/'), await status(on, '/demo/hosts/react-host.js')]).toEqual([301, 200, 200]);
    expect([await status(off, '/demo'), await status(off, '/demo/'), await status(off, '/demo/hosts/react-host.js')]).toEqual([404, 404, 404]);
  });

  it('answers /healthz, never cached, only when given an answer', async () => {
    const health = await createWebApp({ siteUrl, config, distDir: dist, health: { status: 'ok', version: '1.0.0' } }).fetch(
      new Request('http://web.example/healthz'),
    );
    expect(health.status).toBe(200);
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect(await health.json()).toEqual({ status: 'ok', version: '1.0.0' });
    expect((await get('/healthz')).status).toBe(404);
  });

  it('limits how long a request may take to arrive: the production timeouts by default, a slow-headers client cut off', async () => {
    const standard = await startWebServer({ config, distDir: dist, port: 0 });
    try {
      expect(serverTimeouts).toEqual({ headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000 });
      expect(standard.server).toMatchObject({ headersTimeout: 10_000, requestTimeout: 30_000, keepAliveTimeout: 5_000 });
    } finally {
      await standard.close();
    }
    const quick = await startWebServer({ config, distDir: dist, port: 0, timeouts: { headersMs: 1500, requestMs: 3000 } });
    try {
      const [first, second] = await Promise.all([slowHeaders(quick.url, 8000), slowHeaders(quick.url, 8000)]);
      for (const end of [first, second]) {
        // Cut off by the server before the client gives up (tests do not assert timings; the give-up bounds it).
        expect(end?.answer).toMatch(/^HTTP\/1\.1 408 /);
      }
    } finally {
      await quick.close();
    }
  });

  it('drains: cuts a request still open at the deadline, and logs it so', async () => {
    // An API whose product list (the sitemap's forest ids) is asked for and never answered.
    let asked!: () => void;
    const wasAsked = new Promise<void>((resolve) => (asked = resolve));
    const api = createServer(() => asked());
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const lines: string[] = [];
    try {
      const web = await startWebServer({
        config: parseAppConfig({ apiBase: `http://127.0.0.1:${(api.address() as AddressInfo).port}` }),
        distDir: dist,
        port: 0,
        accessLog: (line) => lines.push(line),
      });
      const held = fetch(`${web.url}/sitemap.xml?token=secret`).then(
        () => 'answered',
        () => 'cut',
      );
      await wasAsked;
      expect(await web.drain(50)).toEqual({ open: 1, cut: 1 });
      expect(await held).toBe('cut');
      expect(lines).toEqual([expect.stringMatching(/Z GET \/sitemap\.xml 200 \d+ms \(cut off\)$/)]);
    } finally {
      api.closeAllConnections();
      api.close();
    }
  });
});

import { describe, expect, inject, it } from 'vitest';
import { localized, paths, publicPages } from '#portal/lib/paths';

/** The prerendered pages as a crawler gets them: plain HTTP, no browser, no JavaScript. */
const webUrl = inject('webUrl');
const origin = new URL(webUrl).origin;
const get = (path: string, headers: Record<string, string> = {}) => fetch(new URL(path, webUrl), { headers });

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1] ?? null;
const meta = (html: string, property: string) => attribute(html, new RegExp(`<meta property="${property}" content="([^"]*)"`));
const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe("every public page's prerendered HTML", () => {
  it.each(['de', 'en'] as const)('holds its h1, title, description, canonical, alternates and Open Graph (%s)', async (language) => {
    const titles = new Set<string>();
    for (const name of publicPages) {
      const path = localized(language, paths[name]);
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-security-policy'), path).toContain("script-src 'self'");
      const html = await response.text();
      expect(attribute(html, /<html lang="([a-z]+)"/), path).toBe(language);
      const h1 = html.match(/<h1[^>]*>(.*?)<\/h1>/s);
      expect(h1?.[1]?.replace(/<[^>]+>/g, '').trim().length ?? 0, `${path} h1`).toBeGreaterThan(3);
      expect(html.match(/<h1[\s>]/g)?.length, `${path}: one h1`).toBe(1);
      const title = decode(attribute(html, /<title>([^<]*)<\/title>/) ?? '');
      const description = decode(attribute(html, /<meta name="description" content="([^"]*)"/) ?? '');
      expect(title.length, path).toBeGreaterThan(3);
      expect(titles.has(title), `${path} repeats a title`).toBe(false);
      titles.add(title);
      expect(description.length, path).toBeGreaterThan(20);
      expect(attribute(html, /<link rel="canonical" href="([^"]*)"/), path).toBe(`${origin}${path}`);
      expect(attribute(html, /<link rel="alternate" hreflang="de" href="([^"]*)"/), path).toBe(`${origin}${paths[name]}`);
      expect(attribute(html, /<link rel="alternate" hreflang="en" href="([^"]*)"/), path).toBe(`${origin}${localized('en', paths[name])}`);
      expect(attribute(html, /<link rel="alternate" hreflang="x-default" href="([^"]*)"/), path).toBe(`${origin}${paths[name]}`);
      expect(decode(meta(html, 'og:title') ?? ''), path).toBe(title);
      expect(decode(meta(html, 'og:description') ?? ''), path).toBe(description);
      expect(meta(html, 'og:url'), path).toBe(`${origin}${path}`);
      expect(meta(html, 'og:type'), path).toBe('website');
      expect(meta(html, 'og:locale'), path).toBe(language === 'de' ? 'de_AT' : 'en_US');
      expect(meta(html, 'og:site_name'), path).toBe('greenfee');
      // One render-blocking stylesheet (demo/prerender.ts, publicPageStyles): each more cost the first paint a round trip.
      expect(html.replace(/<noscript>.*?<\/noscript>/gs, '').match(/<link rel="stylesheet"[^>]*>/g), path).toEqual([
        expect.stringMatching(/^<link rel="stylesheet" crossorigin href="\/assets\/index-[\w-]+\.css">$/),
      ]);
      // What the build left for the server to fill in is filled in: the configuration, the origin, the links.
      expect(html, path).toContain('<script id="gft-config" type="application/json">');
      expect(html, path).not.toMatch(/gft-site\.invalid|gft-link\.invalid|__GFT_FOREST_ID__|__GFT_DATED_|<!--gft-config-->/);
    }
  });

  it("says the presale and the privacy policy's date in the right tense for today, with JavaScript off", async () => {
    // The test server runs with the default dates (presale August 2025, passed) and no date of the full privacy policy:
    // the summary's own date alone (decision 0072).
    expect(await (await get('/en/token-sale')).text()).toContain(
      'Tokens are on sale in the greenfee portal at fixed prices per forest: open an account and buy as many as you need.',
    );
    expect(await (await get('/token-sale')).text()).toContain(
      'Token sind im greenfee-Portal erhältlich, zu festen Preisen je Wald: Legen Sie ein Konto an und kaufen Sie so viele, wie Sie brauchen.',
    );
    const privacy = await (await get('/en/privacy-policy')).text();
    expect(privacy).toMatch(/This summary was last changed on [A-Z][a-z]{2} \d{1,2}, 20\d{2}\./);
    expect(privacy).not.toContain('Full policy');
  });

  it('is compressed and a not-found path is still a 404', async () => {
    const response = await get('/en/faq', { 'accept-encoding': 'br' });
    expect(response.headers.get('content-encoding')).toBe('br');
    const unknown = await get('/gibt-es-nicht');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).not.toContain('<h1');
  });

  it('serves one forest page template for any forest, its canonical the requested URL', async () => {
    for (const path of ['/forests/65f0a1b2c3d4e5f601234567', '/en/forests/other-forest_2']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toMatch(/<h1[\s>]/);
      expect(attribute(html, /<link rel="canonical" href="([^"]*)"/), path).toBe(`${origin}${path}`);
      expect(meta(html, 'og:url'), path).toBe(`${origin}${path}`);
      expect(html, path).not.toContain('__GFT_FOREST_ID__');
    }
  });
});

describe('sitemap.xml and robots.txt', () => {
  it("lists every public page and every forest project's page in both languages with its alternates", async () => {
    const response = await get('/sitemap.xml', { 'accept-encoding': 'br' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('xml');
    const xml = await response.text();
    const all = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
    // Customers' impact pages come and go as other files turn them on and off (impact.test.ts checks them in the
    // sitemap); here only their form.
    for (const loc of all.filter((entry) => entry.includes('/impact/'))) expect(loc).toMatch(new RegExp(`^${origin}(/en)?/impact/[a-z0-9-]+$`));
    const locs = all.filter((entry) => !entry.includes('/impact/'));
    const { products } = (await (await fetch(new URL('/product/list', inject('apiUrl')))).json()) as { products: { _id: string }[] };
    expect(products.length).toBeGreaterThan(0);
    const pagePaths = [...publicPages.map((name) => paths[name] as string), ...products.map((product) => `/forests/${product._id}`)];
    const expected = pagePaths.flatMap((path) => [`${origin}${path}`, `${origin}${localized('en', path)}`]);
    expect(locs.sort()).toEqual(expected.sort());
    expect(xml).toContain(
      `<url>\n    <loc>${origin}/en/faq</loc>\n    <xhtml:link rel="alternate" hreflang="de" href="${origin}/faq"/>\n    <xhtml:link rel="alternate" hreflang="en" href="${origin}/en/faq"/>\n    <xhtml:link rel="alternate" hreflang="x-default" href="${origin}/faq"/>\n  </url>`,
    );
  });

  it('robots.txt allows the public pages, keeps crawlers out of the customer area and the account screens, names the sitemap', async () => {
    const text = await (await get('/robots.txt')).text();
    expect(text).toContain('User-agent: *');
    for (const path of ['/dashboard', '/en/dashboard', '/auth', '/en/auth']) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).not.toMatch(/Disallow: \/(\n|$)/);
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});

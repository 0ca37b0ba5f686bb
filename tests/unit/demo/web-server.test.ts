import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebApp } from '../../../demo/web/server';
import { parseAppConfig } from '../../../shared/config/config';

let dist: string;
let app: ReturnType<typeof createWebApp>;
const script = `console.log(${JSON.stringify('x'.repeat(5000))});`;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'gft-dist-'));
  mkdirSync(join(dist, 'portal', 'assets'), { recursive: true });
  mkdirSync(join(dist, 'widgets'), { recursive: true });
  writeFileSync(join(dist, 'portal', 'index.html'), '<!doctype html><html><head><!--gft-config--></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, 'portal', 'assets', 'app-1234.js'), script);
  writeFileSync(join(dist, 'widgets', 'gft-widgets.js'), script);
  app = createWebApp({ config: parseAppConfig({ apiBase: 'http://api.example:8787' }), distDir: dist });
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const get = (path: string, encoding = '') => app.fetch(new Request(`http://web.example${path}`, { headers: { 'accept-encoding': encoding } }));

describe('the web server of npm start', () => {
  it('compresses text with Brotli or gzip, as the client accepts, and says so', async () => {
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

  it('escapes the configuration so it cannot close its script element', async () => {
    const hostile = createWebApp({ config: parseAppConfig({ apiBase: 'http://api.example', links: { blog: 'https://x.example/</script><script>alert(1)</script>' } }), distDir: dist });
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
      const directives = Object.fromEntries(csp.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values.join(' ')]));
      expect(directives, path).toMatchObject({
        'script-src': "'self'",
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

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editImpactSetting } from '#shared/api/endpoints/impact';
import { parseAppConfig } from '#shared/config/config';
import { seedEmails } from '#demo/sandbox/seed-ids';
import { createWebApp } from '#demo/web/server';
import { impactPageStatus, sitemap } from '#demo/web/site-pages';
import { startTestSandbox, type TestSandbox } from '#tests/helpers/sandbox';

const siteUrl = 'https://www.greenfee.example';
let dist: string;
let sandbox: TestSandbox;
let app: ReturnType<typeof createWebApp>;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'gft-dist-'));
  mkdirSync(join(dist, 'portal'), { recursive: true });
  writeFileSync(join(dist, 'portal', 'index.html'), '<!doctype html><html><head><!--gft-config--></head><body><div id="root"></div></body></html>');
  sandbox = await startTestSandbox();
  app = createWebApp({ config: parseAppConfig({ apiBase: sandbox.url }), distDir: dist, siteUrl });
});
afterAll(async () => {
  await sandbox.stop();
  rmSync(dist, { recursive: true, force: true });
});

const get = (path: string) => app.fetch(new Request(`http://web.example${path}`));
const sitemapText = async () => (await get('/sitemap.xml')).text();

describe('public impact pages on the web server', () => {
  it('answers a page that is on with the app (200), one that is off or unknown with a 404 not indexed, and lists only pages that are on', async () => {
    // A path that is no name at all (broken escapes) is a 404 like any unknown path.
    expect((await get('/impact/%E0%A4')).status).toBe(404);
    for (const path of ['/impact/dana-demo', '/en/impact/dana-demo', '/impact/Not_A_Name']) {
      const page = await get(path);
      expect(page.status, path).toBe(404);
      expect(page.headers.get('x-robots-tag'), path).toBe('noindex');
      expect(await page.text(), path).not.toContain('og:image');
    }
    expect(await sitemapText()).not.toContain('/impact/');

    const { client } = await sandbox.loggedIn(seedEmails.demo);
    await editImpactSetting(client, { enabled: true, name: 'dana-demo' });
    for (const [path, lang] of [
      ['/impact/dana-demo', 'de'],
      ['/en/impact/dana-demo', 'en'],
      ['/en/impact/dana-demo/', 'en'],
    ] as const) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('x-robots-tag'), path).toBeNull();
      // Its picture for link previews, which read the HTML and run no script; the picture is there.
      const image = `${sandbox.url}/impact/og.png?name=dana-demo&amp;lang=${lang}`;
      expect(await page.text()).toContain(`<meta property="og:image" content="${image}">`);
      expect((await fetch(image.replace('&amp;', '&'))).headers.get('content-type')).toBe('image/png');
    }
    const listed = await sitemapText();
    expect(listed).toContain(`<loc>${siteUrl}/impact/dana-demo</loc>`);
    expect(listed).toContain(`<loc>${siteUrl}/en/impact/dana-demo</loc>`);

    await editImpactSetting(client, { enabled: false });
    expect((await get('/impact/dana-demo')).status).toBe(404);
    expect((await get('/en/impact/dana-demo')).status).toBe(404);
    expect(await sitemapText()).not.toContain('/impact/');
  });

  it('leaves the answer to the app when the API does not answer; never lists a name that cannot be one', async () => {
    expect(await impactPageStatus('http://127.0.0.1:9', 'dana-demo', 500)).toBe('unknown');
    const offline = createWebApp({ config: parseAppConfig({ apiBase: 'http://127.0.0.1:9' }), distDir: dist, siteUrl });
    expect((await offline.fetch(new Request('http://web.example/impact/dana-demo'))).status).toBe(200);
    expect(sitemap(siteUrl, [], ['"><x', 'ok-name'])).not.toContain('"><x');
    expect(sitemap(siteUrl, [], ['"><x', 'ok-name'])).toContain(`${siteUrl}/impact/ok-name`);
  });
});

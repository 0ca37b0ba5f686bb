import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { builtVersion, serveSettingsFromEnv, StartError } from '#demo/serve-settings';

const api = { GFT_API_BASE: 'https://api.greenfee.example', GFT_SITE_URL: 'https://www.greenfee.example' };
/** The one-line message of a refused start. */
const refusal = (env: Record<string, string>) => {
  try {
    serveSettingsFromEnv(env);
  } catch (error) {
    expect(error).toBeInstanceOf(StartError);
    return (error as StartError).message;
  }
  throw new Error(`started with ${JSON.stringify(env)}`);
};

describe('the settings of npm run serve', () => {
  it('takes the variables of npm start, never shows the example-data notice, and listens on WEB_PORT and WEB_HOST', () => {
    const settings = serveSettingsFromEnv({
      ...api,
      GFT_EXAMPLE_DATA: 'true',
      GFT_SITE_URL: 'https://www.greenfee.example',
      GFT_API_TIMEOUT_MS: '5000',
      GFT_PRESALE_MONTH: '2030-01',
      WEB_PORT: '3000',
      WEB_HOST: '0.0.0.0',
    });
    expect(settings).toMatchObject({ siteUrl: 'https://www.greenfee.example', port: 3000, host: '0.0.0.0' });
    expect(settings.config).toMatchObject({ apiBase: api.GFT_API_BASE, exampleData: false, apiTimeoutMs: 5000, dates: { presale: '2030-01' } });
    expect(serveSettingsFromEnv(api)).toMatchObject({ siteUrl: 'https://www.greenfee.example', port: 8080, host: '127.0.0.1' });
  });

  it('names the variable of each bad value, in one line', () => {
    expect(refusal({})).toMatch(/^GFT_API_BASE is required/);
    expect(refusal({ GFT_SITE_URL: api.GFT_SITE_URL })).toMatch(/^GFT_API_BASE is required/);
    expect(refusal({ GFT_API_BASE: 'api.greenfee.example' })).toMatch(/^GFT_API_BASE is not an absolute http\(s\) URL/);
    for (const value of ['', '/api', 'ftp://api.greenfee.example', 'javascript:alert(1)'])
      expect(refusal({ GFT_API_BASE: value }), value).toMatch(/^GFT_API_BASE is (required|not an absolute http\(s\) URL)/);
    expect(refusal({ ...api, GFT_PRESALE_MONTH: 'August 2025' })).toMatch(/^GFT_PRESALE_MONTH: a month, YYYY-MM/);
    expect(refusal({ ...api, GFT_PRIVACY_POLICY_UPDATED: '03.06.2022' })).toMatch(/^GFT_PRIVACY_POLICY_UPDATED: a day, YYYY-MM-DD/);
    expect(refusal({ ...api, GFT_API_TIMEOUT_MS: 'soon' })).toMatch(/^GFT_API_TIMEOUT_MS: /);
    expect(refusal({ ...api, GFT_API_TIMEOUT_MS: '50' })).toBe('GFT_API_TIMEOUT_MS: not a whole number of milliseconds from 1000 to 120000');
    expect(refusal({ ...api, GFT_LINKS_JSON: '{"blog":"nope"}' })).toBe('GFT_LINKS_JSON: blog is not an absolute http(s) URL');
    expect(refusal({ ...api, GFT_LINKS_JSON: '[1]' })).toBe('GFT_LINKS_JSON: not a JSON object of links');
    expect(refusal({ ...api, GFT_LINKS_JSON: '{' })).toBe('GFT_LINKS_JSON: not valid JSON');
    expect(refusal({ ...api, GFT_WHITEPAPER_MONTH: '2025-13', GFT_PRIVACY_POLICY_UPDATED: 'June' })).toBe(
      'GFT_WHITEPAPER_MONTH: a month, YYYY-MM; GFT_PRIVACY_POLICY_UPDATED: a day, YYYY-MM-DD',
    );
    // Never the request's Host header: the site's origin is always configured.
    expect(refusal({ GFT_API_BASE: api.GFT_API_BASE })).toMatch(/^GFT_SITE_URL is required: the site's public absolute http\(s\) URL/);
    for (const value of ['ftp://www.greenfee.example', 'www.greenfee.example', 'https://a<b.example'])
      expect(refusal({ ...api, GFT_SITE_URL: value }), value).toMatch(/^GFT_SITE_URL is not an absolute http\(s\) URL/);
    for (const port of ['-1', '65536', '70000', '80a', '8080x', ' 80']) expect(refusal({ ...api, WEB_PORT: port })).toMatch(/^WEB_PORT is not a port number/);
  });
});

describe('the build npm run serve serves', () => {
  const root = mkdtempSync(join(tmpdir(), 'gft-serve-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is refused until built, then answers its version and build time', () => {
    writeFileSync(join(root, 'package.json'), JSON.stringify({ version: '1.2.3' }));
    expect(() => builtVersion(root)).toThrow(/is not built: run `npm run build` first/);
    for (const folder of ['portal', 'prerendered', 'widgets']) mkdirSync(join(root, 'dist', folder), { recursive: true });
    writeFileSync(join(root, 'dist', 'portal', 'index.html'), '<!doctype html>');
    writeFileSync(join(root, 'dist', 'widgets', 'gft-widgets.js'), '');
    // A build that stopped half way wrote no stamp.
    expect(() => builtVersion(root)).toThrow(StartError);
    writeFileSync(join(root, 'dist', '.build-stamp'), '2026-11-25T10:00:00.000Z');
    expect(builtVersion(root)).toEqual({ status: 'ok', version: '1.2.3', built: '2026-11-25T10:00:00.000Z' });
  });
});

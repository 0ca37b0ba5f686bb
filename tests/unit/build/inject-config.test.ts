import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { portal } from '#demo/build-config/portal';
import { injectConfig } from '#demo/build-plugins/inject-config';
import { root } from '#demo/build-plugins/shared';
import { exampleImprint } from '#demo/example-provider';
import { configEnv, parseAppConfig } from '#shared/config/config';

const transform = (html: string): string => {
  const hook = injectConfig().transformIndexHtml as (html: string) => string;
  return hook(html);
};
const script = /<script id="gft-config" type="application\/json">(.*?)<\/script>/s;

describe("the portal's dev server puts the configuration into its HTML (demo/build-plugins/inject-config.ts)", () => {
  beforeEach(() => {
    // The configuration from this test's variables only, not from the shell that runs it.
    for (const name of Object.values(configEnv)) vi.stubEnv(name, undefined);
    vi.stubEnv('SANDBOX_PORT', '9123');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("is part of the portal's dev server, not of its build (where the web server does it)", () => {
    expect((portal.plugins as Plugin[]).find((each) => each.name === 'gft-inject-config')?.apply).toBe('serve');
  });

  it("replaces the portal's marker with the configuration against the sandbox", () => {
    const html = readFileSync(`${root}portal/index.html`, 'utf8');
    expect(html).toContain('\n    <!--gft-config-->\n');
    const injected = transform(html);
    const json = script.exec(injected)?.[1] ?? '';
    expect(injected).toBe(html.replace('<!--gft-config-->', `<script id="gft-config" type="application/json">${json}</script>`));
    // The demo's example provider on the imprint, marked as such, as GFT_IMPRINT_JSON is unset (demo/example-provider.ts).
    expect(JSON.parse(json)).toEqual(parseAppConfig({ apiBase: 'http://localhost:9123', exampleData: false, imprint: exampleImprint, imprintExample: true }));
  });

  it('takes the variables the web server takes, and escapes every < so that no value ends the script', () => {
    vi.stubEnv('GFT_API_BASE', 'https://api.greenfee.example');
    vi.stubEnv('GFT_API_TIMEOUT_MS', '20000');
    vi.stubEnv('GFT_LINKS_JSON', JSON.stringify({ blog: 'https://blog.greenfee.example/?q=</script><script>alert(1)</script>' }));
    const injected = transform('<head><!--gft-config--></head>');
    expect(injected).toMatch(/^<head><script id="gft-config" type="application\/json">\{[^<]*\}<\/script><\/head>$/);
    expect(injected).toContain('"blog":"https://blog.greenfee.example/?q=\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"');
    const config = parseAppConfig(JSON.parse(script.exec(injected)?.[1] ?? ''));
    expect(config).toMatchObject({ apiBase: 'https://api.greenfee.example', apiTimeoutMs: 20_000, exampleData: false });
    expect(config.links.blog).toBe('https://blog.greenfee.example/?q=</script><script>alert(1)</script>');
  });

  it('fails on a bad variable, naming it', () => {
    vi.stubEnv('GFT_API_TIMEOUT_MS', '5');
    expect(() => transform('<head><!--gft-config--></head>')).toThrow(/apiTimeoutMs/);
  });
});

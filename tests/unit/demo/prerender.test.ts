import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deferEntry, publicPageStyles, withConsentMark } from '#demo/prerender';
import { consentMarkScriptHash, portalCsp } from '#demo/web/headers';

const template = [
  '<!doctype html><html lang="de"><head>',
  '<script type="module" crossorigin src="/assets/index-AbC123.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/shell-X1.js">',
  '<link rel="modulepreload" crossorigin href="/assets/locales-Y2.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-Z3.css">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

describe("the prerendered pages' boot script", () => {
  it('takes the entry and its preloads out of the HTML and starts them from a hashed boot file once the page has painted', () => {
    const { html, boot } = deferEntry(template);
    expect(html).not.toContain('index-AbC123.js');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-Z3.css">');
    expect(html).toContain(`<script type="module" crossorigin src="/${boot.fileName}"></script>`);
    expect(boot.fileName).toMatch(/^assets\/boot-[\w-]{8}\.js$/);
    expect(boot.code).toContain('const e="/assets/index-AbC123.js",p=["/assets/shell-X1.js","/assets/locales-Y2.js"];');
    expect(boot.code).toContain('first-contentful-paint');
    // The same build, the same file name (cached immutably); another entry, another name.
    expect(deferEntry(template).boot.fileName).toBe(boot.fileName);
    expect(deferEntry(template.replace('index-AbC123', 'index-DeF456')).boot.fileName).not.toBe(boot.fileName);
  });

  it('fails the build when the entry script is missing', () => {
    expect(() => deferEntry('<html><head></head></html>')).toThrow(/entry <script type="module">/);
  });
});

describe("the prerendered pages' consent mark", () => {
  const index =
    '<!doctype html><html lang="de"><head><title>x</title><noscript><link rel="stylesheet" href="/no-script.css" /></noscript>\n    <!--gft-config-->\n<link rel="stylesheet" crossorigin href="/assets/index-Z3.css"></head><body><div id="root"></div></body></html>';

  it('is the one inline script, before the stylesheets, and the CSP allows exactly it by its hash', () => {
    const html = withConsentMark(index);
    const scripts = [...html.matchAll(/<script>(.*?)<\/script>/gs)].map((match) => match[1] ?? '');
    expect(scripts).toHaveLength(1);
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('rel="stylesheet" crossorigin'));
    expect(html).toContain('<!--gft-config-->');
    const hash = `'sha256-${createHash('sha256')
      .update(scripts[0] ?? '')
      .digest('base64')}'`;
    expect(consentMarkScriptHash).toBe(hash);
    expect(portalCsp('https://api.example')).toContain(`script-src 'self' ${hash};`);
    expect(portalCsp('https://api.example')).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('fails the build when the page has no place for it before its stylesheets', () => {
    expect(() => withConsentMark('<html><head></head></html>')).toThrow(/gft-config/);
    expect(() => withConsentMark('<html><head><link rel="stylesheet" href="/a.css"><!--gft-config--></head></html>')).toThrow(/gft-config/);
  });
});

describe("the prerendered pages' stylesheets", () => {
  const manifest = {
    'main.tsx': { src: 'main.tsx', isEntry: true, css: ['assets/index-A1.css'], imports: ['_shell.js'] },
    'features/public/landing.tsx': { src: 'features/public/landing.tsx', imports: ['_people.js', 'main.tsx'] },
    'features/forests/forest-page.tsx': { src: 'features/forests/forest-page.tsx', imports: ['main.tsx'] },
    'features/buy/buy-page.tsx': { src: 'features/buy/buy-page.tsx', css: ['assets/buy-page-B2.css'] },
    '_shell.js': {},
    '_people.js': {},
  };

  it("are the entry's alone when the public pages' chunks bring none, whatever the customer area's chunks bring", () => {
    expect(publicPageStyles(manifest)).toEqual(['assets/index-A1.css']);
  });

  it("name a public page's chunk's own stylesheet, and one it imports, so that the build can refuse them", () => {
    expect(publicPageStyles({ ...manifest, '_people.js': { css: ['assets/people-C3.css'] } })).toEqual(['assets/index-A1.css', 'assets/people-C3.css']);
    expect(
      publicPageStyles({
        ...manifest,
        'features/forests/forest-page.tsx': { ...manifest['features/forests/forest-page.tsx'], css: ['assets/forests-D4.css'] },
      }),
    ).toEqual(['assets/forests-D4.css', 'assets/index-A1.css']);
  });
});

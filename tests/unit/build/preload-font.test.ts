import { existsSync, readFileSync } from 'node:fs';
import type { IndexHtmlTransformContext, IndexHtmlTransformResult, Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { portal } from '#demo/build-config/portal';
import { preloadFont } from '#demo/build-plugins/preload-font';
import { root } from '#demo/build-plugins/shared';

/** The plugin's HTML hook, given a bundle that holds these files. */
const preload = (...files: string[]): IndexHtmlTransformResult => {
  const hook = preloadFont().transformIndexHtml;
  if (!hook || typeof hook === 'function') throw new Error('preloadFont has no ordered transformIndexHtml');
  const handler = hook.handler as (html: string, context: Pick<IndexHtmlTransformContext, 'bundle'>) => IndexHtmlTransformResult;
  const bundle = Object.fromEntries(files.map((fileName) => [fileName, { type: 'asset', fileName }]));
  return handler('<!doctype html><html><head></head><body></body></html>', { bundle } as unknown as Pick<IndexHtmlTransformContext, 'bundle'>);
};

describe("the portal preloads its typeface's file (demo/build-plugins/preload-font.ts)", () => {
  it("is part of the portal's build, after the other plugins' HTML changes", () => {
    const plugin = (portal.plugins as Plugin[]).find((each) => each.name === 'gft-preload-font');
    expect(plugin?.apply).toBe('build');
    expect(plugin?.transformIndexHtml).toMatchObject({ order: 'post' });
  });

  it('preloads the file the CSS uses, with its hash, first in the head', () => {
    const css = readFileSync(`${root}portal/styles/tokens.css`, 'utf8');
    const used = /url\('(@fontsource-variable\/figtree\/files\/[^']+\.woff2)'\)/.exec(css)?.[1] ?? '';
    expect(used).toBe('@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2');
    expect(existsSync(`${root}node_modules/${used}`)).toBe(true);
    expect(
      preload(
        'assets/index-Ab3dEf7.js',
        'assets/figtree-latin-ext-wght-normal-Xy9zAb1.woff2',
        'assets/figtree-latin-wght-normal-D_ZTVpC.woff',
        'assets/figtree-latin-wght-normal-D_ZTVpC.woff2',
        'assets/index-Cd4eFg8.css',
      ),
    ).toEqual([
      {
        tag: 'link',
        attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: '/assets/figtree-latin-wght-normal-D_ZTVpC.woff2', crossorigin: '' },
        injectTo: 'head-prepend',
      },
    ]);
  });

  it('fails the build when the bundle has no such file', () => {
    const message = 'gft-preload-font: figtree-latin-wght-normal.woff2 is not in the bundle; see demo/build-plugins/preload-font.ts';
    expect(() =>
      preload('assets/index-Ab3dEf7.js', 'assets/figtree-latin-ext-wght-normal-Xy9zAb1.woff2', 'assets/figtree-latin-wght-normal-D_ZTVpC.woff'),
    ).toThrow(message);
    expect(() => preload()).toThrow(message);
  });
});

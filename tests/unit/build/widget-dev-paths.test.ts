import { readFileSync } from 'node:fs';
import type { Connect, Plugin, ViteDevServer } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { widgets } from '#demo/build-config/widgets';
import { root } from '#demo/build-plugins/shared';
import { widgetDevPaths } from '#demo/build-plugins/widget-dev-paths';

/** The URL the dev server serves for a request's URL, and whether the request went on to the next handler. */
function served(url: string): { url: string | undefined; next: boolean } {
  const handlers: Connect.NextHandleFunction[] = [];
  const configureServer = widgetDevPaths().configureServer as (server: Pick<ViteDevServer, 'middlewares'>) => void;
  configureServer({ middlewares: { use: (handler: Connect.NextHandleFunction) => handlers.push(handler) } as unknown as Connect.Server });
  const request = { url } as Connect.IncomingMessage;
  let next = false;
  for (const handler of handlers) handler(request, {} as Parameters<Connect.NextHandleFunction>[1], () => (next = true));
  return { url: request.url, next };
}
const transform = (html: string): string => {
  const hook = widgetDevPaths().transformIndexHtml as (html: string) => string;
  return hook(html);
};

describe("the widgets' dev server serves the production paths (demo/build-plugins/widget-dev-paths.ts)", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("is part of the widgets' dev server, not of their build", () => {
    expect((widgets.plugins as Plugin[]).find((each) => each.name === 'gft-widget-dev-paths')?.apply).toBe('serve');
  });

  it('serves the loader from its source and the demo pages from demo/pages/, and everything else as it is', () => {
    const urls = [
      '/widgets/gft-widgets.js',
      '/demo',
      '/demo/',
      '/demo/partner.html',
      '/demo/demo.css',
      '/demo/pages/badge.html',
      '/widgets/main.ts',
      '/widgets/gft-widgets.js.map',
      '/demonstration',
      '/@vite/client',
    ];
    expect(Object.fromEntries(urls.map((url) => [url, served(url)]))).toEqual({
      '/widgets/gft-widgets.js': { url: '/widgets/main.ts', next: true },
      '/demo': { url: '/demo/pages/index.html', next: true },
      '/demo/': { url: '/demo/pages/index.html', next: true },
      '/demo/partner.html': { url: '/demo/pages/partner.html', next: true },
      '/demo/demo.css': { url: '/demo/pages/demo.css', next: true },
      '/demo/pages/badge.html': { url: '/demo/pages/badge.html', next: true },
      '/widgets/main.ts': { url: '/widgets/main.ts', next: true },
      '/widgets/gft-widgets.js.map': { url: '/widgets/gft-widgets.js.map', next: true },
      '/demonstration': { url: '/demonstration', next: true },
      '/@vite/client': { url: '/@vite/client', next: true },
    });
  });

  it("gives every demo page's loader the sandbox's address", () => {
    vi.stubEnv('SANDBOX_PORT', '9123');
    const page = readFileSync(`${root}demo/pages/index.html`, 'utf8');
    const loader = '<script type="module" src="/widgets/gft-widgets.js" data-api-base="%GFT_API_BASE%"></script>';
    expect(page).toContain(loader);
    expect(transform(page)).toBe(page.replace(loader, loader.replace('%GFT_API_BASE%', 'http://localhost:9123')));
    expect(transform('<p data-a="%GFT_API_BASE%" data-b="%GFT_API_BASE%"></p>')).toBe('<p data-a="http://localhost:9123" data-b="http://localhost:9123"></p>');
  });
});

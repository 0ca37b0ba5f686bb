import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { readFile, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configElementId, type AppConfig } from '../../shared/config/config';
import { isKnownPath } from '../../portal/app/paths';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const defaultWebPort = 5173;

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

/** Reads a file below `base`; null for anything missing, a folder, or a path that climbs out. */
async function readBelow(base: string, path: string): Promise<Buffer | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  const file = normalize(join(base, decoded));
  if (!file.startsWith(base.endsWith(sep) ? base : base + sep)) return null;
  try {
    if (!(await stat(file)).isFile()) return null;
    return await readFile(file);
  } catch {
    return null;
  }
}

const typeOf = (path: string) => types[extname(path).toLowerCase()] ?? 'application/octet-stream';

/** The demo pages' Content-Security-Policy: the strict host policy the widgets are built for. */
export const demoCsp = (apiBase: string) =>
  `default-src 'self'; script-src 'self'; style-src 'self'; connect-src ${new URL(apiBase).origin}; img-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`;

export interface WebServerOptions {
  config: AppConfig;
  port?: number;
  host?: string;
  /** Where the built bundles are (dist/). */
  distDir?: string;
}

/**
 * The web server of `npm start`: the built portal with SPA fallback and its runtime configuration put into the HTML,
 * the widget bundle at /widgets/, and the demo pages at /demo/.
 */
export function createWebApp(options: WebServerOptions): Hono {
  const dist = options.distDir ?? join(repoRoot, 'dist');
  const portalDir = join(dist, 'portal');
  const widgetsDir = join(dist, 'widgets');
  const demoDir = join(repoRoot, 'demo', 'pages');
  const configJson = JSON.stringify(options.config).replace(/</g, '\\u003c');
  const app = new Hono();

  const html = (text: string, status = 200) =>
    new Response(text, { status, headers: { 'content-type': types['.html'] as string, 'cache-control': 'no-cache' } });

  app.get('/widgets/*', async (c) => {
    const path = c.req.path.slice('/widgets/'.length);
    const body = await readBelow(widgetsDir, path);
    if (!body) return c.text('Not found', 404);
    return new Response(new Uint8Array(body), {
      headers: { 'content-type': typeOf(path), 'cache-control': 'no-cache', 'access-control-allow-origin': '*' },
    });
  });

  app.get('/demo', (c) => c.redirect('/demo/', 301));
  app.get('/demo/*', async (c) => {
    let path = c.req.path.slice('/demo/'.length);
    if (path === '' || path.endsWith('/')) path += 'index.html';
    const body = await readBelow(demoDir, path);
    if (!body) return c.text('Not found', 404);
    if (path.endsWith('.html')) {
      const page = html(body.toString('utf8').replaceAll('%GFT_API_BASE%', options.config.apiBase));
      // The demo pages are strict hosts, as a partner site may be: the widgets must work under this policy.
      page.headers.set('content-security-policy', demoCsp(options.config.apiBase));
      return page;
    }
    return new Response(new Uint8Array(body), { headers: { 'content-type': typeOf(path), 'cache-control': 'no-cache' } });
  });

  app.get('*', async (c) => {
    const path = c.req.path;
    if (path !== '/' && !path.endsWith('.html')) {
      const body = await readBelow(portalDir, path.slice(1));
      if (body) {
        const immutable = path.startsWith('/assets/');
        return new Response(new Uint8Array(body), {
          headers: { 'content-type': typeOf(path), 'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache' },
        });
      }
      // A missing asset is a 404, not the app: a stale chunk must fail loudly.
      if (path.startsWith('/assets/') || extname(path) !== '') return c.text('Not found', 404);
    }
    const index = await readBelow(portalDir, 'index.html');
    if (!index) return html('<!doctype html><title>Not built</title><p>The portal is not built. Run <code>npm run build</code>.</p>', 503);
    // Unknown paths get the app (which shows its not-found page) with a real 404 status.
    return html(index.toString('utf8').replace('<!--gft-config-->', `<script id="${configElementId}" type="application/json">${configJson}</script>`), isKnownPath(path) ? 200 : 404);
  });

  return app;
}

export interface RunningWebServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function startWebServer(options: WebServerOptions): Promise<RunningWebServer> {
  const app = createWebApp(options);
  const host = options.host ?? '127.0.0.1';
  const server: ServerType = await new Promise((resolve, reject) => {
    const started = serve({ fetch: app.fetch, port: options.port ?? defaultWebPort, hostname: host }, () => resolve(started));
    started.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://localhost:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

import { serve, type ServerType } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { readFile, stat } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppConfig } from '#shared/config/config';
import { isKnownPath, paramPaths, splitLanguage } from '#portal/lib/paths';
import { acceptedEncoding, compress, isCompressible, type Encoding } from './compression';
import {
  builtFiles,
  contentTypeOf,
  contentTypes,
  demoCsp,
  isNotIndexed,
  noStore,
  notIndexed,
  pageHeaders,
  portalCsp,
  revalidate,
  securityHeaders,
  varyHeader,
} from './headers';
import { prerenderedFileOf } from './prerendered';
import { fillAppShell, fillPage, forestIds, impactImageTags, impactNames, impactPageStatus, robots, sitemap } from './site-pages';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const defaultWebPort = 5173;
const demoHostsPrefix = '/demo/hosts/';

/** Reads a file below `base` (a page to fill in, a demo page's file); null for anything missing, a folder, or a path that climbs out. */
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

const compressed = new Map<string, Uint8Array<ArrayBuffer>>();

/** A response body compressed as the client accepts (Brotli, else gzip), cached per content; small or binary bodies as they are. */
function encode(body: Uint8Array, type: string, acceptEncoding: string | undefined): { body: Uint8Array<ArrayBuffer>; encoding?: Encoding } {
  const plain = new Uint8Array(body);
  if (!isCompressible(type, body.byteLength)) return { body: plain };
  const encoding = acceptedEncoding(acceptEncoding);
  if (!encoding) return { body: plain };
  const cacheKey = `${encoding}:${createHash('sha1').update(body).digest('hex')}`;
  let packed = compressed.get(cacheKey);
  if (!packed) {
    packed = new Uint8Array(compress(body, encoding));
    compressed.set(cacheKey, packed);
  }
  return { body: packed, encoding };
}

/** A response made here (a page, the sitemap, a demo page's file), compressed per request, with `vary: accept-encoding`. */
function respond(body: Uint8Array, headers: Record<string, string>, acceptEncoding: string | undefined, status = 200): Response {
  const type = headers['content-type'] ?? '';
  const encoded = encode(body, type, acceptEncoding);
  return new Response(encoded.body, {
    status,
    headers: { ...headers, ...varyHeader, ...(encoded.encoding ? { 'content-encoding': encoded.encoding } : {}) },
  });
}

export interface WebServerOptions {
  config: AppConfig;
  port?: number;
  host?: string;
  /** Where the built bundles are (dist/). */
  distDir?: string;
  /**
   * The site's public URL (`GFT_SITE_URL`): its origin is the one of canonical URLs, Open Graph, the sitemap and
   * robots.txt. Never the request's Host header, which anyone may set to anything (cache and search-engine poisoning).
   */
  siteUrl: string;
  /**
   * The demo: its pages at /demo/ and the scripts of its framework host pages at /demo/hosts/ (`npm start`). Off in
   * production (`npm run serve`): those paths are then unknown, as any other.
   */
  demo?: boolean;
  /** The answer of `GET /healthz` (`npm run serve`: the build's version), sent with `cache-control: no-store`; none when not given. */
  health?: Record<string, string>;
}

/** The origin of the site's URL; a message naming GFT_SITE_URL when it is none (`<` in a host, another scheme). */
function siteOrigin(siteUrl: string): string {
  let url: URL | undefined;
  try {
    url = new URL(siteUrl);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new Error(`The site's URL (GFT_SITE_URL) ${JSON.stringify(siteUrl)} is not an absolute http(s) URL, such as https://www.greenfee.example`);
  return url.origin;
}

/**
 * The web server of `npm start` and `npm run serve`: the built portal with SPA fallback and its runtime configuration
 * put into the HTML, the widget bundle at /widgets/, the sitemap and robots.txt, and with `demo` the demo pages at /demo/.
 */
export function createWebApp(options: WebServerOptions): Hono {
  const dist = options.distDir ?? join(repoRoot, 'dist');
  const portalDir = join(dist, 'portal');
  const demoDir = join(repoRoot, 'demo', 'pages');
  const origin = siteOrigin(options.siteUrl);
  const prerenderedDir = join(dist, 'prerendered');
  /**
   * The built files (bundles, fonts, images) as they are, through @hono/node-server's serveStatic, which refuses any
   * path with `..` or an encoded `/`, and answers the build's `.br` or `.gz` (compression.ts) when the client takes it.
   */
  const staticRoutes = builtFiles.flatMap((route) => {
    if (route.demo && !options.demo) return [];
    const root = join(dist, route.dir);
    // The folder named in the path, not as `root`: serveStatic would log each folder not built yet at start, and the
    // build may still come (until then the path is not found). The path is checked before it is rewritten.
    return [{ ...route, serve: serveStatic({ precompressed: true, rewriteRequestPath: (path) => join(root, path.slice(route.prefix.length)) }) }];
  });
  /** A built file with the headers of headers.ts; null when there is none at `path`. */
  const builtFile = async (c: Context, path: string): Promise<Response | null> => {
    const route = staticRoutes.find((candidate) => path.startsWith(candidate.prefix));
    // The .br and .gz files only ever stand in for their original.
    if (!route || /\.(br|gz)$/.test(path)) return null;
    const response = await route.serve(c, async () => {});
    if (!response) return null;
    // serveStatic's own type and `vary` (only when it sent a compressed file) give way to the table's.
    for (const [name, value] of Object.entries({ 'content-type': contentTypeOf(path), ...route.headers, ...varyHeader })) response.headers.set(name, value);
    return response;
  };
  const app = new Hono();

  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(securityHeaders)) c.res.headers.set(name, value);
  });

  const html = (text: string, acceptEncoding: string | undefined, status = 200) => respond(new TextEncoder().encode(text), pageHeaders, acceptEncoding, status);

  if (options.health) {
    const health = options.health;
    app.get('/healthz', (c) => c.json(health, 200, noStore));
  }

  // The widget bundle, and the scripts of the React and Vue host pages (built from demo/hosts/).
  for (const prefix of ['/widgets/', ...(options.demo ? [demoHostsPrefix] : [])])
    app.get(`${prefix}*`, async (c) => (await builtFile(c, c.req.path)) ?? c.text('Not found', 404));

  if (options.demo) {
    app.get('/demo', (c) => c.redirect('/demo/', 301));
    app.get('/demo/*', async (c) => {
      let path = c.req.path.slice('/demo/'.length);
      if (path === '' || path.endsWith('/')) path += 'index.html';
      const body = await readBelow(demoDir, path);
      if (!body) return c.text('Not found', 404);
      if (path.endsWith('.html')) {
        const page = html(body.toString('utf8').replaceAll('%GFT_API_BASE%', options.config.apiBase), c.req.header('accept-encoding'));
        // The demo pages are strict hosts, as a partner site may be: the widgets must work under this policy.
        page.headers.set('content-security-policy', demoCsp(options.config.apiBase));
        return page;
      }
      // Files of the source tree, not of the build: compressed here, as there is no .br or .gz beside them.
      return respond(body, { 'content-type': contentTypeOf(path), ...revalidate }, c.req.header('accept-encoding'));
    });
  }

  app.get('/sitemap.xml', async (c) =>
    respond(
      new TextEncoder().encode(sitemap(origin, ...(await Promise.all([forestIds(options.config.apiBase), impactNames(options.config.apiBase)])))),
      { 'content-type': contentTypes['.xml'], ...revalidate },
      c.req.header('accept-encoding'),
    ),
  );
  app.get('/robots.txt', (c) =>
    respond(new TextEncoder().encode(robots(origin)), { 'content-type': contentTypes['.txt'], ...revalidate }, c.req.header('accept-encoding')),
  );

  app.get('*', async (c) => {
    const path = c.req.path;
    if (path !== '/' && !path.endsWith('.html')) {
      const file = await builtFile(c, path);
      if (file) return file;
      // A missing asset is a 404, not the app: a stale chunk must fail loudly.
      if (path.startsWith('/assets/') || extname(path) !== '') return c.text('Not found', 404);
    }
    // A public page (or a forest page) as the build prerendered it, hydrated by the app: the same for every visitor
    // (the cookie banner in it whatever the request's cookies), as the static export writes it.
    const prerendered = prerenderedFileOf(path);
    const prerenderedPage = prerendered ? await readBelow(prerenderedDir, prerendered.file) : null;
    if (prerendered && prerenderedPage) {
      const filled = fillPage(prerenderedPage.toString('utf8'), {
        config: options.config,
        pathname: path,
        origin,
        now: new Date(),
        forestId: prerendered.forestId,
      });
      const page = html(filled, c.req.header('accept-encoding'));
      page.headers.set('content-security-policy', portalCsp(options.config.apiBase));
      return page;
    }
    const index = await readBelow(portalDir, 'index.html');
    if (!index) return html('<!doctype html><title>Not built</title><p>The portal is not built. Run <code>npm run build</code>.</p>', undefined, 503);
    // Unknown paths get the app (which shows its not-found page) with a real 404 status; so does an impact page that is
    // off or unknown (the API says which), and it is not indexed.
    // A public one gets its Open Graph picture in the head.
    const { language, path: bare } = splitLanguage(path.replace(/(.)\/+$/, '$1'));
    const impact = paramPaths.impact.match(bare);
    const impactStatus = impact ? await impactPageStatus(options.config.apiBase, impact.id) : null;
    const missingImpact = impactStatus === 'missing';
    let shell = fillAppShell(index.toString('utf8'), options.config, origin);
    if (impact && impactStatus === 'public') shell = shell.replace('</head>', () => `${impactImageTags(options.config.apiBase, impact.id, language)}</head>`);
    const page = html(shell, c.req.header('accept-encoding'), isKnownPath(path) && !missingImpact ? 200 : 404);
    page.headers.set('content-security-policy', portalCsp(options.config.apiBase));
    if (isNotIndexed(path) || missingImpact) for (const [name, value] of Object.entries(notIndexed)) page.headers.set(name, value);
    return page;
  });

  return app;
}

export interface RunningWebServer {
  url: string;
  port: number;
  /** The node:http server, with its timeouts (serverTimeouts). */
  server: Server;
  /** Stops at once, cutting any open request. */
  close(): Promise<void>;
  /**
   * Stops as a production server should (`npm run serve` on SIGTERM): takes no new connection, closes the idle ones,
   * lets open requests finish (their connections closed then), and cuts what is still open after `timeoutMs`.
   * Resolves once every connection is closed, with how many requests were open and how many of them were cut.
   */
  drain(timeoutMs: number): Promise<{ open: number; cut: number }>;
}

/** A request's path for the access log: never the query string (tokens, e-mail addresses), nothing unprintable. */
function loggedPath(url: string | undefined): string {
  const path = (url ?? '').replace(/[?#][\s\S]*$/, '');
  return path.replace(/[^\x21-\x7e]/g, (character) => encodeURIComponent(character)) || '-';
}

/** How long a client may take (milliseconds): to send a request's headers, the whole request, the next request on a kept-alive connection. */
export interface ServerTimeouts {
  headersMs: number;
  requestMs: number;
  keepAliveMs: number;
}

/**
 * Node's defaults (headers 60 s, request 300 s, checked every 30 s) let a client that sends its headers a byte at a
 * time hold a connection for a minute and a half: a few hundred such clients take every socket. A browser sends its
 * headers in milliseconds; 10 s is for the slowest mobile link. 5 s of keep-alive is Node's default: a reverse proxy
 * that keeps connections to the server must close idle ones sooner (docs/deploying.md).
 */
export const serverTimeouts: ServerTimeouts = { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000 };
/** How often node:http looks for connections past their timeout: the timeouts hold to within this. */
const timeoutCheckMs = 1000;

interface StartOptions extends Omit<WebServerOptions, 'siteUrl'> {
  /** The site's public URL (`GFT_SITE_URL`); by default the server's own, http://localhost:PORT. */
  siteUrl?: string | undefined;
  /** Shorter timeouts for a test; the production ones (serverTimeouts) otherwise. */
  timeouts?: Partial<ServerTimeouts>;
  /** Called with one line per request once it is answered (or cut off): time, method, path, status, duration. */
  accessLog?: (line: string) => void;
}

/** A node:http server listening as `options` say, with its timeouts, answering with the app `appOf` makes once its port is known. */
async function listen(options: StartOptions, appOf: (url: string) => Hono): Promise<{ server: Server; port: number; url: string }> {
  const timeouts = { ...serverTimeouts, ...options.timeouts };
  if (options.siteUrl !== undefined) siteOrigin(options.siteUrl);
  /** The app, once made: it needs the port, known once the server listens. */
  const made: { app?: Hono } = {};
  const started: ServerType = await new Promise((resolve, reject) => {
    const listening = serve(
      {
        // No request is read before the app is made (right after the server listens); the fallback is for the types.
        fetch: (request, env) => (made.app ? made.app.fetch(request, env) : new Response('Starting', { status: 503 })),
        port: options.port ?? defaultWebPort,
        hostname: options.host ?? '127.0.0.1',
        serverOptions: { headersTimeout: timeouts.headersMs, requestTimeout: timeouts.requestMs, connectionsCheckingInterval: timeoutCheckMs },
      },
      () => resolve(listening),
    );
    listening.once('error', reject);
  });
  // serve() makes an HTTP/1 server (node:http) unless given another createServer.
  const server = started as Server;
  server.keepAliveTimeout = timeouts.keepAliveMs;
  const port = (server.address() as AddressInfo).port;
  const url = `http://localhost:${port}`;
  made.app = appOf(url);
  return { server, port, url };
}

export async function startWebServer(options: StartOptions): Promise<RunningWebServer> {
  const { server, port, url } = await listen(options, (ownUrl) => createWebApp({ ...options, siteUrl: options.siteUrl ?? ownUrl }));
  /** The responses not yet closed, each with its promise of being closed (and logged). */
  const open = new Map<ServerResponse, Promise<void>>();
  let draining = false;
  // First, before the app's own listener, so the duration counts all of the app's work.
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    const start = performance.now();
    // A request that comes while the server drains (pipelined on an open connection) is answered, then its connection closed.
    if (draining) response.setHeader('connection', 'close');
    const closed = new Promise<void>((resolve) =>
      response.once('close', () => {
        open.delete(response);
        const line = `${new Date().toISOString()} ${request.method ?? '-'} ${loggedPath(request.url)} ${response.statusCode} ${Math.round(performance.now() - start)}ms`;
        options.accessLog?.(response.writableFinished ? line : `${line} (cut off)`);
        // Its keep-alive connection, idle now, is not kept while draining.
        if (draining) setImmediate(() => server.closeIdleConnections());
        resolve();
      }),
    );
    open.set(response, closed);
  });
  return {
    url,
    port,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    drain: (timeoutMs) =>
      new Promise((resolve) => {
        draining = true;
        const openAtStart = open.size;
        let cut = 0;
        for (const response of open.keys()) if (!response.headersSent) response.setHeader('connection', 'close');
        const deadline = setTimeout(() => {
          cut = open.size;
          server.closeAllConnections();
        }, timeoutMs);
        // Stops listening and closes the idle connections; calls back once the last connection is closed.
        server.close(() => {
          clearTimeout(deadline);
          // Every connection is closed; the last responses' close (and log line) may still be on its way.
          void Promise.all(open.values()).then(() => resolve({ open: openAtStart, cut }));
        });
        server.closeIdleConnections();
      }),
  };
}

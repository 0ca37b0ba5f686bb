/**
 * The site's response headers, in one place: the web servers (demo/web/server.ts) send them, and the static export's
 * host configurations (nginx.conf, _headers: demo/web/host-configs.ts) are written from them, so the two cannot drift.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { extname, posix } from 'node:path';
import * as z from 'zod/mini';
import { consentMarkScript } from '#portal/layout/consent';
import { localized, paths } from '#portal/lib/paths';
import { languages } from '#shared/i18n/languages';

/** Content types by file extension; anything else is `application/octet-stream`. */
export const contentTypes = {
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
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json',
} as const;

export const contentTypeOf = (path: string): string => (contentTypes as Record<string, string>)[extname(path).toLowerCase()] ?? 'application/octet-stream';

/** Headers of every answer of the web server. */
export const securityHeaders = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' } as const;

/** Every file and page may come compressed or not: caches must keep the two apart, also for those never compressed. */
export const varyHeader = { vary: 'accept-encoding' } as const;

/** Asked again before each use: pages (filled in per request) and every file whose name stays the same across builds. */
export const revalidate = { 'cache-control': 'no-cache' } as const;

/** Kept for a year and never asked again: files whose name changes with their content, and versioned paths. */
export const immutable = { 'cache-control': 'public, max-age=31536000, immutable' } as const;

/** The widget bundle is loaded by partner sites from any origin (module scripts and their chunks need CORS). */
const anyOrigin = { 'access-control-allow-origin': '*' } as const;

/** The version partners pin the widgets to: the package's (package.json), one per release. */
export const widgetVersion = z
  .object({ version: z.string().check(z.regex(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/)) })
  .parse(JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'))).version;

/** Where the widget loader lives for good under this version: `/widgets/v0.1.0/gft-widgets.js`. */
export const versionedWidgetsPrefix = `/widgets/v${widgetVersion}/`;

/** Never kept: the production server's health answer (`GET /healthz`), which must say how the server is now. */
export const noStore = { 'cache-control': 'no-store' } as const;

/** The pages search engines must not list (the embed builder, a tool for partners), as a header besides the page's meta. */
export const notIndexed = { 'x-robots-tag': 'noindex' } as const;
export const notIndexedPaths = languages.map((language) => localized(language, paths.embed));
/**
 * Whether `pathname` is one of them, taken as a server that maps it to a file does (nginx's `$uri`): decoded
 * (`/%65mbed`, `/%2fembed`), its slashes merged (`//embed`, `/en//embed`), its dot segments resolved, trailing slashes
 * as the app takes them. Matching the path as sent would leave the header off every other spelling of the same page.
 */
export function isNotIndexed(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Not valid percent-encoding: no spelling of a page, the path is taken as it is.
  }
  return notIndexedPaths.includes(posix.normalize(decoded).replace(/(.)\/+$/, '$1'));
}

/** A page of the portal or the demo: HTML, filled in per request. */
export const pageHeaders = { 'content-type': contentTypes['.html'], ...revalidate } as const;

/**
 * The built files the server answers as they are, by path prefix (the first that matches): the folder below dist/ and
 * their headers. Files with hashed names (the portal's assets, the widgets' chunks) and the versioned widget loader
 * are kept for a year; the current loader `/widgets/gft-widgets.js` keeps its name across releases, so it is asked
 * again before each use. `demo`: only the demo's web server has it.
 */
export const builtFiles = [
  { prefix: versionedWidgetsPrefix, dir: 'widgets', headers: { ...immutable, ...anyOrigin }, demo: false },
  { prefix: '/widgets/chunks/', dir: 'widgets/chunks', headers: { ...immutable, ...anyOrigin }, demo: false },
  { prefix: '/widgets/', dir: 'widgets', headers: { ...revalidate, ...anyOrigin }, demo: false },
  { prefix: '/demo/hosts/', dir: 'demo-hosts', headers: revalidate, demo: true },
  { prefix: '/assets/', dir: 'portal/assets', headers: immutable, demo: false },
  { prefix: '/', dir: 'portal', headers: revalidate, demo: false },
] as const;

/** The demo pages' Content-Security-Policy: the strict host policy the widgets are built for. */
export const demoCsp = (apiBase: string) =>
  `default-src 'self'; script-src 'self'; style-src 'self'; connect-src ${new URL(apiBase).origin}; img-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`;

/**
 * The one inline script the portal's pages hold (the prerendered pages' head: consentMarkScript, written by
 * demo/prerender.ts), allowed by the CSP through its SHA-256 hash: computed from the same constant, so the two never drift.
 */
export const consentMarkScriptHash = `'sha256-${createHash('sha256').update(consentMarkScript).digest('base64')}'`;

/**
 * The portal's Content-Security-Policy: no inline script other than the consent mark (by its hash) and no inline
 * style, no eval; the API is the only other origin it talks to (calls, and the forest images of /media/get). A
 * production host sends the same (docs/deploying.md, "The headers").
 */
export const portalCsp = (apiBase: string) => {
  const api = new URL(apiBase).origin;
  return [
    "default-src 'self'",
    `script-src 'self' ${consentMarkScriptHash}`,
    "style-src 'self'",
    `connect-src 'self' ${api}`,
    `img-src 'self' data: ${api}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
};

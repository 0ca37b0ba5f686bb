/** The web server's response headers, in one place: demo/web/server.ts sends them; a host in front of dist/ should send the same. */
import { createHash } from 'node:crypto';
import { extname } from 'node:path';
import { consentMarkScript } from '#portal/layout/consent';

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

/** A page of the portal or the demo: HTML, filled in per request. */
export const pageHeaders = { 'content-type': contentTypes['.html'], ...revalidate } as const;

/**
 * The built files the server answers as they are, by path prefix (the first that matches): the folder below dist/ and
 * their headers. Only the portal's assets have hashed names, so only they are kept for a year. The widget bundle is
 * loaded by partner sites under its own name, from any origin.
 */
export const builtFiles = [
  { prefix: '/widgets/', dir: 'widgets', headers: { ...revalidate, 'access-control-allow-origin': '*' } },
  { prefix: '/demo/hosts/', dir: 'demo-hosts', headers: revalidate },
  { prefix: '/assets/', dir: 'portal/assets', headers: { 'cache-control': 'public, max-age=31536000, immutable' } },
  { prefix: '/', dir: 'portal', headers: revalidate },
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
 * production host sends the same (README).
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

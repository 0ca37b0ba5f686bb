import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Context, Hono } from 'hono';
import { docsPage } from './pages/docs';

/**
 * The reference page's Content-Security-Policy: its own files only, no inline script or style, no eval; the page calls
 * nothing but this server (the document, "Try it out"). Swagger UI runs under it as it is (tests/browser/sandbox/docs.test.ts).
 */
export const docsCsp =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Swagger UI's files, as its package ships them (swagger-ui-dist, no CDN). */
const swaggerUi = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/swagger-ui-bundle.js'));
const assets = {
  'swagger-ui.css': { file: 'swagger-ui.css', type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': { file: 'swagger-ui-bundle.js', type: 'text/javascript; charset=utf-8' },
  'favicon-32x32.png': { file: 'favicon-32x32.png', type: 'image/png' },
} as const;

/**
 * The page's own script, a file of the page's origin (not inline). No validator badge (it would call
 * validator.swagger.io); "Try it out" calls this server, which the document's `servers` names.
 */
const initScript = `window.ui = SwaggerUIBundle({
  url: '/openapi.json',
  dom_id: '#reference',
  deepLinking: true,
  validatorUrl: null,
  docExpansion: 'list',
  defaultModelsExpandDepth: 1,
  displayOperationId: true,
  showExtensions: true,
  tryItOutEnabled: false,
});
`;

/**
 * `/openapi.json` (the contract's OpenAPI document, generated on first use: the same bytes as `npm run openapi`) and
 * `/docs`, its reference page (Swagger UI, served from node_modules, under `docsCsp`).
 */
export function registerDocsRoutes(app: Hono, openApi: () => Promise<string>) {
  let document: Promise<string> | undefined;
  app.get('/openapi.json', async (c) => {
    document ??= openApi().catch((error: unknown) => {
      document = undefined;
      throw error;
    });
    return c.body(await document, 200, { 'content-type': 'application/json; charset=utf-8' });
  });
  const headers = (c: Context, type: string) => {
    c.header('content-type', type);
    c.header('content-security-policy', docsCsp);
    c.header('referrer-policy', 'no-referrer');
  };
  app.get('/docs', (c) => {
    headers(c, 'text/html; charset=utf-8');
    return c.body(docsPage());
  });
  app.get('/docs/init.js', (c) => {
    headers(c, 'text/javascript; charset=utf-8');
    return c.body(initScript);
  });
  const files = new Map<string, Uint8Array<ArrayBuffer>>();
  app.get('/docs/:file', (c) => {
    const name = c.req.param('file');
    if (!Object.hasOwn(assets, name)) return c.notFound();
    const asset = assets[name as keyof typeof assets];
    let bytes = files.get(name);
    if (!bytes) files.set(name, (bytes = new Uint8Array(readFileSync(join(swaggerUi, asset.file)))));
    headers(c, asset.type);
    // The package's files change only with its version: a day is safe, and spares 1.5 MB per visit.
    c.header('cache-control', 'public, max-age=86400');
    return c.body(bytes);
  });
}

/**
 * `npm start`: builds if needed, then serves the sandbox API and the web server (portal, widgets, demo).
 * Environment: SANDBOX_PORT (8787), WEB_PORT (5173), GFT_API_BASE (defaults to the sandbox), see docs/configuration.md.
 */
import { configFromEnv } from '#shared/config/config';
import { build, buildIsStale } from './build';
import { exampleImprint } from './example-provider';
import { startSandbox } from './sandbox/server';
import { defaultWebPort, startWebServer } from './web/server';

try {
  if (buildIsStale()) {
    console.log('Building portal and widgets …');
    build();
  }
  const sandbox = await startSandbox({ reset: process.argv.includes('--reset') });
  // The demo's example provider on the imprint and in the sandbox's PDFs unless GFT_IMPRINT_JSON names one.
  const config = configFromEnv(process.env, { apiBase: sandbox.url, exampleData: true, imprint: exampleImprint });
  const web = await startWebServer({
    config,
    siteUrl: process.env.GFT_SITE_URL || undefined,
    port: Number(process.env.WEB_PORT || defaultWebPort),
    host: process.env.WEB_HOST || '127.0.0.1',
    demo: true,
  });
  // Purchases may return only to this portal (the payment page is no open redirect).
  sandbox.sandbox.options.portalOrigin = process.env.SANDBOX_PORTAL_ORIGIN || new URL(web.url).origin;
  // A certificate's PDF links the public site (GFT_SITE_URL) when one is configured, as the page's own links do.
  if (process.env.GFT_SITE_URL) sandbox.sandbox.options.siteOrigin = new URL(process.env.GFT_SITE_URL).origin;
  console.log(`
  greenfee is running
    Portal        ${web.url}/
    Demo page     ${web.url}/demo/
    Widget bundle ${web.url}/widgets/gft-widgets.js
    Sandbox API   ${sandbox.url}   (mailbox: ${sandbox.url}/dev/mailbox?to=ADDRESS)
    API reference ${sandbox.url}/docs   (OpenAPI 3.1: ${sandbox.url}/openapi.json)
    API used      ${config.apiBase}
  Press Ctrl+C to stop.
`);
  const stop = () => {
    void Promise.all([web.close(), sandbox.close()]).then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(`Could not start: ${(error as Error).message}`);
  process.exit(1);
}

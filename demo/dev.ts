/**
 * `npm run dev`: the sandbox plus two Vite dev servers with hot reload: the portal (WEB_PORT, 5173) and the widgets
 * with the demo pages (WIDGETS_DEV_PORT, 5174).
 */
import { createServer } from 'vite';
import { startSandbox } from './sandbox/server';
import { repoRoot } from './web/server';

try {
  const sandbox = await startSandbox();
  process.env.SANDBOX_PORT = String(sandbox.port);
  const portal = await createServer({ configFile: `${repoRoot}vite.config.ts`, mode: 'portal' });
  await portal.listen();
  // Purchases return to this portal (Vite may have taken another port than 5173).
  const portalUrl = portal.resolvedUrls?.local[0];
  if (portalUrl && !process.env.SANDBOX_PORTAL_ORIGIN) sandbox.sandbox.options.portalOrigin = new URL(portalUrl).origin;
  const widgets = await createServer({ configFile: `${repoRoot}vite.config.ts`, mode: 'widgets' });
  await widgets.listen();
  console.log(`
  greenfee dev servers
    Portal      ${portal.resolvedUrls?.local[0] ?? ''}
    Demo page   ${widgets.resolvedUrls?.local[0] ?? ''}demo/
    Sandbox API ${sandbox.url}
`);
} catch (error) {
  console.error(`Could not start: ${(error as Error).message}`);
  process.exit(1);
}

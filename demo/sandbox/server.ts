import { serve, type ServerType } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { imprintFromEnv } from '#shared/config/config';
import { createSandbox } from './app';
import type { Sandbox, SandboxOptions } from './context';

export const defaultSandboxPort = 8787;
export const defaultDataDir = fileURLToPath(new URL('../.data', import.meta.url));
/** How long an idle kept-alive connection stays open (see startSandbox). */
export const sandboxKeepAliveMs = 60_000;

export interface RunningSandbox {
  sandbox: Sandbox;
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Starts the sandbox over HTTP. Options not given come from the environment, then from the defaults. */
export async function startSandbox(
  options: Partial<SandboxOptions> & { port?: number; host?: string; env?: Record<string, string | undefined> } = {},
): Promise<RunningSandbox> {
  const env = options.env ?? process.env;
  const delay = env.SANDBOX_CERTIFICATE_DELAY_MS;
  const provider = imprintFromEnv(env);
  const sandbox = createSandbox({
    dataDir: env.SANDBOX_DATA_DIR || defaultDataDir,
    ...(delay !== undefined && delay !== '' ? { certificateDelayMs: Number(delay) } : {}),
    ...(env.SANDBOX_PORTAL_ORIGIN ? { portalOrigin: env.SANDBOX_PORTAL_ORIGIN } : {}),
    // The provider the imprint shows, when a deployment sets one; else the demo's example (the default).
    ...(provider ? { provider } : {}),
    ...options,
  });
  const host = options.host ?? env.SANDBOX_HOST ?? '127.0.0.1';
  const wanted = options.port ?? Number(env.SANDBOX_PORT || defaultSandboxPort);
  const server: ServerType = await new Promise((resolve, reject) => {
    const started = serve({ fetch: sandbox.app.fetch, port: wanted, hostname: host }, () => resolve(started));
    started.once('error', reject);
  });
  // A client reuses an idle connection until its own timer says the server may close it (Node's fetch: the server's
  // Keep-Alive hint less a second). With Node's 5 s the server would close first whenever the client's event loop is
  // busy at that moment (a PDF parsed, a page rendered): the next request, a payment among them, would fail with
  // ECONNRESET, and a POST is not retried. So idle connections live a minute, longer than any pause between calls.
  (server as Server).keepAliveTimeout = sandboxKeepAliveMs;
  const port = (server.address() as AddressInfo).port;
  const shownHost = host === '127.0.0.1' || host === '0.0.0.0' ? 'localhost' : host;
  return {
    sandbox,
    url: `http://${shownHost}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

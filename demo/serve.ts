/**
 * `npm run serve`: the production web server for dist/ in front of the provider's API (`GFT_API_BASE`, required) at
 * the site's URL (`GFT_SITE_URL`, required): what `npm start` serves without the sandbox and the demo. Does not build.
 * `GET /healthz` answers the build's version; one access-log line per request on stdout; SIGTERM or SIGINT drains open
 * requests and exits within 10 s. See docs/deploying.md, "On a Node host".
 */
import { fileURLToPath } from 'node:url';
import { builtVersion, serveSettingsFromEnv, StartError } from './serve-settings';

/** How long open requests may still take after SIGTERM: the process is gone within 10 s (Docker's and systemd's patience before SIGKILL is 10 s or more). */
const drainTimeoutMs = 9000;
const repoRoot = fileURLToPath(new URL('../', import.meta.url));

/** One line on stderr, then exit: a host's log shows the reason at a glance. */
function refuse(message: string): never {
  console.error(`npm run serve: ${message.replace(/\s+/g, ' ')}`);
  process.exit(1);
}

try {
  const settings = serveSettingsFromEnv(process.env);
  const health = builtVersion(repoRoot);
  // The server's modules (the app's paths and texts) only once the settings are known to be good: a refusal is at once.
  const [{ startWebServer }, { buildIsStale }] = await Promise.all([import('./web/server'), import('./build')]);
  if (buildIsStale()) console.error('npm run serve: dist/ is older than the sources; it serves the build as it is (`npm run build` builds them)');
  const web = await startWebServer({
    config: settings.config,
    siteUrl: settings.siteUrl,
    port: settings.port,
    host: settings.host,
    health,
    accessLog: (line) => console.log(line),
  });
  const shownHost = settings.host.includes(':') ? `[${settings.host}]` : settings.host;
  console.log(`greenfee ${health.version} (built ${health.built}) listening on http://${shownHost}:${web.port} for the API ${settings.config.apiBase}`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // A second signal ends it at once.
    if (stopping) process.exit(1);
    stopping = true;
    const drained = web.drain(drainTimeoutMs);
    // Said once the server listens no more.
    console.log(`${signal}: draining, no new connections (open requests have ${drainTimeoutMs / 1000} s)`);
    void drained.then(({ open, cut }) => {
      console.log(cut > 0 ? `stopped: ${cut} of ${open} open requests cut off` : `stopped: ${open} open requests finished`);
      process.exit(cut > 0 ? 1 : 0);
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
} catch (error) {
  if (error instanceof StartError) refuse(error.message);
  const { code } = error as NodeJS.ErrnoException;
  if (code === 'EADDRINUSE') refuse(`WEB_PORT: port ${(error as { port?: number }).port ?? ''} is in use`);
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_AGAIN') refuse('WEB_HOST is not an address of this machine (nor a name of one)');
  if (code === 'EACCES') refuse('WEB_PORT is below 1024 and this user may not listen there');
  refuse(`could not start: ${(error as Error).message}`);
}

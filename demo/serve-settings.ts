/**
 * What `npm run serve` (demo/serve.ts) reads before it starts: its settings from the environment and the build it
 * serves. Each problem is one line that names its variable (or says to build), for a host's logs.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, configEnv, configFromEnv, type AppConfig } from '#shared/config/config';

/** A reason not to start, in one line. */
export class StartError extends Error {
  override name = 'StartError';
}

export interface ServeSettings {
  config: AppConfig;
  /** `GFT_SITE_URL`: the public origin for canonical URLs, the sitemap and robots.txt (never a request's Host header). */
  siteUrl: string;
  port: number;
  host: string;
}

/** The port and the interface it listens on by default (behind a reverse proxy that terminates TLS). */
export const defaultServePort = 8080;
export const defaultServeHost = '127.0.0.1';

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/** A problem of the configuration (`links.blog: Invalid URL`) as a line that names its variable. */
export function variableOf(problem: string): string {
  const [path = '', ...message] = problem.split(': ');
  const [head = '', ...rest] = path.split('.');
  const variable =
    head === 'apiBase'
      ? configEnv.apiBase
      : head === 'apiTimeoutMs'
        ? configEnv.apiTimeoutMs
        : head === 'links' || head === 'imprint'
          ? configEnv[head]
          : head === 'dates' && rest[0] && rest[0] in configEnv
            ? configEnv[rest[0] as keyof typeof configEnv]
            : undefined;
  if (!variable) return problem;
  // zod/mini's messages are terse ("Invalid input"): these say what is wanted.
  if (head === 'apiTimeoutMs') return `${variable}: not a whole number of milliseconds from 1000 to 120000`;
  if (head === 'links') return rest[0] ? `${variable}: ${rest[0]} is not an absolute http(s) URL` : `${variable}: not a JSON object of links`;
  if (head === 'imprint')
    return rest[0] ? `${variable}: ${rest[0]} is not a line of text of at most 300 characters` : `${variable}: not a JSON object of lines`;
  return `${variable}: ${message.join(': ')}`;
}

/**
 * The settings of `npm run serve`: those of `npm start` (shared/config/config.ts), with `GFT_API_BASE` and `GFT_SITE_URL` required, no
 * example-data notice (`GFT_EXAMPLE_DATA` is not read), and `WEB_PORT` / `WEB_HOST`.
 */
export function serveSettingsFromEnv(env: Record<string, string | undefined>): ServeSettings {
  const apiBase = env[configEnv.apiBase];
  if (!apiBase) throw new StartError(`${configEnv.apiBase} is required: the API's absolute http(s) URL, such as https://api.greenfee.example`);
  if (!isHttpUrl(apiBase)) throw new StartError(`${configEnv.apiBase} is not an absolute http(s) URL (such as https://api.greenfee.example)`);
  const siteUrl = env.GFT_SITE_URL;
  // Required: the Host header is the client's to choose, and pages and the sitemap must not name what it says.
  if (!siteUrl)
    throw new StartError(
      "GFT_SITE_URL is required: the site's public absolute http(s) URL, such as https://www.greenfee.example (for canonical URLs, the sitemap and robots.txt)",
    );
  if (!isHttpUrl(siteUrl)) throw new StartError('GFT_SITE_URL is not an absolute http(s) URL (such as https://www.greenfee.example)');
  const portText = env.WEB_PORT || String(defaultServePort);
  const port = Number(portText);
  if (!/^\d{1,5}$/.test(portText) || port > 65535) throw new StartError('WEB_PORT is not a port number (0 to 65535; 0 takes a free one)');
  let config: AppConfig;
  try {
    config = configFromEnv({ ...env, [configEnv.exampleData]: 'false' }, { apiBase });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    throw new StartError(error.problems.map(variableOf).join('; '));
  }
  return { config, siteUrl, port, host: env.WEB_HOST || defaultServeHost };
}

/** The build's identity for `GET /healthz`: the version of package.json and the time of the build (dist/.build-stamp). */
export function builtVersion(repoRoot: string, distDir = join(repoRoot, 'dist')): { status: 'ok'; version: string; built: string } {
  const stamp = join(distDir, '.build-stamp');
  const needed = [stamp, join(distDir, 'portal', 'index.html'), join(distDir, 'prerendered'), join(distDir, 'widgets', 'gft-widgets.js')];
  if (!needed.every((file) => existsSync(file))) throw new StartError(`${distDir} is not built: run \`npm run build\` first (npm run serve does not build)`);
  const { version } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string };
  return { status: 'ok', version, built: readFileSync(stamp, 'utf8').trim() };
}

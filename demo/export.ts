/**
 * `npm run export`: the site as static files for any CDN, static host or nginx, in dist/site/ (or `--out DIR`), and
 * nginx's configuration beside it, dist/site.nginx.conf (`DIR.nginx.conf`). It builds first if the build is stale,
 * then writes the running configuration into the built files: one build serves every environment, the export only
 * fills it in. See docs/deploying.md.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configEnv, configFromEnv, ConfigError, type AppConfig } from '#shared/config/config';
import { localized, paramPaths } from '#portal/lib/paths';
import { build, buildIsStale } from './build';
import { variableOf } from './serve-settings';
import { precompress } from './web/compression';
import { versionedWidgetsPrefix, widgetVersion } from './web/headers';
import { integrityOf } from './widget-release';
import { forestFile, forestTemplateFile, nginxConf, netlifyHeaders, netlifyRedirects, pageFile, siteFiles } from './web/host-configs';
import { fileOf, forestTemplatePath, isServableForestId, languages, prerenderedPaths } from './web/prerendered';
import { escapeHtml, fillAppShell, fillPage, forestIds, forestTemplatePage, robots, sitemap } from './web/site-pages';
import { repoRoot } from './web/server';

/** The variables of the export besides the configuration's (shared/config/config.ts). */
export const exportEnv = { siteUrl: 'GFT_SITE_URL', nginxPort: 'GFT_NGINX_PORT' } as const;

/** Leftovers of the build that only a server fills in: none may be in an exported file. */
export const placeholderPattern = /__GFT_[A-Za-z_]+__|gft-link\.invalid|gft-site\.invalid|<!--gft-config-->|%GFT_[A-Z_]+%/;

export class ExportError extends Error {}

export interface ExportOptions {
  env: Record<string, string | undefined>;
  /** The folder to write (emptied first); nginx's configuration goes beside it (nginxConfOf). */
  out: string;
  /** Where the build is (dist/). */
  dist?: string;
  now?: Date;
  log?: (line: string) => void;
}

export interface ExportResult {
  out: string;
  /** The nginx configuration's file, beside `out`. */
  nginxConf: string;
  config: AppConfig;
  siteOrigin: string;
  forests: string[];
  pages: number;
  /** The versioned widget loader's URL and its SRI value. */
  widgets: { url: string; integrity: string };
}

/** The configuration and the site's origin from the environment; a one-line message naming the variable otherwise. */
export function exportSettings(env: Record<string, string | undefined>): { config: AppConfig; siteOrigin: string; nginxPort: number } {
  const absolute = (name: string) => {
    const value = env[name];
    if (!value) throw new ExportError(`${name} is required: the absolute http(s) URL of ${name === configEnv.apiBase ? 'the API' : 'the site'}.`);
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new ExportError(`${name} must be an absolute http(s) URL, not ${JSON.stringify(value)}.`);
    }
    if (!/^https?:$/.test(url.protocol)) throw new ExportError(`${name} must be an absolute http(s) URL, not ${JSON.stringify(value)}.`);
    // nginx expands `$name` inside its quoted strings: an origin with a `$` would turn into another one in nginx.conf.
    if (url.origin.includes('$')) throw new ExportError(`${name} must not contain "$" (nginx.conf would read it as a variable).`);
    return url;
  };
  absolute(configEnv.apiBase);
  const site = absolute(exportEnv.siteUrl);
  const port = Number(env[exportEnv.nginxPort] || 8080);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new ExportError(`${exportEnv.nginxPort} must be a port number (1–65535).`);
  try {
    return { config: configFromEnv(env, { apiBase: '' }), siteOrigin: site.origin, nginxPort: port };
  } catch (error) {
    if (error instanceof ConfigError) throw new ExportError(error.problems.map(variableOf).join('; '));
    throw error;
  }
}

/**
 * Where the nginx configuration of the site in `out` goes: beside the folder, not in it, as the folder is what a host
 * serves or a CDN gets uploaded (the file names the folder's absolute path). `_headers` and `_redirects` stay in the
 * folder, where Netlify and Cloudflare Pages read them; the nginx configuration answers them with 404.
 */
export const nginxConfOf = (out: string) => `${resolve(out)}.nginx.conf`;

/** Every file below `dir`, as paths relative to it. */
function filesBelow(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesBelow(path, base) : [path.slice(base.length + 1)];
  });
}

function write(out: string, file: string, text: string) {
  const path = join(out, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

/** Writes the static site. */
export async function exportSite(options: ExportOptions): Promise<ExportResult> {
  const { env, out, now = new Date(), log = () => {} } = options;
  const dist = options.dist ?? join(repoRoot, 'dist');
  const { config, siteOrigin, nginxPort } = exportSettings(env);
  // nginx.conf names the folder's absolute path as its root, where nginx would expand a `$`.
  if (resolve(out).includes('$'))
    throw new ExportError(`The export folder's path must not contain "$" (nginx.conf would read it as a variable): ${resolve(out)}`);
  if (!existsSync(join(dist, 'prerendered')) || !existsSync(join(dist, 'portal', 'index.html')) || !existsSync(join(dist, 'widgets', 'gft-widgets.js')))
    throw new ExportError(`No build in ${dist}: run npm run build.`);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });

  // The portal's files as built (assets, images, icons), with their compressed copies; its index.html is the app shell.
  for (const file of filesBelow(join(dist, 'portal'))) if (file !== 'index.html') cpSync(join(dist, 'portal', file), join(out, file));
  const shell = fillAppShell(readFileSync(join(dist, 'portal', 'index.html'), 'utf8'), config, siteOrigin);
  write(out, siteFiles.appShell, shell);
  write(out, siteFiles.notFound, shell);

  // The public pages, both languages, as of today.
  const prerendered = (pathname: string) => readFileSync(join(dist, 'prerendered', fileOf(pathname)), 'utf8');
  const pathnames = prerenderedPaths();
  for (const pathname of pathnames) write(out, pageFile(pathname), fillPage(prerendered(pathname), { config, pathname, origin: siteOrigin, now }));

  // A page per forest the API lists now; the template for those it lists later.
  const forests = (await forestIds(config.apiBase, 10_000)).filter(isServableForestId);
  if (forests.length === 0) log(`Warning: ${config.apiBase}/product/list gave no forests: the forest pages are answered by the template alone.`);
  for (const language of languages) {
    const template = prerendered(forestTemplatePath(language));
    for (const id of forests) {
      write(
        out,
        forestFile(language, id),
        fillPage(template, { config, pathname: localized(language, paramPaths.forest.href({ id })), origin: siteOrigin, now, forestId: id }),
      );
    }
    write(out, forestTemplateFile(language), forestTemplatePage(template, { config, origin: siteOrigin, now }));
  }
  write(out, 'sitemap.xml', sitemap(siteOrigin, forests));
  write(out, 'robots.txt', robots(siteOrigin));

  // The widgets: the current loader (short cache) and the same files under this version's path, for good.
  cpSync(join(dist, 'widgets'), join(out, 'widgets'), { recursive: true });
  cpSync(join(dist, 'widgets'), join(out, versionedWidgetsPrefix.slice(1)), { recursive: true });
  const integrity = integrityOf(readFileSync(join(out, versionedWidgetsPrefix.slice(1), 'gft-widgets.js')));

  // The host configurations.
  writeFileSync(nginxConfOf(out), nginxConf({ root: resolve(out), port: nginxPort, apiBase: config.apiBase }));
  write(out, '_headers', netlifyHeaders(config.apiBase));
  write(out, '_redirects', netlifyRedirects());

  precompress(out, { html: true });
  const left = filesBelow(out).filter(
    (file) => /\.(html|js|css|json|xml|txt|svg)$/.test(file) && placeholderPattern.test(readFileSync(join(out, file), 'utf8')),
  );
  if (left.length > 0) throw new ExportError(`A placeholder is left in ${left.join(', ')}.`);
  return {
    out,
    nginxConf: nginxConfOf(out),
    config,
    siteOrigin,
    forests,
    pages: pathnames.length + forests.length * languages.length,
    widgets: { url: `${siteOrigin}${versionedWidgetsPrefix}gft-widgets.js`, integrity },
  };
}

/** The embed snippet of the pinned widgets, as docs/widgets.md shows it. */
export const pinnedSnippet = (widgets: ExportResult['widgets']) =>
  `<script type="module" src="${escapeHtml(widgets.url)}" integrity="${widgets.integrity}" crossorigin="anonymous"></script>`;

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  try {
    const outIndex = process.argv.indexOf('--out');
    const out = resolve(outIndex > 0 && process.argv[outIndex + 1] ? (process.argv[outIndex + 1] as string) : join(repoRoot, 'dist', 'site'));
    exportSettings(process.env);
    if (buildIsStale()) {
      console.log('Building portal and widgets …');
      build();
    }
    const result = await exportSite({ env: process.env, out, log: (line) => console.log(line) });
    console.log(`
  Exported ${result.pages} pages and the widgets (v${widgetVersion}) to ${result.out} in ${((performance.now() - started) / 1000).toFixed(1)} s
    Site          ${result.siteOrigin}/
    API           ${result.config.apiBase}
    Forests       ${result.forests.length} known now (the template answers the others)
    nginx         ${result.nginxConf}, beside the folder: include it in an http { } block
    Netlify, CFP  _headers and _redirects, in the folder (upload the folder alone)

  Partners pin the widgets with:
    ${pinnedSnippet(result.widgets)}
`);
  } catch (error) {
    console.error(error instanceof ExportError ? error.message : `Export failed: ${(error as Error).stack ?? String(error)}`);
    process.exit(1);
  }
}

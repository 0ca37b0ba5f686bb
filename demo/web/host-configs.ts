/**
 * The static export's layout (which file answers which path) and the host configurations written with it: an nginx
 * `server` block, and `_headers` + `_redirects` as Netlify and Cloudflare Pages read them. Every header comes from
 * headers.ts, the table the web servers send, so a host configured from these cannot drift from `npm start`.
 */
import { localized, paramPaths, paths, publicPages } from '#portal/lib/paths';
import type { Language } from '#shared/i18n/languages';
import { isCompressibleType } from './compression';
import { builtFiles, contentTypes, notIndexed, notIndexedPaths, portalCsp, revalidate, securityHeaders, varyHeader } from './headers';
import { languages } from './prerendered';

/** The files of the export that answer paths they are not named after. */
export const siteFiles = {
  /** The app without prerendered content: the customer area and the account pages, rendered in the browser. */
  appShell: '/_app.html',
  /** The app's not-found page, answered with status 404 for every path the site does not have. */
  notFound: '/404.html',
} as const;

/** The file of a prerendered page: `/` → `/index.html`, `/en/faq` → `/en/faq.html` (clean URLs on every host). */
export const pageFile = (pathname: string) => (pathname === '/' ? '/index.html' : `${pathname}.html`);

/** The file of a forest's page (one per forest known at export time). */
export const forestFile = (language: Language, id: string) => pageFile(localized(language, paramPaths.forest.href({ id })));

/** The forest page for a forest the export did not know (added later): one per language, the host rewrites to it. */
export const forestTemplateFile = (language: Language) => `${localized(language, '/forests')}/_template.html`;

/** Forest ids a page is written or rewritten for (the API's ids are hex); the same rule as the web server's. */
const forestIdPattern = '[A-Za-z0-9_-]{1,64}';

/**
 * The app's routes as one regular expression (either language, trailing slashes allowed), as demo/web/server.ts
 * answers them: a public page the export has no file for, the customer area, the account pages.
 */
export function appRoutePattern(): string {
  // Each path in each language's word (`/barrierefreiheit`, `/en/accessibility`), as isKnownPath takes them.
  const routes = [...Object.values(paths), ...Object.values(paramPaths).map((entry) => entry.pattern)]
    .flatMap((path) => languages.map((language) => localized(language, path)))
    .map((path) => (path === '/' ? '' : path.replace(/[.+?^$()[\]{}|\\]/g, '\\$&').replace(/:[a-z]+/gi, '[^/]+')))
    .sort();
  return `^(${routes.join('|')})/*$`;
}

/** The headers every answer carries, and those by path, as one list of [name, value] per case. */
const headerEntries = (headers: Readonly<Record<string, string>>) => Object.entries(headers);

/** Regular expressions of nginx's map for a path prefix. */
const prefixRegex = (prefix: string) => `^${prefix.replace(/[.+?^$()[\]{}|\\]/g, '\\$&')}`;

/** Compressible files by extension, for the Brotli copies' own locations (nginx takes the type from the name). */
const compressibleExtensions = Object.entries(contentTypes).filter(([, type]) => isCompressibleType(type));

export interface NginxOptions {
  /** The export's absolute folder. */
  root: string;
  port: number;
  apiBase: string;
}

/** nginx's quoting of a value. */
const quote = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/**
 * The configuration's `map`s, before its `server` block: Brotli or not, and per path the cache rule and CORS of the
 * built files (headers.ts), the pages' policy and whether search engines may list a page, as variables.
 */
function nginxMaps(apiBase: string, staticRoutes: readonly (typeof builtFiles)[number][]): string {
  const cacheMap = [
    `  ~\\.html(\\.br|\\.gz)?$ ${quote(revalidate['cache-control'])};`,
    ...staticRoutes.map((route) => `  ~${prefixRegex(route.prefix)} ${quote(route.headers['cache-control'])};`),
    `  default ${quote(revalidate['cache-control'])};`,
  ];
  const corsMap = staticRoutes
    .filter((route) => 'access-control-allow-origin' in route.headers)
    .map((route) => `  ~${prefixRegex(route.prefix)} ${quote((route.headers as Record<string, string>)['access-control-allow-origin'] ?? '')};`);
  return `# Whether the client takes Brotli (the export holds a .br and a .gz copy beside each text file): not when it refuses
# it with a weight of 0 (\`br;q=0\`), which is tested first (a map takes the first expression that matches). gzip_static
# reads the weights of gzip itself.
map $http_accept_encoding $gft_brotli {
  default "";
  "~*(^|[\\s,])br\\s*;\\s*q\\s*=\\s*0(\\.0{0,3})?\\s*(,|$)" "";
  "~*(^|[\\s,])br\\s*([,;]|$)" ".br";
}

map $uri $gft_cache_control {
${cacheMap.join('\n')}
}

map $uri $gft_allow_origin {
${corsMap.join('\n')}
  default "";
}

# The Content-Security-Policy of the pages (all HTML).
map $uri $gft_page_csp {
  ~\\.html(\\.br)?$ ${quote(portalCsp(apiBase))};
  default "";
}

# Pages search engines must not list, by the path asked for as nginx reads it (decoded, slashes merged, dot segments
# resolved: \`//embed\` and \`/%65mbed\` are \`/embed\`), kept in $gft_path before the rewrites to the app's file.
map $gft_path $gft_robots {
${notIndexedPaths.map((path) => `  "~^${path.replace(/[.+?^$()[\]{}|\\]/g, '\\$&')}/*$" ${quote(notIndexed['x-robots-tag'])};`).join('\n')}
  default "";
}

`;
}

/**
 * The nginx configuration: `map`s and one `server` block, to include in an `http { }` block that includes
 * mime.types. Stock nginx (Debian's package) has gzip_static but no Brotli module: a Brotli copy is chosen in the
 * rewrite phase and answered by an internal location per type, with `content-encoding: br`.
 */
export function nginxConf({ root, port, apiBase }: NginxOptions): string {
  const staticRoutes = builtFiles.filter((route) => !route.demo);
  const headers = [
    ...headerEntries(securityHeaders),
    ...headerEntries(varyHeader),
    ['cache-control', '$gft_cache_control'],
    ['access-control-allow-origin', '$gft_allow_origin'],
    ['content-security-policy', '$gft_page_csp'],
    ['x-robots-tag', '$gft_robots'],
  ]
    // An empty value (a variable that maps to "") sends no header.
    .map(([name, value]) => `add_header ${name} ${value?.startsWith('$') ? value : quote(value ?? '')} always;`);
  // Brotli without nginx's Brotli module: the rewrite below picks the copy, an internal location per type answers it.
  const brotliLocations = compressibleExtensions.map(
    ([extension, type]) => `
  location ~ \\${extension}\\.br$ {
    internal;
    types { }
    default_type ${quote(type)};
    gzip_static off;
${headers.map((line) => `    ${line}`).join('\n')}
    add_header content-encoding br always;
  }`,
  );
  // The Brotli copy of the file about to be answered, when the client takes Brotli and there is one: its path, set
  // where an \`if\` that holds without rewriting does no harm (the server block, a location without try_files: in
  // \`location /\` it would answer with the \`if\`'s configuration, which has no try_files, and a folder would get nginx's
  // 301 to its path plus \`/\`, for Brotli clients only), then the rewrite to it.
  const brotliFile = `
    set $gft_brotli_file "";
    if ($gft_brotli) {
      set $gft_brotli_file $document_root$uri$gft_brotli;
    }`;
  const brotli = `
    if (-f $gft_brotli_file) {
      rewrite ^ $uri$gft_brotli last;
    }`;
  const types = Object.entries(contentTypes)
    .map(([extension, type]) => `    ${quote(type)} ${extension.slice(1)};`)
    .join('\n');
  return `# The greenfee portal on nginx: written by \`npm run export\` from demo/web/headers.ts and host-configs.ts. Do not
# edit: export again. Include it in an http { } block.

${nginxMaps(apiBase, staticRoutes)}server {
  listen ${port};
  root ${quote(root)};
  server_tokens off;
  absolute_redirect off;
  merge_slashes on;
  gzip_static on;
  gzip_vary off;
  error_page 404 ${siteFiles.notFound};
  types {
${types}
  }
  default_type application/octet-stream;

${headers.map((line) => `  ${line}`).join('\n')}

  # The path asked for, before the rewrites below replace $uri (the not-found page's redirect sets it again), and the
  # Brotli copy of its file, for \`location /\` (a page's location looks again).
  set $gft_path $uri;${brotliFile.replace(/\n {2}/g, '\n')}

  # Paths to files: the home page, a public page (/en/faq → /en/faq.html) or a forest's, the forest template for a
  # forest the export did not know, the app (rendered in the browser) for its other routes.
  rewrite ^/$ /index.html last;
  if (-f $document_root$uri.html) {
    rewrite ^ $uri.html last;
  }
  rewrite "^(/en)?/forests/${forestIdPattern}/*$" $1/forests/_template.html last;
  if ($uri ~ "${appRoutePattern()}") {
    rewrite ^ ${siteFiles.appShell} last;
  }

  # The hosts' configurations (Netlify, Cloudflare Pages) in the folder are no files of the site.
  location = /_headers {
    return 404;
  }
  location = /_redirects {
    return 404;
  }

  # Pages and compressed copies are answered for the paths above only, never under their own names.
  location ~ \\.html$ {
    internal;${brotliFile}${brotli}
  }
  location ~ \\.gz$ {
    internal;
  }
${brotliLocations.join('\n')}

  location / {
    # A folder is no page (\`/assets/\`): 404, as for any path the site does not have.
    if ($uri ~ /$) {
      return 404;
    }${brotli}
    try_files $uri =404;
  }
}
`;
}

/**
 * The rules of `_headers` (Netlify, Cloudflare Pages): path pattern and headers. Both hosts give a path the headers of
 * every rule it matches, joining the values of a header set twice, so each header is set by one rule a path matches:
 * a rule leaves out what a broader rule sets alike, and `cache-control: no-cache` is left to the hosts' default for
 * static files (`max-age=0, must-revalidate`: asked again before each use).
 */
export function headerRules(apiBase: string): { pattern: string; headers: [string, string][] }[] {
  const routes = builtFiles.filter((route) => !route.demo && route.prefix !== '/');
  const sets = (route: (typeof routes)[number]) =>
    headerEntries(route.headers).filter(([name, value]) => !(name === 'cache-control' && value === revalidate['cache-control']));
  return [
    { pattern: '/*', headers: [...headerEntries(securityHeaders), ['content-security-policy', portalCsp(apiBase)]] },
    ...notIndexedPaths.map((path) => ({ pattern: path, headers: headerEntries(notIndexed) })),
    ...routes.map((route) => ({
      pattern: `${route.prefix}*`,
      headers: sets(route).filter(
        ([name, value]) =>
          !routes.some(
            (broader) => broader !== route && route.prefix.startsWith(broader.prefix) && sets(broader).some((entry) => entry[0] === name && entry[1] === value),
          ),
      ),
    })),
  ];
}

/** `_headers` (Netlify, Cloudflare Pages). */
export function netlifyHeaders(apiBase: string): string {
  return [
    "# The greenfee portal's headers (Netlify, Cloudflare Pages): written by `npm run export` from demo/web/headers.ts.\n",
    ...headerRules(apiBase).map(({ pattern, headers }) => `${pattern}\n${headers.map(([name, value]) => `  ${name}: ${value}`).join('\n')}\n`),
  ].join('\n');
}

/** `_redirects` (Netlify, Cloudflare Pages): forest pages, the app's routes, and 404 for the rest. */
export function netlifyRedirects(): string {
  const lines = ["# The greenfee portal's rewrites (Netlify, Cloudflare Pages): written by `npm run export`."];
  for (const language of languages) {
    lines.push(`${localized(language, '/forests')}/:id ${forestTemplateFile(language)} 200`);
  }
  // The public pages have files of their own (a host answers /en/faq with en/faq.html); the app's other routes:
  const routes = [
    ...Object.entries(paths)
      .filter(([name]) => !(publicPages as readonly string[]).includes(name))
      .map(([, path]) => path),
    ...Object.values(paramPaths)
      .filter((entry) => entry !== paramPaths.forest)
      .map((entry) => entry.pattern),
  ];
  for (const language of languages) for (const path of routes) lines.push(`${localized(language, path)} ${siteFiles.appShell} 200`);
  lines.push(`/* ${siteFiles.notFound} 404`);
  return `${lines.join('\n')}\n`;
}

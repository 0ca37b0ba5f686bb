/**
 * The prerender step of the build (after the portal's client build): builds portal/prerender.tsx for Node, renders
 * every public page in both languages and the forest page template into dist/prerendered/ from the client's
 * index.html, with title, description, canonical, hreflang alternates and Open Graph in the head. What only the
 * running server knows (its origin, the configured external links, a forest's id, the configuration itself) is a
 * placeholder there that demo/web/server.ts fills in per request.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { imprintKeys, parseAppConfig } from '#shared/config/config';
import { splitLanguage } from '#portal/lib/paths';
import { headTags, siteOriginPlaceholder } from '#portal/lib/page-head';
import { consentMarkScript } from '#portal/layout/consent';
import type * as PrerenderEntry from '#portal/prerender';
import { fileOf, forestTemplatePath, imprintPlaceholder, languages, linkPlaceholder, prerenderedPaths } from './web/prerendered';

type Entry = typeof PrerenderEntry;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head's tags of a page, as HTML. */
function headHtml(pathname: string, title: string, description: string): string {
  return headTags(siteOriginPlaceholder, pathname, title, description)
    .map(
      ({ tag, attributes }) =>
        `<${tag} ${Object.entries(attributes)
          .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
          .join(' ')} />`,
    )
    .join('\n    ');
}

/** The client's index.html with a page's markup, language and head. */
export function pageHtml(template: string, pathname: string, body: string, title: string, description: string): string {
  const { language } = splitLanguage(pathname);
  const replaced = template
    .replace(/<html lang="[a-z]+"/, `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"/, `<meta name="description" content="${escapeHtml(description)}"`)
    .replace('</head>', `  ${headHtml(pathname, title, description)}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
  if (!replaced.includes(`<div id="root">${body}`) || !replaced.includes('<link rel="canonical"'))
    throw new Error('prerender: portal/index.html lacks <title>, the description, </head> or <div id="root"></div>');
  return replaced;
}

/**
 * The client's index.html with the head's one inline script (consentMarkScript: marks a visitor who has answered the
 * cookie banner, so the banner the page holds never shows to them), before the stylesheets, which would hold it up.
 */
export function withConsentMark(template: string): string {
  const marker = '<!--gft-config-->';
  const index = template.indexOf(marker);
  // (A stylesheet in <noscript> loads only with scripts off, when the script does not run either.)
  if (index === -1 || /rel="stylesheet"/.test(template.slice(0, index).replace(/<noscript>.*?<\/noscript>/gs, '')))
    throw new Error('prerender: portal/index.html lacks <!--gft-config--> before its stylesheets');
  return template.replace(marker, () => `<script>${consentMarkScript}</script>\n    ${marker}`);
}

interface ManifestChunk {
  src?: string;
  isEntry?: boolean;
  css?: string[];
  imports?: string[];
}

/**
 * The stylesheets a prerendered page needs before its code loads: the entry's and those of the public pages' lazy chunks
 * (and of what they import), from the client build's manifest. Each file is a render-blocking request of its own (nine
 * of them cost the first paint a round trip on a phone's connection), so there must be one: the public pages' styles
 * are imported by `portal/main.tsx` only, into the entry's stylesheet (a CSS file imported by a lazy module as well
 * becomes a file of its own).
 */
export function publicPageStyles(manifest: Record<string, ManifestChunk>): string[] {
  const styles = new Set(
    Object.values(manifest)
      .filter((chunk) => chunk.isEntry)
      .flatMap((chunk) => chunk.css ?? []),
  );
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const file of chunk.css ?? []) styles.add(file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (/^features\/(public|forests)\//.test(chunk.src ?? '')) visit(key);
  return [...styles].sort();
}

/**
 * A prerendered page paints before its code downloads: the client's entry script and its module preloads leave the
 * HTML, and a small boot script (written here, next to the bundle) starts them once the page's content is painted. The
 * page is readable at once (its text, links and styles are in the HTML); the code then hydrates it. Returns the
 * template without the entry's tags and with the boot script's, and the boot script's file.
 */
export function deferEntry(template: string): { html: string; boot: { fileName: string; code: string } } {
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/.exec(template);
  if (!entry?.[1]) throw new Error('prerender: the entry <script type="module"> is missing from portal/index.html');
  const preloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\s*/g)];
  // Written out small, as it is part of every prerendered page's first download (the home route's JavaScript budget):
  // once the page's first contentful paint is reported (a paint entry, not requestAnimationFrame or a timer: those
  // stop in a tab in the background and are faked by the browser tests' clock), add the entry's module preloads and
  // import the entry; a page that paints no content (a tab in the background) starts after a second.
  const code =
    `const e=${JSON.stringify(entry[1])},p=${JSON.stringify(preloads.map((match) => match[1]))};let s;` +
    'const g=()=>{if(s)return;s=1;for(const h of p)document.head.append(Object.assign(document.createElement("link"),{rel:"modulepreload",crossOrigin:"",href:h}));' +
    'import(e).catch(r=>console.error("greenfee: the app could not load",r))};' +
    'if(PerformanceObserver.supportedEntryTypes?.includes("paint")){const o=new PerformanceObserver(t=>{t.getEntriesByName("first-contentful-paint").length&&(o.disconnect(),g())});' +
    'o.observe({type:"paint",buffered:!0});setTimeout(g,1e3)}else g();\n';
  const fileName = `assets/boot-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  let html = template.replace(entry[0], `<script type="module" crossorigin src="/${fileName}"></script>\n    `);
  for (const preload of preloads) html = html.replace(preload[0], '');
  return { html, boot: { fileName, code } };
}

const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const vite = join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js');

export async function prerenderPortal(): Promise<void> {
  const dist = join(repoRoot, 'dist');
  const entryDir = join(dist, 'prerender-entry');
  const built = spawnSync(
    process.execPath,
    [vite, 'build', '--mode', 'portal', '--ssr', join(repoRoot, 'portal', 'prerender.tsx'), '--outDir', entryDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (built.status !== 0) throw new Error('vite build --ssr portal/prerender.tsx failed');
  const entry = (await import(pathToFileURL(join(entryDir, 'prerender.js')).href)) as Entry;
  // Every external link a placeholder: the server puts the running configuration's links in their place.
  const linkKeys = Object.keys(parseAppConfig({ apiBase: 'http://localhost:8787' }).links);
  // The imprint's lines too: the server writes the configured line, or the marked placeholder, in the page's language.
  const config = parseAppConfig({
    apiBase: 'http://localhost:8787',
    links: Object.fromEntries(linkKeys.map((key) => [key, linkPlaceholder(key)])),
    imprint: Object.fromEntries(imprintKeys.map((key) => [key, imprintPlaceholder(key)])),
  });
  const services = await entry.createPrerenderServices(config);
  const manifestDir = join(dist, 'portal', '.vite');
  const manifest = JSON.parse(readFileSync(join(manifestDir, 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  // Build information, not something the web server should answer.
  rmSync(manifestDir, { recursive: true, force: true });
  const styles = publicPageStyles(manifest);
  if (styles.length !== 1)
    throw new Error(
      `prerender: a public page needs ${styles.length} stylesheets (${styles.join(', ')}), each a render-blocking request: import the public pages' CSS in portal/main.tsx only (see publicPageStyles)`,
    );
  const indexHtml = readFileSync(join(dist, 'portal', 'index.html'), 'utf8');
  const deferred = deferEntry(indexHtml);
  writeFileSync(join(dist, 'portal', deferred.boot.fileName), deferred.boot.code);
  const template = withConsentMark(deferred.html);
  const out = join(dist, 'prerendered');
  rmSync(out, { recursive: true, force: true });
  for (const pathname of [...prerenderedPaths(), ...languages.map(forestTemplatePath)]) {
    const page = await entry.renderPage(services, pathname);
    if (!page.meta.title || !page.meta.description) throw new Error(`prerender: ${pathname} set no title or description (usePageMeta)`);
    const file = join(out, fileOf(pathname));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, pageHtml(template, pathname, page.html, page.meta.title, page.meta.description));
  }
  entry.endPrerender(services);
  rmSync(entryDir, { recursive: true, force: true });
}

// Run by demo/build.ts as its own process (`tsx demo/prerender.ts`), after the client build.
if (process.argv[1] && process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    await prerenderPortal();
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}

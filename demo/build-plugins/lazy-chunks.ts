/**
 * What a widget loads after its first render, and how a failed load is tried again.
 *
 * Chromium 150, Firefox and Safari remember a module whose fetch failed: a second `import()` of that URL, and every
 * module that imports it statically, fails at once without a request until the page reloads. A retry can only succeed
 * under a URL the browser has not failed on, and only for a module that no other module imports statically (a new URL
 * for a module that others import by its old one would give them a second copy, or none). So the widget builds keep
 * two invariants, and the build fails without them:
 * - everything a first render does not need is one chunk per build (`later`: the schemas, the calls, the API client),
 *   beside the texts' chunks, so each import after the first render fetches one chunk that statically imports only
 *   chunks its importer has loaded already;
 * - each such `import('./x.js')` becomes a call that imports `./x.js?retry=N` after N failures of it.
 */
import { posix } from 'node:path';
import type { Rolldown } from 'vite';

/** An element's definition: its first render needs it and everything it imports statically. */
const definition = /[\\/]widgets[\\/][a-z-]+[\\/]define\.tsx?$/;
/** A module of texts (one language): a chunk of its own, loaded on a switch to that language. */
const texts = /[\\/](i18n[\\/]locales[\\/][a-z]+[\\/][^\\/]+\.json|widgets[\\/]lib[\\/]texts-[a-z]+\.ts)$/;
/**
 * The meeting's place picker (the region's outlines and projection, the towns and their search, the map's keys, with
 * their texts and styles): a chunk of its own, loaded when the forest's step opens, not in `later`, which every form
 * loads after its first render.
 */
const regionMap = /[\\/]shared[\\/]map[\\/]|[\\/]node_modules[\\/]d3-(geo|array)[\\/]/;

type ModuleInfoOf = (id: string) => { importers: readonly string[]; isEntry: boolean } | null;

/**
 * The `later` group of a widget build's code splitting: every module that no element's first render imports statically
 * (found by walking its static importers up to an element's definition or the build's entry), but the texts and the
 * region map.
 */
export function laterGroup(): Rolldown.CodeSplittingGroup {
  const firstRender = new Map<string, boolean>();
  // Whether `id` is an element's definition or the entry, or imported statically by one, directly or through another.
  const needed = (id: string, moduleInfo: ModuleInfoOf, visiting: Set<string>): boolean => {
    const known = firstRender.get(id);
    if (known !== undefined) return known;
    const info = moduleInfo(id);
    if (definition.test(id) || info?.isEntry) return remember(id, true);
    if (visiting.has(id)) return false;
    visiting.add(id);
    const result = (info?.importers ?? []).some((importer) => needed(importer, moduleInfo, visiting));
    visiting.delete(id);
    // Within a circle, `false` holds only once the walk is back where it began.
    return result || visiting.size === 0 ? remember(id, result) : result;
  };
  const remember = (id: string, value: boolean) => (firstRender.set(id, value), value);
  return {
    debugName: 'later',
    name: (id, context) => {
      // The bundler's own helpers (`\0…`) go where their importers are.
      if (id.startsWith('\0') || texts.test(id) || regionMap.test(id)) return null;
      return needed(id, (module) => context.getModuleInfo(module), new Set()) ? null : 'later';
    },
  };
}

/** The chunks of a bundle by file name. */
export const chunksOf = (bundle: Rolldown.OutputBundle) =>
  new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])));

type Chunk = Pick<Rolldown.OutputChunk, 'fileName' | 'imports' | 'dynamicImports' | 'code'>;

/** A chunk and every chunk it imports statically, directly or through another. */
export function staticClosure(chunks: ReadonlyMap<string, Pick<Chunk, 'imports'>>, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of chunks.get(file)?.imports ?? []) staticClosure(chunks, imported, seen);
  return seen;
}

/**
 * What each rewritten chunk gets, after its first line when that is a compile hint (which must stay first): a function
 * that imports a chunk under the URL of its last failure count. One count per URL for the whole build, in the chunk
 * every rewritten chunk imports (`home`): a URL that failed once, for any chunk, is not asked again, and every chunk
 * reaches the same module once one URL has worked. A Map, not an object: a host page may have polluted
 * `Object.prototype`. A failure counts once, however many chunks waited for it.
 */
const retryHelper =
  'const gft$import=u=>{u=new URL(u,import.meta.url).href;const n=gft$failed.get(u)??0;return import(n?`${u}?retry=${n}`:u).catch(e=>{(gft$failed.get(u)??0)===n&&gft$failed.set(u,n+1);throw e})};';

/**
 * Rewrites each chunk's `import('./x.js')` of another chunk into `gft$import('./x.js')` (the entry, which has no
 * imports, is left alone). Fails when a chunk imports dynamically a chunk that needs more than itself and what its
 * importer has loaded, or has an import of a chunk in a form this does not know, or when no chunk is imported
 * statically by every rewritten chunk (the counts' home). Chunks in the same folder only.
 */
export function retryImports(chunks: ReadonlyMap<string, Chunk>, entry: Chunk | undefined, fail: (why: string) => never): void {
  const rewriting = [...chunks.values()].filter((chunk) => chunk !== entry && chunk.dynamicImports.some((target) => target !== chunk.fileName));
  if (rewriting.length === 0) return;
  const closures = new Map(rewriting.map((chunk) => [chunk, staticClosure(chunks, chunk.fileName)]));
  // The chunk every rewritten one has loaded, and of those the one that loads least (the shared base, or the one chunk).
  const home = [...(closures.values().next().value ?? [])]
    .filter((file) => [...closures.values()].every((closure) => closure.has(file)))
    .map((file) => chunks.get(file))
    .filter((chunk) => chunk !== undefined)
    .sort((a, b) => staticClosure(chunks, a.fileName).size - staticClosure(chunks, b.fileName).size)[0];
  if (!home) return fail(`no chunk is loaded by all of ${rewriting.map((chunk) => chunk.fileName).join(', ')}: the retry counts have no home`);
  for (const chunk of [...new Set([...rewriting, home])]) {
    if (/\bgft\$(import|failed)\b/.test(chunk.code)) fail(`${chunk.fileName} already has a name gft$import or gft$failed`);
    const folder = posix.dirname(chunk.fileName);
    const loaded = closures.get(chunk) ?? staticClosure(chunks, chunk.fileName);
    const rewritten = new Set<string>();
    const code = chunk.code.replace(/\bimport\((["'`])(\.\/[^"'`]+)\1\)/g, (call, quote: string, specifier: string) => {
      const target = posix.join(folder, specifier);
      if (!chunk.dynamicImports.includes(target)) return call;
      const more = [...staticClosure(chunks, target)].filter((file) => file !== target && !loaded.has(file));
      if (more.length > 0) fail(`${target}, loaded by ${chunk.fileName}, imports ${more.join(', ')} too: it could not be loaded again under another URL`);
      rewritten.add(target);
      return `gft$import(${quote}${specifier}${quote})`;
    });
    // An import of a module the chunk holds itself fetches nothing (the bundler writes no `import()` for it).
    const missed = chunk.dynamicImports.filter((target) => target !== chunk.fileName && !rewritten.has(target));
    if (missed.length > 0) fail(`${chunk.fileName} imports ${missed.join(', ')} in a form this plugin does not know`);
    const counts = chunk === home ? 'const gft$failed=new Map;export{gft$failed};' : `import{gft$failed}from"./${posix.relative(folder, home.fileName)}";`;
    const helper = rewritten.size > 0 ? retryHelper : '';
    const hint = /^\/\/#[^\n]*\n/.exec(code)?.[0] ?? '';
    chunk.code = `${hint}${counts}${helper}${code.slice(hint.length)}`;
  }
}

/** `import{a as b,c}from"./file.js"` of one chunk in another's code, as the bundler writes it. */
const importOf = (file: string) => new RegExp(`import\\{([^}]*)\\}from(["'\`])\\./${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\2;?`, 'g');
/** `a as b` → [a, b]; `a` → [a, a]. */
const specifiers = (list: string) =>
  list.split(',').map((entry) => {
    const [name = '', local = name] = entry.trim().split(/\s+as\s+/);
    return [name, local] as const;
  });

/**
 * The bundler's own helpers (`rolldown-runtime-*.js`: the namespace objects of modules imported both ways) become part
 * of `main`, which others then import them from: a chunk of their own would be a second file for an element's first
 * render, and no code-splitting group can take them. Chunks in the same folder only (a solo build's are). Returns the
 * helpers' file, now unused, for the caller to remove from the bundle.
 */
export function inlineBundlerHelpers(chunks: Map<string, Chunk>, main: Chunk, fail: (why: string) => never): string | undefined {
  const helpers = [...chunks.values()].find((chunk) => /(^|\/)rolldown-runtime-[\w-]+\.js$/.test(chunk.fileName));
  if (!helpers) return undefined;
  const exported = /export\{([^}]*)\};?\s*$/.exec(helpers.code);
  if (!exported?.[1] || helpers.imports.length > 0) return fail(`${helpers.fileName} has a form inlineBundlerHelpers does not know`);
  const exports = specifiers(exported[1]);
  const body = helpers.code.slice(0, exported.index);
  const helperFile = posix.basename(helpers.fileName);
  const mainFile = posix.basename(main.fileName);
  // In `main`: the helpers' code in a scope of its own, bound to the names main used, and exported under names of ours.
  const own = (name: string) => `gft$helper_${name}`;
  let found = 0;
  // The helpers `main` imported, which it now offers the other chunks.
  const offered = new Set<string>();
  main.code = main.code.replace(importOf(helperFile), (_statement, list: string) => {
    found += 1;
    for (const [name] of specifiers(list)) offered.add(name);
    const bindings = specifiers(list).map(([name, local]) => `${name}:${local}`);
    return `const{${bindings.join(',')}}=(()=>{${body};return{${exports.map(([local, name]) => `${name}:${local}`).join(',')}}})();export{${specifiers(list)
      .map(([name, local]) => `${local} as ${own(name)}`)
      .join(',')}};`;
  });
  if (found !== 1) fail(`${main.fileName} imports ${helpers.fileName} ${found} times, not once`);
  for (const chunk of chunks.values()) {
    if (chunk === main || chunk === helpers || !chunk.imports.includes(helpers.fileName)) continue;
    chunk.code = chunk.code.replace(importOf(helperFile), (_statement, list: string) => {
      const wanted = specifiers(list);
      const missing = wanted.filter(([name]) => !offered.has(name));
      if (missing.length > 0) fail(`${chunk.fileName} uses helpers ${missing.map(([name]) => name).join(', ')} that ${main.fileName} does not`);
      return `import{${wanted.map(([name, local]) => `${own(name)} as ${local}`).join(',')}}from"./${mainFile}";`;
    });
    chunk.imports = [...new Set(chunk.imports.map((file) => (file === helpers.fileName ? main.fileName : file)))];
  }
  main.imports = main.imports.filter((file) => file !== helpers.fileName);
  chunks.delete(helpers.fileName);
  return helpers.fileName;
}

import { build, normalizePath, type InlineConfig, type Plugin, type Rolldown, type UserConfig } from 'vite';
import type { Language } from '#shared/i18n/languages.ts';
import { isolateZodConfig } from './isolate-zod-config.ts';
import { chunksOf, inlineBundlerHelpers, laterGroup, retryImports } from './lazy-chunks.ts';
import { ownKeysOnly } from './own-keys-only.ts';
import { compileHint, root, shippedComments } from './shared.ts';

/** One element built alone in one language: the name of its file, and every file of the build by name. */
export type SoloBuild = (tag: string, language: Language, fail: (why: string) => never) => Promise<{ entry: string; files: Map<string, string> }>;

/**
 * What one element's first render needs in a language besides its code: the texts the loader fetches with it
 * (widgets/main.ts). soloBuild fails when a text of that language is left out of the element's file.
 */
export const firstRenderTexts = (tag: string, language: Language): string[] =>
  tag === 'gft-certificate-badge'
    ? [`shared/i18n/locales/${language}/badge.json`]
    : [`widgets/lib/texts-${language}.ts`, ...(tag === 'gft-forest-meeting' ? [`shared/i18n/locales/${language}/meeting.json`] : [])];

/**
 * One element built alone, for pages with one kind of element: its code, the runtime and base it uses, and its texts in
 * one language, all in one chunk (`chunks/solo-<element>-<language>-<hash>.js`, everything the entry imports
 * statically: the `$initial` group), with V8's compile hint; what it loads after its first render (its schemas and
 * calls, the API client, the other language's texts) in chunks of this build. The same plugins and aliases as the
 * shared build (`shared`: its `resolve` and `define`, demo/build-config/widgets.ts); the entry's own facade is not kept
 * (the loader imports the chunk). Returns the chunk's name and every file but the facade.
 */
export async function soloBuild(
  tag: string,
  language: Language,
  shared: Pick<UserConfig, 'resolve' | 'define'>,
  fail: (why: string) => never,
): ReturnType<SoloBuild> {
  const folder = tag.slice('gft-'.length);
  const name = `solo-${folder}-${language}`;
  const entryPath = normalizePath(`${root}widgets/${folder}/.${name}.js`);
  const entryId = `\0gft-${name}`;
  const source = soloEntrySource(tag, language);
  const config: InlineConfig = {
    configFile: false,
    root,
    publicDir: false,
    logLevel: 'warn',
    mode: 'production',
    resolve: shared.resolve,
    define: shared.define,
    plugins: [
      { name: 'gft-solo-entry', resolveId: (id) => (normalizePath(id) === entryPath ? entryId : null), load: (id) => (id === entryId ? source : null) },
      isolateZodConfig(),
      ownKeysOnly(),
      soloLazyChunks(name, fail),
    ],
    build: {
      write: false,
      target: 'es2022',
      lib: { entry: entryPath, formats: ['es'], fileName: () => `${name}-facade.js` },
      rolldownOptions: {
        output: {
          minify: true,
          comments: shippedComments,
          chunkFileNames: 'chunks/[name]-[hash].js',
          postBanner: (chunk) => (chunk.name === name ? compileHint : ''),
          codeSplitting: { groups: [{ name, tags: ['$initial'], priority: 1 }, laterGroup()] },
        },
        treeshake: { manualPureFunctions: ['z'] },
        // The entry imports the texts that the runtime imports dynamically too, on purpose: they are in the file.
        onLog: (level, log, handler) => {
          if (log.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') handler(level, log);
        },
      },
    },
  };
  const output = await build(config);
  const result = Array.isArray(output) ? output[0] : output;
  if (!result || !('output' in result)) return fail(`the build of ${name} gave no output`);
  return soloOutput(tag, language, result.output, fail);
}

/**
 * A solo build's entry module: it imports the element's definition and re-exports its first render's texts (exported
 * for its unit test: inside soloBuild it is a virtual module of a Vite build).
 */
export function soloEntrySource(tag: string, language: Language): string {
  const specifier = (file: string) => JSON.stringify(normalizePath(`${root}${file}`));
  return [
    `import ${specifier(`widgets/${tag.slice('gft-'.length)}/define.ts`)};`,
    ...firstRenderTexts(tag, language).map((file, index) => `export { default as t${index} } from ${specifier(file)};`),
  ].join('\n');
}

/**
 * The solo build's chunk `name` takes in the bundler's helpers, and each import after the first render retries under a
 * fresh URL (lazy-chunks.ts). Exported for its unit test, which hands it a bundle without a Vite build.
 */
export function soloLazyChunks(name: string, fail: (why: string) => never): Plugin {
  return {
    name: 'gft-solo-lazy-chunks',
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle);
      const main = [...chunks.values()].find((chunk) => chunk.name === name) ?? fail(`${name} has no chunk of its own`);
      const inlined = inlineBundlerHelpers(chunks, main, fail);
      if (inlined) Reflect.deleteProperty(bundle, inlined);
      retryImports(chunks, undefined, fail);
    },
  };
}

/**
 * Texts that travel in the chunk of the code that shows them, loaded after the first render, which does not need them:
 * the meeting's place picker (shared/map/place-picker.tsx), fetched when the forest's step opens.
 */
const withTheirCode = /\/i18n\/locales\/[a-z]+\/place\.json$/;

/** What soloOutput reads of a build's files. */
type SoloFile =
  | Pick<Rolldown.OutputChunk, 'type' | 'fileName' | 'name' | 'isEntry' | 'imports' | 'dynamicImports' | 'moduleIds' | 'code'>
  | Pick<Rolldown.OutputAsset, 'type' | 'fileName'>;

/**
 * The files of one element's solo build, checked: the element's chunk (not the entry's facade) holds its definition,
 * imports nothing statically and loads no text of its language later; the badge's holds no Preact; no file is an
 * asset. Returns the chunk's name and every chunk but the facade (exported for its unit test, which hands it a build's
 * files without a Vite build).
 */
export function soloOutput(tag: string, language: Language, output: readonly SoloFile[], fail: (why: string) => never): Awaited<ReturnType<SoloBuild>> {
  const name = `solo-${tag.slice('gft-'.length)}-${language}`;
  const define = `widgets/${tag.slice('gft-'.length)}/define.ts`;
  const chunks = new Map(output.flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])));
  const main = [...chunks.values()].find((chunk) => chunk.name === name) ?? fail(`${name} has no chunk of its own`);
  const facade = [...chunks.values()].find((chunk) => chunk.isEntry);
  const assets = output.filter((file) => file.type === 'asset').map((file) => file.fileName);
  if (assets.length > 0) fail(`${name} has files that are no scripts (${assets.join(', ')}): they would be missing on its pages`);
  if (!facade || facade === main) fail(`${name}'s chunk is its entry's: the build's grouping changed`);
  const has = (file: string) => main.moduleIds.some((id) => normalizePath(id).endsWith(`/${file}`));
  if (!has(define)) fail(`${main.fileName} does not hold ${define}: it would define nothing`);
  // The badge renders without Preact (widgets/certificate-badge/define.ts): its file must not bring it.
  if (tag === 'gft-certificate-badge' && main.moduleIds.some((id) => /[\\/]node_modules[\\/]preact[\\/]/.test(id))) fail(`${main.fileName} holds Preact`);
  if (main.imports.length > 0) fail(`${main.fileName} imports ${main.imports.join(', ')} statically: its first render would wait for them`);
  // Any text of this language (a locale file, the texts module) that the chunk would import later, firstRenderTexts
  // left out: the element's first render would wait for it.
  const ofLanguage = new RegExp(`/(i18n/locales/${language}/[^/]+\\.json|widgets/lib/texts-${language}\\.ts)$`);
  const late = main.dynamicImports.filter(
    (file) =>
      file !== main.fileName &&
      chunks.get(file)?.moduleIds.some((id) => ofLanguage.test(id.replace(/\\/g, '/')) && !withTheirCode.test(id.replace(/\\/g, '/'))),
  );
  if (late.length > 0) fail(`${main.fileName} loads texts of its language in ${late.join(', ')} after its code: add them to firstRenderTexts`);
  return { entry: main.fileName, files: new Map([...chunks.values()].filter((chunk) => chunk !== facade).map((chunk) => [chunk.fileName, chunk.code])) };
}

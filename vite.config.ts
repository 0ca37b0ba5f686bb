/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { build, defineConfig, normalizePath, parseSync, Visitor, type ESTree, type InlineConfig, type Plugin, type Rolldown, type UserConfig } from 'vite';
import { chunksOf, inlineBundlerHelpers, laterGroup, retryImports, staticClosure } from './demo/build-plugins/lazy-chunks.ts';
import { configElementId, configFromEnv } from './shared/config/config.ts';
import { languages, type Language } from './shared/i18n/languages.ts';
import { elements } from './widgets/lib/elements.ts';
import { elementManifest, vscodeCustomData } from './widgets/lib/manifest.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The import scheme (README, "Architecture"): `#shared/…`, `#portal/…`, `#widgets/…`, `#demo/…`, `#tests/…` name a
 * module from the repository's top; `./` and `../` only within a folder and its parent. The same table is tsconfig.json's
 * `paths` (tsc, tsx, knip) and eslint.config.js's resolver.
 */
export const areaAliases = ['shared', 'portal', 'widgets', 'demo', 'tests'].map((area) => ({ find: new RegExp(`^#${area}/`), replacement: `${root}${area}/` }));

/**
 * Unit files that mock a module or stub a global or the environment (`vi.mock`, `vi.doMock`, `vi.stubGlobal`,
 * `vi.stubEnv`): each runs in a module graph of its own (the `unit-isolated` project). Found by their text, so that a
 * new one cannot end up in the shared graph.
 */
const mockingUnitFiles = readdirSync(`${root}tests/unit`, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file) && /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/.test(readFileSync(`${root}tests/unit/${file}`, 'utf8')))
  .map((file) => `tests/unit/${file.replaceAll('\\', '/')}`)
  .sort();
/**
 * The test workers: half again as many as the machine's cores, as a test waits for pages and answers. Measured on 2
 * cores: 2 workers leave a fifth of the CPU idle, 3 fill it (vitest 430 s against 503 s on a clean clone), 4 saturate
 * it and run slower.
 */
const testWorkers = () => Math.max(2, Math.round(availableParallelism() * 1.5));
const sandboxUrl = () => `http://localhost:${process.env.SANDBOX_PORT || 8787}`;

/** Puts the runtime configuration into the portal's HTML in dev, as `npm start`'s server does in production. */
function injectConfig(): Plugin {
  return {
    name: 'gft-inject-config',
    apply: 'serve',
    transformIndexHtml(html) {
      const json = JSON.stringify(configFromEnv(process.env, { apiBase: sandboxUrl() })).replace(/</g, '\\u003c');
      return html.replace('<!--gft-config-->', `<script id="${configElementId}" type="application/json">${json}</script>`);
    },
  };
}

/** In the widgets dev server, serve the demo pages and the widget entry at their production paths. */
function widgetDevPaths(): Plugin {
  return {
    name: 'gft-widget-dev-paths',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url === '/widgets/gft-widgets.js') req.url = '/widgets/main.ts';
        else if (req.url === '/demo' || req.url === '/demo/') req.url = '/demo/pages/index.html';
        else if (req.url?.startsWith('/demo/') && !req.url.startsWith('/demo/pages/')) req.url = `/demo/pages/${req.url.slice('/demo/'.length)}`;
        next();
      });
    },
    transformIndexHtml: (html) => html.replaceAll('%GFT_API_BASE%', sandboxUrl()),
  };
}

/**
 * zod shares its configuration between copies through `globalThis.__zod_globalConfig`. Inside an embed that is a
 * global the bundle must not create, and our `jitless` setting would change a host page's own zod: keep zod's
 * configuration inside the bundle. Fails the build if a zod upgrade changes the code this relies on.
 */
function isolateZodConfig(): Plugin {
  return {
    name: 'gft-isolate-zod-config',
    transform(code, id) {
      if (!id.replace(/\\/g, '/').endsWith('/zod/v4/core/core.js')) return null;
      const shared =
        /\(_a = globalThis\)\.__zod_globalConfig \?\? \(_a\.__zod_globalConfig = \{\}\);\s*export const globalConfig = globalThis\.__zod_globalConfig;/;
      if (!shared.test(code) || !code.includes('globalThis.__zod_globalConfig?.postProcessor')) {
        throw new Error('gft-isolate-zod-config: zod/v4/core/core.js changed; update the plugin in vite.config.ts');
      }
      return code.replace(shared, 'export const globalConfig = {};').replaceAll('globalThis.__zod_globalConfig?.postProcessor', 'globalConfig.postProcessor');
    },
  };
}

/**
 * Old host scripts add enumerable properties to `Object.prototype` (`Object.prototype.junk = 1`), and every `for…in`
 * loop sees them: zod's `members()` then reads the descriptor of a key it does not own and fails while its module
 * evaluates, and rolldown's namespace helper defines a getter from the value `1`. Every `for…in` of the widget bundle
 * (our code, the libraries', the bundler's helpers) skips keys the object does not own.
 */
function ownKeysOnly(): Plugin {
  return {
    name: 'gft-own-keys-only',
    apply: 'build',
    // Every module, the bundler's own helpers (`rolldown/runtime.js`) included, passes here after TypeScript is gone.
    transform(code, id) {
      if (!/\bfor\s*\(/.test(code)) return null;
      const { program, errors } = parseSync(id.replace(/[?#].*$/, ''), code, { lang: 'js' });
      if (errors.length > 0) throw new Error(`gft-own-keys-only: cannot parse ${id}: ${errors[0]?.message}`);
      const edits: { at: number; end?: number; text: string }[] = [];
      const fail = (why: string) => {
        throw new Error(`gft-own-keys-only: ${why} in ${id}; see vite.config.ts`);
      };
      new Visitor({
        LabeledStatement(node: ESTree.LabeledStatement) {
          if (node.body.type === 'ForInStatement') fail('a labelled for…in');
        },
        ForInStatement(node: ESTree.ForInStatement) {
          const declaration = node.left.type === 'VariableDeclaration' ? node.left : null;
          const target = declaration ? declaration.declarations[0]?.id : node.left;
          if (target?.type !== 'Identifier') return fail('a for…in without a plain key');
          const key = target.name;
          // A key that outlives the loop (`var`, or a variable from outside) is given own keys only.
          const outlives = declaration === null || declaration.kind === 'var';
          const loopKey = outlives ? `${key}$gftKey` : key;
          // Any object but a plain name is evaluated once, into a name of the loop's own.
          const object = node.right.type === 'Identifier' ? node.right.name : `${key}$gftOwn`;
          const before = `${declaration?.kind === 'var' ? `var ${key};` : ''}${node.right.type === 'Identifier' ? '' : `let ${object};`}`;
          if (before) edits.push({ at: node.start, text: `{${before}` }, { at: node.end, text: '}' });
          if (outlives) edits.push({ at: node.left.start, end: node.left.end, text: `const ${loopKey}` });
          if (node.right.type !== 'Identifier') edits.push({ at: node.right.start, text: `${object}=(` }, { at: node.right.end, text: ')' });
          edits.push(
            { at: node.body.start, text: `{if(!Object.hasOwn(${object},${loopKey}))continue;${outlives ? `${key}=${loopKey};` : ''}` },
            { at: node.body.end, text: '}' },
          );
        },
      }).visit(program);
      if (edits.length === 0) return null;
      // From the end, so that earlier offsets stay valid; at one offset, the inner loop's text goes first.
      let result = code;
      for (const edit of edits.map((edit, order) => ({ ...edit, order })).sort((a, b) => b.at - a.at || a.order - b.order)) {
        result = result.slice(0, edit.at) + edit.text + result.slice(edit.end ?? edit.at);
      }
      return { code: result, map: null };
    },
  };
}

/**
 * The loader requests an element's whole chunk graph at once: its own chunk and every chunk that one imports, directly
 * or through another (the shared runtime, the choice fields…), instead of each only after the chunk importing it has
 * arrived and been parsed (a round trip per level). Vite's own preloading is off in library mode, so the graph goes
 * into the loader here: a JSON string of `tag → chunk paths` in place of its placeholder (widgets/main.ts). An
 * element's tag is `gft-` and its folder's name (`widgets/certificate-verify/define.ts`). The placeholder is a string
 * literal in whatever quotes the minifier chose; the whole literal is replaced. Fails the build if the placeholder is
 * not there exactly once, or an element of widgets/lib/elements.ts has no graph.
 *
 * The same for a page with one kind of element (soloBuild): each element's file of its own per language, and the
 * chunks it loads after its first render, go into the bundle, and their names into the loader's other placeholder.
 */
const chunkGraphPlaceholder = '__GFT_CHUNK_GRAPH__';
const soloGraphPlaceholder = '__GFT_SOLO_GRAPH__';
function chunkGraph(): Plugin {
  return {
    name: 'gft-chunk-graph',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const fail = (why: string): never => {
        throw new Error(`gft-chunk-graph: ${why}; see vite.config.ts`);
      };
      const chunks = chunksOf(bundle);
      const loader = [...chunks.values()].find((chunk) => chunk.isEntry) ?? fail('no entry chunk');
      const graph: Record<string, string[]> = {};
      for (const file of loader.dynamicImports) {
        const folder = /\/widgets\/([a-z-]+)\/define\.tsx?$/.exec(chunks.get(file)?.facadeModuleId?.replace(/\\/g, '/') ?? '')?.[1];
        if (!folder) continue;
        const tag = `gft-${folder}`;
        if (!loader.code.includes(tag)) fail(`the loader has no element ${tag} for ${file}`);
        // Relative to the loader, as its own imports are; the element's own chunk is imported by name there.
        graph[tag] = [...staticClosure(chunks, file)].filter((chunk) => chunk !== file).map((chunk) => `./${chunk}`);
        // A module the first render and the later chunk both import goes into the later chunk: the first render would
        // wait for the schemas and the client (it happened to the validation messages once).
        const later = graph[tag].filter((chunk) => /\/later-[^/]+\.js$/.test(chunk));
        if (later.length > 0) fail(`${tag}'s first render imports ${later.join(', ')}: give the module both import a group of its own`);
      }
      const missing = elements.map((element) => element.tag).filter((tag) => !graph[tag]);
      if (missing.length > 0) fail(`no chunk graph for ${missing.join(', ')}`);
      retryImports(chunks, loader, fail);

      const solo: Record<string, Record<Language, string>> = {};
      // Every file of the bundle by name: the shared build's chunks, then what each element's build adds. A file of the
      // same name must have the same content (the name carries its hash; the other language's texts are the same).
      const written = new Map([...chunks].map(([fileName, chunk]) => [fileName, chunk.code]));
      for (const { tag } of elements) {
        for (const language of languages) {
          const built = await soloBuild(tag, language, fail);
          (solo[tag] ??= {} as Record<Language, string>)[language] = `./${built.entry}`;
          for (const [fileName, code] of built.files) {
            const existing = written.get(fileName);
            if (existing !== undefined) {
              if (existing !== code) fail(`${fileName} of ${tag} (${language}) differs from the file of that name already in the bundle`);
              continue;
            }
            written.set(fileName, code);
            this.emitFile({ type: 'asset', fileName, source: code });
          }
        }
      }
      loader.code = fillPlaceholder(loader.code, chunkGraphPlaceholder, graph, fail);
      loader.code = fillPlaceholder(loader.code, soloGraphPlaceholder, solo, fail);
    },
  };
}

/** The loader's placeholder, a string literal in whatever quotes the minifier chose, replaced by `value`'s JSON. */
function fillPlaceholder(code: string, placeholder: string, value: unknown, fail: (why: string) => never): string {
  const literal = new RegExp(`(["'\`])${placeholder}\\1`, 'g');
  const found = code.match(literal)?.length ?? 0;
  if (found !== 1) fail(`the loader has its placeholder ${placeholder} ${found} times, not once`);
  // A string literal of the JSON, in single quotes (no quote in it needs escaping then).
  return code.replace(literal, () => `'${JSON.stringify(value).replace(/[\\']/g, '\\$&')}'`);
}

/**
 * What one element's first render needs in a language besides its code: the texts the loader fetches with it
 * (widgets/main.ts). soloBuild fails when a text of that language is left out of the element's file.
 */
const firstRenderTexts = (tag: string, language: Language): string[] =>
  tag === 'gft-certificate-badge'
    ? [`shared/i18n/locales/${language}/badge.json`]
    : [`widgets/lib/texts-${language}.ts`, ...(tag === 'gft-forest-meeting' ? [`shared/i18n/locales/${language}/meeting.json`] : [])];

/**
 * One element built alone, for pages with one kind of element: its code, the runtime and base it uses, and its texts in
 * one language, all in one chunk (`chunks/solo-<element>-<language>-<hash>.js`, everything the entry imports
 * statically: the `$initial` group), with V8's compile hint; what it loads after its first render (its schemas and
 * calls, the API client, the other language's texts) in chunks of this build. The same plugins and aliases as the
 * shared build; the entry's own facade is not kept (the loader imports the chunk). Returns the chunk's name and every
 * file but the facade.
 */
async function soloBuild(tag: string, language: Language, fail: (why: string) => never): Promise<{ entry: string; files: Map<string, string> }> {
  const folder = tag.slice('gft-'.length);
  const name = `solo-${folder}-${language}`;
  const entryPath = normalizePath(`${root}widgets/${folder}/.${name}.js`);
  const entryId = `\0gft-${name}`;
  const texts = firstRenderTexts(tag, language);
  const define = `widgets/${folder}/define.ts`;
  const specifier = (file: string) => JSON.stringify(normalizePath(`${root}${file}`));
  const source = [`import ${specifier(define)};`, ...texts.map((file, index) => `export { default as t${index} } from ${specifier(file)};`)].join('\n');
  const config: InlineConfig = {
    configFile: false,
    root,
    publicDir: false,
    logLevel: 'warn',
    mode: 'production',
    resolve: widgets.resolve,
    define: widgets.define,
    plugins: [
      { name: 'gft-solo-entry', resolveId: (id) => (normalizePath(id) === entryPath ? entryId : null), load: (id) => (id === entryId ? source : null) },
      isolateZodConfig(),
      ownKeysOnly(),
      {
        name: 'gft-solo-lazy-chunks',
        generateBundle(_options, bundle) {
          const chunks = chunksOf(bundle);
          const main = [...chunks.values()].find((chunk) => chunk.name === name) ?? fail(`${name} has no chunk of its own`);
          const inlined = inlineBundlerHelpers(chunks, main, fail);
          if (inlined) Reflect.deleteProperty(bundle, inlined);
          retryImports(chunks, undefined, fail);
        },
      },
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
  const bundle: Rolldown.OutputBundle = Object.fromEntries(result.output.map((file) => [file.fileName, file]));
  const chunks = chunksOf(bundle);
  const main = [...chunks.values()].find((chunk) => chunk.name === name) ?? fail(`${name} has no chunk of its own`);
  const facade = [...chunks.values()].find((chunk) => chunk.isEntry);
  const assets = result.output.filter((file) => file.type === 'asset').map((file) => file.fileName);
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
    (file) => file !== main.fileName && chunks.get(file)?.moduleIds.some((id) => ofLanguage.test(id.replace(/\\/g, '/'))),
  );
  if (late.length > 0) fail(`${main.fileName} loads texts of its language in ${late.join(', ')} after its code: add them to firstRenderTexts`);
  return { entry: main.fileName, files: new Map([...chunks.values()].filter((chunk) => chunk !== facade).map((chunk) => [chunk.fileName, chunk.code])) };
}

/**
 * The comments a widget file keeps: licences only. The bundler's pure annotations tell a later bundler what it may
 * drop; the widget files are bundled already and go to browsers as they are (about 2.5 KB raw in a form's chunks).
 */
const shippedComments = { legal: true, annotation: false, jsdoc: false } as const;

/** V8's magic comment for eager compilation of a whole file; it must be the file's first line. */
const compileHint = '//# allFunctionsCalledOnLoad';

/** The portal's typeface file (Figtree, Latin, variable weight), declared in portal/styles/tokens.css. */
const fontFile = 'figtree-latin-wght-normal';

/**
 * Preloads the typeface in the portal's HTML: the font file starts with the HTML instead of after the CSS, so the
 * text rarely paints twice. The file name carries Vite's hash, known only once the bundle is written; fails the
 * build if the file is missing (a renamed package file must not silently drop the preload).
 */
function preloadFont(): Plugin {
  return {
    name: 'gft-preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const file = Object.values(context.bundle ?? {}).find((output) => output.fileName.includes(fontFile) && output.fileName.endsWith('.woff2'));
        if (!file) throw new Error(`gft-preload-font: ${fontFile}.woff2 is not in the bundle; see vite.config.ts`);
        return [
          { tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file.fileName}`, crossorigin: '' }, injectTo: 'head-prepend' },
        ];
      },
    },
  };
}

/**
 * dist/widgets/custom-elements.json (the Custom Elements Manifest) and vscode.html-custom-data.json (VS Code's HTML
 * custom data), both from the elements' definitions (widgets/lib/elements.ts through widgets/lib/manifest.ts).
 */
function elementManifestFiles(): Plugin {
  return {
    name: 'gft-element-manifest',
    apply: 'build',
    generateBundle() {
      const manifest = elementManifest();
      this.emitFile({ type: 'asset', fileName: 'custom-elements.json', source: `${JSON.stringify(manifest, null, 2)}\n` });
      this.emitFile({ type: 'asset', fileName: 'vscode.html-custom-data.json', source: `${JSON.stringify(vscodeCustomData(manifest), null, 2)}\n` });
    },
  };
}

/**
 * The widget bundle: Preact, one ES module. `react` and `react-dom` are @preact/compat (the shared forms are React
 * components; r2wc defines the elements from them). The aliases live only in this mode.
 */
const widgets: UserConfig = {
  root,
  publicDir: false,
  // Its own dependency cache: the portal's dev server prebundles real React into the default one.
  cacheDir: 'node_modules/.vite-widgets',
  // The dev server prebundles what the widgets import, not what every HTML file of the repository does (the portal's
  // libraries on real React).
  optimizeDeps: { entries: ['widgets/main.ts'] },
  resolve: {
    alias: [
      ...areaAliases,
      { find: /^react$/, replacement: '@preact/compat' },
      { find: /^react-dom$/, replacement: '@preact/compat' },
      { find: /^react-dom\/client$/, replacement: '@preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: '@preact/compat/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: '@preact/compat/jsx-dev-runtime' },
    ],
  },
  define: { 'process.env.NODE_ENV': '"production"' },
  plugins: [widgetDevPaths(), isolateZodConfig(), ownKeysOnly(), chunkGraph(), elementManifestFiles()],
  server: { port: Number(process.env.WIDGETS_DEV_PORT || 5174), strictPort: true },
  build: {
    outDir: 'dist/widgets',
    emptyOutDir: true,
    target: 'es2022',
    lib: { entry: 'widgets/main.ts', formats: ['es'], fileName: () => 'gft-widgets.js' },
    rolldownOptions: {
      output: {
        minify: true,
        comments: shippedComments,
        chunkFileNames: 'chunks/[name]-[hash].js',
        // V8's explicit compile hint (Chrome 136+): compile every function of the runtime while the chunk streams in,
        // off the main thread, instead of one by one on first call while the element renders. Nearly all of the
        // runtime (Preact, compat, hooks, the element class, the field components) runs at the first render; measured with
        // `npm run bench`, it takes about 25 ms off the first render at 4x throttling. Other browsers read a comment.
        postBanner: (chunk) => (chunk.name === 'runtime' || chunk.name === 'base' ? compileHint : ''),
        // What every form element needs travels in one runtime chunk, fetched in parallel with the element's own
        // chunk; the texts (widgets/lib/texts-*.ts) have a chunk per language. Not the choice fields nor the file
        // field's stylesheet: only some elements use them. What the runtime shares with <gft-certificate-badge>,
        // which has neither the runtime nor Preact (the lazy client, the errors, the language rule, the translate
        // function, the element class of widgets/lib/element-base.ts), is the base, fetched in parallel too: its group
        // comes first, so that the runtime does not take it.
        codeSplitting: {
          groups: [
            {
              name: 'base',
              priority: 2,
              test: /shared[\\/](api[\\/](errors|error-codes|url|lazy-module|lazy-client|constants)\.ts|i18n[\\/](languages\.ts|translate\.ts|locales[\\/](de|en)[\\/]widget-load\.json))|widgets[\\/]lib[\\/](script-defaults|element-base)\.ts/,
            },
            {
              name: 'runtime',
              priority: 1,
              test: /node_modules[\\/](preact[\\/](dist|hooks[\\/]dist|jsx-runtime[\\/]dist|compat[\\/]dist)[\\/]|preact[\\/]compat[\\/]client|@preact[\\/]compat[\\/]|@r2wc[\\/])|widgets[\\/]lib[\\/](?!texts-)|shared[\\/](ui[\\/](?!choice-fields|file-field|brand-mark)|forms[\\/]use-form|i18n[\\/]format|api[\\/]field-issues)/,
            },
            // After the first render: one chunk (demo/build-plugins/lazy-chunks.ts).
            laterGroup(),
          ],
        },
      },
      // Schemas are built by `z.*` calls at module level; declaring them pure lets unused schemas drop out
      // (the one side effect, zod's jitless config, is called by another name in shared/api/schemas/common.ts).
      treeshake: { manualPureFunctions: ['z'] },
    },
  },
};

/**
 * The scripts of the demo's React 19 and Vue 3 host pages (demo/hosts/, served at /demo/hosts/): apps that remount
 * the elements as those frameworks do. Real React, Vue's runtime build (no template compiler, so no eval).
 */
const hosts: UserConfig = {
  root,
  publicDir: false,
  resolve: { alias: areaAliases },
  cacheDir: 'node_modules/.vite-hosts',
  define: {
    'process.env.NODE_ENV': '"production"',
    __VUE_OPTIONS_API__: 'false',
    __VUE_PROD_DEVTOOLS__: 'false',
    __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
  },
  build: {
    outDir: 'dist/demo-hosts',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: false,
    rolldownOptions: {
      input: { 'react-host': 'demo/hosts/react-host.ts', 'vue-host': 'demo/hosts/vue-host.ts' },
      output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
};

/** The portal SPA on real React 19. Also the configuration of the tests (mode `test`): no Preact alias there. */
const portal: UserConfig = {
  root: 'portal',
  envDir: root,
  resolve: { alias: areaAliases },
  publicDir: 'public',
  plugins: [react(), injectConfig(), preloadFont()],
  server: { port: Number(process.env.WEB_PORT || 5173), strictPort: true },
  build: {
    outDir: '../dist/portal',
    emptyOutDir: true,
    target: 'es2022',
    // Read by the prerender step (the public pages' CSS goes into their HTML), which then removes it from dist/portal.
    manifest: true,
    // No modulepreload polyfill in the entry (0.35 KB brotli of the home route's budget): every browser since Safari 17
    // and Firefox 115 preloads natively; an older one loads the same modules, only without preloading them.
    modulePreload: { polyfill: false },
    // As in the widget build: unused schemas drop out (zod's one side effect is called by another name).
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['z'] },
      // A module imported lazily somewhere and eagerly elsewhere is not split off: the build fails instead of warning
      // (papaparse was on the transactions page this way, though the README said it loads with the first export).
      onLog(level, log, handler) {
        if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT') throw new Error(log.message);
        handler(level, log);
      },
      output: {
        // Seven characters of hash (42 bits; rolldown asks at least that for 65 chunks) instead of eight: the names are in the entry's
        // preload map and every import, and hash characters do not compress (about 100 bytes brotli of the home route).
        // (The prerender step's server build, `--ssr`, keeps its own names.)
        ...(process.argv.includes('--ssr')
          ? {}
          : { entryFileNames: 'assets/[name]-[hash:7].js', chunkFileNames: 'assets/[name]-[hash:7].js', assetFileNames: 'assets/[name]-[hash:7][extname]' }),
        // The small modules every page needs at once (session, language, the lazy client, errors, toasts) in one
        // chunk instead of a dozen: each chunk costs its own import glue and compresses on its own.
        codeSplitting: {
          groups: [
            {
              name: 'shell',
              test: /\/(shared\/(auth|config|storage\/storage|i18n\/(languages|translate)|ui\/forms-context|api\/(url|lazy-client|lazy-module|errors|schemas\/(user|common)))|portal\/lib\/(session|toasts|modal|services|language|hydration)|portal\/layout\/consent|portal\/lib\/route-kit)\.tsx?$/,
            },
          ],
        },
      },
    },
  },
  test: {
    root,
    reporters: ['default', './tests/summary-reporter.ts'],
    // Browser files run side by side against one sandbox and one Chromium: each test makes its own user, and faults
    // are the test's own (tests/browser/faults.ts). Half again as many workers as cores (testWorkers).
    maxWorkers: Number(process.env.TEST_WORKERS || testWorkers()),
    projects: [
      {
        extends: true,
        // Unit files share the two cores with the browser files: a PDF rendered and read back takes seconds then. A
        // worker runs them one after another in one module graph, as the browser files (no fresh process and imports
        // per file: 12 s of the suite's CPU); the files that replace a module or a global for their own tests
        // (`vi.mock`, `vi.stubGlobal`) run apart, each in a graph of its own (`unit-isolated`).
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], exclude: mockingUnitFiles, environment: 'node', testTimeout: 30_000, isolate: false },
      },
      { extends: true, test: { name: 'unit-isolated', include: mockingUnitFiles, environment: 'node', testTimeout: 30_000 } },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/browser/global-setup.ts'],
          // A worker runs file after file without a fresh process and module graph for each: the files share no state but
          // the modules' (the browser connection and faults are per file and per context), and each file spared a fork
          // and the import of vitest, Playwright's client and the helpers (about a second of a core per file).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A state polled for (`expect.poll`) may take seconds to come when every core is busy: vitest's 1 s is too short
          // to be safe, and a state that comes passes as soon as it does (tests/browser/browser.ts: Playwright's too).
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
};

export default defineConfig(({ mode }) => (mode === 'widgets' ? widgets : mode === 'hosts' ? hosts : portal));

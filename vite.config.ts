/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig, type UserConfig } from 'vite';
import { chunkGraph } from './demo/build-plugins/chunk-graph.ts';
import { elementManifestFiles } from './demo/build-plugins/element-manifest.ts';
import { injectConfig } from './demo/build-plugins/inject-config.ts';
import { isolateZodConfig } from './demo/build-plugins/isolate-zod-config.ts';
import { laterGroup } from './demo/build-plugins/lazy-chunks.ts';
import { ownKeysOnly } from './demo/build-plugins/own-keys-only.ts';
import { preloadFont } from './demo/build-plugins/preload-font.ts';
import { areaAliases, compileHint, root, shippedComments } from './demo/build-plugins/shared.ts';
import { soloBuild } from './demo/build-plugins/solo-build.ts';
import { widgetDevPaths } from './demo/build-plugins/widget-dev-paths.ts';

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

/**
 * The widget bundle: Preact, one ES module. `react` and `react-dom` are @preact/compat (the shared forms are React
 * components; r2wc defines the elements from them). The aliases live only in this mode.
 */
const resolve: UserConfig['resolve'] = {
  alias: [
    ...areaAliases,
    { find: /^react$/, replacement: '@preact/compat' },
    { find: /^react-dom$/, replacement: '@preact/compat' },
    { find: /^react-dom\/client$/, replacement: '@preact/compat/client' },
    { find: /^react\/jsx-runtime$/, replacement: '@preact/compat/jsx-runtime' },
    { find: /^react\/jsx-dev-runtime$/, replacement: '@preact/compat/jsx-dev-runtime' },
  ],
};
const define: UserConfig['define'] = { 'process.env.NODE_ENV': '"production"' };

const widgets: UserConfig = {
  root,
  publicDir: false,
  // Its own dependency cache: the portal's dev server prebundles real React into the default one.
  cacheDir: 'node_modules/.vite-widgets',
  // The dev server prebundles what the widgets import, not what every HTML file of the repository does (the portal's
  // libraries on real React).
  optimizeDeps: { entries: ['widgets/main.ts'] },
  resolve,
  define,
  // Each element's solo builds (chunkGraph) take the same aliases and defines.
  plugins: [
    widgetDevPaths(),
    isolateZodConfig(),
    ownKeysOnly(),
    chunkGraph((tag, language, fail) => soloBuild(tag, language, { resolve, define }, fail)),
    elementManifestFiles(),
  ],
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

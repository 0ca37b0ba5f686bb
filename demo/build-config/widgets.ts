import type { UserConfig } from 'vite';
import { chunkGraph } from '#demo/build-plugins/chunk-graph.ts';
import { elementManifestFiles } from '#demo/build-plugins/element-manifest.ts';
import { isolateZodConfig } from '#demo/build-plugins/isolate-zod-config.ts';
import { laterGroup } from '#demo/build-plugins/lazy-chunks.ts';
import { ownKeysOnly } from '#demo/build-plugins/own-keys-only.ts';
import { areaAliases, compileHint, root, shippedComments } from '#demo/build-plugins/shared.ts';
import { soloBuild } from '#demo/build-plugins/solo-build.ts';
import { widgetDevPaths } from '#demo/build-plugins/widget-dev-paths.ts';

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

export const widgets: UserConfig = {
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
        // which has neither the runtime nor Preact (the errors, the language rule, the translate function, the element
        // class of widgets/lib/element-base.ts; with them the lazy client the forms create), is the base, fetched in
        // parallel too: its group comes first, so that the runtime does not take it. The frame of the contact and
        // sign-up forms rides in the runtime: in a chunk of its own it cost the four forms' page 244 bytes more, and
        // the verification's page, which has neither, nothing measurable (34,717 against 34,694 bytes).
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
              test: /node_modules[\\/](preact[\\/](dist|hooks[\\/]dist|jsx-runtime[\\/]dist|compat[\\/]dist)[\\/]|preact[\\/]compat[\\/]client|@preact[\\/]compat[\\/]|@r2wc[\\/])|widgets[\\/]lib[\\/](?!texts-)|shared[\\/](ui[\\/](?!choice-fields|file-field|brand-mark)|forms[\\/](use-form|form-frame)|i18n[\\/]format|api[\\/]field-issues)/,
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

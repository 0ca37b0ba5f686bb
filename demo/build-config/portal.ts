import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { injectConfig } from '#demo/build-plugins/inject-config.ts';
import { preloadFont } from '#demo/build-plugins/preload-font.ts';
import { areaAliases, root } from '#demo/build-plugins/shared.ts';

/** The portal SPA on real React 19. Also the base of the tests' configuration (vitest.config.ts): no Preact alias there. */
export const portal: UserConfig = {
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
      // A module imported lazily somewhere and eagerly elsewhere is not split off: the build fails instead of warning,
      // so that a library meant to load late (papaparse, with the first export) cannot slip into a page's chunk.
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
        // The small modules every page needs at once (session, language, the lazy client, errors, toasts, both footers'
        // legal links) in one chunk instead of a dozen: each chunk costs its own import glue and compresses on its own.
        codeSplitting: {
          groups: [
            {
              name: 'shell',
              test: /\/(shared\/(auth|config|storage\/storage|i18n\/(languages|translate)|ui\/forms-context|api\/(url|lazy-client|lazy-module|errors|schemas\/(user|common)))|portal\/lib\/(session|session-guards|toasts|modal|services|language|hydration)|portal\/layout\/(consent|terms-links|not-found)|portal\/lib\/route-kit)\.tsx?$/,
            },
            // TanStack Query and the query keys, which the home route does not load: split by the pages that use each
            // part, they would be five chunks on the customer area's first download (docs/performance.md).
            {
              name: 'query',
              test: /\/node_modules\/@tanstack\/|\/shared\/query\/(cache-time|keys)\.ts$/,
            },
          ],
        },
      },
    },
  },
};

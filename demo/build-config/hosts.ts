import type { UserConfig } from 'vite';
import { areaAliases, root } from '#demo/build-plugins/shared.ts';

/**
 * The scripts of the demo's React 19 and Vue 3 host pages (demo/hosts/, served at /demo/hosts/): apps that remount
 * the elements as those frameworks do. Real React, Vue's runtime build (no template compiler, so no eval).
 */
export const hosts: UserConfig = {
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

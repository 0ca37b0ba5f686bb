import type { Plugin } from 'vite';

/**
 * zod shares its configuration between copies through `globalThis.__zod_globalConfig`. Inside an embed that is a
 * global the bundle must not create, and our `jitless` setting would change a host page's own zod: keep zod's
 * configuration inside the bundle. Fails the build if a zod upgrade changes the code this relies on.
 */
export function isolateZodConfig(): Plugin {
  return {
    name: 'gft-isolate-zod-config',
    transform(code, id) {
      if (!id.replace(/\\/g, '/').endsWith('/zod/v4/core/core.js')) return null;
      const shared =
        /\(_a = globalThis\)\.__zod_globalConfig \?\? \(_a\.__zod_globalConfig = \{\}\);\s*export const globalConfig = globalThis\.__zod_globalConfig;/;
      if (!shared.test(code) || !code.includes('globalThis.__zod_globalConfig?.postProcessor')) {
        throw new Error('gft-isolate-zod-config: zod/v4/core/core.js changed; update the plugin in demo/build-plugins/isolate-zod-config.ts');
      }
      return code.replace(shared, 'export const globalConfig = {};').replaceAll('globalThis.__zod_globalConfig?.postProcessor', 'globalConfig.postProcessor');
    },
  };
}

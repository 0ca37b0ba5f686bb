import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { optimizeDeps, resolveConfig, type UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- vite.config.ts sits at the top, in no area of the import scheme
import configFn from '../../../vite.config';

const resolve = (mode: string) => (configFn as (env: { mode: string; command: 'build' }) => UserConfig)({ mode, command: 'build' });
/** Where the build's aliases lead, but the import scheme's `#area/` names (the same in every mode). */
const aliasTargets = (config: UserConfig) =>
  Array.isArray(config.resolve?.alias)
    ? config.resolve.alias
        .filter((alias: { find: unknown }) => !String(alias.find).startsWith('/^#'))
        .map((alias: { replacement: string }) => alias.replacement)
    : [];

describe('one vite.config.ts, two bundles', () => {
  it('aliases react and react-dom to @preact/compat in the widget build only', () => {
    expect(aliasTargets(resolve('widgets'))).toEqual([
      '@preact/compat',
      '@preact/compat',
      '@preact/compat/client',
      '@preact/compat/jsx-runtime',
      '@preact/compat/jsx-dev-runtime',
    ]);
    for (const mode of ['portal', 'hosts', 'production', 'development', 'test']) expect(aliasTargets(resolve(mode)), mode).toEqual([]);
  });

  it("resolves the import scheme's #area/ names alike in every mode", () => {
    for (const mode of ['widgets', 'portal', 'hosts', 'test']) {
      const areas = (resolve(mode).resolve?.alias as unknown as { find: RegExp }[])
        .filter((alias) => String(alias.find).startsWith('/^#'))
        .map((alias) => String(alias.find));
      expect(areas, mode).toEqual(['/^#shared\\//', '/^#portal\\//', '/^#widgets\\//', '/^#demo\\//', '/^#tests\\//']);
    }
  });

  it('gives the widget mode its own dependency cache (the dev servers run side by side)', () => {
    expect(resolve('widgets').cacheDir).toBeTruthy();
    expect(resolve('widgets').cacheDir).not.toBe(resolve('portal').cacheDir);
  });

  it("the widgets' dev server prebundles their dependencies (react as @preact/compat, r2wc)", async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'gft-widgets-deps-'));
    try {
      const config = await resolveConfig(
        { configFile: fileURLToPath(new URL('../../../vite.config.ts', import.meta.url)), mode: 'widgets', cacheDir, logLevel: 'silent' },
        'serve',
      );
      const metadata = await optimizeDeps(config, true);
      expect(Object.keys(metadata.optimized)).toEqual(expect.arrayContaining(['react', '@r2wc/react-to-web-component', 'ky', 'zod/mini']));
      // `react` there is @preact/compat (the alias).
      expect(metadata.optimized.react?.src).toMatch(/[\\/]@preact[\\/]compat[\\/]/);
    } finally {
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });

  it('the tests themselves run on real React', async () => {
    const react = await import('react');
    expect(react.version).toMatch(/^19\./);
  });
});

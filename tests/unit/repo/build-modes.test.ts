import type { UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- vite.config.ts sits at the top, in no area of the import scheme
import configFn from '../../../vite.config';

const resolve = (mode: string) => (configFn as (env: { mode: string; command: 'build' }) => UserConfig)({ mode, command: 'build' });
const aliasTargets = (config: UserConfig) =>
  Array.isArray(config.resolve?.alias) ? config.resolve.alias.map((alias: { replacement: string }) => alias.replacement) : [];

describe('one vite.config.ts, two bundles', () => {
  it('aliases react to preact/compat in the widget build only', () => {
    expect(aliasTargets(resolve('widgets'))).toEqual(expect.arrayContaining(['preact/compat', 'preact/compat/client']));
    for (const mode of ['portal', 'hosts', 'production', 'development', 'test']) expect(aliasTargets(resolve(mode)), mode).toEqual([]);
  });

  it('gives the widget mode its own dependency cache (the dev servers run side by side)', () => {
    expect(resolve('widgets').cacheDir).toBeTruthy();
    expect(resolve('widgets').cacheDir).not.toBe(resolve('portal').cacheDir);
  });

  it('the tests themselves run on real React', async () => {
    const react = await import('react');
    expect(react.version).toMatch(/^19\./);
  });
});

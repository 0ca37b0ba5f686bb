import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { widgets } from '#demo/build-config/widgets';
import { isolateZodConfig } from '#demo/build-plugins/isolate-zod-config';

const transform = (code: string, id: string): string | null => {
  const hook = isolateZodConfig().transform as (code: string, id: string) => string | null;
  return hook(code, id);
};
/** zod's own core.js, as the build reads it. */
const coreFile = join(dirname(createRequire(import.meta.url).resolve('zod/package.json')), 'v4', 'core', 'core.js');
const core = readFileSync(coreFile, 'utf8');

describe("the widget build keeps zod's configuration inside the bundle (demo/build-plugins/isolate-zod-config.ts)", () => {
  it('is part of the widget build', () => {
    expect((widgets.plugins as Plugin[]).map((plugin) => plugin.name)).toContain('gft-isolate-zod-config');
  });

  it("makes the installed zod's configuration a module's own object, never globalThis.__zod_globalConfig", () => {
    expect(core).toContain('globalThis.__zod_globalConfig');
    const code = transform(core, coreFile) ?? '';
    expect(code).not.toContain('__zod_globalConfig');
    expect(code).toContain('export const globalConfig = {};');
    expect(code).toContain('globalConfig.postProcessor');
  });

  it('rewrites the two places and nothing else', () => {
    const code = [
      'var _a;',
      'const pp = globalThis.__zod_globalConfig?.postProcessor;',
      '(_a = globalThis).__zod_globalConfig ?? (_a.__zod_globalConfig = {});',
      'export const globalConfig = globalThis.__zod_globalConfig;',
    ].join('\n');
    expect(transform(code, 'C:\\repo\\node_modules\\zod\\v4\\core\\core.js')).toBe(
      ['var _a;', 'const pp = globalConfig.postProcessor;', 'export const globalConfig = {};'].join('\n'),
    );
  });

  it("leaves other modules alone and fails the build when zod's code changed", () => {
    expect(transform('globalThis.__zod_globalConfig = {};', '/repo/node_modules/zod/v4/core/util.js')).toBeNull();
    expect(() => transform('export const globalConfig = {};', '/repo/node_modules/zod/v4/core/core.js')).toThrow(/zod\/v4\/core\/core\.js changed/);
  });
});

import { readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { areaAliases, root, sandboxUrl } from '#demo/build-plugins/shared';

/** A specifier as the builds resolve it: through the first alias that matches, else as it is. */
const resolved = (specifier: string) => {
  const alias = areaAliases.find(({ find }) => find.test(specifier));
  return alias ? specifier.replace(alias.find, alias.replacement) : specifier;
};

describe('what the builds and their plugins share (demo/build-plugins/shared.ts)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("is the repository's top, with a trailing slash", () => {
    expect(root).toBe(`${resolve(import.meta.dirname, '../../..')}${sep}`);
    expect((JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { name: string }).name).toBe('greenfee-frontend');
  });

  it("names a module by its area from the repository's top, as tsconfig.json's paths do, and nothing else", () => {
    expect(resolved('#shared/api/url.ts')).toBe(`${root}shared/api/url.ts`);
    expect(resolved('#portal/lib/paths')).toBe(`${root}portal/lib/paths`);
    expect(resolved('#widgets/lib/elements.ts')).toBe(`${root}widgets/lib/elements.ts`);
    expect(resolved('#demo/build-plugins/shared.ts')).toBe(`${root}demo/build-plugins/shared.ts`);
    expect(resolved('#tests/browser/support/browser.ts')).toBe(`${root}tests/browser/support/browser.ts`);
    for (const other of ['shared/api/url.ts', '#sharedx/url.ts', './#shared/url.ts', '#other/x.ts', '#shared']) expect(resolved(other), other).toBe(other);
    const tsconfig = JSON.parse(readFileSync(`${root}tsconfig.json`, 'utf8')) as { compilerOptions: { paths: Record<string, string[]> } };
    const paths = Object.entries(tsconfig.compilerOptions.paths).map(([name, [target]]) => [
      resolved(name.replace('*', 'x.ts')),
      `${root}${target?.replace('./', '').replace('*', 'x.ts') ?? ''}`,
    ]);
    expect(paths).toHaveLength(areaAliases.length);
    for (const [alias, target] of paths) expect(alias).toBe(target);
  });

  it("is the sandbox's address on SANDBOX_PORT, else on 8787", () => {
    vi.stubEnv('SANDBOX_PORT', undefined);
    expect(sandboxUrl()).toBe('http://localhost:8787');
    vi.stubEnv('SANDBOX_PORT', '');
    expect(sandboxUrl()).toBe('http://localhost:8787');
    vi.stubEnv('SANDBOX_PORT', '9123');
    expect(sandboxUrl()).toBe('http://localhost:9123');
  });
});

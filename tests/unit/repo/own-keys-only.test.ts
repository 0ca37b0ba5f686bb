import type { Plugin, UserConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- vite.config.ts sits at the top, in no area of the import scheme
import configFn from '../../../vite.config';

const widgets = (configFn as (env: { mode: string; command: 'build' }) => UserConfig)({ mode: 'widgets', command: 'build' });
const plugin = (widgets.plugins as Plugin[]).find((candidate) => candidate?.name === 'gft-own-keys-only');
const transform = (code: string): string => {
  const hook = plugin?.transform as (code: string, id: string) => { code: string } | null;
  return hook(code, '/repo/node_modules/some-lib/index.js')?.code ?? code;
};
/** Defines the function `loops` of the code and returns what it returns. */
const run = (code: string): unknown => new Function(`${code}\nreturn loops();`)();

const loops = `function loops() {
  const keys = [];
  const table = { a: 1, b: 2 };
  for (const key in table) keys.push(key);
  let seen = 0, count = 0;
  for (var k in (seen++, table)) { count++; }
  for (const outer in table) for (const inner in table) keys.push(outer + inner);
  let last;
  for (last in table);
  for (var lastVar in table);
  const namespace = {};
  for (var name in {}) Object.defineProperty(namespace, name, { get: table[name], enumerable: true });
  return { keys, seen, count, last, lastVar };
}`;

describe('the widget build: for…in sees own keys only (ownKeysOnly in vite.config.ts)', () => {
  afterEach(() => {
    delete (Object.prototype as Record<string, unknown>).junk;
  });

  it('is part of the widget build', () => {
    expect(plugin).toBeDefined();
  });

  it("keeps what the loops do, and evaluates a loop's object once", () => {
    const expected = { keys: ['a', 'b', 'aa', 'ab', 'ba', 'bb'], seen: 1, count: 2, last: 'b', lastVar: 'b' };
    expect(run(loops)).toEqual(expected);
    expect(run(transform(loops))).toEqual(expected);
  });

  it('makes the loops blind to what a host page added to Object.prototype', () => {
    (Object.prototype as Record<string, unknown>).junk = 1;
    // Untransformed, the loops see the junk key, and the namespace helper's getter fails as rolldown's did.
    expect(() => run(loops)).toThrow(/Getter must be a function/);
    expect(run(transform(loops))).toEqual({ keys: ['a', 'b', 'aa', 'ab', 'ba', 'bb'], seen: 1, count: 2, last: 'b', lastVar: 'b' });
  });

  it('leaves code without for…in alone and refuses a loop it cannot rewrite', () => {
    expect(transform('for (const item of list) use(item);')).toBe('for (const item of list) use(item);');
    expect(() => transform('outer: for (const key in table) { continue outer; }')).toThrow(/labelled/);
  });
});

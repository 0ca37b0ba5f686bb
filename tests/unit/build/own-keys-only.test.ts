import type { Plugin } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { widgets } from '#demo/build-config/widgets';
import { ownKeysOnly } from '#demo/build-plugins/own-keys-only';

const transform = (code: string): string => {
  const hook = ownKeysOnly().transform as (code: string, id: string) => { code: string } | null;
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

describe('the widget build: for…in sees own keys only (demo/build-plugins/own-keys-only.ts)', () => {
  afterEach(() => {
    delete (Object.prototype as Record<string, unknown>).junk;
  });

  it('is part of the widget build', () => {
    expect((widgets.plugins as Plugin[]).map((plugin) => plugin.name)).toContain('gft-own-keys-only');
  });

  it('rewrites a loop to skip the keys its object does not own, a `var` key kept for after the loop', () => {
    expect(transform('for (const key in table) use(key);')).toBe('for (const key in table) {if(!Object.hasOwn(table,key))continue;use(key);}');
    expect(transform('for (var key in make()) use(key);')).toBe(
      '{var key;let key$gftOwn;for (const key$gftKey in key$gftOwn=(make())) {if(!Object.hasOwn(key$gftOwn,key$gftKey))continue;key=key$gftKey;use(key);}}',
    );
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

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { emissionFactorsPage } from '#demo/emission-factors';
import { factors } from '#portal/features/public/calculator/factors';

describe('docs/emission-factors.md', () => {
  it('is the page the factors make (run `npm run docs`), one row a factor with its source', () => {
    const page = readFileSync(new URL('../../../docs/emission-factors.md', import.meta.url), 'utf8');
    expect(page, 'run `npm run docs`').toBe(emissionFactorsPage());
    for (const [id, factor] of Object.entries(factors))
      expect(page).toMatch(new RegExp(`^\\| \`${id}\` \\| ${String(factor.value).replace('.', '\\.')} \\|`, 'm'));
  });
});

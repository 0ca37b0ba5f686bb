/**
 * Rewrites the generated docs: the regions of docs/widgets.md (the elements' reference tables, from
 * widgets/lib/elements.ts), docs/claims.md (from demo/claims.ts and the locale files) and docs/emission-factors.md (from
 * the calculator's factors). Run with `npm run docs`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fillReference } from '#widgets/lib/reference';
import { claimsPage } from './claims.ts';
import { emissionFactorsPage } from './emission-factors.ts';

function rewrite(name: string, write: (before: string) => string) {
  const file = fileURLToPath(new URL(`../${name}`, import.meta.url));
  let before = '';
  try {
    before = readFileSync(file, 'utf8');
  } catch {
    // A page written whole (docs/claims.md) may not exist yet.
  }
  const after = write(before);
  if (after !== before) writeFileSync(file, after);
  console.log(after === before ? `${name}: up to date` : `${name}: rewritten`);
}

rewrite('docs/widgets.md', fillReference);
rewrite('docs/claims.md', () => claimsPage());
rewrite('docs/emission-factors.md', () => emissionFactorsPage());

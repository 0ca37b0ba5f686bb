/** Rewrites the generated regions of docs/widgets.md (the elements' reference tables) from widgets/lib/elements.ts. Run with `npm run docs`. */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fillReference } from '#widgets/lib/reference';

const file = fileURLToPath(new URL('../docs/widgets.md', import.meta.url));
const before = readFileSync(file, 'utf8');
const after = fillReference(before);
if (after !== before) writeFileSync(file, after);
console.log(after === before ? 'docs/widgets.md: the generated regions were up to date' : 'docs/widgets.md: the generated regions rewritten');

/** Rewrites the generated regions of README.md (the element tables) from widgets/lib/elements.ts. Run with `npm run docs`. */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fillReadme } from '#widgets/lib/readme';

const file = fileURLToPath(new URL('../README.md', import.meta.url));
const before = readFileSync(file, 'utf8');
const after = fillReadme(before);
if (after !== before) writeFileSync(file, after);
console.log(after === before ? 'README.md: the generated regions were up to date' : 'README.md: the generated regions rewritten');

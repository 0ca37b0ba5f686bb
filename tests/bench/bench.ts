/**
 * `npm run bench`: prints figures, asserts nothing. Sizes are raw, gzip and brotli bytes of the built files a page
 * loads. Later issues add timings (medians) and Lighthouse scores.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, buildIsStale } from '../../demo/build';
import { repoRoot } from '../../demo/web/server';

interface Row {
  name: string;
  raw: number;
  gzip: number;
  brotli: number;
}

const dist = join(repoRoot, 'dist');

function measure(file: string): Row {
  const bytes = readFileSync(file);
  return {
    name: relative(dist, file),
    raw: bytes.byteLength,
    gzip: gzipSync(bytes, { level: 9 }).byteLength,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength,
  };
}

const total = (name: string, rows: Row[]): Row => ({
  name,
  raw: rows.reduce((sum, row) => sum + row.raw, 0),
  gzip: rows.reduce((sum, row) => sum + row.gzip, 0),
  brotli: rows.reduce((sum, row) => sum + row.brotli, 0),
});

function print(title: string, rows: Row[]): void {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const width = Math.max(...rows.map((row) => row.name.length), 10);
  console.log(`\n${title}`);
  console.log(`  ${'file'.padEnd(width)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}  ${'brotli'.padStart(10)}`);
  for (const row of rows) console.log(`  ${row.name.padEnd(width)}  ${kb(row.raw).padStart(10)}  ${kb(row.gzip).padStart(10)}  ${kb(row.brotli).padStart(10)}`);
}

/** The JavaScript the portal's index.html loads before anything else (entry script and module preloads). */
function portalInitialJs(): Row[] {
  const html = readFileSync(join(dist, 'portal', 'index.html'), 'utf8');
  const paths = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((match) => match[1] ?? '');
  return paths.map((path) => measure(join(dist, 'portal', path)));
}

if (buildIsStale()) build();
const widgetFiles = readdirSync(join(dist, 'widgets')).filter((name) => name.endsWith('.js')).map((name) => measure(join(dist, 'widgets', name)));
print('Widget bundle (every file)', [...widgetFiles, total('total', widgetFiles)]);
const initial = portalInitialJs();
print('Portal: initial JavaScript of the home route', [...initial, total('total', initial)]);
console.log('\nTimings and Lighthouse scores: added with the widgets and portal issues.');

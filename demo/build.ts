import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from './web/compression';
import { writeWidgetRelease } from './widget-release';
import { repoRoot } from './web/server';

const sources = [
  'portal',
  'widgets',
  'shared',
  'demo/hosts',
  'demo/build.ts',
  'demo/widget-release.ts',
  'demo/prerender.ts',
  'demo/web/prerendered.ts',
  'demo/web/compression.ts',
  'demo/openapi',
  'vite.config.ts',
  'demo/build-config',
  'demo/build-plugins',
  'package-lock.json',
];
const stamp = join(repoRoot, 'dist', '.build-stamp');

function newest(path: string): number {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), info.mtimeMs);
}

/** Whether dist/ is missing or older than any source file. */
export function buildIsStale(): boolean {
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  return sources.some((source) => existsSync(join(repoRoot, source)) && newest(join(repoRoot, source)) > built);
}

/**
 * Builds both bundles (portal, widgets), prerenders the portal's public pages, builds the demo's framework host pages'
 * scripts, writes the contract's OpenAPI document (dist/openapi.json, `npm run openapi`), and writes a Brotli and a gzip copy beside each built text file for the web server to answer with.
 */
export function build(): void {
  for (const mode of ['portal', 'widgets', 'hosts']) {
    const result = spawnSync(process.execPath, [join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--mode', mode, '--logLevel', 'warn'], {
      cwd: repoRoot,
      stdio: 'inherit',
      // A caller's NODE_ENV (vitest sets "test") would make Vite bundle React's development build.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) throw new Error(`vite build --mode ${mode} failed`);
    // The loader's version and integrity, for the embed builder's pinned snippet.
    if (mode === 'widgets') writeWidgetRelease(join(repoRoot, 'dist', 'widgets'));
    if (mode === 'portal') {
      // The public pages as HTML (dist/prerendered/), from the client build's index.html.
      const prerendered = spawnSync(process.execPath, [join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(repoRoot, 'demo', 'prerender.ts')], {
        cwd: repoRoot,
        stdio: 'inherit',
        env: { ...process.env, NODE_ENV: 'production' },
      });
      if (prerendered.status !== 0) throw new Error('prerendering the public pages failed');
    }
  }
  // The contract's OpenAPI document (dist/openapi.json), so that the built tree never holds a stale one.
  const openApi = spawnSync(process.execPath, [join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(repoRoot, 'demo', 'openapi', 'write.ts')], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (openApi.status !== 0) throw new Error('writing dist/openapi.json failed');
  precompress(join(repoRoot, 'dist'));
  writeFileSync(stamp, new Date().toISOString());
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    build();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

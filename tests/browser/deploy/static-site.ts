/**
 * The static export served by a real nginx (Debian's package) with the nginx configuration the export writes beside the site, against a sandbox
 * of its own on another origin: what a provider does with `npm run export`, on free ports.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportSite, type ExportResult } from '#demo/export';
import { startSandbox, type RunningSandbox } from '#demo/sandbox/server';
import { nginxPath } from './nginx-path';

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface StaticSite {
  siteUrl: string;
  apiUrl: string;
  sandbox: RunningSandbox;
  exported: ExportResult;
  /** nginx's error log so far. */
  errorLog(): string;
  stop(): Promise<void>;
}

export async function startStaticSite(): Promise<StaticSite> {
  // Readable by nginx's worker processes, which do not run as root (mkdtemp makes a folder only its owner may read).
  const dir = mkdtempSync(join(tmpdir(), 'gft-static-'));
  chmodSync(dir, 0o755);
  const sandbox = await startSandbox({ dataDir: join(dir, 'sandbox'), port: 0, env: {}, log: () => {} });
  sandbox.sandbox.options.maxClientLoginFailures = 10_000;
  const port = await freePort();
  const siteUrl = `http://127.0.0.1:${port}`;
  const out = join(dir, 'site');
  const exported = await exportSite({
    env: { GFT_API_BASE: sandbox.url, GFT_SITE_URL: siteUrl, GFT_NGINX_PORT: String(port), GFT_API_TIMEOUT_MS: '4000' },
    out,
  });
  // The payment page sends buyers back to this site only.
  sandbox.sandbox.options.portalOrigin = siteUrl;
  const wrapper = join(dir, 'nginx-wrapper.conf');
  // As docs/deploying.md says a host includes it; the rest keeps this nginx's files in the test's folder.
  writeFileSync(
    wrapper,
    `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  access_log off;\n  include ${exported.nginxConf};\n}\n`,
  );
  const checked = spawnSync(nginxPath, ['-t', '-q', '-c', wrapper], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`nginx -t refused the exported nginx.conf:\n${checked.stderr}`);
  const nginx: ChildProcess = spawn(nginxPath, ['-c', wrapper, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  nginx.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => nginx.once('exit', () => resolve()));
  for (let tries = 0; ; tries += 1) {
    const up = await fetch(`${siteUrl}/robots.txt`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (tries > 100 || nginx.exitCode !== null) throw new Error(`nginx did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    siteUrl,
    apiUrl: sandbox.url,
    sandbox,
    exported,
    errorLog: () => {
      try {
        return readFileSync(join(dir, 'error.log'), 'utf8');
      } catch {
        return '';
      }
    },
    async stop() {
      nginx.kill('SIGQUIT');
      await exited;
      await sandbox.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

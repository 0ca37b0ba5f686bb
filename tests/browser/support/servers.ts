/**
 * The browser tests' servers in a process of their own (started by global-setup.ts): the sandbox's password hashing,
 * its file writes and the web server's compression do not hold up vitest's event loop. Prints one JSON line with the
 * URLs once both listen; stops on SIGTERM or when its parent goes away (standard input closes), removing its data.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox } from '#demo/sandbox/server';
import { startWebServer } from '#demo/web/server';
import { exampleProviderConfig } from '#demo/example-provider';
import { parseAppConfig } from '#shared/config/config';

/** The test web server's API timeout: tests of a timed-out call wait this long, not the production 15 s. */
export const testApiTimeoutMs = 4000;

const dataDir = mkdtempSync(join(tmpdir(), 'gft-browser-'));
// The browser files sign up and log in about a thousand users: their passwords are hashed at scrypt's cost 1024 instead
// of 16384 (a 26 ms hash on this machine, two per login), the seeded users' too. What a login checks is the same.
const sandbox = await startSandbox({ dataDir, port: 0, env: {}, log: () => {}, passwordCost: 1024 });
const web = await startWebServer({
  config: parseAppConfig({ apiBase: sandbox.url, exampleData: true, apiTimeoutMs: testApiTimeoutMs, ...exampleProviderConfig }),
  port: 0,
  demo: true,
});
// The payment page sends buyers back only to the portal under test.
sandbox.sandbox.options.portalOrigin = new URL(web.url).origin;
// Every browser file logs in from 127.0.0.1: files running side by side would add up their wrong logins against the
// per-client limit (tested with the sandbox in tests/unit/sandbox/login-throttle.test.ts), and one file's tests would
// be refused for another's.
sandbox.sandbox.options.maxClientLoginFailures = 10_000;
process.stdout.write(`${JSON.stringify({ webUrl: web.url, apiUrl: sandbox.url })}\n`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await Promise.all([web.close(), sandbox.close()]);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.stdin.on('end', () => void stop());
process.stdin.resume();

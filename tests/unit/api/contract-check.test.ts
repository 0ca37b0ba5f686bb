import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractCheckCli } from '#demo/contract-check/cli';
import type { Report } from '#demo/contract-check/check';
import { checks, writeAllows } from '#demo/contract-check/checks';
import { seedEmails, seedPassword } from '#demo/sandbox/seed-ids';
import { startTestSandbox, type TestSandbox } from '#tests/helpers/sandbox';

let sandbox: TestSandbox;
const logged: string[] = [];
const folder = mkdtempSync(join(tmpdir(), 'gft-contract-check-'));

beforeAll(async () => {
  sandbox = await startTestSandbox({ limits: { log: (line) => logged.push(line) } });
});
afterAll(async () => {
  await sandbox.stop();
  rmSync(folder, { recursive: true, force: true });
});

/** Runs the program's code with these arguments: its exit code and what it printed. */
async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await contractCheckCli(argv, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out, err, failed: out.filter((line) => line.startsWith('✗')), mismatches: out.filter((line) => line.startsWith('    ')) };
}

describe('npm run contract-check', () => {
  it('reports full conformance of the sandbox: every call read, a project created, edited and deleted, purchases and a burn whose repeated Idempotency-Key is honoured, with times, and the report as JSON', async () => {
    const json = join(folder, 'report.json');
    const result = await run('--api', sandbox.url, '--email', seedEmails.demo, '--password', seedPassword, '--write=money', '--json', json);
    expect(result.failed).toEqual([]);
    expect(result.code).toBe(0);
    expect(result.out.at(-1)).toMatch(/^Conforms: \d+ checks, \d+ passed, 0 failed/);
    const report = JSON.parse(readFileSync(json, 'utf8')) as Report;
    expect(report.conforms).toBe(true);
    const calls = report.results.map((entry) => entry.call);
    // The preflight of every path, the error shapes, the session's calls, the writes, the idempotency checks.
    expect(calls).toContain('OPTIONS /wallet/utilize');
    expect(calls).toContain('POST /certificate/validate (a bad request)');
    expect(calls).toContain('GET /profile/get (no session)');
    expect(calls).toContain('GET /wallet/token-indexes');
    expect(calls.filter((call) => call.startsWith('POST /project/delete'))).toHaveLength(2);
    expect(report.results.filter((entry) => entry.note?.startsWith('a repeated Idempotency-Key')).map((entry) => entry.call)).toEqual([
      'POST /buy/buyGft',
      'POST /wallet/utilize',
    ]);
    expect(report.results.filter((entry) => entry.status !== undefined).every((entry) => typeof entry.ms === 'number')).toBe(true);
    // The sandbox answered no error its contract entry does not list, and broke none of its answer schemas.
    expect(logged).toEqual([]);
  });

  it('is read-only without --write: it never creates, buys or burns', async () => {
    const before = JSON.stringify(sandbox.sandbox.store.data.projects.length);
    const result = await run('--api', sandbox.url, '--email', seedEmails.demo, '--password', seedPassword);
    expect(result.code).toBe(0);
    expect(result.out.some((line) => /POST \/(project\/create|buy\/buyGft|wallet\/utilize)/.test(line))).toBe(false);
    expect(JSON.stringify(sandbox.sandbox.store.data.projects.length)).toBe(before);
  });

  it('with --write alone creates, edits and deletes a project, but never buys or burns', async () => {
    const before = sandbox.sandbox.store.data.projects.length;
    const result = await run('--api', sandbox.url, '--email', seedEmails.demo, '--password', seedPassword, '--write');
    expect(result.code).toBe(0);
    const calls = result.out.map((line) => line.split('  ')[0] ?? '');
    expect(calls.filter((call) => /^✓ POST \/project\/(create|edit|delete)/.test(call))).toEqual([
      '✓ POST /project/create',
      '✓ POST /project/edit',
      '✓ POST /project/edit',
      '✓ POST /project/delete',
    ]);
    expect(result.out.some((line) => /POST \/(buy\/buyGft|wallet\/utilize)/.test(line))).toBe(false);
    expect(sandbox.sandbox.store.data.projects.length).toBe(before);
  });

  describe('with a deviation switched on (POST /dev/contract-drift), exits 1 and names exactly that path and field', () => {
    const drift = async (kind: string) => {
      const response = await sandbox.http('/dev/contract-drift', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ path: '/product/list', kind }),
      });
      expect(response.status).toBe(200);
    };
    const chosenField = async () => ((await (await sandbox.http('/dev/contract-drift')).json()) as { drifts: { field?: string }[] }).drifts[0]?.field;
    const end = () => sandbox.http('/dev/contract-drift', { method: 'DELETE' });

    it.each([
      ['number-as-string', (field: string) => `GET /product/list → products[0].${field}: expected number, got string (and 2 more like it)`],
      ['rename-field', (field: string) => `GET /product/list → products[0].${field}: missing (required) (and 2 more like it)`],
    ])('%s', async (kind, line) => {
      await drift(kind);
      try {
        const result = await run('--api', sandbox.url);
        const field = await chosenField();
        expect(field).toBeTruthy();
        expect(result.code).toBe(1);
        expect(result.failed).toEqual([expect.stringMatching(/^✗ GET \/product\/list {2}→ 200/)]);
        expect(result.mismatches).toEqual([`    ${line(field ?? '')}`]);
      } finally {
        await end();
      }
      // Ended: the same run conforms again.
      expect((await run('--api', sandbox.url)).code).toBe(0);
    });

    it('drop-cors-header', async () => {
      await drift('drop-cors-header');
      try {
        const result = await run('--api', sandbox.url);
        expect(result.code).toBe(1);
        expect(result.failed.map((line) => line.split('  ')[0])).toEqual(['✗ OPTIONS /product/list', '✗ GET /product/list']);
        expect(result.mismatches).toEqual([
          '    OPTIONS /product/list → header Access-Control-Allow-Origin: missing (a browser refuses the answer)',
          '    GET /product/list → header Access-Control-Allow-Origin: missing (a browser refuses the answer)',
        ]);
      } finally {
        await end();
      }
      expect((await run('--api', sandbox.url)).code).toBe(0);
    });
  });

  describe('bad input to the tool ends at once with one line, never a stack trace', () => {
    const closedPort = () =>
      new Promise<number>((resolve) => {
        const server = createServer().listen(0, '127.0.0.1', () => {
          const { port } = server.address() as { port: number };
          server.close(() => resolve(port));
        });
      });

    it.each([
      ['no URL', async () => [] as string[], /^contract-check: name the API to check: --api URL/],
      [
        'a URL that does not answer',
        async () => ['--api', `http://127.0.0.1:${await closedPort()}`],
        /^contract-check: http:\/\/127\.0\.0\.1:\d+ does not answer \(ECONNREFUSED\)$/,
      ],
      [
        'wrong credentials',
        async () => ['--api', sandbox.url, '--email', seedEmails.business, '--password', 'not-the-password'],
        /^contract-check: the API refused the login of business@greenfee\.example \(401 WRONG_CREDENTIALS/,
      ],
      ['--write without an account', async () => ['--api', sandbox.url, '--write'], /^contract-check: --write needs a test account/],
    ])('%s', async (_name, argv, message) => {
      const result = await run(...(await argv()));
      expect(result.code).toBe(1);
      expect(result.out).toEqual([]);
      expect(result.err).toHaveLength(1);
      expect(result.err[0]).toMatch(message);
    });
  });
});

describe('the list of checks', () => {
  it('names each check once', () => {
    const names = checks.map((check) => check.name);
    expect(names.every((name) => name.length > 0)).toBe(true);
    expect(new Set(names).size).toBe(names.length);
  });

  it('runs a writing check only in its --write mode, and --write=money runs the project writes too', () => {
    const sessionChecks = checks.filter((check) => 'session' in check);
    const writesIn = (mode: Parameters<typeof writeAllows>[0]) =>
      [...new Set(sessionChecks.filter((check) => writeAllows(mode, check)).map((check) => check.writes ?? 'reads'))].sort();
    expect(writesIn('none')).toEqual(['reads']);
    expect(writesIn('projects')).toEqual(['projects', 'reads']);
    expect(writesIn('money')).toEqual(['money', 'projects', 'reads']);
  });
});

import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractCheckCli, printable } from '#demo/contract-check/cli';
import type { Report } from '#demo/contract-check/check';
import { checks, writeAllows } from '#demo/contract-check/checks';
import { answerLimits, deeperThan } from '#demo/contract-check/probe';
import { collapseIndexes } from '#demo/contract-check/validate';
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

/** A request as a server received it. */
interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/**
 * A node:http server on a free port: `answer` may answer a request itself (then it answers true), every other request
 * goes on to the sandbox as it came, as a proxy would. `received` is every request it got.
 */
async function hostileApi(answer: (request: Received, response: ServerResponse) => boolean = () => false) {
  const received: Received[] = [];
  const server = createHttpServer((request, response) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const got: Received = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(got);
      if (answer(got, response)) return;
      const headers = Object.entries(request.headers).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && !['host', 'connection', 'content-length'].includes(entry[0]),
      );
      const proxied = await sandbox.http(got.url, {
        method: got.method,
        headers,
        redirect: 'manual',
        ...(got.method === 'GET' || got.method === 'HEAD' ? {} : { body: got.body }),
      });
      const back = [...proxied.headers].filter(
        ([name]) => !['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive'].includes(name),
      );
      response.writeHead(proxied.status, Object.fromEntries(back));
      response.end(Buffer.from(await proxied.arrayBuffer()));
    })().catch((error: unknown) => response.destroy(error as Error));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Runs `body` with a hostile API, stopped afterwards. */
async function withHostileApi<T>(answer: Parameters<typeof hostileApi>[0], body: (api: Awaited<ReturnType<typeof hostileApi>>) => Promise<T>): Promise<T> {
  const api = await hostileApi(answer);
  try {
    return await body(api);
  } finally {
    await api.stop();
  }
}

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
  response.end(JSON.stringify(body));
  return true;
};

/** The report a run wrote to `file`. */
const reportAt = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Report;

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

  describe('bad input to the tool ends at once with one line and exit code 2, never a stack trace', () => {
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
      ['a URL that is not one', async () => ['--api', 'localhost 8787'], /^contract-check: --api is not a URL: localhost 8787$/],
      ['an unknown argument', async () => ['--api', sandbox.url, '--wirte'], /^contract-check: unknown argument --wirte$/],
    ])('%s', async (_name, argv, message) => {
      const result = await run(...(await argv()));
      expect(result.code).toBe(2);
      expect(result.out).toEqual([]);
      expect(result.err).toHaveLength(1);
      expect(result.err[0]).toMatch(message);
    });

    it('an API that redirects to file: (never followed)', async () => {
      await withHostileApi(
        (_request, response) => {
          response.writeHead(302, { location: 'file:///etc/passwd' }).end();
          return true;
        },
        async (api) => {
          const result = await run('--api', api.url);
          expect(result.code).toBe(2);
          expect(result.out).toEqual([]);
          expect(result.err).toEqual([
            `contract-check: ${api.url} answers GET /country/list with a redirect: 302 to Location file:///etc/passwd (not followed: the contract's calls answer where they are asked)`,
          ]);
          expect(api.received.map((request) => `${request.method} ${request.url}`)).toEqual(['GET /country/list']);
        },
      );
    });

    it('writes the --json report all the same, with the error and what the run has', async () => {
      const usageError = join(folder, 'usage-error.json');
      expect((await run('--json', usageError)).code).toBe(2);
      expect(reportAt(usageError)).toMatchObject({ api: null, results: [], conforms: false, error: expect.stringMatching(/^name the API to check/) });

      // An unknown argument before --json: still written.
      const unknown = join(folder, 'unknown-argument.json');
      expect((await run('--api', sandbox.url, '--frobnicate', '--json', unknown)).code).toBe(2);
      expect(reportAt(unknown).error).toBe('unknown argument --frobnicate');

      const refused = join(folder, 'refused.json');
      const result = await run('--api', sandbox.url, '--email', seedEmails.business, '--password', 'not-the-password', '--json', refused);
      expect(result.code).toBe(2);
      const report = reportAt(refused);
      expect(report.conforms).toBe(false);
      expect(report.error).toMatch(/^the API refused the login of business@greenfee\.example \(401 WRONG_CREDENTIALS/);
      expect(report.results.map((entry) => `${entry.call} ${entry.status}`)).toEqual(['POST /auth/login 401']);
    });
  });

  describe("never follows a redirect: the test account's password and session stay with the API named", () => {
    /** A second host that records whatever reaches it. */
    let elsewhere: Awaited<ReturnType<typeof hostileApi>>;
    beforeAll(async () => {
      elsewhere = await hostileApi((_request, response) => json(response, 200, {}));
    });
    afterAll(() => elsewhere.stop());
    const redirect = (response: ServerResponse) => {
      response.writeHead(307, { location: `${elsewhere.url}/collect`, 'access-control-allow-origin': '*' }).end();
      return true;
    };

    it('a login answered with 307 to another host: nothing sent there, the run refused with exit code 2, the report names the redirect', async () => {
      elsewhere.received.length = 0;
      const file = join(folder, 'login-redirect.json');
      await withHostileApi(
        (request, response) => request.url === '/auth/login' && redirect(response),
        async (api) => {
          const result = await run('--api', api.url, '--email', seedEmails.demo, '--password', seedPassword, '--json', file);
          expect(api.received.some((request) => request.url === '/auth/login' && request.body.includes(seedPassword))).toBe(true);
          expect(elsewhere.received).toEqual([]);
          expect(result.code).toBe(2);
          expect(result.err).toEqual([
            `contract-check: the login of ${seedEmails.demo} answered no session: redirect: 307 to Location ${elsewhere.url}/collect (not followed: the contract's calls answer where they are asked)`,
          ]);
          const login = reportAt(file).results.find((entry) => entry.call === 'POST /auth/login');
          expect(login).toMatchObject({ ok: false, status: 307 });
          expect(login?.mismatches).toEqual([
            `POST /auth/login → redirect: 307 to Location ${elsewhere.url}/collect (not followed: the contract's calls answer where they are asked)`,
          ]);
        },
      );
    });

    it("the session's calls answered with 307: no token sent there, each a failed check naming the status and the Location", async () => {
      elsewhere.received.length = 0;
      await withHostileApi(
        // Every call with a session token, and every preflight of the wallet.
        (request, response) =>
          ((request.headers.lt ?? '') !== '' || (request.method === 'OPTIONS' && request.url.startsWith('/wallet/'))) && redirect(response),
        async (api) => {
          const result = await run('--api', api.url, '--email', seedEmails.demo, '--password', seedPassword);
          expect(api.received.filter((request) => (request.headers.lt ?? '') !== '').length).toBeGreaterThan(3);
          expect(elsewhere.received).toEqual([]);
          expect(result.code).toBe(1);
          expect(result.failed).toContainEqual(expect.stringMatching(/^✗ GET \/profile\/get {2}→ 307 in \d+ ms$/));
          expect(result.mismatches).toContain(
            `    GET /profile/get → redirect: 307 to Location ${elsewhere.url}/collect (not followed: the contract's calls answer where they are asked)`,
          );
          expect(result.mismatches).toContain(
            `    OPTIONS /wallet/utilize → redirect: 307 to Location ${elsewhere.url}/collect (not followed: the contract's calls answer where they are asked)`,
          );
          expect(result.out.at(-1)).toMatch(/^Does not conform: /);
        },
      );
    });
  });

  describe('prints what the API sends with its control and bidi characters escaped; the JSON report keeps them', () => {
    // Erase the line and go back to its start, then a fake pass; an OSC 8 hyperlink; a right-to-left override; a CSI as C1.
    const code = '\u001b[2K\r✓ GET /product/list  → 200 in 3 ms';
    const message = 'see \u001b]8;;https://evil.example\u0007the docs\u001b]8;;\u0007 \u202egnp.exe \u009b31m\u0085\u2066x\u2069\u061c\u200e\u007f\nnext';
    // eslint-disable-next-line no-control-regex -- the characters no printed line may hold
    const raw = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

    it('in the lines of the checks, and stdout and stderr never hold one raw', async () => {
      const file = join(folder, 'hostile-text.json');
      await withHostileApi(
        (request, response) => request.url === '/product/list' && json(response, 500, { code, message }),
        async (api) => {
          const result = await run('--api', api.url, '--json', file);
          expect(result.code).toBe(1);
          for (const line of [...result.out, ...result.err]) expect(line).not.toMatch(raw);
          const shown = result.mismatches.find((line) => line.includes('GET /product/list → status'));
          expect(shown).toBe(
            `    GET /product/list → status: expected 200, got 500 \\x1b[2K\\x0d✓ GET /product/list  → 200 in 3 ms: see \\x1b]8;;https://evil.example\\x07the docs\\x1b]8;;\\x07 \\u202egnp.exe \\x9b31m\\x85\\u2066x\\u2069\\u061c\\u200e\\x7f\\x0anext`,
          );
          const kept = reportAt(file).results.find((entry) => entry.call === 'GET /product/list');
          expect(kept?.mismatches[0]).toBe(`GET /product/list → status: expected 200, got 500 ${code}: ${message}`);
        },
      );
    });

    it('in the one line of a refused login', async () => {
      await withHostileApi(
        (request, response) => request.url === '/auth/login' && json(response, 401, { code, message }),
        async (api) => {
          const result = await run('--api', api.url, '--email', seedEmails.demo, '--password', seedPassword);
          expect(result.code).toBe(2);
          expect(result.err).toHaveLength(1);
          expect(result.err[0]).not.toMatch(raw);
          expect(result.err[0]).toContain('(401 \\x1b[2K\\x0d✓ GET /product/list');
        },
      );
    });

    it('printable escapes C0, DEL, C1 and the bidi formatting characters, and leaves text alone', () => {
      expect(printable('\u0000\t\u001b\u007f\u0080\u009f\u200e\u200f\u202a\u202e\u2066\u2069\u061c')).toBe(
        '\\x00\\x09\\x1b\\x7f\\x80\\x9f\\u200e\\u200f\\u202a\\u202e\\u2066\\u2069\\u061c',
      );
      expect(printable('✓ ✗ → … Grüße שלום مرحبا 森 👩‍🌾 é')).toBe('✓ ✗ → … Grüße שלום مرحبا 森 👩‍🌾 é');
    });
  });

  it('fails the check an answer of the wrong shape stops, with exit 1, and runs the checks after it', async () => {
    await withHostileApi(
      (request, response) => request.url.startsWith('/product/list') && json(response, 200, { products: 'not a list' }),
      async (api) => {
        const file = join(folder, 'wrong-shape.json');
        const { code } = await run('--api', api.url, '--json', file);
        expect(code).toBe(1);
        const { results, error } = reportAt(file);
        expect(error).toBeUndefined();
        const stopped = results.findIndex((result) => result.call === 'the public calls');
        expect(results[stopped]?.ok).toBe(false);
        expect(results[stopped]?.mismatches[0]).toMatch(/^the public calls: stopped on an answer it could not use \(/);
        // The error shapes' check ran after it.
        expect(results.slice(stopped + 1).some((result) => result.call.startsWith('POST /certificate/validate') && result.ok)).toBe(true);
      },
    );
  });

  describe('reads at most 5 MB of an answer and checks none nested deeper than 64 levels', () => {
    /** 50 MB of a JSON answer (valid: a list and spaces), in chunks as the client reads them. */
    const huge = (response: ServerResponse, declared: boolean) => {
      response.writeHead(200, {
        'content-type': 'application/json',
        'access-control-allow-origin': '*',
        ...(declared ? { 'content-length': String(50 * 1024 * 1024) } : {}),
      });
      const chunk = ' '.repeat(64 * 1024);
      Readable.from(
        (function* () {
          yield '{"products":[';
          for (let index = 0; index < 800 - 1; index += 1) yield chunk;
          yield ' '.repeat(64 * 1024 - 16) + ']}';
        })(),
      )
        .on('error', () => {})
        .pipe(response)
        .on('error', () => {});
      return true;
    };

    it.each([
      ['streamed without a length', false],
      ['with its length declared', true],
    ])('a 50 MB answer, %s: a failed check "answer larger than 5 MB", and the run goes on', async (_name, declared) => {
      await withHostileApi(
        (request, response) => request.url === '/product/list' && request.method === 'GET' && huge(response, declared),
        async (api) => {
          const result = await run('--api', api.url);
          expect(result.code).toBe(1);
          expect(result.failed.map((line) => line.split('  ')[0])).toEqual(['✗ GET /product/list']);
          expect(result.mismatches).toEqual(['    GET /product/list → answer larger than 5 MB: not read further']);
          expect(result.out.at(-1)).toMatch(/^Does not conform: /);
        },
      );
    });

    // Arrays as the issue found them; objects at /certificate/validate, whose zod schema recursed until the stack ran out.
    it.each([
      ['200,000 nested arrays', '/product/list', 'GET', `{"products":${'['.repeat(200_000)}${']'.repeat(200_000)}}`],
      ['200,000 nested objects', '/certificate/validate', 'POST', `${'{"a":'.repeat(200_000)}1${'}'.repeat(200_000)}`],
    ])('%s at %s: no crash, a failed check, the report written', async (_name, path, method, deep) => {
      const file = join(folder, 'deep.json');
      rmSync(file, { force: true });
      await withHostileApi(
        (request, response) => {
          // Not the bad request to /certificate/validate (`{}`): its 400 is checked for its issues.
          if (request.url !== path || request.method !== method || request.body === '{}') return false;
          response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' }).end(deep);
          return true;
        },
        async (api) => {
          const result = await run('--api', api.url, '--json', file);
          expect(result.err).toEqual([]);
          expect(result.code).toBe(1);
          expect(result.mismatches).toEqual([`    ${method} ${path} → answer nested deeper than 64 levels: not checked`]);
          expect(existsSync(file)).toBe(true);
          const report = reportAt(file);
          expect(report.conforms).toBe(false);
          expect(report.error).toBeUndefined();
          expect(report.results.find((entry) => entry.call.startsWith(`${method} ${path}`))?.ok).toBe(false);
        },
      );
    });

    it('an answer under 5 MB of 70,000 wrong items: read, checked and reported in a line a path', async () => {
      // Each item wrong in its name's type: one line per item and path before they are collapsed.
      const items = `[${Array.from({ length: 70_000 }, (_, index) => `{"_id":"p${index}","name":${index},"location":"${'x'.repeat(30)}"}`).join(',')}]`;
      expect(items.length).toBeGreaterThan(4.5 * 1024 * 1024);
      expect(items.length).toBeLessThan(answerLimits.bytes);
      await withHostileApi(
        (request, response) => {
          if (request.url !== '/product/list' || request.method !== 'GET') return false;
          response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' }).end(`{"products":${items}}`);
          return true;
        },
        async (api) => {
          const result = await run('--api', api.url);
          expect(result.code).toBe(1);
          const lines = result.mismatches.filter((line) => line.startsWith('    GET /product/list → '));
          expect(lines.length).toBeGreaterThan(0);
          expect(lines.length).toBeLessThan(40);
          expect(lines.some((line) => /^ {4}GET \/product\/list → products\[0\]\.name: .* \(and 69999 more like it\)$/.test(line))).toBe(true);
        },
      );
    });

    it('collapses lines in one pass, however many there are', () => {
      const lines = Array.from({ length: 200_000 }, (_, index) => `products[${index}].name: expected string, got number ${index}`);
      expect(collapseIndexes([...lines, 'status: expected 200'])).toEqual([
        'products[0].name: expected string, got number 0 (and 199999 more like it)',
        'status: expected 200',
      ]);
    });

    it('the depth is counted without recursion: 64 levels pass, 65 do not', () => {
      const nested = (levels: number) => JSON.parse(`${'['.repeat(levels)}${']'.repeat(levels)}`) as unknown;
      expect(answerLimits).toEqual({ bytes: 5 * 1024 * 1024, depth: 64 });
      expect(deeperThan(nested(64), 64)).toBe(false);
      expect(deeperThan(nested(65), 64)).toBe(true);
      expect(deeperThan({ a: [{ b: nested(62) }] }, 64)).toBe(true);
      expect(deeperThan({ a: [{ b: nested(61) }] }, 64)).toBe(false);
      expect(deeperThan(nested(200_000), 64)).toBe(true);
      expect(deeperThan('text', 0)).toBe(false);
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

import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contract } from '#shared/api/contract';
import { createProject, listMyProjects } from '#shared/api/endpoints/projects';
import { createSandbox } from '#demo/sandbox/app';
import { startTestSandbox, type TestSandbox } from '#tests/helpers/sandbox';

let sandbox: TestSandbox;
let token = '';
beforeAll(async () => {
  sandbox = await startTestSandbox();
  token = (await sandbox.loggedIn('demo@greenfee.example')).token;
});
afterAll(async () => {
  await sandbox.stop();
});

const hostileBodies = [
  '',
  'not json',
  '[]',
  'null',
  '"text"',
  '42',
  '{"email":{"$gt":""}}',
  `${'['.repeat(2000)}${']'.repeat(2000)}`,
  '{"__proto__":{"admin":true}}',
];

describe('bad input on every path', () => {
  const jsonEndpoints = Object.entries(contract).filter(([, endpoint]) => endpoint.in === 'body' || endpoint.in === 'query');

  it.each(jsonEndpoints)('%s answers 400 with a clear message, never a 500', async (_name, endpoint) => {
    for (const body of endpoint.in === 'body' ? hostileBodies : ['']) {
      const response =
        endpoint.in === 'body'
          ? await sandbox.http(endpoint.path, { method: 'POST', headers: { 'content-type': 'application/json', lt: token, ln: 'en' }, body })
          : await sandbox.http(`${endpoint.path}?id=&page=x&date=yesterday&hash=..%2F..`, { headers: { lt: token } });
      expect(response.status, `${endpoint.path} with ${body.slice(0, 20)}`).toBe(400);
      const answer = (await response.json()) as { message: string; code: string };
      expect(answer.code).toBe('VALIDATION');
      expect(answer.message).toMatch(/^Invalid request\./);
    }
  });

  it('a flood of items is refused at once with a short answer, not a 500 or megabytes of issues', async () => {
    const buy = (items: unknown[]) =>
      sandbox.http('/buy/buyGft', {
        method: 'POST',
        headers: { 'content-type': 'application/json', lt: token, ln: 'en' },
        body: JSON.stringify({ items, card: { savedCardId: 'card_demo' }, returnUrl: 'https://x.example/' }),
      });
    for (const items of [Array.from({ length: 61_759 }, () => ({})), Array.from({ length: 60_000 }, () => ({}))]) {
      const response = await buy(items);
      expect(response.status).toBe(400);
      const body = await response.text();
      expect(body.length).toBeLessThan(4096);
      expect(JSON.parse(body)).toMatchObject({ code: 'VALIDATION', issues: [{ path: 'items', message: 'validation.tooMany' }] });
    }
  });

  it('every array of the contract has a bound (boundedArray checks the length before parsing items)', () => {
    const dir = join(import.meta.dirname, '../../../shared/api/schemas');
    for (const file of readdirSync(dir)) {
      const source = readFileSync(join(dir, file), 'utf8').replace(/export const boundedArray[\s\S]*?z\.array\(item\)\);/, '');
      expect(source, file).not.toMatch(/z\.array\(/);
    }
  });

  it('an error answer lists at most 20 issues and counts the rest', async () => {
    const items = Array.from({ length: 30 }, () => ({}));
    const response = await sandbox.http('/buy/buyGft', {
      method: 'POST',
      headers: { 'content-type': 'application/json', lt: token },
      body: JSON.stringify({ items, card: {}, returnUrl: 'x' }),
    });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { issues: unknown[]; moreIssues: number };
    expect(answer.issues).toHaveLength(20);
    // 30 items with two missing fields each, the card and the return address.
    expect(answer.moreIssues).toBeGreaterThanOrEqual(41);
  });

  it('auth routes answer 401 without a token, before looking at the input', async () => {
    for (const endpoint of Object.values(contract).filter((candidate) => candidate.auth)) {
      const response = await sandbox.http(endpoint.path, {
        method: endpoint.method,
        ...(endpoint.method === 'POST' ? { body: '{}', headers: { 'content-type': 'application/json' } } : {}),
      });
      expect(response.status, endpoint.path).toBe(401);
    }
  });

  it('a body over the limit is 413, an unknown path 404, both as JSON', async () => {
    const big = await sandbox.http('/lead/submit', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(big.status).toBe(413);
    const unknown = await sandbox.http('/nope');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('CORS', () => {
  it('lets any origin call, with the headers lt, ln, content-type and (for buying) Idempotency-Key', async () => {
    const preflight = await sandbox.http('/buy/buyGft', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://partner.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'lt,ln,content-type,idempotency-key',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')?.split(',').sort()).toEqual(['content-type', 'idempotency-key', 'ln', 'lt']);
    const actual = await sandbox.http('/country/list', { headers: { origin: 'https://partner.example' } });
    expect(actual.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('headers', () => {
  it('JSON answers, errors included, say nosniff and no-store', async () => {
    const answers = [
      await sandbox.http('/country/list'),
      await sandbox.http('/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
      await sandbox.http('/profile/get', { headers: { lt: token } }),
      await sandbox.http('/nope'),
    ];
    for (const answer of answers) {
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(answer.headers.get('x-content-type-options'), answer.url).toBe('nosniff');
      expect(answer.headers.get('cache-control'), answer.url).toBe('no-store');
    }
  });
});

describe('dev routes', () => {
  it('the mailbox needs an address and lists only its mail', async () => {
    expect((await sandbox.http('/dev/mailbox')).status).toBe(400);
    expect(await (await sandbox.http('/dev/mailbox?to=nobody@test.example')).json()).toEqual({ messages: [] });
  });

  it('faults are listed, validated and cleared', async () => {
    const bad = await sandbox.http('/dev/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/landing', kind: 'meteor' }),
    });
    expect(bad.status).toBe(400);
    await sandbox.http('/dev/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/landing', kind: '500', count: 3 }),
    });
    expect(await (await sandbox.http('/dev/faults')).json()).toEqual({ faults: [{ path: '/landing', kind: '500', count: 3, delayMs: 20000 }] });
    await sandbox.http('/dev/faults', { method: 'DELETE' });
    expect((await sandbox.http('/landing')).status).toBe(200);
  });
});

describe('storage', () => {
  it('a restart loses nothing; --reset reseeds', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gft-restart-'));
    try {
      const first = await startTestSandbox({ dataDir });
      const { client } = await first.loggedIn('demo@greenfee.example');
      await createProject(client, {
        name: 'Survives restarts',
        description: '',
        co2Emissions: 3,
        compensationPeriod: { startDate: '2026-01-01', endDate: '2026-06-30' },
      });
      await first.stop();
      const second = await startTestSandbox({ dataDir });
      const again = (await second.loggedIn('demo@greenfee.example')).client;
      expect((await listMyProjects(again)).projects.map((project) => project.name)).toContain('Survives restarts');
      await second.stop();
      const reset = await startTestSandbox({ dataDir, reset: true });
      const fresh = (await reset.loggedIn('demo@greenfee.example')).client;
      expect((await listMyProjects(fresh)).projects.map((project) => project.name).sort()).toEqual(['Heizung Wohnung 2025', 'Urlaubsflüge 2026']);
      await reset.stop();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('a damaged data file stops the start with a message that names --reset', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gft-broken-'));
    try {
      writeFileSync(join(dataDir, 'sandbox.json'), '{"version": 1, "users": [');
      expect(() => createSandbox({ dataDir })).toThrow(/--reset/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('data versions', () => {
  it('reseeds data of an older version and keeps a backup of it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gft-old-'));
    try {
      writeFileSync(join(dataDir, 'sandbox.json'), JSON.stringify({ version: 1, users: [] }));
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { store } = createSandbox({ dataDir });
      expect(store.data.users.length).toBeGreaterThan(0);
      expect(readFileSync(join(dataDir, 'sandbox.json.v1.bak'), 'utf8')).toContain('"version":1');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('reseeded'));
      warn.mockRestore();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

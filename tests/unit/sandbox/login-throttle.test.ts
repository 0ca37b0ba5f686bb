/**
 * Issue 23 (5): login throttling per address and per client (the connection's IP address), kept in the data file so
 * that a restart does not forget it. 127.0.0.2 is a second client: the whole of 127.0.0.0/8 is the loopback.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { clientKey } from '#demo/sandbox/login-throttle';
import { seedEmails, seedPassword } from '#demo/sandbox/seed-ids';
import { TestClock, startTestSandbox, uniqueEmail, type TestSandbox } from '#tests/helpers/sandbox';

interface Answer {
  status: number;
  body: { code?: string; message?: string; retryAfter?: number };
  retryAfter: string | undefined;
}

/** POST /auth/login from the local address `from`. */
function loginFrom(sandbox: TestSandbox, from: string, email: string, password: string): Promise<Answer> {
  const body = JSON.stringify({ email, password });
  return new Promise((resolve, reject) => {
    const call = request(
      `http://127.0.0.1:${sandbox.port}/auth/login`,
      { method: 'POST', localAddress: from, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ln: 'en' } },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const header = answer.headers['retry-after'];
          resolve({ status: answer.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Answer['body'], retryAfter: header });
        });
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

const first = '127.0.0.1';
const second = '127.0.0.2';
const window = 15 * 60;

describe('per client', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(async () => {
    await sandbox.stop();
  });

  it('after 20 failed logins from one client, across addresses, that client waits, even with the right password; another client does not', async () => {
    // Ten failures, a login to one's own account (which must not reset the count), ten more: one address each.
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await loginFrom(sandbox, first, uniqueEmail('guess'), 'Guess-1234')).status).toBe(401);
    expect((await loginFrom(sandbox, first, seedEmails.business, seedPassword)).status).toBe(200);
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await loginFrom(sandbox, first, uniqueEmail('guess'), 'Guess-1234')).status).toBe(401);

    const throttled = await loginFrom(sandbox, first, seedEmails.demo, seedPassword);
    expect(throttled).toMatchObject({ status: 429, body: { code: 'LOGIN_THROTTLED', retryAfter: window }, retryAfter: String(window) });
    expect(throttled.body.message).toMatch(/from this network.*Try again in 15 minutes/);
    expect((await loginFrom(sandbox, first, uniqueEmail('guess'), 'Guess-1234')).status).toBe(429);

    expect((await loginFrom(sandbox, second, seedEmails.demo, seedPassword)).status).toBe(200);
    expect((await loginFrom(sandbox, second, uniqueEmail('guess'), 'Guess-1234')).status).toBe(401);

    sandbox.clock.advance(window * 1000 + 1);
    expect((await loginFrom(sandbox, first, seedEmails.demo, seedPassword)).status).toBe(200);
  });
});

describe('after a restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'gft-throttle-'));
  const clock = new TestClock();
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('an address and a client that were throttled still are', async () => {
    const before = await startTestSandbox({ dataDir, clock });
    const victim = uniqueEmail('victim');
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await loginFrom(before, first, victim, 'Guess-1234')).status).toBe(401);
    for (let attempt = 0; attempt < 15; attempt += 1) expect((await loginFrom(before, first, uniqueEmail('guess'), 'Guess-1234')).status).toBe(401);
    await before.stop();

    clock.advance(60_000);
    const after = await startTestSandbox({ dataDir, clock });
    try {
      // The address, from anywhere:
      expect(await loginFrom(after, second, victim, 'Guess-1234')).toMatchObject({ status: 429, body: { code: 'LOGIN_THROTTLED', retryAfter: window - 60 } });
      // The client, for any address:
      expect(await loginFrom(after, first, seedEmails.demo, seedPassword)).toMatchObject({ status: 429, body: { code: 'LOGIN_THROTTLED' } });
      expect((await loginFrom(after, second, seedEmails.demo, seedPassword)).status).toBe(200);
    } finally {
      await after.stop();
    }
  });
});

describe('the client key', () => {
  it('is the IPv4 address (also IPv4-mapped), and an IPv6 address’s /64 network, which one subscriber usually has whole', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:1:2:3:4:5:6')).toBe(clientKey('2001:0db8:0001:0002::9'));
    expect(clientKey('2001:db8:1:2::1')).not.toBe(clientKey('2001:db8:1:3::1'));
    expect(clientKey('fe80::1%eth0')).toBe(clientKey('fe80::2'));
    expect(clientKey(undefined)).toBe('unknown');
  });
});

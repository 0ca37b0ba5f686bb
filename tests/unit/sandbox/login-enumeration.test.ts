/**
 * Issue 23 (5): whether an address has an account must not show in how long a wrong login or a "forgot password"
 * takes. Equal work is checked twice: deterministically (the number of scrypt hashes and data-file writes per call,
 * counted through a pass-through mock of node:crypto and a spy on the store) and by the clock (the median time of
 * 15 calls each, within a generous factor so that a loaded machine does not make it flaky).
 */
import type * as NodeCrypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { seedEmails, seedPassword } from '#demo/sandbox/seed-ids';
import { mailedField } from '#tests/helpers/mailbox';
import { defaultPasswordCost } from '#demo/sandbox/crypto';
import { activeUser, startTestSandbox, uniqueEmail, type TestSandbox } from '#tests/helpers/sandbox';

const counted = vi.hoisted(() => ({ scrypt: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof NodeCrypto>();
  return {
    ...actual,
    scryptSync: (...args: Parameters<typeof actual.scryptSync>) => {
      counted.scrypt += 1;
      return actual.scryptSync(...args);
    },
  };
});

let sandbox: TestSandbox;
beforeAll(async () => {
  // Limits far out of reach: these tests fail many logins on purpose, and a throttled answer does no work at all.
  // The real cost of a password hash: the time of the checks is what this file compares.
  sandbox = await startTestSandbox({ limits: { maxLoginFailures: 10_000, maxClientLoginFailures: 10_000, passwordCost: defaultPasswordCost } });
});
afterAll(async () => {
  await sandbox.stop();
});

const password = 'Str0ng-Password';

const post = (path: string, body: unknown) =>
  sandbox.http(path, { method: 'POST', headers: { 'content-type': 'application/json', ln: 'en' }, body: JSON.stringify(body) });
const wrongLogin = (email: string) => post('/auth/login', { email, password: 'Not-the-passw0rd' });
const forgot = (email: string) => post('/auth/forgotPassword', { email });

/** What one call costs the server: scrypt hashes and data-file writes. */
async function workOf(call: () => Promise<Response>, status: number): Promise<{ scrypt: number; writes: number }> {
  const save = vi.spyOn(sandbox.sandbox.store, 'save');
  const before = counted.scrypt;
  try {
    expect((await call()).status).toBe(status);
    return { scrypt: counted.scrypt - before, writes: save.mock.calls.length };
  } finally {
    save.mockRestore();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Median milliseconds of `tries` calls of each, interleaved so that a change of load hits both alike. */
async function medians(tries: number, a: () => Promise<Response>, b: () => Promise<Response>): Promise<[number, number]> {
  const times: [number[], number[]] = [[], []];
  for (let attempt = 0; attempt < tries; attempt += 1) {
    for (const [index, call] of [a, b].entries()) {
      const start = performance.now();
      await (await call()).arrayBuffer();
      times[index as 0 | 1].push(performance.now() - start);
    }
  }
  return [median(times[0]), median(times[1])];
}

describe('a wrong login does the same work for every address', () => {
  it('hashes and writes as much for an unknown address as for a known one, with or without a mailed password, verified or not', async () => {
    const known = await activeUser(sandbox, password);
    const withMailed = await activeUser(sandbox, password);
    expect((await forgot(withMailed)).status).toBe(200);
    await mailedField(sandbox.url, withMailed, 'password');
    // Warm-up: anything computed once per process is not part of a call's work.
    await wrongLogin(uniqueEmail('warm-up'));

    const unknown = await workOf(() => wrongLogin(uniqueEmail('nobody')), 401);
    expect(unknown.scrypt).toBeGreaterThan(0);
    expect(await workOf(() => wrongLogin(known), 401)).toEqual(unknown);
    expect(await workOf(() => wrongLogin(withMailed), 401)).toEqual(unknown);
    expect(await workOf(() => wrongLogin(seedEmails.unverified), 401)).toEqual(unknown);
    expect(await workOf(() => wrongLogin(seedEmails.inactive), 401)).toEqual(unknown);
    // The right password still logs in, and the mailed one too.
    expect((await post('/auth/login', { email: known, password })).status).toBe(200);
    expect((await post('/auth/login', { email: seedEmails.demo, password: seedPassword })).status).toBe(200);
    expect((await post('/auth/login', { email: withMailed, password: await mailedField(sandbox.url, withMailed, 'password') })).status).toBe(200);
  });

  it('takes about as long for an unknown address as for a known one (median of 15 tries each)', async () => {
    const known = await activeUser(sandbox, password);
    const [knownMs, unknownMs] = await medians(
      15,
      () => wrongLogin(known),
      () => wrongLogin(uniqueEmail('nobody')),
    );
    expect(
      Math.min(knownMs, unknownMs) / Math.max(knownMs, unknownMs),
      `known ${knownMs.toFixed(1)} ms, unknown ${unknownMs.toFixed(1)} ms`,
    ).toBeGreaterThanOrEqual(0.5);
  });
});

describe('"forgot password" does the same work for every address', () => {
  it('hashes and writes as much for an unknown, unverified or inactive address as for an active account, and mails only the account', async () => {
    const known = await activeUser(sandbox, password);
    await forgot(uniqueEmail('warm-up'));

    const unknownAddress = uniqueEmail('nobody');
    const unknown = await workOf(() => forgot(unknownAddress), 200);
    expect(unknown.scrypt).toBeGreaterThan(0);
    expect(await workOf(() => forgot(known), 200)).toEqual(unknown);
    expect(await workOf(() => forgot(seedEmails.unverified), 200)).toEqual(unknown);
    expect(await workOf(() => forgot(seedEmails.inactive), 200)).toEqual(unknown);
    expect(await mailedField(sandbox.url, known, 'password')).toBeTruthy();
    expect(await sandbox.mailbox(unknownAddress)).toEqual([]);
    expect((await sandbox.mailbox(seedEmails.inactive)).filter((mail) => mail.data.password)).toEqual([]);
  });

  it('takes about as long for an unknown address as for a known one (median of 15 tries each)', async () => {
    const known = await activeUser(sandbox, password);
    const [knownMs, unknownMs] = await medians(
      15,
      () => forgot(known),
      () => forgot(uniqueEmail('nobody')),
    );
    expect(
      Math.min(knownMs, unknownMs) / Math.max(knownMs, unknownMs),
      `known ${knownMs.toFixed(1)} ms, unknown ${unknownMs.toFixed(1)} ms`,
    ).toBeGreaterThanOrEqual(0.5);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';

import { tmpdir } from 'node:os';

import { join } from 'node:path';

import { createApiClient, type ApiClient, type ApiClientOptions } from '#shared/api/client';

import { finalizeRegister, login, register, verifyToken } from '#shared/api/endpoints/auth';
import type { RegisterInput } from '#shared/api/schemas/auth';

import { buyGft } from '#shared/api/endpoints/wallet';

import type { SandboxOptions } from '#demo/sandbox/context';
import type { Localized, MailRecord } from '#demo/sandbox/db';
import { seedPassword } from '#demo/sandbox/seed-ids';

import { startSandbox, type RunningSandbox } from '#demo/sandbox/server';
import { mailboxOf, mailedField } from '#tests/helpers/mailbox';

/** A clock the tests move by hand. */
export class TestClock {
  constructor(public current = new Date('2026-11-20T10:00:00.000Z')) {}
  now = () => new Date(this.current);
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface TestSandbox extends RunningSandbox {
  dataDir: string;
  clock: TestClock;
  /** A client for this sandbox; `token` is what it sends as `lt`. */
  client(options?: Partial<ApiClientOptions> & { token?: string | null; language?: string }): ApiClient;
  /** A client logged in as `email`. */
  loggedIn(email: string, password?: string): Promise<{ client: ApiClient; token: string }>;
  mailbox(to: string): Promise<MailRecord[]>;
  /** Raw HTTP against the sandbox. */
  http(path: string, init?: RequestInit): Promise<Response>;
  stop(): Promise<void>;
}

let counter = 0;
/** A unique address per call, so tests never share users. */
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now().toString(36)}.${(counter += 1)}@test.example`;

export async function startTestSandbox(
  options: { dataDir?: string; certificateDelayMs?: number; reset?: boolean; clock?: TestClock; limits?: Partial<SandboxOptions> } = {},
): Promise<TestSandbox> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'gft-sandbox-'));
  const clock = options.clock ?? new TestClock();
  const running = await startSandbox({
    dataDir,
    port: 0,
    env: {},
    now: clock.now,
    log: () => {},
    // A sandbox's hashes at scrypt's cost 1024, not 16384: the unit files sign up and log in over a hundred users (a
    // timing test passes the real cost in `limits`).
    passwordCost: 1024,
    ...(options.certificateDelayMs !== undefined ? { certificateDelayMs: options.certificateDelayMs } : {}),
    ...(options.reset ? { reset: true } : {}),
    ...options.limits,
  });
  const client: TestSandbox['client'] = (clientOptions = {}) =>
    createApiClient({
      baseUrl: running.url,
      getToken: () => clientOptions.token ?? null,
      getLanguage: () => clientOptions.language ?? 'en',
      log: () => {},
      ...clientOptions,
    });
  return {
    ...running,
    dataDir,
    clock,
    client,
    async loggedIn(email, password = seedPassword) {
      const answer = await login(client(), { email, password });
      return { client: client({ token: answer.session.token }), token: answer.session.token };
    },
    mailbox: (to) => mailboxOf(running.url, to),
    http: (path, init) => fetch(`${running.url}${path}`, init),
    async stop() {
      await running.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Catches the rejection of a promise, failing if it resolves. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail, but it succeeded');
}

/** A sign-up of a private person in Graz (password `Str0ng-Password`), with `extra` over it. */
export const registration = (email: string, extra: Partial<RegisterInput> = {}): RegisterInput => ({
  name: 'Erika',
  surname: 'Muster',
  street: 'Hauptplatz',
  houseNumber: '3',
  zipCode: '8010',
  city: 'Graz',
  country: 'AT',
  email,
  password: 'Str0ng-Password',
  confirmPassword: 'Str0ng-Password',
  termsAgreement: true,
  ...extra,
});

/** Signs up an address with `password` (not yet verified): the address and the code mailed to it. */
export async function registeredUser(sandbox: TestSandbox, password: string, email = uniqueEmail('user')): Promise<{ email: string; code: string }> {
  await register(sandbox.client(), registration(email, { password, confirmPassword: password }));
  return { email, code: await mailedField(sandbox.url, email, 'code') };
}

/** Signs up and activates an address with `password`: the address. */
export async function activeUser(sandbox: TestSandbox, password: string): Promise<string> {
  const { email, code } = await registeredUser(sandbox, password);
  await verifyToken(sandbox.client(), { email, code });
  await finalizeRegister(sandbox.client(), { email, code });
  return email;
}

/** Signs up a new customer (private, or a business with `business`) and answers a client logged in as them. */
export async function newCustomer(
  sandbox: TestSandbox,
  options: { business?: { companyName: string; taxID: string }; name?: string; city?: string; language?: string } = {},
): Promise<{ client: ApiClient; email: string; token: string }> {
  const email = uniqueEmail('customer');
  const client = sandbox.client();
  await register(client, {
    ...(options.business
      ? { accountType: 'business' as const, companyName: options.business.companyName, taxID: options.business.taxID, position: 'Einkauf' }
      : {}),
    name: options.name ?? 'Nora',
    surname: 'Neu',
    street: 'Ring',
    houseNumber: '1',
    zipCode: '1010',
    city: options.city ?? 'Wien',
    country: 'AT',
    email,
    password: 'Passw0rd-1',
    confirmPassword: 'Passw0rd-1',
    termsAgreement: true,
  });
  const code = await mailedField(sandbox.url, email, 'code');
  await verifyToken(client, { email, code });
  await finalizeRegister(client, { email, code });
  const answer = await login(client, { email, password: 'Passw0rd-1' });
  return { client: sandbox.client({ token: answer.session.token, language: options.language ?? 'en' }), email, token: answer.session.token };
}

/** The stand-in payment page, used as a browser without JavaScript would: GET it, post its forms. */
export const paymentPage = {
  /** Posts the new-card form; `saveCard` ticks "save this card". */
  enterCard: (redirectUrl: string, card: { nameOnCard: string; cardNumber: string; expiry: string; cvv: string; saveCard?: boolean }) => {
    const url = new URL(redirectUrl);
    url.pathname += '/card';
    const { saveCard, ...fields } = card;
    return fetch(url, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ ...fields, ...(saveCard ? { saveCard: 'yes' } : {}) }) });
  },
  /** Presses "Approve" or "Decline" on the bank step. */
  decide: (redirectUrl: string, decision: 'approve' | 'decline') => {
    const url = new URL(redirectUrl);
    url.pathname += `/${decision}`;
    return fetch(url, { method: 'POST', redirect: 'manual' });
  },
};

/**
 * A forest of the test's own (a copy of a seeded one), so that stock and prices are the test's to set. A name given
 * as one text is its name in both languages.
 */
export function addForest(sandbox: TestSandbox, fields: { name: string | Localized; pricePerToken: number; availableTokens: number }): string {
  const template = sandbox.sandbox.store.data.products[0];
  if (!template) throw new Error('the sandbox has no products to copy');
  const _id = `prod_test_${(counter += 1)}_${Date.now().toString(36)}`;
  const name = typeof fields.name === 'string' ? { de: fields.name, en: fields.name } : fields.name;
  sandbox.sandbox.store.change((db) => db.products.push({ ...structuredClone(template), ...fields, name, _id }));
  return _id;
}

/** Buys `items` with a new card and approves on the stand-in payment page, so the tokens are in the wallet. */
export async function buyTokens(sandbox: TestSandbox, client: ApiClient, items: { productId: string; quantity: number }[]): Promise<void> {
  const returnUrl = new URL('/dashboard/charge/result', sandbox.sandbox.options.portalOrigin).href;
  const started = await buyGft(client, { items, adminDonation: 0, card: { newCard: true }, returnUrl }, { idempotencyKey: crypto.randomUUID() });
  await paymentPage.enterCard(started.redirectUrl, { nameOnCard: 'Nora Neu', cardNumber: '4242424242424242', expiry: '12/30', cvv: '123' });
  const answer = await paymentPage.decide(started.redirectUrl, 'approve');
  if (new URL(answer.headers.get('location') ?? '', returnUrl).searchParams.get('status') !== 'succeeded') throw new Error('the test purchase did not succeed');
}

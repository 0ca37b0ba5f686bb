import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSandbox } from '#demo/sandbox/app';
import { paymentSchema } from '#shared/api/schemas/purchase';
import { createApiClient } from '#shared/api/client';
import type { ApiError } from '#shared/api/errors';
import * as wallet from '#shared/api/endpoints/wallet';
import { addForest, newCustomer, rejectionOf, startTestSandbox, type TestSandbox } from '#tests/helpers/sandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.stop();
});

const failure = async (promise: Promise<unknown>) => (await rejectionOf(promise)) as ApiError;
const returnUrl = 'http://localhost:5173/dashboard/charge/result';
const paymentsOf = (token: string) => {
  const session = sandbox.sandbox.store.data.sessions.find((candidate) => candidate.token === token);
  return sandbox.sandbox.store.data.payments.filter((payment) => payment.userId === session?.userId);
};
const rawBuy = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  sandbox.http('/buy/buyGft', { method: 'POST', headers: { 'content-type': 'application/json', lt: token, ...headers }, body: JSON.stringify(body) });

describe('POST /buy/buyGft: idempotency', () => {
  it('five identical calls with one Idempotency-Key make one payment, and the client sends the header', async () => {
    const { token } = await newCustomer(sandbox);
    const sent: (string | null)[] = [];
    const client = createApiClient({
      baseUrl: sandbox.url,
      getToken: () => token,
      log: () => {},
      fetch: (input, init) => {
        sent.push(new Headers(input instanceof Request ? input.headers : init?.headers).get('idempotency-key'));
        return fetch(input, init);
      },
    });
    const key = crypto.randomUUID();
    const input = { items: [{ productId: 'prod_muehlviertel', quantity: 2 }], card: { newCard: true as const }, returnUrl };
    const answers = await Promise.all(Array.from({ length: 5 }, () => wallet.buyGft(client, input, { idempotencyKey: key })));
    expect(new Set(answers.map((answer) => answer.payment._id)).size).toBe(1);
    expect(paymentsOf(token)).toHaveLength(1);
    expect(sent).toEqual(Array.from({ length: 5 }, () => key));
    // A retry after the fact answers the same payment too.
    expect((await wallet.buyGft(client, input, { idempotencyKey: key })).payment._id).toBe(answers[0]?.payment._id);
    expect(paymentsOf(token)).toHaveLength(1);
  });

  it('the same key with another body is 409 IDEMPOTENCY_CONFLICT; no key is 400 IDEMPOTENCY_KEY_REQUIRED', async () => {
    const { client, token } = await newCustomer(sandbox);
    const key = crypto.randomUUID();
    await wallet.buyGft(client, { items: [{ productId: 'prod_muehlviertel', quantity: 2 }], card: { newCard: true }, returnUrl }, { idempotencyKey: key });
    const conflict = await failure(
      wallet.buyGft(client, { items: [{ productId: 'prod_muehlviertel', quantity: 3 }], card: { newCard: true }, returnUrl }, { idempotencyKey: key }),
    );
    expect(conflict).toMatchObject({ status: 409, code: 'IDEMPOTENCY_CONFLICT' });
    const missing = await rawBuy(token, { items: [{ productId: 'prod_muehlviertel', quantity: 1 }], card: { newCard: true }, returnUrl });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REQUIRED' });
    expect(paymentsOf(token)).toHaveLength(1);
  });

  it("keys are per user: another user's key makes that user's own payment", async () => {
    const first = await newCustomer(sandbox);
    const second = await newCustomer(sandbox);
    const key = crypto.randomUUID();
    const input = { items: [{ productId: 'prod_muehlviertel', quantity: 1 }], card: { newCard: true as const }, returnUrl };
    const a = await wallet.buyGft(first.client, input, { idempotencyKey: key });
    const b = await wallet.buyGft(second.client, input, { idempotencyKey: key });
    expect(a.payment._id).not.toBe(b.payment._id);
    expect(paymentsOf(second.token).map((payment) => payment._id)).toEqual([b.payment._id]);
  });
});

describe('POST /buy/buyGft: input', () => {
  it("answers a pending payment and the payment page in the caller's language", async () => {
    const { client } = await newCustomer(sandbox, { language: 'de' });
    const answer = await wallet
      .buyGft(
        client,
        { items: [{ productId: 'prod_muehlviertel', quantity: 3 }], card: { savedCardId: 'card_demo' }, returnUrl },
        { idempotencyKey: crypto.randomUUID() },
      )
      .catch((error: unknown) => error);
    // card_demo is the demo user's: another user cannot pay with it.
    expect(answer).toMatchObject({ code: 'BUY_FAILED', field: 'card' });
    const started = await wallet.buyGft(
      client,
      { items: [{ productId: 'prod_muehlviertel', quantity: 3 }], card: { newCard: true }, returnUrl },
      { idempotencyKey: crypto.randomUUID() },
    );
    expect(started.message).toBe('Redirecting to payment page');
    expect(started.payment).toMatchObject({ status: 'pending', card: null, failureReason: null, net: 105, vat: 19.95, total: 124.95 });
    expect(started.redirectUrl).toBe(`${sandbox.url}/dev/pay/${started.payment._id}?lang=de`);
  });

  it('the demo user pays with the saved Visa ending 4242', async () => {
    const { client } = await sandbox.loggedIn('demo@greenfee.example');
    const started = await wallet.buyGft(
      client,
      { items: [{ productId: 'prod_muehlviertel', quantity: 1 }], card: { savedCardId: 'card_demo' }, returnUrl },
      { idempotencyKey: crypto.randomUUID() },
    );
    expect(started.payment.card).toEqual({ brand: 'Visa', last4: '4242' });
    expect(started.redirectUrl).toMatch(/\?lang=en$/);
  });

  it('refuses a returnUrl on another origin at the field returnUrl', async () => {
    const { client, token } = await newCustomer(sandbox);
    for (const url of ['https://evil.example/dashboard', 'http://localhost:5174/dashboard', 'http://127.0.0.1:5173/dashboard']) {
      const error = await failure(
        wallet.buyGft(
          client,
          { items: [{ productId: 'prod_muehlviertel', quantity: 1 }], card: { newCard: true }, returnUrl: url },
          { idempotencyKey: crypto.randomUUID() },
        ),
      );
      expect(error, url).toMatchObject({ status: 400, field: 'returnUrl' });
    }
    expect(paymentsOf(token)).toHaveLength(0);
  });

  it('INSUFFICIENT_STOCK names the lines and how many are left (0 = sold out); nothing is created', async () => {
    const { client, token } = await newCustomer(sandbox);
    const forest = addForest(sandbox, { name: 'Stock test forest', pricePerToken: 30, availableTokens: 4 });
    const error = await failure(
      wallet.buyGft(
        client,
        {
          items: [
            { productId: 'prod_muehlviertel', quantity: 1 },
            { productId: forest, quantity: 5 },
            { productId: 'prod_bayerwald', quantity: 1 },
          ],
          card: { newCard: true },
          returnUrl,
        },
        { idempotencyKey: crypto.randomUUID() },
      ),
    );
    expect(error).toMatchObject({ status: 409, code: 'INSUFFICIENT_STOCK' });
    expect(error.issues).toEqual([
      { path: 'items.1.quantity', message: 'validation.stockLeft?available=4' },
      { path: 'items.2.quantity', message: 'validation.stockLeft?available=0' },
    ]);
    // Two lines of one forest count together.
    const split = await failure(
      wallet.buyGft(
        client,
        {
          items: [
            { productId: forest, quantity: 3 },
            { productId: forest, quantity: 2 },
          ],
          card: { newCard: true },
          returnUrl,
        },
        { idempotencyKey: crypto.randomUUID() },
      ),
    );
    expect(split.code).toBe('INSUFFICIENT_STOCK');
    expect(paymentsOf(token)).toHaveLength(0);
  });

  it('refuses card details in the body and stores none of them', async () => {
    const { token } = await newCustomer(sandbox);
    const base = { items: [{ productId: 'prod_muehlviertel', quantity: 1 }], returnUrl };
    const bodies = [
      { ...base, card: { nameOnCard: 'Nora Neu', cardNumber: '4242424242424242', expiry: '12/30', cvv: '123' } },
      { ...base, card: { newCard: true, cardNumber: '4242424242424242', cvv: '123' } },
      { ...base, card: { savedCardId: 'card_x', cvv: '123' } },
      { ...base, card: { newCard: true }, cardNumber: '4242424242424242', cvv: '123' },
    ];
    for (const body of bodies) {
      const response = await rawBuy(token, body, { 'idempotency-key': crypto.randomUUID() });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe('VALIDATION');
    }
    expect(paymentsOf(token)).toHaveLength(0);
    expect(JSON.stringify(sandbox.sandbox.store.data)).not.toContain('4242424242424242');
  });
});

describe('the data file', () => {
  it('a file of the shape before issue 12 (payments with cardLast4) is kept as a backup and reseeded; the seeded payments fit the contract', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gft-v2-'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const old = { version: 2, users: [], payments: [{ _id: 'pay_old', nameOnCard: 'Dana Demo', cardLast4: '4242', saveCard: true }] };
      writeFileSync(join(dataDir, 'sandbox.json'), JSON.stringify(old));
      const { store } = createSandbox({ dataDir });
      expect(readFileSync(join(dataDir, 'sandbox.json.v2.bak'), 'utf8')).toContain('pay_old');
      const payments = store.data.payments.map((payment) => ({ userId: payment.userId, card: paymentSchema.parse(payment).card }));
      expect(payments.filter((payment) => payment.userId === 'usr_demo').map((payment) => payment.card)).toEqual([
        { brand: 'Visa', last4: '4242' },
        { brand: 'Visa', last4: '4242' },
      ]);
      expect(store.data.cards.filter((card) => card.userId === 'usr_demo')).toEqual([
        expect.objectContaining({ _id: 'card_demo', userId: 'usr_demo', brand: 'Visa', last4: '4242' }),
      ]);
    } finally {
      warn.mockRestore();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '#shared/api/errors';
import { login } from '#shared/api/endpoints/auth';
import { getProfile } from '#shared/api/endpoints/profile';
import { createProject, deleteProject, listMyProjects } from '#shared/api/endpoints/projects';
import * as wallet from '#shared/api/endpoints/wallet';
import type { ProjectRecord } from '#demo/sandbox/db';
import { defaultStoreCaps, paymentTtlMs } from '#demo/sandbox/store';
import { errorMessageKey } from '#shared/api/errors';
import { createI18n } from '#shared/i18n/create-i18n';
import buyDe from '#shared/i18n/locales/de/buy.json';
import projectsDe from '#shared/i18n/locales/de/projects.json';
import buyEn from '#shared/i18n/locales/en/buy.json';
import projectsEn from '#shared/i18n/locales/en/projects.json';
import { newCustomer, paymentPage, rejectionOf, startTestSandbox, type TestSandbox } from '#tests/helpers/sandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.stop();
});

const failure = async (promise: Promise<unknown>) => (await rejectionOf(promise)) as ApiError;
const minutes = (count: number) => count * 60 * 1000;
const returnUrl = 'http://localhost:5173/dashboard/buy/return';
const period = { startDate: '2026-01-01', endDate: '2026-12-31' };
const validCard = { nameOnCard: 'Paula Profil', cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvv: '123' };
const data = () => sandbox.sandbox.store.data;
const userOf = (email: string) => data().users.find((user) => user.email === email)?._id ?? '';
const buy = (client: Awaited<ReturnType<typeof newCustomer>>['client'], idempotencyKey = crypto.randomUUID()) =>
  wallet.buyGft(client, { items: [{ productId: 'prod_muehlviertel', quantity: 1 }], card: { newCard: true }, returnUrl }, { idempotencyKey });

describe('a purchase’s return address', () => {
  it('of 900 KB is refused with a 400 at returnUrl, and nothing is stored', async () => {
    const { token } = await newCustomer(sandbox);
    const payments = data().payments.length;
    const answer = await sandbox.http('/buy/buyGft', {
      method: 'POST',
      headers: { 'content-type': 'application/json', lt: token, 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({
        items: [{ productId: 'prod_muehlviertel', quantity: 1 }],
        card: { newCard: true },
        returnUrl: `${returnUrl}?${'a'.repeat(900_000)}`,
      }),
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      code: 'VALIDATION',
      field: 'returnUrl',
      issues: [{ path: 'returnUrl', message: 'validation.tooLong?max=2048' }],
    });
    expect(data().payments.length).toBe(payments);
  });
});

describe('projects per account', () => {
  it(`at ${defaultStoreCaps.projectsPerAccount}, another is refused with 409 PROJECT_LIMIT until one is deleted; other accounts are not concerned`, async () => {
    const { client, email } = await newCustomer(sandbox);
    const userId = userOf(email);
    sandbox.sandbox.store.change((db) => {
      for (let index = 1; index < defaultStoreCaps.projectsPerAccount; index += 1) {
        db.projects.push({
          _id: `prj_cap_${userId}_${index}`,
          userId,
          name: `Projekt ${index}`,
          description: '',
          co2Emissions: 1,
          co2Compensation: 0,
          compensationPeriod: period,
          createdAt: '2026-01-01T00:00:00.000Z',
          certificateId: null,
        } satisfies ProjectRecord);
      }
    });
    const input = { name: 'Noch eins', description: '', co2Emissions: 2, compensationPeriod: period };
    const { project } = await createProject(client, input);
    expect((await listMyProjects(client)).projects).toHaveLength(defaultStoreCaps.projectsPerAccount);
    const refused = await failure(createProject(client, input));
    expect(refused).toMatchObject({ status: 409, code: 'PROJECT_LIMIT' });
    expect(refused.serverMessage).toContain(String(defaultStoreCaps.projectsPerAccount));
    expect((await listMyProjects(client)).projects).toHaveLength(defaultStoreCaps.projectsPerAccount);

    const other = await newCustomer(sandbox);
    await createProject(other.client, input);
    await deleteProject(client, { id: project._id });
    await createProject(client, input);
  });
});

describe('payments', () => {
  it(`a buyer with ${defaultStoreCaps.openPaymentsPerAccount} unfinished payments gets 429 OPEN_PAYMENT_LIMIT until the oldest expires; a retry of one still answers`, async () => {
    const { client } = await newCustomer(sandbox);
    const keys = Array.from({ length: defaultStoreCaps.openPaymentsPerAccount }, () => crypto.randomUUID());
    const started = [];
    for (const key of keys) {
      started.push(await buy(client, key));
      sandbox.clock.advance(minutes(1));
    }
    const refused = await failure(buy(client));
    expect(refused).toMatchObject({ status: 429, code: 'OPEN_PAYMENT_LIMIT' });
    // The oldest was started five minutes ago: it expires in 25.
    expect(refused.retryAfter).toBe(25 * 60);
    // The same purchase sent again (its Idempotency-Key) is no new payment.
    expect((await buy(client, keys[0])).payment._id).toBe(started[0]?.payment._id);
    // A finished payment is no longer open.
    await paymentPage.decide(started[1]?.redirectUrl ?? '', 'decline');
    await buy(client);
    expect((await failure(buy(client))).code).toBe('OPEN_PAYMENT_LIMIT');
    sandbox.clock.advance(minutes(25));
    await buy(client);
  });

  it('an unfinished payment leaves the store at the first write after its 30 minutes; paid ones and the transactions stay', async () => {
    const { client, email } = await newCustomer(sandbox);
    const userId = userOf(email);
    const paid = await buy(client);
    await paymentPage.enterCard(paid.redirectUrl, validCard);
    await paymentPage.decide(paid.redirectUrl, 'approve');
    const key = crypto.randomUUID();
    const open = await buy(client, key);
    const transactions = await wallet.listTransactions(client);
    expect(transactions.total).toBe(1);

    sandbox.clock.advance(minutes(29));
    await createProject((await newCustomer(sandbox)).client, { name: 'Anderswo', description: '', co2Emissions: 1, compensationPeriod: period });
    expect(data().payments.some((payment) => payment._id === open.payment._id)).toBe(true);

    sandbox.clock.advance(minutes(1));
    // Anyone's write sweeps it: here another customer's new project.
    await createProject((await newCustomer(sandbox)).client, { name: 'Anderswo', description: '', co2Emissions: 1, compensationPeriod: period });
    expect(data().payments.some((payment) => payment._id === open.payment._id)).toBe(false);
    expect(data().idempotency.some((record) => record.userId === userId && record.key === key)).toBe(false);
    expect((await failure(wallet.getPayment(client, { id: open.payment._id }))).status).toBe(404);
    expect((await wallet.getPayment(client, { id: paid.payment._id })).payment.status).toBe('succeeded');
    expect(await wallet.listTransactions(client)).toEqual(transactions);
    expect((await getProfile(client)).profile.wallet.tokensAvailable).toBe(1);
  });

  it(`keeps the newest ${defaultStoreCaps.failedPaymentsPerAccount} failed payments of an account`, async () => {
    const { client, email } = await newCustomer(sandbox);
    const userId = userOf(email);
    const ids: string[] = [];
    for (let index = 0; index < defaultStoreCaps.failedPaymentsPerAccount + 3; index += 1) {
      const started = await buy(client);
      await paymentPage.decide(started.redirectUrl, 'decline');
      ids.push(started.payment._id);
    }
    const kept = data()
      .payments.filter((payment) => payment.userId === userId)
      .map((payment) => payment._id);
    expect(kept).toEqual(ids.slice(3));
    expect((await wallet.getPayment(client, { id: ids.at(-1) ?? '' })).payment).toMatchObject({ status: 'failed', failureReason: 'declined' });
  });
});

describe('the caps’ messages', () => {
  it('name the caps in both languages, for the screens that show them (the project form, the checkout)', () => {
    const screens = [
      { de: projectsDe, en: projectsEn },
      { de: buyDe, en: buyEn },
    ];
    for (const language of ['de', 'en'] as const) {
      const t = createI18n(language, screens).getFixedT(language);
      const text = (code: string) => t(errorMessageKey(new ApiError({ kind: 'HTTP_ERROR', endpoint: 'POST /x', status: 409, code })) ?? '');
      expect(text('PROJECT_LIMIT')).toContain(String(defaultStoreCaps.projectsPerAccount));
      expect(text('OPEN_PAYMENT_LIMIT')).toContain(String(defaultStoreCaps.openPaymentsPerAccount));
      expect(text('OPEN_PAYMENT_LIMIT')).toContain(String(paymentTtlMs / 60_000));
    }
  });
});

describe('sessions per account', () => {
  it(`keeps the newest ${defaultStoreCaps.sessionsPerAccount}: logging in more often ends the oldest`, async () => {
    const { email, token: first } = await newCustomer(sandbox);
    const userId = userOf(email);
    let last = first;
    for (let index = 0; index < defaultStoreCaps.sessionsPerAccount + 5; index += 1)
      last = (await login(sandbox.client(), { email, password: 'Passw0rd-1' })).session.token;
    expect(data().sessions.filter((session) => session.userId === userId)).toHaveLength(defaultStoreCaps.sessionsPerAccount);
    expect((await failure(getProfile(sandbox.client({ token: first })))).status).toBe(401);
    await getProfile(sandbox.client({ token: last }));
  });
});

describe('saved cards per account', () => {
  it(`keeps the newest ${defaultStoreCaps.cardsPerAccount}, so the profile (at most 100) always answers`, async () => {
    const { client, email } = await newCustomer(sandbox);
    const userId = userOf(email);
    sandbox.sandbox.store.change((db) => {
      for (let index = 0; index < 150; index += 1)
        db.cards.push({ _id: `card_cap_${userId}_${index}`, userId, brand: 'Visa', last4: '4242', expiry: '12/30', nameOnCard: 'P' });
    });
    const { cards } = (await getProfile(client)).profile;
    expect(cards).toHaveLength(defaultStoreCaps.cardsPerAccount);
    expect(cards.at(-1)?._id).toBe(`card_cap_${userId}_149`);
  });
});

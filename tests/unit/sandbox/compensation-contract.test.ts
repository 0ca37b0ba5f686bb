import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '#shared/api/client';
import { certificateWaitMs } from '#shared/api/constants';
import type { ApiError } from '#shared/api/errors';
import { getCertificateStatus } from '#shared/api/endpoints/certificates';
import { getProfile } from '#shared/api/endpoints/profile';
import * as projects from '#shared/api/endpoints/projects';
import { listTransactions, utilize } from '#shared/api/endpoints/wallet';
import { buyTokens, newCustomer, rejectionOf, startTestSandbox, type TestSandbox } from '#tests/helpers/sandbox';

const delay = 30_000;
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ certificateDelayMs: delay });
});
afterAll(async () => {
  await sandbox.stop();
});

const failure = async (promise: Promise<unknown>) => (await rejectionOf(promise)) as ApiError;
const period = { startDate: '2026-01-01', endDate: '2026-12-31' };

/** A new customer with `tokens` in the wallet and a project of `emissions` t. */
async function customerWithProject(on: TestSandbox, tokens: number, emissions: number): Promise<{ client: ApiClient; token: string; projectId: string }> {
  const { client, token } = await newCustomer(on);
  await buyTokens(on, client, [{ productId: 'prod_muehlviertel', quantity: tokens }]);
  const { project } = await projects.createProject(client, { name: 'Fleet', description: '', co2Emissions: emissions, compensationPeriod: period });
  return { client, token, projectId: project._id };
}

describe('POST /wallet/utilize: the Idempotency-Key', () => {
  it('is required: without one, 400 IDEMPOTENCY_KEY_REQUIRED and nothing burned', async () => {
    const { client, token, projectId } = await customerWithProject(sandbox, 5, 3);
    const response = await sandbox.http('/wallet/utilize', {
      method: 'POST',
      headers: { lt: token, ln: 'en', 'content-type': 'application/json' },
      body: JSON.stringify({ projectId, amount: 2 }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REQUIRED', field: 'Idempotency-Key' });
    expect(await failure(utilize(client, { projectId, amount: 2 }, { idempotencyKey: '  ' }))).toMatchObject({ status: 400, code: 'IDEMPOTENCY_KEY_REQUIRED' });
    expect(await failure(utilize(client, { projectId, amount: 2 }, { idempotencyKey: 'k'.repeat(201) }))).toMatchObject({
      status: 400,
      code: 'IDEMPOTENCY_KEY_REQUIRED',
    });
    expect((await getProfile(client)).profile.wallet).toMatchObject({ tokensAvailable: 5, tokensSpent: 0 });
  });

  it('the same key and body twice burn once and answer the same; wallet, transactions and project count it once', async () => {
    const { client, projectId } = await customerWithProject(sandbox, 10, 6);
    const idempotencyKey = crypto.randomUUID();
    const first = await utilize(client, { projectId, amount: 4 }, { idempotencyKey });
    const again = await utilize(client, { projectId, amount: 4 }, { idempotencyKey });
    expect(again).toEqual(first);
    expect(first).toMatchObject({ outcome: 'partial', burned: 4, project: { co2Compensation: 4 }, wallet: { tokensAvailable: 6, tokensSpent: 4 } });
    expect((await getProfile(client)).profile.wallet).toMatchObject({ tokensAvailable: 6, tokensSpent: 4 });
    expect((await projects.getProject(client, { id: projectId })).project.co2Compensation).toBe(4);
    const { transactions } = await listTransactions(client, { type: 'compensation' });
    expect(transactions.map((transaction) => [transaction._id, transaction.totalAdded])).toEqual([[first.transaction._id, 4]]);
  });

  it('a retry of a full burn answers the same certificate; a new key burns anew', async () => {
    const { client, projectId } = await customerWithProject(sandbox, 10, 3);
    const idempotencyKey = crypto.randomUUID();
    const first = await utilize(client, { projectId, amount: 3 }, { idempotencyKey });
    expect(first.outcome).toBe('full');
    expect(await utilize(client, { projectId, amount: 3 }, { idempotencyKey })).toEqual(first);
    // A fresh key is a new burn: the project is compensated, so there is nothing left to burn.
    expect(await failure(utilize(client, { projectId, amount: 3 }, { idempotencyKey: crypto.randomUUID() }))).toMatchObject({
      status: 409,
      code: 'BURN_FAILED',
    });
    expect((await getProfile(client)).profile.wallet).toMatchObject({ tokensAvailable: 7, tokensSpent: 3 });
  });

  it('the same key with another body is 409 IDEMPOTENCY_CONFLICT and burns nothing', async () => {
    const { client, projectId } = await customerWithProject(sandbox, 10, 6);
    const idempotencyKey = crypto.randomUUID();
    await utilize(client, { projectId, amount: 2 }, { idempotencyKey });
    expect(await failure(utilize(client, { projectId, amount: 3 }, { idempotencyKey }))).toMatchObject({
      status: 409,
      code: 'IDEMPOTENCY_CONFLICT',
      field: 'Idempotency-Key',
    });
    const other = await projects.createProject(client, { name: 'Other', description: '', co2Emissions: 5, compensationPeriod: period });
    expect(await failure(utilize(client, { projectId: other.project._id, amount: 2 }, { idempotencyKey }))).toMatchObject({
      status: 409,
      code: 'IDEMPOTENCY_CONFLICT',
    });
    expect((await getProfile(client)).profile.wallet).toMatchObject({ tokensAvailable: 8, tokensSpent: 2 });
    expect((await listTransactions(client, { type: 'compensation' })).total).toBe(1);
  });

  it("keys are per customer: another customer's burn with the same key is their own", async () => {
    const one = await customerWithProject(sandbox, 5, 2);
    const two = await customerWithProject(sandbox, 5, 2);
    const idempotencyKey = crypto.randomUUID();
    const first = await utilize(one.client, { projectId: one.projectId, amount: 2 }, { idempotencyKey });
    const second = await utilize(two.client, { projectId: two.projectId, amount: 2 }, { idempotencyKey });
    expect(second.transaction._id).not.toBe(first.transaction._id);
    expect((await getProfile(two.client)).profile.wallet.tokensSpent).toBe(2);
  });
});

describe('GET /certificate/status', () => {
  it('goes burned → registered (half the delay) → ready, with the certificate once ready', async () => {
    const { client, projectId } = await customerWithProject(sandbox, 5, 2);
    const burnedAt = sandbox.clock.now().toISOString();
    const burn = await utilize(client, { projectId, amount: 2 }, { idempotencyKey: crypto.randomUUID() });
    const id = burn.certificate?.id ?? '';
    const readyAt = new Date(Date.parse(burnedAt) + delay).toISOString();
    const expectedBy = new Date(Date.parse(burnedAt) + certificateWaitMs).toISOString();
    // The burn's answer expects the certificate when its status does: the promise, not the sandbox's own delay.
    expect(burn.certificate).toEqual({ id, expectedBy });
    expect(await getCertificateStatus(client, { id })).toEqual({
      id,
      projectId,
      stage: 'burned',
      burnedAt,
      registeredAt: null,
      readyAt,
      expectedBy,
      overdue: false,
      certificate: null,
    });
    sandbox.clock.advance(delay / 2 - 1);
    expect((await getCertificateStatus(client, { id })).stage).toBe('burned');
    sandbox.clock.advance(1);
    expect(await getCertificateStatus(client, { id })).toMatchObject({
      stage: 'registered',
      registeredAt: new Date(Date.parse(burnedAt) + delay / 2).toISOString(),
      certificate: null,
    });
    sandbox.clock.advance(delay / 2 - 1);
    expect((await getCertificateStatus(client, { id })).stage).toBe('registered');
    sandbox.clock.advance(1);
    const ready = await getCertificateStatus(client, { id: id.toLowerCase() });
    expect(ready).toMatchObject({
      id,
      stage: 'ready',
      readyAt,
      overdue: false,
      certificate: { id, holder: 'Nora Neu', project: 'Fleet', co2Emitted: 2, co2Compensated: 2 },
    });
  });

  it("is 404 for someone else's certificate and for an unknown id, 401 without a session", async () => {
    const owner = await customerWithProject(sandbox, 5, 1);
    const id = (await utilize(owner.client, { projectId: owner.projectId, amount: 1 }, { idempotencyKey: crypto.randomUUID() })).certificate?.id ?? '';
    const stranger = await newCustomer(sandbox);
    expect(await failure(getCertificateStatus(stranger.client, { id }))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(await failure(getCertificateStatus(owner.client, { id: 'GFT-2026-NOSUCHID' }))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    // A seeded certificate of another account (the business demo user's).
    expect(await failure(getCertificateStatus(owner.client, { id: 'GFT-DEMO-PENDING' }))).toMatchObject({ status: 404 });
    expect(await failure(getCertificateStatus(sandbox.client(), { id }))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });
});

describe('GET /certificate/status past the 10 minutes', () => {
  let slow: TestSandbox;
  beforeAll(async () => {
    slow = await startTestSandbox({ certificateDelayMs: 20 * 60 * 1000 });
  });
  afterAll(async () => {
    await slow.stop();
  });

  it('is overdue once 10 minutes have passed without the certificate, and no longer once it is ready', async () => {
    const { client, projectId } = await customerWithProject(slow, 3, 1);
    const id = (await utilize(client, { projectId, amount: 1 }, { idempotencyKey: crypto.randomUUID() })).certificate?.id ?? '';
    slow.clock.advance(certificateWaitMs);
    // Registered at half of 20 minutes, exactly now; overdue only past the promise.
    expect(await getCertificateStatus(client, { id })).toMatchObject({ stage: 'registered', overdue: false });
    slow.clock.advance(1);
    expect(await getCertificateStatus(client, { id })).toMatchObject({ stage: 'registered', overdue: true, certificate: null });
    slow.clock.advance(10 * 60 * 1000);
    expect(await getCertificateStatus(client, { id })).toMatchObject({ stage: 'ready', overdue: false });
  });
});

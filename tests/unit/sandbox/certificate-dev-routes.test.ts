import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '#shared/api/client';
import { getCertificateStatus } from '#shared/api/endpoints/certificates';
import * as projects from '#shared/api/endpoints/projects';
import * as wallet from '#shared/api/endpoints/wallet';
import { newCustomer, paymentPage, startTestSandbox, type TestSandbox } from '#tests/helpers/sandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ certificateDelayMs: 30_000 });
});
afterAll(async () => {
  await sandbox.stop();
});

const post = (path: string, body: unknown) =>
  sandbox.http(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** A customer with `tokens` GFT and one project of `tonnes` t, compensated fully: its certificate id. */
async function fullBurn(client: ApiClient, tonnes = 2): Promise<string> {
  const started = await wallet.buyGft(
    client,
    { items: [{ productId: 'prod_muehlviertel', quantity: tonnes }], adminDonation: 0, card: { newCard: true }, returnUrl: 'http://localhost:5173/dashboard' },
    { idempotencyKey: crypto.randomUUID() },
  );
  await paymentPage.enterCard(started.redirectUrl, { nameOnCard: 'Nora Neu', cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvv: '123' });
  await paymentPage.decide(started.redirectUrl, 'approve');
  const { project } = await projects.createProject(client, {
    name: 'Dev routes',
    description: '',
    co2Emissions: tonnes,
    compensationPeriod: { startDate: '2026-01-01', endDate: '2026-12-31' },
  });
  const burned = await wallet.utilize(client, { projectId: project._id, amount: tonnes }, { idempotencyKey: crypto.randomUUID() });
  return burned.certificate?.id ?? '';
}

describe('POST /dev/certificate-delay', () => {
  it("sets one user's delay for their next burns; other users keep the sandbox's", async () => {
    const quick = await newCustomer(sandbox);
    const other = await newCustomer(sandbox);
    expect((await post('/dev/certificate-delay', { email: quick.email, ms: 4000 })).status).toBe(200);
    const quickId = await fullBurn(quick.client);
    const otherId = await fullBurn(other.client);
    const quickStatus = await getCertificateStatus(quick.client, { id: quickId });
    expect(quickStatus).toMatchObject({ stage: 'burned', overdue: false, certificate: null });
    expect(Date.parse(quickStatus.readyAt ?? '') - Date.parse(quickStatus.burnedAt)).toBe(4000);
    const otherStatus = await getCertificateStatus(other.client, { id: otherId });
    expect(Date.parse(otherStatus.readyAt ?? '') - Date.parse(otherStatus.burnedAt)).toBe(30_000);

    sandbox.clock.advance(2000);
    expect(await getCertificateStatus(quick.client, { id: quickId })).toMatchObject({ stage: 'registered' });
    sandbox.clock.advance(2000);
    expect((await getCertificateStatus(quick.client, { id: quickId })).stage).toBe('ready');
    expect((await getCertificateStatus(other.client, { id: otherId })).stage).toBe('burned');

    // null goes back to the sandbox's delay.
    expect((await post('/dev/certificate-delay', { email: quick.email, ms: null })).status).toBe(200);
    const later = await getCertificateStatus(quick.client, { id: await fullBurn(quick.client) });
    expect(Date.parse(later.readyAt ?? '') - Date.parse(later.burnedAt)).toBe(30_000);
  });

  it('refuses bad input and unknown users', async () => {
    expect((await post('/dev/certificate-delay', { email: 'nobody@test.example', ms: 10 })).status).toBe(404);
    expect((await post('/dev/certificate-delay', { email: 'demo@greenfee.example', ms: -1 })).status).toBe(400);
    expect((await post('/dev/certificate-delay', { ms: 10 })).status).toBe(400);
  });
});

describe('POST /dev/certificates/:id/age', () => {
  it('moves the burn, register and ready times back: the certificate is overdue past 10 minutes', async () => {
    const customer = await newCustomer(sandbox);
    await post('/dev/certificate-delay', { email: customer.email, ms: 60 * 60_000 });
    const id = await fullBurn(customer.client);
    const before = await getCertificateStatus(customer.client, { id });
    expect(before).toMatchObject({ stage: 'burned', overdue: false });
    const aged = await post(`/dev/certificates/${id}/age`, { minutes: 11 });
    expect(aged.status).toBe(200);
    const after = await getCertificateStatus(customer.client, { id });
    expect(Date.parse(before.burnedAt) - Date.parse(after.burnedAt)).toBe(11 * 60_000);
    expect(Date.parse(before.readyAt ?? '') - Date.parse(after.readyAt ?? '')).toBe(11 * 60_000);
    expect(after).toMatchObject({ stage: 'burned', overdue: true, certificate: null });
    // Aged past its ready time, it is ready (and no longer overdue).
    await post(`/dev/certificates/${id}/age`, { minutes: 50 });
    expect(await getCertificateStatus(customer.client, { id })).toMatchObject({ stage: 'ready', overdue: false, certificate: { id } });
  });

  it('refuses bad input and unknown certificates', async () => {
    expect((await post('/dev/certificates/GFT-NOPE/age', { minutes: 1 })).status).toBe(404);
    expect((await post('/dev/certificates/GFT-DEMO-VALID/age', { minutes: 'many' })).status).toBe(400);
  });
});

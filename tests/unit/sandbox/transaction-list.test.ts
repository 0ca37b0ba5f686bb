import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '#shared/api/errors';
import { getPayment, getTransaction, listTransactions } from '#shared/api/endpoints/wallet';
import { getProfile } from '#shared/api/endpoints/profile';
import { listMyProjects } from '#shared/api/endpoints/projects';
import type { Transaction } from '#shared/api/schemas/transaction';
import { seedEmails, seedManyCount } from '#demo/sandbox/seed-ids';
import { rejectionOf, startTestSandbox, type TestSandbox } from '#tests/helpers/sandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.stop();
});

async function everything(client: Parameters<typeof listTransactions>[0], filters: Parameters<typeof listTransactions>[1] = {}): Promise<Transaction[]> {
  const rows: Transaction[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await listTransactions(client, { ...filters, page, pageSize: 100 });
    rows.push(...answer.transactions);
    if (rows.length >= answer.total) return rows;
  }
}

describe('/transaction/list for the customer with 250 transactions', () => {
  it('pages through all of them newest first; wallet = bought − burned; every charge carries its payment figures and register link', async () => {
    const { client } = await sandbox.loggedIn(seedEmails.many);
    const rows = await everything(client);
    expect(rows).toHaveLength(seedManyCount);
    expect(rows.map((row) => row.number)).toEqual(Array.from({ length: seedManyCount }, (_, index) => seedManyCount - index));
    const dates = rows.map((row) => row.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const bought = rows.filter((row) => row.type === 'charge').reduce((sum, row) => sum + row.totalAdded, 0);
    const burned = rows.filter((row) => row.type === 'compensation').reduce((sum, row) => sum + row.totalAdded, 0);
    const { wallet } = (await getProfile(client)).profile;
    expect(wallet).toMatchObject({ tokensAvailable: bought - burned, tokensSpent: burned });
    const projects = (await listMyProjects(client)).projects;
    for (const project of projects) {
      expect(rows.filter((row) => row.projectId === project._id).reduce((sum, row) => sum + row.totalAdded, 0)).toBe(project.co2Compensation);
    }
    const charge = rows.find((row) => row.type === 'charge' && (row.adminDonation ?? 0) > 0);
    expect(charge?.paymentId).toBeTruthy();
    const { payment } = await getPayment(client, { id: charge?.paymentId ?? '' });
    expect(charge).toMatchObject({ net: payment.net, vat: payment.vat, adminDonation: payment.adminDonation, total: payment.total });
    expect(charge?.blockchainUrl).toBe(`${sandbox.url}/dev/register/${charge?.transactionId}`);
    expect((await sandbox.http(`/dev/register/${charge?.transactionId}`)).status).toBe(200);
    const compensation = rows.find((row) => row.type === 'compensation');
    expect(compensation).toMatchObject({ net: null, vat: null, adminDonation: null, total: null, price: null });
  });

  it('filters by day (inclusive, days in Vienna), with type and project, and pages the result', async () => {
    const { client } = await sandbox.loggedIn(seedEmails.many);
    const rows = await everything(client);
    const in2025 = rows.filter((row) => row.date >= '2025-01-01' && row.date < '2026-01-01');
    expect((await listTransactions(client, { from: '2025-01-01', to: '2025-12-31' })).total).toBe(in2025.length);
    const day = rows[10]?.date.slice(0, 10) ?? '';
    expect((await listTransactions(client, { from: day, to: day })).transactions.map((row) => row._id)).toEqual([rows[10]?._id]);
    const project = rows.find((row) => row.type === 'compensation')?.projectId ?? '';
    const combined = await everything(client, { type: 'compensation', projectId: project, from: '2025-01-01', to: '2025-12-31' });
    expect(combined.map((row) => row._id)).toEqual(in2025.filter((row) => row.projectId === project).map((row) => row._id));
    expect((await listTransactions(client, { type: 'charge', projectId: project })).total).toBe(0);
    expect((await listTransactions(client, { from: '2025-12-31', to: '2025-01-01' })).total).toBe(0);
  });

  it("refuses a day that is not one, and answers 403 for someone else's transaction", async () => {
    const { client } = await sandbox.loggedIn(seedEmails.many);
    const bad = (await rejectionOf(listTransactions(client, { from: '2025-02-30' }))) as ApiError;
    expect(bad.status).toBe(400);
    expect(((await rejectionOf(getTransaction(client, { id: 'trx_demo_1' }))) as ApiError).status).toBe(403);
  });
});

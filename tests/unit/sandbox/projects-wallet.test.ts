import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '#shared/api/contract';
import { getProfile, editProfile } from '#shared/api/endpoints/profile';
import * as projects from '#shared/api/endpoints/projects';
import { getCertificatePdf, validateCertificate } from '#shared/api/endpoints/certificates';
import { listProducts } from '#shared/api/endpoints/reference';
import * as wallet from '#shared/api/endpoints/wallet';
import type { ApiClient } from '#shared/api/client';
import type { ApiError } from '#shared/api/errors';
import type { ProjectInput } from '#shared/api/schemas/project';
import { newCustomer as signUp, paymentPage, rejectionOf, startTestSandbox, type TestSandbox } from '#tests/helpers/sandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ certificateDelayMs: 30_000 });
});
afterAll(async () => {
  await sandbox.stop();
});

const failure = async (promise: Promise<unknown>) => (await rejectionOf(promise)) as ApiError;
const period = { startDate: '2026-01-01', endDate: '2026-12-31' };

/** A new, empty account: its own wallet, projects and transactions. */
const newCustomer = async (): Promise<ApiClient> => (await signUp(sandbox)).client;

/** Buys with a new card through the stand-in payment page, as the browser would: follow redirectUrl, fill, press a button. */
async function buy(client: ApiClient, quantity: number, decision: 'approve' | 'decline', productId = 'prod_muehlviertel') {
  const started = await wallet.buyGft(
    client,
    { items: [{ productId, quantity }], adminDonation: 5, card: { newCard: true }, returnUrl: 'http://localhost:5173/dashboard/charge/result' },
    { idempotencyKey: crypto.randomUUID() },
  );
  const page = await fetch(started.redirectUrl);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Card number');
  expect(
    (
      await paymentPage.enterCard(started.redirectUrl, {
        nameOnCard: 'Nora Neu',
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/30',
        cvv: '123',
        saveCard: true,
      })
    ).status,
  ).toBe(303);
  const answer = await paymentPage.decide(started.redirectUrl, decision);
  expect(answer.status).toBe(303);
  return { payment: started.payment, location: new URL(answer.headers.get('location') ?? '') };
}

describe('projects', () => {
  it('creates, reads, edits, lists and deletes a project', async () => {
    const client = await newCustomer();
    expect((await projects.listMyProjects(client)).projects).toEqual([]);
    const created = await projects.createProject(client, { name: ' Bakery oven ', description: 'Gas oven', co2Emissions: 7.5, compensationPeriod: period });
    expect(created.project).toMatchObject({ name: 'Bakery oven', co2Emissions: 7.5, co2Compensation: 0, status: 'needs_compensation', certificateId: null });
    const id = created.project._id;
    expect((await projects.getProject(client, { id })).project.name).toBe('Bakery oven');
    await projects.editProject(client, { id, name: 'Bakery ovens', description: '', co2Emissions: 9, compensationPeriod: period });
    expect((await projects.updateMyProject(client)).projects.map((project) => [project.name, project.co2Emissions])).toEqual([['Bakery ovens', 9]]);
    await projects.deleteProject(client, { id });
    expect((await projects.listMyProjects(client)).projects).toEqual([]);
    expect((await failure(projects.getProject(client, { id }))).status).toBe(404);
  });

  it("refuses an end date before the start date and another user's project", async () => {
    const client = await newCustomer();
    const error = await failure(
      projects.createProject(client, { name: 'X', description: '', co2Emissions: 1, compensationPeriod: { startDate: '2026-05-01', endDate: '2026-04-01' } }),
    );
    expect(error.issues).toEqual([expect.objectContaining({ path: 'compensationPeriod.endDate', message: 'validation.endAfterStart' })]);
    expect(await failure(projects.deleteProject(client, { id: 'prj_demo_office' }))).toMatchObject({ status: 403, serverMessage: 'Access Error!' });
  });
});

describe('project bounds: the same message at the field as the form shows', () => {
  const input = (changes: Record<string, unknown>) =>
    ({ name: 'Bounds', description: '', co2Emissions: 12.5, compensationPeriod: period, ...changes }) as ProjectInput;

  it.each([
    ['zero emissions', { co2Emissions: 0 }, 'co2Emissions', 'validation.positive'],
    ['negative emissions', { co2Emissions: -3 }, 'co2Emissions', 'validation.positive'],
    ['letters for emissions', { co2Emissions: 'zwölf' }, 'co2Emissions', 'validation.number'],
    ['10^12 t', { co2Emissions: 1e12 }, 'co2Emissions', 'validation.co2Max'],
    ['grams', { co2Emissions: 12.0001 }, 'co2Emissions', 'validation.co2Decimals'],
    [
      'a period ending before it starts',
      { compensationPeriod: { startDate: '2026-05-01', endDate: '2026-04-30' } },
      'compensationPeriod.endDate',
      'validation.endAfterStart',
    ],
    ['a 10,000-character description', { description: 'x'.repeat(10_000) }, 'description', 'validation.tooLong?max=2000'],
  ])('%s: 400 with the message at its field, on create and on edit', async (_case, changes, path, message) => {
    const client = await newCustomer();
    const created = await failure(projects.createProject(client, input(changes)));
    expect(created.status).toBe(400);
    expect(created.issues).toEqual([expect.objectContaining({ path, message })]);
    const { project } = await projects.createProject(client, input({}));
    const edited = await failure(projects.editProject(client, { ...input(changes), id: project._id }));
    expect(edited.status).toBe(400);
    expect(edited.issues).toEqual([expect.objectContaining({ path, message })]);
  });

  it('accepts a period of one day and three decimals', async () => {
    const client = await newCustomer();
    const { project } = await projects.createProject(
      client,
      input({ co2Emissions: 0.125, compensationPeriod: { startDate: '2026-05-01', endDate: '2026-05-01' } }),
    );
    expect(project.co2Emissions).toBe(0.125);
  });
});

describe('projects with compensation', () => {
  it('an edit keeps the compensated tonnes and cannot go below them; deleting keeps the certificate verifiable', async () => {
    const client = await newCustomer();
    await buy(client, 20, 'approve');
    const { project } = await projects.createProject(client, { name: 'Hall', description: '', co2Emissions: 12.5, compensationPeriod: period });
    await wallet.utilize(client, { projectId: project._id, amount: 5 }, { idempotencyKey: crypto.randomUUID() });
    const below = await failure(
      projects.editProject(client, { id: project._id, name: 'Hall', description: '', co2Emissions: 4.5, compensationPeriod: period }),
    );
    expect(below.status).toBe(400);
    expect(below.issues).toEqual([expect.objectContaining({ path: 'co2Emissions', message: 'validation.belowCompensated?min=5' })]);
    const kept = await projects.editProject(client, { id: project._id, name: 'Hall B', description: '', co2Emissions: 5, compensationPeriod: period });
    expect(kept.project).toMatchObject({ name: 'Hall B', co2Emissions: 5, co2Compensation: 5, status: 'fully_compensated' });
    const edited = await projects.editProject(client, { id: project._id, name: 'Hall B', description: '', co2Emissions: 8, compensationPeriod: period });
    expect(edited.project).toMatchObject({ co2Compensation: 5, status: 'partly_compensated' });
    const full = await wallet.utilize(client, { projectId: project._id, amount: 10 }, { idempotencyKey: crypto.randomUUID() });
    const certificateId = full.certificate?.id ?? '';
    expect(certificateId).not.toBe('');
    await projects.deleteProject(client, { id: project._id });
    sandbox.clock.advance(30_001);
    expect(await validateCertificate(client, { certificateId })).toMatchObject({ status: 'valid', certificate: { project: 'Hall B', co2Compensated: 8 } });
    expect((await getCertificatePdf(client, { id: certificateId })).type).toBe('application/pdf');
  });

  it('lists the compensations of one project only (transaction list by projectId)', async () => {
    const client = await newCustomer();
    await buy(client, 10, 'approve');
    const one = (await projects.createProject(client, { name: 'One', description: '', co2Emissions: 3, compensationPeriod: period })).project;
    const two = (await projects.createProject(client, { name: 'Two', description: '', co2Emissions: 3, compensationPeriod: period })).project;
    await wallet.utilize(client, { projectId: one._id, amount: 1 }, { idempotencyKey: crypto.randomUUID() });
    await wallet.utilize(client, { projectId: two._id, amount: 2 }, { idempotencyKey: crypto.randomUUID() });
    await wallet.utilize(client, { projectId: one._id, amount: 2 }, { idempotencyKey: crypto.randomUUID() });
    const list = await wallet.listTransactions(client, { type: 'compensation', projectId: one._id });
    expect(list.total).toBe(2);
    expect(list.transactions.map((transaction) => [transaction.projectId, transaction.totalAdded])).toEqual([
      [one._id, 2],
      [one._id, 1],
    ]);
    expect((await wallet.listTransactions(client, { projectId: 'prj_demo_office' })).total).toBe(0);
  });
});

describe('buying', () => {
  it('creates a pending payment with net, 19 % VAT, donation and total, and the bank page completes it', async () => {
    const client = await newCustomer();
    const before = (await listProducts(client)).products.find((product) => product._id === 'prod_muehlviertel');
    const { payment, location } = await buy(client, 10, 'approve');
    expect(payment).toMatchObject({
      status: 'pending',
      amount: 10,
      net: 350,
      vatRate: 0.19,
      vat: 66.5,
      adminDonation: 5,
      total: 421.5,
      card: null,
      failureReason: null,
    });
    expect(location.pathname).toBe('/dashboard/charge/result');
    expect(Object.fromEntries(location.searchParams)).toEqual({ payment: payment._id, status: 'succeeded' });
    const { payment: done } = await wallet.getPayment(client, { id: payment._id });
    expect(done.status).toBe('succeeded');
    expect(done.orderNumber).toMatch(/^GF-\d{4}-\d{4}$/);
    expect(done.invoiceNumber).toMatch(/^RE-\d{4}-\d{4}$/);
    const profile = (await getProfile(client)).profile;
    expect(profile.wallet).toMatchObject({ tokensAvailable: 10, tokensSpent: 0 });
    expect(profile.cards).toEqual([expect.objectContaining({ last4: '4242', brand: 'Visa' })]);
    const after = (await listProducts(client)).products.find((product) => product._id === 'prod_muehlviertel');
    expect(after?.availableTokens).toBe((before?.availableTokens ?? 0) - 10);
    const { transactions } = await wallet.listTransactions(client);
    // The charge names the purchase by its order number (the invoice's) and carries the payment's VAT rate.
    expect(transactions).toEqual([
      expect.objectContaining({
        type: 'charge',
        totalAdded: 10,
        price: 35,
        total: 421.5,
        vatRate: 0.19,
        orderNumber: done.orderNumber,
        invoiceNumber: done.invoiceNumber,
        paymentId: payment._id,
        number: 1,
      }),
    ]);
    const invoice = await wallet.getInvoicePdf(client, { id: payment._id });
    expect(new TextDecoder('latin1').decode((await invoice.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('a declined payment changes nothing and reports failure', async () => {
    const client = await newCustomer();
    const { payment, location } = await buy(client, 3, 'decline');
    expect(location.searchParams.get('status')).toBe('failed');
    expect((await wallet.getPayment(client, { id: payment._id })).payment.status).toBe('failed');
    expect((await getProfile(client)).profile.wallet.tokensAvailable).toBe(0);
    expect((await failure(wallet.getInvoicePdf(client, { id: payment._id }))).status).toBe(404);
  });

  it("refuses a sold-out forest and someone else's saved card", async () => {
    const client = await newCustomer();
    const returnUrl = 'http://localhost:5173/x';
    const key = () => ({ idempotencyKey: crypto.randomUUID() });
    expect(
      await failure(wallet.buyGft(client, { items: [{ productId: 'prod_bayerwald', quantity: 1 }], card: { savedCardId: 'card_demo' }, returnUrl }, key())),
    ).toMatchObject({
      status: 409,
      code: 'INSUFFICIENT_STOCK',
    });
    expect(
      (await failure(wallet.buyGft(client, { items: [{ productId: 'prod_muehlviertel', quantity: 1 }], card: { savedCardId: 'card_demo' }, returnUrl }, key())))
        .code,
    ).toBe('BUY_FAILED');
  });
});

describe('burning', () => {
  it('refuses an empty wallet with the catalogue message', async () => {
    const client = await newCustomer();
    const { project } = await projects.createProject(client, { name: 'Trip', description: '', co2Emissions: 2, compensationPeriod: period });
    expect(await failure(wallet.utilize(client, { projectId: project._id, amount: 1 }, { idempotencyKey: crypto.randomUUID() }))).toMatchObject({
      status: 400,
      code: 'EMPTY_WALLET',
      serverMessage: 'Your wallet is empty, charge it with GFT first',
    });
  });

  it('compensates partly, then fully; the certificate is pending, then valid after the delay', async () => {
    const client = await newCustomer();
    await buy(client, 20, 'approve');
    const { project } = await projects.createProject(client, { name: 'Fleet', description: '', co2Emissions: 12.5, compensationPeriod: period });
    const partial = await wallet.utilize(client, { projectId: project._id, amount: 5 }, { idempotencyKey: crypto.randomUUID() });
    expect(partial).toMatchObject({
      outcome: 'partial',
      burned: 5,
      certificate: null,
      project: { status: 'partly_compensated', co2Compensation: 5 },
      wallet: { tokensAvailable: 15, tokensSpent: 5 },
    });
    expect(await failure(wallet.utilize(client, { projectId: project._id, amount: 16 }, { idempotencyKey: crypto.randomUUID() }))).toMatchObject({
      code: 'BURN_FAILED',
      field: 'amount',
    });
    const full = await wallet.utilize(client, { projectId: project._id, amount: 15 }, { idempotencyKey: crypto.randomUUID() });
    // 12.5 t need 13 whole tokens: 8 more, not 15.
    expect(full).toMatchObject({
      outcome: 'full',
      burned: 8,
      project: { status: 'fully_compensated', co2Compensation: 13 },
      wallet: { tokensAvailable: 7, tokensSpent: 13 },
    });
    const certificateId = full.certificate?.id ?? '';
    expect(full.project.certificateId).toBe(certificateId);
    expect(await validateCertificate(client, { certificateId })).toMatchObject({ status: 'pending' });
    expect(await failure(getCertificatePdf(client, { id: certificateId }))).toMatchObject({ status: 409, code: 'CERTIFICATE_NOT_READY' });
    sandbox.clock.advance(30_001);
    const valid = await validateCertificate(client, { certificateId });
    expect(valid.status).toBe('valid');
    if (valid.status === 'valid') {
      expect(valid.certificate).toMatchObject({ holder: 'Nora Neu', project: 'Fleet', co2Emitted: 12.5, co2Compensated: 13, period });
      expect(valid.certificate.supportedForests).toEqual([{ name: 'Mühlviertel mixed forest', location: 'Upper Austria, AT', amount: 13 }]);
      expect((await fetch(valid.certificate.blockchainUrl)).status).toBe(200);
    }
    expect((await getCertificatePdf(client, { id: certificateId })).type).toBe('application/pdf');
    expect(await failure(wallet.utilize(client, { projectId: project._id, amount: 1 }, { idempotencyKey: crypto.randomUUID() }))).toMatchObject({
      status: 409,
      code: 'BURN_FAILED',
    });
    const { transactions, total } = await wallet.listTransactions(client, { type: 'compensation' });
    expect(total).toBe(2);
    expect(transactions.map((transaction) => transaction.totalAdded)).toEqual([8, 5]);
    const detail = await wallet.getTransaction(client, { id: transactions[0]?._id ?? '' });
    expect(detail.transaction).toMatchObject({ type: 'compensation', certificateId, projectName: 'Fleet' });
  });
});

describe('profile, transactions and payments of the seeded demo user', () => {
  it('reads the profile with wallet and saved card, and edits it', async () => {
    const { client } = await sandbox.loggedIn('demo@greenfee.example');
    const { profile } = await getProfile(client);
    expect(profile.user).toMatchObject({ name: 'Dana', lastName: 'Demo', userType: 'private' });
    expect(profile.wallet.tokensAvailable).toBeGreaterThan(0);
    expect(profile.wallet.address).toMatch(/^0x[0-9a-f]{40}$/);
    const edited = await editProfile(client, {
      name: 'Dana',
      lastName: 'Demo',
      street: 'Neue Gasse',
      houseNumber: '5',
      zipCode: '4020',
      city: 'Linz',
      country: 'AT',
    });
    expect(edited.profile.user.street).toBe('Neue Gasse');
    expect(
      (await failure(editProfile(client, { name: '', lastName: 'Demo', street: 'x', houseNumber: '1', zipCode: '1', city: 'x', country: 'AT' }))).issues[0]
        ?.path,
    ).toBe('name');
  });

  it('refuses a country that is none, as sign-up does, and changes nothing', async () => {
    const { client } = await sandbox.loggedIn('business@greenfee.example');
    const before = (await getProfile(client)).profile.user;
    const address = { name: 'Bea', lastName: 'Business', street: 'Neue Gasse', houseNumber: '5', zipCode: '4020', city: 'Linz' };
    for (const country of ['XX', 'ZZ', 'EU']) {
      expect(await failure(editProfile(client, { ...address, country, companyName: 'Example Timber GmbH', taxID: 'ATU12345678' }))).toMatchObject({
        status: 400,
        code: 'PROFILE_UPDATE_FAILED',
        field: 'country',
      });
    }
    expect((await getProfile(client)).profile.user).toEqual(before);
  });

  it("pages transactions and refuses other users' records", async () => {
    const { client } = await sandbox.loggedIn('demo@greenfee.example');
    // The demo customer's eleven transactions, in pages of four: 4, 4 and 3.
    const first = await wallet.listTransactions(client, { page: 1, pageSize: 4 });
    expect(first).toMatchObject({ total: 11, page: 1, pageSize: 4 });
    expect(first.transactions).toHaveLength(4);
    expect((await wallet.listTransactions(client, { page: 3, pageSize: 4 })).transactions).toHaveLength(3);
    expect((await failure(wallet.listTransactions(client, { pageSize: 500 }))).code).toBe('VALIDATION');
    const business = (await sandbox.loggedIn('business@greenfee.example')).client;
    expect((await failure(wallet.getTransaction(business, { id: 'trx_demo_1' }))).serverMessage).toBe('Access Error!');
    expect((await failure(wallet.getPayment(business, { id: 'pay_demo_1' }))).serverMessage).toBe('Access Error!');
    expect((await failure(business.file(contract.getInvoicePdf, { id: 'pay_demo_1' }))).status).toBe(403);
  });
});

describe('the wallet in the public register', () => {
  it('the profile links the wallet address to its register page, which names the address and its tokens', async () => {
    const client = await newCustomer();
    const { wallet: mine } = (await getProfile(client)).profile;
    expect(mine.registerUrl).toBe(`${sandbox.url}/dev/register/address/${mine.address}`);
    const page = await fetch(mine.registerUrl ?? '');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(mine.address);
    expect(html).toContain('<td>Tokens held</td><td style="word-break:break-all">0</td>');
    expect((await fetch(`${sandbox.url}/dev/register/address/0x${'0'.repeat(40)}`)).status).toBe(404);
  });
});

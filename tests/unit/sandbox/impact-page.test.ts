import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editImpactSetting, getImpactSetting, getPublicImpact, listImpactPagesEndpoint } from '#shared/api/endpoints/impact';
import { deleteAccount } from '#shared/api/endpoints/auth';
import { getProfile } from '#shared/api/endpoints/profile';
import { listTransactions } from '#shared/api/endpoints/wallet';
import type { ApiError } from '#shared/api/errors';
import { impactListAnswerSchema } from '#shared/api/schemas/impact';
import { seedCertificates, seedEmails } from '#demo/sandbox/seed-ids';
import { newCustomer, rejectionOf, startTestSandbox, type TestSandbox } from '#tests/helpers/sandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.stop();
});

const failure = async (promise: Promise<unknown>) => (await rejectionOf(promise)) as ApiError;
const listed = async () => impactListAnswerSchema.parse(await (await sandbox.http(listImpactPagesEndpoint.path)).json()).pages.map((page) => page.name);
/** POST /impact/edit as sent by any client, past the client's own checks: the server must refuse what the schema refuses. */
const rawEdit = (token: string, body: unknown) =>
  sandbox.http('/impact/edit', { method: 'POST', headers: { 'content-type': 'application/json', lt: token }, body: JSON.stringify(body) });

describe('the public impact page: the owner’s setting', () => {
  it('is off, without a name, until the customer turns it on; the page of no name is 404', async () => {
    const { client } = await newCustomer(sandbox);
    expect(await getImpactSetting(client)).toEqual({ impactPage: { enabled: false, name: null, displayName: null } });
    expect(await failure(getPublicImpact(sandbox.client(), 'nobody-here'))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('needs a session to read or change', async () => {
    expect(await failure(getImpactSetting(sandbox.client()))).toMatchObject({ status: 401 });
    expect((await rawEdit('', { enabled: true, name: 'anyone' })).status).toBe(401);
  });

  it('turns on with a name, off again (404, gone from the list, the name kept), and on again at the same address', async () => {
    const { client } = await newCustomer(sandbox);
    expect(await editImpactSetting(client, { enabled: true, name: 'nora-neu' })).toEqual({
      impactPage: { enabled: true, name: 'nora-neu', displayName: null },
    });
    expect(await getPublicImpact(sandbox.client(), 'nora-neu')).toMatchObject({ name: 'nora-neu', tonnes: 0, months: [], forests: [], certificates: [] });
    expect(await listed()).toContain('nora-neu');

    expect(await editImpactSetting(client, { enabled: false })).toEqual({ impactPage: { enabled: false, name: 'nora-neu', displayName: null } });
    expect(await failure(getPublicImpact(sandbox.client(), 'nora-neu'))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(await listed()).not.toContain('nora-neu');

    expect(await editImpactSetting(client, { enabled: true, name: 'nora-neu' })).toEqual({
      impactPage: { enabled: true, name: 'nora-neu', displayName: null },
    });
    expect(await listed()).toContain('nora-neu');
  });

  it('shows the name its owner gives it: kept when an edit leaves it out, the page’s own name when emptied', async () => {
    const { client } = await newCustomer(sandbox, { business: { companyName: 'Profil Holz GmbH', taxID: 'ATU12345678' } });
    // Never taken from the profile: the page shows the account's company name only once the owner gives it.
    expect(await editImpactSetting(client, { enabled: true, name: 'profil-holz' })).toEqual({
      impactPage: { enabled: true, name: 'profil-holz', displayName: null },
    });
    expect((await getPublicImpact(sandbox.client(), 'profil-holz')).displayName).toBeNull();
    const named = await editImpactSetting(client, { enabled: true, name: 'profil-holz', displayName: '  Profil Holz & Söhne GmbH ' });
    expect(named.impactPage.displayName).toBe('Profil Holz & Söhne GmbH');
    expect((await getPublicImpact(sandbox.client(), 'profil-holz')).displayName).toBe('Profil Holz & Söhne GmbH');
    await editImpactSetting(client, { enabled: false });
    expect(await getImpactSetting(client)).toEqual({ impactPage: { enabled: false, name: 'profil-holz', displayName: 'Profil Holz & Söhne GmbH' } });
    await editImpactSetting(client, { enabled: true, name: 'profil-holz', displayName: '' });
    expect((await getPublicImpact(sandbox.client(), 'profil-holz')).displayName).toBeNull();
    // Too long, or more than one line: refused at the field.
    const { token } = await newCustomer(sandbox);
    for (const displayName of ['x'.repeat(81), 'Zwei\nZeilen']) {
      const answer = await rawEdit(token, { enabled: true, name: `zu-lang-${displayName.length}`, displayName });
      expect(answer.status, displayName).toBe(400);
      expect(JSON.stringify(await answer.json())).toContain('displayName');
    }
  });

  it('refuses a name another customer has, even while their page is off, at the field', async () => {
    const first = await newCustomer(sandbox);
    const second = await newCustomer(sandbox);
    await editImpactSetting(first.client, { enabled: true, name: 'holzbau-nord' });
    await editImpactSetting(first.client, { enabled: false });
    expect(await failure(editImpactSetting(second.client, { enabled: true, name: 'holzbau-nord' }))).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      field: 'name',
      issues: [expect.objectContaining({ path: 'name', message: 'validation.impactNameTaken' })],
    });
    expect(await getImpactSetting(second.client)).toEqual({ impactPage: { enabled: false, name: null, displayName: null } });
  });

  it.each([
    ['ab', 'validation.impactNameLength'],
    ['a'.repeat(41), 'validation.impactNameLength'],
    ['Nora-Neu', 'validation.impactNameChars'],
    ['nora_neu', 'validation.impactNameChars'],
    ['-nora', 'validation.impactNameChars'],
    ['nora--neu', 'validation.impactNameChars'],
    ['admin', 'validation.impactNameReserved'],
    ['greenfee', 'validation.impactNameReserved'],
  ])('refuses the name %j with %s at the field', async (name, message) => {
    const { token } = await newCustomer(sandbox);
    const answer = await rawEdit(token, { enabled: true, name });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ code: 'VALIDATION', issues: [expect.objectContaining({ path: 'name', message })] });
  });

  it('needs a name to turn on; off needs none', async () => {
    const { token } = await newCustomer(sandbox);
    expect(await (await rawEdit(token, { enabled: true })).json()).toMatchObject({
      issues: [expect.objectContaining({ path: 'name', message: 'validation.required' })],
    });
    expect((await rawEdit(token, { enabled: false })).status).toBe(200);
  });
});

describe('the public impact page: what anyone reads', () => {
  it('shows the seeded customer’s compensated tonnes by month and forest and the valid certificate, nothing else of the account', async () => {
    const { client } = await sandbox.loggedIn(seedEmails.demo);
    await editImpactSetting(client, { enabled: true, name: 'dana-demo' });
    const page = await getPublicImpact(sandbox.client(), 'dana-demo');
    const { profile } = await getProfile(client);

    const burns = (await listTransactions(client, { type: 'compensation', pageSize: 100 })).transactions;
    const burned = burns.reduce((sum, burn) => sum + burn.totalAdded, 0);
    expect(page.tonnes).toBe(burned);
    expect(page.months.reduce((sum, month) => sum + month.tonnes, 0)).toBe(burned);
    expect(page.forests.reduce((sum, forest) => sum + forest.tonnes, 0)).toBe(burned);
    expect(page.months.map((month) => month.month)).toEqual([...page.months.map((month) => month.month)].sort());
    // Per forest, what the burns took from each (the records: the answers of the transactions do not say).
    const perForest = new Map<string, number>();
    const userId = profile.user._id;
    for (const burn of sandbox.sandbox.store.data.transactions.filter((record) => record.userId === userId && record.type === 'compensation'))
      for (const lot of burn.forests ?? []) perForest.set(lot.productId, (perForest.get(lot.productId) ?? 0) + lot.amount);
    expect(Object.fromEntries(page.forests.map((forest) => [forest.productId, forest.tonnes]))).toEqual(Object.fromEntries(perForest));
    expect(page.certificates).toEqual([expect.objectContaining({ id: seedCertificates.valid, project: 'Heizung Wohnung 2025', tonnes: 12 })]);

    const text = JSON.stringify(page);
    for (const secret of [profile.user.email, profile.wallet.address, profile.user.lastName, profile.user.street]) expect(text).not.toContain(secret);
    expect(Object.keys(page).sort()).toEqual(['certificates', 'displayName', 'forests', 'months', 'name', 'tonnes']);
    expect(text).not.toMatch(/price|total|net|vat|email|wallet|holder/i);
  });

  it('names the forests in the request’s language', async () => {
    const { client } = await sandbox.loggedIn(seedEmails.demo);
    await editImpactSetting(client, { enabled: true, name: 'dana-demo' });
    const german = await getPublicImpact(sandbox.client({ language: 'de' }), 'dana-demo');
    const english = await getPublicImpact(sandbox.client({ language: 'en' }), 'dana-demo');
    expect(german.forests.map((forest) => forest.name)).toContain('Mischwald im Mühlviertel');
    expect(english.forests.map((forest) => forest.name)).toContain('Mühlviertel mixed forest');
  });

  it('lists only certificates that are valid now: not an expired one, not one under review', async () => {
    const { client } = await sandbox.loggedIn(seedEmails.business);
    await editImpactSetting(client, { enabled: true, name: 'laerchenfeld' });
    const ids = (await getPublicImpact(sandbox.client(), 'laerchenfeld')).certificates.map((certificate) => certificate.id);
    expect(ids).not.toContain(seedCertificates.expired);
    expect(ids).not.toContain(seedCertificates.pending);
  });

  it('a page of a deleted account is gone', async () => {
    const { client } = await newCustomer(sandbox);
    await editImpactSetting(client, { enabled: true, name: 'soon-gone' });
    await deleteAccount(client);
    expect(await failure(getPublicImpact(sandbox.client(), 'soon-gone'))).toMatchObject({ status: 404 });
  });

  it('draws the page’s Open Graph picture as a PNG of 1200 × 630 px, in the language asked; none for a page that is off', async () => {
    const { client } = await newCustomer(sandbox);
    await editImpactSetting(client, { enabled: true, name: 'picture-test' });
    const answers = await Promise.all(['de', 'en'].map((lang) => sandbox.http(`/impact/og.png?name=picture-test&lang=${lang}`)));
    const pictures: Buffer[] = [];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/png');
      expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
      const png = Buffer.from(await answer.arrayBuffer());
      expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      expect(png.toString('latin1', 12, 16)).toBe('IHDR');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
      pictures.push(png);
    }
    // The two languages' words differ, so do the pictures.
    expect(pictures[0]?.equals(pictures[1] ?? Buffer.alloc(0))).toBe(false);
    await editImpactSetting(client, { enabled: false });
    expect((await sandbox.http('/impact/og.png?name=picture-test')).status).toBe(404);
    expect((await sandbox.http('/impact/og.png?name=Not_A_Name')).status).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import * as auth from '#shared/api/endpoints/auth';
import { getProfile } from '#shared/api/endpoints/profile';

import type { ApiError } from '#shared/api/errors';
import { registration, rejectionOf, startTestSandbox, uniqueEmail, type TestSandbox } from '#tests/helpers/sandbox';
import { mailedField } from '#tests/helpers/mailbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.stop();
});

const failure = async (promise: Promise<unknown>) => (await rejectionOf(promise)) as ApiError;

describe('registration', () => {
  it('registers, verifies the mailed code, finalizes and logs in (private)', async () => {
    const client = sandbox.client();
    const email = uniqueEmail('private');
    expect((await auth.register(client, registration(email))).email).toBe(email);
    const code = await mailedField(sandbox.url, email, 'code');
    expect(code).toMatch(/^\d{6}$/);
    expect(await failure(auth.login(client, { email, password: 'Str0ng-Password' }))).toMatchObject({ status: 403, code: 'EMAIL_UNVERIFIED' });
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await failure(auth.verifyToken(client, { email, code: wrong }))).toMatchObject({ code: 'TOKEN_NOT_VERIFIED', field: 'code' });
    expect(await auth.verifyToken(client, { email, code })).toMatchObject({ verified: true });
    await auth.finalizeRegister(client, { email, code });
    const login = await auth.login(client, { email, password: 'Str0ng-Password' });
    expect(login.user).toMatchObject({ name: 'Erika', lastName: 'Muster', userType: 'private', status: 1, email });
    expect(login.session.token).toMatch(/^gft1\./);
  });

  it('registers a business with company name, position and tax ID', async () => {
    const client = sandbox.client();
    const email = uniqueEmail('business');
    await auth.register(client, registration(email, { accountType: 'business', companyName: 'Holz AG', position: 'CEO', taxID: 'ATU99999999' }));
    const code = await mailedField(sandbox.url, email, 'code');
    await auth.verifyToken(client, { email, code });
    await auth.finalizeRegister(client, { email, code });
    const { client: loggedIn } = await sandbox.loggedIn(email, 'Str0ng-Password');
    expect((await getProfile(loggedIn)).profile.user).toMatchObject({ userType: 'business', companyName: 'Holz AG', position: 'CEO', taxID: 'ATU99999999' });
  });

  it('refuses a business without company data, a missing terms agreement and mismatched passwords', async () => {
    const client = sandbox.client();
    const error = await failure(auth.register(client, registration(uniqueEmail(), { accountType: 'business' })));
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION' });
    expect(error.issues.map((issue) => issue.path).sort()).toEqual(['companyName', 'position', 'taxID']);
    const terms = await failure(auth.register(client, { ...registration(uniqueEmail()), termsAgreement: false as true }));
    expect(terms.issues).toEqual([expect.objectContaining({ path: 'termsAgreement', message: 'validation.terms' })]);
    const mismatch = await failure(auth.register(client, registration(uniqueEmail(), { confirmPassword: 'other-password' })));
    expect(mismatch.issues).toEqual([expect.objectContaining({ path: 'confirmPassword', message: 'validation.passwordMatch' })]);
  });

  it('answers "Email already exists" and "Email exists, verify please"', async () => {
    const client = sandbox.client();
    expect(await failure(auth.register(client, registration('demo@greenfee.example')))).toMatchObject({
      status: 409,
      code: 'EMAIL_EXISTS',
      serverMessage: 'Email already exists',
    });
    expect(await failure(auth.register(client, registration('unverified@greenfee.example')))).toMatchObject({
      status: 409,
      code: 'EMAIL_UNVERIFIED',
      serverMessage: 'Email exists, verify please',
    });
  });

  it('resends a code, and only the newest one counts', async () => {
    const client = sandbox.client();
    const email = uniqueEmail('resend');
    await auth.register(client, registration(email));
    const first = await mailedField(sandbox.url, email, 'code');
    await auth.verifyToken(client, { email, resend: true });
    expect(await sandbox.mailbox(email)).toHaveLength(2);
    const second = await mailedField(sandbox.url, email, 'code');
    if (first !== second) expect((await failure(auth.verifyToken(client, { email, code: first }))).code).toBe('TOKEN_NOT_VERIFIED');
    expect((await auth.verifyToken(client, { email, code: second })).verified).toBe(true);
  });

  it('fails verification and finalization for unknown or unverified registrations', async () => {
    const client = sandbox.client();
    expect((await failure(auth.verifyToken(client, { email: uniqueEmail('nobody'), code: '123456' }))).code).toBe('VERIFY_TOKEN_FAILED');
    expect((await failure(auth.finalizeRegister(client, { email: 'unverified@greenfee.example', code: '123456' }))).code).toBe('FINALIZE_REGISTER_FAILED');
  });

  it('lets a code expire', async () => {
    const client = sandbox.client();
    const email = uniqueEmail('expiry');
    await auth.register(client, registration(email));
    const code = await mailedField(sandbox.url, email, 'code');
    sandbox.clock.advance(31 * 60 * 1000);
    expect((await failure(auth.verifyToken(client, { email, code }))).code).toBe('TOKEN_NOT_VERIFIED');
  });
});

describe('login', () => {
  it('answers with user and session.token', async () => {
    const answer = await auth.login(sandbox.client(), { email: 'Demo@GreenFee.example ', password: 'Demo-Passw0rd!' });
    expect(answer.user).toMatchObject({ _id: 'usr_demo', name: 'Dana', lastName: 'Demo', country: { _id: 'AT', names: { de: 'Österreich', en: 'Austria' } } });
    expect(answer.session.token.length).toBeGreaterThan(20);
  });

  it('answers "Wrong credentials", "User is not active" and "Email exists, verify please"', async () => {
    const client = sandbox.client();
    expect(await failure(auth.login(client, { email: 'demo@greenfee.example', password: 'nope' }))).toMatchObject({ status: 401, code: 'WRONG_CREDENTIALS' });
    expect(await failure(auth.login(client, { email: uniqueEmail(), password: 'whatever' }))).toMatchObject({ status: 401, code: 'WRONG_CREDENTIALS' });
    expect(await failure(auth.login(client, { email: 'inactive@greenfee.example', password: 'Demo-Passw0rd!' }))).toMatchObject({
      status: 403,
      code: 'USER_NOT_ACTIVE',
    });
    expect(await failure(auth.login(client, { email: 'unverified@greenfee.example', password: 'Demo-Passw0rd!' }))).toMatchObject({
      status: 403,
      code: 'EMAIL_UNVERIFIED',
    });
  });

  it('ends sessions that the provider revokes or that expire', async () => {
    const { client } = await sandbox.loggedIn('demo@greenfee.example');
    await getProfile(client);
    const revoke = await sandbox.http('/dev/sessions/revoke', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@greenfee.example' }),
    });
    expect(((await revoke.json()) as { revoked: number }).revoked).toBeGreaterThan(0);
    expect(await failure(getProfile(client))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    const { client: second } = await sandbox.loggedIn('demo@greenfee.example');
    sandbox.clock.advance(13 * 60 * 60 * 1000);
    expect((await failure(getProfile(second))).status).toBe(401);
  });
});

describe('passwords and account deletion', () => {
  async function freshUser() {
    const email = uniqueEmail('pw');
    const client = sandbox.client();
    await auth.register(client, registration(email));
    const code = await mailedField(sandbox.url, email, 'code');
    await auth.verifyToken(client, { email, code });
    await auth.finalizeRegister(client, { email, code });
    return email;
  }

  it('forgot password mails a new password; the old one works until the mailed one is used, then the user sets an own one', async () => {
    const email = await freshUser();
    const client = sandbox.client();
    await auth.forgotPassword(client, { email });
    const mailed = await mailedField(sandbox.url, email, 'password');
    // Anyone may ask for a reset of any address: that alone must not lock the owner out.
    const { client: owner } = await sandbox.loggedIn(email, 'Str0ng-Password');
    const { client: loggedIn } = await sandbox.loggedIn(email, mailed);
    expect((await failure(auth.login(client, { email, password: 'Str0ng-Password' }))).code).toBe('WRONG_CREDENTIALS');
    // The reset ended every other session.
    expect((await failure(getProfile(owner))).status).toBe(401);
    await getProfile(loggedIn);
    expect(await failure(auth.setPassword(loggedIn, { currentPassword: 'wrong', password: 'Brand-new-1', confirmPassword: 'Brand-new-1' }))).toMatchObject({
      code: 'PASSWORD_CHANGE_FAILED',
    });
    await auth.setPassword(loggedIn, { currentPassword: mailed, password: 'Brand-new-1', confirmPassword: 'Brand-new-1' });
    await sandbox.loggedIn(email, 'Brand-new-1');
  });

  it('forgot password answers the same for unknown addresses and mails nothing', async () => {
    const email = uniqueEmail('unknown');
    expect((await auth.forgotPassword(sandbox.client(), { email })).message).toMatch(/new password/);
    expect(await sandbox.mailbox(email)).toEqual([]);
  });

  it('deletes an account (a GET) and the user cannot log in any more', async () => {
    const email = await freshUser();
    const { client } = await sandbox.loggedIn(email, 'Str0ng-Password');
    await auth.deleteAccount(client);
    expect((await failure(getProfile(client))).status).toBe(401);
    expect((await failure(auth.login(sandbox.client(), { email, password: 'Str0ng-Password' }))).code).toBe('WRONG_CREDENTIALS');
    expect((await failure(auth.deleteAccount(sandbox.client()))).status).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import * as auth from '#shared/api/endpoints/auth';
import * as meetings from '#shared/api/endpoints/meetings';
import { getProfile } from '#shared/api/endpoints/profile';

import type { ApiError } from '#shared/api/errors';
import { activeUser, registeredUser, rejectionOf, startTestSandbox, uniqueEmail, type TestSandbox } from '#tests/helpers/sandbox';
import { mailedField } from '#tests/helpers/mailbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.stop();
});

const failure = async (promise: Promise<unknown>) => (await rejectionOf(promise)) as ApiError;
const password = 'Str0ng-Password';
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

const registered = (email = uniqueEmail('sec')) => registeredUser(sandbox, password, email);

describe('logout', () => {
  it('ends the session at the server: the token no longer works, other sessions do', async () => {
    const email = await activeUser(sandbox, password);
    const { client, token } = await sandbox.loggedIn(email, password);
    const { client: other } = await sandbox.loggedIn(email, password);
    expect(await auth.logout(sandbox.client(), token)).toEqual({ message: 'Logged out' });
    expect((await failure(getProfile(client))).status).toBe(401);
    await getProfile(other);
    expect((await failure(auth.logout(sandbox.client(), token))).status).toBe(401);
  });
});

describe('changing the password', () => {
  it('ends every other session of the user and keeps the current one', async () => {
    const email = await activeUser(sandbox, password);
    const { client: current } = await sandbox.loggedIn(email, password);
    const { client: other } = await sandbox.loggedIn(email, password);
    await auth.setPassword(current, { currentPassword: password, password: 'Brand-new-1', confirmPassword: 'Brand-new-1' });
    await getProfile(current);
    expect((await failure(getProfile(other))).status).toBe(401);
  });

  it('drops a mailed password that was never used', async () => {
    const email = await activeUser(sandbox, password);
    await auth.forgotPassword(sandbox.client(), { email });
    const mailed = await mailedField(sandbox.url, email, 'password');
    const { client } = await sandbox.loggedIn(email, password);
    await auth.setPassword(client, { currentPassword: password, password: 'Brand-new-1', confirmPassword: 'Brand-new-1' });
    expect((await failure(auth.login(sandbox.client(), { email, password: mailed }))).code).toBe('WRONG_CREDENTIALS');
  });
});

describe('e-mail codes cannot be guessed', () => {
  it('the sign-up code is spent after five wrong entries, even for the right code, until a new one is sent', async () => {
    const { email, code } = await registered();
    const client = sandbox.client();
    for (let attempt = 1; attempt < 5; attempt += 1) {
      expect(await failure(auth.verifyToken(client, { email, code: wrongCode(code) }))).toMatchObject({
        status: 400,
        code: 'TOKEN_NOT_VERIFIED',
        field: 'code',
      });
    }
    expect(await failure(auth.verifyToken(client, { email, code: wrongCode(code) }))).toMatchObject({ status: 429, code: 'CODE_SPENT', field: 'code' });
    expect(await failure(auth.verifyToken(client, { email, code }))).toMatchObject({ status: 429, code: 'CODE_SPENT' });
    await auth.verifyToken(client, { email, resend: true });
    const fresh = await mailedField(sandbox.url, email, 'code');
    expect(await auth.verifyToken(client, { email, code: fresh })).toMatchObject({ verified: true });
    await auth.finalizeRegister(client, { email, code: fresh });
  });

  it('wrong codes at the finalization count too', async () => {
    const { email, code } = await registered();
    const client = sandbox.client();
    await auth.verifyToken(client, { email, code });
    for (let attempt = 1; attempt < 5; attempt += 1)
      expect((await failure(auth.finalizeRegister(client, { email, code: wrongCode(code) }))).code).toBe('FINALIZE_REGISTER_FAILED');
    expect((await failure(auth.finalizeRegister(client, { email, code: wrongCode(code) }))).code).toBe('CODE_SPENT');
    expect((await failure(auth.finalizeRegister(client, { email, code }))).code).toBe('CODE_SPENT');
  });

  it('the meeting code is spent after five wrong entries', async () => {
    const client = sandbox.client();
    const ownerEmail = uniqueEmail('owner');
    const { meetingId } = await meetings.setMeeting(client, {
      ownerName: 'Franz Förster',
      ownerEmail,
      projectName: 'Hochwald',
      plannedStartDate: '2027-01-01',
      expirationDate: '2042-01-01',
      projectGoal: 'Stock increase',
      partners: '',
      country: 'AT',
      forestSubDistrict: 'Freistadt',
      locationName: 'Hochwald',
      latitude: 48.5,
      longitude: 14.5,
      standSize: 12.5,
      standAge: 60,
      scheduleDate: '2026-11-23',
      scheduleTime: '14:00',
      document: null,
      privacyConsent: true,
    });
    const code = await mailedField(sandbox.url, ownerEmail, 'code');
    for (let attempt = 1; attempt < 5; attempt += 1)
      expect((await failure(meetings.validateMeetingEmail(client, { meetingId, code: wrongCode(code) }))).code).toBe('TOKEN_NOT_VERIFIED');
    expect(await failure(meetings.validateMeetingEmail(client, { meetingId, code: wrongCode(code) }))).toMatchObject({
      status: 429,
      code: 'CODE_SPENT',
      field: 'code',
    });
    expect((await failure(meetings.validateMeetingEmail(client, { meetingId, code }))).code).toBe('CODE_SPENT');
    await meetings.validateMeetingEmail(client, { meetingId, resend: true });
    expect(await meetings.validateMeetingEmail(client, { meetingId, code: await mailedField(sandbox.url, ownerEmail, 'code') })).toMatchObject({
      verified: true,
    });
  });
});

describe('login throttling', () => {
  it('after five failures an address waits, told how long, then may log in again; other addresses are not affected', async () => {
    const email = await activeUser(sandbox, password);
    const other = await activeUser(sandbox, password);
    const client = sandbox.client();
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await failure(auth.login(client, { email, password: 'wrong-one' }))).code).toBe('WRONG_CREDENTIALS');
    sandbox.clock.advance(60_000);
    const throttled = await failure(auth.login(client, { email, password }));
    expect(throttled).toMatchObject({
      status: 429,
      code: 'LOGIN_THROTTLED',
      retryAfter: 14 * 60,
      serverMessage: expect.stringMatching(/Try again in 14 minutes/),
    });
    const raw = await sandbox.http('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(raw.headers.get('retry-after')).toBe(String(14 * 60));
    await sandbox.loggedIn(other, password);
    sandbox.clock.advance(14 * 60_000 + 1);
    await sandbox.loggedIn(email, password);
  });

  it('throttles unknown addresses alike, so the answer tells nothing about which exist', async () => {
    const email = uniqueEmail('nobody');
    for (let attempt = 0; attempt < 5; attempt += 1) await failure(auth.login(sandbox.client(), { email, password }));
    expect((await failure(auth.login(sandbox.client(), { email, password }))).code).toBe('LOGIN_THROTTLED');
  });
});

describe('answers with personal data are kept in no cache', () => {
  it('the certificate and invoice PDFs, session answers and errors carry Cache-Control: no-store; public files keep their own rule', async () => {
    const { token } = await sandbox.loggedIn('demo@greenfee.example', 'Demo-Passw0rd!');
    const asDemo = { headers: { lt: token, ln: 'en' } };
    const answers = {
      certificatePdf: await sandbox.http('/certificate/get?id=GFT-DEMO-VALID'),
      invoicePdf: await sandbox.http('/payment/invoice/pdf?id=pay_demo_1', asDemo),
      profile: await sandbox.http('/profile/get', asDemo),
      certificateStatus: await sandbox.http('/certificate/status?id=GFT-DEMO-VALID', asDemo),
      noSession: await sandbox.http('/profile/get'),
      notFound: await sandbox.http('/certificate/get?id=GFT-NONE'),
    };
    expect(answers.certificatePdf.headers.get('content-type')).toBe('application/pdf');
    expect(answers.invoicePdf.headers.get('content-type')).toBe('application/pdf');
    expect(answers.noSession.status).toBe(401);
    expect(Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, answer.headers.get('cache-control')]))).toEqual({
      certificatePdf: 'no-store',
      invoicePdf: 'no-store',
      profile: 'no-store',
      certificateStatus: 'no-store',
      noSession: 'no-store',
      notFound: 'no-store',
    });
    const image = sandbox.sandbox.store.data.media.find((entry) => entry.type.startsWith('image/'));
    expect((await sandbox.http(`/media/get?hash=${image?.hash ?? ''}`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

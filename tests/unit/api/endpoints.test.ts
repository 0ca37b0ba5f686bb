import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '#shared/api/client';
import { contract } from '#shared/api/contract';
import * as auth from '#shared/api/endpoints/auth';
import * as media from '#shared/api/endpoints/media';
import * as profile from '#shared/api/endpoints/profile';
import * as projects from '#shared/api/endpoints/projects';
import * as certificates from '#shared/api/endpoints/certificates';
import * as leads from '#shared/api/endpoints/leads';
import * as meetings from '#shared/api/endpoints/meetings';
import * as support from '#shared/api/endpoints/support';
import * as reference from '#shared/api/endpoints/reference';
import * as wallet from '#shared/api/endpoints/wallet';
import * as report from '#shared/api/endpoints/report';
import * as impact from '#shared/api/endpoints/impact';
import { startTestSandbox, type TestSandbox } from '#tests/helpers/sandbox';

/** SPEC.md section 7, copied by hand: the test must not read the table it checks. */
const specTable = [
  ['POST', '/auth/register'],
  ['POST', '/auth/login'],
  ['POST', '/auth/verifyToken'],
  ['POST', '/auth/finalizeRegister'],
  ['POST', '/auth/forgotPassword'],
  ['POST', '/auth/setPassword'],
  ['GET', '/account/delete'],
  ['GET', '/country/list'],
  ['GET', '/project/mine'],
  ['GET', '/project/mine'],
  ['GET', '/project/get'],
  ['POST', '/project/create'],
  ['POST', '/project/edit'],
  ['POST', '/project/delete'],
  ['GET', '/product/list'],
  ['POST', '/buy/buyGft'],
  ['POST', '/wallet/utilize'],
  ['GET', '/profile/get'],
  ['POST', '/profile/edit'],
  ['GET', '/transaction/list'],
  ['GET', '/transaction/get'],
  ['GET', '/payment/get'],
  ['GET', '/landing'],
  ['POST', '/certificate/validate'],
  ['POST', '/lead/submit'],
  ['GET', '/meeting/valid-time/get'],
  ['POST', '/meeting/set'],
  ['POST', '/meeting/validate-email'],
] as const;
const definedNotCalled = [
  ['POST', '/support/sendEmail'],
  ['GET', '/media/get'],
  ['POST', '/upload-pdf'],
  ['POST', '/upload-image'],
  ['GET', '/payment/invoice/pdf'],
  ['GET', '/certificate/get'],
] as const;
/** Calls that SPEC.md does not have (docs/api-contract.md, "Extensions"). */
const extensions = [
  ['POST', '/auth/logout'],
  ['GET', '/certificate/status'],
  ['GET', '/wallet/token-indexes'],
  ['GET', '/health'],
  ['GET', '/product/monitoring'],
  ['GET', '/report/e1-7'],
  ['GET', '/report/e1-7/pdf'],
  ['GET', '/impact/get'],
  ['POST', '/impact/edit'],
  ['GET', '/impact/public'],
  ['GET', '/impact/list'],
  ['GET', '/impact/og.png'],
] as const;

let sandbox: TestSandbox;
let token = '';
beforeAll(async () => {
  sandbox = await startTestSandbox();
  token = (await sandbox.loggedIn('demo@greenfee.example')).token;
});
afterAll(async () => {
  await sandbox.stop();
});

describe('the contract', () => {
  it('has the 28 calls of SPEC section 7, the six defined-but-uncalled paths and the twelve extensions (logout, certificate status, token indexes, health, forest monitoring, the E1-7 report and its PDF, the impact page’s five), with their methods', () => {
    const table = Object.values(contract)
      .map((endpoint) => `${endpoint.method} ${endpoint.path}`)
      .sort();
    expect(table).toEqual([...specTable, ...definedNotCalled, ...extensions].map(([method, path]) => `${method} ${path}`).sort());
    expect(Object.keys(contract)).toHaveLength(46);
  });
});

describe('every endpoint function', () => {
  it('hits the path and method of the table', async () => {
    const requests: string[] = [];
    const recording: typeof fetch = (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      requests.push(`${request.method} ${new URL(request.url).pathname}`);
      return fetch(input, init);
    };
    const client: ApiClient = createApiClient({ baseUrl: sandbox.url, getToken: () => token, fetch: recording, log: () => {} });
    const pdf = new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' });
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], { type: 'image/png' });
    // Each call is made for its request; whether the sandbox accepts this particular input does not matter here.
    const calls: [string, () => Promise<unknown>][] = [
      [
        'POST /auth/register',
        () =>
          auth.register(client, {
            name: 'A',
            surname: 'B',
            street: 'S',
            houseNumber: '1',
            zipCode: '1',
            city: 'C',
            country: 'AT',
            email: 'x@y.example',
            password: 'Passw0rd!',
            confirmPassword: 'Passw0rd!',
            termsAgreement: true,
          }),
      ],
      ['POST /auth/login', () => auth.login(client, { email: 'demo@greenfee.example', password: 'wrong' })],
      ['POST /auth/verifyToken', () => auth.verifyToken(client, { email: 'x@y.example', code: '000000' })],
      ['POST /auth/finalizeRegister', () => auth.finalizeRegister(client, { email: 'x@y.example', code: '000000' })],
      ['POST /auth/forgotPassword', () => auth.forgotPassword(client, { email: 'nobody@y.example' })],
      ['POST /auth/setPassword', () => auth.setPassword(client, { currentPassword: 'wrong', password: 'Passw0rd!', confirmPassword: 'Passw0rd!' })],
      ['GET /country/list', () => reference.listCountries(client)],
      ['GET /project/mine', () => projects.listMyProjects(client)],
      ['GET /project/mine', () => projects.updateMyProject(client)],
      ['GET /project/get', () => projects.getProject(client, { id: 'prj_demo_office' })],
      [
        'POST /project/create',
        () =>
          projects.createProject(client, {
            name: 'P',
            description: '',
            co2Emissions: 1,
            compensationPeriod: { startDate: '2026-01-01', endDate: '2026-12-31' },
          }),
      ],
      [
        'POST /project/edit',
        () =>
          projects.editProject(client, {
            id: 'prj_demo_fleet',
            name: 'Fleet',
            description: '',
            co2Emissions: 30,
            compensationPeriod: { startDate: '2026-01-01', endDate: '2026-12-31' },
          }),
      ],
      ['POST /project/delete', () => projects.deleteProject(client, { id: 'prj_missing' })],
      ['GET /product/list', () => reference.listProducts(client)],
      ['GET /product/monitoring', () => reference.getForestMonitoring(client, { id: 'prod_muehlviertel' })],
      [
        'POST /buy/buyGft',
        () =>
          wallet.buyGft(
            client,
            { items: [{ productId: 'prod_muehlviertel', quantity: 1 }], card: { savedCardId: 'card_demo' }, returnUrl: 'http://localhost:5173/dashboard' },
            { idempotencyKey: 'key-endpoints-test' },
          ),
      ],
      ['POST /wallet/utilize', () => wallet.utilize(client, { projectId: 'prj_missing', amount: 1 }, { idempotencyKey: crypto.randomUUID() })],
      ['GET /profile/get', () => profile.getProfile(client)],
      [
        'POST /profile/edit',
        () =>
          profile.editProfile(client, { name: 'Dana', lastName: 'Demo', street: 'Waldstraße', houseNumber: '1', zipCode: '4020', city: 'Linz', country: 'AT' }),
      ],
      ['GET /transaction/list', () => wallet.listTransactions(client, { page: 1 })],
      ['GET /transaction/get', () => wallet.getTransaction(client, { id: 'trx_demo_1' })],
      ['GET /payment/get', () => wallet.getPayment(client, { id: 'pay_demo_1' })],
      ['GET /landing', () => reference.getLanding(client)],
      // The embed builder asks it with fetch (any API address an editor types), by the contract's path and schema.
      ['GET /health', () => client.request(reference.healthEndpoint, undefined)],
      ['POST /certificate/validate', () => certificates.validateCertificate(client, { certificateId: 'GFT-DEMO-VALID' })],
      ['POST /lead/submit', () => leads.submitLead(client, { name: 'L', email: 'l@y.example', country: 'AT', city: 'Wien', privacyConsent: true })],
      ['GET /meeting/valid-time/get', () => meetings.getValidMeetingTimes(client, { date: '2026-11-23' })],
      ['POST /meeting/set', () => meetings.setMeeting(client, {} as never)],
      ['POST /meeting/validate-email', () => meetings.validateMeetingEmail(client, { meetingId: 'mtg_missing', code: '000000' })],
      ['POST /support/sendEmail', () => support.sendSupportEmail(client, { firstName: 'F', lastName: 'L', email: 'f@y.example', message: 'Hi' })],
      ['GET /media/get', () => recording(media.mediaUrl(client, 'abcdef0123456789'))],
      ['POST /upload-pdf', () => media.uploadPdf(client, pdf, 'a.pdf')],
      ['POST /upload-image', () => media.uploadImage(client, png, 'a.png')],
      ['GET /payment/invoice/pdf', () => wallet.getInvoicePdf(client, { id: 'pay_demo_1' })],
      ['GET /certificate/get', () => certificates.getCertificatePdf(client, { id: 'GFT-DEMO-VALID' })],
      ['GET /account/delete', () => auth.deleteAccount(client)],
      ['GET /certificate/status', () => certificates.getCertificateStatus(client, { id: 'GFT-DEMO-VALID' })],
      ['GET /wallet/token-indexes', () => wallet.getTokenIndexes(client)],
      ['GET /report/e1-7', () => report.getReport(client, { year: 2025 })],
      ['GET /report/e1-7/pdf', () => report.getReportPdf(client, { year: 2025 })],
      ['GET /impact/get', () => impact.getImpactSetting(client)],
      ['POST /impact/edit', () => impact.editImpactSetting(client, { enabled: false })],
      ['GET /impact/public', () => impact.getPublicImpact(client, 'dana-demo')],
      // The web server asks it with fetch for the sitemap, by the contract's path and schema.
      ['GET /impact/list', () => client.request(impact.listImpactPagesEndpoint, undefined)],
      // Fetched by link previews from the page's `og:image`, never by the portal's client.
      ['GET /impact/og.png', () => client.file(impact.getImpactImageEndpoint, { name: 'dana-demo' })],
      ['POST /auth/logout', () => auth.logout(client, token)],
    ];
    for (const [expected, call] of calls) {
      const before = requests.length;
      await call().catch(() => undefined);
      expect(requests.slice(before), expected).toEqual([expected]);
    }
    expect(new Set(requests)).toEqual(new Set([...specTable, ...definedNotCalled, ...extensions].map(([method, path]) => `${method} ${path}`)));
  });
});

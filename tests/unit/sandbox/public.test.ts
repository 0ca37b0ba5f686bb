import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import * as certificates from '#shared/api/endpoints/certificates';
import * as leads from '#shared/api/endpoints/leads';
import * as meetings from '#shared/api/endpoints/meetings';
import * as support from '#shared/api/endpoints/support';
import { mediaUrl, uploadImage, uploadPdf } from '#shared/api/endpoints/media';

import { getLanding, listProducts } from '#shared/api/endpoints/reference';

import type { ApiError } from '#shared/api/errors';
import type { MeetingInput } from '#shared/api/schemas/meeting';
import { rejectionOf, startTestSandbox, uniqueEmail, type TestSandbox } from '#tests/helpers/sandbox';
import { mailedField } from '#tests/helpers/mailbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  // Friday 2026-11-20, 11:00 in Berlin.
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.stop();
});
const failure = async (promise: Promise<unknown>) => (await rejectionOf(promise)) as ApiError;

describe('certificate verification', () => {
  it('gives the four outcomes for the seeded ids', async () => {
    const client = sandbox.client();
    const valid = await certificates.validateCertificate(client, { certificateId: 'GFT-DEMO-VALID' });
    expect(valid.status).toBe('valid');
    if (valid.status === 'valid') {
      expect(valid.certificate).toMatchObject({
        id: 'GFT-DEMO-VALID',
        holder: 'Dana Demo',
        co2Emitted: 12,
        co2Compensated: 12,
        project: 'Heizung Wohnung 2025',
      });
      expect(valid.certificate.supportedForests[0]).toMatchObject({ name: 'Mühlviertel mixed forest' });
    }
    expect(await certificates.validateCertificate(client, { certificateId: 'GFT-DEMO-EXPIRED' })).toMatchObject({ status: 'expired', expiredAt: '2024-12-31' });
    expect(await certificates.validateCertificate(client, { certificateId: ' gft-demo-pending ' })).toEqual({ status: 'pending', readyAt: null });
    expect(await certificates.validateCertificate(client, { certificateId: 'GFT-NOPE-123' })).toEqual({ status: 'not_found' });
    expect((await failure(certificates.validateCertificate(client, { certificateId: '<script>' }))).issues[0]?.message).toBe('validation.certificateId');
  });
});

describe('reference data', () => {
  it('lists products, one of them sold out, with satellite data and four documents', async () => {
    const { products } = await listProducts(sandbox.client());
    expect(products.length).toBeGreaterThanOrEqual(3);
    expect(products.filter((product) => product.availableTokens === 0)).toHaveLength(1);
    for (const product of products) {
      expect(product.documents.map((document) => document.kind).sort()).toEqual([
        'annual_report',
        'forest_contract',
        'marketing_materials',
        'project_description',
      ]);
      const doc = await fetch(mediaUrl(sandbox.client(), product.documents[0]?.hash ?? ''));
      expect(doc.headers.get('content-type')).toBe('application/pdf');
    }
  });

  it('serves landing data with example entries flagged', async () => {
    const landing = await getLanding(sandbox.client());
    expect(landing.latestProjects.length).toBeGreaterThan(0);
    expect([...landing.customers, ...landing.team, ...landing.partners].every((entry) => entry.example)).toBe(true);
    const image = await fetch(mediaUrl(sandbox.client(), landing.latestProjects[0]?.imageHash ?? ''));
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('names its example team, customers and partners as real ones read, each with a generated picture, in both languages', async () => {
    const picture = async (hash: string | null | undefined) => {
      const response = await fetch(mediaUrl(sandbox.client(), hash ?? 'missing'));
      expect(response.status, String(hash)).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      const svg = await response.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      // Drawn, not fetched: no image, link, stylesheet or script of anyone's.
      expect(svg).not.toMatch(/<image|<use|href=|url\(|<script|<foreignObject|<style/i);
      return svg;
    };
    const names: string[][] = [];
    for (const language of ['de', 'en'] as const) {
      const landing = await getLanding(sandbox.client({ language }));
      const entries = [...landing.customers, ...landing.team, ...landing.partners];
      expect(entries).toHaveLength(9);
      names.push(entries.map((entry) => entry.name));
      for (const entry of entries) {
        // Names of people and companies, not placeholders: no "(sandbox)", "Example …", "Beispiel…", "Person A".
        expect(entry.name).not.toMatch(/sandbox|example|beispiel|person [a-z]\b|[()]/i);
        expect(entry.name).toMatch(/^\p{Lu}\p{Ll}+( \p{Lu}\p{Ll}+)+$/u);
        // The one example-data notice of each page says what these are.
        expect(entry.example).toBe(true);
      }
      // The team: no picture (initials in circles read as placeholders, and no portrait is invented), each with what
      // they answer for; customers and partners: a wordmark of their name.
      for (const member of landing.team) {
        expect(member.imageHash ?? null).toBeNull();
        expect(member.duties?.length).toBeGreaterThan(40);
      }
      for (const organisation of [...landing.customers, ...landing.partners]) {
        const svg = await picture(organisation.imageHash);
        for (const word of organisation.name.split(' ')) expect(svg.toLowerCase(), organisation.name).toContain(`>${word.toLowerCase()}</text>`);
      }
    }
    // A name is a name in either language; the sectors, roles and kinds are translated (languages.test.ts).
    expect(names[0]).toEqual(names[1]);
    expect(new Set(names[0]).size).toBe(9);
  });
});

describe('token lead and contact', () => {
  it('takes a lead and requires privacy consent and a known country', async () => {
    const client = sandbox.client();
    const email = uniqueEmail('lead');
    expect((await leads.submitLead(client, { name: 'Lea', email, country: 'DE', city: 'München', privacyConsent: true })).leadId).toMatch(/^lead_/);
    expect(await sandbox.mailbox(email)).toHaveLength(1);
    const consent = await failure(leads.submitLead(client, { name: 'Lea', email, country: 'DE', city: 'M', privacyConsent: false as true }));
    expect(consent.issues).toEqual([expect.objectContaining({ path: 'privacyConsent', message: 'validation.consent' })]);
    expect((await failure(leads.submitLead(client, { name: 'Lea', email, country: 'XX', city: 'M', privacyConsent: true }))).field).toBe('country');
  });

  it('sends a contact request to the support mailbox', async () => {
    const email = uniqueEmail('contact');
    await support.sendSupportEmail(sandbox.client(), { firstName: 'Karl', lastName: 'Kontakt', email, message: 'Wie kaufe ich GFT?', news: true });
    const supportMail = await sandbox.mailbox('support@greenfee.example');
    expect(supportMail.at(-1)).toMatchObject({ subject: 'Contact request from Karl Kontakt', data: { replyTo: email } });
  });
});

describe('forest-owner meeting', () => {
  const meeting = (ownerEmail: string, scheduleTime: string, extra: Partial<MeetingInput> = {}): MeetingInput => ({
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
    scheduleTime,
    document: null,
    privacyConsent: true,
    ...extra,
  });

  it('lists Berlin-time slots of weekdays only', async () => {
    const client = sandbox.client();
    const monday = await meetings.getValidMeetingTimes(client, { date: '2026-11-23' });
    expect(monday.timeZone).toBe('Europe/Berlin');
    expect(monday.slots[0]).toEqual({ time: '09:00', startsAt: '2026-11-23T08:00:00.000Z' });
    const summer = await meetings.getValidMeetingTimes(client, { date: '2027-07-05' });
    expect(summer.slots[0]).toEqual({ time: '09:00', startsAt: '2027-07-05T07:00:00.000Z' });
    expect((await meetings.getValidMeetingTimes(client, { date: '2026-11-22' })).slots).toEqual([]);
    expect((await meetings.getValidMeetingTimes(client, { date: '2026-11-19' })).slots).toEqual([]);
    expect((await failure(meetings.getValidMeetingTimes(client, { date: '23.11.2026' }))).code).toBe('VALIDATION');
  });

  it("offers no time on Berlin's holidays and refuses one there", async () => {
    const client = sandbox.client();
    // Christmas Eve (a Thursday), Good Friday and Whit Monday 2027; the Tuesday after Easter is a working day.
    for (const date of ['2026-12-24', '2027-03-26', '2027-05-17']) expect((await meetings.getValidMeetingTimes(client, { date })).slots).toEqual([]);
    expect((await meetings.getValidMeetingTimes(client, { date: '2027-03-30' })).slots).toHaveLength(7);
    expect(await failure(meetings.setMeeting(client, meeting(uniqueEmail(), '10:00', { scheduleDate: '2027-03-26' })))).toMatchObject({
      code: 'MEETING_TIME_INVALID',
      field: 'scheduleTime',
      serverMessage: 'Time is not valid',
    });
  });

  it('books, verifies the e-mail code (with resend), then takes the slot and the address', async () => {
    const client = sandbox.client();
    const email = uniqueEmail('owner');
    const pdf = await uploadPdf(client, new Blob(['%PDF-1.4 owner document'], { type: 'application/pdf' }), 'Plan.pdf');
    const { meetingId } = await meetings.setMeeting(client, meeting(email, '10:00', { document: pdf.hash }));
    const first = await mailedField(sandbox.url, email, 'code');
    expect((await failure(meetings.validateMeetingEmail(client, { meetingId, code: first === '000000' ? '111111' : '000000' }))).code).toBe(
      'TOKEN_NOT_VERIFIED',
    );
    await meetings.validateMeetingEmail(client, { meetingId, resend: true });
    const code = await mailedField(sandbox.url, email, 'code');
    expect(await meetings.validateMeetingEmail(client, { meetingId, code })).toEqual({
      verified: true,
      message: 'Meeting confirmed',
      startsAt: '2026-11-23T09:00:00.000Z',
    });
    expect((await meetings.getValidMeetingTimes(client, { date: '2026-11-23' })).slots.map((slot) => slot.time)).not.toContain('10:00');
    expect(await failure(meetings.setMeeting(client, meeting(email, '11:00')))).toMatchObject({
      code: 'MEETING_EMAIL_USED',
      field: 'ownerEmail',
      serverMessage: 'Entered email has been already used',
    });
    expect(await failure(meetings.setMeeting(client, meeting(uniqueEmail(), '10:00')))).toMatchObject({
      code: 'MEETING_TIME_INVALID',
      field: 'scheduleTime',
      serverMessage: 'Time is not valid',
    });
    expect((await failure(meetings.setMeeting(client, meeting(uniqueEmail(), '12:00')))).code).toBe('MEETING_TIME_INVALID');
  });

  it('validates ranges and dates', async () => {
    const error = await failure(
      meetings.setMeeting(
        sandbox.client(),
        meeting(uniqueEmail(), '09:00', {
          latitude: 91,
          longitude: -181,
          standSize: 0,
          standAge: 1.5,
          expirationDate: '2026-01-01',
          privacyConsent: false as true,
        }),
      ),
    );
    expect(Object.fromEntries(error.issues.map((issue) => [issue.path, issue.message]))).toEqual({
      latitude: 'validation.latitude',
      longitude: 'validation.longitude',
      standSize: 'validation.positive',
      standAge: 'validation.integer',
      privacyConsent: 'validation.consent',
    });
    const dates = await failure(meetings.setMeeting(sandbox.client(), meeting(uniqueEmail(), '09:00', { expirationDate: '2026-01-01' })));
    expect(dates.issues).toEqual([expect.objectContaining({ path: 'expirationDate', message: 'validation.contractTerm' })]);
  });

  it('refuses a contract shorter than 15 years (SPEC section 9), with the message at the expiration date', async () => {
    const short = await failure(
      meetings.setMeeting(sandbox.client(), meeting(uniqueEmail(), '09:00', { plannedStartDate: '2027-01-01', expirationDate: '2035-01-01' })),
    );
    expect(short.status).toBe(400);
    expect(short.issues).toEqual([expect.objectContaining({ path: 'expirationDate', message: 'validation.contractTerm' })]);
    const oneDayShort = await failure(
      meetings.setMeeting(sandbox.client(), meeting(uniqueEmail(), '09:00', { plannedStartDate: '2027-03-02', expirationDate: '2042-03-01' })),
    );
    expect(oneDayShort.issues).toEqual([expect.objectContaining({ path: 'expirationDate', message: 'validation.contractTerm' })]);
  });
});

describe('uploads and media', () => {
  it('stores a PDF and an image and serves them back by hash', async () => {
    const client = sandbox.client();
    const pdf = await uploadPdf(client, new Blob(['%PDF-1.4 test']), '../../etc/passwd.pdf');
    expect(pdf).toMatchObject({ type: 'application/pdf', size: 13 });
    expect(pdf.name).not.toContain('/');
    const served = await fetch(mediaUrl(client, pdf.hash));
    expect(await served.text()).toBe('%PDF-1.4 test');
    const png = await uploadImage(client, new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])]), 'a.png');
    expect(png.type).toBe('image/png');
    expect((await fetch(mediaUrl(client, 'f'.repeat(64)))).status).toBe(404);
  });

  it('refuses the wrong type, a file too large and a request without a file', async () => {
    const client = sandbox.client();
    expect(await failure(uploadPdf(client, new Blob(['<html>not a pdf']), 'fake.pdf'))).toMatchObject({ status: 415, code: 'UNSUPPORTED_TYPE' });
    expect((await failure(uploadImage(client, new Blob(['%PDF-1.4']), 'pdf.png'))).status).toBe(415);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set([0x89, 0x50, 0x4e, 0x47]);
    expect(await failure(uploadImage(client, new Blob([big]), 'big.png'))).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
    const noFile = await sandbox.http('/upload-pdf', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(noFile.status).toBe(400);
  });
});

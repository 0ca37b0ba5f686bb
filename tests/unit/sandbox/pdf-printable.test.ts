import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printsCluster } from '#demo/sandbox/pdf-typeset';
import type { ApiError } from '#shared/api/errors';
import { register } from '#shared/api/endpoints/auth';
import { getCertificatePdf } from '#shared/api/endpoints/certificates';
import { editProfile, getProfile } from '#shared/api/endpoints/profile';
import { createProject, editProject } from '#shared/api/endpoints/projects';
import { getInvoicePdf, utilize } from '#shared/api/endpoints/wallet';
import { printableFields, unprintableCharacter } from '#shared/api/schemas/printable';
import authDe from '#shared/i18n/locales/de/auth.json';
import projectsDe from '#shared/i18n/locales/de/projects.json';
import authEn from '#shared/i18n/locales/en/auth.json';
import projectsEn from '#shared/i18n/locales/en/projects.json';
import { createTranslator } from '#shared/i18n/translate';
import { popplerText } from '#tests/helpers/pdf-text';
import { buyTokens, newCustomer, rejectionOf, startTestSandbox, type TestSandbox } from '#tests/helpers/sandbox';

describe('the contract accepts in printed fields only what the PDFs print', () => {
  it('every code point it accepts has a glyph in a font of the PDFs, regular and bold', () => {
    let accepted = 0;
    const missing: string[] = [];
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint += 1) {
      if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
      const character = String.fromCodePoint(codePoint);
      if (unprintableCharacter(character) !== undefined) continue;
      accepted += 1;
      if (!printsCluster(character) || !printsCluster(character, true)) missing.push(`U+${codePoint.toString(16)}`);
    }
    expect(missing).toEqual([]);
    // Latin, Greek, Cyrillic, Hebrew, Arabic, CJK, Hangul and emoji: tens of thousands.
    expect(accepted).toBeGreaterThan(45_000);
  });

  it('names the first character it refuses: other scripts, private use, unassigned, controls and format characters', () => {
    for (const [text, refused] of [
      ['नमस्ते', 'न'],
      ['สวัสดี', 'ส'],
      ['Ab\ue000', '\ue000'],
      ['A\u0378', '\u0378'],
      ['𠀀 (Extension B)', '𠀀'],
      ['left\u202eright', '\u202e'],
      ['zero\u200bwidth', '\u200b'],
      ['tab\there', '\t'],
      ['line\u2028separator', '\u2028'],
      ['flag 🏴\u{e0067}\u{e0062}', '\u{e0067}'],
    ] as const) {
      expect(unprintableCharacter(text), JSON.stringify(text)).toBe(refused);
    }
    for (const name of [
      'Müller & Söhne GmbH',
      "O'Brien-Łukasiewicz",
      'Ünïcödé Dvořák CO₂',
      'Zoe\u0308 A\u030angstro\u0308m, Nguye\u0302\u0303n, Saq\u0303',
      'Αθήνα Москва',
      'יער הכרמל',
      'غابة الأرز',
      'می\u200cخواهم',
      '北京市朝阳区',
      '東京都の森林',
      '서울특별시 숲',
      '🌲🌍 👨‍👩‍👧 🇩🇪 ❤️ 1️⃣',
      'Straße 12a/3, № 5',
    ]) {
      expect(unprintableCharacter(name), name).toBeUndefined();
    }
    // Line breaks only where the field has lines (a project's description).
    expect(unprintableCharacter('one\ntwo')).toBe('\n');
    expect(unprintableCharacter('one\r\ntwo', true)).toBeUndefined();
  });

  it('says so in both languages, with the character and its code point, on the screens with printed fields', () => {
    const message = 'validation.unprintable?character=%E0%A4%A8&code=U%2B0928';
    // Sign-up and profile load the auth texts, the project form the projects texts (the widgets neither).
    for (const [de, en] of [
      [authDe, authEn],
      [projectsDe, projectsEn],
    ]) {
      expect(createTranslator('en', [{ en }])(message)).toBe('Certificates and invoices cannot print “न” (U+0928), please remove or replace it');
      expect(createTranslator('de', [{ de }])(message)).toBe(
        'Zertifikate und Rechnungen können „न“ (U+0928) nicht drucken, bitte entfernen oder ersetzen Sie das Zeichen',
      );
    }
  });
});

describe('the sandbox refuses unprintable text where it prints, and prints the rest', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ certificateDelayMs: 0 });
  });
  afterAll(async () => {
    await sandbox.stop();
  });

  const failure = async (promise: Promise<unknown>) => (await rejectionOf(promise)) as ApiError;
  const profileInput = { name: 'Nora', lastName: 'Neu', street: 'Ring', houseNumber: '1', zipCode: '1010', city: 'Wien', country: 'AT' };

  it('register, profile and project answer 400 VALIDATION at each such field, every other field reported too, and nothing is saved', async () => {
    const { client } = await newCustomer(sandbox);
    const edit = await failure(editProfile(client, { ...profileInput, name: 'नमस्ते', city: 'Bangkok สวัสดี', street: '' }));
    expect(edit).toMatchObject({ status: 400, code: 'VALIDATION' });
    expect(edit.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'name', message: 'validation.unprintable?character=%E0%A4%A8&code=U%2B0928' }),
        expect.objectContaining({ path: 'city', message: 'validation.unprintable?character=%E0%B8%AA&code=U%2B0E2A' }),
        expect.objectContaining({ path: 'street', message: 'validation.required' }),
      ]),
    );
    expect((await getProfile(client)).profile.user.name).toBe('Nora');

    const period = { startDate: '2026-01-01', endDate: '2026-12-31' };
    const project = await failure(
      createProject(client, { name: 'Wald \ue000', description: 'erste Zeile\nनमस्ते', co2Emissions: 1, compensationPeriod: period }),
    );
    expect(project.issues.map((issue) => [issue.path, issue.message.split('?')[0]])).toEqual([
      ['name', 'validation.unprintable'],
      ['description', 'validation.unprintable'],
    ]);
    const created = await createProject(client, { name: 'Wald', description: 'erste Zeile\nzweite Zeile', co2Emissions: 1, compensationPeriod: period });
    const edited = await failure(
      editProject(client, { id: created.project._id, name: 'Wald 𠀀', description: '', co2Emissions: 1, compensationPeriod: period }),
    );
    expect(edited.issues).toEqual([expect.objectContaining({ path: 'name', message: 'validation.unprintable?character=%F0%A0%80%80&code=U%2B20000' })]);

    const signUp = await failure(
      register(sandbox.client(), {
        name: 'Nora',
        surname: 'ไทย',
        street: 'Ring',
        houseNumber: '1',
        zipCode: '1010',
        city: 'Wien',
        country: 'AT',
        email: 'printable@example.com',
        password: 'Passw0rd-1',
        confirmPassword: 'Passw0rd-1',
        termsAgreement: true,
      }),
    );
    expect(signUp.issues).toEqual([expect.objectContaining({ path: 'surname', message: 'validation.unprintable?character=%E0%B9%84&code=U%2B0E44' })]);
    expect(Object.keys(printableFields).sort()).toEqual(['createProject', 'editProfile', 'editProject', 'register']);
  });

  it('a Hebrew holder, an Arabic project and a Korean address come back from the certificate and the invoice', async () => {
    const { client } = await newCustomer(sandbox);
    await editProfile(client, { ...profileInput, name: 'יער', lastName: 'הכרמל', street: '서울특별시 숲', city: '東京都' });
    await buyTokens(sandbox, client, [{ productId: 'prod_muehlviertel', quantity: 1 }]);
    const period = { startDate: '2026-01-01', endDate: '2026-12-31' };
    const created = await createProject(client, { name: 'غابة الأرز 🌲', description: '', co2Emissions: 1, compensationPeriod: period });
    const burned = await utilize(client, { projectId: created.project._id, amount: 1 }, { idempotencyKey: crypto.randomUUID() });
    sandbox.clock.advance(1);
    const certificate = await popplerText(await (await getCertificatePdf(client, { id: burned.certificate?.id ?? '' })).arrayBuffer());
    // pdftotext reads the label column and the value column apart.
    expect(certificate).toContain('\nיער הכרמל\n');
    expect(certificate).toContain('غابة الأرز');
    const me = (await getProfile(client)).profile.user._id;
    const payments = sandbox.sandbox.store.data.payments.filter((payment) => payment.userId === me && payment.status === 'succeeded');
    const invoice = await popplerText(await (await getInvoicePdf(client, { id: payments.at(-1)?._id ?? '' })).arrayBuffer());
    expect(invoice).toContain('יער הכרמל');
    expect(invoice).toContain('서울특별시 숲 1');
    expect(invoice).toContain('1010 東京都');
  });
});

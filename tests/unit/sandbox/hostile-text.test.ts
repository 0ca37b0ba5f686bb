import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '#shared/api/errors';
import { editProfile } from '#shared/api/endpoints/profile';
import { createProject, editProject } from '#shared/api/endpoints/projects';
import { optionalText, text } from '#shared/api/schemas/common';
import { leadInputSchema } from '#shared/api/schemas/lead';
import { createTranslator } from '#shared/i18n/translate';
import commonDe from '#shared/i18n/locales/de/common.json';
import commonEn from '#shared/i18n/locales/en/common.json';
import formsDe from '#shared/i18n/locales/de/forms.json';
import formsEn from '#shared/i18n/locales/en/forms.json';
import { newCustomer, rejectionOf, startTestSandbox, type TestSandbox } from '#tests/helpers/sandbox';

/** Characters no line of text may hold; each makes a name read (or export, or print) other than it is. */
const hostileInLine = {
  'a line feed': 'Büro\nNord',
  'a carriage return': '=2+3\rX',
  'a tab': 'Büro\tNord',
  NUL: 'Büro\u0000Nord',
  'an escape sequence': '\u001b[31mrot',
  DEL: 'Büro\u007fNord',
  'a C1 control (NEL)': 'Büro\u0085Nord',
  'a line separator': '+1+1\u2028x',
  'a paragraph separator': 'a\u2029b',
  'a right-to-left override': 'Rechnung\u202Efdp.exe',
  'a left-to-right embedding': 'a\u202Ab',
  'a pop directional formatting': 'a\u202Cb',
  'a first-strong isolate': 'a\u2068b\u2069',
  'a left-to-right isolate': 'a\u2066b',
  'a lone surrogate (half a character)': 'a\ud800b',
};
/** Those a text of several lines may hold. */
const fineInText = ['Zeile 1\nZeile 2', 'Zeile 1\r\nZeile 2', 'Spalte\tSpalte', 'a\u2028b'];
/** Scripts and marks that are text: Hebrew, Arabic, CJK, an emoji sequence (joiners), a combining accent, the bidi marks. */
const fineEverywhere = ['שלום עולם', 'مرحبا بالعالم', '森林プロジェクト', '👩‍👩‍👧 Familie', 'Café Cafe\u0301', 'ABC \u200Fשלום\u200E', 'Ørsted & Søn'];

describe('text at the contract', () => {
  const line = text(120);
  const multiline = optionalText(2000, 'lines');

  for (const [what, value] of Object.entries(hostileInLine)) {
    it(`refuses ${what} in a line of text`, () => {
      const parsed = line.safeParse(value);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.message)).toContain('validation.controlChars');
    });
  }

  it('accepts the scripts, emoji, combining marks and bidi marks of real names', () => {
    for (const value of fineEverywhere) {
      expect(line.safeParse(value).data, value).toBe(value);
      expect(multiline.safeParse(value).data, value).toBe(value);
    }
  });

  it('lets a text of several lines have line breaks and tabs, and nothing else of the above', () => {
    for (const value of fineInText) expect(multiline.safeParse(value).data, JSON.stringify(value)).toBe(value);
    const refused = Object.entries(hostileInLine).filter(([, value]) => !multiline.safeParse(value).success);
    expect(refused.map(([what]) => what)).toEqual(
      Object.keys(hostileInLine).filter((what) => !['a line feed', 'a carriage return', 'a tab', 'a line separator', 'a paragraph separator'].includes(what)),
    );
  });

  it('trims what is around a name before it checks: a pasted trailing tab or line break is no error', () => {
    expect(line.safeParse('Büro Nord\t\n').data).toBe('Büro Nord');
  });

  it('holds for every form of the contract, the widgets’ too', () => {
    const parsed = leadInputSchema.safeParse({ name: 'Eva\u202E', email: 'eva@test.example', country: 'AT', city: 'Linz\u0000', privacyConsent: true });
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'validation.controlChars'],
      ['city', 'validation.controlChars'],
    ]);
  });

  it('says what is wrong in both languages', () => {
    const bundles = [
      { de: commonDe, en: commonEn },
      { de: formsDe, en: formsEn },
    ];
    expect(createTranslator('de', bundles)('validation.controlChars')).toMatch(/Zeilenumbrüche|Steuerzeichen/);
    expect(createTranslator('en', bundles)('validation.controlChars')).toMatch(/line breaks|control characters/);
  });
});

describe('the sandbox refuses hostile names', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(async () => {
    await sandbox.stop();
  });

  const period = { startDate: '2026-01-01', endDate: '2026-12-31' };
  const failure = async (promise: Promise<unknown>) => (await rejectionOf(promise)) as ApiError;

  it('at the project name (create and edit) and description, with a field issue; nothing is stored', async () => {
    const { client } = await newCustomer(sandbox);
    const projects = () => sandbox.sandbox.store.data.projects.length;
    const before = projects();
    for (const [what, name] of Object.entries(hostileInLine)) {
      const error = await failure(createProject(client, { name, description: '', co2Emissions: 5, compensationPeriod: period }));
      expect(error.status, what).toBe(400);
      expect(error.code).toBe('VALIDATION');
      expect(error.issues, what).toContainEqual(expect.objectContaining({ path: 'name', message: 'validation.controlChars' }));
    }
    const bidi = await failure(createProject(client, { name: 'Halle', description: 'Zeile 1\n\u202Egnirht', co2Emissions: 5, compensationPeriod: period }));
    expect(bidi.issues).toContainEqual(expect.objectContaining({ path: 'description', message: 'validation.controlChars' }));
    expect(bidi.serverMessage).toContain('description: ');
    expect(projects()).toBe(before);

    const { project } = await createProject(client, { name: 'Halle 2', description: 'Zeile 1\nZeile 2', co2Emissions: 5, compensationPeriod: period });
    expect(project.description).toBe('Zeile 1\nZeile 2');
    const edit = await failure(
      editProject(client, { id: project._id, name: '=HYPERLINK("http://evil.example")\nx', co2Emissions: 5, compensationPeriod: period }),
    );
    expect(edit.issues).toContainEqual(expect.objectContaining({ path: 'name', message: 'validation.controlChars' }));
    expect(sandbox.sandbox.store.data.projects.find((candidate) => candidate._id === project._id)?.name).toBe('Halle 2');
  });

  it('in the profile, whose names go on invoices and certificates', async () => {
    const { client } = await newCustomer(sandbox);
    const error = await failure(
      editProfile(client, { name: 'Nora\u2066', lastName: 'Neu', street: 'Ring', houseNumber: '1', zipCode: '1010', city: 'Wien\u0085', country: 'AT' }),
    );
    expect(error.issues.map((issue) => [issue.path, issue.message])).toEqual([
      ['name', 'validation.controlChars'],
      ['city', 'validation.controlChars'],
    ]);
  });

  it('on the payment page, whose name on the card is stored with a saved card', async () => {
    const { redirectUrl } = (await (
      await sandbox.http('/buy/buyGft', {
        method: 'POST',
        headers: { 'content-type': 'application/json', lt: (await newCustomer(sandbox)).token, 'idempotency-key': 'hostile-card' },
        body: JSON.stringify({
          items: [{ productId: 'prod_muehlviertel', quantity: 1 }],
          card: { newCard: true },
          returnUrl: sandbox.sandbox.options.portalOrigin,
        }),
      })
    ).json()) as { redirectUrl: string };
    const page = new URL(redirectUrl);
    const answer = await fetch(new URL(`${page.pathname}/card?lang=en`, page), {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ nameOnCard: 'Paula\u202EProfil', cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvv: '123' }),
    });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain(createTranslator('en', [{ en: commonEn }, { en: formsEn }])('validation.controlChars'));
  });
});

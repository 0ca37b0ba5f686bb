import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiError, errorMessageKey } from '#shared/api/errors';
import { apiErrorCodes } from '#shared/api/schemas/common';
import { createTranslator } from '#shared/i18n/translate';

const repo = join(import.meta.dirname, '../../..');
const read = (path: string) => readFileSync(join(repo, path), 'utf8');
const json = (language: string, name: string) => JSON.parse(read(`shared/i18n/locales/${language}/${name}.json`)) as object;

// What an element's texts are (widgets/lib/texts-*.ts and the element's own, widgets/*/define.ts), without the rest.
const elements = { 'certificate-verify': 'verify', 'token-lead': 'lead', 'contact-form': 'contact', 'forest-meeting': 'meeting' } as const;
// Each element's form in shared/forms: `<name>.tsx` and its parts, `<name>-*` (the meeting form's steps, fields, draft).
const forms = {
  'certificate-verify': 'certificate-verify',
  'token-lead': 'token-lead-form',
  'contact-form': 'contact-form',
  'forest-meeting': 'forest-meeting',
} as const;
const formFiles = (name: string) =>
  readdirSync(join(repo, 'shared/forms')).filter((file) => /\.tsx?$/.test(file) && (file.startsWith(`${name}.`) || file.startsWith(`${name}-`)));
const schemas = { 'certificate-verify': 'certificate', 'token-lead': 'lead', 'contact-form': 'support', 'forest-meeting': 'meeting' } as const;

/** A schema file's text as the widgets use it: the file, plus the declarations it imports from other schema files. */
function schemaText(name: string, seen = new Set<string>()): string {
  if (seen.has(name)) return '';
  seen.add(name);
  // The list of message keys itself (`export const v = {…}`) is not a use of them.
  const text = read(`shared/api/schemas/${name}.ts`).replace(/export const v = \{[^}]*\}/, '');
  const imported = [...text.matchAll(/import \{([^}]*)\} from '\.\/([\w-]+)'/g)].flatMap(([, names = '', file = '']) => {
    const whole = read(`shared/api/schemas/${file}.ts`);
    if (file === 'common') return [schemaText(file, seen)];
    return names.split(',').map((declared) => whole.match(new RegExp(`export const ${declared.trim()}\\b[\\s\\S]*?(?=\\nexport |$)`))?.[0] ?? '');
  });
  return [text, ...imported].join('\n');
}

/** The message keys a widget's form can show: its schema's `v.*` keys and literal keys, the errors it maps. */
function producedKeys(element: keyof typeof elements): string[] {
  const sources = [
    schemaText(schemas[element]),
    ...formFiles(forms[element]).map((file) => read(`shared/forms/${file}`)),
    read('shared/forms/use-form.ts'),
  ].join('\n');
  const keys = [
    ...[...sources.matchAll(/\bv\.(\w+)/g)].map(([, key]) => `validation.${key}`),
    ...[...sources.matchAll(/'((?:validation|errors)\.\w+)'/g)].map(([, key]) => key ?? ''),
    ...[...sources.matchAll(/fallbackErrorKey: '([\w.]+)'/g)].map(([, key]) => key ?? ''),
  ];
  const codes = [...sources.matchAll(/'([A-Z][A-Z_]+)'/g)].map(([, code]) => code ?? '').filter((code) => Object.hasOwn(apiErrorCodes, code));
  const failures = [
    ...(['FETCH_ERROR', 'TIMEOUT_ERROR', 'PARSING_ERROR', 'MODULE_ERROR'] as const).map((kind) => new ApiError({ kind, endpoint: 'POST /x' })),
    ...codes.map((code) => new ApiError({ kind: 'HTTP_ERROR', endpoint: 'POST /x', status: 400, code })),
  ];
  return [...new Set([...keys, ...failures.map((failure) => errorMessageKey(failure) ?? '').filter(Boolean)])];
}

describe("the widgets' texts", () => {
  for (const element of Object.keys(elements) as (keyof typeof elements)[]) {
    it(`has every message <gft-${element}> can produce in its own bundles, in both languages`, () => {
      // A form renamed or moved must not leave the check reading nothing.
      expect(formFiles(forms[element]).some((file) => file.endsWith('.tsx'))).toBe(true);
      const keys = producedKeys(element);
      expect(keys).toContain('validation.required');
      expect(keys).toContain('errors.network');
      for (const language of ['de', 'en'] as const) {
        const bundles = ['common', 'forms', elements[element]].map((name) => ({ [language]: json(language, name) }));
        const t = createTranslator(language, bundles);
        for (const key of keys) expect(t(key), `${language}: ${key}`).not.toBe(key);
      }
    });
  }

  it('finds the schema keys of the meeting form, its code field from auth.ts included', () => {
    expect(producedKeys('forest-meeting')).toEqual(
      expect.arrayContaining(['validation.code', 'validation.contractTerm', 'validation.latitude', 'validation.datePast', 'errors.meetingTimeInvalid']),
    );
    expect(producedKeys('forest-meeting')).not.toContain('validation.passwordLength');
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiError, errorMessageKey, errorMessageKeys } from '#shared/api/errors';
import { apiErrorCodes, v } from '#shared/api/schemas/common';
import { impactNameMessages } from '#shared/api/schemas/impact';
import { createI18n, formatEuro, formatNumber } from '#shared/i18n/create-i18n';
import { formatTonnes } from '#shared/i18n/format';
import { readStoredLanguage, resolveLanguage, storeLanguage } from '#shared/i18n/languages';
import { storageKeys } from '#shared/storage/keys';
import buyDe from '#shared/i18n/locales/de/buy.json';
import formsDe from '#shared/i18n/locales/de/forms.json';
import certificatesDe from '#shared/i18n/locales/de/certificates.json';
import projectsDe from '#shared/i18n/locales/de/projects.json';
import buyEn from '#shared/i18n/locales/en/buy.json';
import formsEn from '#shared/i18n/locales/en/forms.json';
import certificatesEn from '#shared/i18n/locales/en/certificates.json';
import projectsEn from '#shared/i18n/locales/en/projects.json';

const localesDir = join(import.meta.dirname, '../../../shared/i18n/locales');
const forms = { de: formsDe, en: formsEn };
const projects = { de: projectsDe, en: projectsEn };
const buy = { de: buyDe, en: buyEn };
const certificates = { de: certificatesDe, en: certificatesEn };

function flatten(tree: unknown, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') Object.assign(out, flatten(value, path));
    else out[path] = String(value);
  }
  return out;
}
function listSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listSources(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}
/** The source files' texts (shared, widgets, portal), read once for the tests that look for the keys they use. */
const sourceTexts = ['shared', 'widgets', 'portal'].flatMap((dir) => listSources(join(localesDir, '../../..', dir))).map((file) => readFileSync(file, 'utf8'));
/** The keys the sources name literally: the first capture group of `pattern` that matched. */
const literalKeys = (pattern: RegExp) =>
  new Set(sourceTexts.flatMap((text) => [...text.matchAll(pattern)].map((match) => match.slice(1).find((key) => key !== undefined) ?? '')));
const bundle = (language: string) =>
  Object.fromEntries(
    readdirSync(join(localesDir, language)).map((file) => [file, flatten(JSON.parse(readFileSync(join(localesDir, language, file), 'utf8')))]),
  );

describe('locales', () => {
  it('de and en have the same files and the same keys, none empty', () => {
    const de = bundle('de');
    const en = bundle('en');
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    for (const file of Object.keys(de)) {
      expect(Object.keys(de[file] ?? {}).sort(), file).toEqual(Object.keys(en[file] ?? {}).sort());
      for (const [key, text] of [...Object.entries(de[file] ?? {}), ...Object.entries(en[file] ?? {})]) expect(text.trim(), `${file}: ${key}`).not.toBe('');
    }
  });

  it('translates every message the client can show, every validation key, in both languages', () => {
    const validationKeys = [...Object.values(v), ...Object.values(impactNameMessages), 'validation.certificateId', 'validation.invalid'];
    // The forms' bundle, which every form loads (the widgets' and the portal's), carries the validation keys only forms
    // show; a code that only one screen's call answers has its message in that screen's bundle (projects, buy), and so
    // has a name only the impact page's setting checks (its texts are with the certificates').
    const screenKeys: Record<string, { de: object; en: object }> = { 'projects.': projects, 'buy.': buy, 'validation.impactName': certificates };
    const i18nFor = (language: 'de' | 'en', key: string) =>
      createI18n(language, [forms, ...Object.entries(screenKeys).flatMap(([prefix, bundle]) => (key.startsWith(prefix) ? [bundle] : []))]);
    for (const language of ['de', 'en'] as const) {
      for (const key of [...errorMessageKeys(), ...validationKeys]) expect(i18nFor(language, key).exists(key), `${language}: ${key}`).toBe(true);
    }
    // Every catalogue code of SPEC section 8 leads to a translated message (or to none, for "Access Error!").
    for (const code of Object.keys(apiErrorCodes)) {
      const key = errorMessageKey(new ApiError({ kind: 'HTTP_ERROR', endpoint: 'GET /x', status: 400, code }), 'errors.unknown');
      if (code === 'ACCESS_ERROR') expect(key).toBeNull();
      else for (const language of ['de', 'en'] as const) expect(i18nFor(language, key ?? '').exists(key ?? ''), `${language}: ${code}`).toBe(true);
    }
  });

  it('keeps the catalogue wording in English and translates it in German', () => {
    const en = createI18n('en');
    const de = createI18n('de');
    expect(en.t('errors.network')).toBe('Failed to connect to server');
    expect(en.t('errors.emptyWallet')).toBe('Your wallet is empty, charge it with GFT first');
    expect(en.t('success.redirectingToPayment')).toBe('Redirecting to payment page');
    expect(de.t('errors.network')).toBe('Verbindung zum Server fehlgeschlagen');
    expect(de.t('errors.meetingTimeInvalid')).toBe('Diese Uhrzeit ist nicht gültig');
  });

  it('has every key the source code uses literally, in both languages', () => {
    const all = Object.fromEntries(
      (['de', 'en'] as const).map((language) => [
        language,
        createI18n(
          language,
          readdirSync(join(localesDir, language)).map((file) => ({ [language]: JSON.parse(readFileSync(join(localesDir, language, file), 'utf8')) as object })),
        ),
      ]),
    );
    const keys = literalKeys(/\bt\('([a-zA-Z][\w.]+)'/g);
    expect(keys.size).toBeGreaterThan(40);
    for (const key of keys) for (const language of ['de', 'en'] as const) expect(all[language]?.exists(key), `${language}: ${key}`).toBe(true);
  });

  it('gives every key the source code uses literally a text, not a group of texts, in both languages', () => {
    // A key that became a group (a string turned into an object with texts of its own) still "exists", and the page
    // would show i18next's "returned an object instead of string" where the text was.
    const used = literalKeys(/\bt\('([a-zA-Z][\w.]+)'|i18nKey="([a-zA-Z][\w.]+)"/g);
    expect(used.size).toBeGreaterThan(40);
    for (const language of ['de', 'en'] as const) {
      const leaves = new Set(Object.values(bundle(language)).flatMap((texts) => Object.keys(texts)));
      const groups = [...used].filter((key) => !['', '_one', '_other'].some((suffix) => leaves.has(`${key}${suffix}`)));
      expect(groups, language).toEqual([]);
    }
  });

  it('shows the key itself when a translation is missing', () => {
    expect(createI18n('en').t('nowhere.to.be.found')).toBe('nowhere.to.be.found');
    expect(createI18n('de', [{ en: { onlyEnglish: 'Only here' } }]).t('onlyEnglish')).toBe('onlyEnglish');
  });
});

describe('the language rule', () => {
  it('takes a valid stored or requested language, else German', () => {
    expect(resolveLanguage('en')).toBe('en');
    expect(resolveLanguage('en-US')).toBe('en');
    expect(resolveLanguage('de-AT')).toBe('de');
    expect(resolveLanguage(null, undefined, 'fr', 'en')).toBe('en');
    expect(resolveLanguage('fr')).toBe('de');
    expect(resolveLanguage()).toBe('de');
  });

  it('stores the choice under its key and survives a storage that throws', () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    };
    storeLanguage('en', storage);
    expect(values.get(storageKeys.language.name)).toBe('en');
    expect(readStoredLanguage(storage)).toBe('en');
    values.set(storageKeys.language.name, 'klingon');
    expect(readStoredLanguage(storage)).toBeNull();
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readStoredLanguage(broken)).toBeNull();
    expect(() => storeLanguage('de', broken)).not.toThrow();
  });

  it('moves a choice stored under the former key ("language") to its key', () => {
    const values = new Map([['language', 'en']]);
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    };
    expect(readStoredLanguage(storage)).toBe('en');
    expect([...values]).toEqual([[storageKeys.language.name, 'en']]);
  });

  it('with no storage given, a page whose localStorage cannot even be read (blocked, sandboxed) neither throws nor stores', () => {
    const had = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      expect(() => storeLanguage('en')).not.toThrow();
      expect(readStoredLanguage()).toBeNull();
    } finally {
      if (had) Object.defineProperty(globalThis, 'localStorage', had);
      else delete (globalThis as { localStorage?: Storage }).localStorage;
    }
  });

  it('formats with de-DE and en-US: German groups thousands with a period everywhere, as its amounts do', () => {
    // One grouping for every German figure: tonnes, tokens and amounts ("18.148 t", "2.165,80 €"), never a space.
    expect(formatNumber('de', 1234.5)).toBe('1.234,5');
    expect(formatNumber('de', 18148)).toBe('18.148');
    expect(formatNumber('de', 2700)).toBe('2.700');
    expect(formatTonnes('de', 12345.678)).toBe('12.345,678\u00a0t\u00a0CO₂');
    expect(formatNumber('en', 18148)).toBe('18,148');
    expect(formatTonnes('en', 12345.678)).toBe('12,345.678\u00a0t\u00a0CO₂');
    for (const value of [2700, 18148, 1234.5, 12345.678]) expect(formatNumber('de', value, { maximumFractionDigits: 3 })).not.toMatch(/\s/);
    expect(formatNumber('en', 1234.5)).toBe('1,234.5');
    expect(formatEuro('de', 1234.56).replace(/\s/g, ' ')).toBe('1.234,56 €');
    expect(formatEuro('en', 421.5)).toBe('€421.50');
  });
});

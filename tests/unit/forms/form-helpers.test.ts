import { describe, expect, it } from 'vitest';
import { meetingInputSchema } from '#shared/api/schemas/meeting';
import { safeUrl } from '#shared/api/url';
import { parseDecimal, validate } from '#shared/forms/use-form';
import { createTranslator } from '#shared/i18n/translate';

describe('createTranslator', () => {
  const bundles = [
    { de: { a: { b: 'Hallo {{name}}' }, n_one: 'eine Datei', n_other: '{{count}} Dateien' }, en: { a: { b: 'Hello {{name}}' } } },
    { de: { later: 'später' } },
  ];

  it('reads nested keys, interpolates and falls through bundles', () => {
    const t = createTranslator('de', bundles);
    expect(t('a.b', { name: 'Ada' })).toBe('Hallo Ada');
    expect(t('later')).toBe('später');
    expect(t('a.b')).toBe('Hallo {{name}}');
  });

  it('uses plural forms with count, like i18next', () => {
    const t = createTranslator('de', bundles);
    expect(t('n', { count: 1 })).toBe('eine Datei');
    expect(t('n', { count: 3 })).toBe('3 Dateien');
  });

  it('shows the key itself when a text is missing in the language', () => {
    expect(createTranslator('en', bundles)('later')).toBe('later');
    expect(createTranslator('en', bundles)('a')).toBe('a');
  });
});

describe('parseDecimal', () => {
  it('reads decimals as people type them', () => {
    expect(parseDecimal('12,5')).toBe(12.5);
    expect(parseDecimal(' 12.5 ')).toBe(12.5);
    expect(parseDecimal('-0,25')).toBe(-0.25);
    expect(parseDecimal('')).toBeUndefined();
    expect(parseDecimal('zwölf')).toBeNaN();
    expect(parseDecimal('1.2.3')).toBeNaN();
  });
});

describe('validate', () => {
  it('gives one message key per field, "required" for empty fields, and checks dates while others are invalid', () => {
    const values = { ownerName: '', ownerEmail: 'x', plannedStartDate: '2030-01-01', expirationDate: '2029-01-01' };
    const result = validate(meetingInputSchema, { ...values, latitude: 95 }, (path) => values[path as keyof typeof values] === '');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.ownerName).toBe('validation.required');
      expect(result.errors.ownerEmail).toBe('validation.email');
      expect(result.errors.latitude).toBe('validation.latitude');
      expect(result.errors.expirationDate).toBe('validation.contractTerm');
    }
  });
});

describe('safeUrl', () => {
  it('keeps http(s) URLs only', () => {
    expect(safeUrl('https://greenfee.example/privacy')).toBe('https://greenfee.example/privacy');
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl('data:text/html,hi')).toBeNull();
    expect(safeUrl('')).toBeNull();
    expect(safeUrl('/relative', true)).toBeNull();
    expect(safeUrl('not a url', true)).toBeNull();
  });

  it("keeps a relative URL as it is, so a prerendered link matches the browser's (no page to resolve against on the server)", () => {
    expect(safeUrl('/privacy-policy')).toBe('/privacy-policy');
    expect(safeUrl('/en/privacy-policy?x=1#top')).toBe('/en/privacy-policy?x=1#top');
    expect(safeUrl('privacy.html')).toBe('privacy.html');
    expect(safeUrl(' javascript:alert(1)')).toBeNull();
    expect(safeUrl('\tjavascript:alert(1)')).toBeNull();
    expect(safeUrl('java\nscript:alert(1)')).toBeNull();
  });
});

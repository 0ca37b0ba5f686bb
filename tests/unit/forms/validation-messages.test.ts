import { describe, expect, it } from 'vitest';
import { ApiError, errorMessageKey } from '#shared/api/errors';
import { registerInputSchema } from '#shared/api/schemas/auth';
import { apiErrorCodes } from '#shared/api/schemas/common';
import { meetingInputSchema } from '#shared/api/schemas/meeting';
import { supportEmailInputSchema } from '#shared/api/schemas/support';
import { validate } from '#shared/forms/use-form';
import { createI18n } from '#shared/i18n/create-i18n';
import commonDe from '#shared/i18n/locales/de/common.json';
import commonEn from '#shared/i18n/locales/en/common.json';
import { createTranslator, withCarriedValues } from '#shared/i18n/translate';

const bundles = [{ de: commonDe, en: commonEn }];
const notEmpty = () => false;

describe('"too long" says the limit', () => {
  const message = () => {
    const result = validate(supportEmailInputSchema, { firstName: 'Ada', lastName: 'L', email: 'ada@example.com', message: 'x'.repeat(5001) }, notEmpty);
    if (result.ok) throw new Error('a message of 5001 characters passed');
    return result.errors.message ?? '';
  };

  it("in the widgets' translator, both languages", () => {
    expect(createTranslator('de', bundles)(message())).toBe('Höchstens 5000 Zeichen, bitte kürzen Sie die Eingabe');
    expect(createTranslator('en', bundles)(message())).toBe('At most 5000 characters, please shorten the entry');
  });

  it("in the portal's i18next, both languages", () => {
    for (const [language, text] of [
      ['de', 'Höchstens 5000 Zeichen'],
      ['en', 'At most 5000 characters'],
    ] as const) {
      const t = withCarriedValues(createI18n(language).getFixedT(language) as unknown as (key: string, values?: Record<string, string | number>) => string);
      expect(t(message())).toContain(text);
    }
  });

  it('a plain key still translates as before', () => {
    expect(createTranslator('en', bundles)('validation.required')).toBe('This field is required');
  });
});

describe('the meeting contract runs at least 15 years (SPEC section 9)', () => {
  const dates = (plannedStartDate: string, expirationDate: string) => {
    const result = validate(meetingInputSchema, { plannedStartDate, expirationDate }, notEmpty);
    return result.ok ? undefined : result.errors.expirationDate;
  };

  it('refuses 8 years and one day short of 15, accepts 15 years to the day', () => {
    expect(dates('2027-01-01', '2035-01-01')).toBe('validation.contractTerm');
    expect(dates('2027-03-02', '2042-03-01')).toBe('validation.contractTerm');
    expect(dates('2027-03-01', '2042-03-01')).toBeUndefined();
    expect(dates('2028-02-29', '2043-02-28')).toBe('validation.contractTerm');
    expect(dates('2028-02-29', '2043-03-01')).toBeUndefined();
  });

  it('says so in both languages', () => {
    expect(createTranslator('de', bundles)('validation.contractTerm')).toContain('mindestens 15 Jahre');
    expect(createTranslator('en', bundles)('validation.contractTerm')).toContain('at least 15 years');
  });
});

describe('sign-up', () => {
  it('reports mismatched passwords in the first submit, with the other errors, even while the password is too short', () => {
    const values = {
      name: '',
      surname: '',
      street: '',
      houseNumber: '',
      zipCode: '',
      city: '',
      country: '',
      email: '',
      password: 'kurz',
      confirmPassword: 'anders',
      termsAgreement: false,
    };
    const result = validate(registerInputSchema, values, (path) => values[path as keyof typeof values] === '');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toMatchObject({
        name: 'validation.required',
        email: 'validation.required',
        password: 'validation.passwordLength',
        confirmPassword: 'validation.passwordMatch',
        termsAgreement: 'validation.terms',
      });
    }
  });

  it('says "The code is not valid" for a wrong code in English, and keeps the catalogue text as the code\'s meaning', () => {
    const key =
      errorMessageKey(new ApiError({ kind: 'HTTP_ERROR', endpoint: 'POST /auth/verifyToken', status: 400, code: 'TOKEN_NOT_VERIFIED' }), 'errors.unknown') ??
      '';
    expect(createI18n('en').t(key)).toBe('The code is not valid');
    expect(createI18n('de').t(key)).toBe('Der Code ist nicht gültig');
    expect(apiErrorCodes.TOKEN_NOT_VERIFIED).toBe('Token not verified');
  });
});

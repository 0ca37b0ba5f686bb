import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ApiError } from '#shared/api/errors';
import { setPasswordInputSchema } from '#shared/api/schemas/auth';
import { v, whenValid } from '#shared/api/schemas/common';
import { messageWith } from '#shared/i18n/translate';
import { formatDecimal, parseDecimal } from '#portal/lib/form/decimal';
import { errorLeaves, incompleteDay, portalResolver } from '#portal/lib/form/resolver';
import { projectInputSchema } from '#shared/api/schemas/project';
import { filtersSchema } from '#portal/features/transactions/filters';
import { FieldFailure } from '#shared/forms/field-failure';
import { submitFailure } from '#portal/lib/form/server-failure';

const resolverOptions = { fields: {}, shouldUseNativeValidation: false } as const;
const messages = async (schema: z.ZodMiniType<unknown, Record<string, unknown>>, values: Record<string, unknown>) => {
  const result = await portalResolver(schema)(values, undefined, resolverOptions);
  return Object.fromEntries(errorLeaves(result.errors).map(([path, error]) => [path, error.message]));
};

describe('the form kit: parseDecimal', () => {
  it('reads a decimal the way each language writes it', () => {
    expect(parseDecimal('de', '12,5')).toBe(12.5);
    expect(parseDecimal('en', '12.5')).toBe(12.5);
    expect(parseDecimal('de', '1.234,5')).toBe(1234.5);
    expect(parseDecimal('en', '1,234.5')).toBe(1234.5);
    expect(parseDecimal('de', ' 7 ')).toBe(7);
    expect(parseDecimal('de', '-0,25')).toBe(-0.25);
  });

  it('takes the other language’s decimal mark where it cannot be a thousands separator', () => {
    expect(parseDecimal('de', '12.5')).toBe(12.5);
    expect(parseDecimal('en', '12,5')).toBe(12.5);
  });

  it('gives undefined for nothing typed and NaN for what is not a number', () => {
    expect(parseDecimal('de', '  ')).toBeUndefined();
    expect(parseDecimal('de', 'zwölf')).toBeNaN();
    expect(parseDecimal('en', '12abc')).toBeNaN();
    expect(parseDecimal('en', '1.2.3')).toBeNaN();
    expect(parseDecimal('de', ',')).toBeNaN();
  });

  it('writes a number back the user’s way', () => {
    expect(formatDecimal('de', 12.5)).toBe('12,5');
    expect(formatDecimal('en', 12.5)).toBe('12.5');
    expect(formatDecimal('de', undefined)).toBe('');
  });
});

describe('the form kit: the resolver', () => {
  it('gives each field the i18n key of its first issue, "required" where the field is empty', async () => {
    expect(await messages(setPasswordInputSchema, { currentPassword: '', password: 'longenough1', confirmPassword: 'other' })).toEqual({
      currentPassword: v.required,
      // The cross-field check (`when`) runs although another field is not valid.
      confirmPassword: v.passwordMatch,
    });
  });

  it('maps a nested issue path to the nested field name, through a pipe with a `when` check', async () => {
    const period = z.object({ startDate: z.string().check(z.minLength(1, v.required)), endDate: z.string().check(z.minLength(1, v.required)) });
    const schema = z
      .object({
        title: z.pipe(
          z.string(),
          z.pipe(
            z.transform((value: string) => value.trim()),
            z.string().check(z.maxLength(5, messageWith(v.tooLong, { max: 5 }))),
          ),
        ),
        compensationPeriod: period,
      })
      .check(
        z.refine((input) => input.compensationPeriod.endDate > input.compensationPeriod.startDate, {
          error: v.endAfterStart,
          path: ['compensationPeriod', 'endDate'],
          when: whenValid('compensationPeriod'),
        }),
      );
    expect(await messages(schema, { title: 'far too long', compensationPeriod: { startDate: '2030-01-02', endDate: '2030-01-01' } })).toEqual({
      title: 'validation.tooLong?max=5',
      'compensationPeriod.endDate': v.endAfterStart,
    });
    const valid = await portalResolver(schema)(
      { title: ' ok ', compensationPeriod: { startDate: '2030-01-01', endDate: '2030-02-01' } },
      undefined,
      resolverOptions,
    );
    expect(valid.errors).toEqual({});
    expect(valid.values).toEqual({ title: 'ok', compensationPeriod: { startDate: '2030-01-01', endDate: '2030-02-01' } });
  });

  it("says a date input's half-entered day as such, not as the typed format's message, nor as an empty field", async () => {
    const project = { name: 'P', description: '', co2Emissions: 1 };
    expect(await messages(projectInputSchema, { ...project, compensationPeriod: { startDate: incompleteDay, endDate: '' } })).toEqual({
      'compensationPeriod.startDate': 'validation.dateIncomplete',
      'compensationPeriod.endDate': v.required,
    });
    // An optional day: empty is "all", half entered is not.
    const filters = { type: '', projectId: '', from: '', to: '' };
    expect(await messages(filtersSchema, filters)).toEqual({});
    expect(await messages(filtersSchema, { ...filters, to: incompleteDay })).toEqual({ to: 'validation.dateIncomplete' });
    // Text that names no day (a browser without a date input) keeps the schema's message, which names the format.
    expect(await messages(filtersSchema, { ...filters, from: '31.02.2025' })).toEqual({ from: v.date });
  });

  it('shows a message that is not an i18n key as "not valid"', async () => {
    expect(await messages(z.object({ n: z.number() }), { n: 'x' })).toEqual({ n: v.invalid });
  });
});

describe('the form kit: a failed submit', () => {
  const values = { title: '', compensationPeriod: { startDate: '', endDate: '' } };
  const refused = (init: Partial<ConstructorParameters<typeof ApiError>[0]>) => new ApiError({ kind: 'HTTP_ERROR', endpoint: 'POST /x', status: 400, ...init });

  it('puts the server’s field issues at their fields, nested paths included', () => {
    const error = refused({
      code: 'VALIDATION',
      issues: [
        { path: 'compensationPeriod.endDate', message: v.endAfterStart },
        { path: 'title', message: 'Too long' },
        { path: 'title', message: v.required },
      ],
    });
    expect(submitFailure(error, values, 'errors.projectCreateFailed')).toEqual({
      fields: [
        ['compensationPeriod.endDate', v.endAfterStart],
        ['title', v.invalid],
      ],
      failure: null,
    });
  });

  it('says an issue about no field of the form, or a failure without a field, for the whole form', () => {
    expect(
      submitFailure(refused({ code: 'VALIDATION', issues: [{ path: 'compensationPeriod.other', message: v.required }] }), values, 'errors.projectCreateFailed'),
    ).toEqual({ fields: [], failure: 'errors.projectCreateFailed' });
    expect(submitFailure(new ApiError({ kind: 'FETCH_ERROR', endpoint: 'POST /x' }), values, 'errors.projectCreateFailed')).toEqual({
      fields: [],
      failure: 'errors.network',
    });
  });

  it('shows a coded failure about one field at that field', () => {
    expect(submitFailure(refused({ code: 'EMAIL_EXISTS', field: 'email' }), { email: 'a@b.at' }, 'errors.registerFailed')).toEqual({
      fields: [['email', 'errors.emailExists']],
      failure: null,
    });
    expect(submitFailure(new FieldFailure('mailedPassword', 'errors.wrongCredentials'), {}, 'errors.unknown')).toEqual({
      fields: [['mailedPassword', 'errors.wrongCredentials']],
      failure: null,
    });
  });
});

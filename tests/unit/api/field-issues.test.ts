import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { fieldIssues, issueKey, keysByField } from '#shared/api/field-issues';

describe('the one mapping from issues to field keys', () => {
  it('keeps our i18n keys, values carried included, and calls anything else not valid', () => {
    expect(issueKey('validation.email')).toBe('validation.email');
    expect(issueKey('validation.max|{"max":5}')).toBe('validation.max|{"max":5}');
    expect(issueKey('Invalid input: expected string')).toBe('validation.invalid');
    expect(issueKey(undefined)).toBe('validation.invalid');
  });

  it("turns zod's issues into field issues with dotted paths", () => {
    const schema = z.object({ name: z.string().check(z.minLength(1, 'validation.required')), period: z.object({ endDate: z.string() }) });
    const parsed = schema.safeParse({ name: '', period: { endDate: 5 } });
    expect(parsed.success).toBe(false);
    expect(fieldIssues(parsed.error?.issues ?? [])).toEqual([
      { path: 'name', message: 'validation.required', code: 'too_small' },
      { path: 'period.endDate', message: 'validation.invalid', code: 'invalid_type' },
    ]);
  });

  it('gives one key per field the form has, the first issue of a path winning', () => {
    const issues = [
      { path: 'email', message: 'validation.email' },
      { path: 'email', message: 'validation.required' },
      { path: 'notAField', message: 'validation.invalid' },
      { path: 'name', message: 'something the server said' },
    ];
    expect([...keysByField(issues, (path) => path !== 'notAField')]).toEqual([
      ['email', 'validation.email'],
      ['name', 'validation.invalid'],
    ]);
  });
});

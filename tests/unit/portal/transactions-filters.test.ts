import { describe, expect, it } from 'vitest';
import { filtersSchema } from '#portal/features/transactions/filters';

const messages = (values: { type?: string; projectId?: string; from?: string; to?: string }) => {
  const result = filtersSchema.safeParse({ type: '', projectId: '', from: '', to: '', ...values });
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe("the transaction filters' checks", () => {
  it('take every filter empty, and any one or all of them set', () => {
    expect(messages({})).toEqual([]);
    expect(messages({ type: 'charge', projectId: 'prj_1', from: '2025-03-01', to: '2025-06-30' })).toEqual([]);
    expect(messages({ from: '2025-03-01', to: '2025-03-01' })).toEqual([]);
  });

  it('say "to" before "from" at "to", and a day that is none at its field (then not also the range)', () => {
    expect(messages({ from: '2025-06-30', to: '2025-03-01' })).toEqual([['to', 'validation.endAfterStart']]);
    expect(messages({ from: '31.02.2025', to: '2025-03-01' })).toEqual([['from', 'validation.date']]);
    expect(messages({ from: '2025-06-30', to: '2025-02-30' })).toEqual([['to', 'validation.date']]);
  });

  it('refuse a type the list does not know (the resolver says "invalid" for it)', () => {
    expect(messages({ type: 'refund' }).map(([path]) => path)).toEqual(['type']);
  });
});

import { describe, expect, it } from 'vitest';
import { filtersOf, lastPage, readListQuery, writeListQuery } from '#portal/features/transactions/list-query';

const read = (query: string) => readListQuery(new URLSearchParams(query));

describe("the transaction list's URL query", () => {
  it('reads every filter and the page, and writes them back the same way', () => {
    const state = read('type=compensation&project=prj_1&from=2025-01-01&to=2025-06-30&page=3');
    expect(state).toEqual({ type: 'compensation', projectId: 'prj_1', from: '2025-01-01', to: '2025-06-30', page: 3 });
    expect(writeListQuery(state)).toBe('?type=compensation&project=prj_1&from=2025-01-01&to=2025-06-30&page=3');
    expect(filtersOf(state)).toEqual({ type: 'compensation', projectId: 'prj_1', from: '2025-01-01', to: '2025-06-30' });
  });

  it('writes nothing for the plain first page', () => {
    expect(writeListQuery(read(''))).toBe('');
    expect(filtersOf(read(''))).toEqual({});
  });

  it.each([
    ['page=abc', 1],
    ['page=0', 1],
    ['page=-2', 1],
    ['page=2.5', 1],
    ['page=1e3', 1],
    ['page=100001', 1],
    ['page=99999999999999999999', 1],
    ['page=%20', 1],
    ['page=7', 7],
  ])('%s: page %i', (query, page) => {
    expect(read(query).page).toBe(page);
  });

  it.each(['type=refund', 'type=CHARGE', 'type=', 'type=charge%00'])('%s: no type filter', (query) => {
    expect(read(query).type).toBeNull();
  });

  it.each(['from=2025-02-30', 'from=yesterday', 'from=2025-1-5', 'from=05.01.2025', 'from=2025-13-01', 'from='])('%s: no start day', (query) => {
    expect(read(query).from).toBeNull();
  });

  it('swaps days given the wrong way round', () => {
    expect(read('from=2025-12-31&to=2025-01-01')).toMatchObject({ from: '2025-01-01', to: '2025-12-31' });
  });

  it('ignores an empty or overlong project id', () => {
    expect(read('project=').projectId).toBeNull();
    expect(read(`project=${'x'.repeat(65)}`).projectId).toBeNull();
  });

  it('counts pages of 20, at least one', () => {
    expect([lastPage(0), lastPage(20), lastPage(21), lastPage(250)]).toEqual([1, 1, 2, 13]);
  });
});

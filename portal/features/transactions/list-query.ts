import type { TransactionListQuery, TransactionType } from '#shared/api/schemas/transaction';
import { parseLocalDate } from '#shared/i18n/dates';

/** The list as the URL's query names it: `?type=charge&project=ID&from=2025-01-01&to=2025-12-31&page=2`. */
export interface ListState {
  type: TransactionType | null;
  projectId: string | null;
  /** `YYYY-MM-DD`, not after `to`. */
  from: string | null;
  to: string | null;
  page: number;
}

/** Rows per page of the list. */
export const listPageSize = 20;
const maxPage = 100_000;

export const noFilters: ListState = { type: null, projectId: null, from: null, to: null, page: 1 };

const isoDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseLocalDate('en', value) : null);

/**
 * Reads the list's state from the URL's query. Anything unusable (not a number, out of range, an unknown type, no real
 * day) falls back quietly to no filter or the first page; days given the wrong way round are swapped.
 */
export function readListQuery(params: URLSearchParams): ListState {
  const rawType = params.get('type');
  const type = rawType === 'charge' || rawType === 'compensation' ? rawType : null;
  const rawProject = params.get('project')?.trim() ?? '';
  const projectId = rawProject && rawProject.length <= 64 ? rawProject : null;
  let from = isoDay(params.get('from'));
  let to = isoDay(params.get('to'));
  if (from && to && from > to) [from, to] = [to, from];
  const rawPage = params.get('page') ?? '';
  const number = /^\d{1,6}$/.test(rawPage) ? Number(rawPage) : 1;
  const page = number >= 1 && number <= maxPage ? number : 1;
  return { type, projectId, from, to, page };
}

/** The URL query of a state, without what is at its default (so the plain list is `?`-free). */
export function writeListQuery(state: ListState): string {
  const params = new URLSearchParams();
  if (state.type) params.set('type', state.type);
  if (state.projectId) params.set('project', state.projectId);
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  if (state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The filters of a state as `/transaction/list` takes them (without page and size). */
export function filtersOf(state: ListState): Omit<TransactionListQuery, 'page' | 'pageSize'> {
  return {
    ...(state.type ? { type: state.type } : {}),
    ...(state.projectId ? { projectId: state.projectId } : {}),
    ...(state.from ? { from: state.from } : {}),
    ...(state.to ? { to: state.to } : {}),
  };
}

export const hasFilters = (state: ListState) => Boolean(state.type || state.projectId || state.from || state.to);

/** The last page of `total` rows (at least 1). */
export const lastPage = (total: number) => Math.max(1, Math.ceil(total / listPageSize));

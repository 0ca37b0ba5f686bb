import type { TransactionListQuery } from '../api/schemas/transaction';

/** Every query key of the product, so that hooks, loaders and invalidation agree. */
export const queryKeys = {
  profile: ['profile'] as const,
  projects: {
    all: ['projects'] as const,
    mine: ['projects', 'mine'] as const,
    detail: (id: string) => ['projects', 'detail', id] as const,
  },
  transactions: {
    all: ['transactions'] as const,
    list: (query: TransactionListQuery) => ['transactions', 'list', query] as const,
    detail: (id: string) => ['transactions', 'detail', id] as const,
  },
  certificates: {
    all: ['certificates'] as const,
    /** Per language: the answer names the forests in it. */
    status: (id: string, language: string) => ['certificates', 'status', id, language] as const,
  },
  payments: {
    all: ['payments'] as const,
    /** Per language: the answer names the forests in it. */
    detail: (id: string, language: string) => ['payments', 'detail', id, language] as const,
  },
  /** The wallet's token index ranges (GET /wallet/token-indexes); the prefix of each language's. */
  tokenIndexes: ['token-indexes'] as const,
  /** The ESRS E1-7 figures (GET /report/e1-7), per year and language (the answer names forests and countries in it). */
  report: { all: ['report'] as const, year: (year: number, language: string) => ['report', year, language] as const },
  products: ['products'] as const,
  /** A forest's boundary and vegetation index series (GET /product/monitoring): no words, so not per language. */
  forestMonitoring: (id: string) => ['forest-monitoring', id] as const,
  countries: (language: string) => ['countries', language] as const,
  landing: ['landing'] as const,
};

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
    status: (id: string) => ['certificates', 'status', id] as const,
  },
  payments: {
    all: ['payments'] as const,
    detail: (id: string) => ['payments', 'detail', id] as const,
  },
  /** The wallet's token index ranges (GET /wallet/token-indexes). */
  tokenIndexes: ['token-indexes'] as const,
  products: ['products'] as const,
  countries: (language: string) => ['countries', language] as const,
  landing: ['landing'] as const,
};

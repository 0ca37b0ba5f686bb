import { QueryClientProvider, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '#shared/query/query-client';
import { usePortalText } from './language';
import { LoadProblem } from './load-problem';
import { useServices, type Services } from './services';

let client: QueryClient | undefined;

/** The portal's one QueryClient, made when the first screen that queries loads (TanStack Query stays off the first render). */
export function portalQueryClient(services: Services): QueryClient {
  if (!client) {
    const created = createQueryClient();
    // Logout clears all cached data.
    services.session.onSignOut(() => created.clear());
    client = created;
  }
  return client;
}

/** Wraps the parts of a screen that query; every wrapper shares the one client and its cache. */
export function WithQueries({ children }: { children: ReactNode }) {
  const services = useServices();
  return <QueryClientProvider client={portalQueryClient(services)}>{children}</QueryClientProvider>;
}

/**
 * A query's data once it is there; on failure, a message with a retry. Before: `placeholder` when given (a skeleton
 * the size of the loaded content, so nothing moves when it arrives; `.skeleton` blocks from skeleton.css help draw it),
 * with the loading state said to screen readers; else a loading line. A prerendered page holds the pending state
 * (TanStack Query does not fetch on the server), so a public page's data needs a placeholder.
 */
export function Loaded<T>({ query, children, placeholder }: { query: UseQueryResult<T>; children: (data: T) => ReactNode; placeholder?: ReactNode }) {
  const { t } = usePortalText();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) return <LoadProblem query={query} />;
  if (placeholder !== undefined) {
    return (
      <>
        <span className="visually-hidden" role="status">
          {t('common.loading')}
        </span>
        <div className="skeleton-slot" aria-hidden="true">
          {placeholder}
        </div>
      </>
    );
  }
  return (
    <p className="loading" role="status">
      {t('common.loading')}
    </p>
  );
}

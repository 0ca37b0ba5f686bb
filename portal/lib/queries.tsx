import { QueryClientProvider, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../shared/query/query-client';
import { usePortalText } from './language';
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

/** A query's data once it is there; before, a loading line; on failure, a message with a retry. */
export function Loaded<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = usePortalText();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <p className="load-problem" role="alert">
        {t('common.loadFailed')}{' '}
        <button type="button" className="link-button" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </button>
      </p>
    );
  }
  return (
    <p className="loading" role="status">
      {t('common.loading')}
    </p>
  );
}

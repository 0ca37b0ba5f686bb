import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessageKey, isApiError } from '../../shared/api/errors';
import { usePortalText } from './language';

/**
 * A failed query: the failure in the user's language (network, timeout, unreadable answer, server error) and a retry
 * that shows it is running.
 */
export function LoadProblem({ query }: { query: Pick<UseQueryResult<unknown>, 'error' | 'isFetching' | 'refetch'> }) {
  const { t } = usePortalText();
  const fallbackKey = isApiError(query.error) && (query.error.status ?? 0) >= 500 ? 'errors.internal' : 'common.loadFailed';
  const key = errorMessageKey(query.error, fallbackKey) ?? fallbackKey;
  return (
    <div className="load-problem" role="alert">
      <p>
        {t(key)}{' '}
        <button type="button" className="link-button" disabled={query.isFetching} onClick={() => void query.refetch()}>
          {query.isFetching ? t('common.loading') : t('common.retry')}
        </button>
      </p>
    </div>
  );
}

/** Loading, failure with retry, or the data. */
export function QueryState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = usePortalText();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) return <LoadProblem query={query} />;
  return (
    <p className="loading" role="status">
      {t('common.loading')}
    </p>
  );
}

import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessageKey, isApiError } from '#shared/api/errors';
import { usePortalText } from './language';

type Retryable = Pick<UseQueryResult<unknown>, 'error' | 'isFetching' | 'refetch'>;

/**
 * A failed load: the failure in the user's language (network, timeout, unreadable answer, server error), or `message`
 * where the place says more (what failed, what still works), and a retry that shows it is running. One query
 * (`query`), or any failure with its own retry (`error`, `retrying`, `onRetry`: a page that loads from two queries, or
 * from the cache by hand).
 */
export function LoadProblem(props: ({ query: Retryable } | { error: unknown; retrying?: boolean; onRetry: () => void }) & { message?: string }) {
  const { t } = usePortalText();
  const { error, retrying, onRetry } =
    'query' in props ? { error: props.query.error, retrying: props.query.isFetching, onRetry: () => void props.query.refetch() } : props;
  const fallbackKey = isApiError(error) && (error.status ?? 0) >= 500 ? 'errors.internal' : 'common.loadFailed';
  const key = errorMessageKey(error, fallbackKey) ?? fallbackKey;
  return (
    <div className="load-problem" role="alert">
      <p>
        {props.message ?? t(key)}{' '}
        <button type="button" className="link-button" disabled={retrying} onClick={onRetry}>
          {retrying ? t('common.loading') : t('common.retry')}
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

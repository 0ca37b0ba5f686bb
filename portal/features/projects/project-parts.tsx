import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessageKey, isApiError } from '../../../shared/api/errors';
import type { Project } from '../../../shared/api/schemas/project';
import { formatDate, formatNumber, formatTonnes } from '../../../shared/i18n/format';
import { usePortalText } from '../../lib/language';
import { coverage, openTonnes } from './project-figures';

/** A figure list's entries of a project: period, emissions, compensated, still open. */
export function ProjectFigures({ project }: { project: Project }) {
  const { t, language } = usePortalText();
  return (
    <dl className="project-figures">
      <div>
        <dt>{t('projects.figures.period')}</dt>
        <dd>
          {t('projects.figures.periodValue', { start: formatDate(language, project.compensationPeriod.startDate), end: formatDate(language, project.compensationPeriod.endDate) })}
        </dd>
      </div>
      <div>
        <dt>{t('projects.figures.emissions')}</dt>
        <dd>{formatTonnes(language, project.co2Emissions)}</dd>
      </div>
      <div>
        <dt>{t('projects.figures.compensated')}</dt>
        <dd>{formatTonnes(language, project.co2Compensation)}</dd>
      </div>
      <div>
        <dt>{t('projects.figures.open')}</dt>
        <dd>{formatTonnes(language, openTonnes(project))}</dd>
      </div>
    </dl>
  );
}

/** The state and the coverage as text ("48 % compensated"), with a bar that only repeats it (hidden from screen readers). */
export function Coverage({ project }: { project: Project }) {
  const { t, language } = usePortalText();
  const share = coverage(project);
  return (
    <div className="coverage">
      <meter className="coverage__bar" min={0} max={1} optimum={1} value={share} aria-hidden="true" />
      <p className="coverage__text">
        <span className={`project-status project-status--${project.status}`}>{t(`projects.status.${project.status}`)}</span>
        {' · '}
        {t('projects.figures.coverageValue', { percent: formatNumber(language, share, { style: 'percent' }) })}
      </p>
    </div>
  );
}

/**
 * A failed query: the failure in the user's language (network, timeout, unreadable answer, server error) and a retry
 * that shows it is running.
 */
export function LoadProblem({ query }: { query: UseQueryResult<unknown> }) {
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

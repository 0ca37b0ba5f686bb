import { usePageMeta, usePortalText } from '../../app/language';

/** Placeholder: the accounts issue builds the dashboard, profile and transactions. */
export function DashboardPage() {
  const { t } = usePortalText();
  usePageMeta('dashboard');
  return (
    <article className="page">
      <h1>{t('pages.dashboard.h1')}</h1>
      <p>{t('pages.dashboard.text')}</p>
    </article>
  );
}

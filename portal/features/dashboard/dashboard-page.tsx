import { useQuery } from '@tanstack/react-query';
import { formatNumber } from '../../../shared/i18n/format';
import { profileQuery } from '../../../shared/query/profile';
import { usePageMeta, usePortalText } from '../../lib/language';
import { useTexts } from '../../lib/locales';
import { Loaded, WithQueries } from '../../lib/queries';
import { useSession } from '../../lib/session';
import { useServices } from '../../lib/services';

/** The dashboard's start: the wallet. (Projects arrive with the projects issue.) */
export function DashboardPage() {
  return (
    <WithQueries>
      <Dashboard />
    </WithQueries>
  );
}

function Dashboard() {
  const { t, language } = usePortalText();
  useTexts('auth', language);
  usePageMeta('dashboard');
  const { api } = useServices();
  const session = useSession();
  const profile = useQuery(profileQuery(api, session.status === 'authenticated'));
  const user = session.status === 'authenticated' ? session.user : null;
  return (
    <article className="page">
      <h1>{user ? t('auth.dashboard.welcome', { name: `${user.name} ${user.lastName}` }) : t('pages.dashboard.h1')}</h1>
      <section className="text-section" aria-labelledby="wallet-title">
        <h2 id="wallet-title">{t('auth.dashboard.wallet')}</h2>
        <Loaded query={profile}>
          {({ profile: { wallet } }) => (
            <dl className="facts">
              <div>
                <dt>{t('auth.dashboard.available')}</dt>
                <dd>{formatNumber(language, wallet.tokensAvailable)}</dd>
              </div>
              <div>
                <dt>{t('auth.dashboard.spent')}</dt>
                <dd>{formatNumber(language, wallet.tokensSpent)}</dd>
              </div>
              <div>
                <dt>{t('auth.dashboard.address')}</dt>
                <dd className="mono">{wallet.address}</dd>
              </div>
            </dl>
          )}
        </Loaded>
      </section>
    </article>
  );
}

export function TransactionsPage() {
  const { t, language } = usePortalText();
  useTexts('auth', language);
  usePageMeta('auth.transactions');
  return (
    <article className="page">
      <h1>{t('auth.transactions.h1')}</h1>
      <p>{t('auth.transactions.text')}</p>
    </article>
  );
}

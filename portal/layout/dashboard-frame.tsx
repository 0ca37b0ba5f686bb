import type { ReactNode } from 'react';
import { CertificateTracker } from '../lib/certificate-tracking';
import { usePortalText } from '../lib/language';
import { useTexts } from '../lib/locales';
import { WithQueries } from '../lib/queries';
import { CustomerNavLinks } from './profile-menu';
import './customer-pages.css';
import './dashboard-frame.css';

/**
 * The frame of every page under `/dashboard` (inside the layout route, behind its guard): the query cache once, the
 * customer navigation, the tracking of certificates on their way (a notice when one is ready), and the page
 * (`children`: the route's outlet) in the main landmark. The dashboard texts load with it, so every page has them.
 */
export function DashboardFrame({ children }: { children: ReactNode }) {
  const { language } = usePortalText();
  useTexts('dashboard', language);
  return (
    <WithQueries>
      <CertificateTracker />
      <div className="dashboard">
        <DashboardNav />
        <main id="main" tabIndex={-1} className="dashboard__main">
          {children}
        </main>
      </div>
    </WithQueries>
  );
}

/**
 * The customer navigation as a sidebar from 800 px. Below, the header's menu is the one navigation (it lists these
 * pages first when logged in): no second menu on a phone.
 */
function DashboardNav() {
  const { t } = usePortalText();
  return (
    <nav className="dashboard-nav" aria-label={t('dashboard.nav.label')}>
      <CustomerNavLinks className="dashboard-nav__list" />
    </nav>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CertificateTracker } from '../lib/certificate-tracking';
import { usePortalText } from '../lib/language';
import { useTexts } from '../lib/locales';
import { legalPages, localized, paths } from '../lib/paths';
import { WithQueries } from '../lib/queries';
import { CustomerNavLinks } from './profile-menu';
import { TermsLinks } from './terms-links';
import './customer-pages.css';
import './dashboard-frame.css';

// The area's routes travel in this chunk (router.tsx loads them from here): frame and routes always come together,
// and one chunk costs less than two.
export { DashboardRoutes } from './dashboard-routes';

/**
 * The frame of every page under `/dashboard` (inside the layout route, behind its guard): the query cache once, the
 * customer navigation, the tracking of certificates on their way (a notice when one is ready), the page (`children`:
 * the route's outlet) in the main landmark, and a slim footer (`onCookieSettings` opens the cookie settings). The
 * dashboard texts load with it, so every page has them.
 */
export function DashboardFrame({ children, onCookieSettings }: { children: ReactNode; onCookieSettings: () => void }) {
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
      <DashboardFooter onCookieSettings={onCookieSettings} />
    </WithQueries>
  );
}

/**
 * The customer area's footer: one line with the legal pages (the public footer's own list: an imprint is reachable
 * from every page), the terms and the right of withdrawal, and the cookie settings, without the public footer's columns.
 */
function DashboardFooter({ onCookieSettings }: { onCookieSettings: () => void }) {
  const { t, language } = usePortalText();
  return (
    <footer className="dashboard-footer">
      <p>{t('footer.copyright')}</p>
      <nav aria-label={t('footer.columns.legal')}>
        <ul>
          {legalPages.map((page) => (
            <li key={page}>
              <Link to={localized(language, paths[page])}>{t(`footer.${page}`)}</Link>
            </li>
          ))}
          <TermsLinks />
          <li>
            <button type="button" className="link-button" onClick={onCookieSettings}>
              {t('footer.cookieSettings')}
            </button>
          </li>
        </ul>
      </nav>
    </footer>
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

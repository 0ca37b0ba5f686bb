import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { FormsProvider } from '../../shared/ui/forms-context';
import { LanguageProvider, usePortalText } from '../lib/language';
import { useLanguageTexts } from '../lib/locales';
import { splitLanguage } from '../app/paths';
import { useServices } from '../lib/services';
import { CookieConsent } from './cookie-consent';
import { Footer } from './footer';
import { Header } from './header';
import { useToasterWanted } from '../lib/toasts';
import { RequireAuth } from '../lib/session';
import { MainLoading, PageBoundary, PageErrorBoundary } from './page-boundary';

const DashboardFrame = lazy(async () => ({ default: (await import('./dashboard-frame')).DashboardFrame }));
const Toaster = lazy(async () => ({ default: (await import('../lib/toaster')).Toaster }));

/** Scrolls to the hash's element after a navigation, or to the top; moves focus to the new page for screen readers. */
function useNavigationFocus() {
  const location = useLocation();
  // The same page in the other language is no navigation: the visitor stays where they are.
  const { path } = splitLanguage(location.pathname);
  const first = useRef(true);
  useEffect(() => {
    if (location.hash) {
      // The target may still be loading (the home page's lower part): it scrolls itself into view then.
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView({ block: 'start' });
      return;
    }
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [path, location.hash]);
}

function Shell() {
  const { t, language } = usePortalText();
  const { api } = useServices();
  const toasterWanted = useToasterWanted();
  useNavigationFocus();
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  const forms = useMemo(() => ({ t, language, api }), [t, language, api]);
  return (
    <FormsProvider value={forms}>
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <Header />
      {/* The area's layout route: the public area with the footer, the customer area with its frame and without. */}
      <Suspense fallback={<MainLoading />}>
        <Outlet />
      </Suspense>
      <CookieConsent />
      {toasterWanted ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </FormsProvider>
  );
}

/** The public area's pages: each in the main landmark, with the footer. */
export function PublicArea() {
  return (
    // The footer renders with the page, inside the same boundary: while a page's code or texts load, there is no
    // footer to be pushed around (a layout shift), and it appears together with the content.
    <Suspense fallback={<MainLoading />}>
      <main id="main" tabIndex={-1}>
        <PageBoundary>
          <Outlet />
        </PageBoundary>
      </main>
      <Footer />
    </Suspense>
  );
}

/**
 * The customer area (`/dashboard/…`): the session guard once, then the frame with the navigation, the query cache and
 * the page. The frame is its own chunk, so public pages never download it; no footer here.
 */
export function DashboardArea() {
  return (
    <RequireAuth>
      <PageErrorBoundary>
        <Suspense fallback={<MainLoading />}>
          <DashboardFrame />
        </Suspense>
      </PageErrorBoundary>
    </RequireAuth>
  );
}

/** The frame of every page; the URL says the language (`/en/…` English, else German). */
export function RootLayout() {
  const { language } = splitLanguage(useLocation().pathname);
  const services = useServices();
  // The other language's texts arrive on the first switch to it.
  useLanguageTexts(services.i18n, language);
  // The API client sends the route's language as `ln`.
  services.language.current = language;
  return (
    <LanguageProvider value={language}>
      <Shell />
    </LanguageProvider>
  );
}

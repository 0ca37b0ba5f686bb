import { Component, lazy, Suspense, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { FormsProvider } from '#shared/ui/forms-context';
import { LanguageProvider, usePortalText } from '../lib/language';
import { useLanguageTexts } from '../lib/locales';
import { hashId, splitLanguage } from '../lib/paths';
import { useServices } from '../lib/services';
import { retryFailedPages } from '../lib/route-kit';
import { CookieConsent } from './cookie-consent';
import { openCookieSettings } from './cookie-settings';
import { Footer } from './footer';
import { Header } from './header';
import { useToasterWanted } from '../lib/toasts';
import { RequireAuth } from '../lib/session-guards';
import { hydratedAttribute, useHydrated } from '../lib/hydration';

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
      const id = hashId(location.hash);
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView({ block: 'start' });
        return;
      }
      // The page's code may still be on its way: scroll once its target appears. (The home page's lower part,
      // rendered later on purpose, scrolls itself into view.)
      const observer = new MutationObserver(() => {
        const appeared = document.getElementById(id);
        if (!appeared) return;
        observer.disconnect();
        appeared.scrollIntoView({ block: 'start' });
      });
      observer.observe(document.body, { childList: true, subtree: true });
      const stop = window.setTimeout(() => observer.disconnect(), 10_000);
      return () => {
        observer.disconnect();
        window.clearTimeout(stop);
      };
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
  const forms = useMemo(() => ({ t, language, api, useInteractive: useHydrated }), [t, language, api]);
  return (
    <FormsProvider value={forms}>
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <Header />
      {/* The area's layout route: the public area with the footer, the customer area with its frame and its slim footer. */}
      <Outlet />
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
      <HydrationMark />
    </Suspense>
  );
}

/**
 * The customer area (`/dashboard/…`): the session guard once, then the frame with the navigation, the query cache and
 * the page (`children`: the area's own routes, router.tsx). The frame is its own chunk, so public pages never download it; its slim footer opens the cookie settings
 * through the channel passed here (which stays in this chunk: imported by the frame, it would become a chunk of its own).
 */
export function DashboardArea({ children }: { children: ReactNode }) {
  return (
    <RequireAuth>
      <PageErrorBoundary>
        <Suspense fallback={<MainLoading />}>
          <DashboardFrame onCookieSettings={openCookieSettings}>
            <Suspense fallback={<PageLoading />}>
              <PageBoundary>{children}</PageBoundary>
            </Suspense>
          </DashboardFrame>
        </Suspense>
      </PageErrorBoundary>
    </RequireAuth>
  );
}

/** Marks <html> once the public area's content (page and footer, one Suspense boundary) has hydrated. */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute(hydratedAttribute, '');
  }, []);
  return null;
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

/** The main landmark while an area's code or texts load. */
function MainLoading() {
  return (
    <main id="main" tabIndex={-1}>
      <PageLoading />
    </main>
  );
}

/** Shows a failed page in its place (one boundary per path, so the next page starts afresh). */
function PageBoundary({ children }: { children: ReactNode }) {
  const { path } = splitLanguage(useLocation().pathname);
  return <PageErrorBoundary key={path}>{children}</PageErrorBoundary>;
}

function PageLoading() {
  const { t } = usePortalText();
  return (
    <p className="page loading" role="status">
      {t('common.loading')}
    </p>
  );
}

/** What shows instead of a blank screen when a page cannot be loaded (a dropped connection) or throws. */
class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('[portal] a page failed', error);
    retryFailedPages();
  }
  override render() {
    return this.state.failed ? <PageFailed /> : this.props.children;
  }
}

function PageFailed() {
  const { t } = usePortalText();
  return (
    <div className="page" role="alert">
      <h1>{t('errors.unknown')}</h1>
      <p>{t('errors.network')}</p>
      <p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('common.retry')}
        </button>
      </p>
    </div>
  );
}

import { Component, StrictMode, Suspense, type ComponentType, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AppRoutes } from './router';
import { ServicesProvider, type Services } from '../lib/services';

/** The portal: services, the texts (react-i18next's provider of the one i18next instance) and the routes, inside `Router` (BrowserRouter in the browser, StaticRouter when prerendering). */
export function App({ services, Router }: { services: Services; Router: ComponentType<{ children: ReactNode }> }) {
  return (
    <StrictMode>
      <ServicesProvider value={services}>
        <I18nextProvider i18n={services.i18n}>
          <AppErrorBoundary>
            <Suspense fallback={null}>
              <Router>
                <AppRoutes />
              </Router>
            </Suspense>
          </AppErrorBoundary>
        </I18nextProvider>
      </ServicesProvider>
    </StrictMode>
  );
}

/** Shown when the page's configuration is missing or invalid: in both languages, since none can be trusted yet. */
export function ConfigProblem({ problems }: { problems: string[] }) {
  return (
    <main className="page">
      <h1>greenfee</h1>
      <p role="alert">Die Seite ist falsch konfiguriert. / The page is misconfigured.</p>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </main>
  );
}

/** The last line of defence: an error outside a page (header, consent, layout) shows a message, never a blank screen. */
class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('[portal] the page failed', error);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="page">
        <h1>greenfee</h1>
        <p role="alert">Etwas ist schiefgelaufen. Bitte laden Sie die Seite neu. / Something went wrong. Please reload the page.</p>
        <p>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            Neu laden / Reload
          </button>
        </p>
      </main>
    );
  }
}

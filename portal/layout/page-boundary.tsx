import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { splitLanguage } from '../app/paths';
import { usePortalText } from '../lib/language';

/** The main landmark while an area's code or texts load. */
export function MainLoading() {
  return (
    <main id="main" tabIndex={-1}>
      <PageLoading />
    </main>
  );
}

/** Shows a failed page in its place (one boundary per path, so the next page starts afresh). */
export function PageBoundary({ children }: { children: ReactNode }) {
  const { path } = splitLanguage(useLocation().pathname);
  return <PageErrorBoundary key={path}>{children}</PageErrorBoundary>;
}

/** A page's loading line. */
export function PageLoading() {
  const { t } = usePortalText();
  return (
    <p className="page loading" role="status">
      {t('common.loading')}
    </p>
  );
}

/** What shows instead of a blank screen when a page cannot be loaded (a dropped connection) or throws. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('[portal] a page failed', error);
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

/**
 * The prerender step's entry (built by Vite for Node, run by demo/prerender.ts after the client build): renders one
 * path of the portal to HTML with React's static API, which waits for every lazy page and text bundle (Suspense), so
 * the HTML holds the real page. Data queries stay pending (TanStack Query does not fetch on the server): their
 * placeholders are what the HTML shows.
 */
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { AppConfig } from '#shared/config/config';
import { App } from './app/app';
import { createServices } from './app/create-services';
import { markPrerendering } from './lib/hydration';
import { PageMetaSinkProvider, type PageMetaSink } from './lib/language';
import { loadBundles } from './lib/locales';
import { portalQueryClient } from './lib/queries';
import type { Services } from './lib/services';

markPrerendering();

/** One set of services for every page of a run (the text bundles load once, both languages). */
export async function createPrerenderServices(config: AppConfig): Promise<Services> {
  return createServices(config, 'de', await loadBundles('de'));
}

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  meta: PageMetaSink;
}

export async function renderPage(services: Services, pathname: string): Promise<RenderedPage> {
  const meta: PageMetaSink = {};
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={pathname}>{children}</StaticRouter>;
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <PageMetaSinkProvider value={meta}>
      <App services={services} Router={Router} />
    </PageMetaSinkProvider>,
    { onError: (error) => void errors.push(error) },
  );
  if (errors.length > 0) throw new Error(`prerendering ${pathname} failed: ${String(errors[0])}`, { cause: errors[0] });
  return { html: await new Response(prelude).text(), meta };
}

/**
 * Ends a run: drops the queries the pages started (TanStack Query keeps each for its garbage-collection time after its
 * page is gone, a timer that would keep the prerender process alive a minute after its last page).
 */
export function endPrerender(services: Services): void {
  portalQueryClient(services).clear();
}

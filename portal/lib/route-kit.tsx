/** The route table's parts: a lazily loaded page, and routes for a list of pages (router.tsx, the customer area's dashboard-routes.tsx). */
import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Route } from 'react-router-dom';

/** How the pages whose code failed to load get a fresh start (`retryFailedPages`). */
const failedPages = new Set<() => void>();

/**
 * A page: the module's loader and the name of its export (a name, not a picker function: shorter in the first download).
 * `lazy` keeps a failed load for good; once the failure shows, the page's next visit loads again (the failure's own
 * retry reloads the document: a browser that remembers a failed module fetch needs a new one).
 */
export function page<M>(load: () => Promise<M>, name: { [K in keyof M]: M[K] extends ComponentType ? K : never }[keyof M]): ComponentType {
  const loadPage = (): LazyExoticComponent<ComponentType> =>
    lazy(() =>
      load().then(
        (module) => ({ default: module[name] as ComponentType }),
        (error: unknown) => {
          failedPages.add(() => (Current = loadPage()));
          throw error;
        },
      ),
    );
  let Current = loadPage();
  return function Page() {
    return <Current />;
  };
}

/**
 * Lets every page whose code failed to load try again at its next visit. Called by the boundary that shows the failure,
 * once it shows: earlier, React's own second render of the failed page would start a new load, and fail, and so on.
 */
export function retryFailedPages(): void {
  for (const reset of failedPages) reset();
  failedPages.clear();
}

/** Routes for a list of pages, each wrapped in `Guard` when given (the guard of the auth pages). */
export const routesOf = (list: [string | undefined, ComponentType][], Guard?: ComponentType<{ children: ReactNode }>) =>
  list.map(([path, Component]) => {
    const element = Guard ? (
      <Guard>
        <Component />
      </Guard>
    ) : (
      <Component />
    );
    return path === undefined ? <Route key="index" index element={element} /> : <Route key={path} path={path} element={element} />;
  });

/** The route table's parts: a lazily loaded page, and routes for a list of pages (router.tsx, the customer area's dashboard-routes.tsx). */
import { lazy, type ComponentType, type ReactNode } from 'react';
import { Route } from 'react-router';

/** A page: the module's loader and the name of its export (a name, not a picker function: shorter in the first download). */
export const page = <M,>(load: () => Promise<M>, name: { [K in keyof M]: M[K] extends ComponentType ? K : never }[keyof M]) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));

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

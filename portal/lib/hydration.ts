import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while a prerendered page hydrates, true from then on (and at once in a page rendered in the
 * browser). For what depends on the browser or on the runtime configuration (the example-data notice): render the
 * server's version first, so hydration matches, then switch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * Set on <html> once the page's content is hydrated (at once for a page rendered in the browser): the browser tests
 * wait for it before typing into a prerendered form, as a visitor's typing before it could be lost; until then the
 * header's menu groups open on hover and focus by CSS alone (portal/layout/header.css).
 */
export const hydratedAttribute = 'data-hydrated';

let prerendering = false;

/** Called once by the prerender step (portal/prerender.tsx): what only the running server knows renders as a placeholder. */
export function markPrerendering(): void {
  prerendering = true;
}

/** Whether this render is the build's prerender (see markPrerendering). */
export const isPrerendering = (): boolean => prerendering;

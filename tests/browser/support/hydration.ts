/**
 * Watching a prerendered page hydrate: React takes over the HTML the server sent (the same h1 element, now React's),
 * with no uncaught error (a hydration mismatch is one). Used by the route sweep and the prerender tests.
 */
import type { Page } from 'playwright-core';

interface Watched {
  __errors: string[];
  __parsedH1?: Element;
}

/** From before the page's first script: counts uncaught errors and keeps the first h1 the HTML parser inserts. */
export const watchHydration = (page: Page) =>
  page.addInitScript(() => {
    const store = window as unknown as Watched;
    store.__errors = [];
    window.addEventListener('error', (event) => store.__errors.push(String(event.message)));
    const observer = new MutationObserver(() => {
      const heading = document.querySelector('h1');
      if (!heading) return;
      store.__parsedH1 = heading;
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });

/** The uncaught errors since the page loaded (watchHydration). */
export const pageErrors = (page: Page) => page.evaluate(() => (window as unknown as Watched).__errors);

/** Whether React has taken over the page's heading and footer (hydration done: links navigate in the app). */
export const hydrated = (page: Page) =>
  page.evaluate(() =>
    [document.querySelector('h1'), document.querySelector('footer a')].every(
      (element) => element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber')),
    ),
  );

/** What went wrong with hydration (watchHydration first): the page rendered afresh (a new h1), React did not take over, or an error. */
export const hydrationProblems = async (page: Page) => {
  const renderedAfresh = await page.evaluate(() => document.querySelector('h1') !== (window as unknown as Watched).__parsedH1);
  return [
    ...(renderedAfresh ? ['rendered afresh, not hydrated'] : []),
    ...((await hydrated(page)) ? [] : ['React did not take over the heading and footer']),
    ...(await pageErrors(page)),
  ];
};

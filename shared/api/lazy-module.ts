import { ApiError } from './errors';

/** What browsers say when a module's file could not be fetched (Chromium, Firefox, Safari), as opposed to its code failing. */
const notFetched = /dynamically imported module|importing a module script failed/i;

/**
 * A module loaded on its first use, once. A failed load (offline, a dropped connection) rejects with a FETCH_ERROR,
 * which shows the network message like any unreachable server; a module that arrived but threw while it ran (a host
 * page that broke a built-in, a bug) is a MODULE_ERROR, logged, never passed off as the network. The next call tries
 * again.
 */
export function lazyModule<T>(name: string, load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((cause: unknown) => {
      loading = undefined;
      const fetched = !(cause instanceof TypeError && notFetched.test(cause.message));
      if (fetched) console.error(`[gft] the code of the ${name} failed to run`, cause);
      throw new ApiError({ kind: fetched ? 'MODULE_ERROR' : 'FETCH_ERROR', endpoint: `load ${name}`, cause });
    }));
}

import { ApiError } from './errors';

/**
 * A module loaded on its first use, once. A failed load (offline, a dropped connection) rejects with a FETCH_ERROR,
 * which shows the network message like any unreachable server, and the next call tries again.
 */
export function lazyModule<T>(name: string, load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((cause: unknown) => {
      loading = undefined;
      throw new ApiError({ kind: 'FETCH_ERROR', endpoint: `load ${name}`, cause });
    }));
}

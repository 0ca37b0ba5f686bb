import { useEffect, useState } from 'react';
import { cacheTimeMs } from '../query/cache-time';

interface Entry {
  at: number;
  promise: Promise<unknown>;
}
const cache = new Map<string, Entry>();

export interface Resource<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  retry: () => void;
}

/**
 * A small read hook for the shared forms (countries, meeting slots): the widgets carry no TanStack Query, which
 * would cost about 10 KB brotli. Answers are kept `cacheTimeMs` (60 s, as the portal's cache); `null` key: no load.
 */
export function useResource<T>(key: string | null, load: () => Promise<T>, options: { cache?: boolean } = {}): Resource<T> {
  const [state, setState] = useState<{ key: string | null; data?: T; error?: unknown }>({ key: null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    const now = Date.now();
    let entry = options.cache === false ? undefined : cache.get(key);
    if (!entry || now - entry.at > cacheTimeMs) {
      entry = { at: now, promise: load() };
      if (options.cache !== false) cache.set(key, entry);
    }
    entry.promise.then(
      (data) => live && setState({ key, data: data as T }),
      (error: unknown) => {
        cache.delete(key);
        if (live) setState({ key, error });
      },
    );
    return () => {
      live = false;
    };
  }, [key, attempt]); // eslint-disable-line react-hooks/exhaustive-deps -- `load` is keyed by `key`
  const current = state.key === key && key !== null;
  return {
    data: current ? state.data : undefined,
    error: current ? state.error : undefined,
    loading: key !== null && (!current || (state.data === undefined && state.error === undefined)),
    retry: () => {
      if (key !== null) cache.delete(key);
      setState({ key: null });
      setAttempt((count) => count + 1);
    },
  };
}

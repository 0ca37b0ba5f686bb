import { useEffect, useState } from 'react';
import { healthEndpoint } from '#shared/api/endpoints/reference';
import { endpointUrl } from '#shared/api/url';

export type ApiHealth =
  | { state: 'idle' | 'checking' | 'ok' }
  | { state: 'failed'; url: string }
  /** Another origin than this site's and its API's: the page's Content-Security-Policy would refuse the request. */
  | { state: 'unchecked'; origin: string };

/** How long an API may take to answer before it counts as not answering. */
const timeoutMs = 5000;

/**
 * Whether the API at `apiBase` answers `GET /health` (shared/api/contract.ts), asked once the base has stayed the same for `delayMs` (typing does
 * not send a request per key); null asks nothing. Only this site's origin and its own API's (`ownApi`) are asked:
 * the portal's policy allows no other (`connect-src`), so another base is unchecked rather than failed.
 */
export function useApiHealth(apiBase: string | null, ownApi: string, delayMs = 600): ApiHealth {
  const [health, setHealth] = useState<ApiHealth>({ state: 'idle' });
  useEffect(() => {
    if (apiBase === null) {
      setHealth({ state: 'idle' });
      return;
    }
    const ownOrigin = new URL(ownApi).origin;
    if (![window.location.origin, ownOrigin].includes(new URL(apiBase).origin)) {
      setHealth({ state: 'unchecked', origin: ownOrigin });
      return;
    }
    const url = endpointUrl(apiBase, healthEndpoint.path, undefined);
    const controller = new AbortController();
    let cancelled = false;
    setHealth({ state: 'checking' });
    const timer = window.setTimeout(async () => {
      const giveUp = window.setTimeout(() => controller.abort(), timeoutMs);
      let answered: boolean;
      try {
        const response = await fetch(url, { signal: controller.signal, cache: 'no-store' });
        // The answer of the contract's `GET /health`: `{ ok: true }`.
        const answer = response.ok ? healthEndpoint.answer.safeParse(await response.json()) : null;
        answered = answer?.success === true && answer.data.ok;
      } catch {
        answered = false;
      } finally {
        window.clearTimeout(giveUp);
      }
      if (!cancelled) setHealth(answered ? { state: 'ok' } : { state: 'failed', url });
    }, delayMs);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [apiBase, ownApi, delayMs]);
  return health;
}

import { createLazyApiClient } from '#shared/api/lazy-client';
import { errorMessageKey } from '#shared/api/errors';
import { createSessionStore, endSessionOnUnauthorized } from '#shared/auth/session';
import type { AppConfig } from '#shared/config/config';
import { createI18nInstance } from '#shared/i18n/i18n-instance';
import type { Language } from '#shared/i18n/languages';
import type { Services } from '../lib/services';
import { showToast } from '../lib/toasts';
import { browserStorage } from '#shared/storage/storage';

/** Creates the portal's services. Called once, in the browser, from main.tsx. */
/** `bundles`: the texts of `language` (loaded by main.tsx before the first render). */
export function createServices(config: AppConfig, language: Language, bundles: object[]): Services {
  const i18n = createI18nInstance(language, bundles);
  const session = createSessionStore({ storage: browserStorage('local') ?? undefined });
  session.init();
  const current = { current: language };
  const api = createLazyApiClient({
    baseUrl: config.apiBase,
    timeoutMs: config.apiTimeoutMs,
    getToken: session.getToken,
    getLanguage: () => current.current,
  });
  api.onError((error) => {
    endSessionOnUnauthorized(session, error);
    // A network failure of any portal call is announced once, whatever screen made the call.
    if (error.kind === 'FETCH_ERROR') showToast(i18n.getFixedT(current.current)(errorMessageKey(error) ?? 'errors.network'), { id: 'network', kind: 'error' });
  });
  return { config, api, session, i18n, language: current };
}

import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { defaultLanguage, type Language } from './languages';
import accountDe from './locales/de/account.json';
import commonDe from './locales/de/common.json';
import accountEn from './locales/en/account.json';
import commonEn from './locales/en/common.json';

/** The messages every surface needs: errors, successes, validation. Surfaces add their own bundles. */
export const commonResources = { de: commonDe, en: commonEn } satisfies Record<Language, object>;
/** Messages of the logged-in area (sign-up, login, buying, burning); the widgets never need them. */
export const accountResources = { de: accountDe, en: accountEn } satisfies Record<Language, object>;

/**
 * Creates an i18next instance, initialised synchronously. There is no fallback language: a key missing in the
 * current language shows the key itself (the parity test keeps that from happening in a release).
 */
export function createI18n(language: Language = defaultLanguage, extra: Partial<Record<Language, object>>[] = []): I18n {
  const resources: Resource = {};
  for (const lang of ['de', 'en'] as const) {
    resources[lang] = { translation: deepMerge({}, commonResources[lang], accountResources[lang], ...extra.map((bundle) => bundle[lang] ?? {})) };
  }
  const instance = createInstance({
    resources,
    lng: language,
    fallbackLng: false,
    initAsync: false,
    returnNull: false,
    interpolation: { escapeValue: false },
  });
  void instance.init();
  return instance;
}

type Tree = { [key: string]: unknown };
function deepMerge(target: Tree, ...sources: object[]): Tree {
  for (const source of sources) {
    for (const [key, value] of Object.entries(source)) {
      const existing = target[key];
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        target[key] = deepMerge(existing && typeof existing === 'object' ? (existing as Tree) : {}, value as object);
      } else {
        target[key] = value;
      }
    }
  }
  return target;
}

export { formatDate, formatEuro, formatNumber } from './format';

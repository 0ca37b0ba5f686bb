import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { defaultLanguage, formatLocales, type Language } from './languages';
import commonDe from './locales/de/common.json';
import commonEn from './locales/en/common.json';

/** The messages every surface needs: errors, successes, validation. Surfaces add their own bundles. */
export const commonResources = { de: commonDe, en: commonEn } satisfies Record<Language, object>;

/**
 * Creates an i18next instance, initialised synchronously. There is no fallback language: a key missing in the
 * current language shows the key itself (the parity test keeps that from happening in a release).
 */
export function createI18n(language: Language = defaultLanguage, extra: Partial<Record<Language, object>>[] = []): I18n {
  const resources: Resource = {};
  for (const lang of ['de', 'en'] as const) {
    resources[lang] = { translation: deepMerge({}, commonResources[lang], ...extra.map((bundle) => bundle[lang] ?? {})) };
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

/** Formats a number for the language's locale (de-AT or en-US). */
export const formatNumber = (language: Language, value: number, options?: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(formatLocales[language], options).format(value);

/** Formats an amount of euros. */
export const formatEuro = (language: Language, value: number) => formatNumber(language, value, { style: 'currency', currency: 'EUR' });

/** Formats a date (`YYYY-MM-DD` or an ISO instant) for the language's locale. */
export function formatDate(language: Language, value: string | Date, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(formatLocales[language], { timeZone: /^\d{4}-\d{2}-\d{2}$/.test(String(value)) ? 'UTC' : undefined, ...options }).format(date);
}

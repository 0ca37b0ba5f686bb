import type { i18n as I18n } from 'i18next';
import { addLanguage, createI18nInstance } from './i18n-instance';
import { defaultLanguage, languages, type Language } from './languages';
import accountDe from './locales/de/account.json';
import commonDe from './locales/de/common.json';
import accountEn from './locales/en/account.json';
import commonEn from './locales/en/common.json';

/** The messages every surface needs: errors, successes, validation. Surfaces add their own bundles. */
export const commonResources = { de: commonDe, en: commonEn } satisfies Record<Language, object>;
/** Messages of the logged-in area (sign-up, login, buying, burning); the widgets never need them. */
export const accountResources = { de: accountDe, en: accountEn } satisfies Record<Language, object>;

/**
 * Creates an i18next instance with both languages: the common messages, the account messages and `extra` bundles.
 * (The portal loads one language at a time through i18n-instance.ts.)
 */
export function createI18n(language: Language = defaultLanguage, extra: Partial<Record<Language, object>>[] = []): I18n {
  const bundles = (lang: Language) => [commonResources[lang], accountResources[lang], ...extra.map((bundle) => bundle[lang] ?? {})];
  const instance = createI18nInstance(language, bundles(language));
  for (const other of languages) if (other !== language) addLanguage(instance, other, bundles(other));
  return instance;
}

export { formatEuro, formatNumber } from './format';

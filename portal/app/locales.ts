import type { i18n as I18n } from 'i18next';
import { use } from 'react';
import { addLanguage } from '../../shared/i18n/i18n-instance';
import type { Language } from '../../shared/i18n/languages';
import { useServices } from './services';

/** The texts every screen of one language needs; the other language and the forms' texts are not in the first download. */
export const loadBundles = async (language: Language): Promise<object[]> =>
  (language === 'de' ? await import('./locales-de') : await import('./locales-en')).bundles;

const extraBundles = {
  forms: (language: Language) => (language === 'de' ? import('./locales-de-forms') : import('./locales-en-forms')),
  auth: (language: Language) => (language === 'de' ? import('./locales-de-auth') : import('./locales-en-auth')),
  pages: (language: Language) => (language === 'de' ? import('./locales-de-pages') : import('./locales-en-pages')),
};
export type TextBundle = keyof typeof extraBundles;

const loading = new Map<string, Promise<void>>();
function once(key: string, load: () => Promise<void>): Promise<void> {
  let promise = loading.get(key);
  if (!promise) {
    promise = load();
    loading.set(key, promise);
  }
  return promise;
}

/** Makes sure an instance has a language's texts (a cached promise, for React's `use`). */
export function ensureLanguage(i18n: I18n, language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return Promise.resolve();
  return once(`base:${language}`, async () => addLanguage(i18n, language, await loadBundles(language)));
}

/**
 * Suspends until a bundle of texts of the current language is there: `forms` in screens with a shared form, `auth`
 * in account screens, `pages` in the public pages (the home page's upper part and the shell are in the base bundle).
 */
export function useTexts(bundle: TextBundle, language: Language): void {
  const { i18n } = useServices();
  use(once(`${bundle}:${language}`, async () => addLanguage(i18n, language, (await extraBundles[bundle](language)).bundles)));
}

/** The forms' texts (see useTexts). */
export const useFormTexts = (language: Language) => useTexts('forms', language);

import type { i18n as I18n } from 'i18next';
import { use } from 'react';
import { addLanguage } from '../../shared/i18n/i18n-instance';
import type { Language } from '../../shared/i18n/languages';
import { useServices } from './services';

/** The texts every screen of one language needs; the other language and the forms' texts are not in the first download. */
export const loadBundles = async (language: Language): Promise<object[]> =>
  (language === 'de' ? await import('./locales-de') : await import('./locales-en')).bundles;

const loadFormBundles = async (language: Language): Promise<object[]> =>
  (language === 'de' ? await import('./locales-de-forms') : await import('./locales-en-forms')).bundles;

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

/** Suspends until the shared forms' texts of the current language are there; call it in screens that show a form. */
export function useFormTexts(language: Language): void {
  const { i18n } = useServices();
  use(once(`forms:${language}`, async () => addLanguage(i18n, language, await loadFormBundles(language))));
}

import type { i18n as I18n } from 'i18next';
import { use } from 'react';
import { addLanguage } from '#shared/i18n/i18n-instance';
import type { Language } from '#shared/i18n/languages';
import { useServices } from './services';

/** The texts every screen of one language needs; the other language and the forms' texts are not in the first download. */
export const loadBundles = async (language: Language): Promise<object[]> =>
  (language === 'de' ? await import('./locales-de') : await import('./locales-en')).bundles;

const extraBundles = {
  forms: (language: Language) => (language === 'de' ? import('./locales-de-forms') : import('./locales-en-forms')),
  auth: (language: Language) => (language === 'de' ? import('./locales-de-auth') : import('./locales-en-auth')),
  pages: (language: Language) => (language === 'de' ? import('./locales-de-pages') : import('./locales-en-pages')),
  projects: (language: Language) => (language === 'de' ? import('./locales-de-projects') : import('./locales-en-projects')),
  buy: (language: Language) => (language === 'de' ? import('./locales-de-buy') : import('./locales-en-buy')),
  dashboard: (language: Language) => (language === 'de' ? import('./locales-de-dashboard') : import('./locales-en-dashboard')),
  compensate: (language: Language) => (language === 'de' ? import('./locales-de-compensate') : import('./locales-en-compensate')),
  transactions: (language: Language) => (language === 'de' ? import('./locales-de-transactions') : import('./locales-en-transactions')),
  certificates: (language: Language) => (language === 'de' ? import('./locales-de-certificates') : import('./locales-en-certificates')),
  cookies: (language: Language) => (language === 'de' ? import('./locales-de-cookies') : import('./locales-en-cookies')),
  forests: (language: Language) => (language === 'de' ? import('./locales-de-forests') : import('./locales-en-forests')),
  tokenIndexes: (language: Language) => (language === 'de' ? import('./locales-de-token-indexes') : import('./locales-en-token-indexes')),
};
export type TextBundle = keyof typeof extraBundles;

type Tracked = Promise<void> & { status?: 'fulfilled' | 'rejected'; value?: undefined; reason?: unknown };
/**
 * The loads of each i18n instance, by bundle and language: a bundle is added to the instance that asked for it, so a
 * second instance in the same process (the prerenderer's, a test's) loads it too instead of finding it "loaded".
 */
const loads = new WeakMap<I18n, Map<string, Tracked>>();
const loadsOf = (i18n: I18n) => {
  let found = loads.get(i18n);
  if (!found) loads.set(i18n, (found = new Map()));
  return found;
};

/**
 * One promise per key, tagged with its outcome the way React's `use` reads it: once fulfilled, `use` returns at once
 * instead of suspending, so a loaded bundle never costs a render.
 */
function once(i18n: I18n, key: string, load: () => Promise<void>): Tracked {
  const loading = loadsOf(i18n);
  let promise = loading.get(key);
  if (!promise) {
    const tracked: Tracked = load();
    tracked.then(
      () => Object.assign(tracked, { status: 'fulfilled', value: undefined }),
      (reason: unknown) => Object.assign(tracked, { status: 'rejected', reason }),
    );
    promise = tracked;
    loading.set(key, promise);
  }
  return promise;
}

/** A promise React's `use` sees as already fulfilled. */
const fulfilled = (): Tracked => Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

/** Makes sure an instance has a language's texts (the same promise every time, as React's `use` needs). */
export function ensureLanguage(i18n: I18n, language: Language): Promise<void> {
  const key = `base:${language}`;
  const loading = loadsOf(i18n);
  if (!loading.has(key) && i18n.hasResourceBundle(language, 'translation')) loading.set(key, fulfilled());
  const texts: Promise<void> = once(i18n, key, async () => addLanguage(i18n, language, await loadBundles(language)));
  return texts;
}

/** Suspends until the language's texts are there; with them there, renders straight on. */
export function useLanguageTexts(i18n: I18n, language: Language): void {
  use(ensureLanguage(i18n, language));
}

/**
 * Suspends until a bundle of texts of the current language is there: `forms` in screens with a shared form, `auth`
 * in account screens, `dashboard` in the customer area's frame (so in every page under it), `pages` in the public pages (the home page's upper part and the shell are in the base bundle).
 */
export function useTexts(bundle: TextBundle, language: Language): void {
  const { i18n } = useServices();
  const texts: Promise<void> = once(i18n, `${bundle}:${language}`, async () => addLanguage(i18n, language, (await extraBundles[bundle](language)).bundles));
  use(texts);
}

/** The forms' texts (see useTexts). */
export const useFormTexts = (language: Language) => useTexts('forms', language);

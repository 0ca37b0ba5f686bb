import type { i18n as I18n } from 'i18next';
import { use } from 'react';
import { addLanguage } from '#shared/i18n/i18n-instance';
import type { Language } from '#shared/i18n/languages';
import { useServices } from './services';

/**
 * The portal's text bundles, each the JSON files under shared/i18n/locales/ its pattern names, in both languages. Each
 * file is a dynamic import (a chunk) of its own, so a screen downloads only its language's files of the bundles it
 * uses, and a bundle's files load side by side (one round trip). `base` is what every screen needs; useTexts loads
 * the others. A key is in one file only: files and bundles merge in the order they arrive.
 */
const bundles = {
  base: import.meta.glob<object>('#shared/i18n/locales/*/{account,common,portal}.json', { import: 'default' }),
  forms: import.meta.glob<object>('#shared/i18n/locales/*/{contact,forms,lead,meeting,verify}.json', { import: 'default' }),
  auth: import.meta.glob<object>('#shared/i18n/locales/*/auth.json', { import: 'default' }),
  pages: import.meta.glob<object>('#shared/i18n/locales/*/pages.json', { import: 'default' }),
  projects: import.meta.glob<object>('#shared/i18n/locales/*/projects.json', { import: 'default' }),
  buy: import.meta.glob<object>('#shared/i18n/locales/*/buy.json', { import: 'default' }),
  dashboard: import.meta.glob<object>('#shared/i18n/locales/*/dashboard.json', { import: 'default' }),
  compensate: import.meta.glob<object>('#shared/i18n/locales/*/compensate.json', { import: 'default' }),
  transactions: import.meta.glob<object>('#shared/i18n/locales/*/transactions.json', { import: 'default' }),
  certificates: import.meta.glob<object>('#shared/i18n/locales/*/certificates.json', { import: 'default' }),
  cookies: import.meta.glob<object>('#shared/i18n/locales/*/cookies.json', { import: 'default' }),
  forests: import.meta.glob<object>('#shared/i18n/locales/*/forests.json', { import: 'default' }),
  /** A forest's own page only (its map, series and facts): not with the cards of the home page and the shop. */
  forestPage: import.meta.glob<object>('#shared/i18n/locales/*/forest-page.json', { import: 'default' }),
  tokenIndexes: import.meta.glob<object>('#shared/i18n/locales/*/token-indexes.json', { import: 'default' }),
  calculator: import.meta.glob<object>('#shared/i18n/locales/*/calculator.json', { import: 'default' }),
  /** The ESRS E1-7 report's page (its PDF, in the sandbox, reads the same file). */
  report: import.meta.glob<object>('#shared/i18n/locales/*/report.json', { import: 'default' }),
} satisfies Record<string, Record<string, () => Promise<object>>>;
export type TextBundle = Exclude<keyof typeof bundles, 'base'>;

/**
 * A bundle's texts of one language (by default the base texts every screen needs), its files loaded side by side. The
 * other language and the other bundles are not in the download.
 */
export async function loadBundles(language: Language, bundle: keyof typeof bundles = 'base'): Promise<object[]> {
  const files = Object.entries(bundles[bundle]).filter(([file]) => file.includes(`/locales/${language}/`));
  // A pattern that matches no file would leave every key of the bundle showing as itself.
  if (files.length === 0) throw new Error(`portal/lib/locales.ts: the ${bundle} bundle has no ${language} file`);
  return Promise.all(files.map(([, load]) => load()));
}

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
  const texts: Promise<void> = once(i18n, `${bundle}:${language}`, async () => addLanguage(i18n, language, await loadBundles(language, bundle)));
  use(texts);
}

/** The forms' texts (see useTexts). */
export const useFormTexts = (language: Language) => useTexts('forms', language);

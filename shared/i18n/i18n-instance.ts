import { createInstance, type i18n as I18n } from 'i18next';
import type { Language } from './languages';

type Tree = { [key: string]: unknown };

/** Deep-merges JSON bundles (later ones win). */
export function mergeBundles(bundles: object[]): Tree {
  const merge = (target: Tree, source: object): Tree => {
    for (const [key, value] of Object.entries(source)) {
      const existing = target[key];
      target[key] =
        value && typeof value === 'object' && !Array.isArray(value)
          ? merge(existing && typeof existing === 'object' ? (existing as Tree) : {}, value as object)
          : value;
    }
    return target;
  };
  return bundles.reduce<Tree>((target, bundle) => merge(target, bundle), {});
}

/**
 * An i18next instance with the bundles of one language, initialised synchronously. There is no fallback language: a
 * key missing in the current language shows the key itself (the parity test keeps that from happening in a release).
 */
export function createI18nInstance(language: Language, bundles: object[]): I18n {
  const instance = createInstance({
    resources: { [language]: { translation: mergeBundles(bundles) } },
    lng: language,
    fallbackLng: false,
    initAsync: false,
    returnNull: false,
    interpolation: { escapeValue: false },
  });
  void instance.init();
  return instance;
}

/** Adds another language's bundles to an instance (loaded when a visitor first switches to it). */
export function addLanguage(instance: I18n, language: Language, bundles: object[]): void {
  instance.addResourceBundle(language, 'translation', mergeBundles(bundles), true, true);
}

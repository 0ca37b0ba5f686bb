import { createContext, useContext, useEffect, useMemo } from 'react';
import type { Language } from '../../shared/i18n/languages';
import { withCarriedValues, type Translate } from '../../shared/i18n/translate';
import { useServices } from './services';

const LanguageContext = createContext<Language>('de');
export const LanguageProvider = LanguageContext.Provider;

export interface PortalText {
  t: Translate;
  language: Language;
  /** A list from the locale files (FAQ entries, sections); an empty list where the key is missing. */
  list: <T>(key: string) => T[];
}

/** The translate function of the current route's language. */
export function usePortalText(): PortalText {
  const language = useContext(LanguageContext);
  const { i18n } = useServices();
  return useMemo(() => {
    const fixed = i18n.getFixedT(language);
    return {
      // A validation message may carry its values (see messageWith).
      t: withCarriedValues(fixed as unknown as (key: string, values?: Record<string, string | number>) => string),
      language,
      list: <T,>(key: string) => {
        const value: unknown = fixed(key, { returnObjects: true });
        return Array.isArray(value) ? (value as T[]) : [];
      },
    };
  }, [i18n, language]);
}

/** Sets the page's title and meta description from `pages.<key>.title|description` (or `<key>.…` for a dotted key). */
export function usePageMeta(key: string, values?: Record<string, string>): void {
  const { t, language } = usePortalText();
  const base = key.includes('.') ? key : `pages.${key}`;
  const title = t(`${base}.title`, values);
  const description = t(`${base}.description`, values);
  useEffect(() => {
    document.title = title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description, language]);
}

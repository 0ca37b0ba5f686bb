import { createContext, useContext, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { Language } from '#shared/i18n/languages';
import { withCarriedValues, type Translate } from '#shared/i18n/translate';

const LanguageContext = createContext<Language>('de');
export const LanguageProvider = LanguageContext.Provider;

export interface PortalText {
  t: Translate;
  language: Language;
  /** A list from the locale files (FAQ entries, sections); an empty list where the key is missing. */
  list: <T>(key: string) => T[];
}

/**
 * The route's language and react-i18next's `t` for it: the URL says the language (`/en/…`), not a global language of
 * i18next, so that a prerender of both languages and a page in one tab never disagree.
 */
export function useRouteTranslation() {
  const language = useContext(LanguageContext);
  // The texts are in the instance before a page renders (locales.ts suspends until they are): nothing to wait for.
  const { t } = useTranslation(undefined, { lng: language, useSuspense: false });
  return { language, t };
}

/**
 * The translate function of the current route's language, with what react-i18next lacks: a validation message's
 * carried values (see messageWith) and lists from the locale files.
 */
export function usePortalText(): PortalText {
  const { language, t: fixed } = useRouteTranslation();
  return useMemo(
    () => ({
      t: withCarriedValues(fixed as unknown as (key: string, values?: Record<string, string | number>) => string),
      language,
      list: <T,>(key: string) => {
        const value: unknown = fixed(key, { returnObjects: true });
        return Array.isArray(value) ? (value as T[]) : [];
      },
    }),
    [fixed, language],
  );
}

/** Where a server render (the build's prerender step) collects the page's title and description. */
export interface PageMetaSink {
  title?: string;
  description?: string;
}
const PageMetaSinkContext = createContext<PageMetaSink | null>(null);
export const PageMetaSinkProvider = PageMetaSinkContext.Provider;

/**
 * Sets the page's title, meta description, canonical URL, hreflang alternates and Open Graph tags from
 * `pages.<key>.title|description` (or `<key>.…` for a dotted key). On the server (no effects) it hands title and
 * description to the prerender step, which writes the same tags into the HTML.
 */
export function usePageMeta(key: string, values?: Record<string, string>): void {
  const { t, language } = usePortalText();
  const { pathname } = useLocation();
  const base = key.includes('.') ? key : `pages.${key}`;
  const title = t(`${base}.title`, values);
  const description = t(`${base}.description`, values);
  const sink = useContext(PageMetaSinkContext);
  if (sink) Object.assign(sink, { title, description });
  useEffect(() => {
    document.title = title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
    // A prerendered page arrives with the right tags: their code loads with the first navigation, not before.
    const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    const ogTitle = document.querySelector<HTMLMetaElement>('meta[property="og:title"]');
    if (canonical && new URL(canonical.href).pathname === pathname && ogTitle?.content === title) return;
    // A failed load leaves the tags for crawlers as they were; the visitor sees no difference.
    import('./page-head').then(({ applyHeadTags }) => applyHeadTags(pathname, title, description)).catch(() => undefined);
  }, [title, description, language, pathname]);
}

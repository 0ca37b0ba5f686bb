/**
 * The head tags of a page (canonical, hreflang alternates, Open Graph), the same on the server (the prerendered HTML)
 * and in the browser (usePageMeta on every navigation). No React, no DOM: the build's prerender step uses it too.
 */
import type { Language } from '#shared/i18n/languages';
import { localized, splitLanguage } from './paths';

/** What the prerendered HTML carries in place of the site's origin; the web server puts the configured one there. */
export const siteOriginPlaceholder = 'https://gft-site.invalid';
export const siteName = 'greenfee';
const ogLocales: Record<Language, string> = { de: 'de_AT', en: 'en_US' };

export interface HeadTag {
  tag: 'link' | 'meta';
  attributes: Record<string, string>;
}

/** The canonical URL, the alternates (de, en, x-default = German) and Open Graph of a page at `pathname`. */
export function headTags(origin: string, pathname: string, title: string, description: string): HeadTag[] {
  const { language, path } = splitLanguage(pathname);
  const url = (target: Language) => `${origin}${localized(target, path)}`;
  const meta = (property: string, content: string): HeadTag => ({ tag: 'meta', attributes: { property, content } });
  return [
    { tag: 'link', attributes: { rel: 'canonical', href: url(language) } },
    { tag: 'link', attributes: { rel: 'alternate', hreflang: 'de', href: url('de') } },
    { tag: 'link', attributes: { rel: 'alternate', hreflang: 'en', href: url('en') } },
    { tag: 'link', attributes: { rel: 'alternate', hreflang: 'x-default', href: url('de') } },
    meta('og:title', title),
    meta('og:description', description),
    meta('og:url', url(language)),
    meta('og:type', 'website'),
    meta('og:locale', ogLocales[language]),
    meta('og:site_name', siteName),
  ];
}

/** The selector of a tag in the head, so that the browser updates it in place. */
const selectorOf = ({ tag, attributes }: HeadTag) =>
  tag === 'meta'
    ? `meta[property="${attributes.property}"]`
    : attributes.rel === 'alternate'
      ? `link[rel="alternate"][hreflang="${attributes.hreflang}"]`
      : `link[rel="${attributes.rel}"]`;

/**
 * The site's public origin (`GFT_SITE_URL`) as the server wrote it into the page (a prerendered page's canonical link,
 * the app shell's and the forest template's sitemap link); else the page's own (the dev server writes none). What a
 * reader takes away (embed code, a certificate's link) names the public site, not the address it was opened on.
 */
export function siteOrigin(): string {
  const written = document.querySelector<HTMLLinkElement>('link[rel="canonical"], link[rel="sitemap"]');
  return written ? new URL(written.href).origin : window.location.origin;
}

/**
 * In the browser (usePageMeta, after a navigation, and on the forest template, which has none of these tags): sets the
 * tags, with the site's origin the fill step wrote into the page (its canonical link, or the template's sitemap link).
 */
export function applyHeadTags(pathname: string, title: string, description: string): void {
  for (const tag of headTags(siteOrigin(), pathname, title, description)) {
    let element = document.head.querySelector(selectorOf(tag));
    if (!element) {
      element = document.createElement(tag.tag);
      document.head.append(element);
    }
    for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
  }
}

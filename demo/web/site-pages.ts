/**
 * What turns the build's prerendered pages into the running site's: the configuration script, the site's origin, the
 * configured external links, the dated lines, a forest's id; and the sitemap and robots.txt. One source for the web
 * servers (per request, demo/web/server.ts) and the static export (once, demo/export.ts).
 */
import { impactListAnswerSchema, impactNameSchema } from '#shared/api/schemas/impact';
import { productListAnswerSchema } from '#shared/api/schemas/product';
import { configElementId, imprintKeys, type AppConfig } from '#shared/config/config';
import { createI18n } from '#shared/i18n/create-i18n';
import type { Language } from '#shared/i18n/languages';
import pagesDe from '#shared/i18n/locales/de/pages.json';
import pagesEn from '#shared/i18n/locales/en/pages.json';
import { localized, paramPaths, paths, publicPages, splitLanguage } from '#portal/lib/paths';
import { datedDayAttribute, datedLines, datedPlaceholderPattern, dayStart, utcDay, type DatedLineName } from '#portal/features/public/dated-copy';
import { siteOriginPlaceholder } from '#portal/lib/page-head';
import { forestIdPlaceholder, forestTemplatePath, imprintPlaceholder, imprintStatePlaceholder, isServableForestId, languages } from './prerendered';
import {
  accessibilityLawOf,
  accessibilityLawParts,
  accessibilityLawPlaceholder,
  faqVatOf,
  faqVatPlaceholders,
  imprintBasisOf,
  imprintBasisPlaceholder,
  imprintLineOf,
  imprintNoteHtml,
  imprintNoteOf,
  imprintNotePlaceholder,
  imprintStateOf,
} from '#portal/features/public/imprint-lines';

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const escapeXml = escapeHtml;

/** The configuration as the portal reads it from its HTML, and the API's connection opened with the page. */
export function configScript(config: AppConfig): string {
  const configJson = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script id="${configElementId}" type="application/json">${configJson}</script><link rel="preconnect" href="${escapeHtml(new URL(config.apiBase).origin)}" crossorigin>`;
}

/** The sitemap link that names the site's origin in a page without a canonical link (portal/lib/page-head.ts, `siteOrigin`). */
const sitemapLink = (origin: string) => `  <link rel="sitemap" type="application/xml" href="${escapeHtml(origin)}/sitemap.xml" />\n  </head>`;

/**
 * The app's HTML (no prerendered content) with its configuration: the pages the browser renders alone. Its sitemap link
 * names the site's origin, which the embed code and a certificate's link use.
 */
export const fillAppShell = (index: string, config: AppConfig, origin: string) =>
  index.replace('<!--gft-config-->', () => configScript(config)).replace('</head>', () => sitemapLink(origin));

/** The translate functions of the dated lines (the public pages' texts), one per language. */
const datedTexts = (() => {
  const i18n = createI18n('de', [{ de: pagesDe, en: pagesEn }]);
  return Object.fromEntries(languages.map((language) => [language, i18n.getFixedT(language)])) as Record<
    Language,
    (key: string, values?: Record<string, string | number>) => string
  >;
})();

/** The FAQ's VAT entry as written, a German provider's words, per language. */
const germanVatEntry = Object.fromEntries(
  languages.map((language) => {
    const entry = (language === 'de' ? pagesDe : pagesEn).pages.faq.buying.find((candidate) => 'provider' in candidate && candidate.provider);
    return [language, { q: entry?.q ?? '', a: entry?.a ?? '' }];
  }),
) as Record<Language, { q: string; a: string }>;

/**
 * A prerendered page's dated lines (see portal/features/public/dated-copy.ts) as of the day (UTC) of `now`, with the
 * running configuration, and that day on its <html> (`data-gft-dated-day`): the browser hydrates the lines as of the
 * day they were written for, however long ago a static export wrote them, then shows them as of its today.
 */
export function fillDatedLines(page: string, language: Language, dates: AppConfig['dates'], now: Date): string {
  const day = utcDay(now);
  return page
    .replace(/<html\b([^>]*)>/, (_tag, attributes: string) => `<html${attributes} ${datedDayAttribute}="${day}">`)
    .replace(datedPlaceholderPattern, (_placeholder, line: DatedLineName) =>
      escapeHtml(datedLines[line](datedTexts[language], language, dates, dayStart(day))),
    );
}

/**
 * A prerendered page as the site runs: its configuration, the site's origin, the configured external links (the
 * build rendered each as a placeholder), the dated lines as of `now` and, in the forest template, the forest's id.
 */
export function fillPage(page: string, options: { config: AppConfig; pathname: string; origin: string; now: Date; forestId?: string | undefined }): string {
  const { config, pathname, origin, now, forestId } = options;
  const links: Record<string, string> = config.links;
  const { language } = splitLanguage(pathname);
  let text = fillDatedLines(page, language, config.dates, now)
    .replace('<!--gft-config-->', () => configScript(config))
    // Only ever in attributes (canonical, alternates, og:url, the template's sitemap link). `"` and `&` pass the URL
    // parser in a host name, so even a configured origin is escaped.
    .replaceAll(siteOriginPlaceholder, escapeHtml(origin))
    .replace(/https:\/\/gft-link\.invalid\/([A-Za-z]+)/g, (placeholder, key: string) => (key in links ? escapeHtml(links[key] as string) : placeholder));
  if (forestId !== undefined) text = text.replaceAll(forestIdPlaceholder, forestId);
  // The imprint's lines as ImprintDetails renders them: the configured one, or the marked placeholder.
  for (const key of imprintKeys)
    text = text
      .replaceAll(imprintPlaceholder(key), () => escapeHtml(imprintLineOf(config, key, datedTexts[language])))
      .replaceAll(imprintStatePlaceholder(key), imprintStateOf(config, key));
  // The intro's legal basis, by the configured provider's country.
  text = text.replaceAll(imprintBasisPlaceholder, () => escapeHtml(imprintBasisOf(config, datedTexts[language])));
  // The accessibility statement's law and enforcement body, by the same country.
  const law = accessibilityLawOf(config, datedTexts[language]);
  for (const part of accessibilityLawParts) text = text.replaceAll(accessibilityLawPlaceholder(part), () => escapeHtml(law[part]));
  // The FAQ's "why this VAT", by the same country.
  for (const part of ['q', 'a'] as const)
    text = text.replaceAll(faqVatPlaceholders[part], () => escapeHtml(faqVatOf(config, datedTexts[language], part, germanVatEntry[language][part])));
  // The example's note as ImpressumPage renders it, or none for a deployment's own lines.
  const note = imprintNoteOf(config, datedTexts[language]);
  return text.replace(imprintNoteHtml(imprintNotePlaceholder), () => (note === null ? '' : imprintNoteHtml(escapeHtml(note))));
}

/** A tag of the forest template's head that names the forest (canonical, hreflang alternates, og:url). */
const forestIdTag = new RegExp(`\\s*<(?:link|meta) [^>]*${forestIdPlaceholder}[^>]*>`, 'g');
/** What the build leaves for the fill step: no page a host serves may still hold one. */
const buildPlaceholder = /__GFT_[A-Za-z_]*|gft-link\.invalid|gft-site\.invalid|<!--gft-config-->/;

/**
 * The forest page for any forest, in the language of the prerendered template given
 * (dist/prerendered/[en/]forests/__GFT_FOREST_ID__/index.html): a static host answers every `/forests/<id>` it has no
 * page of its own for with this one file per language. Filled in like any page, without the head's tags that would
 * name a forest (canonical, alternates, og:url), which the app sets once hydrated, for the forest in the address, with
 * the site's origin from the sitemap link put in their place; the rest of the page names no forest until its data has
 * loaded (the header's language switch leads to the other language's home page until hydrated). Throws when anything
 * of the build's is left in it.
 */
export function forestTemplatePage(template: string, options: { config: AppConfig; origin: string; now: Date }): string {
  const language = languages.find((candidate) => template.includes(`<html lang="${candidate}"`));
  if (!language) throw new Error('forestTemplatePage: the template has no <html lang> of a known language');
  const withoutId = template
    .replace(forestIdTag, '')
    .replace('</head>', () => `  <link rel="sitemap" type="application/xml" href="${siteOriginPlaceholder}/sitemap.xml" />\n  </head>`);
  const page = fillPage(withoutId, { ...options, pathname: forestTemplatePath(language) });
  const left = buildPlaceholder.exec(page);
  if (left) throw new Error(`forestTemplatePage: the page would still hold ${left[0]}, which depends on the forest or was not filled in`);
  return page;
}

/**
 * sitemap.xml: every public page in both languages, each with its alternates, the page of each forest id given and
 * each public impact page named.
 */
export function sitemap(origin: string, forestIds: readonly string[] = [], impactNames: readonly string[] = []): string {
  const alternates = (path: string) =>
    [...languages.map((language) => [language, localized(language, path)] as const), ['x-default', path] as const]
      .map(([hreflang, href]) => `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(origin + href)}"/>`)
      .join('');
  const pagePaths = [
    ...publicPages.map((name) => paths[name] as string),
    ...forestIds.filter(isServableForestId).map((id) => paramPaths.forest.href({ id })),
    ...impactNames.filter(isImpactName).map((id) => paramPaths.impact.href({ id })),
  ];
  const urls = pagePaths.flatMap((path) =>
    languages.map((language) => `  <url>\n    <loc>${escapeXml(origin + localized(language, path))}</loc>${alternates(path)}\n  </url>`),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * The forest projects' ids from the API's /product/list, for the sitemap; none when the API does not answer in time
 * or answers something else (the sitemap then lists the public pages alone).
 */
export async function forestIds(apiBase: string, timeoutMs = 3000): Promise<string[]> {
  try {
    const response = await fetch(new URL('/product/list', apiBase), { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return [];
    const parsed = productListAnswerSchema.safeParse(await response.json());
    return parsed.success ? parsed.data.products.map((product) => product._id) : [];
  } catch {
    return [];
  }
}

/** Whether a text can be an impact page's name at all (what the API takes); anything else is no page. */
export const isImpactName = (name: string) => impactNameSchema.safeParse(name).success;

/**
 * The public impact pages' names from the API's /impact/list, for the sitemap: a page turned off is gone from the next
 * sitemap. None when the API does not answer in time or answers something else.
 */
export async function impactNames(apiBase: string, timeoutMs = 3000): Promise<string[]> {
  try {
    const response = await fetch(new URL('/impact/list', apiBase), { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return [];
    const parsed = impactListAnswerSchema.safeParse(await response.json());
    return parsed.success ? parsed.data.pages.map((page) => page.name) : [];
  } catch {
    return [];
  }
}

/**
 * Whether an impact page of this name is public, asked of the API (/impact/public), so that the web server answers
 * one that is off or unknown with a 404 status, as a crawler must see it: `missing` when the API says 404 (or the name
 * cannot be one), `unknown` when it does not answer in time (the app then says what it finds).
 */
export async function impactPageStatus(apiBase: string, name: string, timeoutMs = 3000): Promise<'public' | 'missing' | 'unknown'> {
  if (!isImpactName(name)) return 'missing';
  try {
    const url = new URL('/impact/public', apiBase);
    url.searchParams.set('name', name);
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    return response.ok ? 'public' : response.status === 404 ? 'missing' : 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The address of an impact page's Open Graph picture (the API's /impact/og.png), in the page's language. */
export const impactImageUrl = (apiBase: string, name: string, language: Language) => {
  const url = new URL('/impact/og.png', apiBase);
  url.searchParams.set('name', name);
  url.searchParams.set('lang', language);
  return url.href;
};

/**
 * The head tags that make a shared link to a public impact page show its picture: put in by the web server, as link
 * previews read the HTML and run no script (the app sets the same `og:image` when it shows the page).
 */
export const impactImageTags = (apiBase: string, name: string, language: Language) =>
  [
    `<meta property="og:image" content="${escapeHtml(impactImageUrl(apiBase, name, language))}">`,
    '<meta property="og:image:width" content="1200">',
    '<meta property="og:image:height" content="630">',
    '<meta name="twitter:card" content="summary_large_image">',
  ].join('');

/**
 * robots.txt: the public pages open, the customer area and the account screens not, and where the sitemap is. The
 * origin is one line's text: anything but printable ASCII in it (a URL's origin has none) is percent-encoded.
 */
export const robots = (origin: string) =>
  [
    'User-agent: *',
    'Allow: /',
    ...['/dashboard', '/auth'].flatMap((path) => languages.map((language) => `Disallow: ${localized(language, path)}`)),
    '',
    `Sitemap: ${origin.replace(/[^\x21-\x7e]/g, (character) => encodeURIComponent(character))}/sitemap.xml`,
    '',
  ].join('\n');

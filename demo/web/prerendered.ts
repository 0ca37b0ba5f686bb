/**
 * Where the prerendered public pages live (dist/prerendered/, written by demo/prerender.ts) and which file answers a
 * path: the public pages of both languages, and one template for every forest page (`/forests/:id`).
 */
import { localized, paramPaths, paths, publicPages, splitLanguage } from '#portal/lib/paths';
import type { Language } from '#shared/i18n/languages';

/** What the forest template holds in place of the forest's id; the web server puts the requested id there. */
export const forestIdPlaceholder = '__GFT_FOREST_ID__';
/** What the prerendered HTML holds in place of each configured external link (`links.<key>`). */
export const linkPlaceholder = (key: string) => `https://gft-link.invalid/${key}`;
/** What the prerendered imprint holds in place of each of its configured lines (`imprint.<key>`) and their states. */
export { imprintPlaceholder, imprintStatePlaceholder } from '#portal/features/public/imprint-lines';
/** Forest ids the template is served for (the API's ids are hex); anything else gets the app alone. */
const safeForestId = /^[A-Za-z0-9_-]{1,64}$/;
export const isServableForestId = (id: string) => safeForestId.test(id);

export const languages: Language[] = ['de', 'en'];

/** Every public page's path, both languages. */
export const prerenderedPaths = (): string[] => languages.flatMap((language) => publicPages.map((name) => localized(language, paths[name])));

/** The forest template's path in a language (rendered with the placeholder as its id). */
export const forestTemplatePath = (language: Language) => localized(language, paramPaths.forest.href({ id: forestIdPlaceholder }));

/** The file (below dist/prerendered) that answers `pathname`, with the forest id to put in, or null. */
export function prerenderedFileOf(pathname: string): { file: string; forestId?: string } | null {
  if (prerenderedPaths().includes(pathname)) return { file: fileOf(pathname) };
  const { language, path } = splitLanguage(pathname);
  const forest = paramPaths.forest.match(path);
  if (forest && safeForestId.test(forest.id)) return { file: fileOf(forestTemplatePath(language)), forestId: forest.id };
  return null;
}

/** `/` → `index.html`, `/en/faq` → `en/faq/index.html`. */
export const fileOf = (pathname: string) => `${pathname.slice(1)}${pathname === '/' ? '' : '/'}index.html`;

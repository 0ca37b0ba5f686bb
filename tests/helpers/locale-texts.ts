/**
 * The locale files' texts for the unit tests that read them (demo/claims.ts's `localeTexts`, once per language), and a
 * lookup that fails on a missing key rather than comparing with undefined.
 */
import { localeTexts, type ClaimLanguage } from '#demo/claims';

/** Both languages, in the order the tests run them. */
export const languages: readonly ClaimLanguage[] = ['de', 'en'];

/** Every text of each language by `file.json:key.path`, as a reader sees it (nested texts filled in). */
export const texts = Object.fromEntries(languages.map((language) => [language, localeTexts(language)])) as Record<ClaimLanguage, Map<string, string>>;

/** One text by `file.json:key.path`; throws when the language has none. */
export function text(language: ClaimLanguage, key: string): string {
  const found = texts[language].get(key);
  if (found === undefined) throw new Error(`no text ${key} in ${language}`);
  return found;
}

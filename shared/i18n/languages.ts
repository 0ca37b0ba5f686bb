import { storageKeys } from '../storage/keys.ts';
import { browserStorage, moveFormerKey } from '../storage/storage.ts';

/** The languages of the product; German is the default. */
export const languages = ['de', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'de';
/**
 * Each language's writing direction. A widget's root sets its own (`dir`): `all: initial` resets every inherited
 * property but `direction` and `unicode-bidi`, so a host section's `direction: rtl` would otherwise reorder its text.
 */
export const directions: Record<Language, 'ltr' | 'rtl'> = { de: 'ltr', en: 'ltr' };
/**
 * Locale codes used for number and date formatting: German as in Germany (`18.148`, `2.165,80`, the period grouping
 * every German figure of the product shares with its amounts; de-AT would group with a space), English as in the US.
 */
export const formatLocales: Record<Language, string> = { de: 'de-DE', en: 'en-US' };

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (languages as readonly string[]).includes(value);

/**
 * The one fallback rule: a valid stored or requested language wins; anything else (nothing, or an unknown code) is
 * German. The same rule picks the UI language and the `ln` header, so requests and screens never disagree.
 */
export function resolveLanguage(...candidates: unknown[]): Language {
  for (const candidate of candidates) {
    if (isLanguage(candidate)) return candidate;
    // "en-US" or "de-AT" count as their language.
    if (typeof candidate === 'string') {
      const base = candidate.toLowerCase().split('-')[0];
      if (isLanguage(base)) return base;
    }
  }
  return defaultLanguage;
}

type LanguageStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

// `storageKeys.language` is read in each function, not once at the module's top: a property read there keeps the whole
// key table in every bundle that imports this module (the badge's first file), whether it stores a language or not.
/** Reads the stored choice (`localStorage` unless given); storage that throws (private mode, sandboxed frames) counts as empty. */
export function readStoredLanguage(storage: LanguageStorage | null = browserStorage(storageKeys.language.area)): Language | null {
  const key = storageKeys.language;
  try {
    moveFormerKey(storage, key);
    const stored = storage?.getItem(key.name);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** Stores the choice; a storage that throws is ignored (the choice then lasts for the page). */
export function storeLanguage(language: Language, storage: LanguageStorage | null = browserStorage(storageKeys.language.area)): void {
  try {
    storage?.setItem(storageKeys.language.name, language);
  } catch {
    // Nothing to do: the language still applies to this page.
  }
}

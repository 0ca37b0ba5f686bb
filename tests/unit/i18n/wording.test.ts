import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const localesDir = join(import.meta.dirname, '../../../shared/i18n/locales');

/** Every text of a language's locale files, as `file: key` and the text. */
function texts(language: string): [string, string][] {
  const walk = (tree: unknown, prefix: string): [string, string][] =>
    Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) =>
      value && typeof value === 'object' ? walk(value, `${prefix}.${key}`) : [[`${prefix}.${key}`, String(value)] as [string, string]],
    );
  return readdirSync(join(localesDir, language)).flatMap((file) => walk(JSON.parse(readFileSync(join(localesDir, language, file), 'utf8')), file));
}

// One word for one thing: a customer who reads two words wonders whether they are two things.
describe('wording', () => {
  it('German says "Token" in the plural too ("die Token", as nearly every German text did), never "Tokens"', () => {
    const german = texts('de');
    expect(german.length).toBeGreaterThan(100);
    expect(german.filter(([, text]) => /\bTokens\b/.test(text)).map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('German retires credits with "entwerten", never "verbrennen" (crypto jargon) in any inflection', () => {
    const german = texts('de');
    // verbrennen, verbrennt, Verbrennung, verbrannt, verbrannte, Verbrannten …
    expect(german.filter(([, text]) => /verbrenn|verbrann/i.test(text)).map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });
});

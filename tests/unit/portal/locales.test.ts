import { describe, expect, it } from 'vitest';
import { createI18nInstance } from '#shared/i18n/i18n-instance';
import { languages } from '#shared/i18n/languages';
import { ensureLanguage, loadBundles, type TextBundle } from '#portal/lib/locales';

/** Every bundle, as a record so that the type checker reports one missing here. */
const textBundles: Record<TextBundle, true> = {
  forms: true,
  auth: true,
  pages: true,
  projects: true,
  buy: true,
  dashboard: true,
  compensate: true,
  transactions: true,
  certificates: true,
  cookies: true,
  forests: true,
  forestPage: true,
  tokenIndexes: true,
  calculator: true,
  report: true,
};

describe("the portal's text bundles", () => {
  it('are loaded into each i18n instance that asks, not only the first one of the process', async () => {
    // Two instances of one process (the prerenderer makes one per language; a test makes its own), neither with English.
    const first = createI18nInstance('de', [{ common: { yes: 'Ja' } }]);
    const second = createI18nInstance('de', [{ common: { yes: 'Ja' } }]);
    await ensureLanguage(first, 'en');
    await ensureLanguage(second, 'en');
    for (const instance of [first, second]) {
      expect(instance.hasResourceBundle('en', 'translation')).toBe(true);
      expect(instance.getFixedT('en')('nav.home')).not.toBe('nav.home');
    }
  });

  it('hold the same files in both languages, none of them empty', async () => {
    const all: (TextBundle | 'base')[] = ['base', ...(Object.keys(textBundles) as TextBundle[])];
    for (const bundle of all) {
      const [de = [], en = []] = await Promise.all(languages.map((language) => loadBundles(language, bundle)));
      expect(de.length, bundle).toBe(en.length);
      for (const texts of [...de, ...en]) expect(Object.keys(texts).length, bundle).toBeGreaterThan(0);
    }
    expect(await loadBundles('de')).toHaveLength(3);
    expect(await loadBundles('en', 'forms')).toHaveLength(5);
  });
});

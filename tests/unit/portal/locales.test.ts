import { describe, expect, it } from 'vitest';
import { createI18nInstance } from '#shared/i18n/i18n-instance';
import { ensureLanguage } from '#portal/lib/locales';

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
});

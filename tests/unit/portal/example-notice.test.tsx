import { Suspense } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { ExampleDataNotice, ExampleDataNoticeText } from '#portal/lib/forest/example-notice';
import { LanguageProvider } from '#portal/lib/language';
import { ServicesProvider, type Services } from '#portal/lib/services';
import { createI18n } from '#shared/i18n/create-i18n';
import portalDe from '#shared/i18n/locales/de/portal.json';
import portalEn from '#shared/i18n/locales/en/portal.json';

// One i18n per language, as the prerenderer has.
const i18n = { de: createI18n('de', [{ de: portalDe, en: portalEn }]), en: createI18n('en', [{ de: portalDe, en: portalEn }]) };

/** The notice's HTML with `exampleData` on or off (rendered as the prerenderer does, waiting for the texts). */
async function render(exampleData: boolean, language: 'de' | 'en', Notice = ExampleDataNoticeText): Promise<string> {
  const services = { i18n: i18n[language], config: { exampleData } } as unknown as Services;
  const { prelude } = await prerenderToNodeStream(
    <ServicesProvider value={services}>
      <I18nextProvider i18n={services.i18n}>
        <LanguageProvider value={language}>
          <Suspense fallback={null}>
            <Notice />
          </Suspense>
        </LanguageProvider>
      </I18nextProvider>
    </ServicesProvider>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

describe('the example-data notice', () => {
  it('names the sandbox examples once when exampleData is on, in both languages', async () => {
    expect(await render(true, 'en')).toContain('Organisations, people and forests on this page are examples from the sandbox.');
    expect(await render(true, 'de')).toContain('Organisationen, Personen und Wälder auf dieser Seite sind Beispiele aus der Sandbox.');
  });

  it('is not in the prerendered HTML (built without the running configuration): it comes after hydration', async () => {
    expect(await render(true, 'en', ExampleDataNotice)).not.toContain('example-notice');
  });

  it('says nothing with a production configuration', async () => {
    expect(await render(false, 'en')).not.toContain('example-notice');
    expect(await render(false, 'de')).not.toContain('example-notice');
  });
});

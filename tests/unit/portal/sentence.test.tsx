import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { LanguageProvider, Sentence } from '#portal/lib/language';
import { createI18n } from '#shared/i18n/create-i18n';
import type { Language } from '#shared/i18n/languages';
import indexesDe from '#shared/i18n/locales/de/token-indexes.json';
import indexesEn from '#shared/i18n/locales/en/token-indexes.json';

// One instance with both languages: the route's language (LanguageProvider) picks the text, not i18next's own.
const i18n = createI18n('de', [{ de: indexesDe, en: indexesEn }]);

const render = (language: Language, name: string) =>
  renderToString(
    <I18nextProvider i18n={i18n}>
      <LanguageProvider value={language}>
        <Sentence i18nKey="dashboard.tokenIndexes.burnedFor" values={{ name, date: '3 Dec 2026' }} components={{ project: <a href="/p" /> }} />
      </LanguageProvider>
    </I18nextProvider>,
  );

describe('a sentence with a link inside (Sentence, react-i18next Trans)', () => {
  it("orders each language's words around the link, in the route's language", () => {
    expect(render('de', 'Büro Wien')).toBe('für <a href="/p">Büro Wien</a> am 3 Dec 2026');
    expect(render('en', 'Office Vienna')).toBe('for <a href="/p">Office Vienna</a> on 3 Dec 2026');
  });

  it('sets a value in as text: markup in a project name stays text', () => {
    expect(render('en', '<b>Wald</b> & <project>x</project>')).toBe(
      'for <a href="/p">&lt;b&gt;Wald&lt;/b&gt; &amp; &lt;project&gt;x&lt;/project&gt;</a> on 3 Dec 2026',
    );
  });
});

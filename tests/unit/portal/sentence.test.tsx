import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { LanguageProvider } from '#portal/lib/language';
import { Sentence } from '#portal/lib/sentence';
import { createI18n } from '#shared/i18n/create-i18n';
import type { Language } from '#shared/i18n/languages';
import pagesDe from '#shared/i18n/locales/de/pages.json';
import pagesEn from '#shared/i18n/locales/en/pages.json';
import indexesDe from '#shared/i18n/locales/de/token-indexes.json';
import indexesEn from '#shared/i18n/locales/en/token-indexes.json';

// One instance with both languages: the route's language (LanguageProvider) picks the text, not i18next's own.
const i18n = createI18n('de', [
  { de: indexesDe, en: indexesEn },
  { de: pagesDe, en: pagesEn },
]);

const sentence = (language: Language, i18nKey: string, components: Record<string, ReactElement>, values?: Record<string, string>) =>
  renderToString(
    <I18nextProvider i18n={i18n}>
      <LanguageProvider value={language}>
        <Sentence i18nKey={i18nKey} components={components} {...(values ? { values } : {})} />
      </LanguageProvider>
    </I18nextProvider>,
  );
const render = (language: Language, name: string) =>
  sentence(language, 'dashboard.tokenIndexes.burnedFor', { project: <a href="/p" /> }, { name, date: '3 Dec 2026' });

describe('a sentence with a link inside (Sentence, react-i18next Trans)', () => {
  it("orders each language's words around the link, in the route's language", () => {
    expect(render('de', 'Büro Wien')).toBe('für <a href="/p">Büro Wien</a> am 3 Dec 2026');
    expect(render('en', 'Office Vienna')).toBe('for <a href="/p">Office Vienna</a> on 3 Dec 2026');
  });

  it('puts the words of a link inside it', () => {
    expect(sentence('de', 'pages.content.faqCta', { a: <a href="/faq" /> })).toBe('Noch Fragen? <a href="/faq">Zu den häufigen Fragen</a>');
    expect(sentence('en', 'pages.content.faqCta', { a: <a href="/faq" /> })).toBe('Questions left? <a href="/faq">Read the FAQ</a>');
  });

  it('no text of the locale files names a tag after an HTML void element (its words would land after an empty one)', () => {
    const voidTag = /<(area|base|br|col|embed|hr|img|input|link|meta|param|source|track|wbr)>[^<]*<\/\1>/;
    const dir = fileURLToPath(new URL('../../../shared/i18n/locales', import.meta.url));
    const offending = readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.json'))
      .filter((file) => voidTag.test(readFileSync(join(dir, file), 'utf8')));
    expect(offending).toEqual([]);
  });

  it('sets a value in as text: markup in a project name stays text', () => {
    expect(render('en', '<b>Wald</b> & <project>x</project>')).toBe(
      'for <a href="/p">&lt;b&gt;Wald&lt;/b&gt; &amp; &lt;project&gt;x&lt;/project&gt;</a> on 3 Dec 2026',
    );
  });
});

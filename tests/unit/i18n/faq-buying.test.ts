import { describe, expect, it } from 'vitest';
import type { ClaimLanguage } from '#demo/claims';
import { languages, text, texts } from '#tests/helpers/locale-texts';
import { vatRate } from '#shared/api/money';
import { formatNumber } from '#shared/i18n/format';
import type { AppConfig } from '#shared/config/config';
import { exampleImprint } from '#demo/example-provider';
import { faqVatOf, faqVatPlaceholders, imprintPlaceholder } from '#portal/features/public/imprint-lines';

/**
 * The FAQ's answers on price, VAT, withdrawal, the contract's end and who verifies (issue 41: the FAQ was thin): each
 * figure the product's own, from the constant or the text that is its source, so an answer cannot drift from the shop.
 * The price group holds the first four; the contract's end is with the token's storage, who verifies with the forests.
 */
const answer = (language: ClaimLanguage, index: number) => text(language, `pages.json:pages.faq.buying.${index}.a`);
const question = (language: ClaimLanguage, index: number) => text(language, `pages.json:pages.faq.buying.${index}.q`);
const contractEnd = (language: ClaimLanguage) => text(language, 'pages.json:pages.faq.token.3.a');
const whoVerifies = (language: ClaimLanguage) => text(language, 'pages.json:pages.faq.esg.3.a');
/** A figure as the language writes it with its unit: German sets a non-breaking space before "%" and "€". */
const percent = (language: ClaimLanguage, value: number) => `${formatNumber(language, value * 100)}${language === 'de' ? '\u00a0%' : '%'}`;

describe.each(languages)('the FAQ on price, purchase and withdrawal (%s)', (language) => {
  it('asks four questions, the same in both languages, and links the withdrawal answer to the right of withdrawal', () => {
    expect([...texts[language].keys()].filter((key) => /^pages\.json:pages\.faq\.buying\.\d+\.q$/.test(key))).toHaveLength(4);
    expect(text(language, 'pages.json:pages.faq.buying.3.to')).toBe('withdrawal');
    expect(text(language, 'pages.json:pages.faq.buying.3.link')).not.toBe('');
  });

  it('states the VAT rate of money.ts in the price and VAT answers, the VAT question in the buy page’s words', () => {
    expect(answer(language, 0)).toContain(percent(language, vatRate));
    expect(question(language, 1)).toBe(text(language, 'buy.json:buy.checkout.vatWhy'));
    // The buy page's answer, its first sentence, with the rate: one wording of why German VAT.
    const why =
      text(language, 'buy.json:buy.checkout.vatWhyText')
        .replace('{{rate}}', percent(language, vatRate))
        .split(/(?<=\.)\s/)[0] ?? '';
    expect(why.length).toBeGreaterThan(40);
    expect(answer(language, 1)).toContain(why);
    expect(answer(language, 1)).not.toMatch(/\b(?:20|10|13)\s?%/);
  });

  it('gives the forest owners’ upper limits as the forest owners’ page does, as the reason prices differ', () => {
    const owners = text(language, 'pages.json:pages.faq.esg.4.a');
    for (const figure of answer(language, 2).match(/(?:€)?\d+[.,]\d\d(?:\u00a0€)?/g) ?? ['none']) expect(owners).toContain(figure);
    expect(answer(language, 2).match(/\d+[.,]\d\d/g)).toHaveLength(2);
  });

  it('says the withdrawal as the imprint does: its days, the express consent at the checkout, none for companies', () => {
    const imprint = text(language, 'pages.json:pages.impressum.withdrawal.paragraphs.0');
    const days = /(\d+)/.exec(imprint)?.[1];
    expect(days).toBe('14');
    expect(answer(language, 3)).toContain(`${days}`);
    expect(answer(language, 3)).toMatch(language === 'de' ? /ausdrücklich zustimmen/ : /expressly agree/);
    expect(answer(language, 3)).toMatch(language === 'de' ? /Unternehmen besteht kein Widerrufsrecht/ : /company have no right of withdrawal/);
  });

  it('gives the contract term of the forest pages and who verifies, each pointing to the forest’s page', () => {
    const term = /\d+/.exec(text(language, 'forest-page.json:forests.storage.contract.value'))?.[0] ?? 'none';
    expect(contractEnd(language)).toContain(`${term} ${language === 'de' ? 'Jahre' : 'years'}`);
    expect(whoVerifies(language)).toContain('ISO 14064-2');
    for (const said of [contractEnd(language), whoVerifies(language)]) expect(said).toMatch(language === 'de' ? /Seite (?:des|jedes) Waldes/ : /forest’s page/);
  });
});

describe.each(languages)("the FAQ's VAT answer follows the configured provider's country (%s)", (language) => {
  const t = (key: string) => text(language, `pages.json:${key}`);
  const german = { q: question(language, 1), a: answer(language, 1) };
  const configOf = (imprint: Partial<AppConfig['imprint']>) => ({ imprint: { ...exampleImprint, address: '', vatId: '', ...imprint } }) as AppConfig;
  const faq = (imprint: Partial<AppConfig['imprint']>) => ({
    q: faqVatOf(configOf(imprint), t, 'q', german.q),
    a: faqVatOf(configOf(imprint), t, 'a', german.a),
  });

  it('a German provider: German VAT', () => {
    expect(faq({ address: 'Waldstraße 12, 10115 Berlin, Deutschland' })).toEqual(german);
    expect(german.a).toContain(language === 'de' ? 'Sitz in Deutschland' : 'based in Germany');
  });

  it('an Austrian provider (its address or its VAT ID): Austrian wording, Germany never named', () => {
    for (const imprint of [{ address: 'Hauptplatz 1, 4020 Linz, Österreich' }, { vatId: 'ATU12345678' }]) {
      const shown = faq(imprint);
      expect(shown.q).toBe(language === 'de' ? 'Warum österreichische USt.?' : 'Why Austrian VAT?');
      expect(shown.a).toContain(language === 'de' ? 'Sitz in Österreich' : 'based in Austria');
      expect(`${shown.q} ${shown.a}`).not.toMatch(/Deutschland|deutsch|German/);
      // The same rate and the same facts as the German wording: only the country differs.
      expect(shown.a).toContain(percent(language, vatRate));
    }
  });

  it('a provider of another country: no country named', () => {
    const shown = faq({ address: 'Rue 1, 1000 Bruxelles, Belgique' });
    expect(`${shown.q} ${shown.a}`).not.toMatch(/Deutschland|Österreich|German|Austria/);
    expect(shown.a).toContain(percent(language, vatRate));
  });

  it('while prerendering, a placeholder the fill step replaces', () => {
    expect(faqVatOf({ imprint: { ...exampleImprint, company: imprintPlaceholder('company') } } as AppConfig, t, 'q', german.q)).toBe(faqVatPlaceholders.q);
  });
});

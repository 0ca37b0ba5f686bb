import { describe, expect, it } from 'vitest';
import type { ClaimLanguage } from '#demo/claims';
import { languages, text, texts } from '#tests/helpers/locale-texts';

/**
 * The public pages' words after a design review (issue 41), held in both languages: the texts the browser tests read on
 * the pages (tests/browser/public/) are checked here for what they must and must not say, so a reworded text that
 * brings an old fault back fails in a second, without a build.
 */
/** Every text under a key's prefix, joined: a page's words. */
const under = (language: ClaimLanguage, prefix: string): string =>
  [...texts[language]]
    .filter(([key]) => key.startsWith(prefix))
    .map(([, words]) => words)
    .join('\n');

describe.each(languages)('the public pages say (%s)', (language) => {
  const de = language === 'de';

  it('the token fact sheet: the shop sells now; the form is a sign-up for news, with a consent that says so', () => {
    const sheet = under(language, 'pages.json:pages.tokenSale.') + under(language, 'lead.json:');
    const withoutFuture = sheet.replace(text(language, 'pages.json:pages.tokenSale.presale.future'), '');
    // The whitepaper and a sale still to come only in the lines a configured future date chooses (dated-copy.ts).
    const dated = ['presale.future', 'whitepaper.future', 'whitepaper.past', 'register'].map((key) => text(language, `pages.json:pages.tokenSale.${key}`));
    const undated = dated.reduce((words, line) => words.replace(line, ''), withoutFuture);
    expect(undated).not.toMatch(de ? /Verkaufsstart|Whitepaper|verkauft nichts/ : /start of sales|whitepaper|sells nothing/i);
    expect(text(language, 'pages.json:pages.tokenSale.facts.price.text')).toMatch(/<a>.+<\/a>/);
    expect(text(language, 'pages.json:pages.tokenSale.facts.buy.text')).toMatch(/<signup>.+<\/signup>.*<shop>.+<\/shop>/);
    const consent = text(language, 'lead.json:lead.consent');
    expect(consent).toMatch(
      de ? /Wäldern und Verkaufsrunden.*Werbung.*jederzeit widerrufen/ : /forests and sale rounds.*marketing.*withdraw my consent at any time/,
    );
    expect(consent).not.toMatch(de ? /Bearbeitung meiner Anfrage/ : /handle my request|process my request/);
  });

  it("the home page's forests promise no purchase a sold-out forest cannot keep", () => {
    // The list shows sold-out forests too; each card says what is on sale.
    expect(text(language, 'pages.json:pages.home.projects.text')).not.toMatch(de ? /heute kaufen/ : /buy today/);
  });

  it('no area per token without its source', () => {
    for (const key of ['pages.json:pages.private.points.0.text', 'pages.json:pages.howItWorks.token.points.area'])
      expect(text(language, key)).not.toMatch(/\d\s?m²/);
  });

  it("the forest owners' prices as upper limits, with their basis and an example", () => {
    for (const key of ['pages.json:pages.forestOwners.offerNote', 'pages.json:pages.faq.esg.4.a', 'meeting.json:meeting.intro']) {
      const words = text(language, key);
      expect(words, key).toMatch(de ? /Höchstwerte|höchstens/ : /upper limits|at most/);
      expect(words, key).toMatch(de ? /Inventur/ : /inventory/);
    }
    // The example where there is room for it: the meeting form's first step must stay short on a phone (issue 44).
    for (const key of ['pages.json:pages.forestOwners.offerNote', 'pages.json:pages.faq.esg.4.a'])
      expect(text(language, key), key).toMatch(de ? /20\sha.*2\.250,00\u00a0€/ : /20\sha.*€2,250\.00/);
  });

  it('the vegetation index against a reference range, without a judgement of health', () => {
    for (const level of ['dense', 'moderate', 'sparse']) {
      const words = text(language, `buy.json:buy.satellite.ndvi.${level}`);
      expect(words).toMatch(de ? /0,6 bis 0,8/ : /0\.6 to 0\.8/);
      expect(words).not.toMatch(/gesund|health/i);
    }
    expect(text(language, 'buy.json:buy.satellite.ndviSource')).toMatch(/USGS/);
  });

  it('the meeting form asks for a planned contract end, not an expiration date', () => {
    expect(text(language, 'meeting.json:meeting.fields.expirationDate.label')).toBe(de ? 'Geplantes Vertragsende' : 'Contract end');
    expect(text(language, 'meeting.json:meeting.fields.expirationDate.hint')).toMatch(de ? /Schätzung/ : /estimate/);
    const meeting = [
      ...under(language, 'meeting.json:'),
      under(language, 'pages.json:pages.meeting.'),
      text(language, 'common.json:validation.contractTerm'),
    ].join('\n');
    expect(meeting).not.toMatch(/Ablaufdatum|expiration date/i);
  });

  it('the contact form says what is done with the message', () => {
    expect(text(language, 'contact.json:contact.privacyNote')).toMatch(de ? /Nachricht zu beantworten/ : /answer your message/);
  });

  it('calls to act say the act and the contribution; the CSRD answer promises no compliance', () => {
    expect(text(language, 'calculator.json:calculator.result.compensate')).toBe(
      de ? '{{tonnes}} t in Holz speichern lassen' : 'Have {{tonnes}} t stored in wood',
    );
    for (const key of ['pages.choice.private.text', 'pages.choice.business.text', 'pages.private.intro', 'pages.business.intro']) {
      const words = text(language, `pages.json:${key}`);
      expect(words, key).not.toMatch(de ? /kompensieren/i : /compensate/i);
      expect(words, key).toMatch(de ? /speichern lassen/ : /stored/);
    }
    for (const key of ['pages.choice.private.text', 'pages.private.intro', 'pages.business.intro'])
      expect(text(language, `pages.json:${key}`), key).toMatch(de ? /Beitrag/ : /contribution/);
    expect(text(language, 'pages.json:pages.faq.esg.1.q')).toBe(
      de ? 'Was kann ein GFT-Zertifikat für einen CSRD-Bericht belegen?' : 'What can a GFT certificate document for a CSRD report?',
    );
    expect(text(language, 'pages.json:pages.faq.esg.1.a')).toMatch(
      de ? /hängt vom ganzen Bericht ab, nicht von GFT/ : /depends on the whole report, not on GFT/,
    );
  });

  it('the mission says what is measured, by which method, and links the guarantee to its terms', () => {
    const point = text(language, 'pages.json:pages.mission.sections.0.paragraphs.0');
    expect(text(language, 'pages.json:pages.mission.sections.0.heading')).not.toMatch(/Regional, gemessen, garantiert|Regional, measured, guaranteed/);
    expect(point).toMatch(/ISO 14064-2/);
    // The guarantee a short paragraph of its own after the method (issue 41: the point read as a wall of text).
    expect(text(language, 'pages.json:pages.mission.sections.0.paragraphs.1')).toMatch(/<a>.+<\/a>/);
  });
});

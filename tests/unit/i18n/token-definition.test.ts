import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeTexts } from '#demo/claims';
import { minimumContractYears } from '#shared/api/schemas/meeting';

const localesDir = join(import.meta.dirname, '../../../shared/i18n/locales');

/** The bundles of the public pages; the customer area's and the certificate's texts are read elsewhere. */
const publicFiles = ['pages.json', 'portal.json', 'lead.json', 'common.json', 'forests.json', 'forest-page.json'];
/** What a text says when it explains what one token is. */
const explains = { en: /stands for one tonne/i, de: /steht für eine Tonne/i } as const;
/** What a text says when a forest takes CO₂ from the air, and what says it is a growing one. */
const removal = { en: /\b(?:from|out of) the air\b|\bremov(?:ed|es|al)\b/i, de: /der Luft|entzieh|entzog/i } as const;
const growing = { en: /\bgrow/i, de: /wachs/i } as const;

// Issue 41: the site told three stories of a token (stored in forests, only wood products certified, canopy watched by
// satellite). One definition holds all three, and every page that explains the token says it in the same words.
describe.each(['de', 'en'] as const)('what a token is (%s)', (language) => {
  const texts = localeTexts(language);
  const definition = texts.get('portal.json:token.definition') ?? '';
  /** Its opening, up to the forest: what a place too short for the whole (a footer, a description) may say. */
  const opening = definition.split(/, (?:counted|gezählt)/)[0] ?? '';

  it('is one definition that names the certification, the long-lived wood, the inventory, the yearly check and the satellite', () => {
    const parts = {
      en: [/PEFC- or FSC-certified/, /long-lived wood products/, /ISO 14064-2/, /every year/, /satellite/],
      de: [/PEFC- oder FSC-zertifiziert/, /langlebige Holzprodukte/, /ISO 14064-2/, /jährlich/, /Satellit/],
    }[language];
    for (const part of parts) expect(definition).toMatch(part);
    expect(opening.length).toBeGreaterThan(60);
    expect(opening.length).toBeLessThan(definition.length);
  });

  it('is the only explanation on the public pages: every other text that explains a token says it or its opening', () => {
    const others = [...texts].filter(
      ([key, text]) => publicFiles.some((file) => key.startsWith(`${file}:`)) && key !== 'portal.json:token.definition' && explains[language].test(text),
    );
    expect(others.length).toBeGreaterThan(2);
    expect(others.filter(([, text]) => !text.includes(definition) && !text.startsWith(opening)).map(([key, text]) => `${key}: ${text}`)).toEqual([]);
    // The FAQ answers "what is a token" with the definition itself.
    expect(texts.get('pages.json:pages.faq.token.0.a')).toContain(definition);
  });

  it('says "stored"; "out of the air" only of a growing forest, as a forest that preserves its stock takes up no more', () => {
    const removals = [...texts].filter(([key, text]) => publicFiles.some((file) => key.startsWith(`${file}:`)) && removal[language].test(text));
    expect(removals.length).toBeGreaterThan(0);
    expect(removals.filter(([, text]) => !growing[language].test(text)).map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('calls a token transferable, never tradable: it is for compensation, not a crypto asset to trade', () => {
    const trading = { en: /\btrad(?:e|es|ed|ing|able)\b/i, de: /handel(?:n|bar)|gehandelt/i }[language];
    expect(
      [...texts].filter(([key, text]) => publicFiles.some((file) => key.startsWith(`${file}:`)) && trading.test(text)).map(([key, text]) => `${key}: ${text}`),
    ).toEqual([]);
  });
});

/** Words that put a number of years in the context of how long the tonnes are held. */
const storageContext = /gespeichert|Speicher|vertrag|Halbwertszeit|stored|storage|contract|half-life/i;
/** A number of years, as figures ("15 Jahre", "35 years"). */
const yearsFigure = /(\d+)\s*(?:Jahre|Jahren|years?)\b/g;

// Issue 41: the storage period was said three ways (a 15-year contract, sawn wood's 35-year half-life, "long-lived
// wood"). One term says it (`storage.years`, in `storage.period`), with the contract term
// the meeting form enforces, and every text that states a period of storage or contract states that one.
describe.each(['de', 'en'] as const)('how long a token’s tonne is stored (%s)', (language) => {
  const texts = localeTexts(language);
  const years = texts.get('common.json:storage.years') ?? '';
  const period = texts.get('common.json:storage.period') ?? '';

  it('is one term, with the contract term the meeting form refuses to go below (minimumContractYears)', () => {
    expect(years).toBe(language === 'de' ? `mindestens ${minimumContractYears} Jahre` : `at least ${minimumContractYears} years`);
    expect(period).toContain(years);
    // Beside a tonne figure (issue 41): the term in a phrase (common.json), and what happens at its end (pages.json).
    expect(texts.get('common.json:storage.secured')).toContain(years);
    for (const key of ['pages.json:pages.impact.tonnesStored', 'pages.json:pages.impact.tokensIssued', 'pages.json:pages.howItWorks.steps.1.text'])
      expect(texts.get(key), key).toContain(years);
    expect(texts.get('pages.json:pages.storageEnd')).toMatch(
      language === 'de' ? /öffentlichen Register prüfbar.*Vertrag/ : /verifiable in the public register.*contract/,
    );
    // The home figure's label says what a token stores with it.
    expect(texts.get('pages.json:pages.impact.storageLabel')).toMatch(/^1 GFT = 1 t CO₂, /);
    expect(texts.get('pages.json:pages.impact.storageLabel')).toContain(period);
    // The FAQ's "what is a token" (after the definition) and its "how long" say it in these words.
    expect(texts.get('pages.json:pages.faq.token.0.a')).toContain(`${texts.get('portal.json:token.definition')} ${period}`);
    expect(texts.get('pages.json:pages.faq.token.1.a')).toMatch(new RegExp(`^${period.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  });

  it('is the only period any text states: no other number of years beside storage or a contract, no half-life', () => {
    const stated = [...texts].filter(([, text]) => storageContext.test(text) && [...text.matchAll(yearsFigure)].length > 0);
    expect(stated.length).toBeGreaterThan(5);
    expect(
      stated
        .filter(([, text]) => [...text.matchAll(yearsFigure)].some(([, figure]) => Number(figure) !== minimumContractYears))
        .map(([key, text]) => `${key}: ${text}`),
    ).toEqual([]);
    expect([...texts].filter(([, text]) => /Halbwertszeit|half-life/i.test(text)).map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('the page texts nest the term where they state the storage period (no copy of its words to drift)', () => {
    const raw = (file: string) => readFileSync(join(localesDir, language, file), 'utf8');
    for (const file of ['pages.json', 'forest-page.json']) expect(raw(file)).toMatch(/\$t\(storage\.(?:years|period)\)/);
    // What the widgets and the sandbox's PDFs read (createTranslator, which does not nest) spells the term out: the
    // test above holds it to the same figure.
    for (const file of ['common.json', 'forms.json', 'verify.json', 'lead.json', 'contact.json', 'certificates.json'])
      expect(raw(file), file).not.toContain('$t(');
    // Its words stand in common.json only: another file that spells them out has a copy that can drift.
    const spelled = language === 'de' ? /vertraglich gesichert/ : /secured by contract/;
    for (const file of readdirSync(join(localesDir, language)).filter((name) => name !== 'common.json')) expect(raw(file), file).not.toMatch(spelled);
  });
});

/** Words that make storage sound permanent: the product promises the contract term, not forever (docs/claims.md). */
const permanence = /dauerhaft|für immer|permanent|forever|for good|die bleiben\b|that lasts\b/i;
/** Texts whose figures truly are CO₂-equivalents: the emission calculator and the worked examples built on its factors. */
const equivalentKeys = /^(?:calculator\.json:|pages\.json:pages\.(?:calculator|content\.workedExample|private\.example|business\.example)\.)/;

// Issue 41: the hero read as permanent storage, the unit switched between "t CO₂" and "t CO₂e". One definition
// (docs/claims.md, "What a token stands for") and every text agrees with it.
describe.each(['de', 'en'] as const)('one definition of what is stored (%s)', (language) => {
  const texts = localeTexts(language);

  it('the home heading promises no more than the definition: carbon stored in wood, nothing that "stays"', () => {
    // "Kohlenstoff" / "carbon", not "CO₂": Figtree has no subscript two (decision 0060); it names no tonnes, so no unit.
    const h1 = texts.get('portal.json:pages.home.hero.h1') ?? '';
    expect(h1).toMatch(language === 'de' ? /Kohlenstoff in regionalem Holz/ : /carbon stored in regional wood/);
    expect(h1).not.toMatch(permanence);
  });

  it('no text calls the storage permanent', () => {
    const stored = [...texts].filter(([, text]) => /gespeichert|speicher|Speicherung|Holz|stored|storage|wood/i.test(text) && permanence.test(text));
    // "for good" in the account's and the project's deletion is not about storage.
    expect(stored.filter(([key]) => !/^(?:auth|projects)\.json:/.test(key)).map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('says "t CO₂", and "CO₂e" only where the figures are CO₂-equivalents (the calculator and its worked examples)', () => {
    expect([...texts].filter(([key, text]) => /CO₂e|CO2e/.test(text) && !equivalentKeys.test(key)).map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('says "stored" of a tonne, never "bound"', () => {
    // ("an ein Projekt gebunden", a compensation tied to its project, is not about the tonne.)
    const bound = language === 'de' ? /(?:Holz|Wald|Wäldern)\s+gebunden|gebunden\s+(?:von|im|in)\b/i : /\bbound (?:in|by)\b/i;
    expect([...texts].filter(([, text]) => bound.test(text)).map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });
});

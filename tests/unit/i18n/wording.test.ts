import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatEuro } from '#shared/i18n/format';

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
  it('says the storage guarantee’s risks as words, not as a list of symbols ("Brand · Sturm" read as a label; issue 41)', () => {
    for (const language of ['de', 'en']) {
      const value = texts(language).find(([key]) => key === 'pages.json.pages.impact.guaranteeValue')?.[1];
      expect(value).toBe(language === 'de' ? 'Brand und Sturm' : 'fire and storm');
    }
  });

  it('German says "Token" in the plural too ("die Token", as nearly every German text did), never "Tokens"', () => {
    const german = texts('de');
    expect(german.length).toBeGreaterThan(100);
    expect(german.filter(([, text]) => /\bTokens\b/.test(text)).map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('customers compensate, in customer words: no "burn" (crypto jargon) in English, no "entwerten" or "verbrennen" in German (issue 41)', () => {
    // The API's `burn` stays in the code; what a customer reads says "compensate" and "use tokens". A forest that
    // burns (the FAQ's fire question) is a fire, not a token.
    const fire = new Set(['pages.json.pages.faq.token.2.q']);
    expect(
      texts('en')
        .filter(([key, text]) => /\bburn/i.test(text.replace(/\{\{\w+\}\}/g, '')) && !fire.has(key))
        .map(([key, text]) => `${key}: ${text}`),
    ).toEqual([]);
    expect(
      texts('de')
        .filter(([, text]) => /entwert|verbrenn|verbrann/i.test(text))
        .map(([key, text]) => `${key}: ${text}`),
    ).toEqual([]);
    expect(texts('en').filter(([, text]) => /\bcompensat/i.test(text)).length).toBeGreaterThan(40);
    expect(texts('de').filter(([, text]) => /kompensi/i.test(text)).length).toBeGreaterThan(40);
  });

  it('names the purchase of tokens one way wherever the transaction is named: "Kauf" in German, "Purchase" in English', () => {
    // The type column and filter, the transaction's page, the CSV (the type's label) and the overview's activity.
    for (const [language, word] of [
      ['de', 'Kauf'],
      ['en', 'Purchase'],
    ] as const) {
      const text = (key: string) => texts(language).find(([name]) => name === key)?.[1];
      expect(text('transactions.json.transactions.type.charge'), language).toBe(word);
      for (const key of [
        'transactions.json.transactions.detail.charge.h1',
        'transactions.json.transactions.detail.charge.title',
        'overview.json.dashboard.overview.activity.charge',
      ])
        expect(text(key), `${language}: ${key}`).toMatch(new RegExp(`^${word} `));
    }
    // No second word beside it: "Aufladung" (and "aufladen"), "charge" as a noun.
    expect(
      texts('de')
        .filter(([, text]) => /auflad|\blade\w* sie .*\bauf\b/i.test(text))
        .map(([key, text]) => `${key}: ${text}`),
    ).toEqual([]);
    expect(
      texts('en')
        .filter(([, text]) => /\bCharges?\b|\bcharges\b|\b(?:a|the|this|that|your|each|every|no\.?) charge\b/.test(text))
        .map(([key, text]) => `${key}: ${text}`),
    ).toEqual([]);
  });

  it('English says "used" of the tokens of a compensation: never "spent", "retired" or "compensated" tokens', () => {
    const english = texts('en');
    expect(english.filter(([, text]) => /\bused\b/i.test(text)).length).toBeGreaterThan(5);
    expect(
      english
        .filter(([, text]) => /\b(?:spen[dt]|spending|retir(?:e|ed|es|ing|ement))\b|\b(?:tokens?|GFT) (?:were |are |is )?compensated\b/i.test(text))
        .map(([key, text]) => `${key}: ${text}`),
    ).toEqual([]);
  });

  it('spells the token "greenfee-Token" in German (a compound) and "greenfee token" in English, everywhere', () => {
    const html = readFileSync(join(import.meta.dirname, '../../../portal/index.html'), 'utf8');
    const spellings = (language: 'de' | 'en') =>
      [...texts(language), ...(language === 'de' ? [['index.html', html] as [string, string]] : [])].flatMap(([key, text]) =>
        [...text.matchAll(/greenfee[\s-]*tokens?/gi)].map(([found]) => `${key}: ${found}`),
      );
    const german = spellings('de');
    expect(german.length).toBeGreaterThan(10);
    expect(german.filter((found) => !found.endsWith(': greenfee-Token'))).toEqual([]);
    const english = spellings('en');
    expect(english.length).toBeGreaterThan(10);
    expect(english.filter((found) => !/: greenfee tokens?$/.test(found))).toEqual([]);
  });

  it('gives the token-sale page one name: its title, its heading, the footer link and the privacy summary say the same', () => {
    // A fact sheet, not a token offering (issue 41): none of a crypto sale's names for it, anywhere.
    for (const [language, name, pattern] of [
      ['de', 'Token-Datenblatt', /\bToken-?\s?(?:Datenblatt|Presale|Pre-Sale|Verkauf|Vorverkauf)\b|\bPresale\b/gi],
      ['en', 'Token fact sheet', /\btoken[\s-]?(?:fact sheet|presale|pre-sale|sale)\b|\bpresale\b/gi],
    ] as const) {
      const all = texts(language);
      const text = (key: string) => all.find(([found]) => found === key)?.[1];
      expect(text('pages.json.pages.tokenSale.h1'), language).toBe(name);
      expect(text('pages.json.pages.tokenSale.title'), language).toBe(`${name} – greenfee`);
      expect(text('portal.json.footer.tokenSale'), language).toBe(name);
      const named = all.flatMap(([key, value]) => [...value.matchAll(pattern)].map(([found]) => [key, found] as const));
      expect(named.length, language).toBeGreaterThan(4);
      // The same words, capitalized as the sentence needs.
      expect(named.filter(([, found]) => found.toLowerCase() !== name.toLowerCase()).map(([key, found]) => `${key}: ${found}`)).toEqual([]);
    }
  });

  it('writes amounts of euros as formatEuro does (112,50 € in German, €112.50 in English); "EUR" only heads the CSV columns', () => {
    const parse = { de: (figure: string) => Number(figure.replace(/\./g, '').replace(',', '.')), en: (figure: string) => Number(figure.replace(/,/g, '')) };
    for (const language of ['de', 'en'] as const) {
      const all = texts(language);
      const amounts = all.flatMap(([key, text]) =>
        [...text.matchAll(/(?:€|\bEUR)\s?(\d[\d.,]*\d|\d)|(\d[\d.,]*\d|\d)\s?(?:€|EUR\b)/g)].map(([found, before, after]) => ({
          key,
          found,
          figure: before ?? after ?? '',
        })),
      );
      expect(amounts.length, language).toBeGreaterThan(3);
      expect(
        amounts.filter(({ found, figure }) => found !== formatEuro(language, parse[language](figure))).map(({ key, found }) => `${key}: ${found}`),
      ).toEqual([]);
      // The currency's code stays where a spreadsheet reads it: the CSV's column headings ("Netto (EUR)").
      expect(
        all.filter(([key, text]) => /\bEUR\b/.test(text) && !key.startsWith('transactions.json.transactions.csv.')).map(([key, text]) => `${key}: ${text}`),
      ).toEqual([]);
    }
  });

  it('calls the website badge a badge, never a seal: "Siegel" and "seal" read as a sustainability label (Directive 2024/825)', () => {
    // A label of our own, not from a certification scheme, may not be presented as one: the badge is a link to a
    // certificate's verification, and the texts may say that it is no label of quality ("kein Gütesiegel").
    expect(
      texts('de')
        .filter(([, text]) => /siegel/i.test(text.replace(/kein Gütesiegel/g, '')))
        .map(([key, text]) => `${key}: ${text}`),
    ).toEqual([]);
    expect(
      texts('en')
        .filter(([, text]) => /\bseals?\b/i.test(text))
        .map(([key, text]) => `${key}: ${text}`),
    ).toEqual([]);
  });

  it('says the price of a token one way: "Preis je Token" in German, "price per token" in English', () => {
    expect(
      texts('de')
        .filter(([, text]) => /Preis pro|pro Stück|Stückpreis/.test(text))
        .map(([key, text]) => `${key}: ${text}`),
    ).toEqual([]);
    expect(
      texts('en')
        .filter(([, text]) => /price each/i.test(text))
        .map(([key, text]) => `${key}: ${text}`),
    ).toEqual([]);
  });
  it('the customer area and the public pages say "GFT-Guthaben" / "GFT balance", never "Wallet", but in the technical proof (decision 0073)', () => {
    // Inside the technical proof (the overview's, the certificate PDF's block) the address is named as the register
    // knows it (the overview's summary, seen closed, says "your account", issue 41); SPEC words the English
    // empty-wallet message exactly. The public pages (pages.json: FAQ, how it works, the fact sheet) too, since issue 41.
    const allowed = new Set([
      'dashboard.json.dashboard.overview.wallet.address',
      'certificates.json.certificates.sheet.proofWallet',
      'en:account.json.errors.emptyWallet',
    ]);
    for (const language of ['de', 'en'])
      expect(
        texts(language)
          .filter(([key, text]) => /wallet/i.test(text) && !allowed.has(key) && !allowed.has(`${language}:${key}`))
          .map(([key, text]) => `${language}: ${key}: ${text}`),
      ).toEqual([]);
    expect(texts('de').find(([key]) => key === 'account.json.errors.emptyWallet')?.[1]).toMatch(/GFT-Guthaben/);
    for (const [language, balance] of [
      ['de', 'GFT-Guthaben'],
      ['en', 'GFT balance'],
    ] as const)
      expect(texts(language).filter(([key, text]) => key.startsWith('pages.json') && text.includes(balance)).length, language).toBeGreaterThan(4);
  });
  it('says "öffentliches Register" / "public register" where a customer or a verifier reads; "blockchain" only in the technical proof', () => {
    // The proof's own texts (the register's link, the PDF's proof block's transaction) name what the register technically is; on the
    // public pages a sentence may, when it says it is the technical side ("Technisch …", "technically …").
    const proof = new Set(['verify.json.verify.certificate.register', 'certificates.json.certificates.sheet.proofTransaction']);
    const sentences = (text: string) => text.split(/(?<=[.!?])\s+/);
    for (const language of ['de', 'en'])
      expect(
        texts(language)
          .filter(
            ([key, text]) => !proof.has(key) && sentences(text).some((sentence) => /blockchain/i.test(sentence) && !/technisch|technically/i.test(sentence)),
          )
          .map(([key, text]) => `${language}: ${key}: ${text}`),
      ).toEqual([]);
    // The public pages call it the public register.
    for (const [language, register] of [
      ['de', /öffentliche[nm]? Register/],
      ['en', /public register/],
    ] as const)
      expect(texts(language).filter(([key, text]) => key.startsWith('pages.json') && register.test(text)).length, language).toBeGreaterThan(4);
  });
});

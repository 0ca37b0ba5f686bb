import { describe, expect, it } from 'vitest';
import { renderCertificatePdf } from '#demo/sandbox/certificate-pdf';
import type { PaymentRecord, UserRecord } from '#demo/sandbox/db';
import { renderInvoicePdf } from '#demo/sandbox/invoice-pdf';
import { pdfFontList, pdfNotdefGlyphs, pdfRaster, pdfWordBoxes, popplerText, type WordBox } from '#tests/helpers/pdf-text';

// A certificate and an invoice carry the customer's own words: every script the contract accepts prints, in its order.
const names = {
  latin: 'Ünïcödé Dvořák CO₂',
  // Decomposed: the marks are characters of their own, set on their letters ("q̃" has no composed form).
  combining: 'Zoe\u0308 A\u030angstro\u0308m, Nguye\u0302\u0303n, Saq\u0303',
  greekCyrillic: 'Αθήνα Москва',
  hebrew: 'יער הכרמל',
  arabic: 'غابة الأرز',
  chinese: '北京市朝阳区',
  japanese: '東京都の森林',
  korean: '서울특별시 숲',
  emoji: '🌲🌍 👨‍👩‍👧 🇩🇪 ❤️',
};
const all = Object.values(names);
// Longer than their columns: a word with no place to break (it breaks between letters on a certificate), and a
// right-to-left name (an invoice line ends in "…"): neither may run into the next column or off the page.
const unbreakable = 'Donaudampfschifffahrtsgesellschaftskapitänswitwenrentenversicherungsforstbetriebsgesellschaft';
const longHebrew = 'יער הכרמל הגדול שבצפון הארץ ליד חיפה והכנרת ועוד הרבה מילים';

const certificate = {
  id: 'GFT-2026-SCRIPTS',
  holder: names.latin,
  project: names.combining,
  period: { startDate: '2026-01-01', endDate: '2026-12-31' },
  date: '2026-11-20T10:00:00.000Z',
  co2Emitted: 12.5,
  co2Compensated: 13,
  transactionID: `0x${'ab'.repeat(32)}`,
  supportedForests: [...all, unbreakable, longHebrew].map((name) => ({ name, location: name, amount: 1 })),
  blockchainUrl: 'https://register.example/tx/0xab',
  expiresAt: null,
};

const payment: PaymentRecord = {
  _id: 'pay_scripts',
  status: 'succeeded',
  items: [...all, unbreakable, longHebrew].map((productName, index) => ({ productId: `prod_${index}`, productName, quantity: 1, priceEach: 30, amount: 30 })),
  amount: all.length,
  currency: 'EUR',
  net: 30 * all.length,
  vatRate: 0.19,
  vat: 5.7 * all.length,
  adminDonation: 0,
  total: 35.7 * all.length,
  card: { brand: 'Visa', last4: '4242' },
  failureReason: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  orderNumber: 'GF-2026-000123',
  invoiceNumber: 'RE-2026-000123',
  userId: 'user_scripts',
  returnUrl: 'http://localhost:5173/dashboard/charge/result',
  savedCardId: null,
  newCard: null,
};

const buyer: UserRecord = {
  _id: 'user_scripts',
  email: 'scripts@example.com',
  passwordHash: '',
  userType: 'business',
  roles: [],
  status: 1,
  emailVerified: true,
  finalized: true,
  verification: null,
  name: names.hebrew,
  lastName: names.arabic,
  street: names.korean,
  houseNumber: '12a',
  zipCode: '100-0001',
  city: names.japanese,
  country: 'JP',
  companyName: names.latin,
  position: null,
  taxID: 'ATU12345678',
  walletAddress: '0x0',
  tokensSpent: 0,
  holdings: [],
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** Every line's words sit side by side, none over another, all inside the page's margins. */
function expectNoOverlap(pages: WordBox[][][]) {
  for (const line of pages.flat()) {
    for (const [index, word] of line.entries()) {
      expect(word.xMin, `"${word.text}" starts inside the left margin`).toBeGreaterThanOrEqual(49.5);
      expect(word.xMax, `"${word.text}" ends inside the right margin`).toBeLessThanOrEqual(545.5);
      const next = line[index + 1];
      if (next && Math.abs(next.yMin - word.yMin) < 2) expect(word.xMax, `"${word.text}" ends before "${next.text}"`).toBeLessThanOrEqual(next.xMin + 0.5);
    }
  }
}

/** Every word of page 1 left ink on the rendered page (a glyph without outline would leave it white). */
async function expectInkUnderEveryWord(pdf: Uint8Array, words: WordBox[]) {
  const dpi = 100;
  const { width, pixels } = await pdfRaster(pdf, 1, dpi);
  const px = (points: number) => Math.round((points * dpi) / 72);
  for (const word of words) {
    let darkest = 255;
    for (let y = px(word.yMin); y < px(word.yMax); y += 1) {
      for (let x = px(word.xMin); x < px(word.xMax); x += 1) darkest = Math.min(darkest, pixels[y * width + x] ?? 255);
    }
    expect(darkest, `ink under "${word.text}"`).toBeLessThan(128);
  }
}

async function expectAllScriptsPrinted(pdf: Uint8Array, expected: string[]) {
  // Every font is embedded as a subset with a map back to Unicode: no standard-14 font, nothing a viewer substitutes.
  const fonts = await pdfFontList(pdf);
  for (const font of fonts) expect(font, font.name).toMatchObject({ embedded: true, subset: true, unicode: true });
  const families = fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, ''));
  // Figtree (the portal's typeface) for Latin, the Noto fonts for the rest.
  for (const family of [
    'Figtree-Regular',
    'NotoSans-Regular',
    'NotoSansHebrew-Regular',
    'NotoNaskhArabic',
    'NotoSansSC-Regular',
    'NotoSansKR-Regular',
    'NotoEmoji-Regular',
  ]) {
    expect(families).toContain(family);
  }
  // No character is drawn as the empty box of a font without its glyph.
  expect(pdfNotdefGlyphs(pdf)).toBe(0);
  // Read back as a viewer reads it: every name, right-to-left ones in their logical order.
  const text = await popplerText(pdf);
  for (const name of expected) expect(text).toContain(name.normalize('NFC'));
  const pages = await pdfWordBoxes(pdf);
  expectNoOverlap(pages);
  // The mixed Latin run is three words side by side on one line.
  const latinLine = pages.flat().find((line) => line.some((word) => word.text === 'Ünïcödé'));
  expect(latinLine?.map((word) => word.text).join(' ')).toContain('Ünïcödé Dvořák CO₂');
  await expectInkUnderEveryWord(pdf, pages[0]?.flat() ?? []);
}

describe('certificates and invoices in every script the contract accepts', () => {
  it('a PDF reads the same whatever the process printed before (fonts are parsed per document)', async () => {
    // One parsed font shared by every document kept glyphs with the characters another document first made them for:
    // after these two, an English invoice read "V T 19%" (in a browser run "€35300" for "€35.00").
    await renderCertificatePdf(certificate, { language: 'en', portalOrigin: 'https://portal.example', expired: false });
    await renderInvoicePdf(payment, buyer, 'de');
    const plain: PaymentRecord = {
      ...payment,
      items: [{ productId: 'prod_a', productName: 'Mühlviertel mixed forest', quantity: 2, priceEach: 35, amount: 70 }],
      amount: 2,
      net: 70,
      vat: 13.3,
      total: 83.3,
    };
    const text = await popplerText(await renderInvoicePdf(plain, buyer, 'en'));
    for (const expected of ['€35.00', '€70.00', 'VAT 19%', '€13.30', '€83.30', 'Visa ending in 4242']) expect(text).toContain(expected);
  });

  it('a certificate prints Latin with diacritics and "CO₂", combining marks, Greek, Cyrillic, Hebrew, Arabic, Chinese, Japanese, Korean and emoji', async () => {
    const pdf = await renderCertificatePdf(certificate, { language: 'en', portalOrigin: 'https://portal.example', expired: false });
    await expectAllScriptsPrinted(pdf, all);
  });

  it('an invoice prints them too: in the buyer block and in the lines', async () => {
    const pdf = await renderInvoicePdf(payment, buyer, 'de');
    await expectAllScriptsPrinted(pdf, all);
    const text = await popplerText(pdf);
    // The buyer's name, right-to-left words of two scripts, in their order.
    expect(text).toContain(`${names.hebrew} ${names.arabic}`);
    // Each line one line: a name too long for its column is cut where it fits, with "…".
    expect(text).not.toContain(unbreakable);
    expect(text).toMatch(/Donaudampfschifffahrts\S*…/);
    expect(text).not.toContain(longHebrew);
    // "…" ends the right-to-left text, at its left: pdftotext reads it before the words.
    expect(text).toMatch(/^…יער הכרמל הגדול [^\n]*[^…]$/m);
  });

  it('a right-to-left name reads from the right: its first word is the rightmost, a number in it stays left-to-right', async () => {
    const pdf = await renderCertificatePdf(
      { ...certificate, holder: 'יער הכרמל 2026', supportedForests: [{ name: 'غابة الأرز ١٢', location: 'Liban', amount: 1 }] },
      { language: 'en', portalOrigin: 'https://portal.example', expired: false },
    );
    const lines = (await pdfWordBoxes(pdf)).flat();
    const holder = lines.find((line) => line.some((word) => word.text === '2026')) ?? [];
    // Visual order, left to right (each word's letters as drawn, so reversed): the number, the second word, the first.
    expect(holder.map((word) => word.text).slice(-3)).toEqual(['2026', 'למרכה', 'רעי']);
    // Arabic-Indic digits too stay left-to-right, left of the words they follow.
    const forest = lines.find((line) => line.some((word) => word.text.includes('١'))) ?? [];
    expect(forest[0]?.text).toBe('١٢');
  });
});

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderCertificatePdf } from '#demo/sandbox/certificate-pdf';
import type { PaymentRecord, UserRecord } from '#demo/sandbox/db';
import { renderInvoicePdf } from '#demo/sandbox/invoice-pdf';
import { BrandMark } from '#portal/layout/brand-mark';
import { brandMarkPath } from '#shared/ui/brand-mark-path';
import { pdfFontList, pdfPageLayout, pdfPages, pdfRaster, pdfWordBoxes, type WordBox } from '#tests/helpers/pdf-text';

// The certificate and the invoice as designed documents: A4 portrait, the portal's typeface and brand mark, every
// word inside the margins and none over another, in both languages, for the contents they are made for.

const certificate = {
  id: 'GFT-2026-7K3M9Q2X',
  holder: 'Müller & Söhne Forstgesellschaft mbH',
  project: 'Fuhrpark und Dienstreisen 2026',
  period: { startDate: '2026-01-01', endDate: '2026-12-31' },
  date: '2026-11-20T10:00:00.000Z',
  co2Emitted: 29.6,
  co2Compensated: 30,
  transactionID: `0x${'3fa9c2'.repeat(10)}ab12`,
  supportedForests: [{ name: 'Mühlviertel mixed forest', location: 'Oberösterreich, AT', amount: 30 }],
  blockchainUrl: `https://register.example/tx/0x${'3fa9c2'.repeat(10)}ab12`,
  expiresAt: '2041-11-20T10:00:00.000Z',
};
const severalForests = {
  ...certificate,
  project: 'Bürogebäude Wörgl mit Rechenzentrum, Kantine, Fuhrpark und allen Dienstreisen der Belegschaft im Jahr 2026',
  co2Compensated: 12_345.678,
  supportedForests: [
    { name: 'Mühlviertel mixed forest', location: 'Oberösterreich, AT', amount: 6000 },
    { name: 'Waldviertel spruce conversion with a long name that wraps', location: 'Niederösterreich, AT', amount: 4000 },
    { name: 'Bayerwald beech stand', location: 'Bayern, DE', amount: 2000 },
    { name: 'Föhrenwald an der Großen Mühl', location: 'Oberösterreich, AT', amount: 345.678 },
  ],
  supersedes: 'GFT-2026-PREV0001',
};
/** The technical proof of `severalForests`: its wallet and each forest's indexes. */
const severalProof = {
  wallet: `0x${'5be0d1'.repeat(6)}c0de`,
  indexes: [
    { forest: 'Mühlviertel mixed forest', from: 120_001, to: 126_000 },
    { forest: 'Waldviertel spruce conversion with a long name that wraps', from: 40_001, to: 44_000 },
    { forest: 'Bayerwald beech stand', from: 7, to: 2006 },
    { forest: 'Föhrenwald an der Großen Mühl', from: 346, to: 346 },
  ],
};
const manyForests = {
  ...certificate,
  co2Compensated: 60,
  supportedForests: Array.from({ length: 60 }, (_, index) => ({
    name: `Wald Nummer ${index + 1} am Großen Höllengebirge`,
    location: 'Oberösterreich, AT',
    amount: 1,
  })),
};
const options = { portalOrigin: 'https://portal.greenfee.example', expired: false };

const buyer = (fields: Partial<UserRecord> = {}): UserRecord => ({
  _id: 'usr_layout',
  email: 'layout@example.com',
  passwordHash: '',
  userType: 'private',
  roles: [],
  status: 1,
  emailVerified: true,
  finalized: true,
  verification: null,
  name: 'Dana',
  lastName: 'Demo',
  street: 'Waldstraße',
  houseNumber: '1',
  zipCode: '4020',
  city: 'Linz',
  country: 'AT',
  companyName: null,
  position: null,
  taxID: null,
  walletAddress: '0x0',
  tokensSpent: 0,
  holdings: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});
const business = buyer({ userType: 'business', companyName: 'Example Timber GmbH', name: 'Bruno', lastName: 'Berger', taxID: 'ATU12345678' });
const payment = (lines: number): PaymentRecord => ({
  _id: 'pay_layout',
  status: 'succeeded',
  items: Array.from({ length: lines }, (_, index) => ({
    productId: `prod_${index}`,
    productName: ['Mühlviertel mixed forest', 'Waldviertel spruce conversion', 'Föhrenwald an der Großen Mühl'][index % 3] ?? '',
    quantity: 1000 + index,
    priceEach: 1234.56,
    amount: (1000 + index) * 1234.56,
  })),
  amount: lines,
  currency: 'EUR',
  net: 1_234_567.89,
  vatRate: 0.19,
  vat: 234_567.9,
  adminDonation: 2.5,
  total: 1_469_138.29,
  card: { brand: 'Mastercard', last4: '4444' },
  failureReason: null,
  createdAt: '2026-03-15T09:30:00.000Z',
  paidAt: '2026-03-15T09:31:00.000Z',
  orderNumber: 'GF-2026-0042',
  invoiceNumber: 'RE-2026-0042',
  userId: 'usr_layout',
  returnUrl: 'http://localhost/',
  savedCardId: null,
  newCard: null,
});

const documents = (['de', 'en'] as const).flatMap((language) => [
  { name: `certificate, one forest (${language})`, pages: 1, make: () => renderCertificatePdf(certificate, { ...options, language }) },
  {
    name: `certificate, several forests, long names, large figures (${language})`,
    pages: 1,
    make: () => renderCertificatePdf(severalForests, { ...options, language }),
  },
  {
    name: `certificate, several forests with the wallet and token indexes in its technical proof (${language})`,
    // The proof's lines take the room the closing had on page 1: it goes on to a page of its own.
    pages: 2,
    make: () => renderCertificatePdf(severalForests, { ...options, language, proof: severalProof }),
  },
  { name: `certificate, 60 forests (${language})`, pages: 3, make: () => renderCertificatePdf(manyForests, { ...options, language }) },
  { name: `certificate, expired (${language})`, pages: 1, make: () => renderCertificatePdf(certificate, { ...options, language, expired: true }) },
  {
    name: `certificate, superseded (${language})`,
    pages: 1,
    make: () => renderCertificatePdf(certificate, { ...options, language, supersededBy: { id: 'GFT-2026-NEXT0001', at: '2026-12-01T10:00:00.000Z' } }),
  },
  { name: `invoice, private buyer (${language})`, pages: 1, make: () => renderInvoicePdf(payment(2), buyer(), language) },
  { name: `invoice, business buyer (${language})`, pages: 1, make: () => renderInvoicePdf(payment(3), business, language) },
  { name: `invoice, 40 lines (${language})`, pages: 3, make: () => renderInvoicePdf(payment(40), business, language) },
]);

/** Whether two word boxes share more than a hair of the page. */
const overlap = (a: WordBox, b: WordBox) =>
  Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin) > 0.5 && Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin) > 0.5;

describe('the certificate and the invoice as documents', () => {
  it.each(documents)('$name: A4 portrait, Figtree alone embedded, every word inside the margins, none over another', async ({ make, pages: pageCount }) => {
    const pdf = await make();
    const layout = await pdfPageLayout(pdf);
    expect(layout).toHaveLength(pageCount);
    for (const page of layout) {
      expect(page.width).toBeCloseTo(595.28, 1);
      expect(page.height).toBeCloseTo(841.89, 1);
    }
    // Latin text is set in Figtree, the portal's typeface, embedded (a subset, with the map back to Unicode): no other
    // font is needed for these documents.
    const fonts = await pdfFontList(pdf);
    expect(fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual(['Figtree-Bold', 'Figtree-Regular']);
    for (const font of fonts) expect(font).toMatchObject({ embedded: true, subset: true, unicode: true });

    const words = await pdfWordBoxes(pdf);
    for (const page of words) {
      const all = page.flat();
      for (const [index, word] of all.entries()) {
        expect(word.xMin, `"${word.text}" starts inside the left margin`).toBeGreaterThanOrEqual(49.5);
        expect(word.xMax, `"${word.text}" ends inside the right margin`).toBeLessThanOrEqual(545.5);
        expect(word.yMin, `"${word.text}" below the top margin`).toBeGreaterThanOrEqual(40);
        expect(word.yMax, `"${word.text}" above the bottom margin`).toBeLessThanOrEqual(810);
        for (const other of all.slice(index + 1)) expect(overlap(word, other), `"${word.text}" over "${other.text}"`).toBe(false);
      }
    }
  });

  it('a certificate with several forests fits on one page in both languages, its page filled from the head to the foot', async () => {
    for (const language of ['de', 'en'] as const) {
      const pdf = await renderCertificatePdf(severalForests, { ...options, language });
      const [page] = await pdfWordBoxes(pdf);
      const ys = (page ?? []).flat().map((word) => word.yMin);
      expect(Math.min(...ys)).toBeLessThan(60);
      expect(Math.max(...ys)).toBeGreaterThan(780);
      // Every forest is on page 1 with its share (shares of 12,345.678 t: 48.6 %, 32.4 %, 16.2 %, 2.8 %).
      const text = (await pdfPages(pdf))[0] ?? '';
      for (const share of language === 'de' ? ['48,6 %', '32,4 %', '16,2 %', '2,8 %'] : ['48.6%', '32.4%', '16.2%', '2.8%']) expect(text).toContain(share);
      // Numbers as the product writes them (German groups thousands with a period, as its amounts do).
      expect(text).toContain(language === 'de' ? '12.345,678 t CO₂ im Holz gespeichert' : '12,345.678 t CO₂ stored in wood');
    }
  });

  it("the PDFs draw the portal's brand mark", async () => {
    // The mark's path is the header's (portal/layout/brand-mark.tsx); the PDF draws it on page 1's head: its green
    // square is there, left of "greenfee".
    expect(renderToStaticMarkup(createElement(BrandMark))).toContain(`d="${brandMarkPath}"`);
    for (const pdf of [await renderCertificatePdf(certificate, { ...options, language: 'de' }), await renderInvoicePdf(payment(1), buyer(), 'de')]) {
      const { width, pixels } = await pdfRaster(pdf, 1, 72);
      const brand = (await pdfWordBoxes(pdf))[0]?.flat().find((word) => word.text === 'greenfee');
      expect(brand).toBeDefined();
      // The square's middle, 13 pt right of the margin and 13 pt below 44 pt: the brand's green (#1d5c3a, grey about 75).
      const grey = pixels[Math.round(44 + 6) * width + Math.round(50 + 3)] ?? 255;
      expect(grey).toBeLessThan(110);
      expect(brand?.xMin).toBeGreaterThan(76);
    }
  });
});

/** The rightmost x (in points) on a row of a page rendered at `dpi` where the grey is below `below`, from `from` on. */
function rightEdge(raster: { width: number; pixels: Uint8Array }, dpi: number, y: number, below: number, from: number): number {
  const scale = dpi / 72;
  const row = Math.round(y * scale) * raster.width;
  let last = -1;
  for (let x = Math.round(from * scale); x < raster.width; x += 1) if ((raster.pixels[row + x] ?? 255) < below) last = x;
  return (last + 1) / scale;
}

describe('the invoice as an accountant reads it', () => {
  it.each(['de', 'en'] as const)("(%s) the amounts end on one edge, the total among them, and the total's band ends where the table does", async (language) => {
    const pdf = await renderInvoicePdf(payment(2), buyer(), language);
    const lines = (await pdfWordBoxes(pdf))[0] ?? [];
    const last = (words: WordBox[]) => words.at(-1) as WordBox;
    const [headerName, totalName] = language === 'de' ? ['Betrag', 'Gesamtbetrag'] : ['Amount', 'Total'];
    const header = lines.find((words) => words.some((word) => word.text === headerName));
    const total = lines.flat().find((word) => word.text === totalName);
    expect(header && total).toBeTruthy();
    if (!header || !total) return;
    // The amount column's right edge: its header, each line's amount, the sums and the total end there (every figure
    // right of the price column, which ends about 80 pt further left).
    const edge = last(header).xMax;
    const figures = lines.flat().filter((word) => /\d|€/.test(word.text) && word.xMax > edge - 60 && word.yMin > last(header).yMax && word.yMin < total.yMax);
    // Each row's figure ends with its last word ("1.234,56" and "€" are two words in German).
    const rows = new Map<number, number>();
    for (const word of figures) rows.set(Math.round(word.yMin), Math.max(rows.get(Math.round(word.yMin)) ?? 0, word.xMax));
    expect(rows.size).toBeGreaterThanOrEqual(5);
    // The total's figure among them, on the total's line.
    const totalFigure = figures.find((word) => Math.abs(word.yMin - total.yMin) < 3);
    expect(totalFigure).toBeDefined();
    for (const [y, xMax] of rows) expect(xMax, `the figure at y ${y}`).toBeCloseTo(edge, 0);
    // The table's rules and the total's band (#e5f1e8, grey about 237) end on the same edge, at the right margin.
    const dpi = 144;
    const raster = await pdfRaster(pdf, 1, dpi);
    const ruleY = (last(header).yMax + (lines[lines.indexOf(header) + 1]?.[0]?.yMin ?? 0)) / 2;
    let ruleEnd = 0;
    for (let y = ruleY - 4; y <= ruleY + 4; y += 0.5) ruleEnd = Math.max(ruleEnd, rightEdge(raster, dpi, y, 200, 300));
    const bandEnd = rightEdge(raster, dpi, (total.yMin + total.yMax) / 2, 250, (totalFigure?.xMax ?? 0) + 1);
    expect(ruleEnd).toBeCloseTo(545, 0);
    expect(bandEnd).toBeCloseTo(ruleEnd, 0);
  });
});

describe('the certificate as an auditor reads it', () => {
  it.each(['de', 'en'] as const)("(%s) each forest's share bar stands in the share column, under its header, apart from the tonnes", async (language) => {
    const pdf = await renderCertificatePdf(severalForests, { ...options, language });
    const lines = (await pdfWordBoxes(pdf))[0] ?? [];
    const words = lines.flat();
    const [amountName, shareName] = language === 'de' ? ['Menge', 'Anteil'] : ['Amount', 'Share'];
    const amountHeader = words.find((word) => word.text === amountName);
    const shareHeader = words.find((word) => word.text === shareName);
    expect(amountHeader && shareHeader).toBeTruthy();
    if (!amountHeader || !shareHeader) return;
    // Two columns: the share's header starts well right of the tonnes' header.
    expect(shareHeader.xMin).toBeGreaterThan(amountHeader.xMax + 10);
    const dpi = 144;
    const raster = await pdfRaster(pdf, 1, dpi);
    const scale = dpi / 72;
    // Each forest's row (its figure in tonnes, "6.000 t"): the bar's filled part (#1d5c3a) is the dark run between the
    // tonnes and the percentage; it starts where the header does and ends before the page's right edge.
    const rows = words
      .filter((word) => word.text === 't' && word.xMin < shareHeader.xMin && word.yMin > shareHeader.yMax)
      .map((tonnes) => ({ tonnes, percent: words.find((word) => /\d/.test(word.text) && word.xMin > tonnes.xMax && Math.abs(word.yMin - tonnes.yMin) < 2) }));
    expect(rows).toHaveLength(4);
    for (const { tonnes, percent } of rows) {
      if (!percent) throw new Error(`no share beside the tonnes at y ${tonnes.yMin}`);
      let left = Infinity;
      let rightmost = -Infinity;
      for (let y = Math.round(tonnes.yMin * scale); y <= Math.round(tonnes.yMax * scale); y += 1) {
        for (let x = Math.round((tonnes.xMax + 2) * scale); x < Math.round((percent.xMin - 2) * scale); x += 1) {
          if ((raster.pixels[y * raster.width + x] ?? 255) < 150) {
            left = Math.min(left, x / scale);
            rightmost = Math.max(rightmost, x / scale);
          }
        }
      }
      expect(left, 'a bar is drawn').toBeLessThan(Infinity);
      expect(left).toBeGreaterThanOrEqual(shareHeader.xMin - 1);
      expect(left).toBeLessThanOrEqual(shareHeader.xMin + 1);
      expect(rightmost).toBeLessThan(percent.xMin);
    }
  });

  it.each(['de', 'en'] as const)(
    '(%s) the tonnes assigned first, the emissions reported as what they were assigned to, whole or partial alike; never a share "covered"',
    async (language) => {
      const used = language === 'de' ? 'Eingesetzte Token' : 'Tokens used';
      // The emissions as context under the headline, never a figure of their own beside the tonnes (issue 41).
      const assignedFor = (emitted: string) =>
        language === 'de'
          ? `Eingesetzt für die gemeldeten Emissionen von ${emitted} CO₂ des Projekts „${certificate.project}“`
          : `Assigned to the reported emissions of ${emitted} CO₂ of the project “${certificate.project}”`;
      const headline = (tonnes: string) => (language === 'de' ? `${tonnes} CO₂ im Holz gespeichert` : `${tonnes} CO₂ stored in wood`);
      const linesOf = async (fields: Partial<typeof certificate>) =>
        (await pdfPages(await renderCertificatePdf({ ...certificate, ...fields }, { ...options, language })))[0]?.split('\n') ?? [];
      // A percentage on a line of its own is a share of the emissions; the forests' shares stand in their rows.
      const shareCovered = (lines: string[]) => lines.filter((line) => /^[\d.,\s]+\s?%$/.test(line) || /covered|abgedeckt|vollständig|fully/i.test(line));
      for (const [co2Emitted, co2Compensated, emittedText] of [
        [30, 30, '30 t'],
        [29.6, 30, language === 'de' ? '29,6 t' : '29.6 t'],
        // Part of the emissions (a certificate after the emissions were raised): stated the same way.
        [45, 30, '45 t'],
      ] as const) {
        const lines = await linesOf({ co2Emitted, co2Compensated });
        expect(lines).toEqual(expect.arrayContaining([headline('30 t'), used, '30 GFT (= 30 t CO₂)']));
        expect(lines.join(' ')).toContain(`${headline('30 t')} ${assignedFor(emittedText)}`);
        expect(lines).not.toContain(emittedText);
        expect(shareCovered(lines)).toEqual([]);
      }
    },
  );

  it('never breaks the id inside the verification hint, in either language', async () => {
    // Letters after a hyphen: UAX #14 allows a break there ("GFT-" | "ABCD…"), which the hint must not take.
    for (const [language, id] of [
      ['de', 'GFT-ABCDEFGHIJKLMNOP-QRSTUVW'],
      ['en', 'GFT-ABCDEFGHIJKLMNOPQRSTUVWXYZABCD-EFGH'],
    ] as const) {
      const text = (await pdfPages(await renderCertificatePdf({ ...certificate, id }, { ...options, language })))[0] ?? '';
      const hint = text.split('\n').filter((line) => line.includes(id.slice(0, 4)) && !line.includes(language === 'de' ? 'Zertifikat ' : 'Certificate '));
      expect(
        hint.some((line) => line.includes(id)),
        hint.join(' / '),
      ).toBe(true);
    }
  });
});

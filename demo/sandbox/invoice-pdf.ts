import PDFDocument from 'pdfkit';
import { formatDate, formatEuro, formatNumber } from '#shared/i18n/format';
import type { Language } from '#shared/i18n/languages';
import type { PaymentRecord, UserRecord } from './db';
import { typesetter } from './pdf-typeset';
import { inLanguage } from './seed-german';

/** The seller on every invoice: sandbox values, not a real company. */
export const invoiceProvider = {
  name: 'greenfee GmbH (Sandbox)',
  address: ['Waldstraße 12', '10115 Berlin', 'Deutschland'],
  vatId: 'DE999999999',
};

const texts = {
  de: {
    title: 'Rechnung',
    number: 'Rechnungsnummer',
    date: 'Rechnungsdatum',
    provider: 'Anbieter',
    vatId: 'USt-IdNr.',
    buyer: 'Rechnung an',
    taxId: 'Steuernummer',
    forest: 'Waldprojekt',
    quantity: 'Menge (GFT)',
    priceEach: 'Preis je Token',
    amount: 'Betrag',
    net: 'Nettobetrag',
    vat: (percent: string) => `Umsatzsteuer ${percent} %`,
    donation: 'Spende an die Verwaltung (ohne Umsatzsteuer)',
    total: 'Gesamtbetrag',
    paidBy: (brand: string, last4: string) => `Bezahlt mit ${brand} mit Endziffern ${last4}.`,
    page: (current: number, count: number) => `Seite ${current} von ${count}`,
  },
  en: {
    title: 'Invoice',
    number: 'Invoice number',
    date: 'Invoice date',
    provider: 'Provider',
    vatId: 'VAT ID',
    buyer: 'Billed to',
    taxId: 'Tax ID',
    forest: 'Forest project',
    quantity: 'Quantity (GFT)',
    priceEach: 'Price each',
    amount: 'Amount',
    net: 'Net amount',
    vat: (percent: string) => `VAT ${percent}%`,
    donation: 'Donation to the administration (no VAT)',
    total: 'Total',
    paidBy: (brand: string, last4: string) => `Paid with ${brand} ending in ${last4}.`,
    page: (current: number, count: number) => `Page ${current} of ${count}`,
  },
} as const;

const margin = 50;
const rowHeight = 18;
// Column right edges (forest is left-aligned from the margin).
const columns = { forest: margin, forestWidth: 250, quantityRight: 370, priceRight: 465, amountRight: 545 };

/**
 * A payment's invoice as a PDF (pdfkit; Noto fonts for every script the contract accepts, see pdf-typeset.ts). Lines
 * that do not fit flow onto further pages, each with the table header repeated.
 */
export function renderInvoicePdf(payment: PaymentRecord, buyer: UserRecord, language: Language): Promise<Uint8Array<ArrayBuffer>> {
  const t = texts[language];
  const euro = (value: number) => formatEuro(language, value);
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    bufferPages: true,
    lang: language,
    info: { Title: `${t.title} ${payment.invoiceNumber ?? ''}`, Author: invoiceProvider.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });

  const typeset = typesetter(doc);
  const bottom = doc.page.height - margin - 20;
  const write = (text: string, x: number, y: number, style: { width: number; bold?: boolean; size?: number; maxLines?: number; align?: 'right' }) =>
    typeset.write(text, x, y, { size: 10, ...style });
  const right = (text: string, edge: number, y: number, bold = false) => write(text, edge - 150, y, { width: 150, align: 'right', bold, maxLines: 1 });

  write(t.title, margin, margin, { width: columns.amountRight - margin, size: 20, bold: true });
  let y = margin + 36;
  const pair = (label: string, value: string) => {
    const labelText = `${label}:`;
    // The value follows after a space's width (0.26 em of Noto Sans).
    const valueX = margin + typeset.widthOf(labelText, { size: 10, bold: true }) + 2.6;
    write(labelText, margin, y, { width: valueX - margin, bold: true });
    y = write(value, valueX, y, { width: columns.amountRight - valueX }) + 1;
  };
  pair(t.number, payment.invoiceNumber ?? '');
  pair(t.date, formatDate(language, payment.createdAt));

  y += 10;
  // Two blocks side by side, each line wrapping in its column: the taller one decides where the table starts.
  const block = (x: number, heading: string, lines: string[]) => {
    let below = write(heading, x, y, { width: 230, bold: true }) + 1;
    for (const line of lines) below = write(line, x, below, { width: 230 }) + 1;
    return below;
  };
  const person = `${buyer.name} ${buyer.lastName}`;
  const buyerLines = [
    ...(buyer.companyName ? [buyer.companyName, person] : [person]),
    `${buyer.street} ${buyer.houseNumber}`,
    `${buyer.zipCode} ${buyer.city}`,
    buyer.country,
    ...(buyer.companyName && buyer.taxID ? [`${t.taxId} ${buyer.taxID}`] : []),
  ];
  y =
    Math.max(
      block(margin, t.provider, [invoiceProvider.name, ...invoiceProvider.address, `${t.vatId} ${invoiceProvider.vatId}`]),
      block(315, t.buyer, buyerLines),
    ) + 24;

  const header = () => {
    write(t.forest, columns.forest, y, { width: columns.forestWidth, bold: true, maxLines: 1 });
    right(t.quantity, columns.quantityRight, y, true);
    right(t.priceEach, columns.priceRight, y, true);
    right(t.amount, columns.amountRight, y, true);
    doc
      .moveTo(margin, y + 14)
      .lineTo(columns.amountRight, y + 14)
      .lineWidth(0.5)
      .strokeColor('#000000')
      .stroke();
    y += rowHeight;
  };
  const room = (needed: number) => {
    if (y + needed <= bottom) return;
    doc.addPage();
    y = margin;
    header();
  };
  header();
  for (const item of payment.items) {
    room(rowHeight);
    // One line per item: a name too long for its column ends in "…".
    write(inLanguage(language, item.productName), columns.forest, y, { width: columns.forestWidth, maxLines: 1 });
    right(formatNumber(language, item.quantity), columns.quantityRight, y);
    right(euro(item.priceEach), columns.priceRight, y);
    right(euro(item.amount), columns.amountRight, y);
    y += rowHeight;
  }

  const sums: [string, string, boolean][] = [
    [t.net, euro(payment.net), false],
    [t.vat(formatNumber(language, payment.vatRate * 100)), euro(payment.vat), false],
    [t.donation, euro(payment.adminDonation), false],
    [t.total, euro(payment.total), true],
  ];
  if (y + rowHeight * (sums.length + 3) > bottom) {
    doc.addPage();
    y = margin;
  }
  doc.moveTo(margin, y).lineTo(columns.amountRight, y).lineWidth(0.5).strokeColor('#000000').stroke();
  y += 6;
  for (const [label, value, bold] of sums) {
    write(label, columns.forest, y, { width: 330, bold, maxLines: 1 });
    right(value, columns.amountRight, y, bold);
    y += rowHeight;
  }
  if (payment.card) write(t.paidBy(payment.card.brand, payment.card.last4), margin, y + 12, { width: columns.amountRight - margin });

  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // The footer sits in the bottom margin, which pdfkit would otherwise answer with a new page.
    doc.page.margins.bottom = 0;
    write(t.page(index + 1, range.count), margin, doc.page.height - margin, { width: columns.amountRight - margin, size: 8, align: 'right' });
  }
  doc.end();
  return done;
}

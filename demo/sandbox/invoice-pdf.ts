import PDFDocument from 'pdfkit';
import { formatDate, formatEuro, formatNumber } from '#shared/i18n/format';
import type { Language } from '#shared/i18n/languages';
import type { PaymentRecord, UserRecord } from './db';
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
 * A payment's invoice as a PDF (pdfkit, standard Helvetica: WinAnsi, so umlauts, ß and € print). Lines that do not fit
 * flow onto further pages, each with the table header repeated.
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

  const bottom = doc.page.height - margin - 20;
  const right = (text: string, edge: number, y: number) => doc.text(text, edge - 150, y, { width: 150, align: 'right', lineBreak: false });

  doc.font('Helvetica-Bold').fontSize(20).text(t.title, margin, margin);
  doc.font('Helvetica').fontSize(10);
  let y = margin + 36;
  const pair = (label: string, value: string) => {
    doc.font('Helvetica-Bold').text(`${label}: `, margin, y, { continued: true }).font('Helvetica').text(value);
    y += 14;
  };
  pair(t.number, payment.invoiceNumber ?? '');
  pair(t.date, formatDate(language, payment.createdAt, { dateStyle: 'long' }));

  y += 10;
  const block = (x: number, heading: string, lines: string[]) => {
    doc.font('Helvetica-Bold').text(heading, x, y);
    doc.font('Helvetica');
    lines.forEach((line, index) => doc.text(line, x, y + 14 * (index + 1), { width: 230 }));
  };
  block(margin, t.provider, [invoiceProvider.name, ...invoiceProvider.address, `${t.vatId} ${invoiceProvider.vatId}`]);
  const person = `${buyer.name} ${buyer.lastName}`;
  const buyerLines = [
    ...(buyer.companyName ? [buyer.companyName, person] : [person]),
    `${buyer.street} ${buyer.houseNumber}`,
    `${buyer.zipCode} ${buyer.city}`,
    buyer.country,
    ...(buyer.companyName && buyer.taxID ? [`${t.taxId} ${buyer.taxID}`] : []),
  ];
  block(315, t.buyer, buyerLines);
  y += 14 * (Math.max(buyerLines.length, invoiceProvider.address.length + 2) + 2);

  const header = () => {
    doc.font('Helvetica-Bold');
    doc.text(t.forest, columns.forest, y, { width: columns.forestWidth, lineBreak: false });
    right(t.quantity, columns.quantityRight, y);
    right(t.priceEach, columns.priceRight, y);
    right(t.amount, columns.amountRight, y);
    doc
      .moveTo(margin, y + 13)
      .lineTo(columns.amountRight, y + 13)
      .lineWidth(0.5)
      .stroke();
    doc.font('Helvetica');
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
    doc.text(inLanguage(language, item.productName), columns.forest, y, { width: columns.forestWidth, lineBreak: false, ellipsis: true });
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
  doc.moveTo(margin, y).lineTo(columns.amountRight, y).lineWidth(0.5).stroke();
  y += 6;
  for (const [label, value, bold] of sums) {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, columns.forest, y, { width: 330, lineBreak: false });
    right(value, columns.amountRight, y);
    y += rowHeight;
  }
  doc.font('Helvetica');
  if (payment.card) doc.text(t.paidBy(payment.card.brand, payment.card.last4), margin, y + 12);

  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // The footer sits in the bottom margin, which pdfkit would otherwise answer with a new page.
    doc.page.margins.bottom = 0;
    doc
      .fontSize(8)
      .text(t.page(index + 1, range.count), margin, doc.page.height - margin, { width: columns.amountRight - margin, align: 'right', lineBreak: false });
  }
  doc.end();
  return done;
}

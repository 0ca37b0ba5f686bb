import PDFDocument from 'pdfkit';
import { formatDate, formatEuro, formatNumber } from '#shared/i18n/format';
import type { Language } from '#shared/i18n/languages';
import type { PaymentRecord, UserRecord } from './db';
import { countryName, drawBrand, exampleSeller, palette, rule, sellerAddress, sellerLine, type Seller } from './pdf-brand';
import { typesetter } from './pdf-typeset';

const texts = {
  de: {
    title: 'Rechnung',
    // The invoice's number comes from the invoices' own series (no gaps); the order's is what the buyer saw first.
    number: 'Rechnungsnr.',
    order: 'Bestellnr.',
    date: 'Rechnungsdatum',
    supplyDate: 'Leistungsdatum',
    buyer: 'Rechnung an',
    vatId: 'USt-IdNr.',
    managingDirectors: (_count: number) => 'Geschäftsführung:',
    intro: 'Vielen Dank für Ihren Kauf. Wir berechnen Ihnen:',
    position: 'Pos.',
    description: 'Beschreibung',
    token: 'greenfee-Token (GFT), je Token eine Tonne CO₂',
    quantity: 'Menge (GFT)',
    priceEach: 'Einzelpreis netto',
    amount: 'Betrag netto',
    net: 'Nettobetrag',
    vat: (percent: string) => `Umsatzsteuer ${percent} %`,
    donation: 'Freiwilliger Verwaltungsbeitrag (ohne USt.)',
    total: 'Gesamtbetrag',
    paymentMethod: 'Zahlungsart',
    card: (brand: string, last4: string) => `Karte (${brand} mit Endziffern ${last4})`,
    paid: (date: string) => `Bezahlt am ${date}: Es ist nichts mehr zu zahlen.`,
    donationNote: 'Der Verwaltungsbeitrag ist freiwillig; für ihn wird nichts geliefert, daher fällt auf ihn keine Umsatzsteuer an.',
    page: (current: number, count: number) => `Seite ${current} von ${count}`,
  },
  en: {
    title: 'Invoice',
    number: 'Invoice no.',
    order: 'Order no.',
    date: 'Invoice date',
    supplyDate: 'Date of supply',
    buyer: 'Billed to',
    vatId: 'VAT ID',
    managingDirectors: (count: number) => (count === 1 ? 'Managing director:' : 'Managing directors:'),
    intro: 'Thank you for your purchase. We charge you for:',
    position: 'No.',
    description: 'Description',
    token: 'greenfee tokens (GFT), one tonne of CO₂ each',
    quantity: 'Quantity (GFT)',
    priceEach: 'Price each (net)',
    amount: 'Amount (net)',
    net: 'Net amount',
    vat: (percent: string) => `VAT ${percent}%`,
    donation: 'Voluntary administration contribution (no VAT)',
    total: 'Total',
    paymentMethod: 'Payment method',
    card: (brand: string, last4: string) => `card (${brand} ending in ${last4})`,
    paid: (date: string) => `Paid on ${date}: nothing is left to pay.`,
    donationNote: 'The administration contribution is voluntary; nothing is supplied for it, so no VAT is charged on it.',
    page: (current: number, count: number) => `Page ${current} of ${count}`,
  },
} as const;

// A4 portrait in points, text 50 pt from the paper's edges.
const margin = 50;
const right = 545;
const width = right - margin;
const contentTop = 96;
/** The footer's rule: room below it for five lines of 7.5 pt (the register, the VAT ID, the managing directors). */
const footerTop = 750;
/**
 * The total's band spans the sums' column to the table's right edge; inside it the figures keep this much room from
 * its edges, so the amount column (its header, the lines, the sums and the total) ends this far inside the table.
 */
const bandPadding = 8;
/** The lines' columns: position, description, then right edges (and widths) of quantity, price and amount. */
const columns = {
  position: margin,
  positionWidth: 22,
  description: margin + 28,
  descriptionWidth: 232,
  quantityRight: 370,
  quantityWidth: 56,
  priceRight: 455,
  priceWidth: 80,
  amountRight: right - bandPadding,
  amountWidth: 84,
};
/** The sums: labels from here, amounts right-aligned at the right edge. */
const sums = { label: 218, labelWidth: 230 };

/**
 * A payment's invoice as a PDF (pdfkit; Figtree, the portal's typeface, with the Noto fonts for every other script the
 * contract accepts, see pdf-typeset.ts), as an accountant expects it: the seller with address and VAT ID (its register
 * and managing directors at the foot), the buyer (a business with its company name, then the person, and its VAT ID),
 * the invoice's unique sequential number, its date and the date of supply, each line with quantity, description, net
 * price each and amount, the net sum, the VAT, the donation (no VAT), the total, and how it was paid. Lines that do not fit flow onto further pages, each with the header repeated.
 */
// eslint-disable-next-line max-lines-per-function -- draws the invoice top to bottom, each part starting where the one before ended
export function renderInvoicePdf(
  payment: PaymentRecord,
  buyer: UserRecord,
  language: Language,
  seller: Seller = exampleSeller,
): Promise<Uint8Array<ArrayBuffer>> {
  const t = texts[language];
  const vatLine = seller.vatId ? [`${t.vatId} ${seller.vatId}`] : [];
  const euro = (value: number) => formatEuro(language, value);
  // The tokens are credited when the payment succeeds: that day is the date of supply and the invoice's date.
  const paidOn = formatDate(language, payment.paidAt ?? payment.createdAt, { pdf: true });
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    bufferPages: true,
    lang: language,
    info: { Title: `${t.title} ${payment.invoiceNumber ?? ''}`, Author: seller.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });

  const typeset = typesetter(doc);
  type Style = Parameters<typeof typeset.write>[3];
  const write = (text: string, x: number, y: number, style: Style) => typeset.write(text, x, y, { size: 10, color: palette.ink, ...style });
  /** Right-aligned on one line (a figure never wraps), ending at `edge`. */
  const figure = (text: string, edge: number, y: number, style: Omit<Style, 'width'> & { width: number }) =>
    write(text, edge - style.width, y, { ...style, align: 'right', maxLines: 1, tabular: true });

  // The seller, at the head's right.
  let sellerY = 44;
  sellerY = write(seller.name, 320, sellerY, { width: right - 320, size: 9, bold: true, align: 'right' });
  for (const line of [...sellerAddress(seller, language), ...vatLine]) {
    sellerY = write(line, 320, sellerY, { width: right - 320, size: 9, color: palette.muted, align: 'right' });
  }

  // The buyer, under the seller's line as in a window envelope; the invoice's number and dates beside it.
  let y = Math.max(sellerY, contentTop) + 20;
  const sender = sellerLine(seller, language);
  const senderBottom = write(sender, margin, y, { width: 250, size: 7, color: palette.muted, maxLines: 1 });
  rule(doc, margin, margin + Math.min(250, typeset.widthOf(sender, { size: 7 })), senderBottom + 1, palette.lineStrong, 0.5);
  const addressTop = senderBottom + 8;
  let buyerY = write(t.buyer, margin, addressTop, { width: 250, size: 8.5, color: palette.muted });
  const person = `${buyer.name} ${buyer.lastName}`;
  const buyerLines: [string, boolean][] = [
    ...(buyer.companyName
      ? ([
          [buyer.companyName, true],
          [person, false],
        ] as [string, boolean][])
      : ([[person, true]] as [string, boolean][])),
    [`${buyer.street} ${buyer.houseNumber}`, false],
    [`${buyer.zipCode} ${buyer.city}`, false],
    [countryName(language, buyer.country), false],
    ...(buyer.companyName && buyer.taxID ? ([[`${t.vatId} ${buyer.taxID}`, false]] as [string, boolean][]) : []),
  ];
  for (const [line, bold] of buyerLines) buyerY = write(line, margin, buyerY, { width: 250, bold });

  let infoY = addressTop;
  const info: [string, string][] = [
    [t.number, payment.invoiceNumber ?? ''],
    [t.order, payment.orderNumber ?? ''],
    [t.date, paidOn],
    [t.supplyDate, paidOn],
  ];
  for (const [name, value] of info) {
    write(`${name}:`, 330, infoY, { width: 110, size: 9.5, color: palette.muted });
    infoY = figure(value, right, infoY, { width: 100, size: 10, bold: true }) + 3;
  }

  y = Math.max(buyerY, infoY) + 30;
  y = write(t.title, margin, y, { width, size: 22, bold: true, color: palette.forest900 });
  y = write(t.intro, margin, y + 4, { width }) + 14;

  // The lines.
  const header = () => {
    const style = { size: 9, bold: true, color: palette.muted } as const;
    write(t.position, columns.position, y, { ...style, width: columns.positionWidth });
    write(t.description, columns.description, y, { ...style, width: columns.descriptionWidth, maxLines: 1 });
    figure(t.quantity, columns.quantityRight, y, { ...style, width: columns.quantityWidth + 20 });
    figure(t.priceEach, columns.priceRight, y, { ...style, width: columns.priceWidth });
    figure(t.amount, columns.amountRight, y, { ...style, width: columns.amountWidth });
    y += 9 * 1.3 + 3;
    rule(doc, margin, right, y, palette.lineStrong, 0.75);
    y += 6;
  };
  const bottom = footerTop - 20;
  header();
  payment.items.forEach((item, index) => {
    const name = item.productName;
    const rowHeight = 10 * 1.3 + 8.5 * 1.3 + 8;
    if (y + rowHeight > bottom) {
      doc.addPage();
      y = contentTop;
      header();
    }
    write(String(index + 1), columns.position, y, { width: columns.positionWidth, tabular: true });
    // One line per name: a name too long for its column ends in "…". The figures are set before the line under the
    // name, so that a reader takes the row's first line as one.
    const below = write(name, columns.description, y, { width: columns.descriptionWidth, maxLines: 1 });
    figure(formatNumber(language, item.quantity), columns.quantityRight, y, { width: columns.quantityWidth });
    figure(euro(item.priceEach), columns.priceRight, y, { width: columns.priceWidth });
    figure(euro(item.amount), columns.amountRight, y, { width: columns.amountWidth });
    write(t.token, columns.description, below, { width: columns.descriptionWidth, size: 8.5, color: palette.muted, maxLines: 1 });
    y += rowHeight - 4;
    rule(doc, margin, right, y, palette.line, 0.5);
    y += 4;
  });

  // The sums, then how it was paid.
  const sumLines: [string, string][] = [
    [t.net, euro(payment.net)],
    [t.vat(formatNumber(language, payment.vatRate * 100)), euro(payment.vat)],
    // A contribution not given has no line: a 0,00 € line read as a charge of its own.
    ...(payment.adminDonation > 0 ? ([[t.donation, euro(payment.adminDonation)]] as [string, string][]) : []),
  ];
  const sumsHeight = sumLines.reduce((sum, [name]) => sum + typeset.heightOf(name, { width: sums.labelWidth, size: 10 }) + 4, 0) + 40 + 70;
  if (y + 10 + sumsHeight > bottom) {
    doc.addPage();
    y = contentTop;
  }
  y += 10;
  for (const [name, value] of sumLines) {
    const below = write(name, sums.label, y, { width: sums.labelWidth });
    figure(value, columns.amountRight, y, { width: columns.amountRight - sums.label - sums.labelWidth });
    y = below + 4;
  }
  doc.save();
  // The band ends where the table's rules end; the figure in it ends where the amount column does.
  doc.roundedRect(sums.label - bandPadding, y + 2, right - sums.label + bandPadding, 12 * 1.3 + 12, 4).fill(palette.forest100);
  doc.restore();
  write(t.total, sums.label, y + 8, { width: sums.labelWidth, size: 12, bold: true, color: palette.forest900 });
  figure(euro(payment.total), columns.amountRight, y + 8, {
    width: columns.amountRight - sums.label - sums.labelWidth,
    size: 12,
    bold: true,
    color: palette.forest900,
  });
  y += 12 * 1.3 + 12 + 18;

  const method = payment.card ? t.card(payment.card.brand, payment.card.last4) : '';
  y = write(`${t.paymentMethod}: ${method}`, margin, y, { width, bold: true });
  y = write(t.paid(paidOn), margin, y + 1, { width });
  if (payment.adminDonation > 0) write(t.donationNote, margin, y + 8, { width, size: 8.5, color: palette.muted });

  /** The managing directors after their label, lines broken between names only: no name is split over two lines. */
  const directorsLines = (lineWidth: number, size: number): string[] => {
    const names = seller.managingDirectors;
    if (names.length === 0) return [];
    const lines: string[] = [];
    let line = t.managingDirectors(names.length);
    names.forEach((name, index) => {
      const piece = index < names.length - 1 ? `${name},` : name;
      if (typeset.widthOf(`${line} ${piece}`, { size }) <= lineWidth) line = `${line} ${piece}`;
      else {
        lines.push(line);
        line = piece;
      }
    });
    return [...lines, line];
  };

  // Every page: the brand at the head, the seller's details and the page at the foot.
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // The footer sits in the bottom margin, which pdfkit would otherwise answer with a new page.
    doc.page.margins.bottom = 0;
    drawBrand(doc, typeset, margin, 44, 26);
    rule(doc, margin, right, footerTop, palette.line, 0.75);
    const foot = { size: 7.5, color: palette.muted } as const;
    const columnWidth = width / 3;
    let left = footerTop + 8;
    // Three lines, as the other columns: the town and the country share the last.
    const [street = '', ...town] = sellerAddress(seller, language);
    for (const line of [seller.name, street, town.join(', ')].filter(Boolean)) {
      left = write(line, margin, left, { ...foot, width: columnWidth - 8 });
    }
    let middle = footerTop + 8;
    for (const line of [...seller.register, ...vatLine, ...directorsLines(columnWidth - 8, foot.size)]) {
      middle = write(line, margin + columnWidth, middle, { ...foot, width: columnWidth - 8 });
    }
    const last = write(seller.email, margin + 2 * columnWidth, footerTop + 8, { ...foot, width: columnWidth, align: 'right' });
    write(t.page(index + 1, range.count), margin + 2 * columnWidth, last, { ...foot, width: columnWidth, align: 'right' });
  }
  doc.end();
  return done;
}

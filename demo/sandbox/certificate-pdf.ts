import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { localized, paths } from '#portal/lib/paths';
import { issuerLine, readableUrl } from '#shared/api/certificate-figures';
import type { CertificateView } from '#shared/api/schemas/certificate';
import { formatDate, formatNumber, formatTonnes } from '#shared/i18n/format';
import type { Language } from '#shared/i18n/languages';
import certificatesDe from '#shared/i18n/locales/de/certificates.json';
import commonDe from '#shared/i18n/locales/de/common.json';
import commonEn from '#shared/i18n/locales/en/common.json';
import certificatesEn from '#shared/i18n/locales/en/certificates.json';
import verifyDe from '#shared/i18n/locales/de/verify.json';
import verifyEn from '#shared/i18n/locales/en/verify.json';
import { createTranslator } from '#shared/i18n/translate';
import { drawBrand, drawFrame, exampleSeller, palette, rule, sellerLine, type Seller } from './pdf-brand';
import { typesetter } from './pdf-typeset';

/** The portal's public verification of a certificate, in `language`: `/verify?certificate=ID` or `/en/verify?…`. */
export function verificationUrl(portalOrigin: string, language: Language, id: string): string {
  const url = new URL(localized(language, paths.verify), portalOrigin);
  url.searchParams.set('certificate', id);
  return url.href;
}

// What only the PDF says; the rest are the labels it shares with the certificate's page (certificates.json) and with
// the portal's and the widget's verification (verify.json).
const texts = {
  de: {
    continued: 'Unterstützte Wälder (Fortsetzung)',
    expired: (date: string) => `Abgelaufen am ${date}`,
    superseded: (id: string, date: string) => `Ersetzt durch ${id} am ${date}: nicht mehr für sich allein gültig`,
    page: (current: number, count: number) => `Seite ${current} von ${count}`,
  },
  en: {
    continued: 'Supported forests (continued)',
    expired: (date: string) => `Expired on ${date}`,
    superseded: (id: string, date: string) => `Superseded by ${id} on ${date}: no longer valid on its own`,
    page: (current: number, count: number) => `Page ${current} of ${count}`,
  },
} as const;

/** The burned tokens behind a certificate: the wallet they left and their index ranges, each within its forest. */
export interface CertificateProof {
  wallet: string;
  indexes: { forest: string; from: number; to: number }[];
}

// A4 portrait in points; the text keeps 50 pt from the paper's edges, inside the frame (20 and 25 pt in).
const margin = 50;
const right = 545;
const width = right - margin;
/** Where the content starts below the page's head (the brand and the certificate's id). */
const contentTop = 100;
/** The footer's line; the content keeps above it. */
const footerTop = 792;
const qrSize = 88;
/**
 * The forests' table: name, location, tonnes (right edge), and the share, one column of a bar and the figure: its
 * header stands over the bar's start, the figure ends at the right edge.
 */
const columns = {
  name: margin,
  nameWidth: 204,
  location: 264,
  locationWidth: 104,
  amountWidth: 56,
  amountRight: 424,
  share: 444,
  barWidth: 52,
  shareRight: right,
};
const rowGap = 7;

/**
 * A ready certificate as a PDF (pdfkit; Figtree, the portal's typeface, with the Noto fonts for every other script the
 * contract accepts, see pdf-typeset.ts), laid out as a certificate on A4: the brand and the id at the head, the title,
 * holder, the tonnes stored in wood as the headline figure with the project's reported emissions they were assigned
 * to and the period, the date and the GFT used, the supported forests with their shares, the method, the storage
 * period, what it confirms and who issued it, and at the foot the QR code and link of the public verification, the
 * public register's transaction, wallet and token indexes as a block of technical proof, all in a double frame. An expired or superseded certificate says so in a
 * band under the title and its figure turns grey. Many forests flow on to further pages, the table's header repeated.
 */
// eslint-disable-next-line max-lines-per-function -- draws the certificate top to bottom, each part starting where the one before ended
export async function renderCertificatePdf(
  certificate: CertificateView & { expiresAt: string | null },
  options: {
    language: Language;
    portalOrigin: string;
    expired: boolean;
    supersededBy?: { id: string; at: string } | null;
    seller?: Seller;
    /** What the register knows of the burn beyond its transaction: the wallet and the tokens' indexes, per forest. */
    proof?: CertificateProof;
  },
): Promise<Uint8Array<ArrayBuffer>> {
  const { language, seller = exampleSeller } = options;
  const t = texts[language];
  const label = createTranslator(language, [
    { de: verifyDe, en: verifyEn },
    { de: certificatesDe, en: certificatesEn },
    // The storage period's one definition (`storage.*`).
    { de: commonDe, en: commonEn },
  ]);
  const sheet = (key: string, values?: Record<string, string>) => label(`certificates.sheet.${key}`, values);
  const verifyUrl = verificationUrl(options.portalOrigin, language, certificate.id);
  const qr = await QRCode.toBuffer(verifyUrl, { errorCorrectionLevel: 'M', margin: 2, scale: 4, color: { dark: palette.forest900, light: '#ffffff' } });
  const tonnes = (value: number) => label('verify.certificate.tonnes', { value: formatNumber(language, value, { maximumFractionDigits: 3 }) });
  const date = (value: string) => formatDate(language, value, { pdf: true });

  const doc = new PDFDocument({
    size: 'A4',
    margin,
    bufferPages: true,
    lang: language,
    info: {
      Title: `${sheet('title')} ${certificate.id}`,
      Subject: `${sheet('headline', { tonnes: tonnes(certificate.co2Compensated) })}: ${certificate.holder}, ${certificate.project}`,
      Author: seller.name,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });

  const typeset = typesetter(doc);
  type Style = Parameters<typeof typeset.write>[3];
  const write = (text: string, x: number, y: number, style: Style) => typeset.write(text, x, y, { ...style, color: style.color ?? palette.ink });
  const centred = (text: string, y: number, style: Omit<Style, 'width'>) => write(text, margin, y, { ...style, width, align: 'center' });
  const heightOf = (text: string, style: Style) => typeset.heightOf(text, style);

  // The status, when the certificate no longer stands on its own.
  const status = options.supersededBy
    ? { text: t.superseded(options.supersededBy.id, date(options.supersededBy.at)), color: palette.warning, background: palette.warningBg }
    : options.expired && certificate.expiresAt
      ? { text: t.expired(date(certificate.expiresAt)), color: palette.danger, background: palette.dangerBg }
      : null;

  // The blocks above the forests, each drawn at the top it is given: measured first, so that on a page with room to
  // spare the space goes between them (up to a point) instead of all above the foot.
  interface Block {
    gap: number;
    /** This block's part of the spare room (0 for none). */
    stretch: number;
    height: number;
    draw: (top: number) => void;
  }
  const blocks: Block[] = [];
  const textBlock = (gap: number, stretch: number, lines: [string, Omit<Style, 'width'>, number?][]) =>
    blocks.push({
      gap,
      stretch,
      height: lines.reduce((sum, [text, style, before = 0]) => sum + before + heightOf(text, { ...style, width }), 0),
      draw: (top) => {
        let y = top;
        for (const [text, style, before = 0] of lines) y = centred(text, y + before, style);
      },
    });

  textBlock(0, 1, [[sheet('title'), { size: 22, bold: true, color: palette.forest900 }]]);
  if (status) {
    const textHeight = heightOf(status.text, { width: width - 32, size: 10.5, bold: true });
    blocks.push({
      gap: 10,
      stretch: 0,
      height: textHeight + 14,
      draw: (top) => {
        doc.save();
        doc.roundedRect(margin, top, width, textHeight + 14, 4).fill(status.background);
        doc.rect(margin, top, 4, textHeight + 14).fill(status.color);
        doc.restore();
        write(status.text, margin + 16, top + 7, { width: width - 32, size: 10.5, bold: true, color: status.color, align: 'center' });
      },
    });
  }
  textBlock(16, 1.2, [
    [label('verify.certificate.holder'), { size: 9.5, color: palette.muted }],
    [certificate.holder, { size: 20, bold: true }, 1],
  ]);

  // The headline figure on a tinted band, what it was assigned to (the project, by name) and the period under it;
  // grey when the certificate is no longer valid alone.
  const headline = sheet('headline', { tonnes: tonnes(certificate.co2Compensated) });
  // As large as fits on one line, from 34 pt down to 22 pt (then it wraps).
  let headlineSize = 34;
  while (headlineSize > 22 && typeset.widthOf(headline, { size: headlineSize, bold: true }) > width - 40) headlineSize -= 1;
  // Under it, what the tonnes were assigned to: the emissions reported as context, never as a figure beside them.
  const contextLine = `${label('verify.certificate.assignedFor')} ${label('verify.certificate.assignedForValue', {
    emitted: tonnes(certificate.co2Emitted),
    project: certificate.project,
  })}`;
  const periodLine = `${label('verify.certificate.period')}: ${label('verify.certificate.periodValue', {
    start: date(certificate.period.startDate),
    end: date(certificate.period.endDate),
  })}`;
  const headlineHeight = heightOf(headline, { width: width - 40, size: headlineSize, bold: true });
  const bandHeight =
    18 + headlineHeight + 2 + heightOf(contextLine, { width: width - 40, size: 11 }) + 2 + heightOf(periodLine, { width: width - 40, size: 11 }) + 14;
  blocks.push({
    gap: 18,
    stretch: 1.2,
    height: bandHeight,
    draw: (top) => {
      doc.save();
      doc.roundedRect(margin, top, width, bandHeight, 8).fill(status ? palette.sand100 : palette.forest100);
      doc.restore();
      const below = write(headline, margin + 20, top + 16, {
        width: width - 40,
        size: headlineSize,
        bold: true,
        align: 'center',
        color: status ? palette.muted : palette.forest700,
      });
      const context = write(contextLine, margin + 20, below + 2, { width: width - 40, size: 11, align: 'center', color: palette.forest900 });
      write(periodLine, margin + 20, context + 2, { width: width - 40, size: 11, align: 'center', color: palette.forest900 });
    },
  });

  // The figures, side by side with a rule between them: the date and the GFT used. Facts only (Directive (EU)
  // 2024/825): no share of the emissions "covered", and the emissions not beside the tonnes as an equation.
  const figures: [string, string][] = [
    [label('verify.certificate.date'), date(certificate.date)],
    [
      sheet('tokens'),
      sheet('tokensValue', {
        tokens: formatNumber(language, certificate.co2Compensated, { maximumFractionDigits: 3 }),
        tonnes: formatTonnes(language, certificate.co2Compensated),
      }),
    ],
  ];
  const figureWidth = width / figures.length;
  const figureStyles = {
    name: { width: figureWidth - 16, size: 9.5, color: palette.muted, align: 'center' },
    value: { width: figureWidth - 16, size: 13, bold: true, align: 'center' },
  } as const;
  const figuresHeight = Math.max(...figures.map(([name, value]) => heightOf(name, figureStyles.name) + 1 + heightOf(value, figureStyles.value)));
  blocks.push({
    gap: 16,
    stretch: 0.8,
    height: figuresHeight,
    draw: (top) => {
      figures.forEach(([name, value], index) => {
        const x = margin + index * figureWidth;
        const below = write(name, x + 8, top, figureStyles.name);
        write(value, x + 8, below + 1, figureStyles.value);
        if (index > 0) {
          doc.save();
          doc
            .moveTo(x, top)
            .lineTo(x, top + figuresHeight)
            .lineWidth(0.75)
            .stroke(palette.line);
          doc.restore();
        }
      });
    },
  });
  if (certificate.supersedes) {
    textBlock(10, 0, [
      [
        `${label('verify.certificate.supersedes')}: ${label('verify.certificate.supersedesValue', { id: certificate.supersedes })}`,
        { size: 9.5, color: palette.muted },
      ],
    ]);
  }

  // The foot of page 1: the QR code and how to verify (no seal: a mark of our own would read as a sustainability
  // label, EU 2024/825); its height decides where the forests' table has to stop on page 1.
  const footText = { x: margin + qrSize + 16, width: right - (margin + qrSize + 16) };
  // The verification's link is set as its host and path (the reader types it and enters the id; the link and the QR
  // code carry the id), the whole URL behind it.
  const footLines: [string, Style, number][] = [
    [sheet('verify'), { width: footText.width, size: 10.5, bold: true }, 0],
    [sheet('verifyText', { id: certificate.id }), { width: footText.width, size: 8.5, color: palette.muted, keep: [certificate.id] }, 1],
    [readableUrl(verifyUrl), { width: footText.width, size: 9.5, bold: true, color: palette.forest700, link: verifyUrl }, 1],
  ];
  const footHeight = Math.max(
    qrSize,
    footLines.reduce((sum, [text, style, before]) => sum + before + heightOf(text, style), 0),
  );
  // The register's record stays on the PDF for an auditor, as a titled block of technical proof at the page's bottom,
  // in small type: the transaction's id whole (tabular figures, as large as fits: 7 pt down to 5 pt; the register's page
  // is its link), the wallet and the tokens' indexes when the register knows them, so that each tonne can be found.
  const transactionText = `${sheet('proofTransaction')} ${certificate.transactionID}`;
  let proofSize = 7;
  while (proofSize > 5 && typeset.widthOf(transactionText, { size: proofSize, tabular: true }) > width) proofSize -= 0.25;
  const proofStyle: Style = { width, size: proofSize, tabular: true, color: palette.muted };
  const ranges = (options.proof?.indexes ?? []).map(({ forest, from, to }) =>
    from === to ? sheet('proofRangeOne', { forest, from: String(from) }) : sheet('proofRange', { forest, from: String(from), to: String(to) }),
  );
  const proofLines: [string, Style][] = [
    [sheet('proofTitle'), { width, size: 7.5, bold: true, color: palette.muted }],
    [transactionText, { ...proofStyle, link: certificate.blockchainUrl }],
    ...(options.proof?.wallet ? [[`${sheet('proofWallet')} ${options.proof.wallet}`, proofStyle] as [string, Style]] : []),
    ...(ranges.length > 0 ? [[`${sheet('proofIndexes')} ${ranges.join('; ')}`, { ...proofStyle, tabular: false }] as [string, Style]] : []),
  ];
  const proofTop = footerTop - 6 - proofLines.reduce((sum, [text, style]) => sum + heightOf(text, style), 0);
  // The QR code and the text start 12 pt below the rule at the foot's top; the proof line 10 pt below them.
  const footTop = proofTop - 10 - 12 - footHeight;

  // The supported forests with their shares of the tonnes; on page 1 above the foot, then on further pages.
  const total = certificate.supportedForests.reduce((sum, forest) => sum + forest.amount, 0);
  const share = (amount: number) => (total > 0 ? amount / total : 0);
  const headerHeight = (heading: string) => heightOf(heading, { width, size: 12.5, bold: true }) + 4 + 9 * 1.3 + 8;
  const rowHeightOf = (forest: CertificateView['supportedForests'][number]) =>
    Math.max(heightOf(forest.name, { width: columns.nameWidth, size: 10 }), heightOf(forest.location, { width: columns.locationWidth, size: 10 })) + rowGap;
  const tableGap = 24;
  const tableStretch = 1;

  // After the forests: the method (what one GFT stands for, the forests' certification and the standard), how long it
  // is stored (the one period, `storage.period`), what the certificate confirms and what not, and who issued it (the API's issuer,
  // else the seller: the same provider), where and when; no signature (the register and the verification prove it).
  const issuer = certificate.issuer ?? { name: seller.name, seat: seller.seat };
  const closing = {
    method: `${sheet('method')} ${label('storage.period')}`,
    disclaimer: label('verify.certificate.disclaimer'),
    issued: issuer.name ? sheet('issued', { date: date(certificate.date), issuer: issuerLine(issuer) }) : sheet('issuedOn', { date: date(certificate.date) }),
    methodStyle: { width, size: 8.5, color: palette.muted },
    disclaimerStyle: { width, size: 10 },
    issuedStyle: { width, size: 10, bold: true, keep: [date(certificate.date)] },
  } as const;
  const closingHeight =
    heightOf(closing.method, closing.methodStyle) +
    6 +
    heightOf(closing.disclaimer, closing.disclaimerStyle) +
    4 +
    heightOf(closing.issued, closing.issuedStyle);
  const closingGap = 16;
  const closingStretch = 1;

  // The room to spare on page 1, when the whole table fits there, shared out by the blocks' stretch (at most 40 pt each).
  const natural =
    blocks.reduce((sum, block) => sum + block.gap + block.height, 0) +
    tableGap +
    headerHeight(label('verify.certificate.forests')) +
    closingGap +
    closingHeight;
  const tableHeight = certificate.supportedForests.reduce((sum, forest) => sum + rowHeightOf(forest), 0);
  const room = footTop - 20 - contentTop;
  const spare = natural + tableHeight <= room ? room - natural - tableHeight : 0;
  const stretches = blocks.reduce((sum, block) => sum + block.stretch, tableStretch + closingStretch);
  const extra = (stretch: number) => Math.min(40, (spare * stretch) / stretches);

  let y = contentTop + extra(blocks[0]?.stretch ?? 0) / 2;
  for (const [index, block] of blocks.entries()) {
    y += index === 0 ? 0 : block.gap + extra(block.stretch);
    block.draw(y);
    y += block.height;
  }

  let bottom = footTop - 20;
  const tableHeader = (heading: string) => {
    y = write(heading, margin, y, { width, size: 12.5, bold: true, color: palette.forest900 }) + 4;
    const style = { size: 9, bold: true, color: palette.muted } as const;
    write(label('verify.certificate.forestName'), columns.name, y, { ...style, width: columns.nameWidth });
    write(label('verify.certificate.forestLocation'), columns.location, y, { ...style, width: columns.locationWidth });
    write(label('verify.certificate.forestAmount'), columns.amountRight - columns.amountWidth, y, { ...style, width: columns.amountWidth, align: 'right' });
    write(sheet('share'), columns.share, y, { ...style, width: columns.shareRight - columns.share });
    y += 9 * 1.3 + 3;
    rule(doc, margin, right, y, palette.lineStrong, 0.75);
    y += 5;
  };
  y += tableGap + extra(tableStretch);
  tableHeader(label('verify.certificate.forests'));
  for (const forest of certificate.supportedForests) {
    if (y + rowHeightOf(forest) > bottom) {
      doc.addPage();
      y = contentTop;
      bottom = footerTop - 16;
      tableHeader(t.continued);
    }
    const nameBottom = write(forest.name, columns.name, y, { width: columns.nameWidth, size: 10 });
    const locationBottom = write(forest.location, columns.location, y, { width: columns.locationWidth, size: 10 });
    write(tonnes(forest.amount), columns.amountRight - columns.amountWidth, y, { width: columns.amountWidth, size: 10, align: 'right', tabular: true });
    const part = share(forest.amount);
    doc.save();
    doc.roundedRect(columns.share, y + 4, columns.barWidth, 5, 2.5).fill(palette.forest100);
    if (part > 0) doc.roundedRect(columns.share, y + 4, Math.max(5, columns.barWidth * part), 5, 2.5).fill(palette.forest700);
    doc.restore();
    write(formatNumber(language, part, { style: 'percent', maximumFractionDigits: 1 }), columns.share + columns.barWidth + 4, y, {
      width: columns.shareRight - columns.share - columns.barWidth - 4,
      size: 10,
      align: 'right',
      tabular: true,
    });
    y = Math.max(nameBottom, locationBottom) + rowGap / 2;
    rule(doc, margin, right, y, palette.line, 0.5);
    y += rowGap / 2;
  }
  y += closingGap + extra(closingStretch);
  // A closing a few points too long takes half its gap rather than a page of its own.
  if (y + closingHeight > bottom && y - closingGap / 2 + closingHeight <= bottom) y -= closingGap / 2;
  if (y + closingHeight > bottom) {
    doc.addPage();
    y = contentTop;
  }
  y = write(closing.method, margin, y, closing.methodStyle) + 6;
  y = write(closing.disclaimer, margin, y, closing.disclaimerStyle) + 4;
  write(closing.issued, margin, y, closing.issuedStyle);

  // The foot, on page 1.
  doc.switchToPage(0);
  rule(doc, margin, right, footTop - 1, palette.line, 0.75);
  const qrTop = footTop + 12;
  // A PNG, so that a reader or a test can decode it.
  doc.image(qr, margin, qrTop, { width: qrSize, height: qrSize });
  doc.link(margin, qrTop, qrSize, qrSize, verifyUrl);
  let footY = qrTop;
  for (const [text, style, before] of footLines) footY = write(text, footText.x, footY + before, style);
  let proofY = proofTop;
  for (const [text, style] of proofLines) proofY = write(text, margin, proofY, style);

  // Every page: the frame, the head (brand and id), and the footer (the issuer, the page).
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // The footer sits in the bottom margin, which pdfkit would otherwise answer with a new page.
    doc.page.margins.bottom = 0;
    drawFrame(doc);
    drawBrand(doc, typeset, margin, 44, 26);
    write(label('verify.certificate.heading', { id: certificate.id }), margin + 200, 51, { width: width - 200, size: 10.5, bold: true, align: 'right' });
    rule(doc, margin, right, 82, palette.line, 0.75);
    write(sellerLine(seller, language), margin, footerTop, { width: width - 90, size: 8, color: palette.muted });
    write(t.page(index + 1, range.count), right - 90, footerTop, { width: 90, size: 8, color: palette.muted, align: 'right' });
  }
  doc.end();
  return done;
}

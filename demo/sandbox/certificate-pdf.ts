import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { localized, paths } from '#portal/lib/paths';
import type { CertificateView } from '#shared/api/schemas/certificate';
import { formatDate, formatNumber } from '#shared/i18n/format';
import type { Language } from '#shared/i18n/languages';
import verifyDe from '#shared/i18n/locales/de/verify.json';
import verifyEn from '#shared/i18n/locales/en/verify.json';
import { createTranslator } from '#shared/i18n/translate';
import { invoiceProvider } from './invoice-pdf';
import { typesetter } from './pdf-typeset';

/** The portal's public verification of a certificate, in `language`: `/verify?certificate=ID` or `/en/verify?…`. */
export function verificationUrl(portalOrigin: string, language: Language, id: string): string {
  const url = new URL(localized(language, paths.verify), portalOrigin);
  url.searchParams.set('certificate', id);
  return url.href;
}

// What the PDF says beyond the certificate's own labels, which it shares with the portal and the widget (verify.json).
const texts = {
  de: {
    title: 'CO₂-Kompensationszertifikat',
    verify: 'Echtheit prüfen: QR-Code scannen oder den Link öffnen',
    register: 'Öffentliches Register',
    status: 'Status',
    expired: (date: string) => `Abgelaufen am ${date}`,
    superseded: (id: string, date: string) => `Ersetzt durch ${id} am ${date}: nicht mehr für sich allein gültig`,
    page: (current: number, count: number) => `Seite ${current} von ${count}`,
  },
  en: {
    title: 'CO₂ compensation certificate',
    verify: 'Check it is genuine: scan the QR code or open the link',
    register: 'Public register',
    status: 'Status',
    expired: (date: string) => `Expired on ${date}`,
    superseded: (id: string, date: string) => `Superseded by ${id} on ${date}: no longer valid on its own`,
    page: (current: number, count: number) => `Page ${current} of ${count}`,
  },
} as const;

const margin = 50;
const contentRight = 545;
const qrSize = 100;
const colors = { text: '#1a1a1a', muted: '#555555', link: '#1a5e20', rule: '#9e9e9e' };
// Label and value columns of the certificate's fields; the forests' table columns.
const fields = { label: margin, labelWidth: 140, value: 200, valueWidth: contentRight - 200 };
const forestColumns = { name: margin, nameWidth: 250, location: 310, locationWidth: 150, amountRight: contentRight };

/**
 * A ready certificate as a PDF (pdfkit; Noto fonts for every script the contract accepts, see pdf-typeset.ts): its
 * fields (with the certificate it supersedes, and its status when expired or superseded), the supported forests, the
 * public register link, and a QR code with the verification link. One page for usual content; many forests flow on.
 */
export async function renderCertificatePdf(
  certificate: CertificateView & { expiresAt: string | null },
  options: { language: Language; portalOrigin: string; expired: boolean; supersededBy?: { id: string; at: string } | null },
): Promise<Uint8Array<ArrayBuffer>> {
  const { language } = options;
  const t = texts[language];
  const label = createTranslator(language, [{ de: verifyDe, en: verifyEn }]);
  const verifyUrl = verificationUrl(options.portalOrigin, language, certificate.id);
  const qr = await QRCode.toBuffer(verifyUrl, { errorCorrectionLevel: 'M', margin: 4, scale: 4 });

  const doc = new PDFDocument({
    size: 'A4',
    margin,
    bufferPages: true,
    lang: language,
    info: { Title: `${t.title} ${certificate.id}`, Author: invoiceProvider.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });

  const typeset = typesetter(doc);
  /** Writes `text` at (x, y) in `width`, wrapping where lines may break; answers the y below it. */
  const write = (
    text: string,
    x: number,
    y: number,
    style: { width: number; size?: number; bold?: boolean; color?: string; align?: 'left' | 'right'; link?: string },
  ) => typeset.write(text, x, y, { ...style, color: style.color ?? colors.text });
  const heightOf = (text: string, width: number, size: number, bold = false) => typeset.heightOf(text, { width, size, bold });
  const bottom = doc.page.height - margin - 20;
  let y = margin;
  const room = (needed: number, after?: () => void) => {
    if (y + needed <= bottom) return;
    doc.addPage();
    y = margin;
    after?.();
  };

  // Header: title, id and issuer on the left, the QR code (a PNG, so that a reader or a test can decode it) on the right.
  doc.image(qr, contentRight - qrSize, margin, { width: qrSize, height: qrSize });
  doc.link(contentRight - qrSize, margin, qrSize, qrSize, verifyUrl);
  const headerWidth = contentRight - qrSize - 20 - margin;
  y = write(t.title, margin, y, { width: headerWidth, size: 22, bold: true });
  y = write(label('verify.certificate.heading', { id: certificate.id }), margin, y + 4, { width: headerWidth, size: 13 });
  y = write(invoiceProvider.name, margin, y + 2, { width: headerWidth, size: 9, color: colors.muted });
  y = write(t.verify, margin, y + 10, { width: headerWidth, size: 9 });
  y = write(verifyUrl, margin, y + 1, { width: headerWidth, size: 9, color: colors.link, link: verifyUrl });
  y = Math.max(y, margin + qrSize) + 16;
  doc.moveTo(margin, y).lineTo(contentRight, y).lineWidth(0.5).strokeColor(colors.rule).stroke();
  y += 14;

  const tonnes = (value: number) => label('verify.certificate.tonnes', { value: formatNumber(language, value, { maximumFractionDigits: 3 }) });
  const longDate = (value: string) => formatDate(language, value);
  const rows: [string, string, number?][] = [
    [label('verify.certificate.holder'), certificate.holder],
    [label('verify.certificate.project'), certificate.project],
    [
      label('verify.certificate.period'),
      label('verify.certificate.periodValue', { start: longDate(certificate.period.startDate), end: longDate(certificate.period.endDate) }),
    ],
    [label('verify.certificate.date'), longDate(certificate.date)],
    [label('verify.certificate.co2Emitted'), tonnes(certificate.co2Emitted)],
    [label('verify.certificate.co2Compensated'), tonnes(certificate.co2Compensated)],
    // 66 characters of hex: small enough to stay on one line of the value column.
    [label('verify.certificate.transactionId'), certificate.transactionID, 8.5],
    // A later certificate of the project covers these tonnes too (and says so in its "supersedes" row).
    ...(certificate.supersedes
      ? [[label('verify.certificate.supersedes'), label('verify.certificate.supersedesValue', { id: certificate.supersedes })] as [string, string]]
      : []),
    ...(options.supersededBy
      ? [[t.status, t.superseded(options.supersededBy.id, longDate(options.supersededBy.at))] as [string, string]]
      : options.expired && certificate.expiresAt
        ? [[t.status, t.expired(longDate(certificate.expiresAt))] as [string, string]]
        : []),
  ];
  for (const [name, value, size = 11] of rows) {
    room(Math.max(heightOf(name, fields.labelWidth, 10, true), heightOf(value, fields.valueWidth, size)));
    const below = write(name, fields.label, y + 1, { width: fields.labelWidth, bold: true, color: colors.muted });
    // A smaller value sits lower, on the label's baseline (one em below a line's top, pdf-typeset.ts).
    y = Math.max(below, write(value, fields.value, y + 1 + (10 - size), { width: fields.valueWidth, size })) + 6;
  }

  y += 12;
  const tableHeader = () => {
    write(label('verify.certificate.forestName'), forestColumns.name, y, { width: forestColumns.nameWidth, bold: true });
    write(label('verify.certificate.forestLocation'), forestColumns.location, y, { width: forestColumns.locationWidth, bold: true });
    write(label('verify.certificate.forestAmount'), forestColumns.amountRight - 70, y, { width: 70, bold: true, align: 'right' });
    doc
      .moveTo(margin, y + 14)
      .lineTo(contentRight, y + 14)
      .lineWidth(0.5)
      .strokeColor(colors.rule)
      .stroke();
    y += 20;
  };
  room(60);
  y = write(label('verify.certificate.forests'), margin, y, { width: contentRight - margin, size: 13, bold: true }) + 6;
  tableHeader();
  for (const forest of certificate.supportedForests) {
    room(Math.max(heightOf(forest.name, forestColumns.nameWidth, 10), heightOf(forest.location, forestColumns.locationWidth, 10)), tableHeader);
    const nameBottom = write(forest.name, forestColumns.name, y, { width: forestColumns.nameWidth });
    const locationBottom = write(forest.location, forestColumns.location, y, { width: forestColumns.locationWidth });
    write(tonnes(forest.amount), forestColumns.amountRight - 70, y, { width: 70, align: 'right' });
    y = Math.max(nameBottom, locationBottom) + 6;
  }

  y += 14;
  room(40);
  y = write(t.register, margin, y, { width: contentRight - margin, bold: true, color: colors.muted });
  write(certificate.blockchainUrl, margin, y + 2, { width: contentRight - margin, size: 8.5, color: colors.link, link: certificate.blockchainUrl });

  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // The footer sits in the bottom margin, which pdfkit would otherwise answer with a new page.
    doc.page.margins.bottom = 0;
    write(`${certificate.id} · ${t.page(index + 1, range.count)}`, margin, doc.page.height - margin, {
      width: contentRight - margin,
      size: 8,
      color: colors.muted,
      align: 'right',
    });
  }
  doc.end();
  return done;
}

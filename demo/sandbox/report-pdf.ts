import PDFDocument from 'pdfkit';
import type { Report, ReportReference } from '#shared/api/schemas/report';
import { formatDate, formatPercent, formatTonnes } from '#shared/i18n/format';
import type { Language } from '#shared/i18n/languages';
import reportDe from '#shared/i18n/locales/de/report.json';
import reportEn from '#shared/i18n/locales/en/report.json';
import { removalSplit } from '#shared/i18n/report-split';
import { createTranslator } from '#shared/i18n/translate';
import { drawBrand, exampleSeller, palette, rule, type Seller } from './pdf-brand';
import { typesetter } from './pdf-typeset';

// What only the PDF says; every other sentence is the page's (report.json), so page and paper say the same.
const texts = {
  de: {
    holder: 'Für',
    created: 'Erstellt am',
    page: (current: number, count: number) => `Seite ${current} von ${count}`,
    continued: 'Je Wald (Fortsetzung)',
  },
  en: {
    holder: 'For',
    created: 'Created on',
    page: (current: number, count: number) => `Page ${current} of ${count}`,
    continued: 'By forest (continued)',
  },
} as const;

// A4 portrait in points, text 50 pt from the paper's edges.
const margin = 50;
const right = 545;
const width = right - margin;
const contentTop = 90;
const footerTop = 790;
const bottom = footerTop - 16;
/** The forests' table: forest (name and region), country, EU, certification, tonnes and share (right edges). */
const columns = {
  forest: margin,
  forestWidth: 160,
  country: 216,
  countryWidth: 92,
  eu: 312,
  euWidth: 52,
  standard: 368,
  standardWidth: 60,
  tonnesRight: 488,
  tonnesWidth: 84,
  shareRight: right,
  shareWidth: 52,
};

export interface ReportPdfOptions {
  holder: string;
  language: Language;
  createdAt: string;
  /** The seller the footer names; the demo's example when not given. */
  seller?: Seller;
}

/**
 * The ESRS E1-7 figures of a year as a PDF for the auditor (pdfkit, the fonts of the certificates and invoices): the
 * holder and year, the totals and shares, the table by forest with each burn's certificate and register transaction
 * under its forest, and what E1-7 asks that the figures do not answer. Rows that do not fit flow onto further pages,
 * the table's header repeated.
 */
// eslint-disable-next-line max-lines-per-function -- draws the report top to bottom, each part starting where the one before ended
export function renderReportPdf(report: Report, options: ReportPdfOptions): Promise<Uint8Array<ArrayBuffer>> {
  const { language, seller = exampleSeller } = options;
  const t = texts[language];
  const say = createTranslator(language, [{ de: reportDe, en: reportEn }]);
  const tr = (key: string, values?: Record<string, string>) => say(`dashboard.report.${key}`, values);
  const tonnes = (value: number) => formatTonnes(language, value);
  const share = (value: number | null) => (value === null ? '–' : formatPercent(language, value));
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    bufferPages: true,
    lang: language,
    info: { Title: `ESRS E1-7 ${report.year}`, Author: seller.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  const typeset = typesetter(doc);
  type Style = Parameters<typeof typeset.write>[3];
  const write = (text: string, x: number, y: number, style: Style) => typeset.write(text, x, y, { size: 9.5, color: palette.ink, ...style });
  const figure = (text: string, edge: number, y: number, style: Omit<Style, 'width'> & { width: number }) =>
    write(text, edge - style.width, y, { ...style, align: 'right', maxLines: 1, tabular: true });
  /** A new page when `height` more points would not fit. */
  const room = (y: number, height: number, onNewPage?: () => number) => {
    if (y + height <= bottom) return y;
    doc.addPage();
    return onNewPage ? onNewPage() : contentTop;
  };

  let y = write(tr('page.h1'), margin, contentTop, { width, size: 20, bold: true, color: palette.forest900 });
  y = write(`${t.holder} ${options.holder} · ${tr('year')} ${report.year}`, margin, y + 4, { width, size: 11, bold: true });
  y = write(`${tr('yearNote', { timeZone: report.timeZone })} ${t.created} ${formatDate(language, options.createdAt, { pdf: true })}.`, margin, y + 2, {
    width,
    size: 8.5,
    color: palette.muted,
  });
  y += 14;

  // The figures, each with its share of the total.
  const facts: [string, string][] = [
    [tr('total'), tonnes(report.totalTonnes)],
    [tr('quality'), tr('ofTotal', { tonnes: tonnes(report.qualityStandard.tonnes), share: share(report.qualityStandard.share) })],
    [tr('eu'), tr('ofTotal', { tonnes: tonnes(report.eu.tonnes), share: share(report.eu.share) })],
    [tr('certified'), tonnes(report.certifiedTonnes)],
    [tr('uncertified'), tonnes(report.uncertifiedTonnes)],
  ];
  for (const [name, value] of facts) {
    const below = write(name, margin, y, { width: 300 });
    figure(value, right, y, { width: 180, bold: name === tr('total') });
    y = below + 2;
    rule(doc, margin, right, y, palette.line, 0.5);
    y += 4;
  }
  y += 12;

  if (report.forests.length === 0) {
    y = write(tr('empty', { year: String(report.year) }), margin, y, { width, bold: true }) + 12;
  } else {
    const header = (title: string, at: number) => {
      let top = write(title, margin, at, { width, size: 13, bold: true, color: palette.forest900 }) + 4;
      const style = { size: 8.5, bold: true, color: palette.muted } as const;
      write(tr('forest'), columns.forest, top, { ...style, width: columns.forestWidth });
      write(tr('country'), columns.country, top, { ...style, width: columns.countryWidth });
      write(tr('inEu'), columns.eu, top, { ...style, width: columns.euWidth });
      write(tr('standard'), columns.standard, top, { ...style, width: columns.standardWidth });
      figure(tr('tonnes'), columns.tonnesRight, top, { ...style, width: columns.tonnesWidth });
      figure(tr('share'), columns.shareRight, top, { ...style, width: columns.shareWidth });
      top += 8.5 * 1.3 + 3;
      rule(doc, margin, right, top, palette.lineStrong, 0.75);
      return top + 5;
    };
    const continued = () => header(t.continued, contentTop);
    y = header(tr('forests'), room(y, 80));
    const yesNo = (value: boolean | null) => tr(value === null ? 'unknown' : value ? 'yes' : 'no');
    for (const forest of report.forests) {
      y = room(y, 40, continued);
      const below = write(forest.name, columns.forest, y, { width: columns.forestWidth, bold: true });
      write(forest.countryName ?? tr('unknown'), columns.country, y, { width: columns.countryWidth });
      write(yesNo(forest.inEu), columns.eu, y, { width: columns.euWidth });
      write(forest.standard ?? tr('unknown'), columns.standard, y, { width: columns.standardWidth });
      figure(tonnes(forest.tonnes), columns.tonnesRight, y, { width: columns.tonnesWidth, bold: true });
      figure(share(forest.share), columns.shareRight, y, { width: columns.shareWidth, bold: true });
      y = write(forest.location, columns.forest, below, { width: columns.forestWidth, size: 8, color: palette.muted }) + 3;
      for (const reference of forest.references) {
        y = room(y, 30, continued);
        y = write(referenceLine(reference), columns.forest + 8, y, {
          width: width - 8,
          size: 8,
          keep: reference.certificateId ? [reference.certificateId] : [],
        });
        y = write(reference.transactionId, columns.forest + 8, y, { width: width - 8, size: 7, color: palette.muted, link: reference.registerUrl }) + 2;
      }
      rule(doc, margin, right, y + 1, palette.line, 0.5);
      y += 6;
    }
    y = room(y, 24, continued);
    write(tr('sum'), columns.forest, y, { width: columns.forestWidth, bold: true });
    figure(tonnes(report.totalTonnes), columns.tonnesRight, y, { width: columns.tonnesWidth, bold: true });
    y = figure(share(100), columns.shareRight, y, { width: columns.shareWidth, bold: true }) + 16;
  }

  // Removals or reductions, as the page says them: the year's summary, then a line per forest.
  const split = removalSplit(report, language, say);
  if (report.forests.length > 0) {
    y = room(y, 60);
    y = write(tr('split.heading'), margin, y, { width, size: 13, bold: true, color: palette.forest900 }) + 4;
    y = write(split.summary, margin, y, { width, size: 9 }) + 4;
    for (const line of split.forests) {
      y = room(y, typeset.heightOf(line, { width: width - 8, size: 9 }) + 3);
      y = write(`• ${line}`, margin, y, { width, size: 9 }) + 3;
    }
    y += 12;
  }

  function referenceLine(reference: ReportReference) {
    const burn = tr('burn', { tonnes: tonnes(reference.tonnes), project: reference.projectName, date: formatDate(language, reference.date, { pdf: true }) });
    const id = reference.certificateId ?? '';
    const certificate =
      reference.certificateId === null
        ? tr('noCertificate')
        : tr(
            reference.certificateStatus === 'pending' ? 'certificatePending' : reference.certificateStatus === 'expired' ? 'certificateExpired' : 'certificate',
            { id },
          );
    return `${burn} · ${certificate}`;
  }

  // What E1-7 asks, answered or not: never a figure the data do not hold.
  const asked: ['answered' | 'partly' | 'notAnswered', string][] = [
    ['answered', tr('asked.total', { tonnes: tonnes(report.totalTonnes) })],
    [split.asked.state, split.asked.text],
    ['partly', tr('asked.quality', { share: share(report.qualityStandard.share) })],
    ['answered', tr('asked.eu', { share: share(report.eu.share) })],
    ['notAnswered', tr('asked.adjustments')],
    ['notAnswered', tr('asked.planned')],
  ];
  y = room(y, 60);
  y = write(tr('asked.heading'), margin, y, { width, size: 13, bold: true, color: palette.forest900 }) + 4;
  for (const [state, line] of asked) {
    const height = typeset.heightOf(line, { width: width - 90, size: 9 });
    y = room(y, height + 6);
    write(tr(`asked.${state}`), margin, y, {
      width: 84,
      size: 8.5,
      bold: true,
      color: state === 'answered' ? palette.forest700 : palette.warning,
    });
    y = write(line, margin + 90, y, { width: width - 90, size: 9 }) + 6;
  }

  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    doc.page.margins.bottom = 0;
    drawBrand(doc, typeset, margin, 40, 24);
    write(`ESRS E1-7 · ${report.year}`, 320, 46, { width: right - 320, size: 9, color: palette.muted, align: 'right' });
    rule(doc, margin, right, footerTop, palette.line, 0.75);
    const foot = { size: 7.5, color: palette.muted } as const;
    write([seller.name, options.holder].filter(Boolean).join(' · '), margin, footerTop + 8, { ...foot, width: width - 120, maxLines: 1 });
    write(t.page(index + 1, range.count), right - 120, footerTop + 8, { ...foot, width: 120, align: 'right' });
  }
  doc.end();
  return done;
}

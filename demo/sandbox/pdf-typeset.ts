/**
 * Sets text in the sandbox's PDFs (certificates, invoices) in every script the contract accepts (docs/security.md, "Text on PDFs"):
 * each character in the first font that has its glyph, Figtree (the portal's typeface) for Latin, then the Noto fonts, right-to-left runs in their order (the Unicode
 * bidirectional algorithm, bidi-js), lines broken where Unicode allows (UAX #14, linebreak), and Arabic joined
 * (OpenType shaping, fontkit). pdfkit embeds a subset of each font used, with the map back to Unicode.
 *
 * pdfkit alone sets a string in one font, breaks lines only at spaces and knows neither fallback nor bidi: a Hebrew
 * word would print as empty boxes, two Hebrew words in the wrong order, and a word in two fonts cut where the font changes.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import bidiFactory from 'bidi-js';
import * as fontkit from 'fontkit';
import LineBreaker from 'linebreak';

const require = createRequire(import.meta.url);

// Figtree first, the portal's typeface, in its static weights: the portal's variable font (@fontsource-variable) broke
// pdfkit's subsetting ("Offset is outside the bounds of the DataView") and its default instance is Light; @fontsource's
// static files split Latin from Latin Extended ("ř", "₂") and their WOFF2 breaks the same way. @expo-google-fonts ships
// each weight whole as one TTF (Latin and Latin Extended, combining marks placed by its mark features).
// Then the Noto fonts of Google Fonts, whole (the same packages): Noto Sans covers Greek and Cyrillic and the Latin Figtree
// lacks, then Hebrew, Arabic (below), Chinese with Japanese kana (SC), Korean Hangul (KR), and monochrome emoji (colour
// emoji cannot be set as PDF text). Literal paths, so that knip sees them used.
const faces = [
  {
    name: 'Figtree',
    regular: () => require.resolve('@expo-google-fonts/figtree/400Regular/Figtree_400Regular.ttf'),
    bold: () => require.resolve('@expo-google-fonts/figtree/700Bold/Figtree_700Bold.ttf'),
  },
  {
    name: 'NotoSans',
    regular: () => require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
    bold: () => require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
  },
  {
    name: 'NotoSansHebrew',
    regular: () => require.resolve('@expo-google-fonts/noto-sans-hebrew/400Regular/NotoSansHebrew_400Regular.ttf'),
    bold: () => require.resolve('@expo-google-fonts/noto-sans-hebrew/700Bold/NotoSansHebrew_700Bold.ttf'),
  },
  {
    // Noto Naskh Arabic as EmbedPDF ships it (exports only its index, so the files are found beside it): every letter its
    // own glyph. Google's current Noto Arabic fonts draw ز as ر plus a dot, and a PDF maps a glyph back to one letter only.
    name: 'NotoNaskhArabic',
    regular: () => join(dirname(require.resolve('@embedpdf/fonts-arabic')), '../fonts/NotoNaskhArabic-Regular.ttf'),
    bold: () => join(dirname(require.resolve('@embedpdf/fonts-arabic')), '../fonts/NotoNaskhArabic-Bold.ttf'),
  },
  {
    name: 'NotoSansSC',
    regular: () => require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
    bold: () => require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
  },
  {
    name: 'NotoSansKR',
    regular: () => require.resolve('@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf'),
    bold: () => require.resolve('@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf'),
  },
  {
    name: 'NotoEmoji',
    regular: () => require.resolve('@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf'),
    bold: () => require.resolve('@expo-google-fonts/noto-emoji/700Bold/NotoEmoji_700Bold.ttf'),
  },
] as const;
const emojiFace = faces.length - 1;
/** Noto Sans: draws U+FFFD for a character no font has (Figtree has no glyph for it). */
const replacementFace = 1;

// The font files are read once per process (the Chinese one is 10 MB and is read only when a text needs it); each
// document parses its own fonts from them. fontkit keeps a font's glyph objects with the characters they were first
// made for, and pdfkit's map back to Unicode takes them from there: one parsed font shared by every document let one
// document's text decide another's (an English invoice read "€35300" for "€35.00" after a run of other PDFs).
const files = new Map<string, Buffer>();
function fileOf(face: number, bold: boolean): Buffer {
  const key = `${face}-${bold}`;
  let file = files.get(key);
  if (!file) {
    const source = faces[face];
    if (!source) throw new Error(`no font face ${face}`);
    file = readFileSync(bold ? source.bold() : source.regular());
    files.set(key, file);
  }
  return file;
}

/** The fonts of one document, parsed on first use. */
function fontsOfDocument() {
  const parsed = new Map<string, fontkit.Font>();
  return (face: number, bold: boolean): fontkit.Font => {
    const key = `${face}-${bold}`;
    let font = parsed.get(key);
    if (!font) {
      const opened = fontkit.create(fileOf(face, bold));
      if (!('layout' in opened)) throw new Error(`${faces[face]?.name ?? face} is a font collection`);
      font = opened;
      parsed.set(key, font);
    }
    return font;
  };
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
const ignorable = /^\p{Default_Ignorable_Code_Point}$/u;
const emojiLike = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20e3|\ufe0f/u;
// Script-neutral characters stay in the font of the text around them when it has them (a space between two Hebrew
// words is set in the Hebrew font), so that a run of one script is one run of one font; not in the emoji font, whose
// space is an emoji wide.
const neutral = /^[\p{Z}\p{P}]+$/u;

/** Fonts for looking characters up in their tables only (no glyph is made from them, so they may be shared). */
const lookupFont = fontsOfDocument();

/** Whether `face` draws every character of a grapheme cluster (characters that are never drawn aside). */
const covers = (face: number, bold: boolean, cluster: string) =>
  Array.from(cluster).every((char) => ignorable.test(char) || lookupFont(face, bold).hasGlyphForCodePoint(char.codePointAt(0) ?? 0));

/** The face a grapheme cluster is set in: the first that draws all of it, emoji first for an emoji; -1 for none. */
function faceFor(cluster: string, bold: boolean, previous: number | undefined): number {
  if (previous !== undefined && previous >= 0 && previous !== emojiFace && neutral.test(cluster) && covers(previous, bold, cluster)) return previous;
  const order = faces.map((_, index) => index);
  if (emojiLike.test(cluster) && !cluster.includes('\ufe0e')) order.unshift(order.splice(emojiFace, 1)[0] ?? emojiFace);
  return order.find((face) => covers(face, bold, cluster)) ?? -1;
}

/** Whether some font prints `text` (one grapheme cluster) in regular or bold: the contract's check is tested by it. */
export const printsCluster = (text: string, bold = false) => faceFor(text, bold, undefined) !== -1;

interface Cluster {
  start: number;
  end: number;
  text: string;
  face: number;
}

const bidi = bidiFactory();

// A glyph of several characters (the lam-alef ligature "لا") maps back to them in one string (the PDF's ToUnicode, from
// fontkit's glyph.codePoints, which fontkit keeps per glyph). Readers (pdftotext, pdf.js) reverse a right-to-left run
// character by character to get its logical order, so such a glyph's characters are stored in visual order: each
// right-to-left glyph once, as fontkit shares the glyph objects of a font.
const visualOrder = new WeakSet<fontkit.Glyph>();
function readInVisualOrder(glyph: fontkit.Glyph) {
  if (visualOrder.has(glyph) || glyph.codePoints.length < 2) return;
  glyph.codePoints.reverse();
  visualOrder.add(glyph);
}

export interface TextStyle {
  width: number;
  size?: number;
  bold?: boolean;
  color?: string;
  align?: 'left' | 'right' | 'center';
  link?: string;
  /** At most this many lines; the last one kept ends in "…". */
  maxLines?: number;
  /** Figures of one width (OpenType `tnum`), so that amounts in a column line up digit under digit. */
  tabular?: boolean;
  /** Texts never broken inside (an id such as "GFT-2026-C02F9EF", which UAX #14 may break after a hyphen). */
  keep?: readonly string[];
}

/** Line height and baseline (below the line's top) in ems of the font size: Figtree's ascent is 0.95 em, Noto Sans' 1.07 em. */
const lineHeightEm = 1.3;
/** The OpenType features a style asks for (none by default: the fonts' standard shaping). */
const featuresOf = (style: Pick<TextStyle, 'tabular'>): PDFKit.Mixins.OpenTypeFeatures[] => (style.tabular ? ['tnum'] : []);
const baselineEm = 1.0;

/**
 * The typesetter of one pdfkit document: `write` sets a text in a box of the given width from (x, top) and answers
 * the y below it; `heightOf` measures without drawing.
 */
// eslint-disable-next-line max-lines-per-function -- one document's typesetter: write and heightOf share its fonts and line breaking
export function typesetter(doc: PDFKit.PDFDocument) {
  const fontOf = fontsOfDocument();
  const registered = new Set<string>();
  const selectFont = (face: number, bold: boolean) => {
    const id = `${faces[face]?.name ?? 'Figtree'}-${bold ? 'bold' : 'regular'}`;
    if (!registered.has(id)) {
      // pdfkit 0.20 takes a parsed fontkit font (PDFFontFactory.open); @types/pdfkit names only files and buffers.
      doc.registerFont(id, fontOf(face, bold) as unknown as PDFKit.Mixins.PDFFontSource);
      registered.add(id);
    }
    doc.font(id);
  };

  const widths = new Map<string, number>();
  /** The advance of `text` in one face at 1 pt (fontkit's shaping: Arabic joins, marks sit on their letters). */
  const advance = (face: number, bold: boolean, text: string, features: string[]) => {
    const key = `${face}${bold ? 'b' : 'r'}${features.join(',')}|${text}`;
    let width = widths.get(key);
    if (width === undefined) {
      const font = fontOf(face, bold);
      width = font.layout(text, features).advanceWidth / font.unitsPerEm;
      widths.set(key, width);
    }
    return width;
  };

  /** The grapheme clusters of a text with their faces; a cluster no font draws becomes U+FFFD in Noto Sans. */
  const clustersOf = (text: string, bold: boolean): Cluster[] => {
    const out: Cluster[] = [];
    let previous: number | undefined;
    for (const { segment, index } of graphemes.segment(text)) {
      const face = segment === '\n' ? 0 : faceFor(segment, bold, previous);
      out.push({ start: index, end: index + segment.length, text: face === -1 ? '\ufffd' : segment, face: face === -1 ? replacementFace : face });
      previous = face;
    }
    return out;
  };

  /** The width at 1 pt of clusters in logical order, each run of one face shaped as one. */
  const clustersWidth = (clusters: Cluster[], bold: boolean, features: string[]) => {
    let width = 0;
    let index = 0;
    while (index < clusters.length) {
      const face = clusters[index]?.face ?? 0;
      let text = '';
      while (index < clusters.length && clusters[index]?.face === face) text += clusters[index++]?.text ?? '';
      width += advance(face, bold, text, features);
    }
    return width;
  };

  interface Line {
    clusters: Cluster[];
    width: number;
  }

  /** Breaks a text into lines of at most `width` points (a word wider than a line is cut between characters). */
  const layout = (text: string, style: TextStyle): { lines: Line[]; clusters: Cluster[] } => {
    const size = style.size ?? 10;
    const bold = style.bold ?? false;
    const features = featuresOf(style);
    const clusters = clustersOf(text, bold);
    const clusterAt = new Map(clusters.map((cluster, index) => [cluster.start, index]));
    const max = style.width / size;
    const lines: Line[] = [];
    let line: Cluster[] = [];
    const visible = (part: Cluster[]) => {
      let end = part.length;
      while (end > 0 && /^\s+$/u.test(part[end - 1]?.text ?? '')) end -= 1;
      return part.slice(0, end);
    };
    const flush = () => {
      const kept = visible(line);
      lines.push({ clusters: kept, width: clustersWidth(kept, bold, features) * size });
      line = [];
    };
    // The positions inside a kept text, where no line may break.
    const inside = new Set<number>();
    for (const kept of style.keep ?? []) {
      if (!kept) continue;
      for (let at = text.indexOf(kept); at !== -1; at = text.indexOf(kept, at + 1)) for (let index = 1; index < kept.length; index += 1) inside.add(at + index);
    }
    const breaker = new LineBreaker(text);
    let from = 0;
    for (let found = breaker.nextBreak(); found; found = breaker.nextBreak()) {
      if (inside.has(found.position) && !found.required) continue;
      const first = clusterAt.get(from);
      const last = clusterAt.get(found.position);
      // A break inside a cluster (never, by UAX #14) waits for the next one.
      if (first === undefined || (last === undefined && found.position < text.length)) continue;
      const segment = clusters.slice(first, last ?? clusters.length).filter((cluster) => cluster.text !== '\n');
      from = found.position;
      if (clustersWidth(visible([...line, ...segment]), bold, features) <= max) line.push(...segment);
      else {
        if (line.length > 0) flush();
        // Alone still too wide: as many characters as fit on each line.
        for (const cluster of segment) {
          if (line.length > 0 && clustersWidth(visible([...line, cluster]), bold, features) > max) flush();
          line.push(cluster);
        }
      }
      if (found.required) flush();
    }
    if (line.length > 0 || lines.length === 0) flush();
    return { lines, clusters };
  };

  /** The lines of `text` in `style`, cut to `maxLines` with an ellipsis. */
  const linesOf = (text: string, style: TextStyle) => {
    // Composed (NFC, the same text): "e" with a combining circumflex and tilde prints as the one glyph "ễ" and reads back so.
    const clean = text
      .normalize('NFC')
      .replace(/\r\n?/g, '\n')
      .replace(/\t/g, ' ')
      .replace(/[^\P{Cc}\n]/gu, '');
    const result = layout(clean, style);
    const maxLines = style.maxLines;
    if (maxLines === undefined || result.lines.length <= maxLines) return { text: clean, ...result };
    // The longest start of the text (in logical order, whole characters) that fits in `maxLines` with "…" after it.
    const cuts = Array.from(graphemes.segment(clean), ({ index }) => index).filter((index) => index <= (result.lines[maxLines - 1]?.clusters.at(-1)?.end ?? 0));
    const cutAt = (index: number) => {
      const shortened = `${clean.slice(0, cuts[index] ?? 0).trimEnd()}…`;
      return { text: shortened, ...layout(shortened, style) };
    };
    let low = 0;
    let high = cuts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (cutAt(middle).lines.length <= maxLines) low = middle;
      else high = middle - 1;
    }
    const fitted = cutAt(low);
    return { ...fitted, lines: fitted.lines.slice(0, maxLines) };
  };

  /** Draws one line at `x` (its left edge) on `baseline`: the runs of one face and one direction, in visual order. */
  const drawLine = (text: string, levels: ReturnType<typeof bidi.getEmbeddingLevels>, line: Line, x: number, baseline: number, style: TextStyle) => {
    const first = line.clusters[0];
    const last = line.clusters.at(-1);
    if (!first || !last) return;
    const size = style.size ?? 10;
    const bold = style.bold ?? false;
    const features = featuresOf(style);
    const clusterOfUnit = new Map<number, Cluster>();
    for (const cluster of line.clusters) for (let unit = cluster.start; unit < cluster.end; unit += 1) clusterOfUnit.set(unit, cluster);
    // Visual order of the line's clusters (a cluster's characters stay together), each with its bidi level.
    const visual: { cluster: Cluster; level: number }[] = [];
    for (const unit of bidi.getReorderedIndices(text, levels, first.start, last.end - 1).slice(first.start, last.end)) {
      const cluster = clusterOfUnit.get(unit);
      if (cluster && visual.at(-1)?.cluster !== cluster) visual.push({ cluster, level: levels.levels[cluster.start] ?? 0 });
    }
    const mirrored = bidi.getMirroredCharactersMap(text, levels.levels, first.start, last.end - 1);
    let index = 0;
    let left = x;
    while (index < visual.length) {
      const head = visual[index];
      if (!head) break;
      const run: Cluster[] = [];
      while (index < visual.length && visual[index]?.cluster.face === head.cluster.face && visual[index]?.level === head.level) {
        run.push(visual[index++]?.cluster as Cluster);
      }
      const rtl = head.level % 2 === 1;
      // The run's text in logical order, right-to-left brackets mirrored; fontkit shapes it and, for a right-to-left
      // script, reverses it. Where fontkit's direction (from the script) is not the run's, the run goes in reversed.
      const logical = (rtl ? [...run].reverse() : run).map((cluster) =>
        cluster.text === '\ufffd' ? cluster.text : Array.from(cluster.text, (char, offset) => mirrored.get(cluster.start + offset) ?? char).join(''),
      );
      const font = fontOf(head.cluster.face, bold);
      const shaped = font.layout(logical.join(''), features);
      const fontkitRtl = shaped.direction === 'rtl';
      if (fontkitRtl) {
        for (const glyph of shaped.glyphs) readInVisualOrder(glyph);
      }
      const drawn = fontkitRtl === rtl ? logical.join('') : [...logical].reverse().join('');
      selectFont(head.cluster.face, bold);
      doc.fontSize(size).text(drawn, left, baseline, { lineBreak: false, baseline: 'alphabetic', features });
      left += advance(head.cluster.face, bold, logical.join(''), features) * size;
    }
  };

  const write = (text: string, x: number, top: number, style: TextStyle) => {
    const size = style.size ?? 10;
    const { text: set, lines } = linesOf(text, style);
    const levels = bidi.getEmbeddingLevels(set);
    doc.fillColor(style.color ?? '#000000');
    let y = top;
    for (const line of lines) {
      const left = style.align === 'right' ? x + style.width - line.width : style.align === 'center' ? x + (style.width - line.width) / 2 : x;
      drawLine(set, levels, line, left, y + baselineEm * size, style);
      if (style.link && line.width > 0) doc.link(left, y, line.width, lineHeightEm * size, style.link);
      y += lineHeightEm * size;
    }
    return y;
  };

  const heightOf = (text: string, style: TextStyle) => linesOf(text, style).lines.length * lineHeightEm * (style.size ?? 10);
  /** The width of `text` on one line (no wrapping), in points. */
  const widthOf = (text: string, style: { size?: number; bold?: boolean; tabular?: boolean }) =>
    Math.max(...linesOf(text, { ...style, width: Number.POSITIVE_INFINITY }).lines.map((line) => line.width));

  return { write, heightOf, widthOf, lineHeight: (size = 10) => lineHeightEm * size };
}

import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { inflateSync } from 'node:zlib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const execFileAsync = promisify(execFile);

/**
 * The text of each page of a PDF, lines joined by newlines and runs of white space (no-break spaces too) as one space;
 * the pieces of a line are joined with a space unless they touch.
 */
export async function pdfPages(bytes: ArrayBuffer | Uint8Array): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    const lines: string[] = [];
    let line = '';
    // Where the previous item of the line ends: a word set in two fonts ("CO" and the "₂" of another font) is two
    // items that touch, joined without a space.
    let end: { x: number; y: number } | undefined;
    for (const item of content.items) {
      if (!('str' in item)) continue;
      const [, , , , x = 0, y = 0] = item.transform as number[];
      const touches = end !== undefined && Math.abs(x - end.x) < 0.5 && Math.abs(y - end.y) < 0.5;
      line += (touches ? '' : ' ') + item.str;
      end = { x: x + item.width, y };
      if (item.hasEOL) {
        lines.push(line);
        line = '';
        end = undefined;
      }
    }
    lines.push(line);
    pages.push(
      lines
        .map((text) => text.replace(/\s+/g, ' ').trim())
        .filter(Boolean)
        .join('\n'),
    );
  }
  await document.destroy();
  return pages;
}

/** Each page's size in points (A4 portrait is 595.28 × 841.89) and the web links on it, as a viewer finds them. */
export async function pdfPageLayout(bytes: ArrayBuffer | Uint8Array): Promise<{ width: number; height: number; links: string[] }[]> {
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 }).promise;
  const pages: { width: number; height: number; links: string[] }[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
    const annotations = (await page.getAnnotations()) as { subtype?: string; url?: string }[];
    pages.push({
      width: x1 - x0,
      height: y1 - y0,
      links: annotations.flatMap((annotation) => (annotation.subtype === 'Link' && annotation.url ? [annotation.url] : [])),
    });
  }
  await document.destroy();
  return pages;
}

// Poppler's tools (poppler-utils: pdftotext, pdffonts, pdftoppm) read a PDF as a viewer does; .ci/run installs them.
async function withPdfFile<T>(bytes: ArrayBuffer | Uint8Array, read: (file: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(join(tmpdir(), 'pdf-'));
  try {
    const file = join(folder, 'document.pdf');
    await writeFile(file, new Uint8Array(bytes));
    return await read(file);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

const run = async (command: string, args: string[]) => (await execFileAsync(command, args, { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 })).stdout;

// pdftotext marks a right-to-left run with embedding controls (U+202A–U+202C); the text itself comes back without them.
const withoutBidiMarks = (text: string) => text.replace(/[\u202a-\u202e]/g, '');

/** The text of a PDF as pdftotext reads it (right-to-left runs in logical order), NFC-normalized. */
export const popplerText = (bytes: ArrayBuffer | Uint8Array) =>
  withPdfFile(bytes, async (file) => withoutBidiMarks((await run('pdftotext', ['-enc', 'UTF-8', file, '-'])).toString('utf8')).normalize('NFC'));

export interface WordBox {
  text: string;
  xMin: number;
  xMax: number;
  yMin: number;
  yMax: number;
}

/** Each page's lines of words with their boxes in points, as pdftotext -bbox-layout finds them (words in visual order). */
export const pdfWordBoxes = (bytes: ArrayBuffer | Uint8Array): Promise<WordBox[][][]> =>
  withPdfFile(bytes, async (file) => {
    const xml = (await run('pdftotext', ['-enc', 'UTF-8', '-bbox-layout', file, '-'])).toString('utf8');
    const unescape = (text: string) =>
      text
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'")
        .replace(/&amp;/g, '&');
    return xml
      .split('<page ')
      .slice(1)
      .map((page) =>
        page
          .split('<line ')
          .slice(1)
          .map((line) =>
            Array.from(line.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g), (match) => ({
              text: withoutBidiMarks(unescape(match[5] ?? '')),
              xMin: Number(match[1]),
              yMin: Number(match[2]),
              xMax: Number(match[3]),
              yMax: Number(match[4]),
            })),
          ),
      );
  });

/** The fonts of a PDF as pdffonts lists them. */
export const pdfFontList = (bytes: ArrayBuffer | Uint8Array) =>
  withPdfFile(bytes, async (file) =>
    (await run('pdffonts', [file]))
      .toString('utf8')
      .split('\n')
      .slice(2)
      .filter((line) => line.trim())
      .map((line) => {
        // name, type (may hold spaces), encoding, then emb sub uni (yes/no) and the object id
        const match = /^(\S+)\s+(.+?)\s+(\S+)\s+(yes|no)\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+\s*$/.exec(line);
        if (!match) throw new Error(`pdffonts printed a line this helper cannot read: ${line}`);
        return {
          name: match[1] ?? '',
          type: match[2] ?? '',
          encoding: match[3] ?? '',
          embedded: match[4] === 'yes',
          subset: match[5] === 'yes',
          unicode: match[6] === 'yes',
        };
      }),
  );

/**
 * How many glyphs a PDF draws as .notdef, the empty box a font shows for a character it has no glyph for: glyph 0 of a
 * composite (Type0, Identity-H) font, as pdfkit writes them. Reads pdfkit's own output, uncompressed objects and
 * Flate-compressed content streams.
 */
export function pdfNotdefGlyphs(bytes: ArrayBuffer | Uint8Array): number {
  const pdf = Buffer.from(new Uint8Array(bytes));
  const source = pdf.toString('latin1');
  const objects = new Map<string, { dictionary: string; stream?: Buffer }>();
  for (const match of source.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2] ?? '';
    const streamAt = body.indexOf('stream\n');
    if (streamAt === -1) {
      objects.set(match[1] ?? '', { dictionary: body });
      continue;
    }
    const start = (match.index ?? 0) + match[0].indexOf(body) + streamAt + 'stream\n'.length;
    const end = source.lastIndexOf('endstream', (match.index ?? 0) + match[0].length);
    const raw = pdf.subarray(start, end);
    const dictionary = body.slice(0, streamAt);
    objects.set(match[1] ?? '', { dictionary, stream: dictionary.includes('/FlateDecode') ? inflateSync(raw) : raw });
  }
  const composite = new Set<string>();
  for (const { dictionary } of objects.values()) {
    for (const [, name, id] of dictionary.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      if (objects.get(id ?? '')?.dictionary.includes('/Subtype /Type0')) composite.add(name ?? '');
    }
  }
  let notdef = 0;
  for (const { dictionary, stream } of objects.values()) {
    if (!stream || dictionary.includes('/Subtype') || dictionary.includes('/Length1')) continue;
    let font = '';
    for (const [, fontName, hex] of stream.toString('latin1').matchAll(/\/(F\d+) [\d.]+ Tf|<([0-9a-fA-F]*)>/g)) {
      if (fontName) font = fontName;
      else if (hex !== undefined && composite.has(font)) notdef += (hex.match(/.{4}/g) ?? []).filter((glyph) => glyph === '0000').length;
    }
  }
  return notdef;
}

/** A page of a PDF rendered in grey by pdftoppm: `pixels[y * width + x]`, 0 black to 255 white. */
export const pdfRaster = (bytes: ArrayBuffer | Uint8Array, page: number, dpi: number) =>
  withPdfFile(bytes, async (file) => {
    const pgm = await run('pdftoppm', ['-gray', '-r', String(dpi), '-f', String(page), '-l', String(page), file]);
    const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 40).toString('latin1'));
    if (!header) throw new Error('pdftoppm answered no greymap');
    const width = Number(header[1]);
    const height = Number(header[2]);
    return { width, height, pixels: new Uint8Array(pgm.subarray(header[0].length, header[0].length + width * height)) };
  });

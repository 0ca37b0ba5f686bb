/**
 * The Open Graph picture of a public impact page (GET /impact/og.png): 1200 × 630 px, the page's name, its tonnes and
 * its forests, set in Figtree, the typeface of the portal and of the PDFs (the same font files as pdf-typeset.ts).
 * Drawn here, without a graphics library: the glyphs' outlines from fontkit, filled by a small scanline rasteriser
 * (non-zero winding, four sub-scanlines and exact coverage across each one), written as a PNG with node:zlib. Figtree
 * has the Latin letters of the names and the forests' names; a character it lacks is left out.
 */
import { createRequire } from 'node:module';
import { crc32, deflateSync } from 'node:zlib';
import * as fontkit from 'fontkit';
import type { ImpactPublic } from '#shared/api/schemas/impact';
import type { Language } from '#shared/i18n/languages';

const require = createRequire(import.meta.url);
export const ogSize = { width: 1200, height: 630 } as const;

type Rgb = readonly [number, number, number];
const colours = { background: [247, 244, 236], ink: [19, 36, 26], brand: [31, 94, 59], muted: [71, 87, 76], white: [255, 255, 255] } satisfies Record<
  string,
  Rgb
>;

let fonts: { regular: fontkit.Font; bold: fontkit.Font } | undefined;
/** Figtree's two weights, opened once (the PDFs' files: @expo-google-fonts ships each weight whole). */
function figtree() {
  fonts ??= {
    regular: fontkit.openSync(require.resolve('@expo-google-fonts/figtree/400Regular/Figtree_400Regular.ttf')) as fontkit.Font,
    bold: fontkit.openSync(require.resolve('@expo-google-fonts/figtree/700Bold/Figtree_700Bold.ttf')) as fontkit.Font,
  };
  return fonts;
}

/** A straight piece of an outline, in pixels, and which way it runs (for the winding rule). */
interface Edge {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  dir: 1 | -1;
}

class Picture {
  readonly rgb: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.rgb = new Uint8Array(width * height * 3);
    this.fillRect(0, 0, width, height, background);
  }

  fillRect(x: number, y: number, w: number, h: number, colour: Rgb) {
    for (let row = Math.max(0, y); row < Math.min(this.height, y + h); row++)
      for (let column = Math.max(0, x); column < Math.min(this.width, x + w); column++) this.rgb.set(colour, (row * this.width + column) * 3);
  }

  /** Fills the outline made of `edges` (non-zero winding), anti-aliased by each pixel's covered share. */
  fillEdges(edges: Edge[], colour: Rgb) {
    if (edges.length === 0) return;
    const samples = 4;
    const top = Math.max(0, Math.floor(Math.min(...edges.map((edge) => edge.y0))));
    const bottom = Math.min(this.height - 1, Math.ceil(Math.max(...edges.map((edge) => edge.y1))));
    const coverage = new Float32Array(this.width);
    for (let row = top; row <= bottom; row++) {
      coverage.fill(0);
      for (let sample = 0; sample < samples; sample++) {
        const y = row + (sample + 0.5) / samples;
        const crossings = edges
          .filter((edge) => edge.y0 <= y && y < edge.y1)
          .map((edge) => ({ x: edge.x0 + ((y - edge.y0) / (edge.y1 - edge.y0)) * (edge.x1 - edge.x0), dir: edge.dir }))
          .sort((a, b) => a.x - b.x);
        let winding = 0;
        for (let index = 0; index < crossings.length - 1; index++) {
          winding += (crossings[index] as { dir: number }).dir;
          if (winding === 0) continue;
          const from = Math.max(0, (crossings[index] as { x: number }).x);
          const to = Math.min(this.width, (crossings[index + 1] as { x: number }).x);
          for (let column = Math.floor(from); column < to; column++)
            coverage[column] = (coverage[column] ?? 0) + (Math.min(to, column + 1) - Math.max(from, column)) / samples;
        }
      }
      for (let column = 0; column < this.width; column++) {
        const alpha = Math.min(1, coverage[column] ?? 0);
        if (alpha <= 0) continue;
        const at = (row * this.width + column) * 3;
        for (let channel = 0; channel < 3; channel++)
          this.rgb[at + channel] = Math.round((this.rgb[at + channel] ?? 0) * (1 - alpha) + (colour[channel] ?? 0) * alpha);
      }
    }
  }

  /** The picture as a PNG: 8-bit RGB, each row unfiltered, deflated. */
  png(): Buffer {
    const rows = Buffer.alloc((this.width * 3 + 1) * this.height);
    for (let row = 0; row < this.height; row++) rows.set(this.rgb.subarray(row * this.width * 3, (row + 1) * this.width * 3), row * (this.width * 3 + 1) + 1);
    const chunk = (type: string, data: Buffer) => {
      const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(typed));
      return Buffer.concat([length, typed, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(this.width, 0);
    header.writeUInt32BE(this.height, 4);
    header.set([8, 2, 0, 0, 0], 8);
    const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
  }
}

/** A curve as straight pieces: enough of them that none is longer than about a pixel and a half at these sizes. */
const curveSteps = 12;

/** The outline of `text` set at `size` px with its baseline's start at (x, y), as edges in pixels. */
function textEdges(font: fontkit.Font, text: string, size: number, x: number, y: number): Edge[] {
  const scale = size / font.unitsPerEm;
  const run = font.layout(text);
  const edges: Edge[] = [];
  let penX = 0;
  const add = (ax: number, ay: number, bx: number, by: number) => {
    if (ay === by) return;
    edges.push(ay < by ? { x0: ax, y0: ay, x1: bx, y1: by, dir: 1 } : { x0: bx, y0: by, x1: ax, y1: ay, dir: -1 });
  };
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index];
    const ox = x + (penX + (position?.xOffset ?? 0)) * scale;
    const oy = y - (position?.yOffset ?? 0) * scale;
    const point = (gx: number, gy: number): [number, number] => [ox + gx * scale, oy - gy * scale];
    let start: [number, number] = [ox, oy];
    let current: [number, number] = [ox, oy];
    const lineTo = (next: [number, number]) => {
      add(current[0], current[1], next[0], next[1]);
      current = next;
    };
    for (const { command, args } of glyph.path.commands) {
      if (command === 'moveTo') {
        lineTo(start);
        start = current = point(args[0] ?? 0, args[1] ?? 0);
      } else if (command === 'lineTo') lineTo(point(args[0] ?? 0, args[1] ?? 0));
      else if (command === 'quadraticCurveTo' || command === 'bezierCurveTo') {
        const from = current;
        const controls = [];
        for (let at = 0; at < args.length; at += 2) controls.push(point(args[at] ?? 0, args[at + 1] ?? 0));
        for (let step = 1; step <= curveSteps; step++) lineTo(bezierAt([from, ...controls], step / curveSteps));
      } else if (command === 'closePath') lineTo(start);
    }
    lineTo(start);
    penX += position?.xAdvance ?? glyph.advanceWidth;
  });
  return edges;
}

/** A point of a quadratic or cubic Bézier curve (de Casteljau). */
function bezierAt(points: [number, number][], t: number): [number, number] {
  let level = points;
  while (level.length > 1)
    level = level
      .slice(1)
      .map((point, index) => [(level[index] as [number, number])[0] * (1 - t) + point[0] * t, (level[index] as [number, number])[1] * (1 - t) + point[1] * t]);
  return level[0] as [number, number];
}

/** The width of `text` at `size` px. */
const widthOf = (font: fontkit.Font, text: string, size: number) => (font.layout(text).advanceWidth * size) / font.unitsPerEm;

/** The largest size from `size` down to `min` at which `text` fits `width`; at `min`, the text is cut with an ellipsis. */
function fit(font: fontkit.Font, text: string, size: number, min: number, width: number): { text: string; size: number } {
  for (let candidate = size; candidate >= min; candidate -= 2) if (widthOf(font, text, candidate) <= width) return { text, size: candidate };
  let cut = text;
  while (cut.length > 1 && widthOf(font, `${cut}…`, min) > width) cut = cut.slice(0, -1);
  return { text: `${cut}…`, size: min };
}

const words = {
  de: { kicker: 'Öffentliche Wirkungsseite', tonnes: 't CO₂ in regionalem Holz gespeichert', more: (count: number) => `und ${count} weitere Wälder` },
  en: { kicker: 'Public impact page', tonnes: 't of CO₂ stored in regional wood', more: (count: number) => `and ${count} more forests` },
} as const;

/** The picture of one page: the brand, the name, the tonnes assigned and up to three forests, in `language`. */
export function renderImpactImage(page: ImpactPublic, language: Language): Buffer {
  const { regular, bold } = figtree();
  const picture = new Picture(ogSize.width, ogSize.height, colours.background);
  const text = (font: fontkit.Font, value: string, size: number, x: number, y: number, colour: Rgb) =>
    picture.fillEdges(textEdges(font, value, size, x, y), colour);
  const left = 80;
  const width = ogSize.width - 2 * left;
  picture.fillRect(left, 64, 56, 56, colours.brand);
  text(bold, 'g', 40, left + 17, 104, colours.white);
  text(bold, 'greenfee', 40, left + 72, 106, colours.ink);
  text(regular, words[language].kicker, 30, left, 200, colours.muted);
  const name = fit(bold, page.displayName ?? page.name, 88, 44, width);
  text(bold, name.text, name.size, left, 290, colours.brand);
  const tonnes = `${new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-US', { maximumFractionDigits: 3 }).format(page.tonnes)} ${words[language].tonnes}`;
  text(bold, fit(bold, tonnes, 56, 32, width).text, fit(bold, tonnes, 56, 32, width).size, left, 380, colours.ink);
  const lines = page.forests.slice(0, 3).map((forest) => (forest.location ? `${forest.name} · ${forest.location}` : forest.name));
  if (page.forests.length > 3) lines.push(words[language].more(page.forests.length - 3));
  lines.slice(0, 4).forEach((line, index) => {
    const fitted = fit(regular, line, 30, 24, width);
    text(regular, fitted.text, fitted.size, left, 450 + index * 42, colours.muted);
  });
  picture.fillRect(0, ogSize.height - 16, ogSize.width, 16, colours.brand);
  return picture.png();
}

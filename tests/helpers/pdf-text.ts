import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

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

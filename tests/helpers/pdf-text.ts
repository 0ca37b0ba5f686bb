import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of each page of a PDF, lines joined by newlines and runs of white space (no-break spaces too) as one space. */
export async function pdfPages(bytes: ArrayBuffer | Uint8Array): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    const lines: string[] = [];
    let line = '';
    for (const item of content.items) {
      if (!('str' in item)) continue;
      line += item.str;
      if (item.hasEOL) {
        lines.push(line);
        line = '';
      } else line += ' ';
    }
    lines.push(line);
    pages.push(lines.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean).join('\n'));
  }
  await document.destroy();
  return pages;
}

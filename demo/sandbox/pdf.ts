/**
 * A minimal PDF 1.4 writer: one A4 page of Helvetica text, for the seeded forests' documents (invoices and certificates
 * use pdfkit, invoice-pdf.ts and certificate-pdf.ts). Text is encoded as WinAnsi (Latin-1), so German umlauts print.
 */
export interface PdfLine {
  text: string;
  size?: number;
  bold?: boolean;
  /** Extra space before the line, in points. */
  gap?: number;
}

const escapeText = (text: string) =>
  Array.from(text)
    .map((char) => {
      const code = char.charCodeAt(0);
      if (char === '(' || char === ')' || char === '\\') return `\\${char}`;
      if (code < 32) return ' ';
      if (code > 126) return code <= 255 ? `\\${code.toString(8).padStart(3, '0')}` : '?';
      return char;
    })
    .join('');

export function renderPdf(title: string, lines: PdfLine[]): Uint8Array<ArrayBuffer> {
  let y = 800;
  const content: string[] = [];
  for (const line of lines) {
    const size = line.size ?? 11;
    y -= (line.gap ?? 0) + size * 1.5;
    if (y < 40) break;
    content.push(`BT /${line.bold ? 'F2' : 'F1'} ${size} Tf 50 ${y.toFixed(0)} Td (${escapeText(line.text)}) Tj ET`);
  }
  const stream = content.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    `<< /Title (${escapeText(title)}) /Producer (greenfee) >>`,
  ];
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}

/**
 * What the sandbox's certificates and invoices share: the portal's colours (portal/styles/tokens.css), its brand mark
 * and wordmark, the seller's details, and the page's frame and footer.
 */
import { brandMarkPath } from '#shared/ui/brand-mark-path';
import type { Language } from '#shared/i18n/languages';
import type { ImprintLines } from '#shared/config/config';
import { exampleImprint } from '#demo/example-provider';
import { countryNames } from './countries';
import type { typesetter } from './pdf-typeset';

type Typesetter = ReturnType<typeof typesetter>;

/** The portal's tokens, by their names there. */
export const palette = {
  ink: '#1b2a21',
  muted: '#4a5a4f',
  forest700: '#1d5c3a',
  forest900: '#133f29',
  forest300: '#8fc3a2',
  forest100: '#e5f1e8',
  line: '#d6ded8',
  lineStrong: '#6b7c70',
  sand100: '#efece2',
  warning: '#7a4a17',
  warningBg: '#fbf1e2',
  danger: '#b3261e',
  dangerBg: '#fdecea',
} as const;

/**
 * The seller on every invoice and certificate, and the payee the payment page names (one merchant wherever the buyer
 * reads it): the provider the sandbox was given (`provider`, from `GFT_IMPRINT_JSON`), the same lines the imprint
 * shows; by default the demo's example (demo/example-provider.ts). A line not given is left out, never invented.
 */
export interface Seller {
  name: string;
  /** The address line split at its commas: street, town, country. */
  address: string[];
  vatId: string;
  /** The register court and number, split at the comma. */
  register: string[];
  /** The managing directors, split at the comma (an invoice of a GmbH names them, § 35a GmbHG). */
  managingDirectors: string[];
  email: string;
  /** The town of the address, without its postcode: the seat a certificate names beside the company. */
  seat: string;
}

const parts = (line: string) =>
  line
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * The town of an address line ("Waldstraße 12, 10115 Berlin, Deutschland"): the part that starts with a postcode,
 * without it (German, Austrian and most European ones are digits, "A-1010" and "1010" alike); else the second part.
 */
export function seatOf(address: string): string {
  const lines = parts(address);
  const town = lines.find((part) => /^(?:[A-Z]{1,2}-)?\d{4,5}\s+\S/.test(part));
  return town ? town.replace(/^(?:[A-Z]{1,2}-)?\d{4,5}\s+/, '') : (lines[1] ?? '');
}

export const sellerOf = (provider: ImprintLines): Seller => ({
  name: provider.company,
  address: parts(provider.address),
  vatId: provider.vatId,
  register: parts(provider.register),
  managingDirectors: parts(provider.managingDirector),
  email: provider.email,
  seat: seatOf(provider.address),
});

/** The demo's example seller, for a PDF drawn without a sandbox's provider (the tests' own renderings). */
export const exampleSeller = sellerOf(exampleImprint);

/**
 * The seller's address lines in the language: a country's name, in either language, as the language names it (the
 * imprint's "Deutschland" is "Germany" on an English invoice); anything else as given.
 */
export function sellerAddress(seller: Seller, language: Language): string[] {
  return seller.address.map((part, index) => {
    if (index !== seller.address.length - 1) return part;
    const country = countryNames().find(({ names }) => names.de === part || names.en === part);
    return country ? country.names[language] : part;
  });
}

/** The seller's name and address on one line, as a letter's sender line or a footer prints it. */
export const sellerLine = (seller: Seller, language: Language) => [seller.name, ...sellerAddress(seller, language)].filter(Boolean).join(', ');

/** A country's name in the language (ISO 3166 code in, "Österreich" or "Austria" out). */
export const countryName = (language: Language, code: string) => new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;

/** The portal's brand mark (portal/lib/brand-mark.tsx), `size` points square, its top left at (x, y): the spruce in white on a rounded square. */
export function drawBrandMark(doc: PDFKit.PDFDocument, x: number, y: number, size: number, color: string = palette.forest700) {
  doc.save();
  doc.roundedRect(x, y, size, size, (size * 9) / 32).fill(color);
  doc.translate(x, y).scale(size / 32);
  doc.path(brandMarkPath).fill('#ffffff');
  doc.restore();
}

/** The brand mark with "greenfee" beside it, as the portal's header shows them; answers the wordmark's right edge. */
export function drawBrand(doc: PDFKit.PDFDocument, typeset: Typesetter, x: number, y: number, size = 24): number {
  drawBrandMark(doc, x, y, size);
  const textSize = size * 0.68;
  const left = x + size + size * 0.3;
  // The word's x-height sits in the middle of the square (Figtree: cap height 0.7 em, baseline 1 em below the line's top).
  typeset.write('greenfee', left, y + size / 2 - textSize * 0.66, { width: 200, size: textSize, bold: true, color: palette.forest900 });
  return left + typeset.widthOf('greenfee', { size: textSize, bold: true });
}

/** The double frame of a certificate page, in the brand's greens. */
export function drawFrame(doc: PDFKit.PDFDocument) {
  const { width, height } = doc.page;
  doc.save();
  doc
    .rect(20, 20, width - 40, height - 40)
    .lineWidth(1.5)
    .stroke(palette.forest700);
  doc
    .rect(25, 25, width - 50, height - 50)
    .lineWidth(0.5)
    .stroke(palette.forest300);
  doc.restore();
}

/** A horizontal rule from `x1` to `x2` at `y`. */
export function rule(doc: PDFKit.PDFDocument, x1: number, x2: number, y: number, color: string = palette.line, width = 0.75) {
  doc.save();
  doc.moveTo(x1, y).lineTo(x2, y).lineWidth(width).stroke(color);
  doc.restore();
}

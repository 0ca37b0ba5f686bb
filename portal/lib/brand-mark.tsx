/**
 * The spruce of the greenfee mark on its 32 × 32 square, for what draws the mark beside the header: the certificate
 * page and the certificate and invoice PDFs (demo/sandbox/pdf-brand.ts). The header's own BrandMark
 * (portal/layout/brand-mark.tsx) keeps it inline, so that the home route gains no chunk; a test keeps the two the same.
 */
export const brandMarkPath = 'M16 5.5 9 15.5h4.2L8.5 23h6.3v3.5h2.4V23h6.3l-4.7-7.5H23z';

/** The mark as the header draws it: the square takes the text colour. */
export function SheetBrandMark() {
  return (
    <svg className="brand__mark" viewBox="0 0 32 32" aria-hidden="true" width="30" height="30">
      <rect width="32" height="32" rx="9" fill="currentColor" />
      <path d={brandMarkPath} fill="#fff" />
    </svg>
  );
}

/**
 * The spruce of the greenfee mark on its 32 × 32 square, for what draws the mark beside the header's own (which keeps
 * it inline, portal/layout/brand-mark.tsx, so that the home route gains no chunk; a test keeps them the same): the
 * certificate page, the certificate and invoice PDFs (demo/sandbox/pdf-brand.ts) and <gft-certificate-badge>.
 */
export const brandMarkPath = 'M16 5.5 9 15.5h4.2L8.5 23h6.3v3.5h2.4V23h6.3l-4.7-7.5H23z';

/**
 * What a certificate's PDF (demo/sandbox/certificate-pdf.ts) and its page (portal/features/certificates) work out
 * alike. A module of its own, so that it travels with the certificate's code only, not with every page's first download.
 */
import type { CertificateView } from './schemas/certificate';

/**
 * The share of the period's emissions a certificate covers, 0 to 1: rounded down to a tenth of a per cent (99.96 %
 * never reads as 100 %), and at most 1 (whole tokens: 13 t for 12.5 t emitted is 100 %).
 */
export const certificateCoverage = (certificate: Pick<CertificateView, 'co2Emitted' | 'co2Compensated'>): number =>
  certificate.co2Emitted > 0 ? Math.min(1, Math.floor((certificate.co2Compensated / certificate.co2Emitted) * 1000) / 1000) : 1;

/** A link as a reader types it from paper or a screen: host and path, `portal.example/verify` (the link keeps the whole URL). */
export function readableUrl(href: string): string {
  const url = new URL(href);
  return `${url.host}${url.pathname}`;
}

/**
 * What a certificate's PDF (demo/sandbox/certificate-pdf.ts) and its page (portal/features/certificates) work out
 * alike. A module of its own, so that it travels with the certificate's code only, not with every page's first download.
 */

/** A link as a reader types it from paper or a screen: host and path, `portal.example/verify` (the link keeps the whole URL). */
export function readableUrl(href: string): string {
  const url = new URL(href);
  return `${url.host}${url.pathname}`;
}

/** The issuer as a certificate names it: "greenfee GmbH, Berlin"; its name alone when no seat is known. */
export const issuerLine = (issuer: { name: string; seat?: string | undefined }) => [issuer.name, issuer.seat].filter(Boolean).join(', ');

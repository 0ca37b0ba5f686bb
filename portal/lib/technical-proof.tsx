import type { ReactNode } from 'react';
import './technical-proof.css';

/**
 * The one "Technischer Nachweis" / "Technical proof" disclosure of the customer area: raw ids and hashes (a payment's
 * id, a register transaction, a wallet's address) are proof for whoever checks them, not references to read, so each
 * screen keeps them closed in one such place and names the purchase by its order number in the text (issue 41).
 */
export function TechnicalProof({ summary, className, children }: { summary: ReactNode; className?: string; children: ReactNode }) {
  return (
    <details className={className ? `technical-proof ${className}` : 'technical-proof'}>
      <summary>{summary}</summary>
      {children}
    </details>
  );
}

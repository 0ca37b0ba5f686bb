import type { ReactNode, Ref } from 'react';
import './technical-proof.css';

/**
 * The one "Technischer Nachweis" / "Technical proof" disclosure of the customer area: raw ids and hashes (a payment's
 * id, a register transaction, a wallet's address) are proof for whoever checks them, not references to read, so each
 * screen keeps them closed in one such place and names the purchase by its order number in the text (issue 41). A
 * badge's code, with its script's sha384 checksum, is closed in one too: its copy button stays in view.
 */
export function TechnicalProof({
  summary,
  className,
  children,
  ref,
}: {
  summary: ReactNode;
  className?: string;
  children: ReactNode;
  ref?: Ref<HTMLDetailsElement>;
}) {
  return (
    <details ref={ref} className={className ? `technical-proof ${className}` : 'technical-proof'}>
      <summary>{summary}</summary>
      {children}
    </details>
  );
}

import { brandMarkPath } from '#shared/ui/brand-mark-path';

/** The mark as the header draws it (for the certificate page): the square takes the text colour. */
export function SheetBrandMark() {
  return (
    <svg className="brand__mark" viewBox="0 0 32 32" aria-hidden="true" width="30" height="30">
      <rect width="32" height="32" rx="9" fill="currentColor" />
      <path d={brandMarkPath} fill="#fff" />
    </svg>
  );
}

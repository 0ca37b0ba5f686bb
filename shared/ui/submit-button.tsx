import type { ReactNode } from 'react';

/**
 * A submit button that stays focusable while its request runs (aria-disabled, not disabled, so keyboard users keep
 * their place); the form ignores further submits until the request ends.
 */
export function SubmitButton({ pending, children, pendingLabel }: { pending: boolean; children: ReactNode; pendingLabel: string }) {
  return (
    <button type="submit" className="gft-button" part="button" aria-disabled={pending ? 'true' : undefined}>
      {pending ? pendingLabel : children}
    </button>
  );
}

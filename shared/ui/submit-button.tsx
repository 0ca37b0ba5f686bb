import type { ReactNode } from 'react';
import { useForms } from './forms-context';

const alwaysInteractive = () => true;

/**
 * A submit button that stays focusable while its request runs (aria-disabled, not disabled, so keyboard users keep
 * their place); the form ignores further submits until the request ends. Disabled only before the form can handle a
 * submit (see FormsEnvironment.useInteractive), which also keeps Enter in a field from submitting.
 */
export function SubmitButton({ pending, children, pendingLabel }: { pending: boolean; children: ReactNode; pendingLabel: string }) {
  const { useInteractive = alwaysInteractive } = useForms();
  const interactive = useInteractive();
  return (
    <button type="submit" className="gft-button" part="button" disabled={!interactive} aria-disabled={pending ? 'true' : undefined}>
      {pending ? pendingLabel : children}
    </button>
  );
}

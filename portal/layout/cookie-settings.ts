/**
 * "Cookie settings" can be opened from anywhere (the footer's button, the banner's) while the consent component lives in the
 * layout: one tiny channel between them, with no state of its own.
 */
const listeners = new Set<() => void>();

/** Opens the cookie preferences, with the stored choice (or everything optional off). */
export function openCookieSettings(): void {
  for (const listener of listeners) listener();
}

/** Called by the consent component; returns the unsubscribe. */
export function onOpenCookieSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

import { useSyncExternalStore } from 'react';
import type { ToastOptions } from './toast-settings';

// The toaster (react-hot-toast's store and our markup) loads with the first toast: no first render waits for it.
let wanted = false;
const listeners = new Set<() => void>();

/** Shows a toast at the bottom right for 10 seconds. */
export function showToast(message: string, options: ToastOptions = {}): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void import('./toaster').then((toaster) => toaster.pushToast(message, options));
}

/** Whether any toast was asked for yet (the root layout mounts the toaster then). */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}

/** How long a toast stays (SPEC section 9) and how many show at once; read by toasts.ts and the toaster alike. */
export const toastDurationMs = 10_000;
export const maxToasts = 3;

export interface ToastOptions {
  /** The same id replaces rather than stacks. */
  id?: string;
  kind?: 'success' | 'error';
  /** A link in the toast (a path of the portal); such a toast stays until it is closed or its link followed. */
  link?: { to: string; label: string };
}

import { useEffect } from 'react';
import toast, { useToaster } from 'react-hot-toast/headless';
import { usePortalText } from './language';
import { maxToasts, toastDurationMs, type ToastOptions } from './toast-settings';

/** Puts a toast in react-hot-toast's store (called through showToast in toasts.ts). */
export function pushToast(message: string, options: ToastOptions = {}): void {
  const settings = { duration: toastDurationMs, ...(options.id ? { id: options.id } : {}) };
  if (options.kind === 'error') toast.error(message, settings);
  else if (options.kind === 'success') toast.success(message, settings);
  else toast(message, settings);
}

/** Toasts at the bottom right, our own markup and CSS (react-hot-toast's headless store, no injected styles). */
export function Toaster() {
  const { t } = usePortalText();
  const { toasts, handlers } = useToaster();
  const shown = toasts.filter((item) => item.visible);
  const visible = shown.slice(0, maxToasts);
  // More than three at once: the oldest go.
  useEffect(() => {
    for (const item of shown.slice(maxToasts)) toast.dismiss(item.id);
  }, [shown]);
  return (
    <div className="toasts" role="region" aria-label={t('toasts.region')} onMouseEnter={handlers.startPause} onMouseLeave={handlers.endPause}>
      {visible.map((item) => (
        <div key={item.id} className={`toast toast--${item.type}`} role={item.type === 'error' ? 'alert' : 'status'}>
          <p>{typeof item.message === 'string' ? item.message : null}</p>
          <button type="button" className="toast__close" onClick={() => toast.dismiss(item.id)} aria-label={t('toasts.dismiss')}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}

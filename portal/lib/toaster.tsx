import { useEffect } from 'react';
import toast, { useToaster } from 'react-hot-toast/headless';
import { Link } from 'react-router-dom';
import { usePortalText } from './language';
import { maxToasts, toastDurationMs, type ToastOptions } from './toast-settings';
import './toaster.css';

/** Puts a toast in react-hot-toast's store (called through showToast in toasts.ts). */
export function pushToast(message: string, options: ToastOptions = {}): void {
  // A toast with a link waits for the reader: ten seconds are too short to reach it with the keyboard.
  const settings = { duration: options.link ? Infinity : toastDurationMs, ...(options.id ? { id: options.id } : {}) };
  const id =
    options.kind === 'error' ? toast.error(message, settings) : options.kind === 'success' ? toast.success(message, settings) : toast(message, settings);
  if (options.link) links.set(id, options.link);
  else links.delete(id);
}

/** The links of the toasts that have one, by toast id (react-hot-toast keeps only the message). */
const links = new Map<string, NonNullable<ToastOptions['link']>>();

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
          <p>
            {typeof item.message === 'string' ? item.message : null}
            {links.has(item.id) ? <ToastLink id={item.id} link={links.get(item.id) as NonNullable<ToastOptions['link']>} /> : null}
          </p>
          <button type="button" className="toast__close" onClick={() => toast.dismiss(item.id)} aria-label={t('toasts.dismiss')}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}

function ToastLink({ id, link }: { id: string; link: NonNullable<ToastOptions['link']> }) {
  return (
    <>
      {' '}
      <Link className="toast__link" to={link.to} onClick={() => toast.dismiss(id)}>
        {link.label}
      </Link>
    </>
  );
}

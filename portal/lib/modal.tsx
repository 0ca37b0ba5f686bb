import { useLayoutEffect, useRef, type ComponentPropsWithoutRef } from 'react';

type ModalProps = Omit<ComponentPropsWithoutRef<'dialog'>, 'open' | 'onClose'> & {
  /** The browser closed the dialog (Escape, another close request): the caller's state follows and stops rendering it. */
  onClose: () => void;
};

/**
 * A modal dialog, open while it is rendered: the browser's `<dialog>`, opened with `showModal()`. The browser moves focus
 * to its first control, makes the rest of the page inert, closes it on Escape and returns focus to the opener when it
 * closes. A close by the browser calls `onClose`, which the caller's own close button calls too, so React's state and the
 * dialog never disagree. The page behind does not scroll (`:root:has(dialog:modal)` in portal/styles/dialog.css).
 */
export function Modal({ onClose, onCancel, ...props }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const element = dialog.current;
    element?.showModal();
    // A layout effect's cleanup runs while the element is still in the page, so closing it here returns focus.
    return () => element?.close();
  }, []);
  return (
    <dialog
      {...props}
      ref={dialog}
      onCancel={(event) => {
        // Escape (a cancelable close request): React's state closes it at once, and the cleanup's close() returns focus.
        // Left to the browser, the dialog would be closed a task before its close event reached onClose: a press of the
        // opener in between found the state still open and was lost. A caller's onCancel may hold it open.
        onCancel?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        onClose();
      }}
      onClose={(event) => {
        // A close request Escape did not bring (no cancel event), or one the browser would not let be cancelled. Not for the
        // cleanup's close (the element has left the page when its event comes), nor a dialog open again.
        if (event.currentTarget.isConnected && !event.currentTarget.open) onClose();
      }}
    />
  );
}

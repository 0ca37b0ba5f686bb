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
export function Modal({ onClose, ...props }: ModalProps) {
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
      onClose={(event) => {
        // Not for the cleanup's close (the element has left the page when its event comes), nor a dialog open again.
        if (event.currentTarget.isConnected && !event.currentTarget.open) onClose();
      }}
    />
  );
}

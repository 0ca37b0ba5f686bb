import { useEffect, useRef, useState } from 'react';
import './copy-text.css';

type CopyState = 'idle' | 'copied' | 'failed';

export interface CopyLabels {
  copy: string;
  copied: string;
  /** Said when the browser refuses the clipboard: the text is selected for copying by hand. */
  failed: string;
}

/** Selects what an element holds, for copying by hand. */
export function selectContents(element: Element | null) {
  const selection = window.getSelection();
  if (!element || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

/**
 * Copies `text` to the clipboard: `copied` for four seconds, or `failed` where the browser refuses (no permission, an
 * insecure origin, an old browser), and then `onRefused` (which selects the text, so it can be copied by hand).
 */
export function useCopy(text: string, onRefused: () => void) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = async () => {
    window.clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
      timer.current = window.setTimeout(() => setState('idle'), 4000);
    } catch {
      setState('failed');
      onRefused();
    }
  };
  return { state, copy };
}

/**
 * A button that copies `text`, its outcome announced politely beside it; where the browser refuses the clipboard, the
 * element `shown` answers (the text on the page) is selected so it can be copied by hand. `className` styles the
 * button (a ghost button unless told).
 */
export function CopyButton({
  text,
  labels,
  shown,
  className = 'button button--ghost',
}: {
  text: string;
  labels: CopyLabels;
  shown: () => HTMLElement | null;
  className?: string;
}) {
  const { state, copy } = useCopy(text, () => selectContents(shown()));
  return (
    <span className="copy-text__actions">
      <button type="button" className={className} onClick={() => void copy()}>
        {labels.copy}
      </button>
      <span role="status" className={state === 'failed' ? 'copy-status copy-status--failed' : 'copy-status'}>
        {state === 'copied' ? labels.copied : state === 'failed' ? labels.failed : ''}
      </span>
    </span>
  );
}

/** A text (a wallet address) with a copy button (CopyButton). */
export function CopyText({ text, labels, valueClassName = 'copy-text' }: { text: string; labels: CopyLabels; valueClassName?: string }) {
  const shown = useRef<HTMLElement>(null);
  return (
    <>
      <code className={valueClassName} ref={shown}>
        {text}
      </code>
      <CopyButton text={text} labels={labels} shown={() => shown.current} />
    </>
  );
}

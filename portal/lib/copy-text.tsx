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
 * A text (a wallet address, or a link when `href` is given) with a copy button. The outcome is announced politely; where the browser refuses
 * the clipboard, the text is selected so it can be copied by hand.
 */
export function CopyText({ text, labels, href, valueClassName = 'copy-text' }: { text: string; labels: CopyLabels; href?: string; valueClassName?: string }) {
  const shown = useRef<HTMLElement>(null);
  const { state, copy } = useCopy(text, () => selectContents(shown.current));
  return (
    <>
      {href ? (
        <a className={valueClassName} href={href} ref={(element) => void (shown.current = element)}>
          {text}
        </a>
      ) : (
        <code className={valueClassName} ref={shown}>
          {text}
        </code>
      )}
      <span className="copy-text__actions">
        <button type="button" className="button button--ghost" onClick={() => void copy()}>
          {labels.copy}
        </button>
        <span role="status" className={state === 'failed' ? 'copy-status copy-status--failed' : 'copy-status'}>
          {state === 'copied' ? labels.copied : state === 'failed' ? labels.failed : ''}
        </span>
      </span>
    </>
  );
}

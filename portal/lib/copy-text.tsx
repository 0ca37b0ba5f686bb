import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { TechnicalProof } from './technical-proof';
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

/**
 * A code to paste into a website (a badge's snippet), shown whole under its caption, then `note` (if any) and its copy
 * button. The code scrolls sideways where a line is too long (a phone): no URL, no ID breaks. `collapsed`: the code
 * (its script's sha384 checksum a hash to check, not a text to read) behind the one technical-proof disclosure, its
 * caption the summary; the notes and the copy button stay in view, and a refused clipboard opens it to select the code.
 */
export function CodeCopy({
  caption,
  code,
  labels,
  note,
  collapsed = false,
}: {
  caption: string;
  code: string;
  labels: CopyLabels;
  note?: ReactNode;
  collapsed?: boolean;
}) {
  const element = useRef<HTMLElement>(null);
  const disclosure = useRef<HTMLDetailsElement>(null);
  const block = (
    <pre className="code-copy__code" tabIndex={0}>
      <code ref={element}>{code}</code>
    </pre>
  );
  const shown = () => {
    if (disclosure.current) disclosure.current.open = true;
    return element.current;
  };
  return (
    <>
      {collapsed ? (
        <TechnicalProof ref={disclosure} summary={caption} className="code-copy__proof">
          <figure className="code-copy">{block}</figure>
        </TechnicalProof>
      ) : (
        <figure className="code-copy">
          <figcaption className="code-copy__label">{caption}</figcaption>
          {block}
        </figure>
      )}
      {note}
      <CopyButton text={code} shown={shown} labels={labels} />
    </>
  );
}

/** `0x493fecc1…9bf1c4a172`: a long value shortened in the middle, its start and its end kept (what people compare). */
export const shortenMiddle = (text: string, head = 8, tail = 8) => (text.length > head + tail + 3 ? `${text.slice(0, head)}…${text.slice(-tail)}` : text);

/**
 * A long value (a wallet address, a transaction's hash) shortened in the middle on one line, with a button that copies
 * the whole value. The whole value is its title (a pointer shows it), what a screen reader reads and what prints;
 * where the browser refuses the clipboard, it is shown with the message, selected, for copying by hand. `icon` makes
 * the button a small copy icon, labelled with `labels.copy`.
 */
export function ShortCopyText({ text, labels, icon = false }: { text: string; labels: CopyLabels; icon?: boolean }) {
  const full = useRef<HTMLElement>(null);
  // Refused: the whole value is shown in the message, then selected (again at each refusal).
  const [refusals, setRefusals] = useState(0);
  const { state, copy } = useCopy(text, () => setRefusals((count) => count + 1));
  useEffect(() => {
    if (refusals > 0) selectContents(full.current);
  }, [refusals]);
  const short = shortenMiddle(text);
  return (
    <span className="short-copy">
      <span className="short-copy__row">
        {short === text ? (
          <code className="short-copy__value">{text}</code>
        ) : (
          <code className="short-copy__value" title={text}>
            <span className="short-copy__short" aria-hidden="true">
              {short}
            </span>
            <span className="short-copy__full">{text}</span>
          </code>
        )}
        <button
          type="button"
          className={icon ? 'icon-button' : 'button button--ghost'}
          aria-label={icon ? labels.copy : undefined}
          title={icon ? labels.copy : undefined}
          onClick={() => void copy()}
        >
          {icon ? state === 'copied' ? <Check className="icon" aria-hidden="true" /> : <Copy className="icon" aria-hidden="true" /> : labels.copy}
        </button>
      </span>
      <span role="status" className={state === 'failed' ? 'copy-status copy-status--failed' : 'copy-status'}>
        {state === 'copied' ? labels.copied : null}
        {state === 'failed' ? (
          <>
            {labels.failed}{' '}
            <code className="short-copy__refused" ref={full}>
              {text}
            </code>
          </>
        ) : null}
      </span>
    </span>
  );
}

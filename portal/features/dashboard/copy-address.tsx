import { useEffect, useRef, useState } from 'react';
import { usePortalText } from '../../lib/language';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The wallet address with a copy button. The outcome is announced politely; where the browser refuses the clipboard
 * (no permission, an insecure origin, an old browser), the address is selected so the visitor can copy it by hand.
 */
export function CopyAddress({ address }: { address: string }) {
  const { t } = usePortalText();
  const [state, setState] = useState<CopyState>('idle');
  const text = useRef<HTMLElement>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    window.clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(address);
      setState('copied');
      timer.current = window.setTimeout(() => setState('idle'), 4000);
    } catch {
      setState('failed');
      const element = text.current;
      const selection = window.getSelection();
      if (element && selection) {
        const range = document.createRange();
        range.selectNodeContents(element);
        selection.removeAllRanges();
        selection.addRange(range);
      }
    }
  };

  return (
    <>
      <code className="wallet-address" ref={text}>
        {address}
      </code>
      <span className="wallet-address__actions">
        <button type="button" className="button button--ghost" onClick={() => void copy()}>
          {t('dashboard.overview.wallet.copy')}
        </button>
        <span role="status" className={state === 'failed' ? 'copy-status copy-status--failed' : 'copy-status'}>
          {state === 'copied' ? t('dashboard.overview.wallet.copied') : state === 'failed' ? t('dashboard.overview.wallet.copyFailed') : ''}
        </span>
      </span>
    </>
  );
}

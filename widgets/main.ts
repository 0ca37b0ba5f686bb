/**
 * The widget bundle: `<script type="module" src="https://HOST/widgets/gft-widgets.js" data-api-base="https://API">`.
 * Defines four elements and nothing else global: <gft-certificate-verify>, <gft-token-lead>, <gft-contact-form>,
 * <gft-forest-meeting>. Each element's code is loaded only when the element appears on the page.
 */
import { setScriptApiBase } from './lib/script-defaults';

const loaders: Record<string, () => Promise<unknown>> = {
  'gft-certificate-verify': () => import('./certificate-verify/define'),
  'gft-token-lead': () => import('./token-lead/define'),
  'gft-contact-form': () => import('./contact-form/define'),
  'gft-forest-meeting': () => import('./forest-meeting/define'),
};

const ownScript = Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]')).find((script) => script.src === import.meta.url);
setScriptApiBase(ownScript?.dataset.apiBase);

const waiting = new Set(Object.keys(loaders).filter((tag) => !customElements.get(tag)));

function load(tag: string): void {
  if (!waiting.delete(tag)) return;
  loaders[tag]?.().catch((error: unknown) => {
    console.error(`[gft-widgets] could not load <${tag}>`, error);
    waiting.add(tag);
  });
}

function scan(root: ParentNode): void {
  for (const tag of waiting) if (root.querySelector(tag)) load(tag);
}

scan(document);
if (waiting.size > 0) {
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (waiting.has(node.localName)) load(node.localName);
        if (waiting.size > 0 && node.firstElementChild) scan(node);
      }
    }
    if (waiting.size === 0) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

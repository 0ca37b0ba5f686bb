/**
 * Settings read from the `<script src="…/gft-widgets.js" data-api-base="…">` that loaded the bundle; an element's
 * attributes override them. Read here, by the chunks, so that the loader itself imports nothing and runs at once.
 */
let script: HTMLScriptElement | null | undefined;

/** The loader's URL (this module is one folder below it, in chunks/). */
export const bundleUrl = () => new URL(/* @vite-ignore */ '../gft-widgets.js', import.meta.url).href;

/** The script element that loaded the bundle, found by the loader's URL. */
function loaderScript(): HTMLScriptElement | null {
  if (script === undefined) {
    const loader = bundleUrl();
    script = Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]')).find((candidate) => candidate.src.split('?')[0] === loader) ?? null;
  }
  return script;
}

/** The script's `data-api-base`. */
export const scriptApiBase = (): string | undefined => loaderScript()?.dataset.apiBase?.trim() || undefined;

/** The script's `data-verify-url`: where <gft-certificate-badge> links to. */
export const scriptVerifyUrl = (): string | undefined => loaderScript()?.dataset.verifyUrl?.trim() || undefined;

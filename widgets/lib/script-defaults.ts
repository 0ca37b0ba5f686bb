/**
 * Settings read from the `<script src="…/gft-widgets.js" data-api-base="…">` that loaded the bundle; an element's
 * attributes override them. Read here, by the chunks, so that the loader itself imports nothing and runs at once.
 */
let apiBase: string | null | undefined;

/** The script's `data-api-base`, found by the loader's URL (this module is one folder below it, in chunks/). */
export function scriptApiBase(): string | undefined {
  if (apiBase === undefined) {
    const loader = new URL(/* @vite-ignore */ '../gft-widgets.js', import.meta.url).href;
    const script = Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]')).find((candidate) => candidate.src.split('?')[0] === loader);
    apiBase = script?.dataset.apiBase?.trim() || null;
  }
  return apiBase ?? undefined;
}

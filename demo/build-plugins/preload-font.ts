import type { Plugin } from 'vite';

/** The portal's typeface file (Figtree, Latin, variable weight), declared in portal/styles/tokens.css. */
const fontFile = 'figtree-latin-wght-normal';

/**
 * Preloads the typeface in the portal's HTML: the font file starts with the HTML instead of after the CSS, so the
 * text rarely paints twice. The file name carries Vite's hash, known only once the bundle is written; fails the
 * build if the file is missing (a renamed package file must not silently drop the preload).
 */
export function preloadFont(): Plugin {
  return {
    name: 'gft-preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const file = Object.values(context.bundle ?? {}).find((output) => output.fileName.includes(fontFile) && output.fileName.endsWith('.woff2'));
        if (!file) throw new Error(`gft-preload-font: ${fontFile}.woff2 is not in the bundle; see demo/build-plugins/preload-font.ts`);
        return [
          { tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file.fileName}`, crossorigin: '' }, injectTo: 'head-prepend' },
        ];
      },
    },
  };
}

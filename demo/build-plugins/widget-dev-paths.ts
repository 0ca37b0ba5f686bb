import type { Plugin } from 'vite';
import { sandboxUrl } from './shared.ts';

/** In the widgets dev server, serve the demo pages and the widget entry at their production paths. */
export function widgetDevPaths(): Plugin {
  return {
    name: 'gft-widget-dev-paths',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url === '/widgets/gft-widgets.js') req.url = '/widgets/main.ts';
        else if (req.url === '/demo' || req.url === '/demo/') req.url = '/demo/pages/index.html';
        else if (req.url?.startsWith('/demo/') && !req.url.startsWith('/demo/pages/')) req.url = `/demo/pages/${req.url.slice('/demo/'.length)}`;
        next();
      });
    },
    transformIndexHtml: (html) => html.replaceAll('%GFT_API_BASE%', sandboxUrl()),
  };
}

import type { Plugin } from 'vite';
import { configElementId, configFromEnv } from '#shared/config/config.ts';
import { exampleImprint } from '../example-provider.ts';
import { sandboxUrl } from './shared.ts';

/**
 * Puts the runtime configuration into the portal's HTML in dev, as `npm start`'s server does in production: the
 * demo's example provider on the imprint unless GFT_IMPRINT_JSON names one, as its sandbox prints on the PDFs.
 */
export function injectConfig(): Plugin {
  return {
    name: 'gft-inject-config',
    apply: 'serve',
    transformIndexHtml(html) {
      const json = JSON.stringify(configFromEnv(process.env, { apiBase: sandboxUrl(), imprint: exampleImprint })).replace(/</g, '\\u003c');
      return html.replace('<!--gft-config-->', `<script id="${configElementId}" type="application/json">${json}</script>`);
    },
  };
}

import type { Plugin } from 'vite';
import { configElementId, configFromEnv } from '#shared/config/config.ts';
import { sandboxUrl } from './shared.ts';

/** Puts the runtime configuration into the portal's HTML in dev, as `npm start`'s server does in production. */
export function injectConfig(): Plugin {
  return {
    name: 'gft-inject-config',
    apply: 'serve',
    transformIndexHtml(html) {
      const json = JSON.stringify(configFromEnv(process.env, { apiBase: sandboxUrl() })).replace(/</g, '\\u003c');
      return html.replace('<!--gft-config-->', `<script id="${configElementId}" type="application/json">${json}</script>`);
    },
  };
}

/**
 * The imprint's lines as the page shows them, the same on the server (the fill step writes them into the prerendered
 * page) and in the browser: the configured line (`GFT_IMPRINT_JSON`), or a marked placeholder that says a deployment
 * fills it in. No React: the web server imports it.
 */
import type { AppConfig, imprintKeys } from '#shared/config/config';

export type ImprintKey = (typeof imprintKeys)[number];

export function imprintLineOf(config: AppConfig, key: ImprintKey, t: (key: string) => string): string {
  return config.imprint[key] || t('pages.impressum.missing');
}

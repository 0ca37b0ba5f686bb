import { configElementId, ConfigError, parseAppConfig, type AppConfig } from '#shared/config/config';

export type ConfigResult = { ok: true; config: AppConfig } | { ok: false; problems: string[] };

/** Reads the configuration the server put into the page; a missing or bad one is reported, not thrown. */
export function readConfig(doc: Document): ConfigResult {
  const element = doc.getElementById(configElementId);
  if (!element?.textContent) return { ok: false, problems: [`the page has no #${configElementId} element`] };
  try {
    return { ok: true, config: parseAppConfig(JSON.parse(element.textContent)) };
  } catch (error) {
    return { ok: false, problems: error instanceof ConfigError ? error.problems : ['the configuration is not valid JSON'] };
  }
}

import tokenIndexes from '#shared/i18n/locales/de/token-indexes.json';

/** The German texts of the token indexes page (under `dashboard.tokenIndexes`), loaded with it. */
export const bundles = [tokenIndexes];

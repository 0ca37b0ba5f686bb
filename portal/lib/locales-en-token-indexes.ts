import tokenIndexes from '#shared/i18n/locales/en/token-indexes.json';

/** The English texts of the token indexes page (under `dashboard.tokenIndexes`), loaded with it. */
export const bundles = [tokenIndexes];

import buy from '#shared/i18n/locales/de/buy.json';

/** The German texts of the buy screens, loaded with the first of them. */
export const bundles = [buy];

import buy from '#shared/i18n/locales/en/buy.json';

/** The English texts of the buy screens, loaded with the first of them. */
export const bundles = [buy];

import cookies from '#shared/i18n/locales/en/cookies.json';

/** The English texts of the cookie preferences, loaded when they open. */
export const bundles = [cookies];

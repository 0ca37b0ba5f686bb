import cookies from '#shared/i18n/locales/de/cookies.json';

/** The German texts of the cookie preferences, loaded when they open. */
export const bundles = [cookies];

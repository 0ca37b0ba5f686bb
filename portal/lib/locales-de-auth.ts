import auth from '#shared/i18n/locales/de/auth.json';

/** The German texts of the account screens, loaded with the first of them. */
export const bundles = [auth];

import auth from '#shared/i18n/locales/en/auth.json';

/** The English texts of the account screens, loaded with the first of them. */
export const bundles = [auth];

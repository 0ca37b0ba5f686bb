import pages from '#shared/i18n/locales/en/pages.json';

/** The English copy of the public pages other than the home page, loaded with the first of them. */
export const bundles = [pages];

import pages from '#shared/i18n/locales/de/pages.json';

/** The German copy of the public pages other than the home page, loaded with the first of them. */
export const bundles = [pages];

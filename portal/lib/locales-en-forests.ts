import forests from '#shared/i18n/locales/en/forests.json';

/** The English texts of the public forest pages and cards. */
export const bundles = [forests];

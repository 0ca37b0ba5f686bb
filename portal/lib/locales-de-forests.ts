import forests from '#shared/i18n/locales/de/forests.json';

/** The German texts of the public forest pages and cards. */
export const bundles = [forests];

import compensate from '#shared/i18n/locales/de/compensate.json';

/** The German texts of the compensation page, loaded with it. */
export const bundles = [compensate];

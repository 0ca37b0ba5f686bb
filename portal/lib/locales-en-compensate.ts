import compensate from '#shared/i18n/locales/en/compensate.json';

/** The English texts of the compensation page, loaded with it. */
export const bundles = [compensate];

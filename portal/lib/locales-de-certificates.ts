import certificates from '#shared/i18n/locales/de/certificates.json';

/** The German texts of the certificate page, loaded with it. */
export const bundles = [certificates];

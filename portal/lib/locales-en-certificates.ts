import certificates from '#shared/i18n/locales/en/certificates.json';

/** The English texts of the certificate page, loaded with it. */
export const bundles = [certificates];

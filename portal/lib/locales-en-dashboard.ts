import dashboard from '#shared/i18n/locales/en/dashboard.json';

/** The English texts of the customer area's frame and pages, loaded with the frame. */
export const bundles = [dashboard];

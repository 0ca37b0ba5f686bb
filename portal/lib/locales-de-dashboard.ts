import dashboard from '#shared/i18n/locales/de/dashboard.json';

/** The German texts of the customer area's frame and pages, loaded with the frame. */
export const bundles = [dashboard];

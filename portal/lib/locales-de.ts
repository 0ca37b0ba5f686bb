import account from '#shared/i18n/locales/de/account.json';
import common from '#shared/i18n/locales/de/common.json';
import portal from '#shared/i18n/locales/de/portal.json';

/** The German texts every screen needs. */
export const bundles = [common, account, portal];

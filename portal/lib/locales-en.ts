import account from '#shared/i18n/locales/en/account.json';
import common from '#shared/i18n/locales/en/common.json';
import portal from '#shared/i18n/locales/en/portal.json';

/** The English texts every screen needs. */
export const bundles = [common, account, portal];

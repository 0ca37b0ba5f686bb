import transactions from '#shared/i18n/locales/de/transactions.json';

/** The German texts of the transaction screens, loaded with the first of them. */
export const bundles = [transactions];

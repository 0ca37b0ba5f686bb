import transactions from '#shared/i18n/locales/en/transactions.json';

/** The English texts of the transaction screens, loaded with the first of them. */
export const bundles = [transactions];

/**
 * Validation messages are i18n keys, translated at render. Imported as one namespace (`v` of ./common.ts), each its own
 * export: a bundle keeps the keys its schemas use, not all of them (a badge needs five).
 */
export const required = 'validation.required';
export const email = 'validation.email';
export const tooLong = 'validation.tooLong';
export const number = 'validation.number';
export const integer = 'validation.integer';
export const positive = 'validation.positive';
export const date = 'validation.date';
export const time = 'validation.time';
export const url = 'validation.url';
export const consent = 'validation.consent';
export const terms = 'validation.terms';
/** The account's deletion: the box that says what is lost, not ticked. */
export const deletionUnderstood = 'validation.deletionUnderstood';
export const latitude = 'validation.latitude';
export const longitude = 'validation.longitude';
export const endAfterStart = 'validation.endAfterStart';
export const co2Max = 'validation.co2Max';
export const co2Decimals = 'validation.co2Decimals';
export const belowCompensated = 'validation.belowCompensated';
export const contractTerm = 'validation.contractTerm';
/** @public The meeting forms name it by its key: a form's first render imports no schema module, not even this one. */
export const datePast = 'validation.datePast';
export const passwordLength = 'validation.passwordLength';
export const passwordMatch = 'validation.passwordMatch';
export const code = 'validation.code';
export const cardNumber = 'validation.cardNumber';
export const cardExpiry = 'validation.cardExpiry';
export const cvv = 'validation.cvv';
export const choice = 'validation.choice';
export const tooMany = 'validation.tooMany';
export const invalid = 'validation.invalid';
export const stockLeft = 'validation.stockLeft';
export const cardExpired = 'validation.cardExpired';
export const controlChars = 'validation.controlChars';

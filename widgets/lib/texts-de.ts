/** The texts every element needs, in one language; loaded on their own so a page fetches only its language's. */
import common from '#shared/i18n/locales/de/common.json';
import forms from '#shared/i18n/locales/de/forms.json';

export default [common, forms] as object[];

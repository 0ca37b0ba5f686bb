/**
 * The texts every element needs, in one language, and the own texts of the elements whose texts are small (the
 * verification, the token lead, the contact form: about 200 bytes brotli more on a page with one of them, and one
 * request fewer before its first render); loaded on their own so a page fetches only its language's. The meeting's
 * own texts, a kilobyte, are a chunk of their own.
 */
import common from '#shared/i18n/locales/de/common.json';
import forms from '#shared/i18n/locales/de/forms.json';
import contact from '#shared/i18n/locales/de/contact.json';
import lead from '#shared/i18n/locales/de/lead.json';
import verify from '#shared/i18n/locales/de/verify.json';

export default [common, forms, verify, lead, contact] as object[];

import contact from '#shared/i18n/locales/en/contact.json';
import forms from '#shared/i18n/locales/en/forms.json';
import lead from '#shared/i18n/locales/en/lead.json';
import meeting from '#shared/i18n/locales/en/meeting.json';
import verify from '#shared/i18n/locales/en/verify.json';

/** The English texts of the shared forms, loaded with the first screen that shows one. */
export const bundles = [forms, verify, lead, contact, meeting];

import contact from '#shared/i18n/locales/de/contact.json';
import forms from '#shared/i18n/locales/de/forms.json';
import lead from '#shared/i18n/locales/de/lead.json';
import meeting from '#shared/i18n/locales/de/meeting.json';
import verify from '#shared/i18n/locales/de/verify.json';

/** The German texts of the shared forms, loaded with the first screen that shows one. */
export const bundles = [forms, verify, lead, contact, meeting];

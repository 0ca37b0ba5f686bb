import type { FieldIssue } from '#shared/api/schemas/common';
import account from '#shared/i18n/locales/en/account.json';
import en from '#shared/i18n/locales/en/common.json';
import forms from '#shared/i18n/locales/en/forms.json';
import certificates from '#shared/i18n/locales/en/certificates.json';
import projects from '#shared/i18n/locales/en/projects.json';

// The portal's messages (account.json), the widgets' (common.json) and the forms' (forms.json), as the portal merges
// them; projects.json has the server-side printable check's message, certificates.json the impact page's name's.
const validationTexts: Record<string, string> = {
  ...certificates.validation,
  ...projects.validation,
  ...en.validation,
  ...account.validation,
  ...forms.validation,
};

/** A validation message key (`validation.email`, values after `?` dropped) in English; the key itself when it has no text. */
export const validationText = (key: string): string => validationTexts[key.replace(/^validation\./, '').replace(/\?.*$/, '')] ?? key;

/** One readable English sentence for the 400's `message`. */
export function describeIssues(issues: FieldIssue[]): string {
  const parts = issues.slice(0, 5).map((issue) => `${issue.path || 'body'}: ${validationTexts[issue.message.replace(/^validation\./, '')] ?? issue.message}`);
  return `Invalid request. ${parts.join('; ')}${issues.length > 5 ? `; and ${issues.length - 5} more` : ''}`;
}

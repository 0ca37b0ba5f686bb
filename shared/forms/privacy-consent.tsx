import { CheckboxField } from '../ui/choice-fields';
import { safeUrl } from '../api/url';
import { useForms } from '../ui/forms-context';

/**
 * The required privacy consent, with a link to the privacy policy when one is configured. `label` when the consent is
 * for more than handling the request (the lead form's e-mails about new forests and sale rounds).
 */
export function PrivacyConsent({
  id,
  checked,
  onChange,
  error,
  privacyUrl,
  label,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
  privacyUrl?: string | undefined;
  label?: string;
}) {
  const { t } = useForms();
  return (
    <CheckboxField
      id={id}
      label={label ?? t('forms.privacyConsent')}
      checked={checked}
      onChange={onChange}
      error={error}
      required
      hint={safeUrl(privacyUrl) ? <PrivacyLink privacyUrl={privacyUrl} /> : undefined}
    />
  );
}

/** The privacy policy's link, opened in a new tab so nothing typed in the form is lost; nothing when none is configured. */
export function PrivacyLink({ privacyUrl }: { privacyUrl?: string | undefined }) {
  const { t } = useForms();
  const href = safeUrl(privacyUrl);
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer" part="link">
      {t('forms.privacyLink')} <span className="gft-visually-hidden">{t('forms.opensInNewTab')}</span>
    </a>
  ) : null;
}

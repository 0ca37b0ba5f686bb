import { CheckboxField } from '../ui/choice-fields';
import { safeUrl } from '../api/url';
import { useForms } from '../ui/forms-context';

/** The required privacy consent, with a link to the privacy policy when one is configured. */
export function PrivacyConsent({
  id,
  checked,
  onChange,
  error,
  privacyUrl,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
  privacyUrl?: string | undefined;
}) {
  const { t } = useForms();
  const href = safeUrl(privacyUrl);
  return (
    <CheckboxField
      id={id}
      label={t('forms.privacyConsent')}
      checked={checked}
      onChange={onChange}
      error={error}
      required
      hint={
        href ? (
          <a href={href} target="_blank" rel="noopener noreferrer" part="link">
            {t('forms.privacyLink')} <span className="gft-visually-hidden">{t('forms.opensInNewTab')}</span>
          </a>
        ) : undefined
      }
    />
  );
}

import { CheckboxField } from '../ui/fields';
import { useForms } from '../ui/forms-context';

/**
 * A URL safe to link to: http(s) only; anything else (a typo, `javascript:`) is dropped. Relative URLs resolve
 * against the page unless `absolute` is asked for.
 */
export function safeUrl(value: string | undefined | null, absolute = false): string | null {
  if (!value) return null;
  try {
    const url = absolute ? new URL(value) : new URL(value, globalThis.location?.href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The required privacy consent, with a link to the privacy policy when one is configured. */
export function PrivacyConsent({ id, checked, onChange, error, privacyUrl }: { id: string; checked: boolean; onChange: (checked: boolean) => void; error?: string | undefined; privacyUrl?: string | undefined }) {
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

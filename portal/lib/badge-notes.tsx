import { usePortalText } from '#portal/lib/language';
import { localAddresses } from '#portal/lib/widget-release';

/**
 * What stands under a badge's code, wherever a customer copies one (certificate page, profile): how to word the text
 * beside it, as the directive (EU) 2024/825 allows it, and, for a sandbox's code, whose addresses it names.
 */
export function BadgeNotes({ snippet }: { snippet: string }) {
  const { t } = usePortalText();
  const local = localAddresses(snippet);
  return (
    <>
      <p className="notice notice--warning">{t('certificates.badge.usage')}</p>
      {local.length > 0 ? <p className="notice">{t('certificates.badge.local', { addresses: local.join(', '), count: local.length })}</p> : null}
    </>
  );
}

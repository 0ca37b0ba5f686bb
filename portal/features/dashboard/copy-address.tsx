import { ShortCopyText } from '#portal/lib/copy-text';
import { usePortalText } from '#portal/lib/language';

/** The wallet address shortened in the middle, the whole one its title and what the copy button copies (shown and selected where the browser refuses the clipboard). */
export function CopyAddress({ address }: { address: string }) {
  const { t } = usePortalText();
  return (
    <ShortCopyText
      text={address}
      labels={{ copy: t('dashboard.overview.wallet.copy'), copied: t('dashboard.overview.wallet.copied'), failed: t('dashboard.overview.wallet.copyFailed') }}
    />
  );
}

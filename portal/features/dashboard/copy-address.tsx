import { CopyText } from '#portal/lib/copy-text';
import { usePortalText } from '#portal/lib/language';

/** The wallet address with a copy button (selected for copying by hand where the browser refuses the clipboard). */
export function CopyAddress({ address }: { address: string }) {
  const { t } = usePortalText();
  return (
    <CopyText
      text={address}
      valueClassName="wallet-address"
      labels={{ copy: t('dashboard.overview.wallet.copy'), copied: t('dashboard.overview.wallet.copied'), failed: t('dashboard.overview.wallet.copyFailed') }}
    />
  );
}

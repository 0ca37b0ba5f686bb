import type { Ref } from 'react';
import { usePortalText } from '#portal/lib/language';
import { localAddresses } from '#portal/lib/widget-release';
import './local-address.css';

/** Whether an address a customer is shown is this computer's: the sandbox's own origin, where no GFT_SITE_URL is set. */
export const isLocalAddress = (url: string) => localAddresses(url).length > 0;

/**
 * A page's address on this computer (`npm start` without GFT_SITE_URL), in one labelled notice rather than as the
 * page's public address in the text: the published site names its own there, from the configured origin.
 */
export function LocalAddressNotice({ url, addressRef }: { url: string; addressRef?: Ref<HTMLElement> }) {
  const { t } = usePortalText();
  return (
    <p className="notice local-address">
      {t('impact.page.localAddress')} <code ref={addressRef}>{url}</code>
    </p>
  );
}

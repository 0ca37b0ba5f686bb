import { useId, useRef } from 'react';
import { CopyButton } from '#portal/lib/copy-text';
import { usePortalText } from '#portal/lib/language';
import { isLocalAddress, LocalAddressNotice } from '#portal/lib/local-address';
import { siteOrigin } from '#portal/lib/page-head';
import { localized, paramPaths } from '#portal/lib/paths';

/** "Share this page": its address in the visitor's language (without a badge's `?certificate=`), to copy. */
export function ImpactShare({ name }: { name: string }) {
  const { t, language } = usePortalText();
  const id = useId();
  const shown = useRef<HTMLElement>(null);
  // The site's public origin (GFT_SITE_URL), not the address the page happens to be opened on.
  const url = new URL(localized(language, paramPaths.impact.href({ id: name })), siteOrigin()).href;
  return (
    <section className="impact-page__section" aria-labelledby={id}>
      <h2 id={id}>{t('impact.page.share')}</h2>
      {isLocalAddress(url) ? (
        <LocalAddressNotice url={url} addressRef={shown} />
      ) : (
        <p className="impact-page__share">
          <span className="impact-page__label">{t('impact.page.shareLink')}</span> <code ref={shown}>{url}</code>
        </p>
      )}
      <CopyButton
        text={url}
        shown={() => shown.current}
        labels={{ copy: t('impact.page.copyLink'), copied: t('impact.page.copiedLink'), failed: t('impact.page.copyFailed') }}
      />
    </section>
  );
}

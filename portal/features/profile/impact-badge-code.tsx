import { useId, useState } from 'react';
import type { ImpactPublic } from '#shared/api/schemas/impact';
import { BadgeNotes } from '#portal/lib/badge-notes';
import { badgeSnippet } from '#portal/lib/badge-snippet';
import { CodeCopy } from '#portal/lib/copy-text';
import { usePortalText } from '#portal/lib/language';
import { siteOrigin } from '#portal/lib/page-head';
import { Loaded } from '#portal/lib/queries';
import { useServices } from '#portal/lib/services';
import { loaderScript, useWidgetRelease } from '#portal/lib/widget-release';
import { useOwnImpactPage } from './api/impact-setting';

/** The widget bundle on the portal's own origin, as the certificate page's badge code has it. */
const bundlePath = '/widgets/gft-widgets.js';

/**
 * The owner's badge code for the public page (`url`, its saved address): for the owner's website only, so it is here in
 * the profile and not on the public page, which every visitor reads. Its certificates are the page's own (the valid
 * ones, as the public call answers them).
 */
export function ImpactBadgeSection({ name, url }: { name: string; url: string }) {
  const { t, language } = usePortalText();
  const page = useOwnImpactPage(name, language);
  const id = useId();
  return (
    <section className="profile-impact__badge" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('impact.page.badge')}</h3>
      <Loaded query={page}>
        {(data) => (data.certificates.length > 0 ? <ImpactBadgeCode certificates={data.certificates} url={url} /> : <p>{t('impact.page.badgeNone')}</p>)}
      </Loaded>
    </section>
  );
}

/**
 * The code of a certificate's badge whose link leads to the public page (the badge's `verify-url`, which adds
 * `?certificate=ID`; the page marks that certificate), with a choice of certificate when there are several.
 */
function ImpactBadgeCode({ certificates, url }: { certificates: ImpactPublic['certificates']; url: string }) {
  const { t } = usePortalText();
  const { config } = useServices();
  const release = useWidgetRelease();
  const id = useId();
  const [chosen, setChosen] = useState(certificates[0]?.id ?? '');
  const certificate = certificates.find((entry) => entry.id === chosen) ?? certificates[0];
  if (!certificate) return null;
  const snippet = badgeSnippet({
    // The site's public origin (GFT_SITE_URL), as the certificate page's badge code has it.
    script: loaderScript(siteOrigin(), release, bundlePath),
    apiBase: config.apiBase,
    id: certificate.id,
    size: 'small',
    theme: 'light',
    verifyUrl: url,
  });
  return (
    <>
      <p>{t('impact.page.badgeIntro')}</p>
      {certificates.length > 1 ? (
        <p className="profile-impact__choice">
          <label htmlFor={`${id}-certificate`}>{t('impact.page.badgeCertificate')}</label>
          <select id={`${id}-certificate`} value={certificate.id} onChange={(event) => setChosen(event.target.value)}>
            {certificates.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.id}: {entry.project}
              </option>
            ))}
          </select>
        </p>
      ) : null}
      <CodeCopy
        caption={t('impact.page.badgeCode')}
        code={snippet}
        labels={{ copy: t('impact.page.copyBadge'), copied: t('impact.page.copiedBadge'), failed: t('impact.page.copyFailed') }}
        note={<BadgeNotes snippet={snippet} />}
        collapsed
      />
    </>
  );
}

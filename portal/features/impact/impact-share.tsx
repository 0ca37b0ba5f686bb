import { useId, useRef, useState } from 'react';
import type { ImpactPublic } from '#shared/api/schemas/impact';
import { badgeSnippet } from '#portal/lib/badge-snippet';
import { CopyButton } from '#portal/lib/copy-text';
import { usePortalText } from '#portal/lib/language';
import { localized, paramPaths } from '#portal/lib/paths';
import { useServices } from '#portal/lib/services';
import { loaderScript, useWidgetRelease } from '#portal/lib/widget-release';

/** The widget bundle on the portal's own origin, as the certificate page's badge code has it. */
const bundlePath = '/widgets/gft-widgets.js';

/** The page's own address in the visitor's language, without the query (a badge's `?certificate=`). */
function usePageUrl(name: string) {
  const { language } = usePortalText();
  return `${window.location.origin}${localized(language, paramPaths.impact.href({ id: name }))}`;
}

/**
 * The code of a certificate's badge whose link leads to this page (the badge's `verify-url`, which adds
 * `?certificate=ID`; the page marks that certificate), with a choice of certificate when there are several.
 */
export function ImpactBadgeCode({ name, certificates }: { name: string; certificates: ImpactPublic['certificates'] }) {
  const { t } = usePortalText();
  const { config } = useServices();
  const release = useWidgetRelease();
  const id = useId();
  const [chosen, setChosen] = useState(certificates[0]?.id ?? '');
  const code = useRef<HTMLElement>(null);
  const pageUrl = usePageUrl(name);
  const certificate = certificates.find((entry) => entry.id === chosen) ?? certificates[0];
  if (!certificate) return null;
  const snippet = badgeSnippet({
    script: loaderScript(window.location.origin, release, bundlePath),
    apiBase: config.apiBase,
    id: certificate.id,
    size: 'small',
    theme: 'light',
    verifyUrl: pageUrl,
  });
  return (
    <section className="impact-page__section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('impact.page.badge')}</h2>
      <p>{t('impact.page.badgeIntro')}</p>
      {certificates.length > 1 ? (
        <p className="impact-page__choice">
          <label htmlFor={`${id}-certificate`}>{t('impact.page.certificates')}</label>
          <select id={`${id}-certificate`} value={certificate.id} onChange={(event) => setChosen(event.target.value)}>
            {certificates.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.id}: {entry.project}
              </option>
            ))}
          </select>
        </p>
      ) : null}
      {/* The code scrolls sideways where a line is too long (a phone): no URL, no ID breaks. */}
      <figure className="impact-page__figure">
        <figcaption className="impact-page__label">{t('impact.page.badgeCode')}</figcaption>
        <pre className="impact-page__code" tabIndex={0}>
          <code ref={code}>{snippet}</code>
        </pre>
      </figure>
      <CopyButton
        text={snippet}
        shown={() => code.current}
        labels={{ copy: t('impact.page.copyBadge'), copied: t('impact.page.copiedBadge'), failed: t('impact.page.copyFailed') }}
      />
    </section>
  );
}

/** "Share this page": its address to copy. */
export function ImpactShare({ name }: { name: string }) {
  const { t } = usePortalText();
  const id = useId();
  const shown = useRef<HTMLElement>(null);
  const url = usePageUrl(name);
  return (
    <section className="impact-page__section" aria-labelledby={id}>
      <h2 id={id}>{t('impact.page.share')}</h2>
      <p className="impact-page__share">
        <span className="impact-page__label">{t('impact.page.shareLink')}</span> <code ref={shown}>{url}</code>
      </p>
      <CopyButton
        text={url}
        shown={() => shown.current}
        labels={{ copy: t('impact.page.copyLink'), copied: t('impact.page.copiedLink'), failed: t('impact.page.copyFailed') }}
      />
    </section>
  );
}

import { createElement, useEffect, useId, useState } from 'react';
import { BadgeNotes } from '#portal/lib/badge-notes';
import { CodeCopy } from '#portal/lib/copy-text';
import { badgeSnippet } from '#portal/lib/badge-snippet';
import { usePortalText } from '#portal/lib/language';
import { useServices } from '#portal/lib/services';
import { loaderScript, useWidgetRelease } from '#portal/lib/widget-release';
import { siteOrigin } from '#portal/lib/page-head';

type Size = 'small' | 'large';
type Theme = 'light' | 'dark';

/** The widget bundle, from the portal's own origin (the export and `npm start` serve it beside the pages). */
const bundlePath = '/widgets/gft-widgets.js';

/** Loads the widget bundle into the portal once (for the preview): the same file customers load. */
function useWidgetBundle(apiBase: string) {
  useEffect(() => {
    if (document.querySelector(`script[src="${bundlePath}"]`)) return;
    const script = document.createElement('script');
    script.type = 'module';
    script.src = bundlePath;
    script.dataset.apiBase = apiBase;
    document.head.append(script);
  }, [apiBase]);
}

/**
 * "Show it on your website": the code of this certificate's badge (<gft-certificate-badge>) with a copy button, its
 * size and colours to choose, and the real badge as a preview.
 */
export function BadgeEmbed({ id }: { id: string }) {
  const { t, language } = usePortalText();
  const { config } = useServices();
  const baseId = useId();
  const [size, setSize] = useState<Size>('small');
  const [theme, setTheme] = useState<Theme>('light');
  useWidgetBundle(config.apiBase);
  const release = useWidgetRelease();
  const script = loaderScript(siteOrigin(), release, bundlePath);
  const snippet = badgeSnippet({ script, apiBase: config.apiBase, id, size, theme });
  const choice = <T extends string>(name: string, value: T, set: (value: T) => void, options: readonly T[]) => (
    <span className="badge-embed__choice">
      <label htmlFor={`${baseId}-${name}`}>{t(`certificates.badge.${name}`)}</label>
      <span className="certificate-download__select">
        <select id={`${baseId}-${name}`} value={value} onChange={(event) => set(event.target.value as T)}>
          {options.map((option) => (
            <option key={option} value={option}>
              {t(`certificates.badge.${option}`)}
            </option>
          ))}
        </select>
      </span>
    </span>
  );
  return (
    <section className="badge-embed" aria-labelledby={`${baseId}-heading`}>
      <h2 id={`${baseId}-heading`}>{t('certificates.badge.heading')}</h2>
      <p>{t('certificates.badge.intro')}</p>
      <div className="badge-embed__choices">
        {choice('size', size, setSize, ['small', 'large'] as const)}
        {choice('theme', theme, setTheme, ['light', 'dark'] as const)}
      </div>
      <div className={`badge-embed__preview badge-embed__preview--${theme}`} role="group" aria-label={t('certificates.badge.preview')}>
        {createElement('gft-certificate-badge', { 'certificate-id': id, size, theme, lang: language, 'api-base': config.apiBase })}
      </div>
      <CodeCopy
        caption={t('certificates.badge.code')}
        code={snippet}
        labels={{ copy: t('certificates.badge.copy'), copied: t('certificates.badge.copied'), failed: t('certificates.badge.copyFailed') }}
        note={<BadgeNotes snippet={snippet} />}
        collapsed
      />
    </section>
  );
}

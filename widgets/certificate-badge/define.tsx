/**
 * <gft-certificate-badge>: a customer's compensation as a badge for their own website, linked to its public
 * verification. Its attributes, events, parts and CSS custom properties are documented once, in widgets/lib/elements.ts.
 *
 * Not defineWidget: the forms' runtime would be most of a page that shows only a badge (20 KB brotli in all, `npm run
 * bench`). It is Preact in the widgets' element class (widgets/lib/element-base.ts, as defineWidget's elements): it
 * renders once it is still in the page at the end of the task that inserted it, keeps its tree when moved within
 * one task, follows `lang` and the page's language, and raises the same events. It verifies with the verification
 * widget's own call and schema (shared/forms/certificate-verify-actions.ts) through the lazy client.
 */
import { render, type ComponentChild } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { isApiError } from '#shared/api/errors';
import { createLazyApiClient, preloadApiClient } from '#shared/api/lazy-client';
import { lazyModule } from '#shared/api/lazy-module';
import { safeUrl } from '#shared/api/url';
import { resolveLanguage, type Language } from '#shared/i18n/languages';
import loadDe from '#shared/i18n/locales/de/widget-load.json';
import loadEn from '#shared/i18n/locales/en/widget-load.json';
import { createTranslator } from '#shared/i18n/translate';
import { brandMarkPath } from '#shared/ui/brand-mark-path';
import { defineElement } from '../lib/element-base';
import type { PropOf } from '../lib/elements';
import type { GftEventDetailMap } from '../lib/events';
import { bundleUrl, scriptApiBase, scriptVerifyUrl } from '../lib/script-defaults';
import { badgeView, failReason, verifyHref, type BadgeState, type FailReason } from './model';
import css from './styles.css?inline';

const tag = 'gft-certificate-badge';
const widget = 'certificate-badge';
/** Its own attributes as camelCase props: exactly those of its entry in widgets/lib/elements.ts (tsc checks both ways). */
const props = { certificateId: true, size: true, theme: true, verifyUrl: true } as const satisfies Record<PropOf<typeof tag>, true>;
/** Its attributes as properties: its own, then `apiBase` (`lang` is HTMLElement's own). */
const properties = [...Object.keys(props), 'apiBase'];

/** Its texts, one chunk per language: the same imports as the loader's (widgets/main.ts), so the same chunks. */
const texts: Partial<Record<Language, object>> = {};
const textLoaders = {
  de: lazyModule('badge texts (de)', () => import('#shared/i18n/locales/de/badge.json').then((module) => module.default)),
  en: lazyModule('badge texts (en)', () => import('#shared/i18n/locales/en/badge.json').then((module) => module.default)),
};
const loadActions = lazyModule('certificate verification', () => import('#shared/forms/certificate-verify-actions'));

interface BadgeProps {
  host: HTMLElement;
  id: string;
  size: 'small' | 'large';
  theme: 'light' | 'dark';
  verifyUrl: string | undefined;
  apiBase: string | undefined;
  language: Language;
}

type Emit = <N extends keyof GftEventDetailMap>(name: N, detail: Omit<GftEventDetailMap[N], 'widget'>) => void;

function Mark() {
  return (
    <svg className="badge__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false" part="mark">
      <rect className="badge__square" width="32" height="32" rx="9" />
      <path className="badge__tree" d={brandMarkPath} />
    </svg>
  );
}

/** The page language's texts once they are there (usually before the first render: the loader fetched them along). */
function useTexts(language: Language): { ready: boolean; failed: unknown; retry: () => void } {
  const [, setLoaded] = useState(0);
  const [failure, setFailure] = useState<{ language: Language; failed: unknown }>();
  const [attempt, setAttempt] = useState(0);
  const ready = texts[language] !== undefined;
  useEffect(() => {
    if (ready) return;
    let current = true;
    textLoaders[language]().then(
      (tree) => {
        texts[language] = tree;
        if (current) setLoaded((count) => count + 1);
      },
      (failed: unknown) => current && setFailure({ language, failed }),
    );
    return () => {
      current = false;
    };
  }, [language, ready, attempt]);
  return { ready, failed: !ready && failure?.language === language ? failure.failed : undefined, retry: () => setAttempt((count) => count + 1) };
}

/** The verification of `id`: checking, its outcome, or why there is none; again whenever the ID or the API changes. */
function useVerification(id: string, baseUrl: string | null, language: Language): BadgeState {
  const languageRef = useRef(language);
  languageRef.current = language;
  const api = useMemo(() => (baseUrl ? createLazyApiClient({ baseUrl, getLanguage: () => languageRef.current, getToken: () => '' }) : null), [baseUrl]);
  const [state, setState] = useState<BadgeState>({ kind: 'checking' });
  useEffect(() => {
    const failed = (reason: FailReason) => setState({ kind: 'failed', reason });
    if (!id) return failed('missing');
    if (!api) return failed('config');
    setState({ kind: 'checking' });
    const controller = new AbortController();
    // The client (ky, zod) and the call's chunk, both at once.
    preloadApiClient().catch(() => undefined);
    loadActions()
      .then(async ({ certificateValidateInputSchema, validateCertificate }) => {
        // An ID no certificate can have (spaces, too long) is not found, without asking.
        if (!certificateValidateInputSchema.safeParse({ certificateId: id }).success) return { status: 'not_found' as const };
        return validateCertificate(api, { certificateId: id }, { signal: controller.signal });
      })
      .then(
        (outcome) => controller.signal.aborted || setState({ kind: 'outcome', outcome }),
        (error: unknown) => controller.signal.aborted || failed(failReason(isApiError(error) ? error.kind : 'MODULE_ERROR')),
      );
    return () => controller.abort();
  }, [id, api]);
  return state;
}

function Badge({ host, id, size, theme, verifyUrl, apiBase, language }: BadgeProps) {
  const { ready, failed, retry } = useTexts(language);
  const baseUrl = safeUrl(apiBase || scriptApiBase(), true);
  const state = useVerification(id, baseUrl, language);
  const t = useMemo(() => createTranslator(language, [{ de: loadDe, en: loadEn }, ...(ready ? [{ [language]: texts[language] }] : [])]), [language, ready]);
  const emit: Emit = (name, detail) => host.dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true, detail: { widget, ...detail } }));

  // gft-ready once it first shows its texts; then gft-success for each outcome and gft-error for each failure.
  const readyRef = useRef(false);
  useEffect(() => {
    if (!ready || readyRef.current) return;
    readyRef.current = true;
    emit('gft-ready', { language });
  }, [ready]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when it first renders with its texts
  useEffect(() => {
    if (!ready) return;
    if (state.kind === 'outcome') {
      const { outcome } = state;
      emit('gft-success', {
        outcome: outcome.status,
        certificateId: id,
        certificate: 'certificate' in outcome ? outcome.certificate : null,
        ...(outcome.status === 'superseded' ? { supersededBy: outcome.supersededBy } : {}),
      });
    } else if (state.kind === 'failed') {
      const kind =
        state.reason === 'config' || state.reason === 'missing'
          ? 'CONFIG_ERROR'
          : ({ network: 'FETCH_ERROR', timeout: 'TIMEOUT_ERROR', parsing: 'PARSING_ERROR', server: 'HTTP_ERROR', module: 'MODULE_ERROR' } as const)[
              state.reason
            ];
      emit('gft-error', { kind, message: t(`badge.failed.${state.reason}`) });
    }
  }, [state, ready]); // eslint-disable-line react-hooks/exhaustive-deps -- once per state, once its texts are there
  useEffect(() => {
    if (failed) emit('gft-error', { kind: isApiError(failed) ? failed.kind : 'MODULE_ERROR', message: t('widgetLoad.failed') });
  }, [failed]); // eslint-disable-line react-hooks/exhaustive-deps -- once per failed load

  const root = `gft-root badge badge--${size} badge--${theme}`;
  if (!ready) {
    // Its box at its size (nothing moves when the texts arrive), or why it stays empty, with a retry.
    return (
      <div className={root} lang={language} part="root">
        <div className="badge__box badge--neutral" role={failed ? 'alert' : undefined}>
          <Mark />
          {failed ? (
            <span className="badge__text">
              <span className="badge__sub">{t('widgetLoad.failedTitle')}</span>
              <button type="button" className="badge__retry" part="button" onClick={retry}>
                {t('widgetLoad.retry')}
              </button>
            </span>
          ) : null}
        </div>
      </div>
    );
  }
  const view = badgeView(state, id, size, language, t);
  return (
    <div className={root} lang={language} part="root">
      <a
        className={`badge__box badge--${view.tone}`}
        href={verifyHref(id, language, bundleUrl(), safeUrl(verifyUrl) ?? scriptVerifyUrl())}
        aria-label={view.label}
        aria-busy={state.kind === 'checking' ? 'true' : undefined}
        part="link"
      >
        <Mark />
        {/* The spaces between the parts: what a speech user says is the words, not "202512 tGültig" (axe reads it so). */}
        <span className="badge__text">
          <span className="badge__title" part="title">
            {view.title}
          </span>{' '}
          <span className="badge__main">
            <span className={view.state ? 'badge__amount' : 'badge__amount badge__amount--state'} part="amount">
              {view.main}
            </span>{' '}
            {view.state ? (
              <span className="badge__state" part="state">
                {view.state}
              </span>
            ) : null}
          </span>{' '}
          <span className="badge__sub" part="holder">
            {view.sub}
          </span>
          {view.extra ? (
            <>
              {' '}
              <span className="badge__extra">{view.extra}</span>
            </>
          ) : null}
        </span>{' '}
        <span className="badge__cta" part="cta">
          {t('badge.verify')}
        </span>
      </a>
    </div>
  );
}

defineElement({
  tag,
  properties,
  css: [css],
  mount(host, shadow) {
    // Re-renders when the page's language changes (a `lang` above the element).
    const pageLanguage = new MutationObserver(() => draw());
    pageLanguage.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'], subtree: true });
    const draw = () => {
      const attribute = (name: string) => host.getAttribute(name) ?? undefined;
      const page = host.closest('[lang]')?.getAttribute('lang') ?? document.documentElement.getAttribute('lang');
      const badge = (
        <Badge
          host={host}
          id={attribute('certificate-id')?.trim() ?? ''}
          size={attribute('size') === 'large' ? 'large' : 'small'}
          theme={attribute('theme') === 'dark' ? 'dark' : 'light'}
          verifyUrl={attribute('verify-url')}
          apiBase={attribute('api-base')}
          language={resolveLanguage(attribute('lang'), page)}
        />
      );
      render(badge as unknown as ComponentChild, shadow);
    };
    return {
      render: draw,
      unmount() {
        pageLanguage.disconnect();
        render(null, shadow);
      },
    };
  },
});

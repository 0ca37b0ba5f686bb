import r2wc from '@r2wc/react-to-web-component';
import { useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { createLazyApiClient } from '#shared/api/lazy-client';
import { createTranslator, type Translate } from '#shared/i18n/translate';
import { directions, resolveLanguage, type Language } from '#shared/i18n/languages';
import loadDe from '#shared/i18n/locales/de/widget-load.json';
import loadEn from '#shared/i18n/locales/en/widget-load.json';
import { isApiError } from '#shared/api/errors';
import { lazyModule } from '#shared/api/lazy-module';
import { safeUrl } from '#shared/api/url';
import type { FormFailure } from '#shared/forms/use-form';
import formsCss from '#shared/ui/forms.css?inline';
import { FormsProvider } from '#shared/ui/forms-context';
import { defineElement, kebab } from './element-base';
import type { PropOf, Tag } from './elements';
import type { GftEventDetailMap, WidgetName } from './events';
import { scriptApiBase } from './script-defaults';
import tokensCss from './tokens.css?inline';

// User Timing: the widget code starts here (the loader's mark is `gft-widgets:start`); for profiling a host page and
// for `npm run bench`.
performance.mark?.('gft-widgets:runtime');

/** An element's own texts, one chunk per language (a dynamic import of its JSON). */
type OwnTexts = Record<Language, () => Promise<{ default: object }>>;
type Attributes<P extends string> = Partial<Record<P | 'apiBase' | 'lang', string>>;

export interface WidgetTools {
  /** Raises gft-success with the widget's name added. */
  success: (detail: Record<string, unknown>) => void;
  /** Raises gft-error with the message as shown, in the visitor's language. */
  failure: (failure: FormFailure) => void;
}

export interface WidgetSpec<T extends Tag> {
  tag: T;
  widget: WidgetName;
  /**
   * The element's own attributes, as camelCase props (`certificate-id` is `certificateId`): exactly those of
   * its entry in widgets/lib/elements.ts (tsc fails on a missing or an extra one; `{}` checks no extra keys, hence the
   * `Record<string, never>` of an element without attributes of its own).
   */
  props: [PropOf<T>] extends [never] ? Record<string, never> : { readonly [K in PropOf<T>]: true };
  css: string;
  /**
   * Its own texts, when they are not among the common ones (widgets/lib/texts-*.ts): the same imports as the loader's
   * for this element (widgets/main.ts), so the same chunks.
   */
  texts?: OwnTexts;
  render: (attributes: Attributes<PropOf<T>>, tools: WidgetTools) => ReactNode;
}

/** The language of the nearest `lang` of the page around the element. */
const pageLanguage = (host: Element) => host.closest('[lang]')?.getAttribute('lang') ?? document.documentElement.getAttribute('lang') ?? undefined;

/** `lang` attribute if valid, else the nearest `lang` of the page, else German; follows changes of the page's lang. */
function useLanguage(host: Element, attribute: string | undefined): Language {
  const [page, setPage] = useState(() => pageLanguage(host));
  useEffect(() => {
    const observer = new MutationObserver(() => setPage(pageLanguage(host)));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'], subtree: true });
    return () => observer.disconnect();
  }, [host]);
  return resolveLanguage(attribute, page);
}

/**
 * The texts every element needs (common, forms), with the own texts of the elements whose texts are small, and the
 * others' own: one chunk per language, so that a page fetches only its own language's. The loader (widgets/main.ts)
 * starts the page language's chunks in parallel with this runtime and the element's code, or, on a page with one kind
 * of element, they are in that element's own file; either way they are normally there before the first render. Another
 * language loads when an element asks for it.
 */
const commonTexts: Record<Language, () => Promise<object[]>> = {
  de: lazyModule('texts (de)', () => import('./texts-de').then((module) => module.default)),
  en: lazyModule('texts (en)', () => import('./texts-en').then((module) => module.default)),
};
const documentLanguage = () => resolveLanguage(document.documentElement.getAttribute('lang'));

type Texts = Partial<Record<Language, object[]>>;
/** Loads the language's texts into `texts`; the lazy modules try again after a failure. */
function textLoader(widget: string, own: OwnTexts | undefined, texts: Texts) {
  const ownLoaders = own && {
    de: lazyModule(`${widget} texts (de)`, () => own.de().then((module) => [module.default])),
    en: lazyModule(`${widget} texts (en)`, () => own.en().then((module) => [module.default])),
  };
  return (language: Language) =>
    Promise.all([commonTexts[language](), ownLoaders?.[language]() ?? []]).then(([common, mine]) => {
      texts[language] = [...common, ...mine];
    });
}

/** The language's texts once they are there; after a failed load, `retry` tries again. */
function useTexts(texts: Texts, load: (language: Language) => Promise<void>, language: Language): { failed: unknown; retry: () => void } {
  const [state, setState] = useState<{ language: Language; failed: unknown }>();
  const [attempt, setAttempt] = useState(0);
  const ready = texts[language] !== undefined;
  useEffect(() => {
    if (ready) return;
    let current = true;
    load(language).then(
      () => current && setState({ language, failed: undefined }),
      (failed: unknown) => current && setState({ language, failed }),
    );
    return () => {
      current = false;
    };
  }, [load, language, ready, attempt]);
  const failed = ready || state?.language !== language ? undefined : state.failed;
  return { failed, retry: () => setAttempt((count) => count + 1) };
}

/** Defines one element: Preact in an open shadow root with constructable stylesheets, its attributes as props, typed events. */
export function defineWidget<T extends Tag>(spec: WidgetSpec<T>): void {
  type P = PropOf<T>;
  // A page may include the script twice.
  if (customElements.get(spec.tag)) return;
  const loadBundle = { de: loadDe, en: loadEn };
  const texts: Texts = {};
  const loadTexts = textLoader(spec.widget, spec.texts, texts);
  // Normally there already: the loader fetches the page language's texts with the code, or they are in the element's
  // own file (widgets/main.ts).
  const pageTexts = loadTexts(documentLanguage()).catch(() => undefined);

  function Widget(props: Attributes<P> & { container: ShadowRoot }) {
    const host = props.container.host;
    const wanted = useLanguage(host, props.lang);
    const { failed, retry } = useTexts(texts, loadTexts, wanted);
    // While another language's texts load, the element stays in the language it shows, so what was typed stays.
    const shownRef = useRef<Language>(undefined);
    if (texts[wanted]) shownRef.current = wanted;
    const language = shownRef.current;
    const t = useMemo<Translate>(
      () => createTranslator(language ?? wanted, [loadBundle, ...(language ? (texts[language] ?? []).map((tree) => ({ [language]: tree })) : [])]),
      [language, wanted],
    );
    const languageRef = useRef(wanted);
    languageRef.current = language ?? wanted;
    const baseUrl = safeUrl(props.apiBase || scriptApiBase(), true);
    // The client is made once per API base; it reads the language at each call. Widgets never send a token. Its code
    // (ky, zod) loads after the first render.
    const api = useMemo(() => (baseUrl ? createLazyApiClient({ baseUrl, getLanguage: () => languageRef.current, getToken: () => '' }) : null), [baseUrl]);
    const emit = <N extends keyof GftEventDetailMap>(name: N, detail: Omit<GftEventDetailMap[N], 'widget'>) =>
      host.dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true, detail: { widget: spec.widget, ...detail } }));
    const tools: WidgetTools = {
      success: (detail) => emit('gft-success', detail),
      failure: (failure) => emit('gft-error', { kind: failure.kind, code: failure.code, message: t(failure.message) }),
    };
    const readyRef = useRef(false);
    useEffect(() => {
      if (!language || readyRef.current) return;
      readyRef.current = true;
      emit('gft-ready', { language });
      if (!api) emit('gft-error', { kind: 'CONFIG_ERROR', message: t('forms.notConfigured') });
    }, [language]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the element first renders with its texts
    useEffect(() => {
      if (failed) emit('gft-error', { kind: isApiError(failed) ? failed.kind : 'MODULE_ERROR', message: t('widgetLoad.failed') });
    }, [failed]); // eslint-disable-line react-hooks/exhaustive-deps -- once per failed load
    if (!language) {
      return (
        <div className="gft-root" lang={wanted} dir={directions[wanted]} part="root">
          {failed ? (
            <div className="gft-summary" role="alert">
              <p className="gft-summary-title">{t('widgetLoad.failedTitle')}</p>
              <p>{t('widgetLoad.failed')}</p>
              <button type="button" className="gft-button" part="button" onClick={retry}>
                {t('widgetLoad.retry')}
              </button>
            </div>
          ) : null}
        </div>
      );
    }
    return (
      <div className="gft-root" lang={language} dir={directions[language]} part="root">
        {api ? (
          <FormsProvider value={{ t, language, api }}>{spec.render(props, tools)}</FormsProvider>
        ) : (
          <div className="gft-summary" role="alert">
            <p className="gft-summary-title">{t('forms.notConfiguredTitle')}</p>
            <p>{t('forms.notConfigured')}</p>
          </div>
        )}
      </div>
    );
  }

  // Each attribute is a string prop of the same name in camelCase (`certificate-id` → `certificateId`).
  const properties = ['apiBase', 'lang', ...Object.keys(spec.props)] as ('apiBase' | 'lang' | P)[];
  // r2wc makes the element class from the component: an open shadow root (its `container` prop), the attributes as
  // string props, rendered with @preact/compat's createRoot. The hardening around it is element-base's: when it mounts
  // (at the end of the inserting task, an upgraded one once the texts are there), a move within one task, nothing while
  // detached, the stylesheets, properties that set their attribute.
  // (Typed loosely for r2wc: that the attributes are exactly the element's is checked by `spec.props` above.)
  const R2wcElement = r2wc(Widget as ComponentType<Record<string, unknown>>, { shadow: 'open', props: properties as string[] }) as unknown as {
    new (): HTMLElement;
    prototype: HTMLElement & { connectedCallback(): void; disconnectedCallback(): void };
  };
  const { connectedCallback: renderNow, disconnectedCallback: unmountNow } = R2wcElement.prototype;
  defineElement({
    tag: spec.tag,
    properties,
    css: [tokensCss, formsCss, spec.css],
    base: R2wcElement,
    // One the definition upgrades mounts as soon as the page language's texts are there, so that its first render
    // shows the form. Mounted without them, it would render nothing, ask for them in an effect after that paint, and
    // render and paint again (from the shared chunks, the loader fetches them in parallel with the code, and they may
    // come last).
    upgraded: pageTexts,
    mount(host) {
      // r2wc's props of the element (its global symbol): each render sets them from the attributes, a removed one too
      // (`lang`, `api-base` then fall back to the page's value; r2wc's own attribute callback skips a removal).
      const props = (host as unknown as Record<symbol, Record<string, string | undefined>>)[Symbol.for('r2wc.props')] ?? {};
      return {
        render() {
          for (const name of properties) props[name] = host.getAttribute(kebab(name)) ?? undefined;
          // Mounts the component the first time, renders it again after.
          renderNow.call(host);
        },
        unmount: () => unmountNow.call(host),
      };
    },
  });
}

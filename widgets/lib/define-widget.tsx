import { createElement, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createLazyApiClient } from '#shared/api/lazy-client';
import { createTranslator, type Translate } from '#shared/i18n/translate';
import { resolveLanguage, type Language } from '#shared/i18n/languages';
import loadDe from '#shared/i18n/locales/de/widget-load.json';
import loadEn from '#shared/i18n/locales/en/widget-load.json';
import { isApiError } from '#shared/api/errors';
import { lazyModule } from '#shared/api/lazy-module';
import { safeUrl } from '#shared/api/url';
import type { FormFailure } from '#shared/forms/use-form';
import formsCss from '#shared/ui/forms.css?inline';
import { FormsProvider } from '#shared/ui/forms-context';
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

/** While customElements.define runs here: the elements it upgrades were in the page before the definition. */
let defining = false;

const sheets = new Map<string, CSSStyleSheet>();
/** One constructable stylesheet per CSS text, shared by every element of the page (allowed under `style-src 'self'`). */
function sheet(css: string): CSSStyleSheet {
  let existing = sheets.get(css);
  if (!existing) {
    existing = new CSSStyleSheet();
    existing.replaceSync(css);
    sheets.set(css, existing);
  }
  return existing;
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
 * starts the page language's chunks in parallel with this runtime and the element's code, so they are normally there
 * before the first render; another language loads when an element asks for it.
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

/**
 * Runs `callback` in a task of its own, after the current one (a message, not a timer: timers are throttled in
 * background tabs and clamped when nested).
 */
function afterTask(callback: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    callback();
  };
  channel.port2.postMessage(null);
}
/** An attribute's name for a prop's: `certificateId` → `certificate-id`. */
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Defines one element: Preact in an open shadow root with constructable stylesheets, its attributes as props, typed events. */
export function defineWidget<T extends Tag>(spec: WidgetSpec<T>): void {
  type P = PropOf<T>;
  // A page may include the script twice.
  if (customElements.get(spec.tag)) return;
  const loadBundle = { de: loadDe, en: loadEn };
  const texts: Texts = {};
  const loadTexts = textLoader(spec.widget, spec.texts, texts);
  // Normally there already: the loader fetches the page language's texts with the code (widgets/main.ts).
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
        <div className="gft-root" lang={wanted} part="root">
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
      <div className="gft-root" lang={language} part="root">
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
  const propOf = new Map((['apiBase', 'lang', ...Object.keys(spec.props)] as ('apiBase' | 'lang' | P)[]).map((name) => [kebab(name), name]));
  class GftElement extends HTMLElement {
    static observedAttributes = [...propOf.keys()];
    readonly #shadow = this.attachShadow({ mode: 'open' });
    #props: Attributes<P> = {};
    /** Rendered into its shadow root, until it unmounts. */
    #root: Root | undefined;
    /** Inserted, mounting at the end of the task if it is still in the page then. */
    #entering = false;
    /** Removed from the page, unmounting at the end of the task unless it comes back. */
    #leaving = false;

    constructor() {
      super();
      this.#shadow.adoptedStyleSheets = [sheet(tokensCss), sheet(formsCss), sheet(spec.css)];
    }
    // Only a mounted element renders: React and Vue set attributes first, then insert, and an element out of the page
    // would raise gft-ready where no listener hears it and submit a form that is not connected.
    #render() {
      if (this.#root && this.isConnected) this.#root.render(createElement(Widget, { ...this.#props, container: this.#shadow }));
    }
    // Whether it mounts is decided once the task has ended: a router that inserts and removes the element again
    // within one task (also across the microtasks of its own promises) must not make it render, raise events or send
    // anything while it is out of the page.
    connectedCallback() {
      this.#leaving = false;
      if (this.#root || this.#entering) return;
      this.#entering = true;
      const mount = () => {
        this.#entering = false;
        if (this.#root || !this.isConnected) return;
        this.#root = createRoot(this.#shadow);
        this.#render();
      };
      // One the definition upgrades was inserted by a task long over: it mounts as soon as the page language's texts
      // are there, so that its first render shows the form. Mounted without them, it would render nothing, ask for
      // them in an effect after that paint, and render and paint again (the loader fetches them in parallel with the
      // code, and they may come last).
      if (defining) void pageTexts.then(mount);
      else afterTask(mount);
    }
    // A framework that moves the element takes it out and puts it back in one task: what was typed stays.
    disconnectedCallback() {
      if (!this.#root) return;
      this.#leaving = true;
      afterTask(() => {
        if (!this.#leaving || this.isConnected) return;
        this.#leaving = false;
        this.#root?.unmount();
        this.#root = undefined;
      });
    }
    // Called for every attribute the element has when it is created or upgraded, then for each change; a removed
    // attribute (`lang`, `api-base`) falls back to the page's value.
    attributeChangedCallback(attribute: string, _old: string | null, value: string | null) {
      const name = propOf.get(attribute);
      if (!name) return;
      this.#props[name] = value ?? undefined;
      this.#render();
    }
  }
  // The attributes as properties too, as frameworks set them (React 19 sets a property the element has): a property
  // set becomes the attribute, and the attribute the prop.
  for (const [attribute, name] of propOf) {
    Object.defineProperty(GftElement.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: GftElement) {
        return this.getAttribute(attribute) ?? undefined;
      },
      set(this: GftElement, value: unknown) {
        if (value === null || value === undefined) this.removeAttribute(attribute);
        else if (this.getAttribute(attribute) !== String(value)) this.setAttribute(attribute, String(value));
      },
    });
  }
  // Tells the loader this definition is ours, not the host page's own element of the same name (widgets/main.ts).
  Object.defineProperty(GftElement, Symbol.for('gft-widgets.element'), { value: true });
  defining = true;
  try {
    customElements.define(spec.tag, GftElement);
  } finally {
    defining = false;
  }
}

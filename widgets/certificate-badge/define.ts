/**
 * <gft-certificate-badge>: a customer's compensation as a badge for their own website, linked to its public
 * verification. Its attributes, events, parts and CSS custom properties are documented once, in widgets/lib/elements.ts.
 *
 * Not defineWidget, and no Preact: a page that shows only badges has 20 KB brotli of JavaScript (`npm run bench`), and
 * Preact with its hooks (5.1 KB) did not fit beside zod, the client and the loader. The badge is one small tree; it
 * builds it once with the DOM and updates its texts and attributes in place, so the link keeps its focus. It is the
 * widgets' element class (widgets/lib/element-base.ts, as defineWidget's elements): it renders once it is still in the
 * page at the end of the task that inserted it, keeps its tree when moved within one task, follows `lang` and the
 * page's language, and raises the same events, each after the render that shows it has been painted. It verifies with
 * the verification widget's own call and schema (shared/forms/certificate-verify-actions.ts), and creates its client
 * only once they are loaded (./verify.ts): its first render needs neither, nor the lazy client's code.
 */
import type { ApiClient } from '#shared/api/client';
import { isApiError } from '#shared/api/errors';
import { lazyModule } from '#shared/api/lazy-module';
import { safeUrl } from '#shared/api/url';
import { directions, resolveLanguage, type Language } from '#shared/i18n/languages';
import loadDe from '#shared/i18n/locales/de/widget-load.json';
import loadEn from '#shared/i18n/locales/en/widget-load.json';
import { createTranslator } from '#shared/i18n/translate';
import { brandMarkPath } from '#shared/ui/brand-mark-path';
import { defineElement, type Mounted } from '../lib/element-base';
import type { PropOf } from '../lib/elements';
import type { GftEventDetailMap } from '../lib/events';
import { bundleUrl, scriptApiBase, scriptVerifyUrl } from '../lib/script-defaults';
import { badgeView, failedWith, verifyHref, type BadgeState } from './model';
import css from './styles.css?inline';

const tag = 'gft-certificate-badge';
const widget = 'certificate-badge';
/** Its own attributes as camelCase props: exactly those of its entry in widgets/lib/elements.ts (tsc checks both ways). */
const props = { certificateId: true, size: true, theme: true, verifyUrl: true } as const satisfies Record<PropOf<typeof tag>, true>;

/**
 * Its texts, one chunk per language: the same imports as the loader's (widgets/main.ts), so the same chunks; on a page
 * with badges only, the page language's are in the badge's own file.
 */
const texts: Partial<Record<Language, object>> = {};
const textLoaders = {
  de: lazyModule('badge texts (de)', () => import('#shared/i18n/locales/de/badge.json').then((module) => module.default)),
  en: lazyModule('badge texts (en)', () => import('#shared/i18n/locales/en/badge.json').then((module) => module.default)),
};
const loadVerification = lazyModule('certificate verification', () => import('./verify'));

/** An element with its class, its part and its attributes (an `undefined` one is left out). */
function element<K extends keyof HTMLElementTagNameMap>(name: K, className: string, part?: string, attributes: Record<string, string> = {}) {
  const node = document.createElement(name);
  node.className = className;
  set(node, { part, ...attributes });
  return node;
}

/** Sets attributes; an `undefined` one is removed. */
function set(node: Element, attributes: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined) node.removeAttribute(name);
    else if (node.getAttribute(name) !== value) node.setAttribute(name, value);
  }
}

/** Shows a text, touching the node only when it changes. */
function write(node: Node, text: string) {
  if (node.textContent !== text) node.textContent = text;
}

/** The optional nodes at the end of `parent`: there or not. */
function toggle(parent: Element, shown: boolean, ...nodes: ChildNode[]) {
  if (!shown) for (const node of nodes) node.remove();
  else if (!nodes.every((node) => node.parentNode === parent)) parent.append(...nodes);
}

/** The brand mark (one per box: an element has one place in the tree). */
function mark(): SVGSVGElement {
  const svg = 'http://www.w3.org/2000/svg';
  const node = document.createElementNS(svg, 'svg');
  const square = document.createElementNS(svg, 'rect');
  const tree = document.createElementNS(svg, 'path');
  set(node, { class: 'badge__mark', viewBox: '0 0 32 32', 'aria-hidden': 'true', focusable: 'false', part: 'mark' });
  set(square, { class: 'badge__square', width: '32', height: '32', rx: '9' });
  set(tree, { class: 'badge__tree', d: brandMarkPath });
  node.append(square, tree);
  return node;
}

/** After the browser has painted the render (as an effect runs): its next frame, or 35 ms in a tab that draws none. */
function afterPaint(callback: () => void) {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    setTimeout(callback);
  };
  requestAnimationFrame(run);
  setTimeout(run, 35);
}

type Emit = <N extends keyof GftEventDetailMap>(name: N, detail: Omit<GftEventDetailMap[N], 'widget'>) => void;

// eslint-disable-next-line max-lines-per-function -- the badge's DOM and its states in plain DOM, without a renderer to split it into components
function mountBadge(host: HTMLElement, shadow: ShadowRoot): Mounted {
  const emit: Emit = (name, detail) => host.dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true, detail: { widget, ...detail } }));

  // Its tree, built once. Until its texts are there: its box at its size (nothing moves when they arrive), or why it
  // stays empty, with a retry.
  const root = element('div', '', 'root');
  const placeholder = element('div', 'badge__box badge--neutral');
  const failedText = element('span', 'badge__text');
  const failedTitle = element('span', 'badge__sub');
  const retry = element('button', 'badge__retry', 'button', { type: 'button' });
  placeholder.append(mark());
  failedText.append(failedTitle, retry);
  // Then one link. The spaces between the parts: what a speech user says is the words, not "202512 tGültig" (axe
  // reads it so).
  const link = element('a', '', 'link');
  const words = element('span', 'badge__text');
  const title = element('span', 'badge__title', 'title');
  const main = element('span', 'badge__main');
  const amount = element('span', '', 'amount');
  const stateWord = element('span', 'badge__state', 'state');
  const holder = element('span', 'badge__sub', 'holder');
  const extra = element('span', 'badge__extra');
  const cta = element('span', 'badge__cta', 'cta');
  const beforeExtra = document.createTextNode(' ');
  main.append(amount, ' ');
  words.append(title, ' ', main, ' ', holder);
  link.append(mark(), words, ' ', cta);

  // The page language's texts once they are there (usually before the first render: the loader fetched them along, or
  // they came in the badge's own file).
  let language: Language = 'de';
  let textsLoading: string | undefined;
  let textsFailure: { language: Language; failed: unknown } | undefined;
  let attempt = 0;
  const loadTexts = (wanted: Language) => {
    const load = `${wanted} ${attempt}`;
    if (textsLoading === load) return;
    textsLoading = load;
    textLoaders[wanted]().then(
      (tree) => {
        texts[wanted] = tree;
        if (textsLoading === load) render();
      },
      (failed: unknown) => {
        if (textsLoading !== load) return;
        textsFailure = { language: wanted, failed };
        render();
      },
    );
  };
  retry.onclick = () => {
    attempt += 1;
    render();
  };

  // The verification of the ID: checking, its outcome, or why there is none; again whenever the ID or the API changes.
  let state: BadgeState = { kind: 'checking' };
  let verifying: string | undefined;
  let controller: AbortController | undefined;
  let api: ApiClient | undefined;
  let apiUrl: string | undefined;
  const verify = (id: string, baseUrl: string | null) => {
    if (verifying === `${id} ${baseUrl}`) return;
    verifying = `${id} ${baseUrl}`;
    controller?.abort();
    const reason = !id ? 'missing' : !baseUrl ? 'config' : null;
    state = reason ? { kind: 'failed', reason, error: 'CONFIG_ERROR' } : { kind: 'checking' };
    if (!baseUrl || reason) return;
    const signal = (controller = new AbortController()).signal;
    const settle = (next: BadgeState) => {
      if (signal.aborted) return;
      state = next;
      render();
    };
    loadVerification()
      .then(async ({ certificateValidateInputSchema, createApiClient, validateCertificate }) => {
        // An ID no certificate can have (spaces, too long) is not found, without asking.
        if (!certificateValidateInputSchema.safeParse({ certificateId: id }).success) return { status: 'not_found' as const };
        if (baseUrl !== apiUrl || !api) {
          apiUrl = baseUrl;
          // Widgets never send a token; the client reads the language at each call.
          api = createApiClient({ baseUrl, getLanguage: () => language, getToken: () => '' });
        }
        return validateCertificate(api, { certificateId: id }, { signal });
      })
      .then(
        (outcome) => settle({ kind: 'outcome', outcome }),
        (error: unknown) => settle(failedWith(isApiError(error) ? error.kind : 'MODULE_ERROR')),
      );
  };

  // Its events follow the render that shows them, once it is painted: gft-ready once it first shows its texts; then
  // gft-success for each outcome and gft-error for each failure (again in another language's words once those are
  // there); gft-error for each failed text load.
  let readySaid = false;
  let said: { state: BadgeState; ready: boolean } | undefined;
  let saidFailure: unknown;
  let events: (() => void)[] = [];
  const say = () => {
    for (const event of events.splice(0)) event();
  };
  let mounted = true;
  let drawing = false;
  let again = false;

  const draw = () => {
    const attribute = (name: string) => host.getAttribute(name) ?? undefined;
    const id = attribute('certificate-id')?.trim() ?? '';
    const size = attribute('size') === 'large' ? 'large' : 'small';
    const page = host.closest('[lang]')?.getAttribute('lang') ?? document.documentElement.getAttribute('lang');
    language = resolveLanguage(attribute('lang'), page);
    const ready = texts[language] !== undefined;
    if (ready) textsLoading = undefined;
    else loadTexts(language);
    const failed = !ready && textsFailure?.language === language ? textsFailure.failed : undefined;
    verify(id, safeUrl(attribute('api-base') || scriptApiBase(), true));
    const t = createTranslator(language, [{ de: loadDe, en: loadEn }, ...(ready ? [{ [language]: texts[language] }] : [])]);

    set(root, { class: `gft-root badge badge--${size} badge--${attribute('theme') === 'dark' ? 'dark' : 'light'}`, lang: language, dir: directions[language] });
    if (!ready) {
      set(placeholder, { role: failed ? 'alert' : undefined });
      toggle(placeholder, Boolean(failed), failedText);
      write(failedTitle, t('widgetLoad.failedTitle'));
      write(retry, t('widgetLoad.retry'));
    } else {
      const view = badgeView(state, id, size, language, t);
      set(link, {
        class: `badge__box badge--${view.tone}`,
        href: verifyHref(id, language, bundleUrl(), safeUrl(attribute('verify-url')) ?? scriptVerifyUrl()),
        'aria-label': view.label,
        'aria-busy': state.kind === 'checking' ? 'true' : undefined,
      });
      write(title, view.title);
      amount.className = view.state ? 'badge__amount' : 'badge__amount badge__amount--state';
      write(amount, view.main);
      toggle(main, Boolean(view.state), stateWord);
      write(stateWord, view.state ?? '');
      write(holder, view.sub);
      toggle(words, Boolean(view.extra), beforeExtra, extra);
      write(extra, view.extra ?? '');
      write(cta, t('badge.verify'));
    }
    const shown = ready ? link : placeholder;
    if (root.firstChild !== shown) root.replaceChildren(shown);
    if (root.parentNode !== shadow) shadow.append(root);

    if (ready && !readySaid) {
      readySaid = true;
      const shownLanguage = language;
      events.push(() => emit('gft-ready', { language: shownLanguage }));
    }
    if (said?.state !== state || said.ready !== ready) {
      said = { state, ready };
      const shownState = state;
      if (ready && shownState.kind === 'outcome') {
        const { outcome } = shownState;
        events.push(() =>
          emit('gft-success', {
            outcome: outcome.status,
            certificateId: id,
            certificate: 'certificate' in outcome ? outcome.certificate : null,
            ...(outcome.status === 'superseded' ? { supersededBy: outcome.supersededBy } : {}),
          }),
        );
      } else if (ready && shownState.kind === 'failed') {
        const message = t(`badge.failed.${shownState.reason}`);
        const kind = shownState.error;
        events.push(() => emit('gft-error', { kind, message }));
      }
    }
    if (failed !== saidFailure) {
      saidFailure = failed;
      const message = t('widgetLoad.failed');
      if (failed) events.push(() => emit('gft-error', { kind: isApiError(failed) ? failed.kind : 'MODULE_ERROR', message }));
    }
  };

  // A listener of its events may change its attributes: that render follows this one.
  function render() {
    if (!mounted) return;
    if (drawing) {
      again = true;
      return;
    }
    drawing = true;
    try {
      do {
        again = false;
        // What the last render said comes before this one's, as effects do.
        say();
        draw();
      } while (again && mounted);
    } finally {
      drawing = false;
    }
    if (events.length > 0)
      afterPaint(() => {
        if (mounted) say();
      });
  }

  // Re-renders when the page's language changes (a `lang` above the element).
  const pageLanguage = new MutationObserver(render);
  pageLanguage.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'], subtree: true });
  return {
    render,
    unmount() {
      mounted = false;
      events = [];
      controller?.abort();
      pageLanguage.disconnect();
      shadow.replaceChildren();
    },
  };
}

// Its attributes as properties: its own, then `apiBase` (`lang` is HTMLElement's own).
defineElement({ tag, properties: [...Object.keys(props), 'apiBase'], css: [css], mount: mountBadge });

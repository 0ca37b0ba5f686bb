import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { Translate } from '#shared/i18n/translate';
import { parseHex } from '#shared/ui/contrast';
import { CopyButton } from '#portal/lib/copy-text';
import { usePageMeta } from '#portal/lib/language';
import { useServices } from '#portal/lib/services';
import { loaderScript, localAddresses, useWidgetRelease } from '#portal/lib/widget-release';
import { elements } from '#widgets/lib/elements';
import { useApiHealth, type ApiHealth } from './api/check-api-health';
import {
  apiBaseAttribute,
  attributeFields,
  attributeProblem,
  attributeValue,
  changedCss,
  chosenElement,
  cssFieldsOf,
  cssProblem,
  elementOf,
  linkAddresses,
  previewCss,
  settingsFromQuery,
  settingsQuery,
  settleLinkAddress,
  snippet,
  snippetAttributes,
  stylesheet,
  type AttributeField,
  type BuilderSettings,
  type CssField,
  type Problem,
  type Supports,
} from './builder';
import { describedBy, Field, TextInput } from './fields';
import { defaultPageBackground, siteFont, sitePrimary } from './presets';
import { loaderPath, Preview } from './preview';
import { contrastOf, PageBackgroundInput, StylePanel } from './style-panel';
import { attributeHint, attributeLabel, elementName, elementSummary, propertyLabel, unsetLabel, useEmbedText, valueLabel } from './texts';
import './embed.css';
import { siteOrigin } from '#portal/lib/page-head';
import { localized, paths } from '#portal/lib/paths';

/** CSS.supports where the browser has it. */
const supports: Supports | undefined = typeof CSS === 'undefined' ? undefined : (property, value) => CSS.supports(property, value);

/** A page that is a tool, not content: kept out of search engines (and out of the sitemap: it is not a public page). */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

/** The settings, read from the page's URL once and written back to it (replacing the entry) as they change. */
function useSettingsInUrl(apiBase: string) {
  const [params] = useSearchParams();
  const [settings, setSettings] = useState(() => settingsFromQuery(params, apiBase, window.location.origin));
  const location = useLocation();
  const navigate = useNavigate();
  const search = `?${settingsQuery(settings, apiBase).toString()}`;
  useEffect(() => {
    if (search === location.search) return;
    const timer = window.setTimeout(() => navigate({ search, hash: location.hash }, { replace: true }), 300);
    return () => window.clearTimeout(timer);
  }, [search, location.search, location.hash, navigate]);
  return [settings, setSettings] as const;
}

/** The three steps an editor takes, in the order of the page. */
const steps = ['choose', 'preview', 'copy'] as const;

/** The embed builder (`/embed`, `/en/embed`): choose an element, set it up, see it, copy its code. */
export function EmbedPage() {
  const { t, language } = useEmbedText();
  usePageMeta('embed.meta');
  useNoIndex();
  const { config } = useServices();
  const [settings, setSettings] = useSettingsInUrl(config.apiBase);
  const element = chosenElement(settings);
  const fields = attributeFields(element);
  const cssFields = cssFieldsOf(element);
  const problemOf = (field: AttributeField) => attributeProblem(field, attributeValue(field, settings.attributes[field.name] ?? ''));
  // What the editor types wins over an address the link set and the editor has not confirmed: that one is dropped.
  const setAttribute = (name: string, value: string) =>
    setSettings((current) => ({ ...settleLinkAddress(current, name, false), attributes: { ...current.attributes, [name]: value } }));
  const settleLink = (name: string, use: boolean) => {
    setSettings((current) => settleLinkAddress(current, name, use));
    // The button goes with its address: the focus goes on to the field it is about.
    document.getElementById(`embed-attribute-${name}`)?.focus();
  };

  const apiField = fields.find((field) => field.name === apiBaseAttribute);
  const apiValue = apiField ? attributeValue(apiField, settings.attributes[apiBaseAttribute] ?? '') : '';
  const apiOk = apiField !== undefined && problemOf(apiField) === null;
  const health = useApiHealth(apiOk ? apiValue : null, config.apiBase);

  const contrast = contrastOf(settings, cssFields, t, language);

  const release = useWidgetRelease();
  // The site's public origin (GFT_SITE_URL), where an editor's page loads the bundle from.
  const script = loaderScript(siteOrigin(), release, loaderPath);
  const attributes = snippetAttributes(settings);
  // The preview's bundle comes from the address this page is opened on, the code's from the site's public origin: a
  // badge without its own link goes to that site's verification on a partner's page, so the preview's goes there too.
  const previewAttributes: typeof attributes =
    element.tag === 'gft-certificate-badge' && !attributes.some(([name]) => name === 'verify-url')
      ? [...attributes, ['verify-url', new URL(localized(language, paths.verify), siteOrigin()).href]]
      : attributes;
  const css = changedCss(settings, supports);
  const warnings = contrast.failing.map((result) => t('embed.contrast.comment', { line: contrast.line(result) }));
  const code = snippet({ element, attributes, css, script, warnings });
  const leftOut = [
    ...fields.filter((field) => problemOf(field) !== null).map((field) => attributeLabel(t, field)),
    ...cssFields.filter((field) => cssProblem(field, settings.css[field.name] ?? '', supports) !== null).map((field) => cssLabel(t, field, settings)),
  ];
  const pageBackground = parseHex(settings.pageBackground) ? settings.pageBackground : defaultPageBackground;

  return (
    <article className="page embed-page">
      {/* For an editor first (issue 41): what the page is for and its three steps; the technical details wait in the code panel. */}
      <header className="embed-page__intro">
        <h1>{t('embed.h1')}</h1>
        <p className="lead">{t('embed.intro')}</p>
        <ol className="embed-steps">
          {steps.map((step) => (
            <li key={step}>{t(`embed.steps.${step}`)}</li>
          ))}
        </ol>
      </header>
      <LinkCheck settings={settings} ownApi={config.apiBase} onSettle={settleLink} t={t} />
      <div className="embed-layout">
        <div className="embed-settings">
          <ElementChoice settings={settings} onChoose={(tag) => setSettings((current) => ({ ...current, tag }))} t={t} />
          <fieldset className="embed-group">
            <legend>{t('embed.groups.settings')}</legend>
            {fields.map((field) => (
              <AttributeInput
                key={`${element.tag} ${field.name}`}
                field={field}
                value={settings.attributes[field.name] ?? ''}
                problem={problemOf(field)}
                onChange={(value) => setAttribute(field.name, value)}
                health={field.name === apiBaseAttribute ? health : undefined}
                fromLink={settings.fromLink[field.name] !== undefined}
                t={t}
              />
            ))}
          </fieldset>
        </div>
        <section className="embed-preview" aria-labelledby="embed-preview-title">
          <h2 id="embed-preview-title">{t('embed.preview.title')}</h2>
          <p className="gft-hint">{t('embed.preview.note')}</p>
          {/* The element of the code, as the code has it: one list of attributes for both (a badge's link added as the code's would go). */}
          <Preview
            tag={element.tag}
            attributes={previewAttributes}
            css={previewCss(settings, supports)}
            background={pageBackground}
            failedText={t('embed.preview.failed')}
          />
          <PageBackgroundInput settings={settings} update={setSettings} warnings={contrast.warningsOf('page')} supports={supports} t={t} />
        </section>
        <StylePanel settings={settings} update={setSettings} cssFields={cssFields} contrast={contrast} supports={supports} t={t} />
      </div>
      <CodePanel code={release === undefined ? null : code} css={stylesheet(element, css)} version={release?.version} leftOut={leftOut} t={t} />
    </article>
  );
}

/** A custom property's name as the editor sees its field: "match my site"'s own two under their labels there. */
function cssLabel(t: Translate, field: CssField, settings: BuilderSettings): string {
  if (settings.preset === 'site' && field.name === sitePrimary) return t('embed.presets.primary.label');
  if (settings.preset === 'site' && field.name === siteFont) return t('embed.presets.font.label');
  return propertyLabel(t, field);
}

/**
 * The code as it is copied (the same text), each run between spaces unbroken: a narrow screen wraps between
 * attributes, never inside a URL, a name such as `api-base` or the checksum; a run longer than the line scrolls.
 */
function UnbrokenWords({ text }: { text: string }) {
  return text.split(/( )/).map((part, index) =>
    part === ' ' ? (
      ' '
    ) : (
      // The runs are the text's own, in order: the index is their identity.
      <span key={index} className="embed-code__run">
        {part}
      </span>
    ),
  );
}

/** The elements of the table, one to choose; a tag the link named but the table does not have is said, not dropped silently. */
function ElementChoice({ settings, onChoose, t }: { settings: BuilderSettings; onChoose: (tag: string) => void; t: Translate }) {
  const chosen = chosenElement(settings);
  const unknown = elementOf(settings.tag) === undefined;
  return (
    <fieldset className="embed-group embed-elements" aria-describedby={unknown ? 'embed-element-error' : undefined}>
      <legend>{t('embed.groups.element')}</legend>
      {unknown ? (
        <p className="gft-error" id="embed-element-error">
          <span className="visually-hidden">{t('embed.errorPrefix')} </span>
          {t('embed.unknownElement', { tag: settings.tag, shown: elementName(t, chosen) })}
        </p>
      ) : null}
      <div className="embed-elements__list">
        {elements.map((element) => {
          const id = `embed-element-${element.widget}`;
          const summary = elementSummary(t, element);
          return (
            <div key={element.tag} className="embed-element">
              <input
                id={id}
                type="radio"
                name="embed-element"
                value={element.tag}
                checked={element.tag === chosen.tag && !unknown}
                onChange={() => onChoose(element.tag)}
                aria-describedby={summary ? `${id}--summary` : undefined}
              />
              <span className="embed-element__text">
                <label className="embed-element__name" htmlFor={id}>
                  {elementName(t, element)} <code className="embed-element__tag">{`<${element.tag}>`}</code>
                </label>
                {summary ? (
                  <span className="embed-element__summary" id={`${id}--summary`}>
                    {summary}
                  </span>
                ) : null}
              </span>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

function healthText(health: ApiHealth, t: Translate): string {
  switch (health.state) {
    case 'idle':
      return '';
    case 'checking':
      return t('embed.health.checking');
    case 'ok':
      return t('embed.health.ok');
    case 'failed':
      return t('embed.health.failed', { url: health.url });
    case 'unchecked':
      return t('embed.health.unchecked', { origin: health.origin });
  }
}

/** An attribute of the element: a choice of its values, or a text (URLs and IDs checked as typed). */
function AttributeInput(props: {
  field: AttributeField;
  value: string;
  problem: Problem | null;
  onChange: (value: string) => void;
  health?: ApiHealth | undefined;
  /** An address from the link waits for the editor's confirmation: its warning describes the field too. */
  fromLink: boolean;
  t: Translate;
}) {
  const { field, value, problem, onChange, health, fromLink, t } = props;
  const id = `embed-attribute-${field.name}`;
  const hint = attributeHint(t, field);
  const status = health ? (
    <p
      id={`${id}--status`}
      role="status"
      className={health.state === 'failed' ? 'gft-error embed-status' : health.state === 'ok' ? 'embed-status embed-status--ok' : 'gft-hint embed-status'}
    >
      {healthText(health, t)}
    </p>
  ) : null;
  const described = describedBy(hint && `${id}--hint`, problem && `${id}--error`, health && `${id}--status`, fromLink && `embed-link-${field.name}`);
  return (
    <Field id={id} label={attributeLabel(t, field)} hint={hint} problem={problem} t={t} after={status}>
      {field.kind.kind === 'choice' ? (
        <select
          id={id}
          name={id}
          className="gft-input gft-select"
          value={value || field.default || ''}
          aria-invalid={problem ? 'true' : undefined}
          aria-describedby={described}
          onChange={(event) => onChange(event.currentTarget.value)}
        >
          {field.default === undefined ? <option value="">{unsetLabel(t, field)}</option> : null}
          {field.kind.values.map((choice) => (
            <option key={choice} value={choice}>
              {valueLabel(t, field, choice)}
            </option>
          ))}
          {/* A value from the link that is none of them stays visible, with its message. */}
          {problem && value !== '' ? <option value={value}>{value}</option> : null}
        </select>
      ) : (
        <TextInput
          id={id}
          value={value}
          onChange={onChange}
          // An API that does not answer is the field's problem too, as its message shows (it stays in the code).
          invalid={problem !== null || health?.state === 'failed'}
          describedBy={described}
          type={field.kind.kind === 'url' ? 'url' : 'text'}
        />
      )}
    </Field>
  );
}

/**
 * The addresses a link set on another host, each said with what it means (where the widget's data or its visitors
 * would go) and a choice: use it anyway, or not. An alert, so that it is said as the page shows it.
 */
function LinkCheck(props: { settings: BuilderSettings; ownApi: string; onSettle: (name: string, use: boolean) => void; t: Translate }) {
  const { settings, ownApi, onSettle, t } = props;
  const addresses = linkAddresses(settings);
  if (addresses.length === 0) return null;
  return (
    <div className="notice notice--warning embed-link-check" role="alert" aria-labelledby="embed-link-title">
      <h2 id="embed-link-title">{t('embed.link.title')}</h2>
      <p>{t('embed.link.intro')}</p>
      <ul className="embed-link-check__list">
        {addresses.map(({ field, url, host }) => {
          const label = attributeLabel(t, field);
          const api = field.name === apiBaseAttribute;
          return (
            <li key={field.name}>
              <p id={`embed-link-${field.name}`}>{api ? t('embed.link.api', { url, own: ownApi, host }) : t('embed.link.url', { url, host, label })}</p>
              <div className="form-actions">
                <button type="button" className="button" onClick={() => onSettle(field.name, false)}>
                  {t('embed.link.discard', { label })}
                </button>
                <button type="button" className="button button--ghost" onClick={() => onSettle(field.name, true)}>
                  {api ? t('embed.link.useApi', { host }) : t('embed.link.useUrl', { host, label })}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The snippet and the CSS alone, each shown as code with a copy button that says what happened. */
function CodePanel({ code, css, version, leftOut, t }: { code: string | null; css: string; version: string | undefined; leftOut: string[]; t: Translate }) {
  const codeRef = useRef<HTMLElement>(null);
  const cssRef = useRef<HTMLElement>(null);
  const cssTitle = useId();
  const labels = (copy: string) => ({ copy, copied: t('embed.code.copied'), failed: t('embed.code.failed') });
  return (
    <section className="embed-code" aria-labelledby="embed-code-title">
      <h2 id="embed-code-title">{t('embed.code.title')}</h2>
      <p>{t('embed.code.intro')}</p>
      {leftOut.length > 0 ? <p className="notice notice--warning">{t('embed.code.leftOut', { fields: leftOut.join(', ') })}</p> : null}
      {code !== null && localAddresses(code).length > 0 ? (
        <p className="notice">{t('embed.code.local', { addresses: localAddresses(code).join(', '), count: localAddresses(code).length })}</p>
      ) : null}
      {/* Until the site has said which release it serves (a moment), no code that would name another loader. */}
      {code === null ? (
        <p className="loading" role="status">
          {t('common.loading')}
        </p>
      ) : (
        <>
          <pre className="embed-code__block" aria-labelledby="embed-code-title" tabIndex={0}>
            <code ref={codeRef}>
              <UnbrokenWords text={code} />
            </code>
          </pre>
          <CopyButton text={code} labels={labels(t('embed.code.copy'))} shown={() => codeRef.current} className="button" />
        </>
      )}
      {/* The version, its checksum and the stylesheet for a strict policy: what a developer needs, not an editor. */}
      <details className="embed-advanced embed-developers">
        <summary>{t('embed.code.developers')}</summary>
        <div className="embed-advanced__body">
          <p className="gft-hint">{t('embed.code.developersHint')}</p>
          {code === null ? null : <p>{version ? t('embed.code.pinned', { version }) : t('embed.code.current')}</p>}
          <h3 id={cssTitle}>{t('embed.code.cssTitle')}</h3>
          {css ? (
            <>
              <p>{t('embed.code.cssIntro')}</p>
              <pre className="embed-code__block" aria-labelledby={cssTitle} tabIndex={0}>
                <code ref={cssRef}>{css}</code>
              </pre>
              <CopyButton text={css} labels={labels(t('embed.code.cssCopy'))} shown={() => cssRef.current} className="button button--ghost" />
            </>
          ) : (
            <p>{t('embed.code.cssNone')}</p>
          )}
        </div>
      </details>
    </section>
  );
}

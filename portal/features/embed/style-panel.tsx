import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { formatNumber } from '#shared/i18n/format';
import type { Language } from '#shared/i18n/languages';
import type { Translate } from '#shared/i18n/translate';
import { parseHex, ratioFloor, type Rgb } from '#shared/ui/contrast';
import {
  contrastResults,
  cssProblem,
  effectiveDefault,
  resolvedColors,
  type BuilderSettings,
  type ContrastResult,
  type CssField,
  type Problem,
  type Supports,
} from './builder';
import { describedBy, Field, TextInput } from './fields';
import {
  choosePreset,
  defaultPageBackground,
  defaultPrimary,
  hexOf,
  presets,
  rederiveSite,
  siteColors,
  siteFont,
  sitePrimary,
  withCss,
  type Preset,
  type SetAside,
} from './presets';
import { pairLabel, propertyLabel } from './texts';

type Update = (change: (current: BuilderSettings) => BuilderSettings) => void;

/** The contrast of the colours as set: every pair measured, and the notes for each colour (and the page) in words. */
export function contrastOf(settings: BuilderSettings, cssFields: CssField[], t: Translate, language: Language) {
  const results = contrastResults(settings);
  const failing = results.filter((result) => !result.passes);
  const ratio = (value: number) => formatNumber(language, value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const line = (result: ContrastResult) =>
    t('embed.contrast.line', { pair: pairLabel(t, result.pair), ratio: ratio(ratioFloor(result.ratio)), min: ratio(result.pair.min) });
  // A colour left transparent (the element's background by default) is the page's: its pairs are said at the page's too.
  const showsPage = (name: string) => {
    const field = cssFields.find((candidate) => candidate.name === name);
    const typed = settings.css[name] ?? '';
    return field !== undefined && effectiveDefault(field, settings) === 'transparent' && (typed === '' || cssProblem(field, typed) !== null);
  };
  const warningsOf = (name: string) =>
    failing.filter(({ pair }) => pair.color === name || pair.on === name || (name === 'page' && (showsPage(pair.on) || showsPage(pair.color)))).map(line);
  return { results, failing, line, warningsOf };
}
export type Contrast = ReturnType<typeof contrastOf>;

/** The colours "match my site" sets: where a pair of them fails, it is the site's colour that gives too little contrast. */
const siteColorNames = new Set([sitePrimary, ...Object.keys(siteColors([0, 0, 0], [255, 255, 255]))]);

/** What the style part and its Advanced fields work from. */
interface StyleProps {
  settings: BuilderSettings;
  update: Update;
  cssFields: CssField[];
  contrast: Contrast;
  supports: Supports | undefined;
  t: Translate;
}

/**
 * The styling part of the builder: a preset to choose (most editors need nothing else), the contrast of it all, and
 * every property on its own under "Advanced", closed until wanted.
 */
export function StylePanel(props: StyleProps) {
  const { settings, update, cssFields, contrast, supports, t } = props;
  const [aside, setAside] = useState<SetAside>({});
  // Open at once where a link brought a value that is not valid: its message would otherwise be hidden.
  const [advanced, setAdvanced] = useState(() =>
    cssFields.some((field) => !(settings.preset === 'site' && siteColorNames.has(field.name)) && cssProblem(field, settings.css[field.name] ?? '') !== null),
  );
  const choose = (preset: Preset) => {
    const chosen = choosePreset(settings, preset, aside);
    setAside(chosen.aside);
    update(() => chosen.settings);
    // Custom is what "Advanced" sets: it opens where the values are.
    if (preset === 'custom') setAdvanced(true);
  };
  return (
    <div className="embed-settings embed-theme">
      <fieldset className="embed-group">
        <legend>{t('embed.groups.style')}</legend>
        <PresetChoice settings={settings} aside={aside} onChoose={choose} t={t}>
          <SiteInputs settings={settings} update={update} contrast={contrast} supports={supports} t={t} />
        </PresetChoice>
        <ContrastSummary results={contrast.results} lines={contrast.failing.map(contrast.line)} saidAbove={siteWarnings(settings, contrast)} t={t} />
        <details className="embed-advanced" open={advanced} onToggle={(event) => setAdvanced(event.currentTarget.open)}>
          <summary>{t('embed.advanced.summary')}</summary>
          {/* Rendered only when open: twenty fields an editor does not see need not be drawn, nor found by a search. */}
          {advanced ? <AdvancedFields settings={settings} update={update} cssFields={cssFields} contrast={contrast} supports={supports} t={t} /> : null}
        </details>
      </fieldset>
    </div>
  );
}

/**
 * The page the element will sit on, for the preview beside it and the contrast check; "match my site"'s focus ring
 * follows it (a page background being typed is not a colour yet: nothing is derived from it until it is).
 */
export function PageBackgroundInput(props: { settings: BuilderSettings; update: Update; warnings: string[]; supports: Supports | undefined; t: Translate }) {
  const { settings, update, warnings, supports, t } = props;
  const set = (value: string) =>
    update((current) => (parseHex(value) ? rederiveSite({ ...current, pageBackground: value }) : { ...current, pageBackground: value }));
  return (
    <ColorInput
      id="embed-page-background"
      label={t('embed.pageBackground.label')}
      hint={t('embed.pageBackground.hint')}
      value={settings.pageBackground}
      shown={parseHex(settings.pageBackground) ? hexOf(parseHex(settings.pageBackground) as Rgb) : defaultPageBackground}
      problem={settings.pageBackground === '' ? null : cssProblem({ kind: 'color' }, settings.pageBackground, supports)}
      onChange={set}
      resettable={settings.pageBackground !== defaultPageBackground}
      onReset={() => set(defaultPageBackground)}
      warnings={warnings}
      t={t}
    />
  );
}

/** The colours a preset's card shows: the element's background, its text, and two of its accents (the badge's own where it has no others). */
const swatchNames = [
  '--gft-color-background',
  '--gft-color-text',
  '--gft-color-primary',
  '--gft-color-link',
  '--gft-badge-background',
  '--gft-badge-text',
  '--gft-badge-mark',
  '--gft-badge-valid',
];

/**
 * The presets as radios (arrow keys move and choose, as in any radio group), each with what it is and its colours;
 * "match my site" reveals its two inputs (`children`) below it when chosen.
 */
function PresetChoice(props: { settings: BuilderSettings; aside: SetAside; onChoose: (preset: Preset) => void; t: Translate; children: ReactNode }) {
  const { settings, aside, onChoose, t, children } = props;
  return (
    <fieldset className="embed-presets">
      <legend className="gft-label">{t('embed.presets.legend')}</legend>
      {presets.map((preset) => {
        const id = `embed-preset-${preset}`;
        // What the card would look like chosen: the values that choosing it brings (the set-aside ones included).
        const colors = resolvedColors(choosePreset(settings, preset, aside).settings);
        const swatches = swatchNames.flatMap((name) => {
          const rgb = colors.get(name);
          return rgb ? [hexOf(rgb)] : [];
        });
        return (
          <Fragment key={preset}>
            <div className="embed-element embed-preset">
              <input
                id={id}
                type="radio"
                name="embed-preset"
                value={preset}
                checked={settings.preset === preset}
                onChange={() => onChoose(preset)}
                aria-describedby={`${id}--summary`}
              />
              <span className="embed-element__text">
                <span className="embed-preset__head">
                  <label className="embed-element__name" htmlFor={id}>
                    {t(`embed.presets.${preset}.name`)}
                  </label>
                  <span className="embed-swatches" aria-hidden="true">
                    {swatches.slice(0, 4).map((color, index) => (
                      <span key={index} className="embed-swatch" style={{ background: color }} />
                    ))}
                  </span>
                </span>
                <span className="embed-element__summary" id={`${id}--summary`}>
                  {t(`embed.presets.${preset}.summary`)}
                </span>
              </span>
            </div>
            {preset === 'site' && settings.preset === 'site' ? children : null}
          </Fragment>
        );
      })}
    </fieldset>
  );
}

/** The pairs "match my site"'s colour fails, said at its field: where the editor chose it, with what to do. */
const siteWarnings = (settings: BuilderSettings, contrast: Contrast) =>
  settings.preset === 'site' ? contrast.failing.filter(({ pair }) => siteColorNames.has(pair.color) || siteColorNames.has(pair.on)).map(contrast.line) : [];

/** "Match my site"'s two inputs: the colours follow the primary as it is typed, the shades derived in presets.ts. */
function SiteInputs(props: { settings: BuilderSettings; update: Update; contrast: Contrast; supports: Supports | undefined; t: Translate }) {
  const { settings, update, contrast, supports, t } = props;
  const set = (name: string, value: string) => update((current) => rederiveSite({ ...current, css: { ...current.css, [name]: value } }));
  const primary = settings.css[sitePrimary] ?? '';
  const font = settings.css[siteFont] ?? '';
  const fontProblem = cssProblem({ kind: 'font-family' }, font, supports);
  const warnings = siteWarnings(settings, contrast);
  return (
    <div className="embed-site">
      <ColorInput
        id="embed-site-primary"
        label={t('embed.presets.primary.label')}
        hint={t('embed.presets.primary.hint')}
        value={primary}
        shown={hexOf(parseHex(primary) ?? defaultPrimary)}
        problem={cssProblem({ kind: 'color' }, primary, supports)}
        onChange={(value) => set(sitePrimary, value)}
        resettable={primary !== ''}
        onReset={() => set(sitePrimary, '')}
        warnings={warnings}
        intro={t('embed.presets.lowContrast')}
        advice={t('embed.presets.advice')}
        t={t}
      />
      <Field id="embed-site-font" label={t('embed.presets.font.label')} hint={t('embed.presets.font.hint')} problem={fontProblem} t={t}>
        <TextInput
          id="embed-site-font"
          value={font}
          onChange={(value) => set(siteFont, value)}
          invalid={fontProblem !== null}
          describedBy={describedBy('embed-site-font--hint', fontProblem && 'embed-site-font--error')}
        />
      </Field>
    </div>
  );
}

/** "Standard: #1b2a21", "Standard: wie „Text“", "Standard: durchsichtig …" (the default for the element as set: a dark theme's). */
function defaultHint(t: Translate, field: CssField, settings: BuilderSettings): string {
  const value = effectiveDefault(field, settings);
  const reference = /^var\((--gft-[a-z-]+)\)$/.exec(value)?.[1];
  if (reference) return t('embed.defaultAs', { name: propertyLabel(t, { name: reference as CssField['name'] }) });
  return value === 'transparent' ? t('embed.defaultTransparent') : t('embed.default', { value });
}

/** Every custom property of the element on its own: a value set here makes the style custom, every other value kept. */
function AdvancedFields(props: StyleProps) {
  const { settings, update, cssFields, contrast, supports, t } = props;
  const setCss = (name: string, value: string) => update((current) => withCss(current, name, value));
  const colors = resolvedColors(settings);
  return (
    <div className="embed-advanced__body">
      <p className="gft-hint">{t('embed.advanced.hint')}</p>
      <fieldset className="embed-group">
        <legend>{t('embed.groups.colors')}</legend>
        <div className="embed-fields">
          {cssFields
            .filter((field) => field.kind === 'color')
            .map((field) => (
              <ColorInput
                key={field.name}
                id={`embed${field.name.slice(1)}`}
                label={propertyLabel(t, field)}
                hint={defaultHint(t, field, settings)}
                value={settings.css[field.name] ?? ''}
                shown={hexOf(colors.get(field.name) as Rgb)}
                problem={cssProblem(field, settings.css[field.name] ?? '', supports)}
                onChange={(value) => setCss(field.name, value)}
                resettable={(settings.css[field.name] ?? '') !== ''}
                onReset={() => setCss(field.name, '')}
                warnings={contrast.warningsOf(field.name)}
                t={t}
              />
            ))}
        </div>
      </fieldset>
      <fieldset className="embed-group">
        <legend>{t('embed.groups.type')}</legend>
        <div className="embed-fields">
          {cssFields
            .filter((field) => field.kind !== 'color')
            .map((field) => {
              const id = `embed${field.name.slice(1)}`;
              const problem = cssProblem(field, settings.css[field.name] ?? '', supports);
              return (
                <Field key={field.name} id={id} label={propertyLabel(t, field)} hint={defaultHint(t, field, settings)} problem={problem} t={t}>
                  <TextInput
                    id={id}
                    value={settings.css[field.name] ?? ''}
                    onChange={(value) => setCss(field.name, value)}
                    invalid={problem !== null}
                    describedBy={describedBy(`${id}--hint`, problem && `${id}--error`)}
                  />
                </Field>
              );
            })}
        </div>
      </fieldset>
    </div>
  );
}

/**
 * "Kontrast: alle 20 Farbpaare erfüllen WCAG AA": said when it changes, once the picking has paused; the pairs that
 * fail listed below it, as the notes beside each colour are under "Advanced", often closed (those said at "match my
 * site"'s colour just above are not repeated).
 */
function ContrastSummary({ results, lines, saidAbove, t }: { results: ContrastResult[]; lines: string[]; saidAbove: string[]; t: Translate }) {
  const failed = lines.length;
  const listed = lines.filter((line) => !saidAbove.includes(line));
  const text = failed === 0 ? t('embed.contrast.allPass', { count: results.length }) : t('embed.contrast.someFail', { failed, count: results.length });
  const [said, setSaid] = useState(text);
  useEffect(() => {
    const timer = window.setTimeout(() => setSaid(text), 800);
    return () => window.clearTimeout(timer);
  }, [text]);
  return (
    <div className="embed-contrast">
      <p className={failed === 0 ? 'embed-summary' : 'embed-summary embed-summary--fail'} role="status">
        {said}
      </p>
      {listed.length > 0 ? (
        <ul className="embed-warnings embed-contrast__list">
          {listed.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * A colour: a picker and the hex as text, side by side (one value), a way back to the default, and the contrast notes
 * (with what to do about them, where the field has advice).
 */
function ColorInput(props: {
  id: string;
  label: string;
  hint: ReactNode;
  value: string;
  shown: string;
  problem: Problem | null;
  onChange: (value: string) => void;
  resettable: boolean;
  onReset: () => void;
  warnings: string[];
  intro?: string;
  advice?: string;
  t: Translate;
}) {
  const { id, label, hint, value, shown, problem, onChange, resettable, onReset, warnings, intro, advice, t } = props;
  const described = describedBy(`${id}--hint`, problem && `${id}--error`, warnings.length > 0 && `${id}--contrast`);
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      problem={problem}
      t={t}
      after={
        warnings.length > 0 ? (
          <div className="embed-warnings" id={`${id}--contrast`}>
            {intro ? <p>{intro}</p> : null}
            <ul>
              {warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
            {advice ? <p>{advice}</p> : null}
          </div>
        ) : null
      }
    >
      <div className="embed-color">
        <input
          id={`${id}--picker`}
          type="color"
          className="embed-color__picker"
          value={shown}
          aria-label={t('embed.picker', { name: label })}
          aria-describedby={described}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
        <TextInput id={id} value={value} onChange={onChange} invalid={problem !== null} describedBy={described} />
        {resettable ? (
          <button type="button" className="button button--ghost button--small" aria-label={t('embed.resetLabel', { name: label })} onClick={onReset}>
            {t('embed.reset')}
          </button>
        ) : null}
      </div>
    </Field>
  );
}

/**
 * The builder's styles: four presets an editor picks instead of setting twenty colours, and "custom" once one of the
 * colours is set by hand. A preset is nothing but custom property values (the builder's `css`): the preview, the
 * contrast check and the snippet treat them as typed ones. Pure, without React or the DOM (unit-tested in Node).
 */
import { contrastRatio, parseHex, type Rgb } from '#shared/ui/contrast';
import { cssProperties, elements, type CssPropertySpec } from '#widgets/lib/elements';
import type { BuilderSettings } from './builder';

/** In the order the builder offers them; `custom` last, as it is where an editor ends up rather than starts. */
export const presets = ['greenfee', 'light', 'dark', 'site', 'custom'] as const;
export type Preset = (typeof presets)[number];
export const isPreset = (value: string | null): value is Preset => (presets as readonly (string | null)[]).includes(value);

/** "Match my site"'s two inputs are these two custom properties themselves: the link and the snippet need nothing else. */
export const sitePrimary = '--gft-color-primary';
export const siteFont = '--gft-font-family';

/** The page the element is shown on until the editor gives theirs (the preview, the contrast check). */
export const defaultPageBackground = '#ffffff';
/** The page the dark style is for, shown by the preview when it is chosen on the default page. */
export const darkPageBackground = '#13241a';

/** A colour as `#rrggbb`, lower case. */
export const hexOf = (rgb: Rgb) => `#${rgb.map((part) => part.toString(16).padStart(2, '0')).join('')}`;

/** `a` moved `amount` (0 to 1) of the way to `b`, channel by channel: toward black a shade, toward white a tint. */
export const mix = (a: Rgb, b: Rgb, amount: number): Rgb => a.map((part, index) => Math.round(part + ((b[index] as number) - part) * amount)) as unknown as Rgb;

const white: Rgb = [255, 255, 255];
const black: Rgb = [0, 0, 0];
const tableDefault = (name: string) => cssProperties.find((property) => property.name === name)?.default ?? '';
/** The primary colour of the defaults: "match my site"'s picker shows it until a colour is typed. */
export const defaultPrimary = parseHex(tableDefault(sitePrimary)) as Rgb;
/** The default text colour: a button's dark text in it matches the rest of the element better than pure black. */
const ink = parseHex(tableDefault('--gft-color-text')) as Rgb;

/** Text on a button of this colour: white where it reaches 4.5 : 1, else the dark text colour, else black (one of white and black always does). */
export function textOn(primary: Rgb): Rgb {
  const fits = [white, ink].find((candidate) => contrastRatio(candidate, primary) >= 4.5);
  return fits ?? (contrastRatio(white, primary) >= contrastRatio(black, primary) ? white : black);
}

/**
 * The button under the pointer: a darker shade, unless that would take the text below 4.5 : 1 (dark text on a light
 * colour) or look the same (a colour near black): then a lighter tint. Never a change the text cannot be read on.
 */
export function hoverOf(primary: Rgb, text: Rgb): Rgb {
  const candidates = [mix(primary, black, 0.2), mix(primary, white, 0.3)];
  const readable = candidates.filter((candidate) => contrastRatio(candidate, text) >= 4.5);
  return readable.find((candidate) => contrastRatio(candidate, primary) >= 1.2) ?? readable[0] ?? primary;
}

/**
 * The focus ring in the site's colour where it shows on the page (3 : 1, WCAG 1.4.11), else the nearest shade of it
 * that does: nobody designs a focus ring, and keyboard users need it on any colour an editor picks.
 */
export function focusOn(primary: Rgb, page: Rgb): Rgb {
  const toward = contrastRatio(black, page) >= contrastRatio(white, page) ? black : white;
  for (let step = 0; step <= 20; step += 1) {
    const candidate = mix(primary, toward, step / 20);
    if (contrastRatio(candidate, page) >= 3) return candidate;
  }
  return toward;
}

/**
 * The colours "match my site" derives from the site's primary colour on its page: the button, its shade under the
 * pointer and its text; links in the site's colour as typed (a colour too light for text on the page is then said by
 * the contrast check, not changed behind the editor's back); the focus ring (see focusOn).
 */
export function siteColors(primary: Rgb, page: Rgb): Record<string, string> {
  const text = textOn(primary);
  return {
    '--gft-color-primary-hover': hexOf(hoverOf(primary, text)),
    '--gft-color-primary-contrast': hexOf(text),
    '--gft-color-link': hexOf(primary),
    '--gft-color-focus': hexOf(focusOn(primary, page)),
  };
}

/** The badge's own colours in one of its themes, from the table (its `dark` variants), so that the presets follow it. */
const badgeColors = (theme: 'default' | 'dark') =>
  Object.fromEntries(
    elements
      .flatMap((element): readonly CssPropertySpec[] => ('ownCssProperties' in element ? element.ownCssProperties : []))
      .flatMap((property) => {
        const value = theme === 'dark' ? property.dark : property.default;
        return value !== undefined && parseHex(value) ? [[property.name, value]] : [];
      }),
  );

/**
 * Neutral greys for a light page whose colours are not green. The badge in its light theme whatever its `theme`
 * attribute says, with the common focus colour (its own default refers to it, which a preset cannot write). Like the
 * defaults, no background of its own: the element's root has no padding, and a box flush with its text looks broken.
 */
const light: Record<string, string> = {
  '--gft-color-text': '#1f2328',
  '--gft-color-muted': '#59636e',
  '--gft-color-primary': '#2d333b',
  '--gft-color-primary-hover': '#111418',
  '--gft-color-primary-contrast': '#ffffff',
  '--gft-color-link': '#0b57d0',
  '--gft-color-error': '#b3261e',
  '--gft-color-success': '#1a6b35',
  '--gft-color-warning': '#7a4a00',
  '--gft-color-error-background': '#fdecea',
  '--gft-color-success-background': '#e6f4ea',
  '--gft-color-warning-background': '#fdf3dc',
  '--gft-color-border': '#d0d7de',
  '--gft-color-input-border': '#6e7781',
  '--gft-color-input-background': '#ffffff',
  ...badgeColors('default'),
  '--gft-badge-focus': '#0b57d0',
};

/** Light text for a dark page (no background of its own, as light); the badge in its dark theme. */
const dark: Record<string, string> = {
  '--gft-color-text': '#eef4f0',
  '--gft-color-muted': '#b7c6bc',
  '--gft-color-primary': '#7fd3a0',
  '--gft-color-primary-hover': '#a6e2bd',
  '--gft-color-primary-contrast': '#13241a',
  '--gft-color-link': '#8fdcae',
  '--gft-color-focus': '#8ab4f8',
  '--gft-color-error': '#ff9d93',
  '--gft-color-success': '#7fd3a0',
  '--gft-color-warning': '#f0c069',
  '--gft-color-error-background': '#3d1f1c',
  '--gft-color-success-background': '#1c3a28',
  '--gft-color-warning-background': '#3a2f14',
  '--gft-color-border': '#4a6354',
  '--gft-color-input-border': '#8fa396',
  '--gft-color-input-background': '#1c3326',
  ...badgeColors('dark'),
};

/**
 * The values a preset sets, by custom property; every other property keeps its default. `greenfee` is the defaults
 * themselves, `custom` sets nothing of its own. "Match my site" takes its two inputs from `css` (as typed: a font
 * that is not valid gets its message there) and derives the rest from a valid primary on the page's background;
 * without a primary it is the default colours in the site's font.
 */
export function presetCss(preset: Preset, css: Record<string, string>, pageBackground: string): Record<string, string> {
  switch (preset) {
    case 'greenfee':
    case 'custom':
      return {};
    case 'light':
      return { ...light };
    case 'dark':
      return { ...dark };
    case 'site': {
      const primary = css[sitePrimary] ?? '';
      const font = css[siteFont] ?? '';
      const rgb = parseHex(primary);
      return {
        ...(font === '' ? {} : { [siteFont]: font }),
        ...(primary === '' ? {} : { [sitePrimary]: primary }),
        ...(rgb ? siteColors(rgb, parseHex(pageBackground) ?? white) : {}),
      };
    }
  }
}

/**
 * The values a link need not carry, as the preset it names sets them by itself: all of a fixed preset's; of "match my
 * site" the derived ones, not the two inputs they come from.
 */
export function impliedCss(preset: Preset, css: Record<string, string>, pageBackground: string): Record<string, string> {
  const values = presetCss(preset, css, pageBackground);
  if (preset !== 'site') return values;
  const { [sitePrimary]: _primary, [siteFont]: _font, ...derived } = values;
  return derived;
}

/**
 * The preset a link's values are: the one it names when its values are that preset's (a link writes only what differs
 * from it, see builder.ts), else custom; without a name, the defaults when it sets no colour. A "match my site" whose
 * primary is not a colour yet (a link written mid-typing) keeps the shades it had: they cannot be derived again.
 */
export function presetOfLink(named: string | null, css: Record<string, string>, pageBackground: string): Preset {
  if (!isPreset(named)) return Object.keys(css).length === 0 ? 'greenfee' : 'custom';
  if (named === 'custom') return named;
  if (named === 'site' && (css[sitePrimary] ?? '') !== '' && !parseHex(css[sitePrimary] ?? '')) return 'site';
  const values = presetCss(named, css, pageBackground);
  return Object.entries(css).every(([name, value]) => values[name] === value) ? named : 'custom';
}

/**
 * What a preset's choice set aside: the custom values (and their page) and the site's inputs, brought back when that
 * preset is chosen again.
 */
export interface SetAside {
  custom?: Record<string, string>;
  customPage?: string;
  site?: Record<string, string>;
}

/**
 * The page the preview shows a chosen style on. Dark is for a dark page: shown on one unless the editor gave their
 * own; a style for a light page puts the default back where the dark one still is. Custom values brought back bring
 * the page they were left on, where the default one is on show (a page the editor gave stays).
 */
function pageFor(settings: BuilderSettings, preset: Preset, left: SetAside): string {
  const page = settings.pageBackground;
  // The dark page is the dark style's own, as the default is the others': custom values come back on their page.
  const ownPage = page === defaultPageBackground || page === darkPageBackground;
  if (preset === 'custom') return left.custom && left.customPage !== undefined && ownPage ? left.customPage : page;
  if (preset === 'dark') return page === defaultPageBackground ? darkPageBackground : page;
  return page === darkPageBackground ? defaultPageBackground : page;
}

/**
 * The settings with a preset chosen: its values replace every custom property (an arrow key moves through the
 * presets, so nothing of the one left is lost: custom values and the site's inputs are set aside until chosen again).
 */
export function choosePreset(settings: BuilderSettings, preset: Preset, aside: SetAside): { settings: BuilderSettings; aside: SetAside } {
  if (preset === settings.preset) return { settings, aside };
  const left =
    settings.preset === 'custom'
      ? { ...aside, custom: settings.css, customPage: settings.pageBackground }
      : settings.preset === 'site'
        ? { ...aside, site: { [sitePrimary]: settings.css[sitePrimary] ?? '', [siteFont]: settings.css[siteFont] ?? '' } }
        : aside;
  const pageBackground = pageFor(settings, preset, left);
  // Custom chosen for the first time starts from the values on show: the editor goes on from there under "Advanced".
  const css = preset === 'custom' ? (left.custom ?? settings.css) : presetCss(preset, preset === 'site' ? (left.site ?? {}) : {}, pageBackground);
  return { settings: { ...settings, preset, css, pageBackground }, aside: left };
}

/**
 * The settings after a change of "match my site"'s inputs or of the page's background: the colours derived again. While
 * the primary typed is not a colour yet, the last ones stay (the preview does not jump to the defaults at each key).
 */
export function rederiveSite(settings: BuilderSettings): BuilderSettings {
  if (settings.preset !== 'site') return settings;
  const primary = settings.css[sitePrimary] ?? '';
  if (primary !== '' && !parseHex(primary)) return settings;
  return { ...settings, css: presetCss('site', settings.css, settings.pageBackground) };
}

/** The settings with a custom property set by hand: the style becomes custom, with every value as it was. */
export const withCss = (settings: BuilderSettings, name: string, value: string): BuilderSettings => ({
  ...settings,
  preset: 'custom',
  css: { ...settings.css, [name]: value },
});

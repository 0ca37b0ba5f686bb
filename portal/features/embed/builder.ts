/**
 * The embed builder's model, without React or the DOM: the form's fields generated from the elements' table
 * (widgets/lib/elements.ts, plain data), the settings and their query string, validation, the colours' contrast and
 * the snippet. Nothing here is written per element: an element added to the table appears in the builder by itself.
 */
import { contrastRatio, parseHex, type Rgb } from '#shared/ui/contrast';
import { commonAttributes, contrastPairs, cssProperties, elements, type CssPropertySpec } from '#widgets/lib/elements';
import { escapeAttribute } from '#portal/lib/html-escape';
import { defaultPageBackground, hexOf, impliedCss, isPreset, presetCss, presetOfLink, type Preset } from './presets';

export type ElementSpec = (typeof elements)[number];
export type ContrastPair = (typeof contrastPairs)[number];

/** How an attribute is filled in and checked: from its name (`*-url`, `api-base`, `certificate-id`) and its type. */
export type AttributeKind = { kind: 'url' } | { kind: 'certificate-id' } | { kind: 'choice'; values: string[] } | { kind: 'text' };

export interface AttributeField {
  name: string;
  kind: AttributeKind;
  /** The value the element takes when the attribute is absent (an enumerated attribute's default). */
  default: string | undefined;
  /** Needed for the element to work at all: the API base. */
  required: boolean;
  /** The table's description (English), for the texts' fallback. */
  description: string;
}

export const apiBaseAttribute = 'api-base';

/** `'de' | 'en'` → ['de', 'en']; null for anything that is not a union of string literals. */
function choices(type: string): string[] | null {
  if (!/^'[^']*'(\s*\|\s*'[^']*')+$/.test(type.trim())) return null;
  return type.split('|').map((part) => part.trim().slice(1, -1));
}

function kindOf(name: string, type: string): AttributeKind {
  const values = choices(type);
  if (values) return { kind: 'choice', values };
  if (name === apiBaseAttribute || name.endsWith('-url')) return { kind: 'url' };
  if (name === 'certificate-id') return { kind: 'certificate-id' };
  return { kind: 'text' };
}

/** The element of a tag; undefined for a tag the table does not have. */
export const elementOf = (tag: string): ElementSpec | undefined => elements.find((element) => element.tag === tag);

/** The element the builder shows: the one asked for, or the table's first when the URL named one it does not have. */
export const chosenElement = (settings: BuilderSettings): ElementSpec => elementOf(settings.tag) ?? (elements[0] as ElementSpec);

/** The form's attribute fields of an element: its own, then those of every element (language, API base). */
export function attributeFields(element: ElementSpec): AttributeField[] {
  const specs: readonly { name: string; type: string; default?: string; description: string }[] = [...element.attributes, ...commonAttributes];
  return specs.map((spec) => ({
    name: spec.name,
    kind: kindOf(spec.name, spec.type),
    default: spec.default,
    required: spec.name === apiBaseAttribute,
    description: spec.description,
  }));
}

/** How a custom property is filled in and checked. */
export type CssKind = 'color' | 'length' | 'font-family';

export interface CssField {
  name: `--gft-${string}`;
  kind: CssKind;
  default: string;
  /**
   * Defaults of its own for a value of one of the element's enumerated attributes (the badge's `dark: '#13241a'`
   * with `theme="dark"`): any other string the table gives the property, by that value.
   */
  variants: Record<string, string>;
  description: string;
}

/**
 * What the table may say of an element's theming besides the common custom properties: the common ones it reads, when
 * not all (`cssProperties`), and its own (`ownCssProperties`). Read by name, so the builder follows whatever the table
 * says of each element.
 */
interface ThemedElement {
  cssProperties?: readonly string[];
  ownCssProperties?: readonly CssPropertySpec[];
}
const themed = (element: ElementSpec) => element as ElementSpec & ThemedElement;

const fieldOf = (property: CssPropertySpec): CssField => ({
  name: property.name,
  kind: property.syntax === '<color>' ? 'color' : property.syntax === '<length>' ? 'length' : 'font-family',
  default: property.default,
  variants: Object.fromEntries(
    Object.entries(property).filter(
      (entry): entry is [string, string] => !['name', 'syntax', 'default', 'description'].includes(entry[0]) && typeof entry[1] === 'string',
    ),
  ),
  description: property.description,
});

/** A custom property's default for the element as set: its variant for a value its enumerated attributes have, else the table's. */
export function effectiveDefault(field: CssField, settings: BuilderSettings, element = chosenElement(settings)): string {
  for (const attribute of attributeFields(element)) {
    if (attribute.kind.kind !== 'choice') continue;
    const value = settings.attributes[attribute.name] || attribute.default;
    const variant = value === undefined ? undefined : field.variants[value];
    if (variant !== undefined && attributeProblem(attribute, value ?? '') === null) return variant;
  }
  return field.default;
}

/** The custom properties every element reads (unless the table says which of them an element reads). */
const commonCssFields: CssField[] = cssProperties.map(fieldOf);

/** The custom properties an element reads: the common ones (those it names, if it names them), then its own. */
export function cssFieldsOf(element: ElementSpec): CssField[] {
  const { cssProperties: reads, ownCssProperties: own = [] } = themed(element);
  return [...commonCssFields.filter((field) => !reads || reads.includes(field.name)), ...own.map(fieldOf)];
}

/** Every custom property of the table, each once (the query string's names, the preview's resets). */
const allCssFields = (): CssField[] => [...new Map(elements.flatMap(cssFieldsOf).map((field) => [field.name, field])).values()];

/** The colour pairs an element draws: those of the table whose colours it reads (both of them), unless the pair is another element's own. */
export function contrastPairsOf(element: ElementSpec): ContrastPair[] {
  const colors = new Set(cssFieldsOf(element).flatMap((field) => (field.kind === 'color' ? [field.name as string] : [])));
  return contrastPairs.filter(
    (pair) =>
      colors.has(pair.color) && (pair.on === 'page' || colors.has(pair.on)) && (!('only' in pair) || (pair.only as readonly string[]).includes(element.tag)),
  );
}

/** What the editor has set. Values are kept as typed (invalid ones too: they get their field's message). */
export interface BuilderSettings {
  /** The element's tag as asked for (the URL may name one the table does not have). */
  tag: string;
  /** By attribute name, across elements: switching elements keeps what two have in common. */
  attributes: Record<string, string>;
  /** By custom property; empty or absent: the default. A preset's values are here too, as if typed (presets.ts). */
  css: Record<string, string>;
  /** The style the values are: a preset's, or custom once one is set by hand. */
  preset: Preset;
  /** The page the element will sit on: for the preview and the contrast check only, never in the snippet. */
  pageBackground: string;
  /**
   * Addresses a link set on another host (an API base not this site's, a URL not on its origin), by attribute name:
   * in neither the snippet nor the preview until the editor confirms them, as a link may come from anyone.
   */
  fromLink: Record<string, string>;
}

const elementParam = 'element';
const presetParam = 'preset';
const pageBackgroundParam = 'page-background';

/** Every attribute name of the table (an element's own and the common ones). */
const allAttributeNames = () => [
  ...new Set([...elements.flatMap((element) => element.attributes.map((attribute) => attribute.name)), ...commonAttributes.map((a) => a.name)]),
];

/**
 * An address as the URL parser writes it, without the slashes that end it, for comparing two written differently
 * (`HTTPS://API.x:443/` and `https://api.x`); as written where it is not a URL.
 */
const comparable = (url: string) => {
  try {
    return new URL(url.trim()).href.replace(/\/+$/, '');
  } catch {
    return url.trim().replace(/\/+$/, '');
  }
};

/**
 * Whether a link's value for an attribute is held back until the editor confirms it: an API base other than this
 * site's, or another URL on another origin than `origin` (the site's). Invalid values are not: they get their field's
 * message and never reach the snippet anyway.
 */
export function heldBack(name: string, value: string, apiBase: string, origin: string): boolean {
  if (kindOf(name, 'string').kind !== 'url' || !isWebUrl(value.trim())) return false;
  if (name === apiBaseAttribute) return comparable(value) !== comparable(apiBase);
  return new URL(value.trim()).origin !== origin;
}

/**
 * The settings a query string holds (`?element=gft-token-lead&privacy-url=…&--gft-color-primary=%23…`); the
 * addresses of another host aside in `fromLink` (see heldBack), this site's API in their place.
 */
export function settingsFromQuery(query: URLSearchParams, apiBase: string, origin: string): BuilderSettings {
  const attributes: Record<string, string> = { [apiBaseAttribute]: apiBase };
  const fromLink: Record<string, string> = {};
  for (const name of allAttributeNames()) {
    const value = query.get(name);
    if (value === null) continue;
    if (heldBack(name, value, apiBase, origin)) fromLink[name] = value;
    else attributes[name] = value;
  }
  const css: Record<string, string> = {};
  for (const field of allCssFields()) {
    const value = query.get(field.name);
    if (value !== null && value !== '') css[field.name] = value;
  }
  const pageBackground = query.get(pageBackgroundParam) ?? defaultPageBackground;
  // The link has what differs from the preset it names: that preset's values under it (all of them, not only the
  // element's), also where its values make it custom.
  const named = query.get(presetParam);
  const preset = presetOfLink(named, css, pageBackground);
  return {
    tag: query.get(elementParam) ?? (elements[0] as ElementSpec).tag,
    attributes,
    css: { ...presetCss(isPreset(named) ? named : preset, css, pageBackground), ...css },
    preset,
    pageBackground,
    fromLink,
  };
}

/** An address a link set on another host, for the chosen element: its field, the URL, and the host it names. */
export interface LinkAddress {
  field: AttributeField;
  url: string;
  host: string;
}

/** The chosen element's addresses held back from the link, in the order of its fields. */
export function linkAddresses(settings: BuilderSettings): LinkAddress[] {
  return attributeFields(chosenElement(settings)).flatMap((field) => {
    const url = settings.fromLink[field.name];
    if (url === undefined) return [];
    // As the URL parser writes it (an IDN host in punycode, controls escaped): what is shown is what a confirmation applies.
    const parsed = new URL(url.trim());
    return [{ field, url: parsed.href, host: parsed.host }];
  });
}

/** The settings with an address from the link set aside: confirmed (`use`, it becomes the attribute's value) or not. */
export function settleLinkAddress(settings: BuilderSettings, name: string, use: boolean): BuilderSettings {
  const { [name]: url, ...fromLink } = settings.fromLink;
  if (url === undefined) return settings;
  return { ...settings, fromLink, attributes: use ? { ...settings.attributes, [name]: new URL(url.trim()).href } : settings.attributes };
}

/**
 * The query string of the settings: the element, its attributes that are set (the API base when it is not this site's
 * own, an enumerated one when it is not its default; an address from the link not yet confirmed as the link had it,
 * so that a reload asks again), the preset other than the default one, and the custom properties set otherwise than
 * the preset sets them, as typed (a preset's link stays short: `?preset=dark`).
 */
export function settingsQuery(settings: BuilderSettings, apiBase: string): URLSearchParams {
  const query = new URLSearchParams({ [elementParam]: settings.tag });
  for (const field of attributeFields(chosenElement(settings))) {
    const value = settings.fromLink[field.name] ?? settings.attributes[field.name] ?? '';
    if (value === '' || value === field.default || (field.name === apiBaseAttribute && value === apiBase)) continue;
    query.set(field.name, value);
  }
  if (settings.preset !== 'greenfee') query.set(presetParam, settings.preset);
  const byPreset = impliedCss(settings.preset, settings.css, settings.pageBackground);
  for (const field of cssFieldsOf(chosenElement(settings))) {
    const value = settings.css[field.name] ?? '';
    if (value !== '' && value !== byPreset[field.name]) query.set(field.name, value);
  }
  if (settings.pageBackground !== defaultPageBackground) query.set(pageBackgroundParam, settings.pageBackground);
  return query;
}

/** A field's message: a key of the builder's texts (`embed.problems.<key>`) and its values. */
export interface Problem {
  key: string;
  values?: Record<string, string | number>;
}

/** Whether a value is an absolute http(s) URL. */
function isWebUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * The contract's certificate ID (shared/api/schemas/certificate.ts, certificateIdSchema; the unit test holds the two
 * together): not imported, as the schema's module would become a chunk of its own in the customer area's first download.
 */
const certificateIdPattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** An attribute's value as it is checked and written: a URL without the spaces a paste brings along. */
export const attributeValue = (field: AttributeField, typed: string) => (field.kind.kind === 'url' ? typed.trim() : typed);

/** The message for an attribute's value (as attributeValue gives it), or null when it may go into the snippet. */
export function attributeProblem(field: AttributeField, value: string): Problem | null {
  if (value === '') return field.required ? { key: 'required' } : null;
  switch (field.kind.kind) {
    case 'url':
      return isWebUrl(value) ? null : { key: 'url' };
    case 'certificate-id':
      if (/\s/.test(value)) return { key: 'certificateIdSpaces' };
      return certificateIdPattern.test(value) ? null : { key: 'certificateId' };
    case 'choice':
      return field.kind.values.includes(value) ? null : { key: 'choice', values: { values: field.kind.values.join(', ') } };
    case 'text':
      return null;
  }
}

/** CSS.supports, where there is one (the browser); the checks of this file stand without it (unit tests in Node). */
export type Supports = (property: string, value: string) => boolean;

const cssBreakers = /[;{}<>\\]/;
const lengthPattern = /^(0|(\d+(\.\d+)?|\.\d+)(px|em|rem|%|ch|ex|vw|vh|vmin|vmax|pt|pc|cm|mm|in|q|lh|rlh))$/i;
const genericFamilies = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'ui-serif',
  'ui-sans-serif',
  'ui-monospace',
  'ui-rounded',
  'math',
  'emoji',
  'fangsong',
  '-apple-system',
  'blinkmacsystemfont',
]);

/** The families of a font-family value as typed (`Georgia, 'Source Serif 4', serif`): a name's one pair of quotes dropped, empty parts too. */
const familiesOf = (value: string) =>
  value
    .split(',')
    .map((family) =>
      family
        .trim()
        .replace(/^(["'])(.*)\1$/, '$2')
        .trim()
        .replace(/\s+/g, ' '),
    )
    .filter((family) => family !== '');

/**
 * A font family list as CSS: each name a CSS string (`"Source Serif 4"`), the generic families (and the system font's
 * names) as keywords. The names hold no quotes or backslashes (cssProblem refuses them), so the quoting needs no escapes.
 */
export const cssFontFamily = (value: string) =>
  familiesOf(value)
    .map((family) => (genericFamilies.has(family.toLowerCase()) ? family.toLowerCase() : `"${family}"`))
    .join(', ');

/** The message for a custom property's value, or null when it may go into the snippet. */
export function cssProblem(field: Pick<CssField, 'kind'>, value: string, supports?: Supports): Problem | null {
  if (value === '') return null;
  if (cssBreakers.test(value)) return { key: 'cssCharacters' };
  switch (field.kind) {
    case 'color':
      return parseHex(value) && (!supports || supports('color', value.trim())) ? null : { key: 'color' };
    case 'length':
      return lengthPattern.test(value.trim()) && (!supports || supports('width', value.trim())) ? null : { key: 'length' };
    case 'font-family':
      // eslint-disable-next-line no-control-regex -- control characters are refused as quotes are
      if (familiesOf(value).some((family) => /["'`\u0000-\u001f\u007f]/.test(family))) return { key: 'fontFamilyQuotes' };
      if (familiesOf(value).length === 0 || (supports && !supports('font-family', cssFontFamily(value)))) return { key: 'fontFamily' };
      return null;
  }
}

/** A valid value as it goes into the CSS. */
function cssValue(field: CssField, value: string): string {
  if (field.kind === 'font-family') return cssFontFamily(value);
  if (field.kind === 'color') return hexOf(parseHex(value) as Rgb);
  return value.trim().toLowerCase();
}

/** The custom properties to write: the chosen element's, valid, set, and not the table's default. */
export function changedCss(settings: BuilderSettings, supports?: Supports): [name: string, value: string][] {
  return cssFieldsOf(chosenElement(settings)).flatMap((field): [string, string][] => {
    const value = settings.css[field.name] ?? '';
    if (value === '' || cssProblem(field, value, supports)) return [];
    const css = cssValue(field, value);
    const byDefault = effectiveDefault(field, settings);
    const fallback =
      field.kind === 'font-family' ? cssFontFamily(byDefault) : field.kind === 'color' && parseHex(byDefault) ? hexOf(parseHex(byDefault) as Rgb) : byDefault;
    return css === fallback ? [] : [[field.name, css]];
  });
}

/**
 * Every custom property of the table for the preview's container: the changed ones, and `initial` for the rest, which
 * makes the element fall back to its own default as on a partner's blank page (the portal sets some on :root, which
 * the element would inherit; an element's theme, such as a dark one, has defaults of its own).
 */
export function previewCss(settings: BuilderSettings, supports?: Supports): Record<string, string> {
  const changed = new Map(changedCss(settings, supports));
  return Object.fromEntries(allCssFields().map((field) => [field.name, changed.get(field.name) ?? 'initial']));
}

/** The colour each of the chosen element's colour properties resolves to (defaults followed, transparent: the page's background). */
export function resolvedColors(settings: BuilderSettings): Map<string, Rgb> {
  const page = parseHex(settings.pageBackground) ?? (parseHex(defaultPageBackground) as Rgb);
  const fields = cssFieldsOf(chosenElement(settings));
  const colors = new Map<string, Rgb>();
  const resolve = (name: string, seen: Set<string>): Rgb => {
    const known = colors.get(name);
    if (known) return known;
    const field = fields.find((candidate) => candidate.name === name);
    const typed = settings.css[name] ?? '';
    const value = field && typed !== '' && !cssProblem(field, typed) ? typed : field ? effectiveDefault(field, settings) : 'transparent';
    const reference = /^var\((--[a-z-]+)\)$/.exec(value)?.[1];
    const rgb = parseHex(value) ?? (reference && !seen.has(reference) ? resolve(reference, new Set([...seen, name])) : page);
    colors.set(name, rgb);
    return rgb;
  };
  for (const field of fields) if (field.kind === 'color') resolve(field.name, new Set());
  return colors;
}

export interface ContrastResult {
  pair: ContrastPair;
  ratio: number;
  passes: boolean;
}

/** Every pair the chosen element draws, measured (never rounded up: 4.49 fails 4.5). */
export function contrastResults(settings: BuilderSettings): ContrastResult[] {
  const colors = resolvedColors(settings);
  const page = parseHex(settings.pageBackground) ?? (parseHex(defaultPageBackground) as Rgb);
  return contrastPairsOf(chosenElement(settings)).map((pair) => {
    const ratio = contrastRatio(colors.get(pair.color) as Rgb, pair.on === 'page' ? page : (colors.get(pair.on) as Rgb));
    return { pair, ratio, passes: ratio >= pair.min };
  });
}

/** Text in an HTML comment: nothing that could end it (`--`, `>`) or open a tag. */
const commentText = (text: string) => text.replace(/-{2,}/g, '-').replace(/[<>]/g, '');

/** The attributes to write: valid, set, and not an enumerated attribute's default. */
export function snippetAttributes(settings: BuilderSettings): [name: string, value: string][] {
  return attributeFields(chosenElement(settings)).flatMap((field): [string, string][] => {
    const value = attributeValue(field, settings.attributes[field.name] ?? '');
    return value === '' || value === field.default || attributeProblem(field, value) ? [] : [[field.name, value]];
  });
}

/** Where partners load the widgets from: the versioned loader with its integrity when known, else the current one. */
export interface LoaderScript {
  src: string;
  integrity?: string | undefined;
}

/** The rules for the page's stylesheet (empty when nothing differs from the defaults). */
export function stylesheet(element: ElementSpec, css: [name: string, value: string][]): string {
  return css.length === 0 ? '' : `${element.tag} {\n${css.map(([name, value]) => `  ${name}: ${value};\n`).join('')}}\n`;
}

/** The HTML to paste: the script, a comment per contrast that fails, the element, and a <style> block when needed. */
export function snippet(options: {
  element: ElementSpec;
  attributes: [string, string][];
  css: [string, string][];
  script: LoaderScript;
  warnings: string[];
}): string {
  const { element, attributes, css, script, warnings } = options;
  const tag = element.tag;
  const integrity = script.integrity ? ` integrity="${escapeAttribute(script.integrity)}" crossorigin="anonymous"` : '';
  const lines = [`<script type="module" src="${escapeAttribute(script.src)}"${integrity}></script>`];
  for (const warning of warnings) lines.push(`<!-- ${commentText(warning)} -->`);
  lines.push(`<${tag}${attributes.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('')}></${tag}>`);
  const rules = stylesheet(element, css);
  if (rules) lines.push(`<style>\n${rules.replace(/^/gm, '  ').trimEnd()}\n</style>`);
  return `${lines.join('\n')}\n`;
}

/**
 * The elements' definitions: the one source of their documentation (tag, attributes, events, CSS custom properties,
 * parts, slots). The build writes the Custom Elements Manifest and the VS Code custom data from it (widgets/lib/manifest.ts);
 * defineWidget takes its props typed from it. The widget bundle imports this file only as a type (`import type`),
 * so none of the prose below reaches a partner's page.
 */
import type { GftEventDetailMap, WidgetName } from './events';

export interface AttributeSpec {
  /** kebab-case, as in HTML; the prop is its camelCase (`certificate-id` → `certificateId`). */
  name: string;
  /** TypeScript text of the value, e.g. `string` or `'de' | 'en'`. */
  type: string;
  /** The default as it would be written in HTML, when the attribute has one. */
  default?: string;
  description: string;
}

export interface CssPropertySpec {
  name: `--gft-${string}`;
  syntax: '<color>' | '<length>' | '*';
  default: string;
  /** The default with theme="dark" (the badge's), where it differs. */
  dark?: string;
  description: string;
}

export interface ElementSpec {
  tag: `gft-${string}`;
  widget: WidgetName;
  summary: string;
  description: string;
  /** The element's own attributes; those of every element are in `commonAttributes`. */
  attributes: readonly AttributeSpec[];
  /** The detail of its gft-success, as TypeScript text, and when it is raised. */
  success: { detail: string; description: string };
  /** Its own parts, besides `commonParts`. */
  parts: readonly string[];
  slots: readonly { name: string; description: string }[];
  /** The common parts it has, when not all of them (the badge is no form). */
  commonParts?: readonly (typeof commonParts)[number][];
  /** The common CSS custom properties it reads, when not all of them. */
  cssProperties?: readonly (typeof cssProperties)[number]['name'][];
  /** Its own CSS custom properties, besides the common ones. */
  ownCssProperties?: readonly CssPropertySpec[];
}

/** The attributes every element has. */
export const commonAttributes = [
  {
    name: 'api-base',
    type: 'string',
    description:
      "The API: an absolute http(s) URL; overrides the script's `data-api-base`. Without a usable API base the element says so, in words, and raises `gft-error` with kind `CONFIG_ERROR`.",
  },
  {
    name: 'lang',
    type: "'de' | 'en'",
    description: "The language: when absent, the nearest `lang` of the page, else `de`; changing it, or the page's `lang`, re-renders.",
  },
] as const satisfies readonly AttributeSpec[];

/** The events every element raises: CustomEvents that bubble and are composed, so they reach `document`; `detail.widget` names the element. */
export const commonEvents = {
  'gft-ready': {
    detail: "{ widget: WidgetName; language: 'de' | 'en' }",
    description: 'The element has rendered (once it is in the page).',
  },
  'gft-success': { detail: '', description: "Each element's own: see its `success`." },
  'gft-error': {
    detail:
      "{ widget: WidgetName; kind: 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | 'HTTP_ERROR' | 'VALIDATION' | 'CONFIG_ERROR' | 'MODULE_ERROR'; code?: string; message: string }",
    description:
      "Something failed. `MODULE_ERROR`: a part of the element's code arrived but failed to run, for example because a script of the page broke a built-in (also logged to the console). When the element's own code fails to load or run, the empty element raises `FETCH_ERROR` or `MODULE_ERROR` with an English message for the integrator. `message` is the text shown to the visitor, in the visitor's language. A tag the page has already defined itself is left to the page: `gft-error` on `document` with kind `CONFIG_ERROR`, code `TAG_DEFINED` and the tag in `message`.",
  },
} as const satisfies Record<keyof GftEventDetailMap, { detail: string; description: string }>;

/** The parts every element has. */
export const commonParts = ['root', 'heading', 'form', 'field', 'label', 'hint', 'error', 'input', 'checkbox', 'button', 'summary', 'success', 'link'] as const;

/** The CSS custom properties (they inherit from the page), with their defaults (docs/widgets.md, "Styling"). */
export const cssProperties = [
  { name: '--gft-font-family', syntax: '*', default: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif", description: 'The font family.' },
  { name: '--gft-font-size', syntax: '<length>', default: '16px', description: 'The font size; all sizes scale from it.' },
  { name: '--gft-color-text', syntax: '<color>', default: '#1b2a21', description: 'Text colour.' },
  { name: '--gft-color-heading', syntax: '<color>', default: 'var(--gft-color-text)', description: 'Heading colour (the text colour by default).' },
  { name: '--gft-color-muted', syntax: '<color>', default: '#4a5a4f', description: 'Colour of secondary text (intros, hints, the chosen file).' },
  { name: '--gft-color-primary', syntax: '<color>', default: '#1d5c3a', description: 'Button background; also the checkboxes and the file button.' },
  { name: '--gft-color-primary-hover', syntax: '<color>', default: '#133f29', description: 'Button background on hover.' },
  { name: '--gft-color-primary-contrast', syntax: '<color>', default: '#ffffff', description: 'Button text.' },
  { name: '--gft-color-link', syntax: '<color>', default: '#1d5c3a', description: 'Link colour.' },
  { name: '--gft-color-focus', syntax: '<color>', default: '#0b57d0', description: 'Focus ring colour.' },
  { name: '--gft-color-error', syntax: '<color>', default: '#b3261e', description: 'Error text, and the frame of fields and boxes with an error.' },
  { name: '--gft-color-success', syntax: '<color>', default: '#1d5c3a', description: 'The edge of a success box.' },
  { name: '--gft-color-warning', syntax: '<color>', default: '#7a4a17', description: 'The edge of a warning box.' },
  {
    name: '--gft-color-error-background',
    syntax: '<color>',
    default: '#fdecea',
    description: "Background of an error box (a verification's outcome).",
  },
  {
    name: '--gft-color-success-background',
    syntax: '<color>',
    default: '#e5f1e8',
    description: "Background of a success box (a sent form, a verification's outcome).",
  },
  {
    name: '--gft-color-warning-background',
    syntax: '<color>',
    default: '#fbf1e2',
    description: "Background of a warning box (a verification's outcome).",
  },
  { name: '--gft-color-border', syntax: '<color>', default: '#d6ded8', description: 'Border colour (fieldsets, table rows).' },
  { name: '--gft-color-input-border', syntax: '<color>', default: '#6b7c70', description: 'Border colour of the inputs.' },
  { name: '--gft-color-input-background', syntax: '<color>', default: '#ffffff', description: 'Background of the inputs.' },
  { name: '--gft-color-background', syntax: '<color>', default: 'transparent', description: "The element's background." },
  { name: '--gft-radius', syntax: '<length>', default: '0.5em', description: 'Corner radius.' },
  { name: '--gft-spacing', syntax: '<length>', default: '1em', description: 'Spacing unit.' },
  { name: '--gft-max-width', syntax: '<length>', default: '40em', description: "The element's maximum width." },
] as const satisfies readonly CssPropertySpec[];

/**
 * A colour drawn on another (`on`; a transparent one such as `--gft-color-background`, the element's own, lets the
 * page show through; `page` is the page itself): text needs 4.5 : 1 (WCAG 1.4.3), borders and the focus ring 3 : 1 (1.4.11). The embed builder
 * checks, for an element, the pairs of the custom properties it reads, as colours are picked (portal/features/embed/).
 */
export interface ContrastPair {
  /** Names the pair in the builder's texts (`embed.contrast.pairs.<id>`). */
  id: string;
  color: `--gft-${string}`;
  /** `page`: the page itself, around the element (a focus ring drawn outside it). */
  on: `--gft-${string}` | 'page';
  min: 4.5 | 3;
  description: string;
  /** The elements that draw it, when not every element that reads both colours (the file button is the meeting's). */
  only?: readonly `gft-${string}`[];
}

/**
 * Every colour pair the elements draw: the forms' (shared/ui/forms.css, widgets/lib/tokens.css, the elements' styles),
 * and those of the certificate badge's own colours (its `--gft-badge-*` properties; its brand mark and border are
 * decoration).
 */
export const contrastPairs = [
  { id: 'text', color: '--gft-color-text', on: '--gft-color-background', min: 4.5, description: 'Text.' },
  { id: 'heading', color: '--gft-color-heading', on: '--gft-color-background', min: 4.5, description: 'Headings.' },
  { id: 'muted', color: '--gft-color-muted', on: '--gft-color-background', min: 4.5, description: 'Hints.' },
  { id: 'link', color: '--gft-color-link', on: '--gft-color-background', min: 4.5, description: 'Links.' },
  { id: 'error', color: '--gft-color-error', on: '--gft-color-background', min: 4.5, description: 'Error messages at the fields.' },
  { id: 'button', color: '--gft-color-primary-contrast', on: '--gft-color-primary', min: 4.5, description: 'Text on the button.' },
  {
    id: 'buttonHover',
    color: '--gft-color-primary-contrast',
    on: '--gft-color-primary-hover',
    min: 4.5,
    description: 'Text on the button under the pointer.',
  },
  { id: 'input', color: '--gft-color-text', on: '--gft-color-input-background', min: 4.5, description: 'Text in the inputs.' },
  { id: 'errorBox', color: '--gft-color-error', on: '--gft-color-error-background', min: 4.5, description: 'Error colour in an error box.' },
  { id: 'errorBoxText', color: '--gft-color-text', on: '--gft-color-error-background', min: 4.5, description: 'Text in an error box.' },
  { id: 'successBox', color: '--gft-color-success', on: '--gft-color-success-background', min: 4.5, description: 'Success colour in a success box.' },
  { id: 'successBoxText', color: '--gft-color-text', on: '--gft-color-success-background', min: 4.5, description: 'Text in a success box.' },
  { id: 'warningBox', color: '--gft-color-warning', on: '--gft-color-warning-background', min: 4.5, description: 'Warning colour in a warning box.' },
  { id: 'warningBoxText', color: '--gft-color-text', on: '--gft-color-warning-background', min: 4.5, description: 'Text in a warning box.' },
  { id: 'successBoxLink', color: '--gft-color-link', on: '--gft-color-success-background', min: 4.5, description: 'Links in a success box.' },
  { id: 'errorBoxLink', color: '--gft-color-link', on: '--gft-color-error-background', min: 4.5, description: 'Links in an error box.' },
  { id: 'warningBoxLink', color: '--gft-color-link', on: '--gft-color-warning-background', min: 4.5, description: 'Links in a warning box.' },
  {
    id: 'fileButton',
    color: '--gft-color-primary',
    on: '--gft-color-input-background',
    min: 4.5,
    description: "The file button's text (the meeting form's attachment).",
    only: ['gft-forest-meeting'],
  },
  { id: 'inputBorder', color: '--gft-color-input-border', on: '--gft-color-input-background', min: 3, description: 'Border of the inputs, inside.' },
  { id: 'inputBorderOutside', color: '--gft-color-input-border', on: '--gft-color-background', min: 3, description: 'Border of the inputs, outside.' },
  { id: 'focus', color: '--gft-color-focus', on: '--gft-color-background', min: 3, description: 'Focus ring.' },
  { id: 'badgeText', color: '--gft-badge-text', on: '--gft-badge-background', min: 4.5, description: "The badge's text." },
  { id: 'badgeMuted', color: '--gft-badge-muted', on: '--gft-badge-background', min: 4.5, description: "The badge's title line and secondary text." },
  { id: 'badgeValid', color: '--gft-badge-valid', on: '--gft-badge-background', min: 4.5, description: "The badge's state when valid." },
  { id: 'badgeWarning', color: '--gft-badge-warning', on: '--gft-badge-background', min: 4.5, description: "The badge's state when expired or superseded." },
  { id: 'badgeError', color: '--gft-badge-error', on: '--gft-badge-background', min: 4.5, description: "The badge's state when not found or not checked." },
  { id: 'badgeFocus', color: '--gft-badge-focus', on: 'page', min: 3, description: "The badge's focus ring, on the page around it." },
] as const satisfies readonly ContrastPair[];

const privacyUrl = { name: 'privacy-url', type: 'string', description: 'The privacy policy, linked beside the consent.' } as const;

export const elements = [
  {
    tag: 'gft-certificate-verify',
    widget: 'certificate-verify',
    summary: 'Certificate verification: an ID in; valid, expired, superseded, pending or not found out.',
    description:
      "Certificate ID in; valid, expired, superseded (by which certificate and since when, with a button that verifies that one; superseded by a later certificate of the same project, verified at a press), pending (under review) or not found out, with the certificate's details for valid, expired and superseded ones (holder, period, project, date, CO2 emitted and the tonnes assigned, the certificate it supersedes, transaction, forests, register).",
    attributes: [
      {
        name: 'certificate-id',
        type: 'string',
        description:
          "Filled in and verified at once (a change verifies again); without it, `?certificate=ID` of the page URL is used. Such a verification is announced to screen readers but leaves the page's focus and scroll position alone; focus moves to an outcome only after the visitor's own submit.",
      },
    ],
    success: {
      detail:
        "{ widget: 'certificate-verify'; outcome: 'valid' | 'expired' | 'superseded' | 'pending' | 'not_found'; certificateId: string; certificate: object | null; supersededBy?: string }",
      description: 'A certificate was verified; `supersededBy` (the ID of the certificate that replaced it) with `superseded`.',
    },
    parts: ['result', 'certificate'],
    slots: [],
  },
  {
    tag: 'gft-token-lead',
    widget: 'token-lead',
    summary: 'Sign-up for news about new forests and sale rounds.',
    description: 'Sign-up for e-mails about new forests and sale rounds: name, e-mail, country, city, consent to those e-mails.',
    attributes: [privacyUrl],
    success: {
      detail: "{ widget: 'token-lead'; data: { name: string; email: string; country: string; city: string; privacyConsent: boolean } }",
      description: 'The form was sent; `data` is what was submitted.',
    },
    parts: [],
    slots: [],
  },
  {
    tag: 'gft-contact-form',
    widget: 'contact-form',
    summary: 'Contact request, sent to support.',
    description: 'Contact request: first name, last name, e-mail, message, news option, a line on what is done with the message; sent to support.',
    attributes: [{ name: 'privacy-url', type: 'string', description: 'The privacy policy, linked in the line on what is done with the message.' }],
    success: {
      detail: "{ widget: 'contact-form'; data: { firstName: string; lastName: string; email: string; message: string; news: boolean } }",
      description: 'The form was sent; `data` is what was submitted.',
    },
    parts: [],
    slots: [],
  },
  {
    tag: 'gft-forest-meeting',
    widget: 'forest-meeting',
    summary: 'Meeting request of a forest owner.',
    description:
      "Meeting request of a forest owner in three steps, with a progress line and Back: the owner and the project; the forest (location, found by a town's name, picked on a map of the region by pointer or keys, or typed as coordinates; stand, an optional PDF); the meeting (a day on a calendar of the bookable weekdays, not Berlin's holidays, then one of its slots in Berlin and Vienna time, and the privacy consent). Then the e-mail code step; then a thank-you step: the request received, its time held, the reply to come by e-mail (no person has confirmed the meeting yet). Keeps a draft of what was typed and the step reached in the host page's `sessionStorage` (`greenfee.forest-meeting-draft`, never the PDF's content) until the meeting is confirmed, so a reload loses nothing.",
    attributes: [{ name: 'calendar-url', type: 'string', description: 'The external calendar service, offered on the thank-you step.' }, privacyUrl],
    success: {
      detail: "{ widget: 'forest-meeting'; data: object; meetingId: string; startsAt: string }",
      description: 'The meeting was confirmed by the e-mail code; `data` is the meeting as submitted.',
    },
    parts: ['fieldset'],
    slots: [],
  },
  {
    tag: 'gft-certificate-badge',
    widget: 'certificate-badge',
    summary: "A customer's compensation as a badge for their own website, linked to its public verification.",
    description:
      'The brand mark, "CO₂ stored" with the tonnes, the holder, the year and the state: valid, expired, superseded (and by which certificate), pending (under review), not found; or why it could not check (no connection, no answer in time, an unreadable answer) in words. The whole badge is one link to the public verification, named with all it shows, in its order, and where it leads ("CO₂ stored 2025: 45 t, valid, X – Verify certificate"). The same size in every state, checking included.',
    attributes: [
      { name: 'certificate-id', type: 'string', description: 'The certificate to show; verified at once, and again when it changes.' },
      {
        name: 'size',
        type: "'small' | 'large'",
        default: 'small',
        description: '`small`: 240 × 80 px; `large`: 320 × 160 px, with "Verify certificate" spelled out.',
      },
      {
        name: 'theme',
        type: "'light' | 'dark'",
        default: 'light',
        description: 'Light or dark colours (each can be set with the `--gft-badge-*` properties).',
      },
      {
        name: 'verify-url',
        type: 'string',
        description:
          "The verification page the badge links to, an http(s) URL (absolute, or relative to the page), with `?certificate=ID` added. Default: the script's `data-verify-url`, else `/verify` (`/en/verify` in English) on the origin the script was loaded from: the portal's own when the script comes from the site (`npm run export`, `npm start`); a copy of the bundle on another CDN needs `data-verify-url`.",
      },
    ],
    success: {
      detail:
        "{ widget: 'certificate-badge'; outcome: 'valid' | 'expired' | 'superseded' | 'pending' | 'not_found'; certificateId: string; certificate: object | null; supersededBy?: string }",
      description:
        'The certificate was verified (again after a change of `certificate-id`); `supersededBy` (the ID of the certificate that replaced it) with `superseded`.',
    },
    parts: ['mark', 'title', 'state', 'amount', 'holder', 'cta'],
    slots: [],
    commonParts: ['root', 'link', 'button'],
    cssProperties: ['--gft-font-family', '--gft-color-focus', '--gft-radius'],
    ownCssProperties: [
      { name: '--gft-badge-background', syntax: '<color>', default: '#ffffff', dark: '#13241a', description: "The badge's background." },
      { name: '--gft-badge-text', syntax: '<color>', default: '#1b2a21', dark: '#eef4f0', description: 'Text colour.' },
      {
        name: '--gft-badge-muted',
        syntax: '<color>',
        default: '#47574c',
        dark: '#b7c6bc',
        description: 'The title line, the line below the holder, the checking state.',
      },
      { name: '--gft-badge-border', syntax: '<color>', default: '#c4d0c8', dark: '#4a6354', description: 'Border.' },
      { name: '--gft-badge-mark', syntax: '<color>', default: '#1f5e3b', dark: '#2f7d52', description: "The brand mark's square." },
      { name: '--gft-badge-valid', syntax: '<color>', default: '#1f6b3f', dark: '#7fd3a0', description: 'The state when valid.' },
      { name: '--gft-badge-warning', syntax: '<color>', default: '#8a5a00', dark: '#f0c069', description: 'The state when expired or superseded.' },
      { name: '--gft-badge-error', syntax: '<color>', default: '#b3261e', dark: '#ff9d93', description: 'The state when not found or not checked.' },
      {
        name: '--gft-badge-focus',
        syntax: '<color>',
        default: 'var(--gft-color-focus)',
        dark: '#8ab4f8',
        description: 'Focus ring (on a dark page the common focus colour is too dark to see).',
      },
    ],
  },
] as const satisfies readonly ElementSpec[];

export type Tag = (typeof elements)[number]['tag'];
type Camel<S extends string> = S extends `${infer H}-${infer T}` ? `${H}${Capitalize<Camel<T>>}` : S;
/** The element's own props (camelCase of its own attributes). */
export type PropOf<T extends Tag> = Camel<Extract<(typeof elements)[number], { tag: T }>['attributes'][number]['name']>;

/** The elements' attributes as (string) properties: their own and `apiBase` (`lang` is HTMLElement's). */
type ElementTagNameMap = { [T in Tag]: HTMLElement & Partial<Record<PropOf<T> | 'apiBase', string>> };

declare global {
  /** Each element with its attributes as properties (the events are in ./events.ts). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the mapped type into the global map
  interface HTMLElementTagNameMap extends ElementTagNameMap {}
}

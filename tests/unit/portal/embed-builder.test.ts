import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { integrityOf, widgetRelease } from '#demo/widget-release';
import { escapeAttribute } from '#portal/lib/html-escape';
import { widgetReleaseSchema } from '#portal/lib/widget-release';
import {
  attributeFields,
  attributeProblem,
  attributeValue,
  changedCss,
  contrastPairsOf,
  contrastResults,
  cssFieldsOf,
  effectiveDefault,
  cssFontFamily,
  linkAddresses,
  cssProblem,
  previewCss,
  resolvedColors,
  settingsFromQuery,
  settingsQuery,
  settleLinkAddress,
  snippet,
  snippetAttributes,
  stylesheet,
  type AttributeField,
  type BuilderSettings,
} from '#portal/features/embed/builder';
import { certificateIdSchema } from '#shared/api/schemas/certificate';
import de from '#shared/i18n/locales/de/embed.json';
import en from '#shared/i18n/locales/en/embed.json';
import { contrastPairs, cssProperties, elements } from '#widgets/lib/elements';

const apiBase = 'http://localhost:8787';
const origin = 'http://localhost:5173';
const settings = (overrides: Partial<BuilderSettings> = {}): BuilderSettings => ({
  ...settingsFromQuery(new URLSearchParams(), apiBase, origin),
  ...overrides,
});
const fieldOf = (tag: string, name: string) => {
  const element = elements.find((candidate) => candidate.tag === tag);
  const field = element && attributeFields(element).find((candidate) => candidate.name === name);
  if (!field) throw new Error(`${tag} has no ${name}`);
  return field;
};
const check = (field: AttributeField, typed: string) => attributeProblem(field, attributeValue(field, typed))?.key ?? null;
const script = { src: 'https://portal.example/widgets/v0.1.0/gft-widgets.js', integrity: 'sha384-abc' };
const verify = elements[0];

describe('the form comes from the table of elements (widgets/lib/elements.ts)', () => {
  it.each(elements.map((element) => [element.tag, element] as const))('%s: its own attributes, then the language and the API base', (_tag, element) => {
    const fields = attributeFields(element);
    expect(fields.map((field) => field.name)).toEqual([...element.attributes.map((attribute) => attribute.name), 'api-base', 'lang']);
    // Every attribute is filled in some way the builder knows how to check: none falls through to plain text.
    expect(fields.filter((field) => field.kind.kind === 'text').map((field) => field.name)).toEqual([]);
    for (const field of fields) {
      if (field.name.endsWith('-url') || field.name === 'api-base') expect(field.kind, field.name).toEqual({ kind: 'url' });
      if (field.name === 'certificate-id') expect(field.kind, field.name).toEqual({ kind: 'certificate-id' });
    }
    expect(fields.find((field) => field.name === 'lang')?.kind).toEqual({ kind: 'choice', values: ['de', 'en'] });
    expect(fields.filter((field) => field.required).map((field) => field.name)).toEqual(['api-base']);
  });

  it('gives every custom property a kind: colours as colours, lengths as lengths, the font family as a list of families', () => {
    const syntaxOf = new Map<string, string>(cssProperties.map((property) => [property.name, property.syntax]));
    for (const element of elements) {
      for (const field of cssFieldsOf(element)) {
        const syntax = syntaxOf.get(field.name);
        if (syntax) expect(field.kind, field.name).toBe(syntax === '<color>' ? 'color' : syntax === '<length>' ? 'length' : 'font-family');
        if (field.kind === 'font-family') expect(field.name, element.tag).toBe('--gft-font-family');
      }
    }
    expect(cssFieldsOf(verify).map((field) => field.name)).toEqual(cssProperties.map((property) => property.name));
  });

  it('follows what the table says an element reads: only the common properties it names, then its own; only the pairs of those', () => {
    // An element as the table may describe one that is no form (the certificate badge): a few common properties, colours of its own.
    const badge = {
      ...verify,
      tag: 'gft-example-badge',
      cssProperties: ['--gft-font-family', '--gft-color-focus', '--gft-radius'],
      ownCssProperties: [
        { name: '--gft-badge-background', syntax: '<color>', default: '#ffffff', description: 'Background.' },
        { name: '--gft-badge-text', syntax: '<color>', default: '#1b2a21', description: 'Text.' },
      ],
    } as unknown as (typeof elements)[number];
    expect(cssFieldsOf(badge).map((field) => [field.name, field.kind])).toEqual([
      ['--gft-font-family', 'font-family'],
      ['--gft-color-focus', 'color'],
      ['--gft-radius', 'length'],
      ['--gft-badge-background', 'color'],
      ['--gft-badge-text', 'color'],
    ]);
    expect(contrastPairsOf(badge).map((pair) => pair.id)).toEqual(['badgeText']);
    // A theme's own defaults (`dark`), used when the element's enumerated attribute has that value.
    const themedBadge = {
      ...badge,
      attributes: [{ name: 'theme', type: "'light' | 'dark'", default: 'light', description: 'Light or dark.' }],
      ownCssProperties: [
        { name: '--gft-badge-background', syntax: '<color>', default: '#ffffff', dark: '#13241a', description: 'Background.' },
        { name: '--gft-badge-text', syntax: '<color>', default: '#1b2a21', dark: '#eef4f0', description: 'Text.' },
        { name: '--gft-badge-focus', syntax: '<color>', default: 'var(--gft-color-focus)', dark: '#8ab4f8', description: 'Focus ring.' },
      ],
    } as unknown as (typeof elements)[number];
    const background = cssFieldsOf(themedBadge).find((field) => field.name === '--gft-badge-background');
    if (!background) throw new Error('no background');
    expect(background.variants).toEqual({ dark: '#13241a' });
    const light = settings({ attributes: { 'api-base': apiBase } });
    const dark = settings({ attributes: { 'api-base': apiBase, theme: 'dark' } });
    const wrong = settings({ attributes: { 'api-base': apiBase, theme: 'dim' } });
    expect([light, dark, wrong].map((chosen) => effectiveDefault(background, chosen, themedBadge))).toEqual(['#ffffff', '#13241a', '#ffffff']);
    expect(contrastPairsOf(verify).map((pair) => pair.id)).toEqual(
      contrastPairs.filter((pair) => !pair.id.startsWith('badge') && !('only' in pair)).map((pair) => pair.id),
    );
  });

  it('checks the colours of its own of every element of the table against at least one other', () => {
    for (const element of elements) {
      const own = cssFieldsOf(element).filter((field) => field.kind === 'color' && !cssProperties.some((property) => property.name === field.name));
      const paired = new Set<string>(contrastPairsOf(element).flatMap((pair) => [pair.color, pair.on]));
      if (own.length > 0) expect(own.filter((field) => paired.has(field.name)).length, element.tag).toBeGreaterThan(0);
    }
  });

  it('has a text in both languages for every element, attribute, value, custom property and contrast pair of the table', () => {
    const has = (bundle: unknown, key: string) =>
      typeof key
        .split('.')
        .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), bundle) === 'string';
    const keys = [
      ...elements.flatMap((element) => [`embed.elements.${element.widget}.name`, `embed.elements.${element.widget}.summary`]),
      ...elements.flatMap((element) => attributeFields(element).map((field) => `embed.attributes.${field.name}.label`)),
      ...elements.flatMap((element) =>
        attributeFields(element).flatMap((field) =>
          field.kind.kind === 'choice' ? field.kind.values.map((value) => `embed.values.${field.name}.${value}`) : [],
        ),
      ),
      ...elements.flatMap((element) => cssFieldsOf(element).map((field) => `embed.properties.${field.name.replace(/^--gft-/, '')}`)),
      ...contrastPairs.map((pair) => `embed.contrast.pairs.${pair.id}`),
    ];
    expect(keys.filter((key) => !has(de, key)).map((key) => `de: ${key}`)).toEqual([]);
    expect(keys.filter((key) => !has(en, key)).map((key) => `en: ${key}`)).toEqual([]);
  });
});

describe('the settings live in the page URL', () => {
  it('reads what it wrote: element, attributes, custom properties and the page background, invalid values included', () => {
    const written = settings({
      tag: 'gft-forest-meeting',
      attributes: {
        'api-base': 'https://api.greenfee.example',
        'privacy-url': 'javascript:alert(1)',
        'calendar-url': 'https://cal.example/x?a=1&b=2',
        lang: 'en',
      },
      css: { '--gft-color-primary': '#6b2d5c', '--gft-radius': '1px;}' },
      preset: 'custom',
      pageBackground: '#102030',
    });
    const query = settingsQuery(written, apiBase);
    expect([...query.keys()]).toEqual([
      'element',
      'calendar-url',
      'privacy-url',
      'api-base',
      'lang',
      'preset',
      '--gft-color-primary',
      '--gft-radius',
      'page-background',
    ]);
    // The addresses of another host come back aside, waiting for the editor, and are written again as they came.
    const read = settingsFromQuery(new URLSearchParams(query.toString()), apiBase, origin);
    const { 'api-base': api, 'calendar-url': calendar, ...kept } = written.attributes;
    expect(read).toEqual({
      ...written,
      attributes: { ...kept, 'api-base': apiBase },
      fromLink: { 'api-base': api, 'calendar-url': calendar },
    });
    expect(settingsQuery(read, apiBase).toString()).toBe(query.toString());
  });

  it("holds back a link's API base other than this site's and URLs of another origin; applies this site's own", () => {
    const query = new URLSearchParams({
      element: 'gft-forest-meeting',
      'api-base': `${apiBase}/`,
      'privacy-url': `${origin}/privacy`,
      'calendar-url': ' https://xn--bcher-kva.example/c ',
    });
    const read = settingsFromQuery(query, apiBase, origin);
    expect(read.attributes).toEqual({ 'api-base': `${apiBase}/`, 'privacy-url': `${origin}/privacy` });
    expect(read.fromLink).toEqual({ 'calendar-url': ' https://xn--bcher-kva.example/c ' });
    expect(snippetAttributes(read)).toEqual([
      ['privacy-url', `${origin}/privacy`],
      ['api-base', `${apiBase}/`],
    ]);
    expect(linkAddresses(read)).toEqual([
      { field: fieldOf('gft-forest-meeting', 'calendar-url'), url: 'https://xn--bcher-kva.example/c', host: 'xn--bcher-kva.example' },
    ]);
    // Confirmed: the attribute, as it was shown; not confirmed: gone, the attribute as it was.
    expect(settleLinkAddress(read, 'calendar-url', true).attributes['calendar-url']).toBe('https://xn--bcher-kva.example/c');
    expect(settleLinkAddress(read, 'calendar-url', false)).toEqual({ ...read, fromLink: {} });
    // This site's API written another way (upper case, an end slash) is this site's API.
    const upper = `${apiBase.toUpperCase()}/`;
    expect(upper).not.toBe(apiBase);
    expect(settingsFromQuery(new URLSearchParams({ 'api-base': upper }), apiBase, origin).fromLink).toEqual({});
    // Another API; a URL on this site's API's origin (not the site's own); invalid values keep their message instead.
    expect(settingsFromQuery(new URLSearchParams({ 'api-base': 'https://api.greenfee-example.evil/' }), apiBase, origin).fromLink).toEqual({
      'api-base': 'https://api.greenfee-example.evil/',
    });
    expect(settingsFromQuery(new URLSearchParams({ 'verify-url': `${apiBase}/verify` }), apiBase, origin).fromLink).toEqual({
      'verify-url': `${apiBase}/verify`,
    });
    const invalid = settingsFromQuery(new URLSearchParams({ 'privacy-url': 'javascript:alert(1)', 'api-base': 'ftp://x' }), apiBase, origin);
    expect(invalid.fromLink).toEqual({});
    expect(invalid.attributes).toEqual({ 'api-base': 'ftp://x', 'privacy-url': 'javascript:alert(1)' });
  });

  it("leaves out what is the default: this site's API, an enumerated attribute's default, the white page", () => {
    expect(settingsQuery(settings(), apiBase).toString()).toBe('element=gft-certificate-verify');
    expect(settingsFromQuery(new URLSearchParams(), apiBase, origin)).toEqual({
      tag: 'gft-certificate-verify',
      attributes: { 'api-base': apiBase },
      css: {},
      preset: 'greenfee',
      pageBackground: '#ffffff',
      fromLink: {},
    });
  });

  it('keeps an element the table does not have as asked (the page says so), and builds the snippet of the first one', () => {
    const unknown = settingsFromQuery(new URLSearchParams('element=gft-nothing"><script>'), apiBase, origin);
    expect(unknown.tag).toBe('gft-nothing"><script>');
    expect(settingsQuery(unknown, apiBase).get('element')).toBe('gft-nothing"><script>');
    expect(snippetAttributes(unknown)).toEqual([['api-base', apiBase]]);
  });
});

describe('bad input gets its message and never reaches the snippet', () => {
  it('takes only absolute http(s) URLs (trimmed), and requires the API base', () => {
    const privacy = fieldOf('gft-token-lead', 'privacy-url');
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>',
      'ftp://files.example/x',
      '//evil.example/x',
      'example.com/privacy',
      'https://',
      'mailto:a@b.example',
    ])
      expect(check(privacy, bad), bad).toBe('url');
    for (const good of ['https://greenfee.example/privacy', ' http://localhost:5173/x?a="1" ', "https://example.com/?q=<b>&x='y'"])
      expect(check(privacy, good), good).toBeNull();
    expect(check(privacy, '')).toBeNull();
    expect(check(fieldOf('gft-token-lead', 'api-base'), '')).toBe('required');
  });

  it('takes certificate IDs as the contract does, and says so when one has spaces', () => {
    const id = fieldOf('gft-certificate-verify', 'certificate-id');
    expect(check(id, 'GFT 2025 1')).toBe('certificateIdSpaces');
    expect(check(id, ' GFT-1')).toBe('certificateIdSpaces');
    expect(check(id, 'GFT-1\t')).toBe('certificateIdSpaces');
    const samples = ['GFT-DEMO-VALID', 'a', '0.1_x-y', '-GFT', '.x', 'GFT-1"><script>', "GFT'1", 'GFT/1', 'Ω', 'x'.repeat(64), 'x'.repeat(65), 'GFT-1&x'];
    for (const sample of samples) {
      expect(check(id, sample) === null, sample).toBe(certificateIdSchema.safeParse(sample).success);
      if (!certificateIdSchema.safeParse(sample).success) expect(check(id, sample), sample).toBe('certificateId');
    }
  });

  it('takes only the values of an enumerated attribute', () => {
    const lang = fieldOf('gft-contact-form', 'lang');
    expect(check(lang, 'en')).toBeNull();
    expect(attributeProblem(lang, 'fr')).toEqual({ key: 'choice', values: { values: 'de, en' } });
    expect(attributeProblem(lang, '"><script>')?.key).toBe('choice');
  });

  it('refuses CSS values that could leave their declaration, and checks each kind', () => {
    const color = { kind: 'color' } as const;
    const length = { kind: 'length' } as const;
    const family = { kind: 'font-family' } as const;
    for (const hostile of ['#fff;}', '#fff}</style><script>alert(1)</script>', 'red;background:url(https://evil.example)', '\\23 fff', '#fff<', '{'])
      for (const kind of [color, length, family]) expect(cssProblem(kind, hostile)?.key, `${kind.kind}: ${hostile}`).toBe('cssCharacters');
    expect(cssProblem(color, '#6b2d5c')).toBeNull();
    expect(cssProblem(color, '#ABC')).toBeNull();
    for (const bad of ['red', '#12', 'rgb(0 0 0)', 'var(--x)', 'transparent']) expect(cssProblem(color, bad)?.key, bad).toBe('color');
    for (const good of ['16px', '0', '1.5em', '.5rem', '100%', '2ch']) expect(cssProblem(length, good), good).toBeNull();
    for (const bad of ['auto', '-1px', '16', 'calc(1px + 1em)', '1px 2px', 'var(--x)', '1foo', 'url(x)'])
      expect(cssProblem(length, bad)?.key, bad).toBe('length');
    expect(cssProblem(family, 'Georgia, serif')).toBeNull();
    // A name in its pair of quotes, as CSS writes it (the defaults do), is taken; a quote inside one is not.
    expect(cssProblem(family, `"Comic Sans MS", 'Segoe UI', serif`)).toBeNull();
    expect(cssProblem(family, 'Comic "Sans" MS')?.key).toBe('fontFamilyQuotes');
    expect(cssProblem(family, "Comic Sans', x")?.key).toBe('fontFamilyQuotes');
    expect(cssProblem(family, '"Comic Sans\'')?.key).toBe('fontFamilyQuotes');
    expect(cssProblem(family, ' , ,')?.key).toBe('fontFamily');
    // The browser's own check (CSS.supports) has the last word where there is one.
    expect(cssProblem(length, '16px', () => false)?.key).toBe('length');
    expect(cssProblem(color, '#fff', (property, value) => property === 'color' && value === '#fff')).toBeNull();
  });

  it('quotes each font family as a CSS string and keeps the generic ones as keywords', () => {
    expect(cssFontFamily('Source Serif 4,  Georgia ,SERIF, system-ui')).toBe('"Source Serif 4", "Georgia", serif, system-ui');
    expect(cssFontFamily('Noto   Sans JP')).toBe('"Noto Sans JP"');
    expect(cssFontFamily(`system-ui, -apple-system, 'Segoe UI', "Roboto", sans-serif`)).toBe('system-ui, -apple-system, "Segoe UI", "Roboto", sans-serif');
  });

  it('escapes & < > " \' in attribute values', () => {
    expect(escapeAttribute(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&#39;f');
    expect(escapeAttribute('&amp;')).toBe('&amp;amp;');
  });

  it('writes hostile values that are valid (a URL with quotes and brackets in its query) escaped, and leaves the invalid ones out', () => {
    const hostile = `https://evil.example/?a="><script>alert(1)</script>&b='x'`;
    const chosen = settings({
      tag: 'gft-forest-meeting',
      attributes: { 'api-base': apiBase, 'privacy-url': hostile, 'calendar-url': 'javascript:alert(1)', lang: '"><img src=x onerror=alert(1)>' },
      css: { '--gft-color-primary': '#fff}</style><script>alert(2)</script>', '--gft-font-family': 'Evil"; } body { display: none', '--gft-radius': '0' },
    });
    const attributes = snippetAttributes(chosen);
    expect(attributes).toEqual([
      ['privacy-url', hostile],
      ['api-base', apiBase],
    ]);
    const css = changedCss(chosen);
    expect(css).toEqual([['--gft-radius', '0']]);
    const element = elements.find((candidate) => candidate.tag === 'gft-forest-meeting') ?? verify;
    const html = snippet({ element, attributes, css, script, warnings: ['a --> <script>alert(3)</script> <!-- b'] });
    expect(html).toBe(
      [
        '<script type="module" src="https://portal.example/widgets/v0.1.0/gft-widgets.js" integrity="sha384-abc" crossorigin="anonymous"></script>',
        '<!-- a - scriptalert(3)/script !- b -->',
        '<gft-forest-meeting privacy-url="https://evil.example/?a=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;b=&#39;x&#39;" api-base="http://localhost:8787"></gft-forest-meeting>',
        '<style>',
        '  gft-forest-meeting {',
        '    --gft-radius: 0;',
        '  }',
        '</style>',
        '',
      ].join('\n'),
    );
    // One script (the loader), one element, one style block: the tags the snippet opens are exactly these.
    expect([...html.matchAll(/<([a-z][a-z-]*)/g)].map((match) => match[1])).toEqual(['script', 'gft-forest-meeting', 'style']);
  });
});

describe('the snippet and the CSS', () => {
  it('writes the pinned loader with its integrity, or the current one without, and the element with its attributes', () => {
    const html = snippet({
      element: verify,
      attributes: snippetAttributes(settings()),
      css: [],
      script: { src: 'http://localhost:5173/widgets/gft-widgets.js' },
      warnings: [],
    });
    expect(html).toBe(
      '<script type="module" src="http://localhost:5173/widgets/gft-widgets.js"></script>\n<gft-certificate-verify api-base="http://localhost:8787"></gft-certificate-verify>\n',
    );
  });

  it('writes only the custom properties that differ from the defaults, normalised', () => {
    const defaultOf = (name: string) => cssProperties.find((property) => property.name === name)?.default ?? '';
    const chosen = settings({
      css: {
        // The defaults as an editor may type them: upper case, other spaces, quotes dropped.
        '--gft-color-primary': defaultOf('--gft-color-primary').toUpperCase(),
        '--gft-font-family': defaultOf('--gft-font-family').replace(/'/g, '').replace(/, /g, ','),
        '--gft-radius': ` ${defaultOf('--gft-radius')} `,
        '--gft-color-text': '#ABC',
        '--gft-font-size': '18PX',
        '--gft-max-width': 'wide',
        '--gft-color-background': '',
      },
    });
    expect(changedCss(chosen)).toEqual([
      ['--gft-font-size', '18px'],
      ['--gft-color-text', '#aabbcc'],
    ]);
    expect(stylesheet(verify, changedCss(chosen))).toBe('gft-certificate-verify {\n  --gft-font-size: 18px;\n  --gft-color-text: #aabbcc;\n}\n');
    expect(stylesheet(verify, [])).toBe('');
    // The preview sets every property (the portal's own would reach the element otherwise).
    const preview = previewCss(chosen);
    expect(Object.keys(preview)).toEqual(expect.arrayContaining(cssProperties.map((property) => property.name)));
    expect(preview['--gft-color-text']).toBe('#aabbcc');
    // The rest reset: the element falls back to its own default, as on a blank page (a theme's defaults included).
    expect(preview['--gft-color-heading']).toBe('initial');
    expect(preview['--gft-max-width']).toBe('initial');
  });
});

describe('contrast, as colours are picked', () => {
  it('passes every pair with the default colours on a white page', () => {
    const results = contrastResults(settings());
    expect(results.map((result) => result.pair.id)).toEqual(contrastPairsOf(verify).map((pair) => pair.id));
    expect(results.length).toBe(20);
    expect(results.filter((result) => !result.passes).map((result) => `${result.pair.id} ${result.ratio.toFixed(2)}`)).toEqual([]);
  });

  it('checks a link colour on the boxes too: enough on the page, too little on a success box', () => {
    const results = contrastResults(settings({ css: { '--gft-color-link': '#3f8157' } }));
    const ratio = (id: string) => results.find((result) => result.pair.id === id);
    expect(ratio('link')?.passes).toBe(true);
    expect(ratio('successBoxLink')?.passes).toBe(false);
    expect(ratio('successBoxLink')?.ratio).toBeCloseTo(4.03, 1);
  });

  it("checks the meeting's file button, and only the meeting's", () => {
    const meeting = elements.find((element) => element.tag === 'gft-forest-meeting');
    if (!meeting) throw new Error('no meeting');
    expect(contrastPairsOf(meeting).map((pair) => pair.id)).toContain('fileButton');
    expect(contrastPairsOf(verify).map((pair) => pair.id)).not.toContain('fileButton');
    const results = contrastResults(settings({ tag: 'gft-forest-meeting', css: { '--gft-color-primary': '#6fae84' } }));
    expect(results.find((result) => result.pair.id === 'fileButton')?.passes).toBe(false);
  });

  it('follows the defaults: the heading is the text colour, a transparent element shows the page', () => {
    const colors = resolvedColors(settings({ css: { '--gft-color-text': '#333333' }, pageBackground: '#000000' }));
    expect(colors.get('--gft-color-heading')).toEqual([51, 51, 51]);
    expect(colors.get('--gft-color-background')).toEqual([0, 0, 0]);
    expect(resolvedColors(settings({ css: { '--gft-color-background': '#fafafa' }, pageBackground: '#000000' })).get('--gft-color-background')).toEqual([
      250, 250, 250,
    ]);
  });

  it('finds the pairs a colour breaks: light button, dark page, a page background that is not a colour', () => {
    const failing = (chosen: BuilderSettings) =>
      contrastResults(chosen)
        .filter((result) => !result.passes)
        .map((result) => result.pair.id);
    const light = contrastResults(settings({ css: { '--gft-color-primary': '#a0d0b0' } })).find((result) => result.pair.id === 'button');
    expect(light?.passes).toBe(false);
    expect(light?.ratio).toBeCloseTo(1.73, 2);
    // A dark page behind the transparent element: its text fails, the button (on its own colour) does not.
    const onDark = failing(settings({ pageBackground: '#1b2a21' }));
    expect(onDark).toEqual(expect.arrayContaining(['text', 'heading', 'muted', 'link', 'error', 'focus']));
    expect(onDark.filter((id) => contrastPairs.find((pair) => pair.id === id)?.on !== '--gft-color-background')).toEqual([]);
    // A value that is no colour counts as not set: the default, and the page as white.
    expect(failing(settings({ css: { '--gft-color-text': 'red' }, pageBackground: 'nothing' }))).toEqual([]);
    // 3 : 1 is enough for the focus ring, not for text.
    const grey = contrastResults(settings({ css: { '--gft-color-focus': '#949494', '--gft-color-link': '#949494' } }));
    expect(grey.find((result) => result.pair.id === 'focus')?.passes).toBe(true);
    expect(grey.find((result) => result.pair.id === 'link')?.passes).toBe(false);
  });
});

describe("the widgets' release (dist/widgets/release.json)", () => {
  it('names the versioned loader and its SHA-384 integrity, as the embed builder reads it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gft-release-'));
    try {
      writeFileSync(join(dir, 'gft-widgets.js'), 'console.log(1);\n');
      const release = widgetRelease(dir);
      expect(widgetReleaseSchema.parse(release)).toEqual(release);
      expect(release.path).toBe(`/widgets/v${release.version}/gft-widgets.js`);
      // `printf 'console.log(1);\n' | openssl dgst -sha384 -binary | base64`
      expect(release.integrity).toBe(integrityOf(new TextEncoder().encode('console.log(1);\n')));
      expect(release.integrity).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

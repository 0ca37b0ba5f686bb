import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '#demo/web/server';
import { contrast } from '#tests/helpers/contrast';
import { contrastPairs, cssProperties, elements, type CssPropertySpec } from '#widgets/lib/elements';

/** The stylesheets the widget bundle uses: every `….css?inline` a module under widgets/ imports. */
function widgetStylesheets(): string[] {
  const modules = readdirSync(join(repoRoot, 'widgets'), { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
  const sheets = modules.flatMap((file) =>
    [...readFileSync(join(repoRoot, 'widgets', file), 'utf8').matchAll(/from '([^']+\.css)\?inline'/g)].map(([, specifier = '']) =>
      specifier.startsWith('#')
        ? specifier.replace(/^#([a-z]+)\//, '$1/')
        : relative(repoRoot, join(repoRoot, 'widgets', dirname(file), specifier)).replaceAll('\\', '/'),
    ),
  );
  return [...new Set(sheets)].sort();
}

/** Every `var(--gft-NAME, FALLBACK)` of a stylesheet (nested ones too), the fallback with its white space collapsed. */
function customPropertyUses(css: string): { name: string; fallback: string | undefined }[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...text.matchAll(/var\(\s*(--gft-[a-z0-9-]+)\s*([,)])/g)].map((match) => {
    const name = match[1] ?? '';
    if (match[2] === ')') return { name, fallback: undefined };
    const start = (match.index ?? 0) + match[0].length;
    let at = start;
    for (let depth = 1; at < text.length; at++) {
      if (text[at] === '(') depth++;
      else if (text[at] === ')' && --depth === 0) break;
    }
    return { name, fallback: text.slice(start, at).trim().replace(/\s+/g, ' ') };
  });
}

/** The common properties and the elements' own (the badge's --gft-badge-*, whose dark theme falls back to `dark`). */
const ownProperties: readonly CssPropertySpec[] = elements.flatMap((element) => ('ownCssProperties' in element ? element.ownCssProperties : []));
const defaults = new Map<string, string>([...cssProperties, ...ownProperties].map(({ name, default: value }) => [name, value]));
const darkDefaults = new Map<string, string>(ownProperties.flatMap(({ name, dark }) => (dark ? [[name, dark] as const] : [])));
const sheets = widgetStylesheets();
const uses = sheets.flatMap((file) => customPropertyUses(readFileSync(join(repoRoot, file), 'utf8')).map((use) => ({ file, ...use })));

describe("the widgets' CSS custom properties (widgets/lib/elements.ts, cssProperties)", () => {
  it('are read by the stylesheets the widget bundle imports', () => {
    expect(sheets).toEqual(expect.arrayContaining(['shared/ui/file-field.css', 'shared/ui/forms.css', 'widgets/lib/tokens.css']));
    expect(uses.length).toBeGreaterThan(40);
  });

  it('fall back in the CSS to exactly the default the table (and so docs/widgets.md and the manifest) gives', () => {
    const wrong = uses.flatMap(({ file, name, fallback }) => {
      if (!defaults.has(name)) return [`${file}: ${name} is not in the table`];
      // A fallback that is another property (`var(--gft-color-text, #1b2a21)`) is that property: its own fallback is checked on its own.
      const effective = fallback?.replace(/^var\((--gft-[a-z0-9-]+)\s*,[\s\S]*\)$/, 'var($1)');
      return effective === defaults.get(name) || (effective !== undefined && effective === darkDefaults.get(name))
        ? []
        : [`${file}: var(${name}, ${fallback ?? '(none)'}), the table says ${defaults.get(name)}`];
    });
    expect(wrong).toEqual([]);
  });

  it("include the badge's own, in its light and its dark fallbacks", () => {
    const badge = uses.filter(({ file }) => file === 'widgets/certificate-badge/styles.css');
    for (const [name, dark] of darkDefaults) {
      expect(
        badge.some((use) => use.name === name && use.fallback?.replace(/^var\((--gft-[a-z0-9-]+)\s*,[\s\S]*\)$/, 'var($1)') === defaults.get(name)),
        name,
      ).toBe(true);
      expect(
        badge.some((use) => use.name === name && use.fallback === dark),
        `${name} dark`,
      ).toBe(true);
    }
  });

  it('catch a fallback that differs, a property missing from the table and a use without fallback', () => {
    const css = '.a { color: var(--gft-color-text, #000000); background: var(--gft-unknown, red); border-color: var(--gft-color-border); }';
    const found = customPropertyUses(css);
    expect(found).toEqual([
      { name: '--gft-color-text', fallback: '#000000' },
      { name: '--gft-unknown', fallback: 'red' },
      { name: '--gft-color-border', fallback: undefined },
    ]);
    expect(found.filter(({ name, fallback }) => defaults.get(name) === fallback)).toEqual([]);
  });
});

/**
 * The pairs the default theme draws, at WCAG AA: 4.5:1 for text (1.4.3), 3:1 for borders and the focus ring (1.4.11).
 * `--gft-color-background` is transparent: what sits on it sits on the page, measured here on white.
 */
describe('the default theme', () => {
  const page = '#ffffff';
  const colour = (name: string): string => {
    const value = defaults.get(name);
    if (value === undefined) throw new Error(`${name} is not in the table`);
    if (value === 'transparent') return page;
    const other = /^var\((--gft-[a-z0-9-]+)\)$/.exec(value)?.[1];
    return other ? colour(other) : value;
  };
  // The builder's own table (widgets/lib/elements.ts), the badge's pairs below, in both its themes.
  const pairs = contrastPairs.filter((pair) => !pair.id.startsWith('badge')).map((pair) => [pair.color, pair.on, pair.min] as const);

  it.each(pairs)('%s on %s meets %d:1', (foreground, background, minimum) => {
    const ratio = contrast(colour(foreground), background === 'page' ? page : colour(background));
    expect(ratio, `${foreground} on ${background}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(minimum);
  });
});

/** The badge's default colours, light and dark, at WCAG AA: its text on its own background (it draws its background). */
describe("the badge's default theme, light and dark", () => {
  const colour = (name: string, theme: 'light' | 'dark'): string => {
    const value = (theme === 'dark' ? darkDefaults.get(name) : undefined) ?? defaults.get(name) ?? '';
    const other = /^var\((--gft-[a-z0-9-]+)\)$/.exec(value)?.[1];
    return other ? colour(other, theme) : value;
  };
  const pairs = ['--gft-badge-text', '--gft-badge-muted', '--gft-badge-valid', '--gft-badge-warning', '--gft-badge-error'].flatMap((text) =>
    (['light', 'dark'] as const).map((theme) => [text, theme] as const),
  );
  it.each(pairs)('%s on --gft-badge-background (%s) meets 4.5:1', (text, theme) => {
    const ratio = contrast(colour(text, theme), colour('--gft-badge-background', theme));
    expect(ratio, `${text} ${theme}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(4.5);
  });
  it.each(['light', 'dark'] as const)('the focus ring (%s) against the badge around it meets 3:1', (theme) => {
    expect(contrast(colour('--gft-badge-focus', theme), colour('--gft-badge-background', theme))).toBeGreaterThanOrEqual(3);
  });
});

/**
 * The embed builder's styles (portal/features/embed/presets.ts): what "match my site" derives from one colour, the
 * presets' contrast, how a preset travels in the page's URL, and how choosing one keeps what the editor had.
 */
import { describe, expect, it } from 'vitest';
import { changedCss, contrastResults, cssFieldsOf, cssProblem, settingsFromQuery, settingsQuery, type BuilderSettings } from '#portal/features/embed/builder';
import {
  choosePreset,
  focusOn,
  hexOf,
  hoverOf,
  mix,
  presetCss,
  presets,
  rederiveSite,
  siteColors,
  siteFont,
  sitePrimary,
  textOn,
  withCss,
  type Preset,
} from '#portal/features/embed/presets';
import { contrastRatio, parseHex, type Rgb } from '#shared/ui/contrast';
import de from '#shared/i18n/locales/de/embed.json';
import en from '#shared/i18n/locales/en/embed.json';
import { elements } from '#widgets/lib/elements';

const apiBase = 'http://localhost:8787';
const origin = 'http://localhost:5173';
const fresh = (query: Record<string, string> = {}) => settingsFromQuery(new URLSearchParams(query), apiBase, origin);
const rgb = (hex: string) => parseHex(hex) as Rgb;
const white = rgb('#ffffff');
/** The preset chosen on fresh settings, as a click on its radio does. */
const chosen = (preset: Preset, settings: BuilderSettings = fresh()) => choosePreset(settings, preset, {}).settings;
/** A reload of the page: its query string written and read again. */
const reloaded = (settings: BuilderSettings) => settingsFromQuery(new URLSearchParams(settingsQuery(settings, apiBase).toString()), apiBase, origin);

/** Colours across the whole range: greys, the primaries, brand colours from pale to deep. */
const sweep = [
  '#000000',
  '#ffffff',
  '#777777',
  '#808080',
  '#1d5c3a',
  '#ff6600',
  '#f5a623',
  '#ffe066',
  '#a0d0b0',
  '#0b57d0',
  '#e91e63',
  '#00bcd4',
  '#6b2d5c',
  '#3a3a3a',
  '#fafafa',
];

describe('"match my site" derives its colours from one', () => {
  it.each(sweep)('%s: text on the button and under the pointer at 4.5 : 1, the pointer a visible change', (hex) => {
    const primary = rgb(hex);
    const text = textOn(primary);
    expect(contrastRatio(text, primary)).toBeGreaterThanOrEqual(4.5);
    const hover = hoverOf(primary, text);
    expect(contrastRatio(text, hover)).toBeGreaterThanOrEqual(4.5);
    expect(hexOf(hover)).not.toBe(hex);
  });

  it('prefers white text, then the dark text colour of the defaults, and darkens under the pointer where the text allows', () => {
    expect(hexOf(textOn(rgb('#1d5c3a')))).toBe('#ffffff');
    expect(hexOf(textOn(rgb('#ff6600')))).toBe('#1b2a21');
    // White text: a darker shade; dark text on a colour just light enough for it: a lighter tint instead.
    expect(contrastRatio(hoverOf(rgb('#1d5c3a'), white), white)).toBeGreaterThan(contrastRatio(rgb('#1d5c3a'), white));
    const borderline = rgb('#8a8a8a');
    const text = textOn(borderline);
    expect(contrastRatio(text, mix(borderline, [0, 0, 0], 0.2))).toBeLessThan(4.5);
    expect(contrastRatio(hoverOf(borderline, text), white)).toBeLessThan(contrastRatio(borderline, white));
  });

  it.each(sweep.flatMap((hex) => ['#ffffff', '#13241a', '#777777'].map((page) => [hex, page] as const)))(
    '%s on a %s page: a focus ring of 3 : 1, the colour itself where it has that',
    (hex, page) => {
      const ring = focusOn(rgb(hex), rgb(page));
      expect(contrastRatio(ring, rgb(page))).toBeGreaterThanOrEqual(3);
      if (contrastRatio(rgb(hex), rgb(page)) >= 3) expect(hexOf(ring)).toBe(hex);
    },
  );

  it('sets the button, its pointer shade and text, the links and the focus ring; the links as typed, even when too light', () => {
    expect(siteColors(rgb('#ffe066'), white)).toEqual({
      '--gft-color-primary-hover': hexOf(hoverOf(rgb('#ffe066'), textOn(rgb('#ffe066')))),
      '--gft-color-primary-contrast': '#1b2a21',
      '--gft-color-link': '#ffe066',
      '--gft-color-focus': hexOf(focusOn(rgb('#ffe066'), white)),
    });
  });

  it('takes the primary and the font as typed; without a primary it is the default colours in the site font', () => {
    const css = presetCss('site', { [sitePrimary]: '#C2410C', [siteFont]: 'Georgia, serif' }, '#ffffff');
    expect(css).toMatchObject({ [sitePrimary]: '#C2410C', [siteFont]: 'Georgia, serif', '--gft-color-link': '#c2410c' });
    expect(presetCss('site', { [siteFont]: 'Georgia, serif' }, '#ffffff')).toEqual({ [siteFont]: 'Georgia, serif' });
    expect(presetCss('site', {}, '#ffffff')).toEqual({});
  });
});

describe('the presets', () => {
  it('set only valid values of custom properties of the table', () => {
    const fields = new Map(elements.flatMap(cssFieldsOf).map((field) => [field.name as string, field]));
    for (const preset of presets) {
      for (const [name, value] of Object.entries(presetCss(preset, { [sitePrimary]: '#c2410c', [siteFont]: 'Georgia, serif' }, '#ffffff'))) {
        const field = fields.get(name);
        expect(field, `${preset}: ${name}`).toBeDefined();
        if (field) expect(cssProblem(field, value), `${preset}: ${name}: ${value}`).toBeNull();
      }
    }
  });

  it.each(elements.map((element) => [element.tag] as const))('greenfee, light and dark pass every pair of %s on the page they show it on', (tag) => {
    for (const preset of ['greenfee', 'light', 'dark'] as const) {
      const failing = contrastResults(chosen(preset, fresh({ element: tag }))).filter((result) => !result.passes);
      expect(
        failing.map((result) => `${result.pair.id} ${result.ratio.toFixed(2)}`),
        preset,
      ).toEqual([]);
    }
  });

  it('change the code: greenfee writes nothing, the others what differs from the defaults', () => {
    expect(changedCss(chosen('greenfee'))).toEqual([]);
    const dark = new Map(changedCss(chosen('dark')));
    expect(dark.get('--gft-color-text')).toBe('#eef4f0');
    expect(dark.get('--gft-color-primary')).toBe('#7fd3a0');
    // No box of their own: the element stands on the page, as by default.
    expect(dark.has('--gft-color-background')).toBe(false);
    // The light preset's error colour is the default's: not written.
    expect(new Map(changedCss(chosen('light'))).has('--gft-color-error')).toBe(false);
    expect(new Map(changedCss(chosen('light'))).get('--gft-color-text')).toBe('#1f2328');
    // The badge's dark colours are its own defaults with theme="dark": nothing to write there.
    expect(changedCss(chosen('dark', fresh({ element: 'gft-certificate-badge', theme: 'dark' })))).toEqual([['--gft-color-focus', '#8ab4f8']]);
  });

  it('a "match my site" primary too light for links is flagged by the contrast check; a deep one passes', () => {
    const site = (primary: string) => rederiveSite({ ...chosen('site'), css: { [sitePrimary]: primary } });
    const failing = contrastResults(site('#ffe066')).filter((result) => !result.passes);
    expect(failing.map((result) => result.pair.id)).toContain('link');
    expect(contrastResults(site('#6b2d5c')).filter((result) => !result.passes)).toEqual([]);
  });

  it('have a name and a summary in both languages', () => {
    for (const texts of [de.embed, en.embed]) {
      for (const preset of presets) {
        expect(texts.presets[preset].name).not.toBe('');
        expect(texts.presets[preset].summary).not.toBe('');
      }
    }
  });
});

describe('a preset in the page URL', () => {
  it.each(presets.filter((preset) => preset !== 'custom'))('%s survives a reload, with a short link', (preset) => {
    const settings = preset === 'site' ? rederiveSite({ ...chosen('site'), css: { [sitePrimary]: '#c2410c', [siteFont]: 'Georgia, serif' } }) : chosen(preset);
    const query = settingsQuery(settings, apiBase);
    // The preset's own values are not in the link: it names the preset, and "match my site" its two inputs.
    expect([...query.keys()].filter((key) => key.startsWith('--'))).toEqual(preset === 'site' ? [siteFont, sitePrimary] : []);
    expect(query.get('preset')).toBe(preset === 'greenfee' ? null : preset);
    const read = reloaded(settings);
    expect(read.preset).toBe(preset);
    expect(changedCss(read)).toEqual(changedCss(settings));
  });

  it('custom survives a reload with every value, and a link whose values differ from its preset is custom', () => {
    const custom = withCss(chosen('dark'), '--gft-color-text', '#ffffff');
    expect(reloaded(custom).preset).toBe('custom');
    expect(changedCss(reloaded(custom))).toEqual(changedCss(custom));
    expect(fresh({ preset: 'dark', '--gft-color-text': '#000000' }).preset).toBe('custom');
    expect(fresh({ preset: 'dark', '--gft-color-text': '#000000' }).css['--gft-color-muted']).toBe('#b7c6bc');
    // A link from before the presets: its colours are custom ones; without any, the defaults.
    expect(fresh({ '--gft-color-primary': '#6b2d5c' }).preset).toBe('custom');
    expect(fresh({ preset: 'nothing' }).preset).toBe('greenfee');
  });

  it('keeps a "match my site" written while its colour was being typed, with the shades it had', () => {
    const typing = { ...rederiveSite({ ...chosen('site'), css: { [sitePrimary]: '#c2410c' } }) };
    const halfway = rederiveSite({ ...typing, css: { ...typing.css, [sitePrimary]: '#c24' + '1' } });
    expect(halfway.css['--gft-color-link']).toBe('#c2410c');
    const read = reloaded(halfway);
    expect(read.preset).toBe('site');
    expect(read.css).toEqual(halfway.css);
  });

  it('derives the focus ring again for another page background', () => {
    const onWhite = rederiveSite({ ...chosen('site'), css: { [sitePrimary]: '#ffe066' } });
    const onDark = rederiveSite({ ...onWhite, pageBackground: '#000000' });
    expect(onDark.css['--gft-color-focus']).toBe('#ffe066');
    expect(onWhite.css['--gft-color-focus']).not.toBe('#ffe066');
    expect(reloaded(onDark).preset).toBe('site');
  });
});

describe('choosing a preset', () => {
  it('sets its values and drops those of the one before', () => {
    const dark = chosen('dark');
    expect(dark.preset).toBe('dark');
    expect(chosen('light', dark).css['--gft-color-text']).toBe('#1f2328');
    expect(chosen('greenfee', dark).css).toEqual({});
  });

  it('shows dark on a dark page, and the default page again for a light style; a page the editor gave stays', () => {
    expect(chosen('dark').pageBackground).toBe('#13241a');
    expect(chosen('light', chosen('dark')).pageBackground).toBe('#ffffff');
    // Custom from dark may be the dark values: its page stays dark.
    expect(choosePreset(chosen('dark'), 'custom', {}).settings.pageBackground).toBe('#13241a');
    expect(chosen('dark', fresh({ 'page-background': '#202020' })).pageBackground).toBe('#202020');
    expect(chosen('greenfee', chosen('dark', fresh({ 'page-background': '#202020' }))).pageBackground).toBe('#202020');
    // Custom values made on the dark page, set aside and brought back: on the dark page again.
    const away = choosePreset(withCss(chosen('dark'), '--gft-color-link', '#ffffff'), 'light', {});
    expect(away.settings.pageBackground).toBe('#ffffff');
    expect(choosePreset(away.settings, 'custom', away.aside).settings.pageBackground).toBe('#13241a');
    // Custom values made on the white page, then dark, then custom again: on the white page again (a review found them
    // left on the dark one, where the contrast check failed colours meant for white).
    const toDark = choosePreset(withCss(fresh(), '--gft-color-link', '#123456'), 'dark', {});
    expect(toDark.settings.pageBackground).toBe('#13241a');
    const backAgain = choosePreset(toDark.settings, 'custom', toDark.aside).settings;
    expect(backAgain.css['--gft-color-link']).toBe('#123456');
    expect(backAgain.pageBackground).toBe('#ffffff');
  });

  it('editing a value makes the style custom and keeps every other value', () => {
    const edited = withCss(chosen('dark'), '--gft-color-link', '#ffffff');
    expect(edited.preset).toBe('custom');
    expect(edited.css).toEqual({ ...chosen('dark').css, '--gft-color-link': '#ffffff' });
  });

  it("sets custom values and the site's inputs aside, and brings them back (an arrow key passes through the presets)", () => {
    const custom = withCss(chosen('dark'), '--gft-color-link', '#ffffff');
    const away = choosePreset(custom, 'greenfee', {});
    expect(away.settings.css).toEqual({});
    const back = choosePreset(away.settings, 'custom', away.aside);
    expect(back.settings.css).toEqual(custom.css);

    const site = rederiveSite({ ...chosen('site'), css: { [sitePrimary]: '#c2410c', [siteFont]: 'Georgia, serif' } });
    const left = choosePreset(site, 'light', {});
    const again = choosePreset(left.settings, 'site', left.aside);
    expect(again.settings.css).toEqual(site.css);
    // Custom chosen for the first time: the values on show, to go on from.
    expect(choosePreset(chosen('dark'), 'custom', {}).settings.css).toEqual(chosen('dark').css);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrast, fullHex } from '#tests/helpers/contrast';

const css = readFileSync(new URL('../../../portal/styles/tokens.css', import.meta.url), 'utf8');

/** The colour tokens (`--name: #hex;`) and, per token, the text of the comment on its line. */
function colourTokens(source: string): Map<string, { hex: string; note: string }> {
  const tokens = new Map<string, { hex: string; note: string }>();
  for (const line of source.split('\n')) {
    const match = /^\s*(--[a-z0-9-]+):\s*(#[0-9a-f]{3,6})\s*;\s*(?:\/\*(.*)\*\/)?/i.exec(line);
    if (match) tokens.set(match[1] as string, { hex: fullHex(match[2] as string), note: match[3] ?? '' });
  }
  return tokens;
}

const tokens = colourTokens(css);
const hexOf = (name: string) => {
  const token = tokens.get(name);
  if (!token) throw new Error(`${name} is not a colour token of tokens.css`);
  return token.hex;
};

/** Every `on --background: N:1` claim in the comments, with the minimum its kind needs. */
const claims = [...tokens].flatMap(([name, { note }]) =>
  [...note.matchAll(/on (--[a-z0-9-]+): (\d+(?:\.\d)?):1/g)].map((match) => ({
    text: name,
    background: match[1] as string,
    stated: Number(match[2]),
    // Borders, focus rings and other non-text parts need 3:1 (WCAG 1.4.11), as does large text.
    minimum: /\b(UI|large)\b/.test(note) ? 3 : 4.5,
  })),
);

/** Pairs the portal's CSS (portal/styles/, the components' and pages' CSS, forms.css) uses beyond the comments' own. */
const usedPairs: [text: string, background: string, minimum: number][] = [
  ['--color-on-dark', '--color-forest-600', 4.5],
  ['--color-on-dark-muted', '--color-forest-700', 4.5],
  ['--color-wood-700', '--color-warning-bg', 4.5],
  ['--color-forest-700', '--color-sand-100', 4.5],
  ['--color-forest-900', '--color-wood-100', 4.5],
  ['--color-muted', '--color-wood-100', 4.5],
  ['--color-ink', '--color-wood-100', 4.5],
  ['--color-ink', '--color-danger-bg', 4.5],
  ['--color-danger', '--color-sand-50', 4.5],
  ['--color-line-strong', '--color-sand-50', 3],
  ['--color-focus', '--color-sand-50', 3],
  ['--color-forest-700', '--color-surface', 3],
  ['--color-wood-300', '--color-forest-950', 4.5],
  ['--color-on-dark', '--color-wood-700', 4.5],
];

describe('the colour tokens (portal/styles/tokens.css)', () => {
  it('name contrast claims in their comments, and there are enough of them to mean something', () => {
    expect(claims.length).toBeGreaterThan(30);
  });

  it.each(claims)('$text on $background: the stated $stated:1 is the real ratio and meets WCAG AA', ({ text, background, stated, minimum }) => {
    const real = contrast(hexOf(text), hexOf(background));
    expect(real, `${text} on ${background} is ${real.toFixed(2)}:1`).toBeGreaterThanOrEqual(minimum);
    expect(Math.abs(real - stated), `${text} on ${background} is ${real.toFixed(2)}:1, the comment says ${stated}:1`).toBeLessThan(0.06);
  });

  it.each(usedPairs)('%s on %s, used by the CSS, meets %d:1', (text, background, minimum) => {
    expect(contrast(hexOf(text), hexOf(background))).toBeGreaterThanOrEqual(minimum);
  });

  it('the ratio function agrees with known values (black on white 21:1, #777 on white 4.48:1)', () => {
    expect(contrast('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});

describe("the widgets' defaults", () => {
  const root = new URL('../../../', import.meta.url);
  const mapped = new Map(
    [...css.matchAll(/(--gft-color-[a-z-]+):\s*var\((--color-[a-z0-9-]+)\)/g)].map((match) => [match[1] as string, hexOf(match[2] as string)]),
  );
  const sources = ['shared/ui/forms.css', 'widgets/lib/tokens.css'].map((file) => [file, readFileSync(new URL(file, root), 'utf8')] as const);
  const fallbacks = sources.flatMap(([file, source]) =>
    [...source.matchAll(/var\((--gft-color-[a-z-]+),\s*(#[0-9a-f]{6})\)/gi)].map((match) => ({
      file,
      name: match[1] as string,
      fallback: (match[2] as string).toLowerCase(),
    })),
  );

  it('exist (the forms fall back to colours when the host page sets none)', () => {
    expect(fallbacks.length).toBeGreaterThan(20);
  });

  it.each(fallbacks.filter(({ name }) => mapped.has(name)))("$file: $name falls back to the portal's token value", ({ name, fallback }) => {
    expect(fallback).toBe(mapped.get(name));
  });
});

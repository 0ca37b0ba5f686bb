/**
 * WCAG 2.2 contrast (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio): relative luminance with the 0.04045 constant
 * of the current text (the 0.03928 of before 2021 makes no practical difference). Colours as `#rgb` or `#rrggbb`.
 */
export type Rgb = readonly [red: number, green: number, blue: number];

/** `#rgb` or `#rrggbb` (what `<input type="color">` gives), else null. */
export function parseHex(value: string): Rgb | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim())?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as unknown as Rgb;
}

const channel = (value: number) => {
  const s = value / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: Rgb) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

/** The contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** The ratio cut (never rounded) to one decimal: 4.48 is 4.4, so a ratio shown as 4.5 always passes 4.5. */
export const ratioFloor = (ratio: number) => Math.floor(ratio * 10) / 10;

import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHex, ratioFloor } from '#shared/ui/contrast';

const ratio = (a: string, b: string) => contrastRatio(parseHex(a) ?? [0, 0, 0], parseHex(b) ?? [0, 0, 0]);

describe('WCAG 2.2 contrast (shared/ui/contrast.ts)', () => {
  it('gives 21 : 1 for black on white and 1 : 1 for a colour on itself, either way round', () => {
    expect(ratio('#000', '#fff')).toBeCloseTo(21, 10);
    expect(ratio('#ffffff', '#000000')).toBeCloseTo(21, 10);
    expect(ratio('#1f5e3b', '#1f5e3b')).toBe(1);
    expect(ratio('#1b2a21', '#ffffff')).toBe(ratio('#ffffff', '#1b2a21'));
  });

  it('measures #777 on white just under 4.5 : 1, and never shows it rounded up to pass', () => {
    const grey = ratio('#777', '#fff');
    expect(grey).toBeGreaterThan(4.47);
    expect(grey).toBeLessThan(4.5);
    expect(ratioFloor(grey)).toBe(4.4);
    // Shown with one decimal it would be 4.5, the threshold it misses: the floor is what the builder shows.
    expect(grey.toFixed(1)).toBe('4.5');
    expect(ratioFloor(4.5)).toBe(4.5);
    expect(ratioFloor(21)).toBe(21);
    expect(ratioFloor(3.0999)).toBe(3);
  });

  it('matches known ratios of the widgets’ default colours', () => {
    expect(ratio('#ffffff', '#1f5e3b')).toBeCloseTo(7.71, 2);
    expect(ratio('#5c6b61', '#ffffff')).toBeCloseTo(5.63, 2);
  });

  it('reads #rgb and #rrggbb (what a colour input gives), in any case, and nothing else', () => {
    expect(parseHex('#abc')).toEqual([170, 187, 204]);
    expect(parseHex('#1F5E3B')).toEqual([31, 94, 59]);
    expect(parseHex(' #ffffff ')).toEqual([255, 255, 255]);
    for (const value of ['', 'red', '#ab', '#abcd', '#12345g', '#1234567', 'rgb(0,0,0)', '#fff;', 'fff']) expect(parseHex(value), value).toBeNull();
  });
});

import { readFileSync } from 'node:fs';
import { geoConicConformal } from 'd3-geo';
import { describe, expect, it } from 'vitest';
import { generateMapImage, generateMapModule, mapFile, mapImageFile } from '#demo/map/generate-map';
import { austriaPath, mapProjection, mapSize, neighboursPath } from '#shared/map/map-data';
import { mapPoint, project } from '#shared/map/map-projection';
import { unproject } from '#shared/map/map-projection';

const cities = {
  vienna: [16.3738, 48.2082],
  innsbruck: [11.4041, 47.2692],
  graz: [15.4395, 47.0707],
  salzburg: [13.055, 47.8095],
} as const;

/** The bounding box of an SVG path made of absolute M/L commands, as the generator writes them. */
function pathBox(path: string) {
  const numbers = [...path.matchAll(/(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g)].map((match) => [Number(match[1]), Number(match[2])] as const);
  return {
    left: Math.min(...numbers.map(([x]) => x)),
    right: Math.max(...numbers.map(([x]) => x)),
    top: Math.min(...numbers.map(([, y]) => y)),
    bottom: Math.max(...numbers.map(([, y]) => y)),
  };
}

const place = (name: keyof typeof cities) => {
  const [longitude, latitude] = cities[name];
  const point = mapPoint(longitude, latitude);
  if (!point) throw new Error(`${name} is off the map`);
  return { x: point[0], y: point[1] };
};

describe('the forest map projection', () => {
  it('places Austrian cities inside Austria, west to east and north to south in order', () => {
    const box = pathBox(austriaPath);
    expect(box.right - box.left).toBeGreaterThan(mapSize.width / 2);
    for (const name of Object.keys(cities) as (keyof typeof cities)[]) {
      const { x, y } = place(name);
      expect(x).toBeGreaterThan(box.left);
      expect(x).toBeLessThan(box.right);
      expect(y).toBeGreaterThan(box.top);
      expect(y).toBeLessThan(box.bottom);
    }
    expect(place('vienna').x).toBeGreaterThan(place('innsbruck').x);
    expect(place('graz').x).toBeGreaterThan(place('salzburg').x);
    expect(place('salzburg').y).toBeLessThan(place('graz').y);
    expect(place('vienna').y).toBeLessThan(place('innsbruck').y);
  });

  it("equals d3-geo's conformal conic built from the exported parameters", () => {
    const reference = geoConicConformal()
      .parallels([...mapProjection.parallels])
      .rotate([...mapProjection.rotate])
      .scale(mapProjection.scale)
      .translate([...mapProjection.translate]);
    for (const [longitude, latitude] of Object.values(cities)) {
      const expected = reference([longitude, latitude]) ?? [Number.NaN, Number.NaN];
      const actual = mapPoint(longitude, latitude) ?? [Number.NaN, Number.NaN];
      expect(Math.abs(actual[0] - expected[0])).toBeLessThan(0.5);
      expect(Math.abs(actual[1] - expected[1])).toBeLessThan(0.5);
      const exact = project(longitude, latitude);
      expect(exact[0]).toBeCloseTo(expected[0], 6);
      expect(exact[1]).toBeCloseTo(expected[1], 6);
    }
  });

  it("puts Austria's extreme points on the edges of its drawn outline", () => {
    const box = pathBox(austriaPath);
    const near = (actual: number | undefined, expected: number) => expect(Math.abs((actual ?? Number.NaN) - expected)).toBeLessThan(4);
    near(mapPoint(9.5307, 47.2706)?.[0], box.left);
    near(mapPoint(17.1608, 48.0122)?.[0], box.right);
    near(mapPoint(15.0, 49.0205)?.[1], box.top);
    near(mapPoint(14.5645, 46.3723)?.[1], box.bottom);
  });

  it('leaves a point far outside the map undrawn (Berlin)', () => {
    expect(mapPoint(13.405, 52.52)).toBeNull();
    expect(mapPoint(-0.1276, 51.5072)).toBeNull();
  });

  it('draws the neighbours inside the viewBox', () => {
    const box = pathBox(neighboursPath);
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(mapSize.width);
    expect(box.bottom).toBeLessThanOrEqual(mapSize.height);
  });

  it('is the module the generator writes today (run `npm run map-data` after changing the generator)', () => {
    const generated = generateMapModule();
    expect(readFileSync(mapFile, 'utf8')).toBe(generated);
    expect(generated.length).toBeLessThan(15_000);
  });

  it("is the picture the generator writes today: the same paths, for the forest page's place while it loads", () => {
    const image = generateMapImage();
    expect(readFileSync(mapImageFile, 'utf8')).toBe(image);
    expect(image).toContain(`d="${austriaPath}"`);
    expect(image).toContain(`d="${neighboursPath}"`);
    // A picture of its own: nothing it would fetch or run.
    expect(image).not.toMatch(/<image|<use|href=|url\(|<script|<style/);
  });

  it("gives back the place at a point of the map (the meeting form's place picker), to a metre", () => {
    for (const [longitude, latitude] of Object.values(cities)) {
      const [x, y] = project(longitude, latitude);
      const [backLongitude, backLatitude] = unproject(x, y);
      expect(backLongitude).toBeCloseTo(longitude, 5);
      expect(backLatitude).toBeCloseTo(latitude, 5);
    }
  });
});

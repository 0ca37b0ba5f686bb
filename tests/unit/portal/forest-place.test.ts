import { createRequire } from 'node:module';
import { geoContains } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import { ndviChart, ndviSummary, plot } from '#portal/features/forests/ndvi';
import {
  borderCrosses,
  boundaryInset,
  direction,
  distanceKm,
  nearestTown,
  regionLabels,
  regionSize,
  regionWindow,
  scalePlace,
  type Box,
} from '#portal/features/forests/place';
import { countryAt } from '#portal/lib/map/countries';
import { countrySpots, towns, type Country } from '#shared/map/towns';
import { forestMonitoringAnswerSchema, maxBoundaryPositions, type ForestBoundary, type NdviObservation } from '#shared/api/schemas/forest-monitoring';

/** The home map's countries (Natural Earth 1:50m via world-atlas), the geodata the forest page's map draws. */
const countries = (() => {
  const topology = createRequire(import.meta.url)('world-atlas/countries-50m.json') as Topology<{ countries: GeometryCollection }>;
  const collection = feature(topology, topology.objects.countries) as FeatureCollection<Geometry>;
  const byName = new Map(collection.features.map((item) => [String((item.properties as { name?: string } | null)?.name), item]));
  const names: Record<Country, string> = {
    austria: 'Austria',
    germany: 'Germany',
    czechia: 'Czechia',
    slovakia: 'Slovakia',
    hungary: 'Hungary',
    slovenia: 'Slovenia',
    italy: 'Italy',
    switzerland: 'Switzerland',
  };
  return Object.fromEntries(Object.entries(names).map(([key, name]) => [key, byName.get(name)])) as Record<Country, Feature<Geometry> | undefined>;
})();

const seeded = {
  muehlviertel: [14.74, 48.53],
  waldviertel: [15.2, 48.66],
  bayerwald: [13.17, 49.1],
} as const;

/** A square parcel of `side` metres around a place, as GeoJSON (counter-clockwise). */
function square([longitude, latitude]: readonly [number, number], side: number): ForestBoundary {
  const dLat = side / 2 / 111_132;
  const dLon = side / 2 / (111_320 * Math.cos((latitude * Math.PI) / 180));
  return {
    type: 'Polygon',
    coordinates: [
      [
        [longitude - dLon, latitude - dLat],
        [longitude + dLon, latitude - dLat],
        [longitude + dLon, latitude + dLat],
        [longitude - dLon, latitude + dLat],
        [longitude - dLon, latitude - dLat],
      ],
    ],
  };
}

describe("the forest page's region map", () => {
  it('is a window of about 150 km around the forest, inside the home map (so never cut off), the forest on it', () => {
    for (const [longitude, latitude] of Object.values(seeded)) {
      const region = regionWindow(longitude, latitude);
      if (!region) throw new Error('no window');
      const [x, y] = region.at(longitude, latitude);
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(regionSize.width);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(regionSize.height);
      expect(region.x).toBeGreaterThanOrEqual(0);
      expect(region.y).toBeGreaterThanOrEqual(0);
      // 25 km on the map's scale is 25 km between two places the window shows.
      const east = region.at(longitude + 25 / (111.32 * Math.cos((latitude * Math.PI) / 180)), latitude);
      expect(Math.hypot(east[0] - x, east[1] - y) / region.perKm).toBeCloseTo(25, 0);
    }
    // Off the home map's frame (Lisbon): no region to draw.
    expect(regionWindow(-9.14, 38.72)).toBeNull();
  });

  it('names its towns and countries without one name on another or on the forest, the inset or the scale', () => {
    const region = regionWindow(...seeded.muehlviertel);
    if (!region) throw new Error('no window');
    const avoid = [[400, 160, 600, 360] as const];
    const labels = regionLabels(region, { town: (town) => town.name, country: (country) => country }, avoid, seeded.muehlviertel);
    const names = labels.map((label) => label.text);
    expect(names).toContain('Freistadt');
    expect(names).toContain('czechia');
    expect(names).toContain('austria');
    expect(labels.filter((label) => label.kind === 'town').length).toBeLessThanOrEqual(6);
    for (const label of labels) {
      expect(label.x).toBeGreaterThan(0);
      expect(label.x).toBeLessThan(regionSize.width);
      expect(label.x > 400 && label.y > 160, `${label.text} in the inset`).toBe(false);
    }
  });

  it('puts each country name at a spot inside that country, and each town inside the frame of the map', () => {
    for (const [country, spots] of Object.entries(countrySpots) as [Country, readonly (readonly [number, number])[]][]) {
      const shape = countries[country];
      if (!shape) throw new Error(`no ${country} in world-atlas`);
      for (const spot of spots) expect(geoContains(shape, [spot[0], spot[1]]), `${country} ${spot.join(', ')}`).toBe(true);
    }
    expect(towns.length).toBeGreaterThan(30);
    expect(new Set(towns.map((town) => town.name)).size).toBe(towns.length);
  });

  it('says where a forest lies from its nearest town, in whole km and one of eight directions', () => {
    expect(nearestTown(...seeded.muehlviertel)).toMatchObject({ town: { name: 'Freistadt' }, km: 17, direction: 'e' });
    expect(nearestTown(...seeded.waldviertel)).toMatchObject({ town: { name: 'Zwettl' }, km: 7, direction: 'n' });
    expect(nearestTown(...seeded.bayerwald)).toMatchObject({ town: { name: 'Zwiesel' }, direction: 'nw' });
    // Far from every town the map knows: nothing to say.
    expect(nearestTown(-9.14, 38.72)).toBeNull();
    expect(direction([14, 48], [14, 48.5])).toBe('n');
    expect(direction([14, 48], [14.5, 48])).toBe('e');
    expect(direction([14, 48], [13.5, 47.6])).toBe('sw');
    expect(distanceKm([16.3738, 48.2082], [14.2858, 48.3069])).toBeCloseTo(155, -1);
  });

  it("highlights the forest's own country: the Bavarian forest lies in Germany, not in Austria (issue 41)", () => {
    expect(countryAt(...seeded.muehlviertel)).toBe('austria');
    expect(countryAt(...seeded.waldviertel)).toBe('austria');
    expect(countryAt(...seeded.bayerwald)).toBe('germany');
    expect(countryAt(14.4743, 48.9747)).toBe('czechia');
    expect(countryAt(11.3548, 46.4983)).toBe('italy');
    expect(countryAt(-9.14, 38.72)).toBeNull();
  });

  it('puts the scale bar in a free corner no border runs through, off the inset and the forest (issue 41)', () => {
    const margin = 12;
    for (const [name, [longitude, latitude]] of Object.entries(seeded)) {
      const region = regionWindow(longitude, latitude);
      if (!region) throw new Error('no window');
      const [fx, fy] = region.at(longitude, latitude);
      const inset: Box = [margin - 6, regionSize.height - margin - 170 - 6, margin + 170 + 6, regionSize.height];
      const forest: Box = [fx - 12, fy - 12, fx + 12, fy + 12];
      const scale = scalePlace(region, [forest, inset], 170, margin);
      expect(scale.clear, name).toBe(true);
      expect(borderCrosses(region, scale.box), name).toBe(false);
      expect(scale.box[0] < inset[2] && inset[0] < scale.box[2] && scale.box[1] < inset[3] && inset[1] < scale.box[3], name).toBe(false);
      expect(scale.box[0]).toBeGreaterThanOrEqual(0);
      expect(scale.box[2]).toBeLessThanOrEqual(regionSize.width);
    }
    // The Bavarian forest's bottom right corner has the Austrian border in it: the bar went there before.
    const bavaria = regionWindow(...seeded.bayerwald);
    if (!bavaria) throw new Error('no window');
    expect(
      borderCrosses(bavaria, [regionSize.width - 12 - 6 - 170 - 6, regionSize.height - 12 - 8 - 26, regionSize.width - 12, regionSize.height - 12 + 2]),
    ).toBe(true);
    // Every corner on a border: the first free one, marked for a backing.
    const everywhere = scalePlace(bavaria, [[0, 0, 1, 1]], regionSize.width - 30, 12);
    expect(everywhere.clear).toBe(false);
  });

  it('enlarges the boundary into the inset with margins, and a scale bar of a round length under half its width', () => {
    for (const side of [300, 1200, 4000]) {
      const inset = boundaryInset(square(seeded.muehlviertel, side), 170);
      if (!inset) throw new Error('no inset');
      const numbers = (inset.path.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
      expect(Math.min(...numbers)).toBeGreaterThanOrEqual(0);
      expect(Math.max(...numbers)).toBeLessThanOrEqual(170);
      expect([50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10_000]).toContain(inset.barMetres);
      expect(inset.barUnits).toBeLessThanOrEqual(170 * 0.76 * 0.45 + 0.01);
      expect(inset.barUnits).toBeGreaterThan(170 * 0.76 * 0.45 * 0.4);
      // The square's side in the inset's units is its side in metres at the bar's scale (turned by a degree: the
      // projection's meridians converge east of its central one).
      const xs = numbers.filter((_, index) => index % 2 === 0);
      expect(Math.abs((Math.max(...xs) - Math.min(...xs)) / (inset.barUnits / inset.barMetres) / side - 1)).toBeLessThan(0.03);
    }
  });
});

const observation = (date: string, value: number): NdviObservation => ({ date, value });
/** Three years of months, the summers at `summer[year]`, the winters at 0.5. */
const years = (summers: [number, number, number]) =>
  summers.flatMap((summer, index) =>
    Array.from({ length: 12 }, (_, month) => observation(`${2024 + index}-${String(month + 1).padStart(2, '0')}-15`, month >= 5 && month <= 7 ? summer : 0.5)),
  );

describe('what a vegetation index series says', () => {
  it('compares the first and the last summer (June to August): unchanged within 0.03, else rising or falling', () => {
    expect(ndviSummary(years([0.8, 0.81, 0.82]))).toEqual({ kind: 'stable', first: { year: 2024, mean: 0.8 }, last: { year: 2026, mean: 0.82 } });
    expect(ndviSummary(years([0.7, 0.75, 0.8])).kind).toBe('rising');
    expect(ndviSummary(years([0.85, 0.8, 0.7])).kind).toBe('falling');
    // One summer, or summers of a single observation, say nothing yet.
    expect(ndviSummary(years([0.8, 0.8, 0.8]).slice(0, 12)).kind).toBe('few');
    expect(ndviSummary([observation('2024-07-01', 0.8), observation('2025-07-01', 0.5)]).kind).toBe('few');
    expect(ndviSummary([]).kind).toBe('few');
  });

  it('places every observation on the chart, breaks the line where the satellite saw nothing for ten weeks, and shades the summers', () => {
    const series = [observation('2024-05-10', 0.6), observation('2024-06-12', 0.8), observation('2024-10-01', 0.7), observation('2024-11-02', 0.55)];
    const chart = ndviChart(series);
    if (!chart) throw new Error('no chart');
    expect(chart.points).toHaveLength(4);
    expect(chart.points[0]).toMatchObject({ x: plot.left, y: plot.top + 0.4 * plot.height });
    expect(chart.points.at(-1)?.x).toBe(plot.left + plot.width);
    expect(chart.lines).toHaveLength(2);
    expect(chart.summers).toHaveLength(1);
    const [summer] = chart.summers;
    expect(summer?.from).toBeGreaterThan(plot.left);
    expect(summer?.to).toBeLessThan(plot.left + plot.width);
    expect(chart.years).toEqual([{ year: 2024, from: plot.left, to: plot.left + plot.width, starts: false }]);
    expect(ndviChart([])).toBeNull();
  });
});

describe('answers the forest page must survive (a code review found each)', () => {
  const ring = (count: number): [number, number][] => {
    const points = Array.from({ length: count }, (_, index): [number, number] => {
      const angle = (index / count) * 2 * Math.PI;
      return [14.74 + 0.01 * Math.cos(angle), 48.53 + 0.01 * Math.sin(angle)];
    });
    return [...points, points[0] ?? [14.74, 48.53]];
  };

  it('draws the inset of a boundary with very many positions without overflowing the stack', () => {
    // Math.min(...xs) over 500,000 positions threw a RangeError and took the page down.
    const inset = boundaryInset({ type: 'Polygon', coordinates: [ring(500_000)] }, 170);
    expect(inset).not.toBeNull();
  });

  it('refuses a boundary of more positions than a map needs, and a series out of order', () => {
    const answer = (boundary: ForestBoundary, ndvi: NdviObservation[]) => forestMonitoringAnswerSchema.safeParse({ productId: 'prod_1', boundary, ndvi });
    const inOrder = [
      { date: '2026-06-01', value: 0.8 },
      { date: '2026-07-01', value: 0.82 },
    ];
    expect(answer({ type: 'Polygon', coordinates: [ring(1_999)] }, inOrder).success).toBe(true);
    // Eleven parcels of 2,000 positions: each ring within its bound, the whole over maxBoundaryPositions.
    const many = Array.from({ length: 11 }, () => ring(1_999));
    expect(many.flat().length).toBeGreaterThan(maxBoundaryPositions);
    expect(answer({ type: 'MultiPolygon', coordinates: many.map((rings) => [rings]) }, inOrder).success).toBe(false);
    expect(answer({ type: 'Polygon', coordinates: [ring(100)] }, [...inOrder].reverse()).success).toBe(false);
    expect(answer({ type: 'Polygon', coordinates: [ring(100)] }, [inOrder[0], inOrder[0]] as NdviObservation[]).success).toBe(false);
  });
});

import { createRequire } from 'node:module';
import { geoArea, geoContains, geoDistance } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getForestMonitoring, listProducts } from '#shared/api/endpoints/reference';
import { mediaUrl } from '#shared/api/endpoints/media';
import type { ApiError } from '#shared/api/errors';
import { forestBoundarySchema, type ForestBoundary } from '#shared/api/schemas/forest-monitoring';
import type { ForestProduct } from '#shared/api/schemas/product';
import { rejectionOf, startTestSandbox, type TestSandbox } from '#tests/helpers/sandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.stop();
});

const earthRadius = 6_371_008.8;
type Position = [number, number];

/** The countries the seeded forests lie in, from the 1:10m boundaries (finer than the home map's 1:50m). */
const countries = (() => {
  const topology = createRequire(import.meta.url)('world-atlas/countries-10m.json') as Topology<{ countries: GeometryCollection }>;
  const collection = feature(topology, topology.objects.countries) as FeatureCollection<Geometry>;
  const byId = new Map(collection.features.map((item) => [String(item.id), item]));
  return { AT: byId.get('040'), DE: byId.get('276') } as Record<string, Feature<Geometry> | undefined>;
})();

const polygonsOf = (boundary: ForestBoundary): Position[][][] =>
  (boundary.type === 'Polygon' ? [boundary.coordinates] : boundary.coordinates) as Position[][][];

/** A ring's area in the plane of longitude and latitude, positive when it turns counter-clockwise. */
const signedArea = (ring: Position[]) => ring.slice(1).reduce((sum, [x, y], index) => sum + ((ring[index]?.[0] ?? 0) * y - x * (ring[index]?.[1] ?? 0)), 0) / 2;

/** Whether segments ab and cd cross or touch (collinear overlap included). */
function segmentsMeet(a: Position, b: Position, c: Position, d: Position): boolean {
  const turn = (p: Position, q: Position, r: Position) => Math.sign((q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]));
  const within = (p: Position, q: Position, r: Position) =>
    Math.min(p[0], q[0]) <= r[0] && r[0] <= Math.max(p[0], q[0]) && Math.min(p[1], q[1]) <= r[1] && r[1] <= Math.max(p[1], q[1]);
  const [d1, d2, d3, d4] = [turn(c, d, a), turn(c, d, b), turn(a, b, c), turn(a, b, d)];
  if (d1 !== d2 && d3 !== d4 && d1 * d2 <= 0 && d3 * d4 <= 0 && d1 !== 0 && d2 !== 0 && d3 !== 0 && d4 !== 0) return true;
  return (d1 === 0 && within(c, d, a)) || (d2 === 0 && within(c, d, b)) || (d3 === 0 && within(a, b, c)) || (d4 === 0 && within(a, b, d));
}

/** Every pair of edges of `rings` that meet, but for neighbours along one ring (which share their corner). */
function crossings(rings: Position[][]): string[] {
  const edges = rings.flatMap((ring, r) => ring.slice(1).map((end, index) => ({ r, index, count: ring.length - 1, a: ring[index] as Position, b: end })));
  const found: string[] = [];
  for (const [i, one] of edges.entries()) {
    for (const other of edges.slice(i + 1)) {
      const neighbours = one.r === other.r && (Math.abs(one.index - other.index) === 1 || Math.abs(one.index - other.index) === one.count - 1);
      if (!neighbours && segmentsMeet(one.a, one.b, other.a, other.b)) found.push(`ring ${one.r} edge ${one.index} meets ring ${other.r} edge ${other.index}`);
    }
  }
  return found;
}

/** The area in hectares on the sphere (d3-geo wants the outer ring clockwise, GeoJSON's is counter-clockwise). */
const hectaresOf = (boundary: ForestBoundary) =>
  (polygonsOf(boundary).reduce((sum, rings) => sum + geoArea({ type: 'Polygon', coordinates: rings.map((ring) => [...ring].reverse()) }), 0) *
    earthRadius ** 2) /
  10_000;

async function forests(language: 'de' | 'en' = 'en'): Promise<ForestProduct[]> {
  return (await listProducts(sandbox.client({ language }))).products;
}

describe("each seeded forest's boundary (GET /product/monitoring)", () => {
  it('is valid GeoJSON: closed rings of four positions or more, the outer counter-clockwise, holes clockwise, none crossing', async () => {
    for (const forest of await forests()) {
      const { boundary } = await getForestMonitoring(sandbox.client(), { id: forest._id });
      if (!boundary) throw new Error(`${forest.name} has no boundary`);
      expect(forestBoundarySchema.safeParse(JSON.parse(JSON.stringify(boundary))).success).toBe(true);
      const polygons = polygonsOf(boundary);
      for (const rings of polygons) {
        const [outer, ...holes] = rings;
        if (!outer) throw new Error('a polygon without rings');
        for (const ring of rings) {
          expect(ring.length).toBeGreaterThanOrEqual(4);
          expect(ring.at(-1)).toEqual(ring[0]);
          // Not a ring folded back on itself: every corner but the closing one is its own.
          expect(new Set(ring.slice(1).map(String)).size).toBe(ring.length - 1);
        }
        expect(signedArea(outer), forest.name).toBeGreaterThan(0);
        for (const hole of holes) {
          expect(signedArea(hole), forest.name).toBeLessThan(0);
          const inside: Polygon = { type: 'Polygon', coordinates: [[...outer].reverse()] };
          for (const position of hole) expect(geoContains(inside, position), `${forest.name}: a hole's corner outside its parcel`).toBe(true);
        }
        expect(crossings(rings), forest.name).toEqual([]);
      }
      // Parcels of one forest neither cross nor lie in one another.
      expect(crossings(polygons.map((rings) => rings[0] as Position[])), forest.name).toEqual([]);
      for (const [index, rings] of polygons.entries()) {
        for (const other of polygons.filter((_, at) => at !== index)) {
          const parcel: Polygon = { type: 'Polygon', coordinates: [[...(rings[0] as Position[])].reverse()] };
          expect(geoContains(parcel, other[0]?.[0] as Position), forest.name).toBe(false);
        }
      }
    }
  });

  it("lies around the forest's coordinates, inside its country, a few hundred metres to a few km across, and encloses its hectares", async () => {
    for (const forest of await forests()) {
      const { boundary } = await getForestMonitoring(sandbox.client(), { id: forest._id });
      if (!boundary) throw new Error(`${forest.name} has no boundary`);
      const country = countries[forest.location.slice(-2)];
      if (!country) throw new Error(`no country for ${forest.location}`);
      const centre: Position = [forest.longitude, forest.latitude];
      expect(geoContains(country, centre), forest.name).toBe(true);
      const positions = polygonsOf(boundary).flat(2);
      for (const position of positions) {
        expect(geoContains(country, position), `${forest.name}: ${position.join(', ')} outside its country`).toBe(true);
        expect(geoDistance(centre, position) * earthRadius, forest.name).toBeLessThan(3000);
      }
      const across = Math.max(...positions.flatMap((one) => positions.map((other) => geoDistance(one, other) * earthRadius)));
      expect(across, forest.name).toBeGreaterThan(300);
      expect(across, forest.name).toBeLessThan(5000);
      expect(Math.abs(hectaresOf(boundary) - forest.hectares) / forest.hectares, forest.name).toBeLessThan(0.01);
    }
  });

  it('answers an unknown forest with 404 and no id with 400, and leaves the boundary out of the forest list', async () => {
    const unknown = (await rejectionOf(getForestMonitoring(sandbox.client(), { id: 'prod_nowhere' }))) as ApiError;
    expect([unknown.status, unknown.code, unknown.field]).toEqual([404, 'NOT_FOUND', 'id']);
    const bare = await sandbox.http('/product/monitoring');
    expect(bare.status).toBe(400);
    const listed = await (await sandbox.http('/product/list')).text();
    expect(listed).not.toMatch(/"monitoring"|"boundary"|"coordinates"|"ndvi":\[/);
  });
});

describe("each seeded forest's vegetation index over time", () => {
  it('is a series of clear days, oldest first, over three years, green in summer, ending in the observation the list names', async () => {
    for (const forest of await forests()) {
      const { ndvi, productId } = await getForestMonitoring(sandbox.client(), { id: forest._id });
      expect(productId).toBe(forest._id);
      expect(ndvi.length, forest.name).toBeGreaterThanOrEqual(24);
      expect(ndvi.at(-1)).toEqual({ date: forest.satelliteData.lastObservation, value: forest.satelliteData.ndvi });
      const dates = ndvi.map((entry) => entry.date);
      expect(dates).toEqual([...new Set(dates)].sort());
      expect(Date.parse(dates.at(-1) ?? '') - Date.parse(dates[0] ?? '')).toBeGreaterThan(2.5 * 365 * 86_400_000);
      const mean = (months: number[]) => {
        const values = ndvi.filter((entry) => months.includes(Number(entry.date.slice(5, 7)))).map((entry) => entry.value);
        return values.reduce((sum, value) => sum + value, 0) / values.length;
      };
      expect(mean([6, 7, 8]), forest.name).toBeGreaterThan(mean([12, 1, 2]) + 0.1);
      for (const { value } of ndvi) expect(value).toBeGreaterThan(0.2);
    }
  });
});

describe('what tells the seeded forests apart (GET /product/list)', () => {
  it('gives each forest its species and their shares, owner, management, one line of its own and its strategy, in both languages', async () => {
    const [german, english] = [await forests('de'), await forests('en')];
    expect(english.length).toBeGreaterThanOrEqual(3);
    for (const [index, forest] of english.entries()) {
      const other = german[index];
      if (!other) throw new Error('the languages list different forests');
      expect(
        forest.species?.reduce((sum, entry) => sum + entry.share, 0),
        forest.name,
      ).toBe(100);
      expect(forest.species?.map((entry) => entry.share)).toEqual([...(forest.species ?? [])].map((entry) => entry.share).sort((a, b) => b - a));
      for (const key of ['owner', 'management', 'highlight', 'description'] as const) {
        expect(forest[key]?.length, `${forest.name} ${key}`).toBeGreaterThan(10);
        expect(other[key], `${forest.name} ${key} in German`).not.toBe(forest[key]);
      }
      expect(other.species?.map((entry) => entry.name)).not.toEqual(forest.species?.map((entry) => entry.name));
      expect(['preservation', 'increase']).toContain(forest.strategy);
    }
    // One line each, and no two alike: what a card says sets its forest apart.
    expect(new Set(english.map((forest) => forest.highlight)).size).toBe(english.length);
    // Issue 41: the forest pages shared sentences. No sentence of a forest's own texts is another's, in either language.
    for (const list of [english, german]) {
      const sentences = list.flatMap((forest) =>
        [forest.highlight, forest.management, forest.description].flatMap((text) => (text ?? '').split(/(?<=[.:;])\s+/).filter((part) => part.length > 20)),
      );
      expect(sentences.length).toBeGreaterThan(12);
      expect(sentences.filter((sentence, index) => sentences.indexOf(sentence) !== index)).toEqual([]);
      for (const forest of list) expect(forest.description?.length, forest.name).toBeGreaterThan(200);
    }
  });
});

describe("the seeded forests' areas and tokens", () => {
  it('keep SPEC\'s "about 200 m² of forest per token": each forest\'s area divided by its tokens in all', async () => {
    // Issue 41: 24,000 tokens on 120 ha was 50 m² a token, while every page said about 200.
    const perToken = (await forests()).map((forest) => [forest.name, (forest.hectares * 10_000) / forest.totalTokens] as const);
    expect(perToken.length).toBe(3);
    for (const [name, squareMetres] of perToken) {
      expect(squareMetres, name).toBeGreaterThan(180);
      expect(squareMetres, name).toBeLessThan(220);
    }
  });
});

describe("the seeded forests' pictures", () => {
  it('are illustrations and say so, in the picture and in the list, and never name a satellite', async () => {
    for (const forest of await forests()) {
      expect(forest.satelliteData.imageKind, forest.name).toBe('illustration');
      const response = await fetch(mediaUrl(sandbox.client(), forest.satelliteData.imageHash ?? 'missing'));
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      const svg = await response.text();
      expect(svg).toContain('>Illustration</text>');
      expect(svg).toContain(`aria-label="Illustration: ${forest.name}"`);
      expect(svg).not.toMatch(/sentinel|satellit|landsat/i);
      expect(svg).not.toMatch(/<image|<use|href=|url\(|<script|<foreignObject|<style/i);
    }
  });
});

describe("the seeded forests' verification (issue 41: a named verifier, a dated report)", () => {
  it('names a verifier, the standards, the report date and a report PDF, each marked as example data', async () => {
    for (const forest of await forests()) {
      const verification = forest.verification;
      if (!verification) throw new Error(`${forest.name} has no verification`);
      // Made up, and so marked: the pages label it "Beispiel"/"Example".
      expect(verification.example, forest.name).toBe(true);
      expect(verification.verifier).toMatch(/^Beispiel-/);
      expect(verification.standards).toEqual(['ISO 14064-2', forest.certification]);
      expect(verification.reportDate).toMatch(/^20\d\d-\d\d-\d\d$/);
      // Not after the sandbox's last satellite observation: a report dated in the future would be invented.
      expect(verification.reportDate <= forest.satelliteData.lastObservation).toBe(true);
      const response = await fetch(mediaUrl(sandbox.client(), verification.reportHash));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const pdf = await response.text();
      expect(pdf).toContain('Example document: not a real verification.');
    }
  });
});

/**
 * The seeded forests' project boundaries (GeoJSON) and vegetation index series, made up but shaped like real ones: a
 * parcel is an irregular outline of a given area, a series follows a forest's year (green from May to September, low
 * in winter, fewer clear winter days in the highlands) and ends in the observation the forest list names.
 */
import type { ForestBoundary, NdviObservation } from '#shared/api/schemas/forest-monitoring';

/** A small deterministic generator (mulberry32): the same seed gives the same forest on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** One parcel of a forest, in metres around the forest's coordinates. */
export interface ParcelShape {
  /** The parcel's area in hectares (its clearing not counted). */
  hectares: number;
  /** Where the parcel's middle lies from the forest's coordinates, metres east and north. */
  offset?: readonly [number, number];
  /** Corners of its outline. */
  corners: number;
  /** How much longer than wide it is. */
  stretch: number;
  /** The direction of its long side, degrees counter-clockwise from east. */
  bearing: number;
  seed: number;
  /** A clearing inside it (a meadow, a farmstead), in hectares. */
  clearing?: number;
}

type Ring = [number, number][];

/** A ring's area in square metres, positive when it turns counter-clockwise. */
function shoelace(ring: Ring): number {
  let sum = 0;
  ring.forEach(([x, y], index) => {
    const [nextX, nextY] = ring[(index + 1) % ring.length] ?? [x, y];
    sum += x * nextY - nextX * y;
  });
  return sum / 2;
}

/**
 * An irregular outline around (0, 0) in metres, counter-clockwise, of `squareMetres`. Every corner lies on its own ray
 * from the middle, the rays in turning order, so the outline cannot cross itself; stretching and turning it keeps that.
 */
function outline(corners: number, stretch: number, bearing: number, seed: number, squareMetres: number): Ring {
  const next = random(seed);
  const step = (2 * Math.PI) / corners;
  const turn = (bearing * Math.PI) / 180;
  const ring: Ring = Array.from({ length: corners }, (_, index) => {
    const angle = index * step + (next() - 0.5) * step * 0.7;
    const radius = 1 + (next() - 0.5) * 0.45;
    const x = radius * Math.cos(angle) * Math.sqrt(stretch);
    const y = (radius * Math.sin(angle)) / Math.sqrt(stretch);
    return [x * Math.cos(turn) - y * Math.sin(turn), x * Math.sin(turn) + y * Math.cos(turn)];
  });
  const scale = Math.sqrt(squareMetres / shoelace(ring));
  return ring.map(([x, y]) => [x * scale, y * scale]);
}

/** A ring in metres as GeoJSON positions around `centre` (longitude, latitude), closed, to a tenth of a metre. */
function toPositions(ring: Ring, [longitude, latitude]: readonly [number, number]): [number, number][] {
  const metresPerDegreeLatitude = 111_132;
  const metresPerDegreeLongitude = 111_320 * Math.cos((latitude * Math.PI) / 180);
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  const positions = ring.map(([x, y]): [number, number] => [round(longitude + x / metresPerDegreeLongitude), round(latitude + y / metresPerDegreeLatitude)]);
  const first = positions[0];
  return first ? [...positions, [first[0], first[1]]] : positions;
}

/** One parcel: its outline (counter-clockwise) and its clearing (clockwise), as RFC 7946 wants them. */
function parcel(shape: ParcelShape, centre: readonly [number, number]): [number, number][][] {
  const [east, north] = shape.offset ?? [0, 0];
  const clearing = shape.clearing ?? 0;
  const shift = (ring: Ring): Ring => ring.map(([x, y]) => [x + east, y + north]);
  const outer = shift(outline(shape.corners, shape.stretch, shape.bearing, shape.seed, (shape.hectares + clearing) * 10_000));
  if (!clearing) return [toPositions(outer, centre)];
  // A small round-ish clearing a little off the middle, where the outline is far from it.
  const hole = outline(7, 1.3, shape.bearing + 40, shape.seed + 1, clearing * 10_000).map(([x, y]): [number, number] => [x + east + 60, y + north - 40]);
  return [toPositions(outer, centre), toPositions(hole.reverse(), centre)];
}

/** A forest's boundary: one parcel as a Polygon, several as a MultiPolygon. */
export function forestBoundary(centre: readonly [number, number], parcels: readonly ParcelShape[]): ForestBoundary {
  const polygons = parcels.map((shape) => parcel(shape, centre));
  const [only] = polygons;
  return polygons.length === 1 && only ? { type: 'Polygon', coordinates: only } : { type: 'MultiPolygon', coordinates: polygons };
}

/** A forest's year, January to December, from its lowest (0) to its greenest (1): leaves in May, gone by December. */
const season = [0, 0.06, 0.23, 0.46, 0.8, 0.97, 1, 0.97, 0.91, 0.77, 0.4, 0.11];

export interface NdviShape {
  /** The last observation: the forest list's `lastObservation` and `ndvi`. */
  last: NdviObservation;
  /** Months observed, the last one's included. */
  months: number;
  /** The index in winter and in high summer. */
  winter: number;
  summer: number;
  /** Change of the summer index per year (a forest growing denser). */
  trend?: number;
  /** The share of winter months (November to March) without one clear day: cloud, and snow in the highlands. */
  cloudyWinters: number;
  seed: number;
}

/** A monthly series of clear-day observations ending in `last`, oldest first. */
export function ndviSeries(shape: NdviShape): NdviObservation[] {
  const next = random(shape.seed);
  const [year = 0, month = 1] = shape.last.date.split('-').map(Number);
  const series: NdviObservation[] = [];
  for (let back = shape.months - 1; back >= 1; back -= 1) {
    const date = new Date(Date.UTC(year, month - 1 - back, 1));
    const index = date.getUTCMonth();
    const cloud = next();
    const day = 3 + Math.floor(next() * 24);
    const noise = (next() - 0.5) * 0.05;
    if ((index <= 2 || index >= 10) && cloud < shape.cloudyWinters) continue;
    const years = back / 12;
    const summer = shape.summer - (shape.trend ?? 0) * years;
    const value = shape.winter + (season[index] ?? 0) * (summer - shape.winter) + noise;
    date.setUTCDate(day);
    series.push({ date: date.toISOString().slice(0, 10), value: Math.round(Math.min(1, Math.max(-1, value)) * 100) / 100 });
  }
  return [...series, shape.last];
}

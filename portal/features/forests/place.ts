/**
 * Where a forest lies, for its page's map: a window of the home map's projected geodata (shared/map/, decision 22)
 * around the forest, the country it lies in, the boundary in an inset at its own scale, a place for the scale bar off
 * every border, and the nearest town in words. Pure: the map
 * component draws what these return, and tests/unit/portal/forest-place.test.ts checks them.
 */
import type { ForestBoundary } from '#shared/api/schemas/forest-monitoring';
import { mapSize } from '#shared/map/map-data';
import { mapCountries, ringsOfCountry } from '#portal/lib/map/countries';
import { project } from '#shared/map/map-projection';
import { countrySpots, towns, type Country, type Town } from '#shared/map/towns';

/** The region map's own viewBox. */
export const regionSize = { width: 600, height: 360 } as const;
/** How far the region map reaches across, in km: a forest's district, its towns and the nearest border. */
const regionKm = 150;
const earthKm = 6371.0088;
const radians = Math.PI / 180;

type Point = readonly [number, number];

/** The distance between two places (longitude, latitude) in km, on the sphere. */
export function distanceKm([lon1, lat1]: Point, [lon2, lat2]: Point): number {
  const h = Math.sin(((lat2 - lat1) * radians) / 2) ** 2 + Math.cos(lat1 * radians) * Math.cos(lat2 * radians) * Math.sin(((lon2 - lon1) * radians) / 2) ** 2;
  return 2 * earthKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Map units of the home map's projection per km, at a place (the conformal projection's scale varies slowly). */
function unitsPerKm([longitude, latitude]: Point): number {
  const [x1, y1] = project(longitude, latitude - 0.05);
  const [x2, y2] = project(longitude, latitude + 0.05);
  return Math.hypot(x2 - x1, y2 - y1) / distanceKm([longitude, latitude - 0.05], [longitude, latitude + 0.05]);
}

export interface RegionWindow {
  /** The window's top-left corner in the home map's units, and how many region units one of them is. */
  x: number;
  y: number;
  scale: number;
  /** Region units per km. */
  perKm: number;
  /** A place in region units. */
  at: (longitude: number, latitude: number) => [number, number];
}

/**
 * The window of the home map around a forest, `regionKm` across, kept inside the map's frame (beyond it the paths are
 * cut off), so a forest near the frame's edge is off the window's middle. Null when the forest is off the frame.
 */
export function regionWindow(longitude: number, latitude: number): RegionWindow | null {
  const [px, py] = project(longitude, latitude);
  if (!(px >= 0 && px <= mapSize.width && py >= 0 && py <= mapSize.height)) return null;
  const width = regionKm * unitsPerKm([longitude, latitude]);
  const height = (width * regionSize.height) / regionSize.width;
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), Math.max(max, 0));
  const x = clamp(px - width / 2, mapSize.width - width);
  const y = clamp(py - height / 2, mapSize.height - height);
  const scale = regionSize.width / width;
  return {
    x,
    y,
    scale,
    perKm: regionSize.width / regionKm,
    at: (lon, lat) => {
      const [mx, my] = project(lon, lat);
      return [(mx - x) * scale, (my - y) * scale];
    },
  };
}

/** The rings of a boundary, each a list of positions: outer rings and holes alike (drawn even-odd). */
const ringsOf = (boundary: ForestBoundary): Point[][] =>
  (boundary.type === 'Polygon' ? boundary.coordinates : boundary.coordinates.flat()).map((ring) =>
    // A position is two numbers (the schema checks it): longitude, latitude.
    ring.map(([longitude = 0, latitude = 0]): Point => [longitude, latitude]),
  );

/** An SVG path of a boundary, each position through `to`, rounded to a tenth. */
export function boundaryPath(boundary: ForestBoundary, to: (longitude: number, latitude: number) => readonly [number, number]): string {
  const round = (value: number) => Math.round(value * 10) / 10;
  return ringsOf(boundary)
    .map((ring) => `M${ring.map(([longitude, latitude]) => to(longitude, latitude).map(round).join(' ')).join('L')}Z`)
    .join('');
}

export interface Inset {
  /** The boundary fitted into a box of `size` units, with margins. */
  path: string;
  /** A round length for the scale bar, in metres, and its length in units. */
  barMetres: number;
  barUnits: number;
}

const roundLengths = [50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10_000];

/** The boundary at its own scale in a square of `size` units (north up, the home map's projection), with a scale bar. */
export function boundaryInset(boundary: ForestBoundary, size: number): Inset | null {
  const points = ringsOf(boundary)
    .flat()
    .map(([longitude, latitude]) => project(longitude, latitude));
  if (points.length === 0) return null;
  // A loop, not Math.min(...xs): spreading every position of a large boundary as arguments overflows the stack.
  let [minX, maxX, minY, maxY] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const [x, y] of points) {
    [minX, maxX, minY, maxY] = [Math.min(minX, x), Math.max(maxX, x), Math.min(minY, y), Math.max(maxY, y)];
  }
  const margin = size * 0.12;
  const room = size - 2 * margin;
  // The scale bar's line below the shape: the shape keeps the upper four fifths.
  const scale = Math.min(room / Math.max(maxX - minX, 1e-9), (room * 0.8) / Math.max(maxY - minY, 1e-9));
  const offsetX = margin + (room - (maxX - minX) * scale) / 2;
  const offsetY = margin + (room * 0.8 - (maxY - minY) * scale) / 2;
  const first = ringsOf(boundary)[0]?.[0];
  const perKm = first ? unitsPerKm(first) * scale : 0;
  const barMetres = [...roundLengths].reverse().find((metres) => (metres / 1000) * perKm <= room * 0.45) ?? roundLengths[0] ?? 50;
  return {
    path: boundaryPath(boundary, (longitude, latitude) => {
      const [x, y] = project(longitude, latitude);
      return [offsetX + (x - minX) * scale, offsetY + (y - minY) * scale];
    }),
    barMetres,
    barUnits: (barMetres / 1000) * perKm,
  };
}

/** The eight directions of the compass, clockwise from north. */
export type Direction = 'n' | 'ne' | 'e' | 'se' | 's' | 'sw' | 'w' | 'nw';

/** Which way a place lies seen from another: the initial bearing, to the nearest of eight directions. */
export function direction([lon1, lat1]: Point, [lon2, lat2]: Point): Direction {
  const y = Math.sin((lon2 - lon1) * radians) * Math.cos(lat2 * radians);
  const x = Math.cos(lat1 * radians) * Math.sin(lat2 * radians) - Math.sin(lat1 * radians) * Math.cos(lat2 * radians) * Math.cos((lon2 - lon1) * radians);
  const bearing = (Math.atan2(y, x) / radians + 360) % 360;
  const directions: Direction[] = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'];
  return directions[Math.round(bearing / 45) % 8] ?? 'n';
}

/** The town nearest a forest (of those the map knows), how far in whole km and in which direction the forest lies. */
export function nearestTown(longitude: number, latitude: number): { town: Town; km: number; direction: Direction } | null {
  let best: { town: Town; km: number } | null = null;
  for (const town of towns) {
    const km = distanceKm([town.longitude, town.latitude], [longitude, latitude]);
    if (!best || km < best.km) best = { town, km };
  }
  if (!best || best.km > 60) return null;
  return { ...best, km: Math.round(best.km), direction: direction([best.town.longitude, best.town.latitude], [longitude, latitude]) };
}

/** A box in region units: left, top, right, bottom. */
export type Box = readonly [number, number, number, number];
const overlaps = (a: Box, b: Box) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];

export interface MapLabel {
  kind: 'town' | 'country';
  text: string;
  /** The town's dot, or the country name's middle, in region units. */
  x: number;
  y: number;
  /** Where a town's name goes beside its dot: right of it where it fits, else left, below or above. */
  side: 'right' | 'left' | 'below' | 'above';
}

/** The names' size in region units where they are largest (on a phone): their boxes must not collide there. */
const townSize = 20;
const countrySize = 17;

/**
 * The names the region map shows, none on another or on what `avoid` holds (the forest's marker, the inset, the
 * scale): first each country's name at the first of its spots inside the window (which side of a border the forest
 * is on matters most), then the nearest town (the caption names it), then the towns by rank, the nearest first, at most
 * `maxTowns`. A name's width is estimated
 * from its letters (the map draws with the portal's sans). `centre` is the forest's longitude and latitude.
 */
export function regionLabels(
  region: RegionWindow,
  names: { town: (town: Town) => string; country: (country: Country) => string },
  avoid: readonly Box[],
  centre: Point,
  maxTowns = 6,
): MapLabel[] {
  const placed: Box[] = [...avoid];
  const labels: MapLabel[] = [];
  const fits = (box: Box) =>
    box[0] >= 2 && box[1] >= 2 && box[2] <= regionSize.width - 2 && box[3] <= regionSize.height - 2 && !placed.some((other) => overlaps(box, other));
  for (const [country, spots] of Object.entries(countrySpots) as [Country, readonly Point[]][]) {
    const text = names.country(country);
    const width = text.length * countrySize * 0.82;
    for (const [longitude, latitude] of spots) {
      const [x, y] = region.at(longitude, latitude);
      const box: Box = [x - width / 2, y - countrySize * 0.8, x + width / 2, y + countrySize * 0.3];
      if (!fits(box)) continue;
      placed.push(box);
      labels.push({ kind: 'country', text, x, y, side: 'right' });
      break;
    }
  }
  // The town the caption names first (the nearest), then the cities, then the towns, each the nearest first.
  const nearest = nearestTown(centre[0], centre[1])?.town;
  const byRank = [...towns].sort(
    (a, b) =>
      Number(b === nearest) - Number(a === nearest) ||
      a.rank - b.rank ||
      distanceKm([a.longitude, a.latitude], centre) - distanceKm([b.longitude, b.latitude], centre),
  );
  for (const town of byRank) {
    if (labels.filter((label) => label.kind === 'town').length >= maxTowns) break;
    const [x, y] = region.at(town.longitude, town.latitude);
    const text = names.town(town);
    const width = text.length * townSize * 0.56;
    const dot: Box = [x - 5, y - 5, x + 5, y + 5];
    const sides = {
      right: [x - 5, y - townSize * 0.75, x + 8 + width, y + townSize * 0.4],
      left: [x - 8 - width, y - townSize * 0.75, x + 5, y + townSize * 0.4],
      below: [x - width / 2, y - 5, x + width / 2, y + 6 + townSize * 1.1],
      above: [x - width / 2, y - 6 - townSize * 1.1, x + width / 2, y + 5],
    } satisfies Record<MapLabel['side'], Box>;
    const side = (Object.keys(sides) as MapLabel['side'][]).find((candidate) => fits(sides[candidate]));
    if (!side || !fits(dot)) continue;
    placed.push(sides[side]);
    labels.push({ kind: 'town', text, x, y, side });
  }
  return labels;
}

/** Whether the segment from a to b crosses or touches a box (Liang–Barsky clipping). */
function segmentMeetsBox([ax, ay]: Point, [bx, by]: Point, [left, top, right, bottom]: Box): boolean {
  // Both ends beyond the same side: most of a border's segments, answered without clipping.
  if ((ax < left && bx < left) || (ax > right && bx > right) || (ay < top && by < top) || (ay > bottom && by > bottom)) return false;
  const dx = bx - ax;
  const dy = by - ay;
  let from = 0;
  let to = 1;
  for (const [p, q] of [
    [-dx, ax - left],
    [dx, right - ax],
    [-dy, ay - top],
    [dy, bottom - ay],
  ] as const) {
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const r = q / p;
    if (p < 0) from = Math.max(from, r);
    else to = Math.min(to, r);
    if (from > to) return false;
  }
  return true;
}

/** Whether a closed ring's outline crosses or touches a box. */
function ringMeetsBox(ring: readonly Point[], box: Box): boolean {
  for (let index = 0; index < ring.length; index += 1) {
    const point = ring[index] ?? [0, 0];
    if (segmentMeetsBox(point, ring[(index + 1) % ring.length] ?? point, box)) return true;
  }
  return false;
}

/**
 * Whether any country's border (in region units) runs through a box of the region map. The box is taken to the home
 * map's units, where the borders are: the same answer (a scale and a shift keep what meets what) without a copy of
 * every border point for each box; the page tests four boxes, and the copies made one render a long task on a phone.
 */
export function borderCrosses(region: RegionWindow, box: Box): boolean {
  const [left, top, right, bottom] = box;
  const inMap: Box = [left / region.scale + region.x, top / region.scale + region.y, right / region.scale + region.x, bottom / region.scale + region.y];
  return mapCountries.some((country) => ringsOfCountry(country).some((ring) => ringMeetsBox(ring, inMap)));
}

export interface ScalePlace {
  /** The bar's left end and its baseline, in region units. */
  x: number;
  y: number;
  /** The box the bar and its label take, for the names to keep off. */
  box: Box;
  /** No border runs through it; when none of the corners is clear, the bar gets a backing that keeps it legible. */
  clear: boolean;
}

/**
 * Where the region map's scale bar goes: the first corner (bottom left, bottom right, top left, top right) that keeps
 * off the inset and the forest and through which no border runs (a bar on a border reads as part of it); when every
 * free corner has a border, the first free one, marked not clear. `width` is the bar's length and its label's.
 */
export function scalePlace(region: RegionWindow, keepOff: readonly Box[], width: number, margin: number): ScalePlace {
  const { width: mapWidth, height: mapHeight } = regionSize;
  const place = (x: number, y: number): ScalePlace => ({ x, y, box: [x - 6, y - 26, x + width + 6, y + 10], clear: true });
  const corners = [
    place(margin + 6, mapHeight - margin - 8),
    place(mapWidth - margin - 6 - width, mapHeight - margin - 8),
    place(margin + 6, margin + 26),
    place(mapWidth - margin - 6 - width, margin + 26),
  ].filter((corner) => !keepOff.some((other) => overlaps(corner.box, other)));
  const first = corners[0] ?? place(margin + 6, mapHeight - margin - 8);
  return corners.find((corner) => !borderCrosses(region, corner.box)) ?? { ...first, clear: false };
}

/**
 * Which of the map's countries a place lies in, read from the projected paths both maps draw (decision 22): the forest
 * page highlights its forest's country, the partners page's overview every country that has a forest.
 */
import { countryPaths, type MapCountry } from '#shared/map/map-data';
import { project } from '#shared/map/map-projection';

type Point = readonly [number, number];

/** The rings of a path of straight lines in the home map's units (`M x,y L x,y … Z`, as demo/map writes them). */
function pathRings(path: string): Point[][] {
  return path
    .split('M')
    .filter((part) => part.trim() !== '')
    .map((part) =>
      part
        .replace(/Z/g, '')
        .split('L')
        .map((pair): Point => {
          const [x = 0, y = 0] = pair.split(',').map(Number);
          return [x, y];
        }),
    );
}

/** Each country's rings, read from its path once. */
const countryRings = new Map<MapCountry, Point[][]>();
export const ringsOfCountry = (country: MapCountry): Point[][] => {
  let rings = countryRings.get(country);
  if (!rings) countryRings.set(country, (rings = pathRings(countryPaths[country])));
  return rings;
};
export const mapCountries = Object.keys(countryPaths) as MapCountry[];

/** Whether a point lies inside rings, even-odd (an island is inside, a hole is not). */
function inside([x, y]: Point, rings: readonly Point[][]): boolean {
  let odd = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
      const [xi, yi] = ring[i] ?? [0, 0];
      const [xj, yj] = ring[j] ?? [0, 0];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) odd = !odd;
    }
  }
  return odd;
}

/**
 * The country a place (longitude, latitude) lies in, of those the home map draws: the one the forest's map highlights
 * (a forest in Bavaria lies in Germany, not in Austria). Null off them all.
 */
export function countryAt(longitude: number, latitude: number): MapCountry | null {
  const point = project(longitude, latitude);
  return mapCountries.find((country) => inside(point, ringsOfCountry(country))) ?? null;
}

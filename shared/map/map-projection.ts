import { geoConicConformalRaw } from 'd3-geo';
import { mapProjection, mapSize } from './map-data';

const radians = Math.PI / 180;
// d3-geo's raw conformal conic, with the scale, translate and rotation d3's geoProjection would add. The full
// geoConicConformal() (stream clipping and resampling, needed only to draw the paths at build time) costs 6.3 KB
// brotli in the lazy chunk, this 1.2 KB; tests/unit/portal/map-projection.test.ts checks both give the same points.
const raw = geoConicConformalRaw(mapProjection.parallels[0] * radians, mapProjection.parallels[1] * radians);
const [originX, originY] = raw(0, 0);

/** The exported projection of a point (longitude, latitude), in viewBox units. */
export function project(longitude: number, latitude: number): [number, number] {
  let lambda = (longitude + mapProjection.rotate[0]) * radians;
  if (lambda > Math.PI) lambda -= 2 * Math.PI;
  else if (lambda < -Math.PI) lambda += 2 * Math.PI;
  const [x, y] = raw(lambda, latitude * radians);
  return [mapProjection.translate[0] + mapProjection.scale * (x - originX), mapProjection.translate[1] - mapProjection.scale * (y - originY)];
}

/** Where a point lies on the map, in viewBox units rounded to 0.1; null when it is off the map. */
export function mapPoint(longitude: number, latitude: number): [number, number] | null {
  const [x, y] = project(longitude, latitude);
  if (!(x >= 0 && x <= mapSize.width && y >= 0 && y <= mapSize.height)) return null;
  return [Math.round(x * 10) / 10, Math.round(y * 10) / 10];
}

/** The place (longitude, latitude) at a point of the map in viewBox units: `project` the other way. */
export function unproject(x: number, y: number): [number, number] {
  const [lambda, phi] = raw.invert?.(
    (x - mapProjection.translate[0]) / mapProjection.scale + originX,
    (mapProjection.translate[1] - y) / mapProjection.scale + originY,
  ) ?? [Number.NaN, Number.NaN];
  let longitude = lambda / radians - mapProjection.rotate[0];
  if (longitude > 180) longitude -= 360;
  else if (longitude < -180) longitude += 360;
  return [longitude, phi / radians];
}

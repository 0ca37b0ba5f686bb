import { geoConicConformal } from 'd3-geo';
import { mapProjection, mapSize } from './map-data';

/** The projection the map's paths were drawn with (see demo/map/generate-map.ts), rebuilt from its parameters. */
export const projection = geoConicConformal()
  .parallels([...mapProjection.parallels])
  .rotate([...mapProjection.rotate])
  .scale(mapProjection.scale)
  .translate([...mapProjection.translate]);

/** Where a point (longitude, latitude) lies on the map, in viewBox units; null when it is off the map. */
export function mapPoint(longitude: number, latitude: number): [number, number] | null {
  const point = projection([longitude, latitude]);
  if (!point) return null;
  const [x, y] = point;
  if (!(x >= 0 && x <= mapSize.width && y >= 0 && y <= mapSize.height)) return null;
  return [Math.round(x * 10) / 10, Math.round(y * 10) / 10];
}

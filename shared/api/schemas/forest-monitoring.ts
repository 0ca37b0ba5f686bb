/**
 * GET /product/monitoring (an extension of the SPEC): a forest's project boundary as GeoJSON (RFC 7946) and the
 * vegetation index observed over it. SPEC.md promises project boundaries (ISO 14064-2) and satellite monitoring but
 * no call that answers either.
 */
import * as z from 'zod/mini';
import { answerId, boundedArray, dateSchema, v } from './common';

/**
 * A GeoJSON position: longitude, then latitude, in degrees (WGS 84); no altitude. An array of two numbers rather than
 * zod's tuple: the tuple's code would land in the chunk every route loads, where zod lives (400 bytes brotli).
 */
const positionSchema = boundedArray(z.number().check(z.minimum(-180), z.maximum(180)), 2).check(
  z.minLength(2),
  z.refine((position) => Math.abs(position[1] ?? 0) <= 90, v.invalid),
);

/** A linear ring: at least four positions, the last the same as the first (RFC 7946, 3.1.6). */
const ringSchema = boundedArray(positionSchema, 2000).check(
  z.minLength(4),
  z.refine((ring) => {
    const [first, last] = [ring[0], ring[ring.length - 1]];
    return !!first && !!last && first[0] === last[0] && first[1] === last[1];
  }, v.invalid),
);
/** The outer ring first, then its holes (a clearing, a farm inside the forest). */
const polygonRingsSchema = boundedArray(ringSchema, 20).check(z.minLength(1));

/** Positions in all of a boundary's rings: a forest's outline needs a few thousand; more is no map, but a load. */
export const maxBoundaryPositions = 20_000;
const positionCount = (polygons: unknown[][][]) => polygons.reduce((sum, rings) => sum + rings.reduce((inner, ring) => inner + ring.length, 0), 0);

export const forestBoundarySchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('Polygon'), coordinates: polygonRingsSchema }),
    /** A forest of several parcels. */
    z.object({ type: z.literal('MultiPolygon'), coordinates: boundedArray(polygonRingsSchema, 20).check(z.minLength(1)) }),
  ])
  .check(z.refine((boundary) => positionCount(boundary.type === 'Polygon' ? [boundary.coordinates] : boundary.coordinates) <= maxBoundaryPositions, v.invalid));
export type ForestBoundary = z.infer<typeof forestBoundarySchema>;

/** The mean vegetation index (NDVI, -1..1) over the boundary on one day the satellite saw the forest without cloud. */
export const ndviObservationSchema = z.object({ date: dateSchema, value: z.number().check(z.minimum(-1), z.maximum(1)) });
export type NdviObservation = z.infer<typeof ndviObservationSchema>;

export const forestMonitoringAnswerSchema = z.object({
  productId: answerId,
  /** The project boundary; `null` while the forest has none on record. */
  boundary: z.nullable(forestBoundarySchema),
  /** The observations, oldest first, one a day; the last is the product's `satelliteData.lastObservation` and `ndvi`. */
  ndvi: boundedArray(ndviObservationSchema, 1000).check(
    // The chart spans the first to the last day and keys its points by day: an answer out of order is refused.
    z.refine((series) => series.every((observation, index) => index === 0 || (series[index - 1]?.date ?? '') < observation.date), v.invalid),
  ),
});
export type ForestMonitoring = z.infer<typeof forestMonitoringAnswerSchema>;

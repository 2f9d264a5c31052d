import { z } from 'zod';
import type { RuleMessageKey } from './messages.js';

const k = (key: RuleMessageKey) => key;
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => v ?? undefined, schema.optional());

/** The distances the web offers for "within N km" (the API takes any whole number up to `MAX_DISTANCE_KM`). */
export const DISTANCE_CHOICES_KM = [10, 25, 50, 100, 250] as const;
/** The distance the web starts with after "Use my location" or choosing a city. */
export const DEFAULT_DISTANCE_KM = 50;
/** Largest `maxDistanceKm` (India is about 3,200 km from north to south). */
export const MAX_DISTANCE_KM = 5000;
/**
 * A position farther than this from every city of the reference data is not near any place we serve (outside
 * India, or far out at sea): the web says so and names no city. The reference cities are at most ~200 km apart
 * inside India, so a position in India is always well within it.
 */
export const SERVED_REACH_KM = 150;

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance (haversine) in km; the gateway computes the same formula in SQL (pandit.near.ts). */
export function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = rad(lat2 - lat1);
  const dLng = rad(lng2 - lng1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}
export const EARTH_RADIUS = EARTH_RADIUS_KM;

/** PanditFilter.near and maxDistanceKm. */
export const nearFilterSchema = z.object({
  near: optional(
    z.object({
      lat: z
        .number({ error: k('near.invalid') })
        .min(-90, k('near.invalid'))
        .max(90, k('near.invalid')),
      lng: z
        .number({ error: k('near.invalid') })
        .min(-180, k('near.invalid'))
        .max(180, k('near.invalid')),
    }),
  ),
  maxDistanceKm: optional(
    z
      .number({ error: k('near.distanceInvalid') })
      .int(k('near.distanceInvalid'))
      .min(1, k('near.distanceInvalid'))
      .max(MAX_DISTANCE_KM, k('near.distanceInvalid')),
  ),
});

import { z } from 'zod';
import type { RuleMessageKey } from './messages.js';

const k = (key: RuleMessageKey) => key;
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => v ?? undefined, schema.optional());

/** The distances the web offers for "within N km" (the API takes any whole number up to `MAX_DISTANCE_KM`). */
export const DISTANCE_CHOICES_KM = [10, 25, 50, 100, 250] as const;
/** The distance the web starts with after "Use my location" or choosing a city. */
export const DEFAULT_DISTANCE_KM = 50;
/** A search that finds nobody in a city offers the cities this close (km) with pandits, at most NEARBY_CITIES_MAX. */
export const NEARBY_CITY_KM = 500;
export const NEARBY_CITIES_MAX = 5;
/** Largest `maxDistanceKm` (India is about 3,200 km from north to south). */
export const MAX_DISTANCE_KM = 5000;
/**
 * India's outline, simplified to 149 points (lat, lng; accurate to about 10-20 km along the borders: a town
 * within a few km of a border may fall on the wrong side), and boxes around the Andaman and Nicobar Islands and
 * Lakshadweep. Used to say "outside India" instead of naming the nearest city of the reference data.
 */
export const INDIA_OUTLINE: ReadonlyArray<readonly [number, number]> = [
  [23.6, 68.1],
  [24.3, 68.8],
  [24.3, 71.0],
  [24.7, 71.1],
  [25.3, 70.6],
  [26.0, 70.1],
  [26.6, 70.0],
  [27.0, 69.5],
  [27.7, 70.0],
  [28.0, 70.6],
  [28.6, 71.4],
  [29.1, 72.2],
  [29.6, 73.1],
  [30.1, 73.4],
  [30.4, 73.8],
  [30.9, 74.4],
  [31.1, 74.6],
  [31.7, 74.5],
  [31.95, 74.85],
  [32.03, 75.05],
  [32.5, 74.65],
  [32.8, 74.3],
  [33.2, 74.0],
  [33.7, 73.9],
  [34.3, 73.8],
  [34.7, 74.2],
  [34.7, 75.3],
  [34.9, 76.2],
  [35.1, 76.9],
  [35.5, 77.8],
  [35.8, 77.9],
  [35.6, 78.5],
  [35.0, 79.0],
  [34.4, 79.3],
  [33.2, 79.5],
  [32.6, 79.3],
  [32.0, 78.8],
  [31.4, 78.9],
  [31.0, 79.4],
  [30.5, 80.2],
  [30.2, 80.9],
  [29.3, 80.3],
  [28.8, 80.1],
  [28.6, 80.6],
  [28.3, 81.3],
  [27.9, 81.8],
  [27.5, 82.7],
  [27.35, 83.4],
  [27.45, 84.1],
  [27.0, 84.9],
  [26.65, 85.3],
  [26.6, 86.0],
  [26.4, 87.0],
  [26.45, 87.9],
  [26.9, 88.0],
  [27.5, 88.0],
  [28.1, 88.8],
  [27.7, 88.95],
  [27.3, 88.9],
  [26.85, 89.1],
  [26.75, 90.3],
  [26.8, 92.05],
  [27.3, 91.95],
  [27.85, 91.6],
  [28.2, 92.6],
  [28.6, 93.3],
  [29.0, 94.2],
  [29.3, 95.3],
  [29.45, 96.1],
  [29.0, 96.5],
  [28.4, 97.3],
  [27.9, 97.3],
  [27.2, 97.1],
  [26.6, 96.3],
  [26.0, 95.2],
  [25.3, 94.6],
  [24.5, 94.4],
  [24.0, 94.1],
  [23.5, 93.4],
  [22.8, 93.2],
  [22.0, 93.1],
  [21.95, 92.6],
  [22.7, 92.45],
  [23.3, 92.3],
  [23.6, 92.25],
  [22.95, 91.75],
  [23.25, 91.4],
  [23.55, 91.2],
  [23.85, 91.22],
  [24.1, 91.4],
  [24.3, 91.75],
  [24.5, 92.0],
  [24.6, 92.2],
  [24.95, 92.3],
  [25.15, 92.35],
  [25.2, 91.9],
  [25.2, 90.0],
  [25.5, 89.85],
  [26.0, 89.85],
  [26.3, 89.7],
  [26.2, 88.95],
  [26.45, 88.5],
  [26.6, 88.35],
  [26.3, 88.1],
  [25.6, 88.2],
  [25.2, 88.4],
  [24.95, 88.2],
  [24.5, 88.0],
  [24.2, 88.7],
  [23.7, 88.6],
  [23.2, 88.9],
  [22.7, 88.95],
  [22.0, 89.05],
  [21.6, 89.05],
  [21.55, 88.2],
  [21.6, 87.4],
  [20.7, 86.9],
  [19.9, 86.3],
  [19.3, 85.2],
  [18.3, 84.1],
  [17.3, 82.8],
  [16.5, 82.3],
  [15.8, 81.0],
  [15.2, 80.2],
  [13.5, 80.4],
  [12.0, 80.0],
  [10.3, 79.9],
  [9.4, 79.5],
  [9.15, 79.45],
  [9.1, 78.9],
  [8.05, 77.55],
  [8.5, 76.85],
  [8.9, 76.5],
  [10.0, 76.15],
  [11.3, 75.7],
  [12.8, 74.8],
  [14.8, 74.0],
  [16.0, 73.4],
  [18.0, 72.9],
  [19.0, 72.75],
  [20.5, 72.8],
  [21.5, 72.6],
  [22.3, 72.6],
  [21.1, 72.0],
  [20.7, 71.0],
  [20.95, 70.0],
  [21.7, 69.2],
  [22.4, 68.9],
  [23.0, 68.4],
];
const INDIA_ISLANDS: ReadonlyArray<readonly [number, number, number, number]> = [
  [6.5, 14.2, 92.0, 94.2],
  [8.0, 12.6, 71.6, 74.3],
];
/** A reference city this close counts as "in India" whatever the outline says (coastal and border towns). */
export const BORDER_TOWN_KM = 15;

/** Whether a position lies in India (the outline above, or its island groups): ray casting. */
export function insideIndia(lat: number, lng: number): boolean {
  if (INDIA_ISLANDS.some(([s, n, w, e]) => lat >= s && lat <= n && lng >= w && lng <= e)) return true;
  let inside = false;
  for (let i = 0, j = INDIA_OUTLINE.length - 1; i < INDIA_OUTLINE.length; j = i++) {
    const [yi, xi] = INDIA_OUTLINE[i]!;
    const [yj, xj] = INDIA_OUTLINE[j]!;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

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

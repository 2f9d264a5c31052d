import { EARTH_RADIUS, haversineKm, nearFilterSchema } from '@marketplace/schema/rules';
import type { PanditFilter } from '../../__generated__/resolvers-types.js';
import { STATES } from '../../reference/index.js';
import { validate } from '../../validation.js';
import type { PanditOrRow } from './pandit.entity.js';

/**
 * "Near me": each pandit's distance from `filter.near`, measured from the coordinates of the pandit's city
 * in the reference data (`reference/states.ts`, the one place coordinates live). The cities (360) are
 * joined as a JSON recordset; the haversine runs in SQL once per city, not per pandit, and with
 * `maxDistanceKm` only the cities within reach are joined (an inner join the city index serves).
 */

interface CityPoint {
  state: string;
  city: string;
  lat: number;
  lng: number;
}
const CITIES: CityPoint[] = STATES.flatMap((s) =>
  s.cities.map((c) => ({ state: s.name.en, city: c.name.en.toLowerCase(), lat: c.lat, lng: c.lng })),
);
const ALL_CITIES_JSON = JSON.stringify(CITIES);

/** A reference city (English name, lower case, as `pandits.city` is compared) and its distance in km. */
export interface CityDistance {
  state: string;
  city: string;
  km: number;
}

/**
 * The reference cities within `maxKm` of the nearest of `from` (one city's coordinates, or every city of a state:
 * the distance from the state is the distance from its nearest reference city), nearest first.
 */
export function citiesWithin(from: ReadonlyArray<{ lat: number; lng: number }>, maxKm: number): CityDistance[] {
  const out: CityDistance[] = [];
  for (const c of CITIES) {
    const km = Math.min(...from.map((f) => haversineKm(f.lat, f.lng, c.lat, c.lng)));
    if (km <= maxKm) out.push({ state: c.state, city: c.city, km });
  }
  return out.sort((a, b) => a.km - b.km || a.city.localeCompare(b.city));
}

/**
 * The distance part of a pandit query: a join giving `d.km`, its parameters (first), and the sort.
 * `offset 0` keeps the per-city distances a subquery of their own: otherwise the planner inlines the
 * haversine into the sort and computes it once per pandit (78 ms instead of 30 on 10k pandits).
 */
export interface NearSql {
  join: string;
  params: unknown[];
  column: string;
  orderBy: string;
  /** Whether the join drops pandits (with maxDistanceKm); otherwise a count needs no join. */
  filters: boolean;
  /** The cities in reach with their `km`, nearest first, as a FROM item; its parameters are `params`. */
  places: string;
  /** A condition on `p`: the pandit's place is none of the reference cities. Its one parameter: `citiesParam`. */
  unplaced: string;
  citiesParam: string;
}

/** The join for `filter.near` (and `maxDistanceKm`), or null without `near`. Validates both. */
export function nearSql(filter: PanditFilter | null | undefined): NearSql | null {
  const f = validate(nearFilterSchema, { near: filter?.near, maxDistanceKm: filter?.maxDistanceKm }, 'filter');
  if (!f.near) return null;
  const { lat, lng } = f.near;
  const max = f.maxDistanceKm;
  // Cities clearly out of reach are left out before SQL (a margin keeps rounding on the SQL side).
  const cities =
    max == null ? ALL_CITIES_JSON : JSON.stringify(CITIES.filter((c) => haversineKm(lat, lng, c.lat, c.lng) <= max + 1));
  const km = `2 * ${EARTH_RADIUS} * asin(least(1, sqrt(power(sin(radians(c.lat - ?) / 2), 2) + cos(radians(?)) * cos(radians(c.lat)) * power(sin(radians(c.lng - ?) / 2), 2))))`;
  const params: unknown[] = [lat, lat, lng, cities];
  let within = '';
  if (max != null) {
    within = ' where x.km <= ?';
    params.push(max);
  }
  const inReach = `select x.state, x.city, x.km from (select c.state, c.city, ${km} as km from json_to_recordset(?::json) as c(state text, city text, lat float8, lng float8)) x${within}`;
  return {
    join: ` ${max == null ? 'left join' : 'join'} (${inReach} offset 0) d on d.state = p.state and d.city = lower(p.city)`,
    places: `(${inReach} order by x.km offset 0)`,
    unplaced:
      'not exists (select 1 from json_to_recordset(?::json) as c(state text, city text) where c.state = p.state and c.city = lower(p.city))',
    citiesParam: ALL_CITIES_JSON,
    params,
    column: ', d.km as distance_km',
    orderBy: 'd.km asc nulls last, p.rating desc, p.review_count desc, p.id',
    filters: max != null,
  };
}

const distances = new WeakMap<object, number>();

/** Keeps each listed pandit's distance (the row's `distance_km`) for `Pandit.distanceKm`; drops it from the row. */
export function takeDistances(rows: Record<string, unknown>[]): Array<number | null> {
  return rows.map((r) => {
    const km = r.distance_km;
    delete r.distance_km;
    return km == null ? null : Number(km);
  });
}
export function rememberDistances(items: PanditOrRow[], km: Array<number | null>): void {
  items.forEach((p, i) => {
    const d = km[i];
    if (d == null) distances.delete(p);
    else distances.set(p, d);
  });
}

/** `Pandit.distanceKm`: kilometres (one decimal) when the list was asked with `filter.near`, null otherwise. */
export const distanceOf = (p: PanditOrRow): number | null => {
  const d = distances.get(p);
  return d == null ? null : Math.round(d * 10) / 10;
};

import { NEARBY_CITIES_MAX, NEARBY_CITY_KM, searchTerm } from '@marketplace/schema/rules';
import type { PanditFilter } from '../../__generated__/resolvers-types.js';
import type { Context } from '../../context.js';
import { findCity, findState } from '../../reference/index.js';
import { canonicalPlace } from '../search/search.sql.js';
import { planQuery } from '../search/vocabulary.js';
import { citiesWithin } from './pandit.near.js';
import { englishPlace, PanditService } from './pandit.service.js';

/**
 * A search that found nobody in a city or a state (issue #37, decisions 0062 and 0068): the same search without the
 * place, among the pandits who offer virtual poojas (anywhere), then the nearby cities where it finds pandits, with
 * their distance from the searched city's reference coordinates (the ones `near` measures from: pandit.near.ts), or
 * for a state from its nearest reference city.
 */

/** How many virtual pandits the fallback shows. */
const VIRTUAL_SHOWN = 6;

/** The searched place: a reference city, or a state (city null) measured from each of its reference cities. */
interface Place {
  state: string;
  city: string | null;
  points: ReadonlyArray<{ lat: number; lng: number }>;
}

/** A reference city by English name (case-insensitive), in the given state (code or name) when one is given. */
function referenceCity(name: string, state?: string | null): Place | undefined {
  const found = findCity(name, state);
  return found && { state: found.state.name.en, city: found.city.name.en, points: [found.city] };
}

/** A reference state by code or name (English or Hindi): the place is the whole state. */
function referenceState(codeOrName: string): Place | undefined {
  const found = findState(codeOrName);
  return found && { state: found.name.en, city: null, points: found.cities };
}

/**
 * The place a search names and the filter without it: `filter.city`, or a city named in the text ('griha pravesh
 * lucknow', 'सत्यनारायण कथा लखनऊ'; the rest of the text stays the search); else a state named in the text ('griha
 * pravesh bihar', 'झारखंड') or `filter.state` alone. Null when it names no reference city or state.
 */
export function searchedPlace(filter: PanditFilter): { place: Place; rest: PanditFilter; ceremony: string | null } | null {
  if (filter.near) return null;
  const plan = planQuery(filter.search);
  const ceremony = plan?.units.flatMap((u) => u.terms).find((t) => t.kind === 'CEREMONY')?.name.en ?? null;
  const rest: PanditFilter = { ...filter, state: null, city: null };
  const typed = filter.city?.trim();
  if (typed) {
    const place = referenceCity(canonicalPlace(typed) ?? englishPlace(typed), filter.state);
    return place ? { place, rest, ceremony } : null;
  }
  // A city named in the text, else a state (the state filter, if any, must be the same), else the state filter alone.
  const inText = (kind: 'CITY' | 'STATE') => {
    for (const unit of plan?.units ?? []) {
      const term = unit.terms.find((t) => t.kind === kind && (!filter.state || findState(filter.state)?.code === t.state));
      const place = !term?.state
        ? undefined
        : kind === 'CITY'
          ? referenceCity(term.name.en, term.state)
          : referenceState(term.state);
      if (!place) continue;
      const others = plan!.units.filter((u) => u !== unit).map((u) => u.typed);
      return { place, rest: { ...rest, search: searchTerm(others.join(' ')) }, ceremony };
    }
    return null;
  };
  const state = filter.state?.trim() ? referenceState(filter.state) : undefined;
  return inText('CITY') ?? inText('STATE') ?? (state ? { place: state, rest, ceremony } : null);
}

/** What an empty page of a search in a city or a state offers instead; null when the search named neither. */
export async function searchElsewhere(ctx: Context, filter: PanditFilter, fields: ReadonlySet<string> | null) {
  const found = searchedPlace(filter);
  if (!found) return null;
  const { place, rest, ceremony } = found;
  const pandits = new PanditService(ctx);
  const [virtual, cities] = await Promise.all([
    pandits.list({ ...rest, serviceType: 'VIRTUAL' }, 'RATING', { page: 1, limit: VIRTUAL_SHOWN }, fields),
    pandits.citiesAmong(rest, nearbyPlaces(place), NEARBY_CITIES_MAX),
  ]);
  const cityName = (state: string, lower: string) => (findState(state) && findCity(lower, state)?.city.name.en) || lower;
  return {
    city: place.city,
    state: place.state,
    ceremony,
    search: rest.search ?? null,
    virtualPandits: virtual.items,
    virtualCount: virtual.pageInfo.totalCount,
    nearbyCities: cities.map((c) => ({
      city: cityName(c.state, c.city),
      state: c.state,
      distanceKm: Math.round(c.km * 10) / 10,
      panditCount: c.count,
    })),
  };
}

/**
 * The reference cities within NEARBY_CITY_KM of the place, nearest first: not a searched city itself; for a state,
 * those outside it by their distance from its nearest city, and its own (at 0 km) should any have matching pandits.
 */
function nearbyPlaces(place: Place) {
  const city = place.city?.toLowerCase();
  return citiesWithin(place.points, NEARBY_CITY_KM).filter((c) => !(city && c.state === place.state && c.city === city));
}

const searched = new WeakMap<object, PanditFilter>();
/** Keeps the filter a page was listed for (PanditPage.elsewhere reads it). */
export function rememberFilter(page: object, filter: PanditFilter | null | undefined): void {
  searched.set(page, filter ?? {});
}
/** `PanditPage.elsewhere`: only for an empty first page of a search that named a city or a state. */
export function elsewhereFor(
  ctx: Context,
  page: { items: unknown[]; pageInfo: { page: number } },
  fields: ReadonlySet<string> | null,
) {
  const filter = searched.get(page);
  if (!filter || page.items.length > 0 || page.pageInfo.page !== 1) return null;
  return searchElsewhere(ctx, filter, fields);
}

import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SEARCH_MAX, searchTerm } from '@marketplace/schema/rules/search-term';
import type { PanditFilter, PanditSort, ServiceType } from '../../__generated__/graphql';

export const PRICE_MAX = 20000;
export const RATING_OPTIONS = ['0', '3', '3.5', '4', '4.5'] as const;
export const SORTS = ['rating', 'experience', 'price', 'name', 'relevance', 'distance'] as const;
export const SERVICE_TYPES = ['all', 'physical', 'virtual'] as const;
export type SortKey = (typeof SORTS)[number];
export type ServiceKey = (typeof SERVICE_TYPES)[number];
export const PAGE_SIZE = 12;

export interface DiscoverFilters {
  q: string;
  state: string;
  city: string;
  minPrice: number;
  maxPrice: number;
  rating: string;
  type: ServiceKey;
  sort: SortKey | '';
  page: number;
  /** Near me: 'lat,lng' of the detected position or chosen city, '' for none; `km` 0 = any distance. */
  near: string;
  km: number;
  /** Search exactly what was typed (after "Search instead for ..."); every new search sets it back to false. */
  exact: boolean;
}

const DEFAULTS: DiscoverFilters = {
  q: '',
  state: '',
  city: '',
  minPrice: 0,
  maxPrice: PRICE_MAX,
  rating: '0',
  type: 'all',
  sort: '',
  page: 1,
  near: '',
  km: 0,
  exact: false,
};

function intParam(value: string | null, fallback: number, min: number, max: number) {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= min && n <= max ? n : fallback;
}

/** Parses the filters from the URL (the hash's query string), ignoring anything malformed. */
export function parseFilters(params: URLSearchParams): DiscoverFilters {
  const rating = params.get('rating') ?? '0';
  const type = params.get('type') as ServiceKey | null;
  const sort = params.get('sort') as SortKey | null;
  return {
    q: (params.get('q') ?? '').slice(0, SEARCH_MAX),
    state: params.get('state') ?? '',
    city: params.get('city') ?? '',
    minPrice: intParam(params.get('minPrice'), 0, 0, PRICE_MAX),
    maxPrice: intParam(params.get('maxPrice'), PRICE_MAX, 0, PRICE_MAX),
    rating: (RATING_OPTIONS as readonly string[]).includes(rating) ? rating : '0',
    type: type && SERVICE_TYPES.includes(type) ? type : 'all',
    sort: sort && SORTS.includes(sort) ? sort : '',
    page: intParam(params.get('page'), 1, 1, 10000),
    near: /^[-\d.]+,[-\d.]+$/.test(params.get('near') ?? '') ? params.get('near')! : '',
    km: intParam(params.get('km'), 0, 0, 5000),
    exact: params.get('exact') === 'true',
  };
}

/** Whether any filter differs from its default (the panel then opens by itself). */
export function hasActiveFilters(f: DiscoverFilters) {
  return (Object.keys(DEFAULTS) as Array<keyof DiscoverFilters>).some(
    (k) => k !== 'page' && k !== 'sort' && f[k] !== DEFAULTS[k],
  );
}

/** The GraphQL variables for the filters. The top of the price range means "no upper limit". */
export function toVariables(f: DiscoverFilters): {
  filter: PanditFilter;
  sort: PanditSort | null;
  page: { page: number; limit: number };
} {
  const [lat, lng] = f.near.split(',').map(Number);
  const near = f.near ? { lat: lat!, lng: lng! } : null;
  // (DISTANCE without near: the server sorts by rating.)
  // A search shorter than the rule's minimum (SEARCH_MIN) is no search yet.
  const search = searchTerm(f.q);
  const sort = f.sort === '' || (f.sort === 'relevance' && !search) ? null : (f.sort.toUpperCase() as PanditSort);
  return {
    filter: {
      search,
      state: f.state || null,
      city: f.city || null,
      minPrice: f.minPrice > 0 ? f.minPrice : null,
      maxPrice: f.maxPrice < PRICE_MAX ? f.maxPrice : null,
      minRating: Number(f.rating) > 0 ? Number(f.rating) : null,
      serviceType: f.type === 'all' ? null : (f.type.toUpperCase() as ServiceType),
      exact: f.exact,
      near,
      // (Without near the server ignores it.)
      maxDistanceKm: f.km || null,
    },
    sort,
    page: { page: f.page, limit: PAGE_SIZE },
  };
}

/**
 * The address's parameters with a change of filters: any change but paging starts again at page 1; a new state clears
 * the city; unrelated parameters (e.g. the open profile) are kept. Also the target of a link that runs a search.
 */
export function withFilters(current: URLSearchParams, patch: Partial<DiscoverFilters>): URLSearchParams {
  const next = { ...parseFilters(current), ...patch };
  if (!('page' in patch)) next.page = 1;
  if ('state' in patch && !('city' in patch)) next.city = '';
  const out = new URLSearchParams();
  for (const [k, v] of current) if (!(k in DEFAULTS)) out.set(k, v);
  for (const key of Object.keys(DEFAULTS) as Array<keyof DiscoverFilters>) {
    if (next[key] !== DEFAULTS[key]) out.set(key, String(next[key]));
  }
  return out;
}

/** The filters live in the URL, so a search can be shared and survives a reload. */
export function useDiscoverFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);
  const update = useCallback(
    (patch: Partial<DiscoverFilters>, options: { replace?: boolean } = {}) => {
      setParams((current) => withFilters(current, patch), { replace: options.replace ?? true });
    },
    [setParams],
  );
  const reset = useCallback(() => update({ ...DEFAULTS }), [update]);
  return { filters, update, reset };
}

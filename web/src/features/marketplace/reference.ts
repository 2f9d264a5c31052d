import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import type { MarketplaceReferenceQuery as ReferenceData } from '../../__generated__/graphql';
import { MarketplaceReferenceQuery } from './operations';

export interface Localized {
  en: string;
  hi: string;
}

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance (haversine), the same formula as the server's reference data. */
export function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number) {
  const dLat = rad(lat2 - lat1);
  const dLng = rad(lng2 - lng1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

export interface StateWithCities {
  code: string;
  name: Localized;
  cities: Array<{ name: Localized; latitude: number; longitude: number }>;
}

/** The nearest listed city to a position, across every state: no third-party call. */
export function nearestCity(states: StateWithCities[], lat: number, lng: number) {
  let best: { state: StateWithCities; city: StateWithCities['cities'][number]; km: number } | null = null;
  for (const state of states) {
    for (const city of state.cities) {
      const km = haversineKm(lat, lng, city.latitude, city.longitude);
      if (!best || km < best.km) best = { state, city, km };
    }
  }
  return best;
}

/**
 * A reference name stored in English (a state, city, ceremony, language or destination) in the chosen language.
 * A list ('Varanasi, Uttar Pradesh' or 'Hindi · Sanskrit') is translated part by part; an unknown name (free
 * text a person typed) stays as typed.
 */
export function localizeName(byEnglish: ReadonlyMap<string, Localized>, english: string, hi: boolean): string {
  const one = (part: string) => {
    const n = byEnglish.get(part.trim().toLowerCase());
    return n ? n[hi ? 'hi' : 'en'] : part;
  };
  return english
    .split(/(\s*[,·/]\s*)/)
    .map(one)
    .join('');
}

/**
 * Reference data (states, cities, specializations, languages, destinations) with names in the current language:
 * THE helper every screen uses to show a reference name (`label`) or a place (`place(city, state)`).
 */
export function useReference() {
  const { i18n } = useTranslation();
  const { data, loading, error } = useReferenceData();
  const hi = i18n.language.startsWith('hi');
  const ceremonies = useMemo(
    () => new Map((data?.referenceData.specializations ?? []).map((s) => [s.name.en, { slug: s.id, name: s.name }])),
    [data],
  );
  /** A ceremony by its English name (a pandit's `specializations`): its page's slug and its names; undefined if unknown. */
  const ceremony = useCallback((english: string) => ceremonies.get(english), [ceremonies]);
  const maps = useMemo(() => {
    const byEnglish = new Map<string, Localized>();
    const add = (n: Localized) => byEnglish.set(n.en.toLowerCase(), n);
    for (const s of data?.referenceData.states ?? []) {
      add(s.name);
      for (const c of s.cities) add(c.name);
    }
    for (const s of data?.referenceData.specializations ?? []) add(s.name);
    for (const l of data?.referenceData.languages ?? []) add(l.name);
    for (const d of data?.referenceData.destinations ?? []) add(d.name);
    return byEnglish;
  }, [data]);
  /** A reference name (stored in English) in the current language; unknown names as they are (see localizeName). */
  const label = useCallback((english: string) => localizeName(maps, english, hi), [maps, hi]);
  /** Place parts (city, state…) translated and joined: 'वाराणसी, उत्तर प्रदेश'; empty parts left out. */
  const place = (...parts: Array<string | null | undefined>) =>
    parts
      .filter((p): p is string => !!p)
      .map(label)
      .join(', ');
  const states = (data?.referenceData.states ?? []) as StateWithCities[];
  return { states, label, place, ceremony, loading, error, hi };
}

interface Loaded {
  data?: ReferenceData;
  error?: unknown;
}
interface Entry {
  state: Loaded;
  pending: Promise<void> | null;
  listeners: Set<() => void>;
}
const loaded = new WeakMap<ApolloClient, Entry>();

/**
 * The reference data, asked for once per visit (per client) and kept as it came, outside Apollo's normalised cache:
 * writing its 65 KB of names into that cache took a quarter of a second of a phone's main thread on the home page.
 * It is the same for everyone and changes only with a release. A failed load is tried again by the next screen.
 */
function entryOf(client: ApolloClient): Entry {
  let entry = loaded.get(client);
  if (!entry) loaded.set(client, (entry = { state: {}, pending: null, listeners: new Set() }));
  return entry;
}

/** The reference data as loaded for this client (the server render sends it in the page), or undefined. */
export function referenceOf(client: ApolloClient): ReferenceData | undefined {
  return entryOf(client).state.data;
}

/** The reference data the server render sent (main.tsx): the first render shows the names as the server did. */
export function seedReference(client: ApolloClient, data: ReferenceData) {
  entryOf(client).state = { data };
}

/** Asks for the reference data unless it is here or on its way (a route's prefetch calls it before any screen). */
export function loadReference(client: ApolloClient): Promise<void> {
  const e = entryOf(client);
  if (e.state.data) return Promise.resolve();
  e.pending ??= client
    .query({ query: MarketplaceReferenceQuery, fetchPolicy: 'no-cache' })
    .then(
      (r) => void (e.state = { data: r.data }),
      (error: unknown) => void (e.state = { error }),
    )
    .finally(() => {
      e.pending = null;
      for (const l of e.listeners) l();
    });
  return e.pending;
}

function useReferenceData(): Loaded & { loading: boolean } {
  const client = useApolloClient();
  const [state, setState] = useState(entryOf(client).state);
  useEffect(() => {
    const e = entryOf(client);
    const update = () => startTransition(() => setState(e.state));
    e.listeners.add(update);
    if (e.state.data) update();
    else void loadReference(client);
    return () => void e.listeners.delete(update);
  }, [client]);
  return { ...state, loading: !state.data && !state.error };
}

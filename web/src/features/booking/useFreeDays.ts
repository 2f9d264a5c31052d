import { useCallback, useMemo, useState } from 'react';
import type { ApolloClient } from '@apollo/client';
import { useQuery } from '../../app/query';
import { addDays, indiaToday } from '@marketplace/schema/rules/calendar';
import { FREE_DAYS_MAX } from '@marketplace/schema/rules/journey';
import { FreeDaysQuery } from './operations';
import { registerNamespace } from '../../app/i18n';
import enJourney from '../../locales/en/journey.json';
import hiJourney from '../../locales/hi/journey.json';

// The 'journey' namespace (trips, free days, rescheduling, contact) ships with the booking screens, not the first
// load; every screen that uses it imports this module (one chunk for both).
registerNamespace('journey', { en: enJourney, hi: hiJourney });

/** The free-days window asked for: today (India) and the FREE_DAYS_MAX - 1 days after it. */
const freeDaysVariables = (panditId: string) => {
  const from = indiaToday();
  return { panditId, from, to: addDays(from, FREE_DAYS_MAX - 1) };
};

/** When each pandit's free days were last fetched ahead; a screen that mounts within FRESH_MS reads that answer. */
const prefetchedAt = new Map<string, number>();
const FRESH_MS = 10_000;

/** The answer useFreeDays will ask for, fetched ahead (a shared profile link asks for it beside the profile). */
export const prefetchFreeDays = (client: ApolloClient, panditId: string) => {
  prefetchedAt.set(panditId, Date.now());
  return client.query({ query: FreeDaysQuery, variables: freeDaysVariables(panditId) });
};

/**
 * A pandit's free days from today (India) for the next FREE_DAYS_MAX days: the profile's "next free days", and
 * the date pickers' disabled days (blocked, closed or full). Dates beyond the window are left enabled (their
 * slots are checked when picked).
 */
export function useFreeDays(panditId: string | null | undefined, skip = false) {
  // Asked again on every opening (days fill up), except right after the prefetch: its answer, or its request still
  // in flight (Apollo shares it), is that fresh already.
  const [fetchPolicy] = useState<'cache-first' | 'cache-and-network'>(() =>
    Date.now() - (prefetchedAt.get(panditId ?? '') ?? -Infinity) < FRESH_MS ? 'cache-first' : 'cache-and-network',
  );
  const query = useQuery(FreeDaysQuery, {
    variables: freeDaysVariables(panditId ?? ''),
    skip: skip || !panditId,
    fetchPolicy,
  });
  const days = query.data?.freeDays;
  const byDate = useMemo(() => new Map((days ?? []).map((d) => [d.date, d.freeSlots])), [days]);
  const excludeDate = useCallback(
    (date: string | Date) => {
      const key = (typeof date === 'string' ? date : date.toISOString()).slice(0, 10);
      const slots = byDate.get(key);
      return slots !== undefined && slots.length === 0;
    },
    [byDate],
  );
  const free = useMemo(() => (days ?? []).filter((d) => d.freeSlots.length > 0), [days]);
  return { ...query, byDate, excludeDate, free };
}

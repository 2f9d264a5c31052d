import { useMemo } from 'react';
import { addDays, indiaToday } from '@marketplace/schema/rules/calendar';
import { useQuery } from '../../app/query';
import { registerNamespace } from '../../app/i18n';
import en from '../../locales/en/panchang.json';
import hi from '../../locales/hi/panchang.json';
import { BookingPanchangQuery } from './operations';

// The 'panchang' namespace ships with the booking dialog and the panchang page, not the first load.
registerNamespace('panchang', { en, hi });

/** The window the booking dialog reads: today (India) and the 61 days after it (the API's 62-day bound). */
const WINDOW_DAYS = 62;

export interface PanchangDay {
  date: string;
  utcOffsetMinutes: number;
  tithi: { name: { en: string; hi: string }; pakshaName: { en: string; hi: string } };
  nakshatra: { name: { en: string; hi: string } };
  rahuKaal: { start: string; end: string };
  ekadashi: boolean;
  purnima: boolean;
  amavasya: boolean;
  festivals: Array<{ id: string; name: { en: string; hi: string } }>;
}

/** What a date cell of the picker marks: a festival, else Ekadashi, Purnima or Amavasya (the first that applies). */
export function dayMark(day: PanchangDay | undefined, lang: 'en' | 'hi', t: (key: string) => string) {
  if (!day) return null;
  if (day.festivals.length) return { kind: 'festival' as const, label: day.festivals.map((f) => f.name[lang]).join(', ') };
  const tithi = (['ekadashi', 'purnima', 'amavasya'] as const).find((m) => day[m]);
  return tithi ? { kind: tithi, label: t(`marks.${tithi}`) } : null;
}

/** The panchang of the booking dialog's dates at the pandit's city, by date: one request for the whole window. */
export function usePanchangDays(panditId: string, skip: boolean) {
  const from = indiaToday();
  const query = useQuery(BookingPanchangQuery, {
    variables: { id: panditId, from, to: addDays(from, WINDOW_DAYS - 1) },
    skip: skip || !panditId,
  });
  const days = query.data?.pandit?.panchang;
  const byDate = useMemo(() => new Map<string, PanchangDay>((days ?? []).map((d) => [d.date, d])), [days]);
  return { ...query, byDate, city: query.data?.pandit?.panchangCity ?? null };
}

/** Whether a ceremony starting at `time` ('HH:MM', India) on `date` starts within that day's Rahu Kaal. */
export function startsInRahuKaal(day: PanchangDay | undefined, date: string, time: string): boolean {
  if (!day) return false;
  const at = Date.parse(`${date}T${time}:00+05:30`);
  return at >= Date.parse(day.rahuKaal.start) && at < Date.parse(day.rahuKaal.end);
}

/** 'HH:MM' local time of an instant, at the day's offset (India: +05:30), without Intl's zone database. */
export const localTime = (iso: string, offsetMinutes: number) =>
  new Date(Date.parse(iso) + offsetMinutes * 60_000).toISOString().slice(11, 16);

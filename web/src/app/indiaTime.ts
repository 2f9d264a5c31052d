/** Booking times: India time, said so ('09:00 IST'), with the visitor's own clock when their zone is not India's. */
import { i18n, registerNamespace } from './i18n';
import enTime from '../locales/en/time.json';
import hiTime from '../locales/hi/time.json';
import { TIME_ZONE, dateTimeFormat, localeFor } from './format';

// The 'time' namespace ships with this module (the booking screens), not with the first load.
registerNamespace('time', { en: enTime, hi: hiTime });

/** The browser's IANA time zone (Asia/Kolkata when it cannot be read). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || TIME_ZONE;
  } catch {
    return TIME_ZONE;
  }
}

const INDIA_ZONES = new Set([TIME_ZONE, 'Asia/Calcutta']);

/** What formatIndiaTime says: India's clock, and the visitor's own when their zone is not India's. */
export interface IndiaTimeParts {
  /** '09:00' */
  india: string;
  /** The visitor's clock at that instant, or null in India. */
  local: { time: string; zone: string; date: string | null } | null;
}

/** 'HH:MM' on an India date ('YYYY-MM-DD') → India's clock and, outside India, the visitor's. */
export function indiaTimeParts(date: string, time: string, lang: string, zone: string = browserTimeZone()): IndiaTimeParts {
  if (INDIA_ZONES.has(zone)) return { india: time, local: null };
  const instant = new Date(`${date}T${time}:00+05:30`);
  if (Number.isNaN(instant.getTime())) return { india: time, local: null };
  const locale = localeFor(lang);
  const clock = dateTimeFormat(locale, { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const dayIn = (tz: string) => dateTimeFormat('en-CA', { timeZone: tz, dateStyle: 'short' }).format(instant);
  const otherDay = dayIn(zone) !== dayIn(TIME_ZONE);
  const localDate = otherDay
    ? dateTimeFormat(locale, { timeZone: zone, weekday: 'short', day: 'numeric', month: 'short' }).format(instant)
    : null;
  return { india: time, local: { time: clock.format(instant), zone, date: localDate } };
}

/**
 * THE way a booking time is shown: '09:00 IST', and outside India '09:00 IST · 04:30 in your time (Europe/Paris)'
 * (translated, namespace 'time').
 */
export function formatIndiaTime(date: string, time: string, lang: string, zone: string = browserTimeZone()): string {
  const parts = indiaTimeParts(date, time, lang, zone);
  const india = i18n.t('time:ist', { lng: lang, time: parts.india });
  if (!parts.local) return india;
  const { time: localTime, zone: localZone, date: localDate } = parts.local;
  const local = localDate
    ? i18n.t('time:localOtherDay', { lng: lang, time: localTime, zone: localZone, date: localDate })
    : i18n.t('time:local', { lng: lang, time: localTime, zone: localZone });
  return `${india} · ${local}`;
}

/** Money and dates for India: integer rupees with Indian grouping, dates in Asia/Kolkata. */
import { i18n } from './i18n';

export const TIME_ZONE = 'Asia/Kolkata';

export function localeFor(lang: string): string {
  return lang.startsWith('hi') ? 'hi-IN' : 'en-IN';
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** ₹1,00,000 — rupees, no paise. */
export function formatMoney(amount: number, lang: string): string {
  const locale = localeFor(lang);
  let fmt = moneyFormats.get(locale);
  if (!fmt) {
    fmt = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    moneyFormats.set(locale, fmt);
  }
  return fmt.format(amount);
}

/** 1,00,000 — a plain count with Indian grouping. */
export function formatNumber(value: number, lang: string): string {
  return new Intl.NumberFormat(localeFor(lang)).format(value);
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date ('YYYY-MM-DD', India time) or an ISO instant as a Date. */
export function toInstant(value: string | Date): Date {
  if (value instanceof Date) return value;
  // A bare calendar date means that day in India, whatever the browser's zone.
  return new Date(DATE_ONLY.test(value) ? `${value}T12:00:00+05:30` : value);
}

export function formatDate(
  value: string | Date,
  lang: string,
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' },
): string {
  const date = toInstant(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(localeFor(lang), { timeZone: TIME_ZONE, ...options }).format(date);
}

export function formatMonthYear(value: string | Date, lang: string): string {
  return formatDate(value, lang, { month: 'long', year: 'numeric' });
}

export function formatDateTime(value: string | Date, lang: string): string {
  return formatDate(value, lang, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

// ---------------------------------------------------------------- times (every time shown is India time)

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
  const clock = new Intl.DateTimeFormat(locale, { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const dayIn = (tz: string) => new Intl.DateTimeFormat('en-CA', { timeZone: tz, dateStyle: 'short' }).format(instant);
  const otherDay = dayIn(zone) !== dayIn(TIME_ZONE);
  const localDate = otherDay
    ? new Intl.DateTimeFormat(locale, { timeZone: zone, weekday: 'short', day: 'numeric', month: 'short' }).format(instant)
    : null;
  return { india: time, local: { time: clock.format(instant), zone, date: localDate } };
}

/**
 * THE way a booking time is shown: '09:00 IST', and outside India '09:00 IST · 04:30 in your time (Europe/Paris)'
 * (translated, from the common namespace).
 */
export function formatIndiaTime(date: string, time: string, lang: string, zone: string = browserTimeZone()): string {
  const parts = indiaTimeParts(date, time, lang, zone);
  const india = i18n.t('common:time.ist', { lng: lang, time: parts.india });
  if (!parts.local) return india;
  const { time: localTime, zone: localZone, date: localDate } = parts.local;
  const local = localDate
    ? i18n.t('common:time.localOtherDay', { lng: lang, time: localTime, zone: localZone, date: localDate })
    : i18n.t('common:time.local', { lng: lang, time: localTime, zone: localZone });
  return `${india} · ${local}`;
}

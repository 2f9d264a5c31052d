/** Money and dates for India: integer rupees with Indian grouping, dates in Asia/Kolkata. */

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

/** Date and India time on a 24-hour clock ('23 Nov 2026, 06:15'), as booking times are written (no Latin am/pm in Hindi). */
export function formatDateTime(value: string | Date, lang: string): string {
  return formatDate(value, lang, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
}

// Booking times ('09:00 IST' and the visitor's clock abroad): formatIndiaTime in ./indiaTime.ts, the one place
// for them. Not re-exported here: this module ships with the first page, and only the booking screens need times.

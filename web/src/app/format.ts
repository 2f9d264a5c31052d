import { INDIA_TZ, IST_OFFSET_MS } from '@marketplace/schema/rules/calendar';

/** Money and dates for India: integer rupees with Indian grouping, dates in Asia/Kolkata. */

export const TIME_ZONE = INDIA_TZ;

export function localeFor(lang: string): string {
  return lang.startsWith('hi') ? 'hi-IN' : 'en-IN';
}

const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/**
 * The one way to get an Intl formatter: made once per locale and options, then reused (making one costs about a
 * thousand times formatting with it, and a page of cards formats hundreds of numbers and dates).
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `n${locale}${JSON.stringify(options)}`;
  let fmt = formats.get(key) as Intl.NumberFormat | undefined;
  if (!fmt) formats.set(key, (fmt = new Intl.NumberFormat(locale, options)));
  return fmt;
}

/** An Intl.DateTimeFormat, made once per locale and options (see numberFormat). */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const key = `d${locale}${JSON.stringify(options)}`;
  let fmt = formats.get(key) as Intl.DateTimeFormat | undefined;
  if (!fmt) formats.set(key, (fmt = new Intl.DateTimeFormat(locale, options)));
  return fmt;
}

/**
 * A whole number with Indian grouping ('12,34,567'), as en-IN and hi-IN both write it (Latin digits), without Intl:
 * a page's first Intl formatter loads the locale's data, about 40 ms of a phone's main thread on the first paint.
 * format.test.ts holds it equal to Intl's answer.
 */
function groupIndian(value: number): string {
  const digits = String(Math.abs(value));
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return (value < 0 ? '-' : '') + (rest ? `${rest},${last3}` : last3);
}

const MONEY: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
};

/** ₹1,00,000 — rupees, no paise. */
export function formatMoney(amount: number, lang: string): string {
  if (Number.isSafeInteger(amount)) return `${amount < 0 ? '-' : ''}₹${groupIndian(Math.abs(amount))}`;
  return numberFormat(localeFor(lang), MONEY).format(amount);
}

/** 1,00,000 — a plain count with Indian grouping. */
export function formatNumber(value: number, lang: string): string {
  if (Number.isSafeInteger(value)) return groupIndian(value);
  return numberFormat(localeFor(lang)).format(value);
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
  return withoutIntl(date, lang, options) ?? dateTimeFormat(localeFor(lang), { timeZone: TIME_ZONE, ...options }).format(date);
}

/** Month and weekday names as en-IN and hi-IN write them (format.test.ts holds every date written with them equal to Intl's). */
const MONTHS = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
} as const;
const SHORT_MONTHS = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  hi: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'],
} as const;
const SHORT_WEEKDAYS = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  hi: ['रवि', 'सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि'],
} as const;

/**
 * The dates the public pages write, without Intl: a page's first Intl date formatter loads the locale's calendar
 * data, about 25 ms on a desktop and four times that on a phone, in the middle of the first render (a profile's
 * reviews and free days). Other option sets (times, two-digit years) are left to Intl.
 */
function withoutIntl(date: Date, lang: string, o: Intl.DateTimeFormatOptions): string | undefined {
  const keys = Object.keys(o).sort().join();
  if (o.day !== 'numeric' || (keys !== 'day,month,year' && keys !== 'day,month,weekday')) return undefined;
  const india = new Date(date.getTime() + IST_OFFSET_MS);
  const l = lang.startsWith('hi') ? 'hi' : 'en';
  const day = india.getUTCDate();
  const month = o.month === 'long' ? MONTHS[l] : o.month === 'short' ? SHORT_MONTHS[l] : undefined;
  if (!month) return undefined;
  if (keys === 'day,month,year' && o.year === 'numeric') return `${day} ${month[india.getUTCMonth()]} ${india.getUTCFullYear()}`;
  if (keys === 'day,month,weekday' && o.weekday === 'short' && o.month === 'short')
    return `${SHORT_WEEKDAYS[l][india.getUTCDay()]}, ${day} ${month[india.getUTCMonth()]}`;
  return undefined;
}

/** 'November 2026' / 'नवंबर 2026' in India time, without Intl (see groupIndian: testimonials show one each). */
export function formatMonthYear(value: string | Date, lang: string): string {
  const date = toInstant(value);
  if (Number.isNaN(date.getTime())) return '';
  const india = new Date(date.getTime() + IST_OFFSET_MS);
  return `${MONTHS[lang.startsWith('hi') ? 'hi' : 'en'][india.getUTCMonth()]} ${india.getUTCFullYear()}`;
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

/** Paise as money in India's grouping: ₹1,234 or ₹1,234.50. */
export function formatPaise(amount: number, lang: string): string {
  const rupees = formatMoney(Math.trunc(amount / 100), lang);
  const rest = Math.abs(amount % 100);
  return rest ? `${amount < 0 && amount > -100 ? '-' : ''}${rupees}.${String(rest).padStart(2, '0')}` : rupees;
}

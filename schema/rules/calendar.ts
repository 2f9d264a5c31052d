/**
 * India's calendar: today's date there and date arithmetic on 'YYYY-MM-DD'. Kept apart from the input rules (no
 * zod here), so a screen that only needs dates does not load and build every schema (booking.ts re-exports them).
 */
export const INDIA_TZ = 'Asia/Kolkata';
/** Asia/Kolkata is UTC+05:30, with no daylight saving. */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/**
 * Today's date in India, 'YYYY-MM-DD': the instant moved by India's fixed offset, read as UTC. Not Intl with a time
 * zone: a browser builds its first such formatter from the zone database, ~70 ms on a desktop and ~0.3 s on a phone
 * (held equal to Intl's answer by booking.test.ts).
 */
export function indiaToday(now: Date = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * THE range of every date the API takes (a `Date` or `DateTime` argument, a date in a JSON body, a form's date):
 * 1900-01-01 to 2100-12-31, years written with four digits. Anything outside (year 0000, which PostgreSQL does not
 * have; 9999-12-31, whose next day JavaScript writes '+010000-01-01') is refused as VALIDATION_FAILED before it
 * reaches a loop or a statement, so date arithmetic on accepted dates always stays in 'YYYY-MM-DD'.
 */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2100-12-31';
export const isDateInRange = (date: string) => date >= DATE_MIN && date <= DATE_MAX;

/** Milliseconds of DATE_MIN and of the end of DATE_MAX (UTC), for instants (`DateTime`). */
export const INSTANT_MIN_MS = Date.UTC(1900, 0, 1);
export const INSTANT_MAX_MS = Date.UTC(2101, 0, 1) - 1;

const DAY_MS = 86_400_000;
/** Dates that `addDays` can write as 'YYYY-MM-DD' (JavaScript writes other years with a sign and six digits). */
const ISO_YEARS_MS = [Date.parse('0000-01-01T00:00:00Z'), Date.parse('9999-12-31T00:00:00Z')] as const;

/**
 * 'YYYY-MM-DD' plus n days. Throws a RangeError instead of answering a date that is not 'YYYY-MM-DD' (years before
 * 0000 or after 9999), so a loop that compares dates as text can never run past its end.
 */
export function addDays(date: string, days: number): string {
  const ms = Date.parse(`${date}T00:00:00Z`) + days * DAY_MS;
  if (!(ms >= ISO_YEARS_MS[0] && ms <= ISO_YEARS_MS[1])) throw new RangeError(`addDays(${date}, ${days}) is outside 0000..9999`);
  return new Date(ms).toISOString().slice(0, 10);
}

/** Days from `from` to `to` ('YYYY-MM-DD'), both included (0 or less when `to` is before `from`). */
export const daysInRange = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

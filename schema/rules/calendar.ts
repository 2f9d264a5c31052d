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

/** 'YYYY-MM-DD' plus n days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

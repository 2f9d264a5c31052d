/**
 * India's calendar: today's date there and date arithmetic on 'YYYY-MM-DD'. Kept apart from the input rules (no
 * zod here), so a screen that only needs dates does not load and build every schema (booking.ts re-exports them).
 */
export const INDIA_TZ = 'Asia/Kolkata';
/** Asia/Kolkata is UTC+05:30, with no daylight saving. */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** Today's date in India, 'YYYY-MM-DD'. */
let indiaDate: Intl.DateTimeFormat | undefined;
export function indiaToday(now: Date = new Date()): string {
  // One formatter for the process (building one costs more than formatting: it ran several times per booking).
  indiaDate ??= new Intl.DateTimeFormat('en-CA', { timeZone: INDIA_TZ, year: 'numeric', month: '2-digit', day: '2-digit' });
  return indiaDate.format(now);
}

/** 'YYYY-MM-DD' plus n days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

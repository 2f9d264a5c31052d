import { randomBytes } from 'node:crypto';

/** The bookable hourly slots (spec §5): 06:00-11:00 and 16:00-19:00, India time. */
export const TIME_SLOTS = ['06:00', '07:00', '08:00', '09:00', '10:00', '11:00', '16:00', '17:00', '18:00', '19:00'] as const;

export const INDIA_TZ = 'Asia/Kolkata';

/** Today's date in India, 'YYYY-MM-DD'. */
export function indiaToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: INDIA_TZ, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** 'YYYY-MM-DD' plus n days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A unique, unguessable video-call link for a virtual booking (128 random bits). */
export function newMeetingLink(token: string = randomBytes(16).toString('base64url')): string {
  return `https://meet.jit.si/PanditConnect-${token}`;
}

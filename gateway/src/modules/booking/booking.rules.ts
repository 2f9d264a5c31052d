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

export type TimeSlotValue = (typeof TIME_SLOTS)[number];

/** Is `time` one of the spec's hourly slots ('HH:MM')? */
export function isTimeSlot(time: string): time is TimeSlotValue {
  return (TIME_SLOTS as readonly string[]).includes(time);
}

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000; // Asia/Kolkata is UTC+05:30, no daylight saving.

/** The instant a booking starts: India date + 'HH:MM' India time → UTC Date. */
export function startInstant(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, d, hh, mm) - IST_OFFSET_MS);
}

/** A date before today in India. */
export function isPastDate(date: string, now: Date = new Date()): boolean {
  return date < indiaToday(now);
}

/** A slot whose start is not ahead of now (past days, and today's hours already begun). */
export function isPastSlot(date: string, time: string, now: Date = new Date()): boolean {
  return startInstant(date, time).getTime() <= now.getTime();
}

/** 0 = Sunday ... 6 = Saturday, for an India calendar date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The pandit's stored availability: weekday ('0'..'6') → slots; absent weekday = every slot. */
export interface AvailabilityRules {
  weeklyHours?: Record<string, string[]>;
  blockedDates?: string[];
}

export type SlotReason = 'PAST' | 'OUTSIDE_HOURS' | 'BLOCKED' | 'BOOKED';

/**
 * Why a slot cannot be booked (before looking at other bookings), or null when it can.
 * A pandit with nothing set is available at every slot on every day.
 */
export function slotUnavailableReason(
  availability: AvailabilityRules | null | undefined,
  date: string,
  time: string,
  now: Date = new Date(),
): Exclude<SlotReason, 'BOOKED'> | null {
  if (isPastSlot(date, time, now)) return 'PAST';
  if (availability?.blockedDates?.includes(date)) return 'BLOCKED';
  const hours = availability?.weeklyHours?.[String(weekdayOf(date))];
  if (hours && !hours.includes(time)) return 'OUTSIDE_HOURS';
  return null;
}

export interface SlotState {
  time: TimeSlotValue;
  available: boolean;
  reason: SlotReason | null;
}

/** Every spec slot of one date with whether it can be booked; `booked` = times held by active bookings. */
export function slotsForDate(
  availability: AvailabilityRules | null | undefined,
  date: string,
  booked: Iterable<string>,
  now: Date = new Date(),
): SlotState[] {
  const taken = new Set(booked);
  return TIME_SLOTS.map((time) => {
    const reason = slotUnavailableReason(availability, date, time, now) ?? (taken.has(time) ? 'BOOKED' : null);
    return { time, available: reason === null, reason };
  });
}

/** Validates and normalises a pandit's availability input; returns field errors, or the stored value. */
export function normalizeAvailability(
  weeklyHours: ReadonlyArray<{ weekday: number; slots: readonly string[] }>,
  blockedDates: readonly string[],
  now: Date = new Date(),
): { value: Required<AvailabilityRules>; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const hours: Record<string, string[]> = {};
  weeklyHours.forEach((w, i) => {
    if (!Number.isInteger(w.weekday) || w.weekday < 0 || w.weekday > 6) {
      errors[`input.weeklyHours.${i}.weekday`] = 'Weekday must be 0 (Sunday) to 6 (Saturday)';
      return;
    }
    if (String(w.weekday) in hours) {
      errors[`input.weeklyHours.${i}.weekday`] = 'Each weekday may appear once';
      return;
    }
    const bad = w.slots.find((s) => !isTimeSlot(s));
    if (bad !== undefined) {
      errors[`input.weeklyHours.${i}.slots`] = `'${bad}' is not one of the bookable time slots`;
      return;
    }
    const set = new Set(w.slots);
    // Every slot ticked is the same as nothing set: store nothing, so the weekday stays fully open.
    if (set.size === TIME_SLOTS.length) return;
    hours[String(w.weekday)] = TIME_SLOTS.filter((s) => set.has(s));
  });
  if (blockedDates.length > 400) errors['input.blockedDates'] = 'At most 400 blocked dates';
  const today = indiaToday(now);
  // Past dates no longer matter: drop them; keep the rest sorted and unique.
  const blocked = [...new Set(blockedDates)].filter((d) => d >= today).sort();
  return { value: { weeklyHours: hours, blockedDates: blocked }, errors };
}

export interface PriceSource {
  basicPrice: number;
  premiumPrice: number;
  deluxePrice: number;
  virtualBasicPrice?: number | null;
  virtualPremiumPrice?: number | null;
  virtualDeluxePrice?: number | null;
}

/** The tier price in integer rupees; in virtual mode the virtual tier price when the pandit set one (spec §5). */
export function priceFor(p: PriceSource, tier: 'basic' | 'premium' | 'deluxe', virtual: boolean): number {
  if (virtual) {
    const v = { basic: p.virtualBasicPrice, premium: p.virtualPremiumPrice, deluxe: p.virtualDeluxePrice }[tier];
    if (v != null) return v;
  }
  return { basic: p.basicPrice, premium: p.premiumPrice, deluxe: p.deluxePrice }[tier];
}

/** A customer may cancel up to this many hours before the ceremony starts. */
export const CANCEL_WINDOW_HOURS = 24;

/** Whether the 24-hour cancellation window (India time) is still open. */
export function withinCancelWindow(date: string, time: string, now: Date = new Date()): boolean {
  return startInstant(date, time).getTime() - now.getTime() >= CANCEL_WINDOW_HOURS * 3600_000;
}

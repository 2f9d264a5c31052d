import { z } from 'zod';
import { dateSchema, idSchema, isDate, optionalText, text, wholeNumber } from './common.js';
import { phoneSchema } from './account.js';
import type { RuleMessageKey } from './messages.js';
import type { SlotReason } from './__generated__/contract.js';
import { IST_OFFSET_MS, addDays, indiaToday } from './calendar.js';
import { samagriProviderSchema, sankalpSchema } from './ceremony.js';

const k = (key: RuleMessageKey) => key;

/** The bookable hourly slots (spec §5): 06:00-11:00 and 16:00-19:00, India time. */
export const TIME_SLOTS = ['06:00', '07:00', '08:00', '09:00', '10:00', '11:00', '16:00', '17:00', '18:00', '19:00'] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];

/** How far ahead a booking may be made. */
export const BOOKING_HORIZON_DAYS = 365;
/** A customer may cancel up to this many hours before the ceremony starts. */
export const CANCEL_WINDOW_HOURS = 24;
export const LOCATION_MAX = 255;
export const NOTES_MAX = 1000;
export const IDEMPOTENCY_KEY_MAX = 100;
export const REASON_MIN = 5;
export const REASON_MAX = 500;
export const COMMENT_MIN = 3;
export const COMMENT_MAX = 1000;
export const MAX_BLOCKED_DATES = 400;
/** Travellers on one trip (a package booking). */
export const TRAVELLERS_MAX = 20;
/** A trip (package booking) has no hour: it is stored as starting at this time, the start of its first day (India). */
export const TRIP_TIME = '00:00';

export {
  INDIA_TZ,
  IST_OFFSET_MS,
  addDays,
  indiaToday,
  daysInRange,
  DATE_MIN,
  DATE_MAX,
  INSTANT_MIN_MS,
  INSTANT_MAX_MS,
  isDateInRange,
} from './calendar.js';

/** The last bookable date (today in India + the horizon). */
export const lastBookableDate = (now: Date = new Date()) => addDays(indiaToday(now), BOOKING_HORIZON_DAYS);

/** Is `time` one of the spec's hourly slots ('HH:MM')? */
export function isTimeSlot(time: string): time is TimeSlot {
  return (TIME_SLOTS as readonly string[]).includes(time);
}

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

/** Whether the cancellation window (CANCEL_WINDOW_HOURS before the start) is still open. */
export function withinCancelWindow(date: string, time: string, now: Date = new Date()): boolean {
  return startInstant(date, time).getTime() - now.getTime() >= CANCEL_WINDOW_HOURS * 3600_000;
}

/** 0 = Sunday ... 6 = Saturday, for an India calendar date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

// ---------------------------------------------------------------- availability

/** A pandit's stored availability: weekday ('0'..'6') → slots; an absent weekday = every slot. */
export interface AvailabilityRules {
  weeklyHours?: Record<string, string[]>;
  blockedDates?: string[];
}

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
  time: TimeSlot;
  available: boolean;
  reason: SlotReason | null;
}

/** Every slot of one date with whether it can be booked; `booked` = times held by active bookings. */
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

/** A pandit's weekly hours and blocked dates (SetAvailabilityInput). */
export const availabilityInputSchema = z.object({
  weeklyHours: z
    .array(
      z.object({
        weekday: wholeNumber(0, 6, k('availability.weekdayInvalid')),
        slots: z.array(z.string().refine(isTimeSlot, k('availability.slotInvalid')), { error: k('availability.slotInvalid') }),
      }),
    )
    .superRefine((days, ctx) => {
      const seen = new Set<number>();
      days.forEach((d, i) => {
        if (seen.has(d.weekday)) ctx.addIssue({ code: 'custom', path: [i, 'weekday'], message: k('availability.weekdayTwice') });
        seen.add(d.weekday);
      });
    }),
  blockedDates: z.array(dateSchema()).max(MAX_BLOCKED_DATES, k('availability.tooManyBlockedDates')),
});
export type AvailabilityValues = z.output<typeof availabilityInputSchema>;

/**
 * The stored form of valid availability: a weekday with every slot ticked is stored as nothing (fully
 * open); blocked dates in the past are dropped, the rest sorted and unique.
 */
export function normalizeAvailability(input: AvailabilityValues, now: Date = new Date()): Required<AvailabilityRules> {
  const hours: Record<string, string[]> = {};
  for (const w of input.weeklyHours) {
    const set = new Set(w.slots);
    if (set.size === TIME_SLOTS.length) continue;
    hours[String(w.weekday)] = TIME_SLOTS.filter((s) => set.has(s));
  }
  const today = indiaToday(now);
  return { weeklyHours: hours, blockedDates: [...new Set(input.blockedDates)].filter((d) => d >= today).sort() };
}

// ---------------------------------------------------------------- prices

export {
  PRICE_TIERS,
  ceremonyPriceFor,
  packageTotal,
  priceFor,
  tiersByPrice,
  tierTextIn,
  tierTextOf,
  type CeremonyPriceValues,
  type PricingValues,
  type TierIncludes,
  type TierTextValues,
} from './pricing.js';

// ---------------------------------------------------------------- inputs

/**
 * A new booking (CreateBookingInput). The tier is an SDL enum that GraphQL checks itself, so it is not
 * repeated here. Dates are checked against `now()` at each parse (India time).
 */
export function makeCreateBookingInputSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      panditId: optionalText(idSchema),
      packageId: optionalText(idSchema),
      date: text(k('booking.dateRequired'))
        .min(1, k('booking.dateRequired'))
        .refine(isDate, k('date.invalid'))
        .refine((d) => !isPastDate(d, now()), k('booking.datePast'))
        .refine((d) => d <= lastBookableDate(now()), k('booking.dateTooFar')),
      // A pooja's hourly slot; a package (a trip) has none (whatever is sent is ignored).
      time: z.preprocess((v) => v ?? '', text(k('booking.timeRequired'))),
      location: z.preprocess((v) => v ?? '', text().max(LOCATION_MAX, k('booking.locationTooLong'))),
      notes: z.preprocess((v) => v ?? '', text().max(NOTES_MAX, k('booking.notesTooLong'))),
      isVirtual: z.preprocess((v) => v ?? false, z.boolean()),
      idempotencyKey: optionalText(text().max(IDEMPOTENCY_KEY_MAX, k('booking.idempotencyKeyTooLong'))),
      travellers: z.preprocess((v) => v ?? 1, wholeNumber(1, TRAVELLERS_MAX, k('booking.travellersInvalid'))),
      contactPhone: optionalText(phoneSchema),
      confirmDuplicate: z.preprocess((v) => v ?? false, z.boolean()),
      // A pandit's ceremony (issue #33): which one, the family's sankalp, who brings the samagri; all optional.
      ceremonyId: optionalText(idSchema),
      sankalp: z.preprocess((v) => v ?? null, sankalpSchema.nullable()),
      samagriBy: z.preprocess((v) => v ?? null, samagriProviderSchema.nullable()),
      // The guarantee (issue #34): "only this pandit" offers no substitute when he does not answer.
      onlyThisPandit: z.preprocess((v) => v ?? false, z.boolean()),
    })
    .superRefine((b, ctx) => {
      const issue = (path: string, message: RuleMessageKey) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (Boolean(b.panditId) === Boolean(b.packageId)) issue(b.panditId ? 'packageId' : 'panditId', 'booking.target');
      if (b.packageId && !b.panditId) {
        // A trip: a start date, travellers and a contact phone; no hour and no ceremony address.
        if (!b.contactPhone) issue('contactPhone', 'booking.contactPhoneRequired');
        if (b.ceremonyId || b.sankalp || b.samagriBy)
          issue(b.ceremonyId ? 'ceremonyId' : b.sankalp ? 'sankalp' : 'samagriBy', 'ceremony.packageOnly');
        return;
      }
      if (!b.time) issue('time', 'booking.timeRequired');
      else if (!isTimeSlot(b.time)) issue('time', 'booking.timeInvalid');
      if (!b.isVirtual && !b.location) issue('location', 'booking.locationRequired');
      // Refinements run on partly invalid input too: look at the time only when the date and slot are valid.
      const at = now();
      if (isDate(b.date) && !isPastDate(b.date, at) && isTimeSlot(b.time) && isPastSlot(b.date, b.time, at))
        issue('time', 'booking.timePassed');
    })
    .transform((b) => (b.packageId && !b.panditId ? { ...b, time: TRIP_TIME } : { ...b, travellers: null }));
}

/** rescheduleBooking(id, date, time): a new India date and hourly slot, checked like a new booking's. */
export function makeRescheduleInputSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      date: text(k('booking.dateRequired'))
        .min(1, k('booking.dateRequired'))
        .refine(isDate, k('date.invalid'))
        .refine((d) => !isPastDate(d, now()), k('booking.datePast'))
        .refine((d) => d <= lastBookableDate(now()), k('booking.dateTooFar')),
      time: text(k('booking.timeRequired')).min(1, k('booking.timeRequired')).refine(isTimeSlot, k('booking.timeInvalid')),
    })
    .superRefine((b, ctx) => {
      const at = now();
      if (isDate(b.date) && !isPastDate(b.date, at) && isTimeSlot(b.time) && isPastSlot(b.date, b.time, at))
        ctx.addIssue({ code: 'custom', path: ['time'], message: k('booking.timePassed') });
    });
}
export const rescheduleInputSchema = /* @__PURE__ */ makeRescheduleInputSchema();
export const createBookingInputSchema = makeCreateBookingInputSchema();
export type CreateBookingValues = z.output<typeof createBookingInputSchema>;

/** A customer's review of a completed booking (CreateReviewInput). */
export const reviewInputSchema = z.object({
  bookingId: z.string({ error: k('id.invalid') }),
  rating: wholeNumber(1, 5, k('review.ratingInvalid')),
  comment: text(k('review.commentTooShort'))
    .min(COMMENT_MIN, k('review.commentTooShort'))
    .max(COMMENT_MAX, k('review.commentTooLong')),
});
export type ReviewValues = z.output<typeof reviewInputSchema>;

/** A customer's optional cancellation reason: at most 500 characters; blank = none. */
export const cancelReasonSchema = optionalText(text().max(REASON_MAX, k('reason.tooLong')));
/** A pandit's reason for declining a request: 5 to 500 characters (the customer sees it). */
export const declineReasonSchema = text(k('reason.tooShort'))
  .min(REASON_MIN, k('reason.tooShort'))
  .max(REASON_MAX, k('reason.tooLong'));

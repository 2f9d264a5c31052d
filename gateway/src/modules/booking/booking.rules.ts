import { randomBytes } from 'node:crypto';

/**
 * The booking rules (slots, India dates, horizon, cancel window, prices, availability) live in
 * @marketplace/schema/rules, shared with the web. Only what needs the server stays here.
 */

/** A unique, unguessable video-call link for a virtual booking (128 random bits). */
export function newMeetingLink(token: string = randomBytes(16).toString('base64url')): string {
  return `https://meet.jit.si/PanditConnect-${token}`;
}

// Modules and tests that imported the booking rules from here keep working; the rules themselves are in schema/rules.
export {
  CANCEL_WINDOW_HOURS,
  TIME_SLOTS,
  addDays,
  indiaToday,
  isPastDate,
  isPastSlot,
  isTimeSlot,
  priceFor,
  slotUnavailableReason,
  slotsForDate,
  startInstant,
  weekdayOf,
  withinCancelWindow,
  type AvailabilityRules,
  type SlotState,
  type TimeSlot as TimeSlotValue,
} from '@marketplace/schema/rules';

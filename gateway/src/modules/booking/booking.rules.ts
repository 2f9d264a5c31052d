import { randomBytes } from 'node:crypto';

/**
 * The booking rules (slots, India dates, horizon, cancel window, prices, availability) live in
 * @marketplace/schema/rules, shared with the web. Only what needs the server stays here.
 */

/** A unique, unguessable video-call link for a virtual booking (128 random bits). */
export function newMeetingLink(token: string = randomBytes(16).toString('base64url')): string {
  return `https://meet.jit.si/PanditConnect-${token}`;
}

// The integration tests (gateway/test/booking.int.test.ts) import these from here; the rules are in schema/rules.
export { TIME_SLOTS, addDays, indiaToday, startInstant, weekdayOf } from '@marketplace/schema/rules';

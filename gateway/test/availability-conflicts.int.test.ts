import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIME_SLOTS, addDays, indiaToday, weekdayOf } from '@marketplace/schema/rules';
import { startTestServer, type TestServer } from './harness.js';
import { scenario, type Account, type PanditFixture } from './scenario.js';

/**
 * Saving availability that leaves out a pending or confirmed booking (issue #37): availabilityConflicts lists them
 * before saving, and setMyAvailability's answer carries them (Pandit.bookingsOutsideAvailability); they are not
 * cancelled. Dates are days from today (India), so the test holds whatever day it runs.
 */
let s: TestServer;
let pandit: PanditFixture;
let other: PanditFixture;
let admin: Account;
const inTen = addDays(indiaToday(), 10);
const inTwelve = addDays(indiaToday(), 12);
const ids: Record<string, string> = {};

beforeAll(async () => {
  s = await startTestServer({ seed: false });
  const sc = scenario(s);
  pandit = await sc.pandit({ name: 'Pt. Availability Test' });
  other = await sc.pandit({ name: 'Pt. Other Pandit' });
  admin = await sc.admin();
  const asha = await sc.customer('Shri Asha Verma');
  const ravi = await sc.customer('Ravi Kumar');
  ids.pending = (await sc.booking({ customer: asha, pandit, date: inTen, time: '07:00', status: 'pending' })).id;
  ids.confirmed = (await sc.booking({ customer: ravi, pandit, date: inTwelve, time: '16:00', status: 'confirmed' })).id;
  ids.cancelled = (await sc.booking({ customer: ravi, pandit, date: inTen, time: '09:00', status: 'cancelled' })).id;
  ids.kept = (await sc.booking({ customer: ravi, pandit, date: inTwelve, time: '10:00', status: 'confirmed' })).id;
  ids.others = (await sc.booking({ customer: asha, pandit: other, date: inTen, time: '07:00', status: 'confirmed' })).id;
}, 120_000);
afterAll(async () => s?.close());

const CONFLICT = 'bookingId date time status reason customerFirstName';
/** Every weekday open, except `closed` slots on the weekday of `date`. */
const hoursWithout = (date: string, closed: string[]) =>
  Array.from({ length: 7 }, (_, weekday) => ({
    weekday,
    slots: weekday === weekdayOf(date) ? TIME_SLOTS.filter((t) => !closed.includes(t)) : [...TIME_SLOTS],
  }));

describe('availability that leaves out bookings', () => {
  it('lists them before saving: a blocked date and a slot outside the weekly hours, soonest first', async () => {
    const input = { weeklyHours: hoursWithout(inTwelve, ['16:00']), blockedDates: [inTen] };
    const r = await s.gql(
      `query($i: SetAvailabilityInput!) { availabilityConflicts(input: $i) { ${CONFLICT} } }`,
      { i: input },
      pandit.account.token,
    );
    expect(r.errors).toBeUndefined();
    // The cancelled booking, the booking still inside the hours and another pandit's are not listed.
    expect(r.data.availabilityConflicts).toEqual([
      { bookingId: ids.pending, date: inTen, time: '07:00', status: 'PENDING', reason: 'BLOCKED', customerFirstName: 'Asha' },
      {
        bookingId: ids.confirmed,
        date: inTwelve,
        time: '16:00',
        status: 'CONFIRMED',
        reason: 'OUTSIDE_HOURS',
        customerFirstName: 'Ravi',
      },
    ]);
    // A preview saves nothing.
    const me = await s.gql(
      '{ me { panditProfile { availability { blockedDates } bookingsOutsideAvailability { bookingId } } } }',
      {},
      pandit.account.token,
    );
    expect(me.data.me.panditProfile).toEqual({ availability: { blockedDates: [] }, bookingsOutsideAvailability: [] });
  });

  it('saving answers the availability and the bookings left out, which stay booked', async () => {
    const r = await s.gql(
      `mutation($i: SetAvailabilityInput!) { setMyAvailability(input: $i) {
        availability { blockedDates } bookingsOutsideAvailability { ${CONFLICT} } } }`,
      { i: { weeklyHours: hoursWithout(inTwelve, []), blockedDates: [inTen] } },
      pandit.account.token,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.setMyAvailability.availability.blockedDates).toEqual([inTen]);
    expect(r.data.setMyAvailability.bookingsOutsideAvailability.map((c: { bookingId: string }) => c.bookingId)).toEqual([
      ids.pending,
    ]);
    const booking = await s.gql('query($id: ID!) { booking(id: $id) { status } }', { id: ids.pending }, pandit.account.token);
    expect(booking.data.booking.status).toBe('PENDING');
    // Admins read the list too; another account reads it empty.
    const q = `query($id: ID!) { pandit(id: $id) { bookingsOutsideAvailability { bookingId } } }`;
    expect((await s.gql(q, { id: pandit.id }, admin.token)).data.pandit.bookingsOutsideAvailability).toHaveLength(1);
    expect((await s.gql(q, { id: pandit.id }, other.account.token)).data.pandit.bookingsOutsideAvailability).toEqual([]);
    expect((await s.gql(q, { id: pandit.id })).data.pandit.bookingsOutsideAvailability).toEqual([]);
  });

  it('only a pandit may preview, with the same rule as saving', async () => {
    const customer = await s.newUser('Not A Pandit');
    const query = `query($i: SetAvailabilityInput!) { availabilityConflicts(input: $i) { bookingId } }`;
    const denied = await s.gql(query, { i: { weeklyHours: [], blockedDates: [] } }, customer.token);
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const invalid = await s.gql(
      query,
      { i: { weeklyHours: [{ weekday: 9, slots: [] }], blockedDates: [] } },
      pandit.account.token,
    );
    expect(invalid.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });
});

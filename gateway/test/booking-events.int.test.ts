import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, indiaToday } from '@marketplace/schema/rules';
import { startTestServer, type TestServer } from './harness.js';
import { scenario } from './scenario.js';

// A booking's change, reached by any path (the customer, the pandit, an admin, a removal of the pandit), gets its
// history row, its audit entry when an admin made it, the refund the policy owes and its message: one published
// event (src/modules/booking/booking-events.ts) that those modules subscribe to.

let s: TestServer;
let sc: ReturnType<typeof scenario>;
const sql = (q: string, params: unknown[] = []): Promise<any[]> => s.db.orm.em.getConnection().execute(q, params);
const history = (bookingId: string) =>
  sql(`select field, "from", "to" from booking_status_history where booking_id = ? order by created_at, id`, [bookingId]);
const events = (bookingId: string) =>
  sql(`select type, data from message_events where booking_id = ? order by created_at, id`, [bookingId]);
const refunds = (bookingId: string) => sql(`select amount, percent, rule, status from refunds where booking_id = ?`, [bookingId]);

beforeAll(async () => {
  s = await startTestServer({ seed: false });
  sc = scenario(s);
});
afterAll(() => s?.close());

describe('booking changes as events', () => {
  it("the customer's cancellation of a paid booking: history, a refund by the policy and a message, together", async () => {
    const customer = await sc.customer();
    const pandit = await sc.pandit();
    const booking = await sc.booking({
      customer,
      pandit,
      date: addDays(indiaToday(), 20),
      status: 'confirmed',
      paymentStatus: 'paid',
    });
    const r = await s.gql(
      `mutation ($id: ID!) { cancelBooking(id: $id, reason: "Travel plans changed") { status } }`,
      { id: booking.id },
      customer.token,
    );
    expect(r.errors).toBeUndefined();
    expect(await history(booking.id)).toEqual([{ field: 'status', from: 'confirmed', to: 'cancelled' }]);
    expect(await refunds(booking.id)).toEqual([
      expect.objectContaining({ amount: booking.totalAmount, percent: 100, status: 'pending' }),
    ]);
    expect(await events(booking.id)).toEqual([
      expect.objectContaining({ type: 'booking.cancelled', data: { reason: 'Travel plans changed' } }),
    ]);
  });

  it('a refused change leaves nothing: no history, no refund, no message', async () => {
    const customer = await sc.customer();
    const other = await sc.customer();
    const pandit = await sc.pandit();
    const booking = await sc.booking({ customer, pandit, date: addDays(indiaToday(), 20), paymentStatus: 'paid' });
    const r = await s.gql(`mutation ($id: ID!) { cancelBooking(id: $id) { status } }`, { id: booking.id }, other.token);
    expect(r.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await history(booking.id)).toEqual([]);
    expect(await refunds(booking.id)).toEqual([]);
    expect(await events(booking.id)).toEqual([]);
  });

  it("an admin's status change is in the history and the audit trail, and a reschedule records the slot", async () => {
    const admin = await sc.admin();
    const customer = await sc.customer();
    const pandit = await sc.pandit();
    const date = addDays(indiaToday(), 21);
    const booking = await sc.booking({ customer, pandit, date, status: 'pending' });
    const confirmed = await s.gql(
      `mutation ($id: ID!) { updateBookingStatus(id: $id, status: CONFIRMED) { status } }`,
      { id: booking.id },
      admin.token,
    );
    expect(confirmed.errors).toBeUndefined();
    const audits = await sql(`select action from audit_log where entity_id = ?`, [booking.id]);
    expect(audits.map((a) => a.action)).toEqual(['booking.status']);
    expect(await events(booking.id)).toEqual([expect.objectContaining({ type: 'booking.confirmed' })]);

    const free = await s.gql(`query ($id: ID!, $date: Date!) { bookableSlots(panditId: $id, date: $date) { time available } }`, {
      id: pandit.id,
      date,
    });
    const slot = (free.data?.bookableSlots as Array<{ time: string; available: boolean }>).find((t) => t.available)?.time;
    expect(slot).toBeTruthy();
    const moved = await s.gql(
      `mutation ($id: ID!, $date: Date!, $time: String!) { rescheduleBooking(id: $id, date: $date, time: $time) { status } }`,
      { id: booking.id, date, time: slot },
      customer.token,
    );
    expect(moved.errors).toBeUndefined();
    const rows = await history(booking.id);
    expect(rows[0]).toEqual({ field: 'status', from: 'pending', to: 'confirmed' });
    // The reschedule's two rows share its transaction (and its instant): in either order.
    expect(rows.slice(1)).toHaveLength(2);
    expect(rows.slice(1)).toEqual(
      expect.arrayContaining([
        { field: 'status', from: 'confirmed', to: 'pending' },
        { field: 'slot', from: `${date} 10:00`, to: `${date} ${slot}` },
      ]),
    );
    expect((await events(booking.id)).map((e) => e.type)).toEqual(['booking.confirmed', 'booking.rescheduled']);
  });

  it('removing a pandit cancels his open bookings through the same path: paid ones are refunded in full, each customer is told', async () => {
    const admin = await sc.admin();
    const customer = await sc.customer();
    const pandit = await sc.pandit();
    // Soon after now: by the policy's DECLINED rule, in full whatever the hours left (a customer's own late cancellation gets less).
    const paid = await sc.booking({
      customer,
      pandit,
      date: addDays(indiaToday(), 1),
      time: '18:00',
      status: 'confirmed',
      paymentStatus: 'paid',
    });
    const pending = await sc.booking({ customer, pandit, date: addDays(indiaToday(), 9) });
    const r = await s.gql(`mutation ($id: ID!) { deletePandit(id: $id) }`, { id: pandit.id }, admin.token);
    expect(r.errors).toBeUndefined();
    for (const b of [paid, pending]) {
      expect(await history(b.id)).toEqual([{ field: 'status', from: expect.any(String), to: 'cancelled' }]);
      expect((await events(b.id)).map((e) => e.type)).toEqual(['booking.cancelled']);
    }
    expect(await refunds(paid.id)).toEqual([
      expect.objectContaining({ amount: paid.totalAmount, percent: 100, rule: 'declined' }),
    ]);
    expect(await refunds(pending.id)).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { scenario, type Account, type PanditFixture } from './scenario.js';
import { addDays, indiaToday, weekdayOf } from '../src/modules/booking/booking.rules.js';

/** Issue #14: contact once confirmed, free days, rescheduling, trips, median response time. */
let s: TestServer;
let sc: ReturnType<typeof scenario>;
const sql = (q: string, params: unknown[] = []): Promise<any[]> => s.db.orm.em.getConnection().execute(q, params);
const today = indiaToday();
const far = addDays(today, 10);

const CONTACT = `query($id: ID!, $lang: String) { booking(id: $id) { id status reference
  contact(language: $lang) { name phone whatsappUrl } viewerCan { reschedule } } }`;
const RESCHEDULE = `mutation($id: ID!, $date: Date!, $time: String!) {
  rescheduleBooking(id: $id, date: $date, time: $time) { id date time status viewerCan { reschedule } } }`;
const CREATE = `mutation($input: CreateBookingInput!) { createBooking(input: $input) {
  id date time status travellers contactPhone totalAmount location } }`;

beforeAll(async () => {
  s = await startTestServer({ seed: false });
  sc = scenario(s);
});
afterAll(async () => s?.close());

describe('contact when earned', () => {
  let customer: Account;
  let other: Account;
  let pandit: PanditFixture;
  beforeAll(async () => {
    customer = await sc.customer('Contact Customer');
    other = await sc.customer('Someone Else');
    pandit = await sc.pandit({ name: 'Pt. Contact Shastri' });
  });

  it.each(['pending', 'cancelled'] as const)('a %s booking shows no contact to either party', async (status) => {
    const b = await sc.booking({ customer, pandit, date: far, time: '07:00', status });
    for (const token of [customer.token, pandit.account.token]) {
      const r = await s.gql(CONTACT, { id: b.id }, token);
      expect(r.errors).toBeUndefined();
      expect(r.data.booking.contact).toBeNull();
    }
  });

  it('a confirmed booking: the customer sees the pandit, the pandit the customer, each with a WhatsApp link', async () => {
    const b = await sc.booking({ customer, pandit, date: far, time: '08:00', status: 'confirmed' });
    const asCustomer = await s.gql(CONTACT, { id: b.id, lang: 'hi' }, customer.token);
    const c = asCustomer.data.booking.contact;
    expect(c).toMatchObject({ name: 'Pt. Contact Shastri', phone: '9812345678' });
    expect(c.whatsappUrl).toMatch(/^https:\/\/wa\.me\/919812345678\?text=/);
    const text = decodeURIComponent(c.whatsappUrl.split('?text=')[1]);
    expect(text).toContain(asCustomer.data.booking.reference);
    expect(text).toContain('08:00 IST');
    expect(text).toContain('पूजा');
    expect(text).toContain(far.split('-').reverse().join('/'));

    const asPandit = await s.gql(CONTACT, { id: b.id, lang: 'en' }, pandit.account.token);
    expect(asPandit.data.booking.contact).toMatchObject({ name: 'Contact Customer', phone: '9876543210' });
    expect(decodeURIComponent(asPandit.data.booking.contact.whatsappUrl)).toContain('Namaste, about your booking PC');
  });

  it('anyone else (another user, an admin) gets no contact; the public pandit list never has phones', async () => {
    const b = await sc.booking({ customer, pandit, date: far, time: '09:00', status: 'confirmed' });
    const byOther = await s.gql(CONTACT, { id: b.id }, other.token);
    expect(byOther.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const admin = await sc.admin();
    const byAdmin = await s.gql(CONTACT, { id: b.id }, admin.token);
    expect(byAdmin.data?.booking?.contact ?? null).toBeNull();
    expect(byAdmin.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const list = await s.gql('{ pandits { items { id phone whatsappNumber email } } }');
    expect(list.data.pandits.items.find((p: any) => p.id === pandit.id)).toMatchObject({ phone: null, email: null });
  });
});

describe('freeDays', () => {
  it('agrees with bookableSlots: blocked, closed and full days have no free slots', async () => {
    const blocked = addDays(today, 3);
    const closedDay = addDays(today, 4);
    const full = addDays(today, 5);
    const pandit = await sc.pandit({
      availability: {
        weeklyHours: [
          { weekday: weekdayOf(closedDay), slots: [] },
          { weekday: weekdayOf(full), slots: ['06:00', '07:00'] },
        ],
        blockedDates: [blocked],
      },
    });
    const customer = await sc.customer();
    await sc.booking({ customer, pandit, date: full, time: '06:00', status: 'confirmed' });
    await sc.booking({ customer, pandit, date: full, time: '07:00', status: 'pending' });
    // A cancelled booking frees its slot.
    await sc.booking({ customer, pandit, date: addDays(today, 6), time: '10:00', status: 'cancelled' });
    const from = addDays(today, -1);
    const to = addDays(today, 20);
    const r = await s.gql(
      'query($p: ID!, $f: Date!, $t: Date!) { freeDays(panditId: $p, from: $f, to: $t) { date freeSlots } }',
      { p: pandit.id, f: from, t: to },
    );
    expect(r.errors).toBeUndefined();
    const days = r.data.freeDays as Array<{ date: string; freeSlots: string[] }>;
    expect(days).toHaveLength(22);
    const of = (d: string) => days.find((x) => x.date === d)!.freeSlots;
    expect(of(from)).toEqual([]);
    expect(of(blocked)).toEqual([]);
    expect(of(full)).toEqual([]);
    if (weekdayOf(closedDay) !== weekdayOf(full)) expect(of(closedDay)).toEqual([]);
    expect(of(addDays(today, 6))).toContain('10:00');
    for (const d of [addDays(today, 1), addDays(today, 6), addDays(today, 12), blocked, full]) {
      const slots = await s.gql('query($p: ID!, $d: Date!) { bookableSlots(panditId: $p, date: $d) { time available } }', {
        p: pandit.id,
        d,
      });
      expect(of(d)).toEqual(slots.data.bookableSlots.filter((x: any) => x.available).map((x: any) => x.time));
    }
  });

  it('refuses more than 62 days or an end before the start', async () => {
    const pandit = await sc.pandit();
    const q = 'query($p: ID!, $f: Date!, $t: Date!) { freeDays(panditId: $p, from: $f, to: $t) { date } }';
    const long = await s.gql(q, { p: pandit.id, f: today, t: addDays(today, 62) });
    expect(long.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldKeys: { to: 'availability.rangeInvalid' },
    });
    expect((await s.gql(q, { p: pandit.id, f: today, t: addDays(today, 61) })).data.freeDays).toHaveLength(62);
    const back = await s.gql(q, { p: pandit.id, f: today, t: addDays(today, -1) });
    expect(back.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });
});

describe('reschedule', () => {
  it('moves a confirmed booking to a free slot, back to pending, with both slots in the history', async () => {
    const customer = await sc.customer();
    const pandit = await sc.pandit();
    const b = await sc.booking({ customer, pandit, date: far, time: '10:00', status: 'confirmed' });
    const before = await s.gql(CONTACT, { id: b.id }, customer.token);
    expect(before.data.booking.viewerCan.reschedule).toBe(true);
    const target = addDays(far, 1);
    const r = await s.gql(RESCHEDULE, { id: b.id, date: target, time: '17:00' }, customer.token);
    expect(r.errors).toBeUndefined();
    expect(r.data.rescheduleBooking).toMatchObject({ date: target, time: '17:00', status: 'PENDING' });
    const history = await sql(
      'select field, "from", "to" from booking_status_history where booking_id = ? order by created_at, field',
      [b.id],
    );
    expect(history).toEqual(
      expect.arrayContaining([
        { field: 'slot', from: `${far} 10:00`, to: `${target} 17:00` },
        { field: 'status', from: 'confirmed', to: 'pending' },
      ]),
    );
    // The pandit confirms again.
    const confirmed = await s.gql(
      'mutation($id: ID!) { confirmBooking(id: $id) { status } }',
      { id: b.id },
      pandit.account.token,
    );
    expect(confirmed.data.confirmBooking.status).toBe('CONFIRMED');
  });

  it('has a REST twin: PUT /api/bookings/{id}/reschedule', async () => {
    const customer = await sc.customer();
    const pandit = await sc.pandit();
    const b = await sc.booking({ customer, pandit, date: far, time: '10:00', status: 'confirmed' });
    const r = await s.rest('PUT', `/api/bookings/${b.id}/reschedule`, { date: addDays(far, 2), time: '9:00' }, customer.token);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ date: addDays(far, 2), time: '09:00', status: 'pending' });
    const missing = await s.rest('PUT', `/api/bookings/${b.id}/reschedule`, {}, customer.token);
    expect(missing.status).toBe(400);
  });

  it('refuses a taken, blocked or same slot, the pandit, another user, a booking inside 24 hours and a package', async () => {
    const customer = await sc.customer();
    const blocked = addDays(far, 2);
    const pandit = await sc.pandit({ availability: { blockedDates: [blocked] } });
    const b = await sc.booking({ customer, pandit, date: far, time: '06:00' });
    await sc.booking({ customer: await sc.customer(), pandit, date: far, time: '07:00' });
    const code = async (vars: Record<string, unknown>, token = customer.token) => {
      const r = await s.gql(RESCHEDULE, vars, token);
      return r.errors?.[0]?.extensions?.reason ?? r.errors?.[0]?.extensions?.code;
    };
    expect(await code({ id: b.id, date: far, time: '07:00' })).toBe('BOOKING_SLOT_TAKEN');
    expect(await code({ id: b.id, date: blocked, time: '07:00' })).toBe('BLOCKED');
    expect(await code({ id: b.id, date: far, time: '06:00' })).toBe('VALIDATION_FAILED');
    expect(await code({ id: b.id, date: far, time: '08:00' }, pandit.account.token)).toBe('FORBIDDEN');
    expect(await code({ id: b.id, date: far, time: '08:00' }, (await sc.customer()).token)).toBe('NOT_FOUND');
    const soon = await sc.booking({ customer, pandit, date: addDays(today, 1), time: '06:00' });
    const soonStart = Date.parse(`${addDays(today, 1)}T06:00:00+05:30`);
    if (soonStart - Date.now() < 24 * 3600_000)
      expect(await code({ id: soon.id, date: far, time: '09:00' })).toBe('CANCEL_WINDOW_CLOSED');
    const pkg = await sc.package();
    const trip = await sc.booking({ customer, package: pkg, date: far });
    expect(await code({ id: trip.id, date: far, time: '09:00' })).toBe('NO_PANDIT');
    const cancelled = await sc.booking({ customer, pandit, date: far, time: '11:00', status: 'cancelled' });
    expect(await code({ id: cancelled.id, date: far, time: '16:00' })).toBe('NOT_RESCHEDULABLE');
    // Nothing moved.
    expect((await sql('select time from bookings where id = ?', [b.id]))[0].time).toBe('06:00');
  });
});

describe('trips are not poojas', () => {
  it('a package is booked with a start date, travellers and a contact phone; no hour or address', async () => {
    const customer = await sc.customer();
    const pkg = await sc.package({ price: 12000 });
    const r = await s.gql(
      CREATE,
      { input: { packageId: pkg.id, date: far, travellers: 3, contactPhone: '+91 98111 22233' } },
      customer.token,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.createBooking).toMatchObject({
      date: far,
      time: '00:00',
      travellers: 3,
      contactPhone: '9811122233',
      totalAmount: 36000,
    });
  });

  it('the total follows the travellers for a price per person, and not for a price per group', async () => {
    const customer = await sc.customer();
    const ADD = 'mutation($i: PackageInput!) { createPackage(input: $i) { id pricePerPerson } }';
    const base = { description: 'A trip', destination: 'Haridwar', durationDays: 2, durationNights: 1 };
    const admin = await sc.admin();
    const group = await s.gql(ADD, { i: { ...base, name: 'Group boat', price: 9000, pricePerPerson: false } }, admin.token);
    const person = await s.gql(ADD, { i: { ...base, name: 'Per head', price: 4000 } }, admin.token);
    expect([group.data.createPackage.pricePerPerson, person.data.createPackage.pricePerPerson]).toEqual([false, true]);
    const total = async (packageId: string, date: string) =>
      (await s.gql(CREATE, { input: { packageId, date, travellers: 4, contactPhone: '9811122233' } }, customer.token)).data
        .createBooking.totalAmount;
    expect(await total(group.data.createPackage.id, addDays(far, 7))).toBe(9000);
    expect(await total(person.data.createPackage.id, addDays(far, 8))).toBe(16000);
  });

  it('the contact phone defaults to the account phone; travellers out of range are refused', async () => {
    const customer = await sc.customer();
    const pkg = await sc.package();
    const ok = await s.gql(CREATE, { input: { packageId: pkg.id, date: addDays(far, 3) } }, customer.token);
    expect(ok.data.createBooking).toMatchObject({ travellers: 1, contactPhone: '9876543210' });
    const bad = await s.gql(CREATE, { input: { packageId: pkg.id, date: addDays(far, 4), travellers: 0 } }, customer.token);
    expect(bad.errors?.[0]?.extensions?.fieldKeys).toEqual({ 'input.travellers': 'booking.travellersInvalid' });
    const poojaNoTime = await s.gql(
      CREATE,
      { input: { panditId: (await sc.pandit()).id, date: far, location: 'Home' } },
      customer.token,
    );
    expect(poojaNoTime.errors?.[0]?.extensions?.fieldKeys).toEqual({ 'input.time': 'booking.timeRequired' });
  });

  it('the same trip on the same start date asks for confirmation, then books again', async () => {
    const customer = await sc.customer();
    const pkg = await sc.package();
    const input = { packageId: pkg.id, date: far, travellers: 2, contactPhone: '9811122233' };
    const first = await s.gql(CREATE, { input }, customer.token);
    expect(first.errors).toBeUndefined();
    const again = await s.gql(CREATE, { input }, customer.token);
    expect(again.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      reason: 'DUPLICATE_TRIP',
      bookingId: first.data.createBooking.id,
    });
    // Another customer, or another date, is not a duplicate.
    expect((await s.gql(CREATE, { input }, (await sc.customer()).token)).errors).toBeUndefined();
    expect((await s.gql(CREATE, { input: { ...input, date: addDays(far, 1) } }, customer.token)).errors).toBeUndefined();
    const confirmed = await s.gql(CREATE, { input: { ...input, confirmDuplicate: true } }, customer.token);
    expect(confirmed.errors).toBeUndefined();
    const count = await sql('select count(*)::int as n from bookings where user_id = ? and package_id = ? and date = ?', [
      customer.id,
      pkg.id,
      far,
    ]);
    expect(count[0].n).toBe(2);
  });
});

describe('median response time', () => {
  it('is null below three confirmations, then the median minutes from request to confirmation', async () => {
    const customer = await sc.customer();
    const pandit = await sc.pandit();
    const q = 'query($id: ID!) { pandit(id: $id) { medianResponseMinutes } }';
    const minutes = [10, 30, 240];
    for (const [i, m] of minutes.entries()) {
      const b = await sc.booking({ customer, pandit, date: addDays(far, i), time: '06:00' });
      await sql(`update bookings set created_at = now() - make_interval(mins => ?) where id = ?`, [m, b.id]);
      const r = await s.gql('mutation($id: ID!) { confirmBooking(id: $id) { status } }', { id: b.id }, pandit.account.token);
      expect(r.errors).toBeUndefined();
      const median = (await s.gql(q, { id: pandit.id })).data.pandit.medianResponseMinutes;
      if (i < 2) expect(median).toBeNull();
      else expect(median).toBe(30);
    }
  });
});

describe('declined requests leave Upcoming', () => {
  it('excludeCancelled drops cancelled and declined bookings', async () => {
    const customer = await sc.customer();
    const pandit = await sc.pandit();
    const keep = await sc.booking({ customer, pandit, date: far, time: '06:00' });
    // "Only this pandit": the decline cancels it (else another pandit of the test is offered it: guarantee.int).
    const declined = await sc.booking({ customer, pandit, date: far, time: '07:00', onlyThisPandit: true });
    const d = await s.gql(
      'mutation($id: ID!) { declineBooking(id: $id, reason: "Travelling that week") { status } }',
      { id: declined.id },
      pandit.account.token,
    );
    expect(d.errors).toBeUndefined();
    const r = await s.gql(
      '{ bookings(filter: { scope: CEREMONIES, when: UPCOMING, excludeCancelled: true }) { items { id } } }',
      {},
      pandit.account.token,
    );
    expect(r.data.bookings.items.map((b: any) => b.id)).toEqual([keep.id]);
  });

  it('a cancelled or declined future booking is listed under Past, not Upcoming (customer and pandit)', async () => {
    const customer = await sc.customer();
    const pandit = await sc.pandit();
    const keep = await sc.booking({ customer, pandit, date: far, time: '08:00' });
    const cancelled = await sc.booking({ customer, pandit, date: far, time: '09:00', status: 'cancelled' });
    const list = async (scope: string, when: string, token: string) =>
      (
        await s.gql(`{ bookings(filter: { scope: ${scope}, when: ${when} }) { items { id } } }`, {}, token)
      ).data.bookings.items.map((b: any) => b.id);
    expect(await list('MINE', 'UPCOMING', customer.token)).toEqual([keep.id]);
    expect(await list('MINE', 'PAST', customer.token)).toEqual([cancelled.id]);
    expect(await list('CEREMONIES', 'UPCOMING', pandit.account.token)).toEqual([keep.id]);
    expect(await list('CEREMONIES', 'PAST', pandit.account.token)).toEqual([cancelled.id]);
  });
});

describe("the console's top pandits", () => {
  it('ranks by the Bayesian rating (a 4.8 from four reviews above a 5.0 from one) and leaves out the unreviewed', async () => {
    const admin = await sc.admin();
    const rated = async (name: string, rating: number, reviewCount: number) => {
      const p = await sc.pandit({ name });
      await s.db.orm.em
        .getConnection()
        .execute('update pandits set rating = ?, review_count = ? where id = ?', [rating, reviewCount, p.id]);
      return p.id;
    };
    const one = await rated('Pt. One Review', 5, 1);
    const four = await rated('Pt. Four Reviews', 4.8, 4);
    const none = await rated('Pt. No Reviews', 0, 0);
    const answer = await s.gql('{ adminDashboard { topPandits { id rating reviewCount } } }', {}, admin.token);
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    const top = answer.data.adminDashboard.topPandits as Array<{ id: string; reviewCount: number }>;
    const ids = top.map((p) => p.id);
    expect(ids.indexOf(four)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(four)).toBeLessThan(ids.includes(one) ? ids.indexOf(one) : Infinity);
    expect(ids).not.toContain(none);
    expect(top.every((p) => p.reviewCount > 0)).toBe(true);
  });
});

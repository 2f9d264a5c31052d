import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { scenario, type PackageFixture, type PanditFixture } from './scenario.js';
import { TIME_SLOTS, addDays, indiaToday, startInstant, weekdayOf } from '../src/modules/booking/booking.rules.js';
import { at } from '../src/indexed.js';

let s: TestServer;
// Raw rows from the test database, to check what the API stored (typed loosely: each test knows its columns).
const sql = (q: string, params: unknown[] = []): Promise<any[]> => s.db.orm.em.getConnection().execute(q, params);

/** The demo pandit's Sunday hours, kept as an example of weekly hours. */
const SUNDAY_SLOTS = ['06:00', '07:00', '08:00', '09:00', '16:00', '17:00'];

let sc: ReturnType<typeof scenario>;
let adminToken: string;
/** Sunday hours only; other weekdays open. */
let hoursPandit: PanditFixture;
/** Offers virtual poojas, with virtual prices. */
let virtualPandit: PanditFixture;
/** In person only. */
let physicalPandit: PanditFixture;
/** A second virtual pandit, whose account acts in the pandit's tests. */
let otherPandit: PanditFixture;
let otherPanditToken: string;
/** An application still pending: not bookable. */
let hiddenPanditId: string;
let pkg: PackageFixture;
let physicalPkg: PackageFixture;

const today = indiaToday();
let dayOffset = 2;
/** A future date more than 24 hours ahead, different for each call. */
const freshDate = () => addDays(today, dayOffset++);
/** The next fresh date that falls on a weekday. */
function freshDateOn(weekday: number): string {
  let d = freshDate();
  while (weekdayOf(d) !== weekday) d = freshDate();
  return d;
}

const BOOK = `mutation($input: CreateBookingInput!) { createBooking(input: $input) {
  id date time location notes tier isVirtual totalAmount status paymentStatus meetingLink
  user { id name } pandit { id name } package { id name } } }`;
const SLOTS = 'query($p: ID!, $d: Date!) { bookableSlots(panditId: $p, date: $d) { time available reason } }';

beforeAll(async () => {
  s = await startTestServer({ seed: false });
  sc = scenario(s);
  adminToken = (await sc.admin()).token;
  hoursPandit = await sc.pandit({ availability: { weeklyHours: [{ weekday: 0, slots: SUNDAY_SLOTS }] } });
  virtualPandit = await sc.pandit({ virtual: true });
  physicalPandit = await sc.pandit();
  otherPandit = await sc.pandit({ virtual: true, pricing: { basic: 1500, premium: 2500, deluxe: 4500 } });
  otherPanditToken = otherPandit.account.token;
  hiddenPanditId = (await sc.pandit({ status: 'pending' })).id;
  pkg = await sc.package({ virtualAvailable: true, price: 21000 });
  physicalPkg = await sc.package({ virtualAvailable: false, price: 11000 });
});
afterAll(async () => s?.close());

async function book(token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await fetch(`${s.url}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

describe('bookable slots', () => {
  it('a pandit with no availability set offers every slot of a future day, to visitors too', async () => {
    const r = await s.gql(SLOTS, { p: physicalPandit.id, d: freshDate() });
    expect(r.errors).toBeUndefined();
    expect(r.data.bookableSlots.map((x: any) => x.time)).toEqual([...TIME_SLOTS]);
    expect(r.data.bookableSlots.every((x: any) => x.available && x.reason === null)).toBe(true);
  });

  it("honours a pandit's Sunday hours and leaves other weekdays open", async () => {
    const sunday = await s.gql(SLOTS, { p: hoursPandit.id, d: freshDateOn(0) });
    expect(sunday.data.bookableSlots.filter((x: any) => x.available).map((x: any) => x.time)).toEqual(SUNDAY_SLOTS);
    expect(sunday.data.bookableSlots.find((x: any) => x.time === '10:00').reason).toBe('OUTSIDE_HOURS');
    const monday = await s.gql(SLOTS, { p: hoursPandit.id, d: freshDateOn(1) });
    expect(monday.data.bookableSlots.every((x: any) => x.available)).toBe(true);
  });

  it('marks past dates and the hours of today already begun (India time) as PAST', async () => {
    const past = await s.gql(SLOTS, { p: physicalPandit.id, d: addDays(today, -1) });
    expect(past.data.bookableSlots.every((x: any) => !x.available && x.reason === 'PAST')).toBe(true);
    const now = Date.now();
    const todays = await s.gql(SLOTS, { p: physicalPandit.id, d: today });
    for (const slot of todays.data.bookableSlots) {
      const begun = startInstant(today, slot.time).getTime() <= now;
      if (begun) expect(slot.reason).toBe('PAST');
      else expect(slot.reason === null || slot.reason === 'BOOKED').toBe(true);
    }
  });

  it('a booked slot is no longer offered, and is again once cancelled', async () => {
    const date = freshDate();
    const user = await s.newUser();
    const created = await book(user.token, { pandit: physicalPandit.id, date, time: '08:00', location: 'Lanka, Varanasi' });
    expect(created.status).toBe(201);
    let r = await s.gql(SLOTS, { p: physicalPandit.id, d: date });
    expect(r.data.bookableSlots.find((x: any) => x.time === '08:00')).toEqual({
      time: '08:00',
      available: false,
      reason: 'BOOKED',
    });
    expect(r.data.bookableSlots.filter((x: any) => !x.available)).toHaveLength(1);
    const cancelled = await s.rest('PUT', `/api/bookings/${created.body.data.id}/cancel`, {}, user.token);
    expect(cancelled.status).toBe(200);
    r = await s.gql(SLOTS, { p: physicalPandit.id, d: date });
    expect(r.data.bookableSlots.find((x: any) => x.time === '08:00').available).toBe(true);
  });

  it('answers NOT_FOUND for an unknown, malformed or unapproved pandit', async () => {
    for (const p of ['00000000-0000-4000-8000-000000000000', 'nope', hiddenPanditId]) {
      const r = await s.gql(SLOTS, { p, d: freshDate() });
      expect(r.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
  });
});

describe('creating a booking (POST /api/bookings)', () => {
  it('creates a pending physical booking at the server price, whatever amount the client sends', async () => {
    const user = await s.newUser();
    const date = freshDate();
    const r = await book(user.token, {
      pandit: { _id: physicalPandit.id, name: 'ignored' },
      date,
      time: '09:00',
      location: 'Sigra, Varanasi',
      totalAmount: 1,
      serviceType: 'premium',
      isVirtual: false,
      notes: 'Griha pravesh for our new home',
    });
    expect(r.status).toBe(201);
    expect(r.body.success).toBe(true);
    expect(r.body.data).toMatchObject({
      date,
      time: '09:00',
      location: 'Sigra, Varanasi',
      notes: 'Griha pravesh for our new home',
      tier: 'premium',
      serviceType: 'premium',
      isVirtual: false,
      totalAmount: physicalPandit.pricing.premium,
      status: 'pending',
      paymentStatus: 'pending',
      meetingLink: null,
      userId: user.id,
      panditId: physicalPandit.id,
      packageId: null,
    });
    expect(r.body.data._id).toBe(r.body.data.id);
    const [row] = await sql('select total_amount, tier from bookings where id = ?', [r.body.data.id]);
    expect(row).toEqual({ total_amount: physicalPandit.pricing.premium, tier: 'premium' });
  });

  it('a virtual booking costs the virtual tier price and gets its own unguessable meeting link', async () => {
    const user = await s.newUser();
    const date = freshDate();
    const a = await book(user.token, {
      pandit: virtualPandit.id,
      date,
      time: '06:00',
      isVirtual: true,
      serviceType: 'basic',
      totalAmount: 99999,
    });
    const b = await book(user.token, { pandit: virtualPandit.id, date, time: '07:00', isVirtual: true, serviceType: 'deluxe' });
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(a.body.data.totalAmount).toBe(virtualPandit.pricing.virtualBasic);
    expect(b.body.data.totalAmount).toBe(virtualPandit.pricing.virtualDeluxe);
    expect(a.body.data.tier).toBe('basic');
    expect(b.body.data.tier).toBe('deluxe');
    expect(a.body.data.meetingLink).toMatch(/^https:\/\/meet\.jit\.si\/PanditConnect-[A-Za-z0-9_-]{22}$/);
    expect(b.body.data.meetingLink).toMatch(/^https:\/\/meet\.jit\.si\/PanditConnect-[A-Za-z0-9_-]{22}$/);
    expect(a.body.data.meetingLink).not.toBe(b.body.data.meetingLink);
  });

  it('books a package at the package price', async () => {
    const user = await s.newUser();
    const r = await book(user.token, {
      package: pkg.id,
      date: freshDate(),
      time: '16:00',
      location: 'Haridwar',
      totalAmount: 5,
      serviceType: 'deluxe',
    });
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ packageId: pkg.id, panditId: null, totalAmount: pkg.price, tier: 'basic' });
    const v = await book(user.token, { package: pkg.id, date: freshDate(), time: '16:00', isVirtual: true });
    expect(v.status).toBe(201);
    expect(v.body.data.meetingLink).toMatch(/^https:\/\/meet\.jit\.si\//);
  });

  it('works through GraphQL too, with the tier enum', async () => {
    const user = await s.newUser();
    const r = await s.gql(
      BOOK,
      { input: { panditId: virtualPandit.id, date: freshDate(), time: '18:00', tier: 'PREMIUM', isVirtual: true } },
      user.token,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.createBooking).toMatchObject({
      tier: 'PREMIUM',
      status: 'PENDING',
      paymentStatus: 'PENDING',
      isVirtual: true,
      totalAmount: virtualPandit.pricing.virtualPremium,
      user: { id: user.id },
      pandit: { id: virtualPandit.id },
      package: null,
    });
  });

  it.each([
    [
      'a missing location for a physical booking',
      () => ({ pandit: physicalPandit.id, date: freshDate(), time: '09:00' }),
      'input.location',
    ],
    [
      'a blank location',
      () => ({ pandit: physicalPandit.id, date: freshDate(), time: '09:00', location: '   ' }),
      'input.location',
    ],
    [
      'a date before today (India)',
      () => ({ pandit: physicalPandit.id, date: addDays(today, -1), time: '09:00', location: 'Varanasi' }),
      'input.date',
    ],
    [
      'a date more than a year ahead',
      () => ({ pandit: physicalPandit.id, date: addDays(today, 400), time: '09:00', location: 'Varanasi' }),
      'input.date',
    ],
    [
      'a time outside the slots',
      () => ({ pandit: physicalPandit.id, date: freshDate(), time: '12:00', location: 'Varanasi' }),
      'input.time',
    ],
    [
      'a half-hour time',
      () => ({ pandit: physicalPandit.id, date: freshDate(), time: '06:30', location: 'Varanasi' }),
      'input.time',
    ],
    ['no time', () => ({ pandit: physicalPandit.id, date: freshDate(), location: 'Varanasi' }), 'input.time'],
    [
      'virtual with a pandit who offers no virtual pooja',
      () => ({ pandit: physicalPandit.id, date: freshDate(), time: '09:00', isVirtual: true }),
      'input.isVirtual',
    ],
    [
      'virtual for a package not offered virtually',
      () => ({ package: physicalPkg.id, date: freshDate(), time: '09:00', isVirtual: true }),
      'input.isVirtual',
    ],
    [
      'both a pandit and a package',
      () => ({ pandit: physicalPandit.id, package: pkg.id, date: freshDate(), time: '09:00', location: 'Varanasi' }),
      'input.packageId',
    ],
    ['neither a pandit nor a package', () => ({ date: freshDate(), time: '09:00', location: 'Varanasi' }), 'input.panditId'],
    [
      'a time outside the weekly hours',
      () => ({ pandit: hoursPandit.id, date: freshDateOn(0), time: '10:00', location: 'Varanasi' }),
      'input.time',
    ],
  ])('rejects %s with 400 VALIDATION_FAILED', async (_name, body, field) => {
    const user = await s.newUser();
    const r = await book(user.token, body());
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(r.body.fields).toHaveProperty([field]);
  });

  it('rejects malformed dates and unknown tiers with 400', async () => {
    const user = await s.newUser();
    for (const date of ['2026-02-30', 'tomorrow', '']) {
      const r = await book(user.token, { pandit: physicalPandit.id, date, time: '09:00', location: 'Varanasi' });
      expect(r.status, date).toBe(400);
      expect(r.body.code).toBe('VALIDATION_FAILED');
    }
    const r = await book(user.token, {
      pandit: physicalPandit.id,
      date: freshDate(),
      time: '09:00',
      location: 'Varanasi',
      serviceType: 'platinum',
    });
    expect(r.status).toBe(400);
    expect(r.body.fields).toHaveProperty(['body.serviceType']);
  });

  it('rejects a slot of today that has already begun (India time)', async (ctx) => {
    const begun = TIME_SLOTS.filter((t) => startInstant(today, t).getTime() <= Date.now());
    // Before 06:00 in India nothing of today has begun: reported as skipped, not as passed.
    if (!begun.length) return ctx.skip();
    const user = await s.newUser();
    const r = await book(user.token, { pandit: physicalPandit.id, date: today, time: begun.at(-1), location: 'Varanasi' });
    expect(r.status).toBe(400);
    expect(r.body.fields).toHaveProperty(['input.time']);
  });

  it('an ISO instant is read as its India date', async () => {
    const user = await s.newUser();
    const date = freshDate();
    // Midnight in India is 18:30 UTC the day before.
    const iso = new Date(startInstant(date, '06:00').getTime() - 6 * 3600_000).toISOString();
    const r = await book(user.token, { pandit: physicalPandit.id, date: iso, time: '10:00', location: 'Varanasi' });
    expect(r.status).toBe(201);
    expect(r.body.data.date).toBe(date);
  });

  it('rejects a blocked date, an unknown pandit and an unapproved pandit', async () => {
    const user = await s.newUser();
    const unknown = await book(user.token, {
      pandit: '00000000-0000-4000-8000-000000000000',
      date: freshDate(),
      time: '09:00',
      location: 'x',
    });
    expect(unknown.status).toBe(404);
    const hidden = await book(user.token, { pandit: hiddenPanditId, date: freshDate(), time: '09:00', location: 'x' });
    expect(hidden.status).toBe(404);
    const pkgMissing = await book(user.token, {
      package: '00000000-0000-4000-8000-000000000000',
      date: freshDate(),
      time: '09:00',
      location: 'x',
    });
    expect(pkgMissing.status).toBe(404);
  });

  it('needs a login: a visitor gets 401', async () => {
    const r = await s.rest('POST', '/api/bookings', {
      pandit: physicalPandit.id,
      date: freshDate(),
      time: '09:00',
      location: 'Varanasi',
    });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe('UNAUTHENTICATED');
    const g = await s.gql(BOOK, {
      input: { panditId: physicalPandit.id, date: freshDate(), time: '09:00', location: 'Varanasi' },
    });
    expect(g.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('a pandit cannot book themself, but may book another pandit', async () => {
    const token = hoursPandit.account.token;
    const self = await book(token, { pandit: hoursPandit.id, date: freshDateOn(1), time: '09:00', location: 'Varanasi' });
    expect(self.status).toBe(403);
    expect(self.body.code).toBe('FORBIDDEN');
    const other = await book(token, { pandit: physicalPandit.id, date: freshDate(), time: '09:00', location: 'Varanasi' });
    expect(other.status).toBe(201);
  });
});

describe('no double booking', () => {
  it('a second booking of the same slot gets 409 BOOKING_SLOT_TAKEN with a clear message', async () => {
    const [a, b] = [await s.newUser(), await s.newUser()];
    const date = freshDate();
    const first = await book(a.token, { pandit: physicalPandit.id, date, time: '17:00', location: 'Varanasi' });
    expect(first.status).toBe(201);
    const second = await book(b.token, { pandit: physicalPandit.id, date, time: '17:00', location: 'Varanasi' });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({
      success: false,
      code: 'BOOKING_SLOT_TAKEN',
      message: 'This time slot has just been booked. Please choose another.',
    });
    // Another slot of that day, or another pandit at that time, is fine.
    expect((await book(b.token, { pandit: physicalPandit.id, date, time: '18:00', location: 'Varanasi' })).status).toBe(201);
    expect((await book(b.token, { pandit: otherPandit.id, date, time: '17:00', location: 'Varanasi' })).status).toBe(201);
  });

  it('50 clients racing for one slot over HTTP: exactly one wins, 49 get BOOKING_SLOT_TAKEN', async () => {
    const users = await Promise.all(Array.from({ length: 50 }, (_, i) => s.newUser(`Racer ${i}`)));
    const date = freshDate();
    const started = performance.now();
    const results = await Promise.all(
      users.map((u) => book(u.token, { pandit: virtualPandit.id, date, time: '11:00', isVirtual: true, serviceType: 'basic' })),
    );
    const ms = performance.now() - started;
    const winners = results.filter((r) => r.status === 201);
    const losers = results.filter((r) => r.status === 409 && r.body.code === 'BOOKING_SLOT_TAKEN');
    console.log(
      `[race] ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}: attempts=${results.length} winners=${winners.length} slot-taken=${losers.length} time=${ms.toFixed(0)} ms`,
    );
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(49);
    const [{ n }] = await sql(
      "select count(*)::int as n from bookings where pandit_id = ? and date = ? and time = '11:00' and status <> 'cancelled'",
      [virtualPandit.id, date],
    );
    expect(n).toBe(1);
  });
});

describe('idempotent retry', () => {
  it('the same Idempotency-Key returns the first booking instead of creating a second', async () => {
    const user = await s.newUser();
    const body = { pandit: otherPandit.id, date: freshDate(), time: '07:00', location: 'Varanasi' };
    const first = await book(user.token, body, { 'Idempotency-Key': 'retry-key-1' });
    const again = await book(user.token, body, { 'Idempotency-Key': 'retry-key-1' });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.data.id).toBe(first.body.data.id);
    // The key in the body works the same way.
    const third = await book(user.token, { ...body, idempotencyKey: 'retry-key-1' });
    expect(third.body.data.id).toBe(first.body.data.id);
    const [{ n }] = await sql('select count(*)::int as n from bookings where user_id = ?', [user.id]);
    expect(n).toBe(1);
  });

  it('concurrent retries with one key create one booking', async () => {
    const user = await s.newUser();
    const body = {
      pandit: otherPandit.id,
      date: freshDate(),
      time: '08:00',
      location: 'Varanasi',
      idempotencyKey: 'double-click',
    };
    const results = await Promise.all(Array.from({ length: 8 }, () => book(user.token, body)));
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect(new Set(results.map((r) => r.body.data.id)).size).toBe(1);
    const [{ n }] = await sql('select count(*)::int as n from bookings where user_id = ?', [user.id]);
    expect(n).toBe(1);
  });

  it('a key is per user: another user with the same key books their own slot', async () => {
    const [a, b] = [await s.newUser(), await s.newUser()];
    const date = freshDate();
    const ra = await book(a.token, { pandit: otherPandit.id, date, time: '09:00', location: 'V', idempotencyKey: 'same' });
    const rb = await book(b.token, { pandit: otherPandit.id, date, time: '10:00', location: 'V', idempotencyKey: 'same' });
    expect(ra.status).toBe(201);
    expect(rb.status).toBe(201);
    expect(rb.body.data.id).not.toBe(ra.body.data.id);
  });
});

describe('reading bookings and ownership', () => {
  let owner: Awaited<ReturnType<TestServer['newUser']>>;
  let bookingId: string;
  beforeAll(async () => {
    owner = await s.newUser('Owner Devotee');
    const r = await book(owner.token, {
      pandit: otherPandit.id,
      date: freshDate(),
      time: '19:00',
      isVirtual: false,
      location: 'Owner home',
    });
    bookingId = r.body.data.id;
    await book(owner.token, { pandit: physicalPandit.id, date: freshDate(), time: '19:00', location: 'Owner home' });
  });

  it('GET /api/bookings: a user gets their own, newest first', async () => {
    const r = await s.rest('GET', '/api/bookings', undefined, owner.token);
    expect(r.status).toBe(200);
    expect(r.body.data.bookings).toHaveLength(2);
    expect(r.body.data.bookings.every((b: any) => b.userId === owner.id)).toBe(true);
    const created = r.body.data.bookings.map((b: any) => b.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    // Another customer's list holds theirs only.
    const other = await sc.customer();
    const past = await sc.booking({ customer: other, pandit: physicalPandit, date: addDays(today, -30), status: 'completed' });
    const theirs = await s.rest('GET', '/api/bookings', undefined, other.token);
    expect(theirs.body.data.bookings.map((b: any) => b.id)).toEqual([past.id]);
  });

  it('GET /api/bookings: a pandit gets their ceremonies; an admin everything; status, page and limit work', async () => {
    const p = await s.rest('GET', '/api/bookings', undefined, otherPanditToken);
    expect(p.status).toBe(200);
    expect(p.body.data.bookings.some((b: any) => b.id === bookingId)).toBe(true);
    expect(p.body.data.bookings.every((b: any) => b.panditId === otherPandit.id)).toBe(true);
    const admin = adminToken;
    const all = await s.rest('GET', '/api/bookings?limit=5&page=2', undefined, admin);
    const [{ n }] = await sql('select count(*)::int as n from bookings');
    expect(all.body.data.pagination).toMatchObject({ page: 2, limit: 5, totalCount: n });
    expect(all.body.data.bookings).toHaveLength(5);
    const pending = await s.rest('GET', '/api/bookings?status=pending&limit=100', undefined, admin);
    const [{ n: np }] = await sql("select count(*)::int as n from bookings where status = 'pending'");
    expect(pending.body.data.pagination.totalCount).toBe(np);
    expect(np).toBeGreaterThan(0);
    expect(pending.body.data.bookings.every((b: any) => b.status === 'pending')).toBe(true);
    const everything = await s.rest('GET', '/api/bookings?status=all', undefined, admin);
    expect(everything.body.data.pagination.totalCount).toBe(n);
    const bad = await s.rest('GET', '/api/bookings?status=lost', undefined, admin);
    expect(bad.status).toBe(400);
  });

  it('a page of bookings costs a fixed number of SQL statements whatever its size', async () => {
    // Sixty past ceremonies of three customers with three pandits or a package, some of them reviewed.
    const customers = [await sc.customer(), await sc.customer(), await sc.customer()];
    const pandits = [physicalPandit, otherPandit, virtualPandit];
    for (let i = 0; i < 60; i++) {
      const customer = at(customers, i % 3);
      const date = addDays(today, -100 - i);
      if (i % 5 === 0) await sc.booking({ customer, package: pkg, date });
      else {
        const b = await sc.booking({ customer, pandit: pandits[i % 3], date, status: 'completed' });
        if (i % 7 === 1) await sc.review(customer, b, 4);
      }
    }
    const large = await fetch(`${s.url}/api/bookings?limit=100`, { headers: { authorization: `Bearer ${adminToken}` } });
    const body = await large.json();
    expect(body.data.bookings.length).toBeGreaterThanOrEqual(60);
    expect(body.data.bookings.some((b: any) => b.package) && body.data.bookings.some((b: any) => b.review)).toBe(true);
    // Viewer, page, count, then one batched statement each for customers, pandits, packages and reviews.
    expect(Number(large.headers.get('x-sql-statements'))).toBeLessThanOrEqual(8);
  });

  it('another user can never read, cancel or change the booking: NOT_FOUND as if it did not exist', async () => {
    const intruder = await s.newUser('Intruder');
    for (const [method, path, body] of [
      ['GET', `/api/bookings/${bookingId}`, undefined],
      ['PUT', `/api/bookings/${bookingId}/cancel`, {}],
    ] as const) {
      const r = await s.rest(method, path, body, intruder.token);
      expect(r.status, path).toBe(404);
      expect(r.body.code).toBe('NOT_FOUND');
    }
    const g = await s.gql('query($id: ID!) { booking(id: $id) { id meetingLink } }', { id: bookingId }, intruder.token);
    expect(g.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const missing = await s.rest('GET', '/api/bookings/00000000-0000-4000-8000-000000000000', undefined, intruder.token);
    expect(missing.body).toEqual(r404(missing.body));
    const list = await s.rest('GET', '/api/bookings', undefined, intruder.token);
    expect(list.body.data.bookings).toEqual([]);
    // Admin-only changes are refused outright for users.
    expect((await s.rest('PUT', `/api/bookings/${bookingId}/status`, { status: 'cancelled' }, intruder.token)).status).toBe(403);
    expect((await s.rest('PUT', `/api/bookings/${bookingId}/payment`, { paymentStatus: 'paid' }, intruder.token)).status).toBe(
      403,
    );
    const [{ status }] = await sql('select status from bookings where id = ?', [bookingId]);
    expect(status).toBe('pending');
  });

  it('another pandit cannot see, confirm or decline it, and lists only their own ceremonies', async () => {
    const demo = hoursPandit.account.token;
    const own = await sc.booking({ customer: owner, pandit: hoursPandit, date: freshDateOn(1), time: '09:00' });
    expect((await s.rest('GET', `/api/bookings/${bookingId}`, undefined, demo)).status).toBe(404);
    const c = await s.gql('mutation($id: ID!) { confirmBooking(id: $id) { id } }', { id: bookingId }, demo);
    expect(c.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const d = await s.gql(
      'mutation($id: ID!) { declineBooking(id: $id, reason: "Busy that day") { id } }',
      { id: bookingId },
      demo,
    );
    expect(d.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const list = await s.rest('GET', '/api/bookings?limit=100', undefined, demo);
    expect(list.body.data.bookings.map((b: any) => b.id)).toEqual([own.id]);
  });

  it('a visitor gets 401 everywhere', async () => {
    expect((await s.rest('GET', '/api/bookings')).status).toBe(401);
    expect((await s.rest('GET', `/api/bookings/${bookingId}`)).status).toBe(401);
    expect((await s.rest('PUT', `/api/bookings/${bookingId}/cancel`, {})).status).toBe(401);
    expect((await s.rest('PUT', `/api/bookings/${bookingId}/status`, { status: 'cancelled' })).status).toBe(401);
    const g = await s.gql('query { bookings { items { id } } }');
    expect(g.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('the meeting link is shown to the customer, the pandit and admins', async () => {
    const customer = await s.newUser();
    const virtual = await book(customer.token, { pandit: otherPandit.id, date: freshDate(), time: '11:00', isVirtual: true });
    const id = virtual.body.data.id;
    const link = virtual.body.data.meetingLink;
    expect(link).toMatch(/^https:\/\//);
    const q = 'query($id: ID!) { booking(id: $id) { meetingLink } }';
    expect((await s.gql(q, { id }, customer.token)).data.booking.meetingLink).toBe(link);
    expect((await s.gql(q, { id }, adminToken)).data.booking.meetingLink).toBe(link);
    expect((await s.gql(q, { id }, otherPanditToken)).data.booking.meetingLink).toBe(link);
    const stranger = await s.newUser();
    const denied = await s.gql(q, { id }, stranger.token);
    expect(denied.data?.booking ?? null).toBeNull();
    expect(JSON.stringify(denied)).not.toContain(link);
  });
});

describe('cancelling (customer)', () => {
  it('a customer cancels their pending booking more than 24 hours ahead', async () => {
    const user = await s.newUser();
    const r = await book(user.token, { pandit: physicalPandit.id, date: freshDate(), time: '06:00', location: 'V' });
    const c = await s.gql(
      'mutation($id: ID!) { cancelBooking(id: $id, reason: "Change of plans") { status cancellationReason } }',
      { id: r.body.data.id },
      user.token,
    );
    expect(c.errors).toBeUndefined();
    expect(c.data.cancelBooking).toEqual({ status: 'CANCELLED', cancellationReason: 'Change of plans' });
    const again = await s.rest('PUT', `/api/bookings/${r.body.data.id}/cancel`, {}, user.token);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'CONFLICT', reason: 'NOT_CANCELLABLE' });
  });

  it('within 24 hours of the start it refuses, with the reason', async () => {
    const user = await s.newUser();
    // Today 19:00 India time: less than 24 hours ahead (or already past).
    const soon = await sc.booking({ customer: user, pandit: physicalPandit, date: today, time: '19:00', status: 'confirmed' });
    const c = await s.rest('PUT', `/api/bookings/${soon.id}/cancel`, {}, user.token);
    expect(c.status).toBe(409);
    expect(c.body).toMatchObject({ code: 'CONFLICT', reason: 'CANCEL_WINDOW_CLOSED' });
    expect(c.body.message).toMatch(/24 hours/);
  });

  it("a pandit cannot cancel a customer's booking (they decline instead)", async () => {
    const user = await s.newUser();
    const r = await book(user.token, { pandit: otherPandit.id, date: freshDate(), time: '06:00', location: 'V' });
    const c = await s.rest('PUT', `/api/bookings/${r.body.data.id}/cancel`, {}, otherPanditToken);
    expect(c.status).toBe(403);
  });
});

describe('pandit answers a request', () => {
  it('confirms a pending request on their own profile', async () => {
    const user = await s.newUser();
    const r = await book(user.token, { pandit: otherPandit.id, date: freshDate(), time: '16:00', location: 'V' });
    const c = await s.rest('PUT', `/api/bookings/${r.body.data.id}/confirm`, {}, otherPanditToken);
    expect(c.status).toBe(200);
    expect(c.body.data.status).toBe('confirmed');
    const twice = await s.rest('PUT', `/api/bookings/${r.body.data.id}/confirm`, {}, otherPanditToken);
    expect(twice.status).toBe(409);
    // The customer sees it confirmed.
    const mine = await s.rest('GET', `/api/bookings/${r.body.data.id}`, undefined, user.token);
    expect(mine.body.data.status).toBe('confirmed');
  });

  it('declines with a reason of at least 5 characters, which the customer sees; the slot opens again', async () => {
    const user = await s.newUser();
    const date = freshDate();
    const r = await book(user.token, { pandit: otherPandit.id, date, time: '17:00', location: 'V' });
    const short = await s.rest('PUT', `/api/bookings/${r.body.data.id}/decline`, { reason: 'no' }, otherPanditToken);
    expect(short.status).toBe(400);
    expect(short.body.fields).toHaveProperty('reason');
    const d = await s.rest(
      'PUT',
      `/api/bookings/${r.body.data.id}/decline`,
      { reason: 'Travelling to Prayagraj that week' },
      otherPanditToken,
    );
    expect(d.status).toBe(200);
    expect(d.body.data).toMatchObject({ status: 'cancelled', cancellationReason: 'Travelling to Prayagraj that week' });
    const mine = await s.rest('GET', '/api/bookings', undefined, user.token);
    expect(mine.body.data.bookings[0]).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'Travelling to Prayagraj that week',
    });
    const other = await s.newUser();
    expect((await book(other.token, { pandit: otherPandit.id, date, time: '17:00', location: 'V' })).status).toBe(201);
  });

  it('a user cannot confirm (role), and a pandit cannot confirm a past request', async () => {
    const user = await s.newUser();
    const r = await book(user.token, { pandit: otherPandit.id, date: freshDate(), time: '18:00', location: 'V' });
    expect((await s.rest('PUT', `/api/bookings/${r.body.data.id}/confirm`, {}, user.token)).status).toBe(403);
    const past = await sc.booking({ customer: user, pandit: otherPandit, date: addDays(today, -2), time: '18:00' });
    const late = await s.rest('PUT', `/api/bookings/${past.id}/confirm`, {}, otherPanditToken);
    expect(late.status).toBe(409);
  });

  it('marks a confirmed ceremony completed once it has started', async () => {
    const user = await s.newUser();
    const r = await book(user.token, { pandit: otherPandit.id, date: freshDate(), time: '19:00', location: 'V' });
    const id = r.body.data.id;
    await s.rest('PUT', `/api/bookings/${id}/confirm`, {}, otherPanditToken);
    const early = await s.gql('mutation($id: ID!) { completeBooking(id: $id) { status } }', { id }, otherPanditToken);
    expect(early.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const started = await sc.booking({
      customer: user,
      pandit: otherPandit,
      date: addDays(today, -1),
      time: '19:00',
      status: 'confirmed',
    });
    // Without proof it is refused; with a photo taken at the ceremony it is completed.
    const bare = await s.gql('mutation($id: ID!) { completeBooking(id: $id) { status } }', { id: started.id }, otherPanditToken);
    expect(bare.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', reason: 'PROOF_REQUIRED' });
    const done = await sc.completeWithProof(started.id, otherPanditToken, startInstant(addDays(today, -1), '19:20'));
    expect(done.data.r.status).toBe('completed');
  });
});

describe('admin status and payment', () => {
  it('sets any status from any status and any payment status, over REST and GraphQL', async () => {
    const admin = adminToken;
    const user = await s.newUser();
    const r = await book(user.token, { pandit: physicalPandit.id, date: freshDate(), time: '07:00', location: 'V' });
    const id = r.body.data.id;
    for (const status of ['completed', 'pending', 'cancelled', 'confirmed', 'pending']) {
      const u = await s.rest('PUT', `/api/bookings/${id}/status`, { status }, admin);
      expect(u.status, status).toBe(200);
      expect(u.body.data.status).toBe(status);
    }
    for (const paymentStatus of ['paid', 'refunded', 'pending', 'paid']) {
      const u = await s.rest('PUT', `/api/bookings/${id}/payment`, { paymentStatus }, admin);
      expect(u.status).toBe(200);
      expect(u.body.data.paymentStatus).toBe(paymentStatus);
    }
    const g = await s.gql(
      'mutation($id: ID!) { updateBookingStatus(id: $id, status: CONFIRMED) { status } updateBookingPayment(id: $id, paymentStatus: REFUNDED) { paymentStatus } }',
      { id },
      admin,
    );
    expect(g.data).toEqual({ updateBookingStatus: { status: 'CONFIRMED' }, updateBookingPayment: { paymentStatus: 'REFUNDED' } });
  });

  it('validates values and ids, and refuses to revive a cancelled booking whose slot was taken', async () => {
    const admin = adminToken;
    const [a, b] = [await s.newUser(), await s.newUser()];
    const date = freshDate();
    const first = await book(a.token, { pandit: physicalPandit.id, date, time: '11:00', location: 'V' });
    expect((await s.rest('PUT', `/api/bookings/${first.body.data.id}/status`, { status: 'lost' }, admin)).status).toBe(400);
    expect((await s.rest('PUT', `/api/bookings/${first.body.data.id}/payment`, { paymentStatus: 'free' }, admin)).status).toBe(
      400,
    );
    expect(
      (await s.rest('PUT', '/api/bookings/00000000-0000-4000-8000-000000000000/status', { status: 'pending' }, admin)).status,
    ).toBe(404);
    await s.rest('PUT', `/api/bookings/${first.body.data.id}/status`, { status: 'cancelled' }, admin);
    expect((await book(b.token, { pandit: physicalPandit.id, date, time: '11:00', location: 'V' })).status).toBe(201);
    const revive = await s.rest('PUT', `/api/bookings/${first.body.data.id}/status`, { status: 'pending' }, admin);
    expect(revive.status).toBe(409);
    expect(revive.body.code).toBe('BOOKING_SLOT_TAKEN');
  });

  it('a pandit cannot use the admin status route', async () => {
    const user = await s.newUser();
    const r = await book(user.token, { pandit: otherPandit.id, date: freshDate(), time: '07:00', location: 'V' });
    expect(
      (await s.rest('PUT', `/api/bookings/${r.body.data.id}/status`, { status: 'completed' }, otherPanditToken)).status,
    ).toBe(403);
  });
});

describe('reviews', () => {
  const REVIEW = 'mutation($input: CreateReviewInput!) { createReview(input: $input) { id rating comment userName } }';

  async function completedBooking(user: { id: string }) {
    const b = await sc.booking({
      customer: user,
      pandit: otherPandit,
      date: addDays(today, -dayOffset++),
      time: '10:00',
      status: 'completed',
    });
    return b.id;
  }

  it("the customer reviews a completed booking once; the pandit's rating and review count follow", async () => {
    const user = await s.newUser('Reviewing Devotee');
    const id = await completedBooking(user);
    const [before] = await sql('select rating, review_count from pandits where id = ?', [otherPandit.id]);
    const r = await s.gql(REVIEW, { input: { bookingId: id, rating: 1, comment: 'Arrived very late.' } }, user.token);
    expect(r.errors).toBeUndefined();
    expect(r.data.createReview).toMatchObject({ rating: 1, comment: 'Arrived very late.', userName: 'Reviewing Devotee' });
    const [after] = await sql('select rating, review_count from pandits where id = ?', [otherPandit.id]);
    const [{ avg, n }] = await sql(
      'select round(avg(rating)::numeric, 1)::float as avg, count(*)::int as n from reviews where pandit_id = ?',
      [otherPandit.id],
    );
    expect(after.review_count).toBe(before.review_count + 1);
    expect(after.review_count).toBe(n);
    expect(after.rating).toBeCloseTo(avg, 5);
    const twice = await s.gql(REVIEW, { input: { bookingId: id, rating: 5, comment: 'Changed my mind' } }, user.token);
    expect(twice.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'ALREADY_REVIEWED' });
    const shown = await s.gql('query($id: ID!) { booking(id: $id) { review { rating comment } } }', { id }, user.token);
    expect(shown.data.booking.review).toEqual({ rating: 1, comment: 'Arrived very late.' });
  });

  it('only the customer, only completed, rating 1-5 with a comment', async () => {
    const user = await s.newUser();
    const id = await completedBooking(user);
    const stranger = await s.newUser();
    const other = await s.gql(REVIEW, { input: { bookingId: id, rating: 5, comment: 'Lovely ceremony' } }, stranger.token);
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const pending = await book(user.token, { pandit: otherPandit.id, date: freshDate(), time: '10:00', location: 'V' });
    const early = await s.gql(
      REVIEW,
      { input: { bookingId: pending.body.data.id, rating: 5, comment: 'Lovely ceremony' } },
      user.token,
    );
    expect(early.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'NOT_COMPLETED' });
    for (const rating of [0, 6]) {
      const bad = await s.gql(REVIEW, { input: { bookingId: id, rating, comment: 'Lovely ceremony' } }, user.token);
      expect(bad.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    }
    const noComment = await s.gql(REVIEW, { input: { bookingId: id, rating: 5, comment: ' ' } }, user.token);
    expect(noComment.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    const visitor = await s.gql(REVIEW, { input: { bookingId: id, rating: 5, comment: 'Lovely ceremony' } });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('pandit availability', () => {
  const SET = `mutation($input: SetAvailabilityInput!) { setMyAvailability(input: $input) {
    id availability { weeklyHours { weekday slots } blockedDates } } }`;

  it('weekly hours and blocked dates apply at once to the slots offered and to booking', async () => {
    const token = otherPanditToken;
    const blocked = freshDate();
    const r = await s.gql(
      SET,
      {
        input: {
          weeklyHours: [
            { weekday: 2, slots: ['06:00', '16:00'] },
            { weekday: 3, slots: [] },
          ],
          blockedDates: [blocked, addDays(today, -3)],
        },
      },
      token,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.setMyAvailability.availability).toEqual({
      weeklyHours: [
        { weekday: 2, slots: ['06:00', '16:00'] },
        { weekday: 3, slots: [] },
      ],
      blockedDates: [blocked],
    });
    const b = await s.gql(SLOTS, { p: otherPandit.id, d: blocked });
    expect(b.data.bookableSlots.every((x: any) => x.reason === 'BLOCKED')).toBe(true);
    const tuesday = await s.gql(SLOTS, { p: otherPandit.id, d: freshDateOn(2) });
    expect(tuesday.data.bookableSlots.filter((x: any) => x.available).map((x: any) => x.time)).toEqual(['06:00', '16:00']);
    const user = await s.newUser();
    const refused = await book(user.token, { pandit: otherPandit.id, date: blocked, time: '06:00', location: 'V' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED', reason: 'BLOCKED' });
    const wednesday = await book(user.token, { pandit: otherPandit.id, date: freshDateOn(3), time: '06:00', location: 'V' });
    expect(wednesday.status).toBe(400);
    // Clearing restores every slot.
    await s.gql(SET, { input: { weeklyHours: [], blockedDates: [] } }, token);
    const open = await s.gql(SLOTS, { p: otherPandit.id, d: blocked });
    expect(open.data.bookableSlots.every((x: any) => x.available)).toBe(true);
  });

  it('validates slots and is for pandits only', async () => {
    const bad = await s.gql(
      SET,
      { input: { weeklyHours: [{ weekday: 1, slots: ['13:00'] }], blockedDates: [] } },
      otherPanditToken,
    );
    expect(bad.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    const user = await s.newUser();
    const denied = await s.gql(SET, { input: { weeklyHours: [], blockedDates: [] } }, user.token);
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

function r404(body: any) {
  return { ...body, success: false, code: 'NOT_FOUND' };
}

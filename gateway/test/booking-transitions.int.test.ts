import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { addDays, indiaToday } from '../src/modules/booking/booking.rules.js';

/**
 * The booking transition table end to end: every viewer action through GraphQL, by each party, from each
 * status and time, and `Booking.viewerCan` agreeing with what the mutation then does.
 */
let s: TestServer;
const sql = (q: string, params: unknown[] = []): Promise<any[]> => s.db.orm.em.getConnection().execute(q, params);

type PartyName = 'customer' | 'pandit' | 'otherUser' | 'otherPandit' | 'admin';
type Action = 'cancel' | 'confirm' | 'decline' | 'complete' | 'review';
type Status = 'pending' | 'confirmed' | 'completed' | 'cancelled';
type When = 'far' | 'soon' | 'started';
const PARTY_NAMES: PartyName[] = ['customer', 'pandit', 'otherUser', 'otherPandit', 'admin'];
const ACTIONS: Action[] = ['cancel', 'confirm', 'decline', 'complete', 'review'];

const tokens = {} as Record<PartyName, string>;
let demoPanditId: string;
let otherPanditId: string;
const today = indiaToday();
let counter = 0;

const MUTATION: Record<Action, string> = {
  cancel: 'mutation($id: ID!) { r: cancelBooking(id: $id, reason: "Change of plans") { id status } }',
  confirm: 'mutation($id: ID!) { r: confirmBooking(id: $id) { id status } }',
  decline: 'mutation($id: ID!) { r: declineBooking(id: $id, reason: "Travelling that week") { id status } }',
  complete: 'mutation($id: ID!) { r: completeBooking(id: $id) { id status } }',
  review: 'mutation($id: ID!) { r: createReview(input: { bookingId: $id, rating: 5, comment: "Lovely ceremony" }) { id } }',
};
const VIEWER_CAN = 'query($id: ID!) { booking(id: $id) { id status viewerCan { cancel confirm decline complete review } } }';

beforeAll(async () => {
  s = await startTestServer();
  [{ id: demoPanditId }] = await sql("select id from pandits where email = 'pandit@demo.in'");
  const [other] = await sql(
    "select id, user_id from pandits where approved and verified and registration_status = 'approved' and email <> 'pandit@demo.in' order by name limit 1",
  );
  otherPanditId = other.id;
  const [{ email }] = await sql(
    "update users set password_hash = (select password_hash from users where email = 'pandit@demo.in') where id = ? returning email",
    [other.user_id],
  );
  tokens.otherPandit = (await s.rest('POST', '/api/auth/login', { email, password: 'Pandit@12345' })).body.data.token;
  tokens.customer = (await s.newUser('Transition Customer')).token;
  tokens.otherUser = (await s.newUser('Someone Else')).token;
  tokens.pandit = await s.token('pandit');
  tokens.admin = await s.token('admin');
});
afterAll(async () => s?.close());

/** A new booking of the demo pandit by the customer (or of a package), at an open far-away slot. */
async function newBooking(options: { packageId?: string } = {}): Promise<string> {
  const input = options.packageId
    ? { packageId: options.packageId, date: addDays(today, 60 + counter++), time: '06:00', location: 'Home' }
    : { panditId: demoPanditId, date: addDays(today, 60 + counter++), time: '06:00', location: 'Home' };
  const r = await s.gql('mutation($input: CreateBookingInput!) { createBooking(input: $input) { id } }', { input }, tokens.customer);
  expect(r.errors).toBeUndefined();
  return r.data.createBooking.id;
}

/** India date and 'HH:MM' of a moment; `minute` keeps each booking's slot its own (no seeded booking uses it). */
function indiaSlot(ms: number, minute: number): { date: string; time: string } {
  const iso = new Date(ms + 330 * 60_000).toISOString();
  return { date: iso.slice(0, 10), time: `${iso.slice(11, 13)}:${String(minute).padStart(2, '0')}` };
}

/** Puts the booking in a status and at a time relative to now; removes its review. */
async function setState(id: string, status: Status, when: When, n: number) {
  const slot =
    when === 'far'
      ? { date: addDays(today, 200 + n), time: '06:00' }
      : when === 'soon'
        ? indiaSlot(Date.now() + 3 * 3600_000, 10 + n) // 3-4 hours ahead: inside 24 hours, not begun
        : { date: addDays(today, -300 - n), time: '06:00' };
  await sql('delete from reviews where booking_id = ?', [id]);
  await sql('update bookings set status = ?, date = ?, time = ?, cancellation_reason = null where id = ?', [status, slot.date, slot.time, id]);
}

/** Who may do what from each status and time (the table, as the web will see it). */
function allowed(status: Status, when: When): string[] {
  if (status === 'pending') return when === 'far' ? ['customer:cancel', 'pandit:confirm', 'pandit:decline'] : when === 'soon' ? ['pandit:confirm', 'pandit:decline'] : ['pandit:decline'];
  if (status === 'confirmed') return when === 'far' ? ['customer:cancel'] : when === 'soon' ? [] : ['pandit:complete'];
  if (status === 'completed') return ['customer:review'];
  return [];
}
const RESULT: Record<Action, Status> = { cancel: 'cancelled', confirm: 'confirmed', decline: 'cancelled', complete: 'completed', review: 'completed' };

async function viewerCanOf(id: string, party: PartyName): Promise<Record<Action, boolean> | null> {
  const r = await s.gql(VIEWER_CAN, { id }, tokens[party]);
  return r.data?.booking?.viewerCan ?? null;
}

describe('every action by every party from every status: viewerCan says what the mutation allows', () => {
  const worlds = (['pending', 'confirmed', 'completed', 'cancelled'] as Status[]).flatMap((status) =>
    (['far', 'soon', 'started'] as When[]).map((when) => [status, when] as const),
  );
  let n = 0;

  it.each(worlds)('from %s (%s)', async (status, when) => {
    const world = n++;
    const id = await newBooking();
    await setState(id, status, when, world);
    const expected = allowed(status, when);
    for (const party of PARTY_NAMES) {
      const can = await viewerCanOf(id, party);
      // Someone the booking is not for cannot see it at all.
      if (party === 'otherUser' || party === 'otherPandit') expect(can, party).toBeNull();
      for (const action of ACTIONS) {
        const key = `${party}:${action}`;
        const mayDo = expected.includes(key);
        if (can) expect(can[action], `viewerCan.${action} for ${party}`).toBe(mayDo);
        const r = await s.gql(MUTATION[action], { id }, tokens[party]);
        const [row] = await sql('select status from bookings where id = ?', [id]);
        if (mayDo) {
          expect(r.errors, key).toBeUndefined();
          expect(row.status, key).toBe(RESULT[action]);
          await setState(id, status, when, world);
        } else {
          const code = r.errors?.[0]?.extensions?.code;
          // The rightful party is told why (CONFLICT with a reason); anyone else is refused or told it does not exist.
          const rightful = (action === 'cancel' || action === 'review' ? 'customer' : 'pandit') === party;
          if (rightful) expect(r.errors?.[0]?.extensions, key).toMatchObject({ code: 'CONFLICT', reason: expect.any(String) });
          else expect(['FORBIDDEN', 'NOT_FOUND'], `${key}: ${code}`).toContain(code);
          expect(row.status, key).toBe(status);
        }
      }
    }
  });
});

describe('conditions and failure reasons through GraphQL', () => {
  const errorOf = async (action: Action, id: string, party: PartyName) => (await s.gql(MUTATION[action], { id }, tokens[party])).errors?.[0];

  it('the customer: CANCEL_WINDOW_CLOSED inside 24 hours, NOT_CANCELLABLE once completed; review once', async () => {
    const id = await newBooking();
    await setState(id, 'confirmed', 'soon', 40);
    expect((await errorOf('cancel', id, 'customer'))?.extensions).toEqual({ code: 'CONFLICT', reason: 'CANCEL_WINDOW_CLOSED' });
    await setState(id, 'completed', 'started', 40);
    expect((await errorOf('cancel', id, 'customer'))?.extensions).toEqual({ code: 'CONFLICT', reason: 'NOT_CANCELLABLE', status: 'completed' });
    expect((await viewerCanOf(id, 'customer'))?.review).toBe(true);
    expect(await errorOf('review', id, 'customer')).toBeUndefined();
    expect((await viewerCanOf(id, 'customer'))?.review).toBe(false);
    const again = await errorOf('review', id, 'customer');
    expect(again?.message).toBe('You have already reviewed this booking.');
    expect(again?.extensions).toEqual({ code: 'CONFLICT', reason: 'ALREADY_REVIEWED' });
  });

  it('the pandit: PASSED, NOT_PENDING, NOT_STARTED, NOT_CONFIRMED; FORBIDDEN for the customer and the admin', async () => {
    const id = await newBooking();
    await setState(id, 'pending', 'started', 41);
    expect((await errorOf('confirm', id, 'pandit'))?.extensions).toEqual({ code: 'CONFLICT', reason: 'PASSED' });
    expect((await errorOf('complete', id, 'pandit'))?.extensions).toEqual({ code: 'CONFLICT', reason: 'NOT_CONFIRMED', status: 'pending' });
    await setState(id, 'confirmed', 'far', 41);
    expect((await errorOf('complete', id, 'pandit'))?.extensions).toEqual({ code: 'CONFLICT', reason: 'NOT_STARTED' });
    expect((await errorOf('decline', id, 'pandit'))?.extensions).toEqual({ code: 'CONFLICT', reason: 'NOT_PENDING', status: 'confirmed' });
    // The customer and the admin are no PANDIT accounts: the shield refuses them; another pandit is told it does not exist.
    expect((await errorOf('confirm', id, 'customer'))?.extensions?.code).toBe('FORBIDDEN');
    expect((await errorOf('confirm', id, 'admin'))?.extensions?.code).toBe('FORBIDDEN');
    expect((await errorOf('confirm', id, 'otherPandit'))?.extensions?.code).toBe('NOT_FOUND');
    const cancel = await errorOf('cancel', id, 'pandit');
    expect(cancel?.extensions?.code).toBe('FORBIDDEN');
    expect(cancel?.message).toBe('Only the customer who booked can cancel this booking.');
  });

  it('a package booking can be cancelled but never reviewed (NO_PANDIT), and no pandit acts on it', async () => {
    const [pkg] = await sql('select id from packages order by name limit 1');
    const id = await newBooking({ packageId: pkg.id });
    expect(await viewerCanOf(id, 'customer')).toEqual({ cancel: true, confirm: false, decline: false, complete: false, review: false });
    expect(await viewerCanOf(id, 'pandit')).toBeNull();
    await setState(id, 'completed', 'started', 42);
    expect((await viewerCanOf(id, 'customer'))?.review).toBe(false);
    expect((await errorOf('review', id, 'customer'))?.extensions).toEqual({ code: 'CONFLICT', reason: 'NO_PANDIT' });
    expect((await errorOf('review', id, 'admin'))?.extensions?.code).toBe('NOT_FOUND');
  });

  it('the admin sets any status from any status and any payment, whatever the time; nobody else may', async () => {
    const id = await newBooking();
    const SET = 'mutation($id: ID!, $s: BookingStatus!) { updateBookingStatus(id: $id, status: $s) { status viewerCan { cancel } } }';
    const PAY = 'mutation($id: ID!) { updateBookingPayment(id: $id, paymentStatus: PAID) { paymentStatus } }';
    for (const when of ['far', 'started'] as When[]) {
      for (const from of ['pending', 'confirmed', 'completed', 'cancelled'] as Status[]) {
        for (const to of ['PENDING', 'CONFIRMED', 'COMPLETED', 'CANCELLED']) {
          await setState(id, from, when, 43);
          const r = await s.gql(SET, { id, s: to }, tokens.admin);
          expect(r.errors, `${from} -> ${to}`).toBeUndefined();
          expect(r.data.updateBookingStatus).toEqual({ status: to, viewerCan: { cancel: false } });
        }
        expect((await s.gql(PAY, { id }, tokens.admin)).data.updateBookingPayment.paymentStatus).toBe('PAID');
      }
    }
    for (const party of ['customer', 'pandit', 'otherUser', 'otherPandit'] as PartyName[]) {
      expect((await s.gql(SET, { id, s: 'CANCELLED' }, tokens[party])).errors?.[0]?.extensions?.code, party).toBe('FORBIDDEN');
      expect((await s.gql(PAY, { id }, tokens[party])).errors?.[0]?.extensions?.code, party).toBe('FORBIDDEN');
    }
  });
});

describe('viewerCan in lists', () => {
  async function statements(query: string, token: string): Promise<{ n: number; items: any[] }> {
    const res = await fetch(`${s.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query }),
    });
    const body = (await res.json());
    expect(body.errors).toBeUndefined();
    return { n: Number(res.headers.get('x-sql-statements')), items: body.data.bookings.items };
  }

  it("costs no SQL beyond what a page with its pandits and reviews loads, for the pandit's ceremonies and the customer's bookings", async () => {
    const scope = (x: string) => `{ bookings(filter: { scope: ${x} }, page: { limit: 100 }) { items { id status pandit { id } review { id } `;
    for (const [x, token] of [
      ['CEREMONIES', tokens.pandit],
      ['MINE', await s.token('user')],
    ] as const) {
      const plain = await statements(`${scope(x)} } } }`, token);
      const withCan = await statements(`${scope(x)} viewerCan { cancel confirm decline complete review } } } }`, token);
      expect(withCan.items.length, x).toBeGreaterThan(3);
      expect(withCan.n, x).toBe(plain.n);
    }
  });

  it("the pandit's list offers confirm and decline on its upcoming pending requests only", async () => {
    const { items } = await statements(
      '{ bookings(filter: { scope: CEREMONIES, when: UPCOMING }, page: { limit: 100 }) { items { status viewerCan { cancel confirm decline complete review } } } }',
      tokens.pandit,
    );
    expect(items.some((b) => b.status === 'PENDING')).toBe(true);
    for (const b of items) {
      expect(b.viewerCan).toEqual({ cancel: false, confirm: b.status === 'PENDING', decline: b.status === 'PENDING', complete: false, review: false });
    }
  });
});

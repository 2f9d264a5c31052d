import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { scenario, type Account, type BookingOptions, type PanditFixture } from './scenario.js';
import { addDays, indiaToday } from '../src/modules/booking/booking.rules.js';
import { startInstant } from '@marketplace/schema/rules';

/**
 * The booking transition table end to end: every viewer action through GraphQL, by each party, from each
 * status and time, and `Booking.viewerCan` agreeing with what the mutation then does.
 */
let s: TestServer;
// Raw rows from the test database, to check what the API stored.
const sql = (q: string, params: unknown[] = []): Promise<any[]> => s.db.orm.em.getConnection().execute(q, params);

type PartyName = 'customer' | 'pandit' | 'otherUser' | 'otherPandit' | 'admin';
type Action = 'cancel' | 'confirm' | 'decline' | 'complete' | 'review';
type Status = 'pending' | 'confirmed' | 'completed' | 'cancelled';
type When = 'far' | 'soon' | 'started';
const PARTY_NAMES: PartyName[] = ['customer', 'pandit', 'otherUser', 'otherPandit', 'admin'];
const ACTIONS: Action[] = ['cancel', 'confirm', 'decline', 'complete', 'review'];

let sc: ReturnType<typeof scenario>;
const tokens = {} as Record<PartyName, string>;
/** The customer who books, and the pandit booked (`tokens.customer`, `tokens.pandit`). */
let customer: Account;
let pandit: PanditFixture;
const today = indiaToday();

const MUTATION: Record<Action, string> = {
  cancel: 'mutation($id: ID!) { r: cancelBooking(id: $id, reason: "Change of plans") { id status } }',
  confirm: 'mutation($id: ID!) { r: confirmBooking(id: $id) { id status } }',
  decline: 'mutation($id: ID!) { r: declineBooking(id: $id, reason: "Travelling that week") { id status } }',
  complete: 'mutation($id: ID!) { r: completeBooking(id: $id) { id status } }',
  review: 'mutation($id: ID!) { r: createReview(input: { bookingId: $id, rating: 5, comment: "Lovely ceremony" }) { id } }',
};
const VIEWER_CAN = 'query($id: ID!) { booking(id: $id) { id status viewerCan { cancel confirm decline complete review } } }';

beforeAll(async () => {
  s = await startTestServer({ seed: false });
  sc = scenario(s);
  customer = await sc.customer('Transition Customer');
  pandit = await sc.pandit();
  tokens.customer = customer.token;
  tokens.pandit = pandit.account.token;
  tokens.otherUser = (await sc.customer('Someone Else')).token;
  tokens.otherPandit = (await sc.pandit()).account.token;
  tokens.admin = (await sc.admin()).token;
});
afterAll(async () => s?.close());

let slot = 0;
/** When each booking's ceremony starts (its proof photo is taken half an hour later). */
const startOf = new Map<string, Date>();
/** An action as the app sends it: completing goes with a proof photo (REST), the others are GraphQL mutations. */
const act = (action: Action, id: string, token: string) =>
  action === 'complete'
    ? sc.completeWithProof(id, token, new Date(startOf.get(id)!.getTime() + 30 * 60_000))
    : s.gql(MUTATION[action], { id }, token);
let soonMinute = 10;
/** India date and 'HH:MM' of a moment; `minute` keeps each booking's slot its own. */
function indiaSlot(ms: number, minute: number): { date: string; time: string } {
  const iso = new Date(ms + 330 * 60_000).toISOString();
  return { date: iso.slice(0, 10), time: `${iso.slice(11, 13)}:${String(minute).padStart(2, '0')}` };
}

/**
 * A new booking in a status, at a time relative to now (each at a slot of its own): by default of the
 * pandit by the customer.
 */
async function bookingIn(
  status: Status,
  when: When,
  of: Partial<Pick<BookingOptions, 'customer' | 'pandit' | 'package' | 'paymentStatus'>> = {},
): Promise<string> {
  const n = slot++;
  const at =
    when === 'far'
      ? { date: addDays(today, 200 + n), time: '06:00' }
      : when === 'soon'
        ? indiaSlot(Date.now() + 3 * 3600_000, soonMinute++) // 2-4 hours ahead: inside 24 hours, not begun
        : { date: addDays(today, -300 - n), time: '06:00' };
  const booked = of.package ? { package: of.package } : { pandit: of.pandit ?? pandit };
  // "Only this pandit": a decline cancels (without it, the other pandit of the test would be offered it: guarantee.int).
  const { id } = await sc.booking({
    customer: of.customer ?? customer,
    ...booked,
    ...at,
    status,
    paymentStatus: of.paymentStatus,
    onlyThisPandit: !of.package,
  });
  startOf.set(id, startInstant(at.date, at.time));
  return id;
}

/** Who may do what from each status and time (the table, as the web will see it). */
function allowed(status: Status, when: When): string[] {
  if (status === 'pending')
    return when === 'far'
      ? ['customer:cancel', 'pandit:confirm', 'pandit:decline']
      : when === 'soon'
        ? ['pandit:confirm', 'pandit:decline']
        : ['pandit:decline'];
  if (status === 'confirmed') return when === 'far' ? ['customer:cancel'] : when === 'soon' ? [] : ['pandit:complete'];
  if (status === 'completed') return ['customer:review'];
  return [];
}
const RESULT: Record<Action, Status> = {
  cancel: 'cancelled',
  confirm: 'confirmed',
  decline: 'cancelled',
  complete: 'completed',
  review: 'completed',
};

async function viewerCanOf(id: string, party: PartyName): Promise<Record<Action, boolean> | null> {
  const r = await s.gql(VIEWER_CAN, { id }, tokens[party]);
  return r.data?.booking?.viewerCan ?? null;
}

describe('every action by every party from every status: viewerCan says what the mutation allows', () => {
  const worlds = (['pending', 'confirmed', 'completed', 'cancelled'] as Status[]).flatMap((status) =>
    (['far', 'soon', 'started'] as When[]).map((when) => [status, when] as const),
  );

  it.each(worlds)('from %s (%s)', async (status, when) => {
    // After an action that went through, the next ones act on a new booking in the same status and time.
    let id = await bookingIn(status, when);
    const expected = allowed(status, when);
    for (const party of PARTY_NAMES) {
      const can = await viewerCanOf(id, party);
      // Someone the booking is not for cannot see it at all.
      if (party === 'otherUser' || party === 'otherPandit') expect(can, party).toBeNull();
      for (const action of ACTIONS) {
        const key = `${party}:${action}`;
        const mayDo = expected.includes(key);
        if (can) expect(can[action], `viewerCan.${action} for ${party}`).toBe(mayDo);
        const r = await act(action, id, tokens[party]);
        const [row] = await sql('select status from bookings where id = ?', [id]);
        if (mayDo) {
          expect(r.errors, key).toBeUndefined();
          expect(row.status, key).toBe(RESULT[action]);
          id = await bookingIn(status, when);
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
  const errorOf = async (action: Action, id: string, party: PartyName) =>
    (await s.gql(MUTATION[action], { id }, tokens[party])).errors?.[0];

  it('the customer: CANCEL_WINDOW_CLOSED inside 24 hours, NOT_CANCELLABLE once completed; review once', async () => {
    const soon = await bookingIn('confirmed', 'soon');
    expect((await errorOf('cancel', soon, 'customer'))?.extensions).toEqual({ code: 'CONFLICT', reason: 'CANCEL_WINDOW_CLOSED' });
    const id = await bookingIn('completed', 'started');
    expect((await errorOf('cancel', id, 'customer'))?.extensions).toEqual({
      code: 'CONFLICT',
      reason: 'NOT_CANCELLABLE',
      status: 'completed',
    });
    expect((await viewerCanOf(id, 'customer'))?.review).toBe(true);
    expect(await errorOf('review', id, 'customer')).toBeUndefined();
    expect((await viewerCanOf(id, 'customer'))?.review).toBe(false);
    const again = await errorOf('review', id, 'customer');
    expect(again?.message).toBe('You have already reviewed this booking.');
    expect(again?.extensions).toEqual({ code: 'CONFLICT', reason: 'ALREADY_REVIEWED' });
  });

  it('the pandit: PASSED, NOT_PENDING, NOT_STARTED, NOT_CONFIRMED; FORBIDDEN for the customer and the admin', async () => {
    const passed = await bookingIn('pending', 'started');
    expect((await errorOf('confirm', passed, 'pandit'))?.extensions).toEqual({ code: 'CONFLICT', reason: 'PASSED' });
    expect((await errorOf('complete', passed, 'pandit'))?.extensions).toEqual({
      code: 'CONFLICT',
      reason: 'NOT_CONFIRMED',
      status: 'pending',
    });
    const id = await bookingIn('confirmed', 'far');
    expect((await errorOf('complete', id, 'pandit'))?.extensions).toEqual({ code: 'CONFLICT', reason: 'NOT_STARTED' });
    expect((await errorOf('decline', id, 'pandit'))?.extensions).toEqual({
      code: 'CONFLICT',
      reason: 'NOT_PENDING',
      status: 'confirmed',
    });
    // The customer and the admin are no PANDIT accounts: the shield refuses them; another pandit is told it does not exist.
    expect((await errorOf('confirm', id, 'customer'))?.extensions?.code).toBe('FORBIDDEN');
    expect((await errorOf('confirm', id, 'admin'))?.extensions?.code).toBe('FORBIDDEN');
    expect((await errorOf('confirm', id, 'otherPandit'))?.extensions?.code).toBe('NOT_FOUND');
    const cancel = await errorOf('cancel', id, 'pandit');
    expect(cancel?.extensions?.code).toBe('FORBIDDEN');
    expect(cancel?.message).toBe('Only the customer who booked can cancel this booking.');
  });

  it('a package booking can be cancelled but never reviewed (NO_PANDIT), and no pandit acts on it', async () => {
    const pkg = await sc.package();
    const upcoming = await bookingIn('pending', 'far', { package: pkg });
    expect(await viewerCanOf(upcoming, 'customer')).toEqual({
      cancel: true,
      confirm: false,
      decline: false,
      complete: false,
      review: false,
    });
    expect(await viewerCanOf(upcoming, 'pandit')).toBeNull();
    const id = await bookingIn('completed', 'started', { package: pkg });
    expect((await viewerCanOf(id, 'customer'))?.review).toBe(false);
    expect((await errorOf('review', id, 'customer'))?.extensions).toEqual({ code: 'CONFLICT', reason: 'NO_PANDIT' });
    expect((await errorOf('review', id, 'admin'))?.extensions?.code).toBe('NOT_FOUND');
  });

  it('the admin sets any status from any status and any payment, whatever the time; nobody else may', async () => {
    const SET =
      'mutation($id: ID!, $s: BookingStatus!) { updateBookingStatus(id: $id, status: $s) { status viewerCan { cancel } } }';
    const PAY = 'mutation($id: ID!) { updateBookingPayment(id: $id, paymentStatus: PAID) { paymentStatus } }';
    for (const when of ['far', 'started'] as When[]) {
      for (const from of ['pending', 'confirmed', 'completed', 'cancelled'] as Status[]) {
        for (const to of ['PENDING', 'CONFIRMED', 'COMPLETED', 'CANCELLED']) {
          const id = await bookingIn(from, when);
          const r = await s.gql(SET, { id, s: to }, tokens.admin);
          expect(r.errors, `${from} -> ${to}`).toBeUndefined();
          expect(r.data.updateBookingStatus).toEqual({ status: to, viewerCan: { cancel: false } });
        }
        const id = await bookingIn(from, when, { paymentStatus: 'refunded' });
        expect((await s.gql(PAY, { id }, tokens.admin)).data.updateBookingPayment.paymentStatus).toBe('PAID');
      }
    }
    const id = await bookingIn('pending', 'far');
    for (const party of ['customer', 'pandit', 'otherUser', 'otherPandit'] as PartyName[]) {
      expect((await s.gql(SET, { id, s: 'CANCELLED' }, tokens[party])).errors?.[0]?.extensions?.code, party).toBe('FORBIDDEN');
      expect((await s.gql(PAY, { id }, tokens[party])).errors?.[0]?.extensions?.code, party).toBe('FORBIDDEN');
    }
  });
});

describe('viewerCan in lists', () => {
  /** A pandit and a customer with bookings in every status, with and without a pandit and a review. */
  let listPandit: PanditFixture;
  let listCustomer: Account;
  beforeAll(async () => {
    listPandit = await sc.pandit();
    const secondPandit = await sc.pandit();
    listCustomer = await sc.customer('List Customer');
    const otherCustomer = await sc.customer('Another Customer');
    const reviewed = async (of: Pick<BookingOptions, 'customer' | 'pandit'>, by: Account) =>
      sc.review(by, { id: await bookingIn('completed', 'started', of) });
    await reviewed({ customer: listCustomer, pandit: listPandit }, listCustomer);
    await reviewed({ customer: listCustomer, pandit: secondPandit }, listCustomer);
    await bookingIn('pending', 'far', { customer: listCustomer, pandit: listPandit });
    await bookingIn('confirmed', 'far', { customer: listCustomer, pandit: secondPandit });
    await bookingIn('pending', 'far', { customer: listCustomer, package: await sc.package() });
    await bookingIn('pending', 'soon', { customer: otherCustomer, pandit: listPandit });
    await bookingIn('confirmed', 'far', { customer: otherCustomer, pandit: listPandit });
    await bookingIn('cancelled', 'far', { customer: otherCustomer, pandit: listPandit });
    await bookingIn('pending', 'started', { customer: otherCustomer, pandit: listPandit });
    await reviewed({ customer: otherCustomer, pandit: listPandit }, otherCustomer);
  });

  async function statements(query: string, token: string): Promise<{ n: number; items: any[] }> {
    const res = await fetch(`${s.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query }),
    });
    const body = await res.json();
    expect(body.errors).toBeUndefined();
    return { n: Number(res.headers.get('x-sql-statements')), items: body.data.bookings.items };
  }

  it("costs no SQL beyond what a page with its pandits and reviews loads, for the pandit's ceremonies and the customer's bookings (plus one batched look at reported payments when one is payable)", async () => {
    const scope = (x: string) =>
      `{ bookings(filter: { scope: ${x} }, page: { limit: 100 }) { items { id status pandit { id } review { id } `;
    for (const [x, token] of [
      ['CEREMONIES', listPandit.account.token],
      ['MINE', listCustomer.token],
    ] as const) {
      const plain = await statements(`${scope(x)} } } }`, token);
      const withCan = await statements(`${scope(x)} viewerCan { cancel confirm decline complete review pay } } } }`, token);
      expect(withCan.items.length, x).toBeGreaterThan(3);
      expect(withCan.n, x).toBe(plain.n + (x === 'MINE' && withCan.items.some((b) => b.viewerCan.pay) ? 1 : 0));
    }
  });

  it("the pandit's list offers confirm and decline on its upcoming pending requests only", async () => {
    const { items } = await statements(
      '{ bookings(filter: { scope: CEREMONIES, when: UPCOMING }, page: { limit: 100 }) { items { status viewerCan { cancel confirm decline complete review } } } }',
      listPandit.account.token,
    );
    expect(items.some((b) => b.status === 'PENDING')).toBe(true);
    for (const b of items) {
      expect(b.viewerCan).toEqual({
        cancel: false,
        confirm: b.status === 'PENDING',
        decline: b.status === 'PENDING',
        complete: false,
        review: false,
      });
    }
  });
});

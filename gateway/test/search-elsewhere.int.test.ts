import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haversineKm, NEARBY_CITY_KM } from '@marketplace/schema/rules';
import { LIMITS } from '../src/limits/rate-limits.js';
import { STATES } from '../src/reference/index.js';
import { coords } from './places.js';
import { startTestServer, type TestServer } from './harness.js';
import { scenario, type Account } from './scenario.js';

/**
 * A search that finds nobody in a city (issue #37): PanditPage.elsewhere offers the same ceremony among virtual pandits
 * (anywhere), then the nearby cities that have pandits performing it with their distance; and "find me a pandit"
 * requests, which admins list and mark handled. Own pandits and cities, no demo data; rate limits on (the requests'
 * limit), so the accounts made here stay below the registration limit per address.
 */
let s: TestServer;
let admin: Account;
let customer: Account;
const LUCKNOW = coords('Uttar Pradesh', 'Lucknow');
const km = (state: string, city: string) => {
  const c = coords(state, city);
  return haversineKm(LUCKNOW.lat, LUCKNOW.lng, c.lat, c.lng);
};

/** The pandits made below: state, city, ceremonies (what the state-only searches expect is computed from them). */
const MADE: Array<[string, string, string[]]> = [
  ['Uttar Pradesh', 'Lucknow', ['Rudra Abhishek']],
  ['Uttar Pradesh', 'Kanpur', ['Griha Pravesh']],
  ['Uttar Pradesh', 'Kanpur', ['Griha Pravesh', 'Satyanarayan Katha']],
  ['Uttar Pradesh', 'Varanasi', ['Griha Pravesh']],
  ['Maharashtra', 'Mumbai', ['Griha Pravesh']],
  ['Tamil Nadu', 'Chennai', ['Satyanarayan Katha']],
  ['Uttar Pradesh', 'Prayagraj', ['Satyanarayan Katha']],
];
/**
 * The nearby cities a search naming only `state` should offer: the made pandits' cities (performing `ceremony`, or
 * any) within NEARBY_CITY_KM of the state's nearest reference city, nearest first, with that distance and their count.
 */
function nearbyState(state: string, ceremony: string | null) {
  const points = STATES.find((x) => x.name.en === state)!.cities;
  const byCity = new Map<string, { city: string; state: string; distanceKm: number; panditCount: number }>();
  for (const [st, city, ceremonies] of MADE) {
    if (ceremony && !ceremonies.includes(ceremony)) continue;
    const c = coords(st, city);
    const distance = Math.min(...points.map((p) => haversineKm(p.lat, p.lng, c.lat, c.lng)));
    if (distance > NEARBY_CITY_KM) continue;
    const seen = byCity.get(city) ?? { city, state: st, distanceKm: Math.round(distance * 10) / 10, panditCount: 0 };
    seen.panditCount += 1;
    byCity.set(city, seen);
  }
  return [...byCity.values()].sort((a, b) => a.distanceKm - b.distanceKm);
}

beforeAll(async () => {
  s = await startTestServer({ seed: false, env: { RATE_LIMITS: 'on' } });
  const sc = scenario(s);
  const make = (name: string, state: string, city: string, specializations: string[], virtual = false) =>
    sc.pandit({ name, state, city, location: city, specializations, virtual });
  // Lucknow has a pandit, but not for Griha Pravesh; Kanpur (about 75 km) two, Varanasi (about 265 km) one; Mumbai
  // (farther than NEARBY_CITY_KM) and Chennai only virtual ones; Prayagraj performs Satyanarayan Katha only.
  await make('Pt. Elsewhere Lucknow', 'Uttar Pradesh', 'Lucknow', ['Rudra Abhishek']);
  await make('Pt. Elsewhere Kanpur One', 'Uttar Pradesh', 'Kanpur', ['Griha Pravesh']);
  await make('Pt. Elsewhere Kanpur Two', 'Uttar Pradesh', 'Kanpur', ['Griha Pravesh', 'Satyanarayan Katha']);
  await make('Pt. Elsewhere Varanasi', 'Uttar Pradesh', 'Varanasi', ['Griha Pravesh'], true);
  await make('Pt. Elsewhere Mumbai', 'Maharashtra', 'Mumbai', ['Griha Pravesh'], true);
  await make('Pt. Elsewhere Chennai', 'Tamil Nadu', 'Chennai', ['Satyanarayan Katha'], true);
  await make('Pt. Elsewhere Prayagraj', 'Uttar Pradesh', 'Prayagraj', ['Satyanarayan Katha']);
  admin = await sc.admin();
  customer = await sc.customer('Asha Verma');
}, 120_000);
afterAll(async () => s?.close());

const SEARCH = `query($filter: PanditFilter, $page: PageInput) {
  pandits(filter: $filter, page: $page) {
    items { id }
    pageInfo { totalCount }
    elsewhere {
      city state ceremony search virtualCount
      virtualPandits { name city virtualPoojaAvailable }
      nearbyCities { city state distanceKm panditCount }
    }
  }
}`;
async function search(filter: Record<string, unknown>, page?: Record<string, number>) {
  const r = await s.gql(SEARCH, { filter, page });
  expect(r.errors).toBeUndefined();
  return r.data.pandits;
}

describe('a search that finds nobody in a city', () => {
  it('offers the same ceremony with virtual pandits, then nearby cities with their distance (text search)', async () => {
    const page = await search({ search: 'griha pravesh lucknow' });
    expect(page.items).toEqual([]);
    const e = page.elsewhere;
    expect(e).toMatchObject({ city: 'Lucknow', state: 'Uttar Pradesh', ceremony: 'Griha Pravesh', search: 'griha pravesh' });
    // Virtual pandits performing it, anywhere (Mumbai is far; Chennai does not perform it).
    expect(e.virtualPandits.map((p: { name: string }) => p.name).sort()).toEqual([
      'Pt. Elsewhere Mumbai',
      'Pt. Elsewhere Varanasi',
    ]);
    expect(e.virtualCount).toBe(2);
    // Nearby cities performing it, nearest first, with the distance between the reference cities; not Lucknow itself,
    // not Prayagraj (nobody performs it there), not Mumbai (beyond NEARBY_CITY_KM).
    expect(km('Maharashtra', 'Mumbai')).toBeGreaterThan(NEARBY_CITY_KM);
    expect(e.nearbyCities).toEqual([
      { city: 'Kanpur', state: 'Uttar Pradesh', distanceKm: Math.round(km('Uttar Pradesh', 'Kanpur') * 10) / 10, panditCount: 2 },
      {
        city: 'Varanasi',
        state: 'Uttar Pradesh',
        distanceKm: Math.round(km('Uttar Pradesh', 'Varanasi') * 10) / 10,
        panditCount: 1,
      },
    ]);
    expect(e.nearbyCities[0].distanceKm).toBeGreaterThan(60);
    expect(e.nearbyCities[0].distanceKm).toBeLessThan(90);
  });

  it('understands the search in Hindi, and the city filter', async () => {
    const hindi = await search({ search: 'सत्यनारायण कथा लखनऊ' });
    expect(hindi.items).toEqual([]);
    expect(hindi.elsewhere).toMatchObject({ city: 'Lucknow', ceremony: 'Satyanarayan Katha', search: 'सत्यनारायण कथा' });
    expect(hindi.elsewhere.virtualPandits.map((p: { name: string }) => p.name)).toEqual(['Pt. Elsewhere Chennai']);
    expect(hindi.elsewhere.nearbyCities.map((c: { city: string }) => c.city)).toEqual(['Kanpur', 'Prayagraj']);

    const filtered = await search({ search: 'griha pravesh', state: 'Uttar Pradesh', city: 'Lucknow' });
    expect(filtered.items).toEqual([]);
    expect(filtered.elsewhere).toMatchObject({ city: 'Lucknow', ceremony: 'Griha Pravesh', search: 'griha pravesh' });
    expect(filtered.elsewhere.nearbyCities.map((c: { city: string }) => c.city)).toEqual(['Kanpur', 'Varanasi']);
  });

  it('only the place typed: every virtual pandit, and the nearby cities with any pandit', async () => {
    const page = await search({ search: 'pandit in lucknow', minRating: 4.5 });
    expect(page.items).toEqual([]);
    expect(page.elsewhere.search).toBeNull();
    expect(page.elsewhere.ceremony).toBeNull();
    // The other filters still apply (nobody is rated 4.5 here).
    expect(page.elsewhere.virtualPandits).toEqual([]);
    expect(page.elsewhere.nearbyCities).toEqual([]);
  });

  it('a search naming only a state where nobody practises: virtual pandits, then the cities near the state (en, hi)', async () => {
    // Bihar has nobody; Varanasi (Uttar Pradesh) is near its western cities.
    const bihar = await search({ search: 'griha pravesh bihar' });
    expect(bihar.items).toEqual([]);
    expect(bihar.elsewhere).toMatchObject({ city: null, state: 'Bihar', ceremony: 'Griha Pravesh', search: 'griha pravesh' });
    expect(bihar.elsewhere.virtualPandits.map((p: { name: string }) => p.name).sort()).toEqual([
      'Pt. Elsewhere Mumbai',
      'Pt. Elsewhere Varanasi',
    ]);
    const expected = nearbyState('Bihar', 'Griha Pravesh');
    expect(expected.map((c) => c.city)).toContain('Varanasi');
    expect(bihar.elsewhere.nearbyCities).toEqual(expected);

    // Only the state, in Hindi: every virtual pandit, and the cities near Jharkhand with any pandit.
    const jharkhand = await search({ search: 'झारखंड' });
    expect(jharkhand.items).toEqual([]);
    expect(jharkhand.elsewhere).toMatchObject({ city: null, state: 'Jharkhand', ceremony: null, search: null });
    expect(jharkhand.elsewhere.virtualCount).toBe(3);
    const near = nearbyState('Jharkhand', null);
    expect(near.length).toBeGreaterThan(0);
    expect(jharkhand.elsewhere.nearbyCities).toEqual(near);

    // A ceremony and a state, in English and in Hindi, and the state filter alone.
    for (const text of ['satyanarayan katha jharkhand', 'सत्यनारायण कथा झारखंड']) {
      const katha = await search({ search: text });
      expect(katha.items).toEqual([]);
      expect(katha.elsewhere).toMatchObject({ city: null, state: 'Jharkhand', ceremony: 'Satyanarayan Katha' });
      expect(katha.elsewhere.virtualPandits.map((p: { name: string }) => p.name)).toEqual(['Pt. Elsewhere Chennai']);
      expect(katha.elsewhere.nearbyCities).toEqual(nearbyState('Jharkhand', 'Satyanarayan Katha'));
    }
    const filtered = await search({ search: 'griha pravesh', state: 'Bihar' });
    expect(filtered.elsewhere).toMatchObject({ city: null, state: 'Bihar', search: 'griha pravesh' });
    expect(filtered.elsewhere.nearbyCities).toEqual(expected);
    // A state with pandits found answers no fallback.
    expect((await search({ search: 'griha pravesh uttar pradesh' })).elsewhere).toBeNull();
  });

  it('is null when something was found, beyond the first page, or no city was named', async () => {
    expect((await search({ search: 'griha pravesh kanpur' })).elsewhere).toBeNull();
    expect((await search({ search: 'griha pravesh lucknow' }, { page: 2, limit: 12 })).elsewhere).toBeNull();
    const nothing = await search({ search: 'zzqx griha pravesh' });
    expect(nothing.items).toEqual([]);
    expect(nothing.elsewhere).toBeNull();
  });

  it('REST: GET /api/pandits carries it', async () => {
    const r = await s.rest('GET', `/api/pandits?search=${encodeURIComponent('griha pravesh lucknow')}`);
    expect(r.status).toBe(200);
    expect(r.body.data.pandits).toEqual([]);
    expect(r.body.data.elsewhere.nearbyCities.map((c: { city: string }) => c.city)).toEqual(['Kanpur', 'Varanasi']);
  });
});

const REQUESTS = `query($status: PanditRequestStatus) {
  panditRequests(status: $status) { items { id name phone email ceremony city preferredDate note status handledAt user { id } } pageInfo { totalCount } }
}`;
const REQUEST = 'mutation($i: PanditRequestInput!) { requestPandit(input: $i) }';

describe('find me a pandit', () => {
  it('a visitor and a signed-in customer leave requests; admins list them, newest first, and mark them handled', async () => {
    const visitor = await s.gql(REQUEST, {
      i: { name: 'Ravi Kumar', phone: '+91 98765 43210', ceremony: 'Griha Pravesh', city: 'Lucknow', note: 'Morning preferred' },
    });
    expect(visitor.errors).toBeUndefined();
    expect(visitor.data.requestPandit).toBe(true);
    const signedIn = await s.rest(
      'POST',
      '/api/pandit-requests',
      { name: 'Asha Verma', email: customer.email, ceremony: 'सत्यनारायण कथा', city: 'लखनऊ' },
      customer.token,
    );
    expect(signedIn.status).toBe(201);

    const listed = await s.gql(REQUESTS, { status: 'NEW' }, admin.token);
    expect(listed.errors).toBeUndefined();
    const [newest, older] = listed.data.panditRequests.items;
    expect(newest).toMatchObject({ name: 'Asha Verma', email: customer.email, phone: null, city: 'लखनऊ', status: 'NEW' });
    expect(newest.user).toEqual({ id: customer.id });
    expect(older).toMatchObject({ name: 'Ravi Kumar', phone: '9876543210', email: null, note: 'Morning preferred', user: null });

    const marked = await s.gql(
      'mutation($id: ID!) { markPanditRequestHandled(id: $id) { id status handledAt } }',
      { id: older.id },
      admin.token,
    );
    expect(marked.data.markPanditRequestHandled.status).toBe('HANDLED');
    expect(
      (await s.gql(REQUESTS, { status: 'NEW' }, admin.token)).data.panditRequests.items.map((r: { id: string }) => r.id),
    ).toEqual([newest.id]);
    expect(
      (await s.gql(REQUESTS, { status: 'HANDLED' }, admin.token)).data.panditRequests.items.map((r: { id: string }) => r.id),
    ).toEqual([older.id]);
    const audit = await s.gql('{ auditLog { items { action entityId actorName } } }', {}, admin.token);
    expect(audit.data.auditLog.items).toContainEqual({
      action: 'panditRequest.handled',
      entityId: older.id,
      actorName: admin.name,
    });
  });

  it('the server refuses a request without a contact, with the rule keys; only admins read them', async () => {
    const r = await s.gql(REQUEST, { i: { name: 'Ravi Kumar', ceremony: '', city: 'Lucknow', preferredDate: '2001-01-01' } });
    expect(r.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(r.errors?.[0]?.extensions?.fieldKeys).toEqual({
      'input.phone': 'request.contactRequired',
      'input.ceremony': 'request.ceremonyRequired',
      'input.preferredDate': 'booking.datePast',
    });
    for (const token of [undefined, customer.token]) {
      const denied = await s.gql(REQUESTS, {}, token);
      expect(denied.errors?.[0]?.extensions?.code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
    }
  });

  it('is rate limited per address', async () => {
    const from = { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.37' };
    const body = JSON.stringify({ name: 'Flood Test', email: 'flood@example.in', ceremony: 'Havan', city: 'Lucknow' });
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.panditRequestAddress.points; i++) {
      const res = await fetch(`${s.url}/api/pandit-requests`, { method: 'POST', headers: from, body });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

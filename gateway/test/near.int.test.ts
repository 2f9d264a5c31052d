import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BORDER_TOWN_KM, haversineKm, insideIndia } from '@marketplace/schema/rules';
import { STATES } from '../src/reference/index.js';
import { coords, VARANASI } from './places.js';
import { startTestServer, type TestServer } from './harness.js';
import { scenario, type PanditFixture } from './scenario.js';
import { at, first } from '../src/indexed.js';

/** "Near me": distances from the reference coordinates of each pandit's city, the DISTANCE sort, maxDistanceKm. */
let s: TestServer;
const placed: Array<{ pandit: PanditFixture; state: string; city: string }> = [];

beforeAll(async () => {
  s = await startTestServer({ seed: false });
  const sc = scenario(s);
  const places: Array<[string, string, boolean]> = [
    ['Maharashtra', 'Mumbai', false],
    ['Uttar Pradesh', 'Prayagraj', false],
    ['Tamil Nadu', 'Chennai', true],
    ['Uttar Pradesh', 'Varanasi', false],
    ['Bihar', 'Patna', false],
    ['Uttar Pradesh', 'Lucknow', true],
    ['West Bengal', 'Kolkata', false],
  ];
  for (const [state, city, virtual] of places) {
    placed.push({ pandit: await sc.pandit({ state, city, location: city, virtual, name: `Pt. Near ${city}` }), state, city });
  }
}, 120_000);
afterAll(async () => s?.close());

const LIST = `query($filter: PanditFilter, $sort: PanditSort, $page: PageInput) {
  pandits(filter: $filter, sort: $sort, page: $page) { items { id name city state distanceKm virtualPoojaAvailable } pageInfo { totalCount } }
}`;
async function list(filter: Record<string, unknown>, sort?: string) {
  const r = await s.gql(LIST, { filter, sort, page: { limit: 50 } });
  return r;
}
const expected = (from: { lat: number; lng: number }) =>
  placed
    .map((p) => {
      const c = coords(p.state, p.city);
      return { name: p.pandit.name, km: haversineKm(from.lat, from.lng, c.lat, c.lng) };
    })
    .sort((a, b) => a.km - b.km);

describe('near me', () => {
  it('orders by distance from the point, against the reference coordinates, with each distance', async () => {
    const r = await list({ near: VARANASI }, 'DISTANCE');
    expect(r.errors).toBeUndefined();
    const items = r.data.pandits.items as Array<{ name: string; distanceKm: number }>;
    const want = expected(VARANASI);
    expect(items.map((p) => p.name)).toEqual(want.map((p) => p.name));
    items.forEach((p, i) => expect(p.distanceKm).toBeCloseTo(at(want, i).km, 0));
    expect(first(items).distanceKm).toBe(0);
    // Prayagraj is about 120 km from Varanasi by air.
    expect(at(items, 1).distanceKm).toBeGreaterThan(100);
    expect(at(items, 1).distanceKm).toBeLessThan(130);
  });

  it('a different point gives a different order (Chennai first from Chennai)', async () => {
    const chennai = coords('Tamil Nadu', 'Chennai');
    const r = await list({ near: chennai }, 'DISTANCE');
    expect(r.data.pandits.items.map((p: { name: string }) => p.name)).toEqual(expected(chennai).map((p) => p.name));
  });

  it('maxDistanceKm keeps only the pandits within it, and combines with other filters', async () => {
    const within = await list({ near: VARANASI, maxDistanceKm: 250 }, 'DISTANCE');
    const want = expected(VARANASI).filter((p) => p.km <= 250);
    expect(want.length).toBeGreaterThan(1);
    expect(within.data.pandits.items.map((p: { name: string }) => p.name)).toEqual(want.map((p) => p.name));
    expect(within.data.pandits.pageInfo.totalCount).toBe(want.length);
    const virtual = await list({ near: VARANASI, maxDistanceKm: 300, serviceType: 'VIRTUAL' }, 'DISTANCE');
    expect(virtual.data.pandits.items.map((p: { city: string }) => p.city)).toEqual(['Lucknow']);
  });

  it('distanceKm is null without near, and other sorts keep their order with near', async () => {
    const plain = await list({});
    expect(plain.data.pandits.items.every((p: { distanceKm: number | null }) => p.distanceKm === null)).toBe(true);
    const byName = await list({ near: VARANASI }, 'NAME');
    const names = byName.data.pandits.items.map((p: { name: string }) => p.name);
    expect(names).toEqual([...names].sort());
    expect(byName.data.pandits.items.every((p: { distanceKm: number | null }) => typeof p.distanceKm === 'number')).toBe(true);
  });

  it('DISTANCE without near falls back to the best rated (no error)', async () => {
    const r = await list({}, 'DISTANCE');
    expect(r.errors).toBeUndefined();
    expect(r.data.pandits.items).toHaveLength(placed.length);
  });

  it('outside India: nobody within reach, every distance is far, and virtual pandits remain findable', async () => {
    const london = { lat: 51.5072, lng: -0.1276 };
    const nearest = Math.min(...STATES.flatMap((st) => st.cities.map((c) => haversineKm(london.lat, london.lng, c.lat, c.lng))));
    expect(nearest).toBeGreaterThan(BORDER_TOWN_KM);
    expect(insideIndia(london.lat, london.lng)).toBe(false);
    const none = await list({ near: london, maxDistanceKm: 250 }, 'DISTANCE');
    expect(none.data.pandits.items).toEqual([]);
    expect(none.data.pandits.pageInfo.totalCount).toBe(0);
    const all = await list({ near: london }, 'DISTANCE');
    expect(all.data.pandits.items.every((p: { distanceKm: number }) => p.distanceKm > 5000)).toBe(true);
    const virtual = await list({ serviceType: 'VIRTUAL' });
    expect(virtual.data.pandits.items.map((p: { city: string }) => p.city).sort()).toEqual(['Chennai', 'Lucknow']);
  });

  it('refuses a position or distance out of range with the rule keys', async () => {
    const bad = await list({ near: { lat: 91, lng: 0 }, maxDistanceKm: 0 }, 'DISTANCE');
    expect(bad.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(bad.errors?.[0]?.extensions?.fieldKeys).toMatchObject({
      'filter.near.lat': 'near.invalid',
      'filter.maxDistanceKm': 'near.distanceInvalid',
    });
  });

  it('a search with near still measures distances (exact path and typo path)', async () => {
    const exact = await list({ search: 'Near', near: VARANASI, maxDistanceKm: 150 }, 'DISTANCE');
    expect(exact.data.pandits.items.map((p: { city: string }) => p.city)).toEqual(['Varanasi', 'Prayagraj']);
    const typo = await list({ search: 'Varansi', near: VARANASI }, 'DISTANCE');
    expect(typo.errors).toBeUndefined();
    expect(typo.data.pandits.items[0]?.city).toBe('Varanasi');
    expect(typo.data.pandits.items[0]?.distanceKm).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haversineKm } from '@marketplace/schema/rules';
import { coords, VARANASI } from './places.js';
import { startTestServer, type TestServer } from './harness.js';
import { scenario } from './scenario.js';

/**
 * The nearest-first list walks the cities from the nearest and takes each one's best rated (pandit.service.ts,
 * nearestFirst): its pages must read as one list sorted by distance, then rating, reviews and id, with the pandits
 * whose place is no reference city last, however the page falls.
 */
let s: TestServer;
type Row = { name: string; km: number | null; rating: number; reviews: number; id: string };
const rows: Row[] = [];

beforeAll(async () => {
  s = await startTestServer({ seed: false });
  const sc = scenario(s);
  const sql = (q: string, params: unknown[]) => s.db.orm.em.getConnection().execute(q, params);
  // [state, city, rating, reviews, a place outside the reference (set after approval)]
  const places: Array<[string, string, number, number, string | null]> = [
    ['Uttar Pradesh', 'Varanasi', 4.2, 10, null],
    ['Uttar Pradesh', 'Varanasi', 4.9, 3, null],
    ['Uttar Pradesh', 'Varanasi', 4.9, 8, null],
    ['Uttar Pradesh', 'Prayagraj', 3.1, 1, null],
    ['Uttar Pradesh', 'Prayagraj', 5.0, 2, null],
    ['Maharashtra', 'Mumbai', 4.0, 4, null],
    ['Maharashtra', 'Mumbai', 4.0, 4, null],
    ['Uttar Pradesh', 'Varanasi', 4.7, 5, 'Chunar Fort'],
    ['Uttar Pradesh', 'Varanasi', 3.9, 9, ''],
  ];
  for (const [i, [state, city, rating, reviews, elsewhere]] of places.entries()) {
    const name = `Pt. Page ${i}`;
    const p = await sc.pandit({ state, city, location: city, name });
    await sql('update pandits set rating = ?, review_count = ?, city = coalesce(?, city) where id = ?', [
      rating,
      reviews,
      elsewhere,
      p.id,
    ]);
    const c = coords(state, city);
    rows.push({
      name,
      rating,
      reviews,
      id: p.id,
      km: elsewhere === null ? haversineKm(VARANASI.lat, VARANASI.lng, c.lat, c.lng) : null,
    });
  }
}, 120_000);
afterAll(async () => s?.close());

const LIST = `query($filter: PanditFilter, $page: PageInput) {
  pandits(filter: $filter, sort: DISTANCE, page: $page) { items { name distanceKm } pageInfo { totalCount hasNextPage } }
}`;
const names = async (filter: Record<string, unknown>, page: { page: number; limit: number }) => {
  const r = await s.gql(LIST, { filter, page });
  expect(r.errors).toBeUndefined();
  return r.data.pandits as {
    items: Array<{ name: string; distanceKm: number | null }>;
    pageInfo: { totalCount: number; hasNextPage: boolean };
  };
};

/** The order the DISTANCE sort promises: nearest first (unknown last), then rating, reviews, id. */
const expected = (keep: (r: Row) => boolean = () => true) =>
  rows
    .filter(keep)
    .sort(
      (a, b) => (a.km ?? Infinity) - (b.km ?? Infinity) || b.rating - a.rating || b.reviews - a.reviews || (a.id < b.id ? -1 : 1),
    )
    .map((r) => r.name);

describe('nearest first, page by page', () => {
  it('one long list: each city best rated first, the unknown places last', async () => {
    const all = await names({ near: VARANASI }, { page: 1, limit: 50 });
    expect(all.items.map((p) => p.name)).toEqual(expected());
    expect(all.pageInfo.totalCount).toBe(rows.length);
    expect(all.items.slice(-2).map((p) => p.distanceKm)).toEqual([null, null]);
  });

  it.each([1, 2, 4])('pages of %i read as the long list, across cities and into the unknown places', async (limit) => {
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(rows.length / limit); page++) {
      const r = await names({ near: VARANASI }, { page, limit });
      expect(r.pageInfo.totalCount).toBe(rows.length);
      expect(r.pageInfo.hasNextPage).toBe(page * limit < rows.length);
      seen.push(...r.items.map((p) => p.name));
    }
    expect(seen).toEqual(expected());
    expect((await names({ near: VARANASI }, { page: 99, limit })).items).toEqual([]);
  });

  it('maxDistanceKm leaves the unknown places out; other filters apply in every city', async () => {
    const within = await names({ near: VARANASI, maxDistanceKm: 200 }, { page: 1, limit: 50 });
    expect(within.items.map((p) => p.name)).toEqual(expected((r) => r.km !== null && r.km <= 200));
    const rated = await names({ near: VARANASI, minRating: 4.5 }, { page: 1, limit: 3 });
    expect(rated.items.map((p) => p.name)).toEqual(expected((r) => r.rating >= 4.5).slice(0, 3));
    expect(rated.pageInfo.totalCount).toBe(rows.filter((r) => r.rating >= 4.5).length);
  });
});

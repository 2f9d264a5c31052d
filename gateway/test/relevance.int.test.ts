import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { RELEVANCE_CASES } from './fixtures/relevance.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s?.close());

const SEARCH = `query($filter: PanditFilter, $page: PageInput) {
  pandits(filter: $filter, page: $page) { items { name } pageInfo { totalCount } correctedQuery }
}`;

async function search(query: string, exact?: boolean) {
  const r = await s.gql(SEARCH, { filter: { search: query, ...(exact ? { exact } : {}) }, page: { limit: 100 } });
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data.pandits as { items: Array<{ name: string }>; pageInfo: { totalCount: number }; correctedQuery: string | null };
}

describe('relevance set', () => {
  it('has at least 150 queries in both scripts', () => {
    expect(RELEVANCE_CASES.length).toBeGreaterThanOrEqual(150);
    expect(RELEVANCE_CASES.filter((c) => /[\u0900-\u097f]/.test(c.query)).length).toBeGreaterThanOrEqual(40);
    expect(RELEVANCE_CASES.filter((c) => c.kind === 'nonsense').length).toBeGreaterThanOrEqual(5);
  });

  it.each(RELEVANCE_CASES.map((c) => [c.query, c] as const))('%s', async (_q, c) => {
    const found = (await search(c.query)).items.map((p) => p.name);
    const missing = c.find.filter((n) => !found.includes(n));
    const wrong = c.notFind.filter((n) => found.includes(n));
    expect({ missing, wrong }).toEqual({ missing: [], wrong: [] });
    if (c.kind === 'nonsense') expect(found).toEqual([]);
    if (c.first) expect(found[0]).toBe(c.first);
  });
});

describe('corrections', () => {
  it('says what it searched for when it corrected the query, in the script typed', async () => {
    expect((await search('Griha Parvesh')).correctedQuery).toBe('Griha Pravesh');
    expect((await search('Banaras')).correctedQuery).toBe('Varanasi');
    expect((await search('बनारस')).correctedQuery).toBe('वाराणसी');
    expect((await search('Griha Pravesh')).correctedQuery).toBeNull();
    expect((await search('xqzv')).correctedQuery).toBeNull();
  });

  it('exact: true searches only what was typed', async () => {
    expect((await search('Griha Parvesh', true)).items).toEqual([]);
    const banaras = (await search('Banaras', true)).items.map((p) => p.name);
    const varanasi = (await search('Varanasi')).items.map((p) => p.name);
    expect(banaras.length).toBeGreaterThan(0);
    expect(banaras.length).toBeLessThan(varanasi.length);
    expect((await search('Banaras', true)).correctedQuery).toBeNull();
  });
});

const PACKAGES = `query($filter: PackageFilter) { packages(filter: $filter, page: { limit: 50 }) { items { name destination } } }`;
async function packages(filter: Record<string, unknown>) {
  const r = await s.gql(PACKAGES, { filter });
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return (r.data.packages.items as Array<{ name: string; destination: string }>).map((p) => p.destination);
}

describe('packages by destination', () => {
  it.each([
    ['Varanasi', 'Varanasi'],
    ['Banaras', 'Varanasi'],
    ['Benares', 'Varanasi'],
    ['बनारस', 'Varanasi'],
    ['वाराणसी', 'Varanasi'],
    ['Varansi', 'Varanasi'],
    ['Hardwar', 'Haridwar'],
    ['हरिद्वार', 'Haridwar'],
    ['Ujjayini', 'Ujjain'],
    ['Mahakal', 'Ujjain'],
    ['Tirupathi', 'Tirupati'],
    ['Uttaranchal', 'Uttarakhand'],
    ['Rameshwaram', 'Rameswaram'],
    ['अयोध्या', 'Ayodhya'],
  ])('search %s finds the %s packages', async (query, destination) => {
    // A search also finds packages that mention the place (Char Dham passes Haridwar); the destination filter only its own.
    expect(await packages({ search: query })).toContain(destination);
    const byDestination = await packages({ destination: query });
    expect(byDestination).toContain(destination);
    expect(byDestination.every((d) => d === destination)).toBe(true);
  });

  it('nonsense finds no package', async () => {
    expect(await packages({ search: 'xqzv' })).toEqual([]);
    expect(await packages({ destination: 'asdfgh' })).toEqual([]);
  });
});

const SUGGEST = `query($q: String!, $l: String, $n: Int) { searchSuggestions(query: $q, language: $l, limit: $n) { kind label value id state } }`;
async function suggest(q: string, l?: string, n?: number) {
  const r = await s.gql(SUGGEST, { q, l, n });
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data.searchSuggestions as Array<{
    kind: string;
    label: string;
    value: string;
    id: string | null;
    state: string | null;
  }>;
}

describe('suggestions while typing', () => {
  it('ceremonies by prefix, in the requested language', async () => {
    expect((await suggest('grih'))[0]).toMatchObject({ kind: 'CEREMONY', label: 'Griha Pravesh' });
    expect((await suggest('grih', 'hi'))[0]).toMatchObject({ kind: 'CEREMONY', label: 'गृह प्रवेश', value: 'गृह प्रवेश' });
    expect((await suggest('गृह', 'hi'))[0]).toMatchObject({ kind: 'CEREMONY', label: 'गृह प्रवेश' });
    expect((await suggest('house warm')).map((x) => x.label)).toContain('Griha Pravesh');
    expect((await suggest('rudrabh')).map((x) => x.label)).toContain('Rudra Abhishek');
  });

  it('cities by old names and typos, with their state', async () => {
    expect((await suggest('Banar')).find((x) => x.kind === 'CITY')).toMatchObject({ label: 'Varanasi', state: 'UP' });
    expect((await suggest('bomb')).map((x) => x.label)).toContain('Mumbai');
    expect((await suggest('बनारस', 'hi')).map((x) => x.label)).toContain('वाराणसी');
    expect((await suggest('Varansi')).map((x) => x.label)).toContain('Varanasi');
  });

  it('pandit names (listed pandits only) and destinations', async () => {
    const names = await suggest('Ramesh Sh');
    expect(names.find((x) => x.kind === 'PANDIT')).toMatchObject({ label: 'Pt. Ramesh Shastri' });
    expect((await suggest('रमेश', 'hi')).map((x) => x.label)).toContain('Pt. Ramesh Shastri');
    expect((await suggest('Gopal Dub')).filter((x) => x.kind === 'PANDIT')).toEqual([]); // pending
    expect((await suggest('Kedarn')).find((x) => x.kind === 'DESTINATION')).toMatchObject({
      label: 'Kedarnath',
      id: 'kedarnath',
    });
  });

  it('at most the limit (10 at most), nothing for nonsense or blank', async () => {
    // (A term has 3 characters at least: the search rule.)
    expect((await suggest('sha', 'en', 50)).length).toBe(10);
    expect((await suggest('sha', 'en', 3)).length).toBe(3);
    expect(await suggest('xqzv')).toEqual([]);
    expect(await suggest('   ')).toEqual([]);
  });
});

describe('a variant finds at least what its plain form finds', () => {
  it.each([
    ['grah pravesh', 'Griha Pravesh'],
    ['griha pravesam', 'Griha Pravesh'],
    ['ganpati bappa puja', 'Ganesh Puja'],
    ['satyanarayan ki katha', 'Satyanarayan Katha'],
    ['shadi ke liye pandit', 'Wedding Ceremonies'],
    ['शादी के लिए पंडित', 'Wedding Ceremonies'],
    ['durga pooja calcutta', 'Durga Puja Kolkata'],
    ['pind daan gaya', 'Shraddha Karma Gaya'],
    ['banaras ganga arti', 'Varanasi Ganga Aarti'],
    ['काशी रुद्राभिषेक', 'Varanasi Rudra Abhishek'],
    ['लक्ष्मी पूजन कोलकाता', 'Lakshmi Puja Kolkata'],
    ['allahabad shradh', 'Prayagraj Shraddha Karma'],
    ['mahamritunjay', 'Maha Mrityunjaya Jaap'],
    ['vastu shanthi', 'Vastu Shanti'],
    ['upnayan', 'Upanayana'],
    ['nasik kalsarp', 'Nashik Kaal Sarp Dosh'],
  ])('%s ⊇ %s', async (variant, plain) => {
    const wanted = (await search(plain)).items.map((p) => p.name);
    const found = (await search(variant)).items.map((p) => p.name);
    expect(wanted.length).toBeGreaterThan(0);
    expect(wanted.filter((n) => !found.includes(n))).toEqual([]);
  });
});

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

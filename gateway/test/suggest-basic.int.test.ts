import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { scenario } from './scenario.js';

/** The basic suggestions (gateway/src/modules/search/suggest-basic.ts): word prefixes, both scripts, public pandits. */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ seed: false });
  const sc = scenario(s);
  await sc.pandit({ name: 'Pt. Gopal Mishra' });
  await sc.pandit({ name: 'Pt. Gopinath Hidden', status: 'pending' });
}, 120_000);
afterAll(async () => s?.close());

const Q =
  'query($q: String!, $l: String, $n: Int) { searchSuggestions(query: $q, language: $l, limit: $n) { kind label value id state } }';
async function suggest(q: string, l?: string, n?: number) {
  const r = await s.gql(Q, { q, l, n });
  expect(r.errors).toBeUndefined();
  return r.data.searchSuggestions as Array<{
    kind: string;
    label: string;
    value: string;
    id: string | null;
    state: string | null;
  }>;
}

describe('searchSuggestions (basic)', () => {
  it('ceremonies and cities by prefix, labels in the asked language, values in English', async () => {
    const en = await suggest('gri');
    expect(en[0]).toMatchObject({ kind: 'CEREMONY', label: 'Griha Pravesh', value: 'Griha Pravesh' });
    const hi = await suggest('गृह', 'hi');
    expect(hi[0]).toMatchObject({ kind: 'CEREMONY', label: 'गृह प्रवेश', value: 'Griha Pravesh' });
    const city = await suggest('varan', 'hi');
    expect(city.find((x) => x.kind === 'CITY')).toMatchObject({ label: 'वाराणसी', value: 'Varanasi', state: 'UP' });
    const dest = await suggest('kedar');
    expect(dest.find((x) => x.kind === 'DESTINATION')).toMatchObject({ value: 'Kedarnath', id: 'kedarnath' });
  });

  it('public pandits by a word of their name, never hidden ones', async () => {
    const r = await suggest('gop');
    const pandits = r.filter((x) => x.kind === 'PANDIT');
    expect(pandits.map((p) => p.label)).toEqual(['Pt. Gopal Mishra']);
    expect(pandits[0].id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('limit (at most 10), nothing for blank or nonsense', async () => {
    expect((await suggest('s', 'en', 3)).length).toBe(3);
    expect((await suggest('s', 'en', 50)).length).toBeLessThanOrEqual(10);
    expect(await suggest('   ')).toEqual([]);
    expect(await suggest('qzxqzx')).toEqual([]);
  });
});

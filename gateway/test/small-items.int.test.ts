import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_MAX, SEARCH_MIN, addDays, indiaToday } from '@marketplace/schema/rules';
import { startTestServer, type TestServer } from './harness.js';
import { scenario, type Account, type PackageFixture } from './scenario.js';

/**
 * The smaller findings of the security campaign (issue 30, item 8), each answered over real HTTP on a real database:
 * search terms outside 3..100 characters, an idempotency key reused for a trip with another party, a token issued in
 * the future. (The Razorpay capture without an amount: payments.int.test.ts; the __Host- refresh cookie:
 * sessions.int.test.ts; register with an existing e-mail: account.int.test.ts.)
 */
let s: TestServer;
let customer: Account;
let pkg: PackageFixture;
const JWT_SECRET = 'test-secret-test-secret-test-secret-123'; // harness.ts

beforeAll(async () => {
  s = await startTestServer({ seed: false, env: { RATE_LIMITS: 'off' } });
  const sc = scenario(s);
  customer = await sc.customer('Small Items Devotee');
  await sc.pandit({ name: 'Pt. Searchable Shastri' });
  pkg = await sc.package({ price: 12000 });
});
afterAll(async () => s?.close());

describe('search terms', () => {
  const PANDITS = 'query($f: PanditFilter) { pandits(filter: $f) { items { id name } } }';
  const PACKAGES = 'query($f: PackageFilter) { packages(filter: $f) { items { id } } }';
  const SUGGEST = 'query($q: String!) { searchSuggestions(query: $q) { label } }';
  const shortTerms = ['a', 'ab', ' ab ', 'गृ'];
  const longTerms = ['x'.repeat(SEARCH_MAX + 1), 'x'.repeat(200), `  ${'श'.repeat(SEARCH_MAX + 1)}  `];

  it.each([...shortTerms, ...longTerms].map((t) => [[...t.trim()].length, t]))(
    'a term of %i characters (trimmed) is VALIDATION_FAILED on GraphQL and 400 on REST',
    async (_n, term) => {
      for (const [query, variables, path] of [
        [PANDITS, { f: { search: term } }, 'filter.search'],
        [PACKAGES, { f: { search: term } }, 'filter.search'],
        [SUGGEST, { q: term }, 'query'],
      ] as const) {
        // (GraphQL answers a resolver's refusal with HTTP 200, as it does every VALIDATION_FAILED.)
        const g = await s.gql(query, variables);
        expect(g.data ?? null).toBeNull();
        expect(g.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', fieldKeys: { [path]: 'search.length' } });
      }
      for (const path of ['/api/pandits', '/api/packages']) {
        const r = await s.rest('GET', `${path}?search=${encodeURIComponent(term)}`);
        expect(r.status).toBe(400);
        expect(r.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      }
    },
  );

  it('terms of 3 and of 100 characters (after trimming) search; an empty or blank term is no search', async () => {
    const found = await s.gql(PANDITS, { f: { search: '  Sea  ' } });
    expect(found.status).toBe(200);
    expect(found.data.pandits.items.map((p: { name: string }) => p.name)).toContain('Pt. Searchable Shastri');
    expect((await s.gql(PANDITS, { f: { search: 'x'.repeat(SEARCH_MAX) } })).status).toBe(200);
    expect((await s.gql(SUGGEST, { q: 'gri' })).status).toBe(200);
    expect((await s.rest('GET', `/api/pandits?search=${'y'.repeat(SEARCH_MIN)}`)).status).toBe(200);
    const all = (await s.gql(PANDITS, {})).data.pandits.items.length;
    expect(all).toBeGreaterThan(0);
    for (const blank of ['', '   ']) {
      expect((await s.gql(PANDITS, { f: { search: blank } })).data.pandits.items).toHaveLength(all);
      expect((await s.rest('GET', `/api/pandits?search=${encodeURIComponent(blank)}`)).status).toBe(200);
      expect((await s.gql(SUGGEST, { q: blank })).data.searchSuggestions).toEqual([]);
    }
  });
});

describe('idempotency keys', () => {
  const trip = (over: Record<string, unknown> = {}) => ({
    package: pkg.id,
    date: addDays(indiaToday(), 20),
    travellers: 2,
    contactPhone: '9876543210',
    ...over,
  });
  const book = (body: Record<string, unknown>, key: string) =>
    fetch(`${s.url}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}`, 'idempotency-key': key },
      body: JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, body: await r.json() }));

  it('a key reused for a trip with other travellers or another contact phone answers 422; the same trip gets the first booking', async () => {
    const first = await book(trip(), 'trip-key-1');
    expect(first.status).toBe(201);
    const again = await book(trip(), 'trip-key-1');
    expect(again.status).toBe(201);
    expect(again.body.data.id).toBe(first.body.data.id);
    for (const other of [trip({ travellers: 5 }), trip({ contactPhone: '9123456780' })]) {
      const r = await book(other, 'trip-key-1');
      expect(r.status).toBe(422);
      expect(r.body).toMatchObject({ success: false, code: 'IDEMPOTENCY_KEY_REUSED' });
    }
    // Nothing was added: one booking of this trip.
    const mine = await s.rest('GET', '/api/bookings', undefined, customer.token);
    expect(mine.body.data.bookings.filter((b: { packageId: string }) => b.packageId === pkg.id)).toHaveLength(1);
  });
});

describe('access tokens', () => {
  it('a token issued in the future (beyond the clock skew) is refused; the same claims issued now are accepted', async () => {
    const claims = decodeJwt(customer.token);
    const sign = (iat: number) =>
      new SignJWT({ role: claims.role, sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
        .setSubject(claims.sub!)
        .setIssuer(claims.iss!)
        .setAudience(claims.aud!)
        .setIssuedAt(iat)
        .setExpirationTime(iat + 3600)
        .sign(new TextEncoder().encode(JWT_SECRET));
    const now = Math.floor(Date.now() / 1000);
    expect((await s.rest('GET', '/api/auth/me', undefined, await sign(now))).status).toBe(200);
    const future = await sign(now + 3600);
    expect((await s.rest('GET', '/api/auth/me', undefined, future)).status).toBe(401);
    expect((await s.gql('query { me { id } }', {}, future)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';

/**
 * Automatic persisted queries as the web app sends them (decision 0082): a visitor's query as a GET with the hash and
 * no text; a miss answers PERSISTED_QUERY_NOT_FOUND, never cached, and the retry with the text registers the hash;
 * then the hash alone is answered `public, max-age=60` with the Vary of any GET read.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

/** Apollo Server 5's status for an unknown hash. */
const MISS_STATUS = 200;
const PREFLIGHT = { 'apollo-require-preflight': 'true' };
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const persisted = (hash: string) => ({ persistedQuery: { version: 1, sha256Hash: hash } });

interface Answer {
  status: number;
  headers: Headers;
  body: { data?: any; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
}

async function get(params: Record<string, unknown>, headers: Record<string, string> = PREFLIGHT): Promise<Answer> {
  const search = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
  const res = await fetch(`${s.url}/graphql?${search}`, { headers });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as Answer['body']) : {} };
}

describe('persisted queries by GET', () => {
  // A query no other test registers (the store is per process): its own operation name.
  const QUERY = 'query PersistedFeatured { testimonials(featured: true, limit: 2) { id name } }';
  const hash = sha256(QUERY);

  it('a miss is PERSISTED_QUERY_NOT_FOUND and never cached; the text registers it; then the hash alone is public', async () => {
    const miss = await get({ operationName: 'PersistedFeatured', extensions: persisted(hash) });
    expect(miss.status).toBe(MISS_STATUS);
    expect(miss.body.errors?.[0]).toMatchObject({ message: 'PersistedQueryNotFound' });
    expect(miss.body.errors?.[0]?.extensions?.reason ?? miss.body.errors?.[0]?.extensions?.code).toBe(
      'PERSISTED_QUERY_NOT_FOUND',
    );
    expect(miss.headers.get('cache-control')).toBe('no-store');
    // Asked again: still a miss (nothing kept the first answer, neither the public cache nor a CDN may).
    const again = await get({ operationName: 'PersistedFeatured', extensions: persisted(hash) });
    expect(again.body.errors?.[0]?.message).toBe('PersistedQueryNotFound');
    expect(again.headers.get('x-cache')).toBeNull();

    const withText = await get({ query: QUERY, operationName: 'PersistedFeatured', extensions: persisted(hash) });
    expect(withText.status).toBe(200);
    expect(withText.body.data.testimonials.length).toBeGreaterThan(0);

    const byHash = await get({ operationName: 'PersistedFeatured', extensions: persisted(hash) });
    expect(byHash.status).toBe(200);
    expect(byHash.body.errors).toBeUndefined();
    expect(byHash.body.data).toEqual(withText.body.data);
    expect(byHash.headers.get('cache-control')).toBe('public, max-age=60');
    // The same Vary as a GET read with its text (decision 0080).
    const textRead = await get({ query: QUERY, operationName: 'PersistedFeatured' });
    expect(textRead.headers.get('cache-control')).toBe('public, max-age=60');
    expect(byHash.headers.get('vary')).toBe(textRead.headers.get('vary'));
    expect(byHash.headers.get('vary')).toMatch(/Authorization/i);
    expect(byHash.headers.get('vary')).toMatch(/X-Api-Key/i);
  });

  it('a hash that does not match the text is 400 and registers nothing', async () => {
    const other = 'query PersistedOther { testimonials(limit: 1) { id } }';
    const wrong = sha256('query Something { else }');
    const r = await get({ query: other, extensions: persisted(wrong) });
    expect(r.status).toBe(400);
    expect(r.headers.get('cache-control')).toBe('no-store');
    const after = await get({ extensions: persisted(wrong) });
    expect(after.body.errors?.[0]?.message).toBe('PersistedQueryNotFound');
  });

  it('a mutation by GET is 405, by text or by hash', async () => {
    const MUTATION = 'mutation PersistedPing { ping }';
    const hash = sha256(MUTATION);
    const byText = await get({ query: MUTATION, extensions: persisted(hash) });
    expect(byText.status).toBe(405);
    // Registered by POST (the way a client would send it), then asked by hash as a GET: still 405.
    const registered = await fetch(`${s.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: MUTATION, extensions: persisted(hash) }),
    });
    expect(registered.status).toBe(200);
    const byHash = await get({ extensions: persisted(hash) });
    expect(byHash.status).toBe(405);
    expect(byHash.body.data).toBeUndefined();
    expect(byHash.headers.get('cache-control')).toBe('no-store');
  });

  it('with a token the hashed answer is private, no-store', async () => {
    const user = await s.newUser();
    const r = await get(
      { operationName: 'PersistedFeatured', extensions: persisted(hash) },
      { ...PREFLIGHT, authorization: `Bearer ${user.token}` },
    );
    expect(r.status).toBe(200);
    expect(r.body.data.testimonials.length).toBeGreaterThan(0);
    expect(r.headers.get('cache-control')).toBe('private, no-store');
  });
});

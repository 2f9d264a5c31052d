import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { first } from '../src/indexed.js';

/**
 * The public-answer cache is emptied only by writes that may change public data (issue #39, decision 0082: the list in
 * http/public-writes.ts): a refused write (a wrong password, an invalid input) and private writes (a login, a
 * registration, a message setting, an API key, a ping) leave it; a write that changes public data renews it, by
 * GraphQL or by REST.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
}, 120_000);
afterAll(async () => s?.close());

const packages = async () => (await fetch(`${s.url}/api/packages`)).headers.get('x-cache');
/** Reads until the answer is kept and served from the cache (the first read of a key is only noted). */
async function cached() {
  for (let i = 0; i < 3; i++) if ((await packages()) === 'hit') return;
  throw new Error('the answer was never served from the cache');
}
const post = (path: string, body: unknown) =>
  fetch(`${s.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const gql = (query: string, variables: unknown) => post('/graphql', { query, variables }).then((r) => r.json());

describe('writes and the public cache', () => {
  it('a refused login (REST and GraphQL), a registration and a successful login keep it', async () => {
    await cached();
    expect((await post('/api/auth/login', { email: 'nobody@example.in', password: 'Wrong-password-1' })).status).toBe(401);
    expect(await packages()).toBe('hit');
    const refused = (await gql('mutation L($i: LoginInput!) { login(input: $i) { token } }', {
      i: { email: 'nobody@example.in', password: 'Wrong-password-1' },
    })) as { errors?: unknown[] };
    expect(refused.errors?.length).toBeGreaterThan(0);
    expect(await packages()).toBe('hit');
    const user = await s.newUser(); // a registration: private
    expect(await packages()).toBe('hit');
    expect((await post('/api/auth/login', { email: user.email, password: user.password })).status).toBe(200);
    expect(await packages()).toBe('hit');
  });

  it('private writes keep the cached answer; a write that changes public data renews it (GraphQL and REST)', async () => {
    await cached();
    const user = await s.newUser();
    const asUser = (query: string, variables: unknown = {}) =>
      fetch(`${s.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
        body: JSON.stringify({ query, variables }),
      }).then((r) => r.json() as Promise<{ data?: unknown; errors?: unknown[] }>);
    for (const write of [
      await asUser('mutation { setPreferredLanguage(language: HI) { id } }'),
      await asUser('mutation { ping }'),
    ]) {
      expect(write.errors).toBeUndefined();
      expect(await packages()).toBe('hit');
    }

    // An admin's public write by GraphQL: the next read is computed again.
    const admin = await s.token('admin');
    const featured = await s.gql<{ testimonials: Array<{ id: string }> }>('{ testimonials(limit: 1) { id } }');
    const id = first(featured.data!.testimonials).id;
    const toggle = await s.gql('mutation($id: ID!) { toggleTestimonialFeatured(id: $id) { id } }', { id }, admin);
    expect(toggle.errors).toBeUndefined();
    expect(await packages()).not.toBe('hit');

    // And by REST (the route's operation is the same mutation).
    await cached();
    const rest = await s.rest('PUT', `/api/testimonials/${id}/featured`, undefined, admin);
    expect(rest.status).toBe(200);
    expect(await packages()).not.toBe('hit');
  });
});

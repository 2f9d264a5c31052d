import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';

/**
 * The public-answer cache is emptied only by writes that may change public data (issue #39): a refused write (a wrong
 * password, an invalid input) and the account's own session writes (a login) leave it; other writes still empty it.
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
  it('a refused login (REST and GraphQL) and a successful login keep it; a write that may change public data empties it', async () => {
    await cached();
    expect((await post('/api/auth/login', { email: 'nobody@example.in', password: 'Wrong-password-1' })).status).toBe(401);
    expect(await packages()).toBe('hit');
    const refused = (await gql('mutation L($i: LoginInput!) { login(input: $i) { token } }', {
      i: { email: 'nobody@example.in', password: 'Wrong-password-1' },
    })) as { errors?: unknown[] };
    expect(refused.errors?.length).toBeGreaterThan(0);
    expect(await packages()).toBe('hit');
    const user = await s.newUser(); // a registration: a write that is not known to be private
    expect(await packages()).not.toBe('hit');
    await cached();
    expect((await post('/api/auth/login', { email: user.email, password: user.password })).status).toBe(200);
    expect(await packages()).toBe('hit');
  });
});

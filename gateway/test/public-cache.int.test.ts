import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { createApp } from '../src/app.js';
import { Tokens } from '../src/auth/tokens.js';
import { loadConfig } from '../src/config.js';
import { at } from '../src/indexed.js';

// Two gateways on one database (each with its own cache, as two processes would have): a write through
// one must show at once through both.
let s: TestServer;
let other: { url: string; close(): Promise<void> };
let pendingId: string;

beforeAll(async () => {
  s = await startTestServer();
  const config = loadConfig({
    ...process.env,
    JWT_SECRET: 'test-secret-test-secret-test-secret-123',
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
  });
  const { app, apollo } = await createApp({ config, orm: s.db.orm, tokens: new Tokens(config.jwtSecret, config.tokenTtl) });
  const server: Server = createServer(app);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  other = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      await new Promise<void>((r) => server.close(() => r()));
      await apollo.stop();
    },
  };
  const row = at(
    await s.db.orm.em
      .getConnection()
      .execute("select id from pandits where registration_status = 'pending' order by name limit 1"),
    0,
  );
  pendingId = row.id;
});
afterAll(async () => {
  await other?.close();
  await s?.close();
});

async function visitor(base: string, query: string, variables?: Record<string, unknown>) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return { cache: res.headers.get('x-cache'), json: await res.json() };
}

const PANDIT = 'query($id: ID!) { pandit(id: $id) { id name } }';
const COUNT = 'query { pandits(page: { limit: 1 }) { pageInfo { totalCount } } }';

describe('public answers cache', () => {
  it("GraphQL GET (as the web app sends a visitor's queries, no persisted query): public and cached; a token's private", async () => {
    const row = at(await s.db.orm.em.getConnection().execute('select id from pandits order by name limit 1'), 0);
    const address = `${s.url}/graphql?${new URLSearchParams({ query: PANDIT, variables: JSON.stringify({ id: row.id }) })}`;
    const get = (headers: Record<string, string> = {}) =>
      fetch(address, { headers: { 'apollo-require-preflight': 'true', ...headers } });
    const first = await get();
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60');
    expect(first.headers.get('vary')).toMatch(/Authorization/i);
    expect(first.headers.get('vary')).toMatch(/X-Api-Key/i);
    const body = await first.json();
    expect(body.data.pandit.id).toBe(row.id);
    await get(); // kept from the second request on
    const third = await get();
    expect(third.headers.get('x-cache')).toBe('hit');
    expect((await third.json()).data).toEqual(body.data);

    const mine = await get({ authorization: `Bearer ${await s.token('user')}` });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(mine.headers.get('x-cache')).toBeNull();

    // Without a header that forces a preflight, Apollo's CSRF prevention refuses a GET; a mutation is never a GET.
    expect((await fetch(address)).status).toBe(400);
    const mutation = await fetch(`${s.url}/graphql?${new URLSearchParams({ query: 'mutation { ping }' })}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(mutation.status).toBe(405);
    expect(mutation.headers.get('cache-control')).not.toMatch(/public/);
  });

  it('serves a visitor the cached answer (kept from its second request on), and never to a signed-in viewer', async () => {
    const first = await visitor(s.url, COUNT);
    const second = await visitor(s.url, COUNT);
    const third = await visitor(s.url, COUNT);
    expect(first.cache).toBeNull();
    expect(second.cache).toBeNull();
    expect(third.cache).toBe('hit');
    expect(third.json).toEqual(first.json);
    const token = await s.token('user');
    const signedIn = await fetch(`${s.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: COUNT }),
    });
    expect(signedIn.headers.get('x-cache')).toBeNull();
    const rest = [];
    for (let i = 0; i < 3; i++) rest.push(await fetch(`${s.url}/api/pandits?limit=2`));
    expect(rest.map((r) => r.headers.get('x-cache'))).toEqual([null, null, 'hit']);
    expect(await at(rest, 2).json()).toEqual(await at(rest, 0).json());
  });

  it('keeps no one-off answer, and keeps a popular one again from its first request after a write', async () => {
    const query = 'query { pandits(page: { limit: 3 }) { items { id } } }';
    const once = [];
    for (let i = 0; i < 50; i++) once.push(await visitor(s.url, query, { unused: i })); // each key asked once
    expect(once.every((r) => r.cache === null)).toBe(true);
    expect((await visitor(s.url, query, { unused: 0 })).cache).toBeNull(); // its second request: computed, now kept
    expect((await visitor(s.url, query, { unused: 0 })).cache).toBe('hit');

    const write = await s.gql('mutation { __typename }');
    expect(write.errors).toBeUndefined();
    expect((await visitor(s.url, query, { unused: 0 })).cache).toBeNull(); // after the write: computed, kept again
    expect((await visitor(s.url, query, { unused: 0 })).cache).toBe('hit');
  });

  it('shows an approval at once through every gateway', async () => {
    for (const base of [s.url, other.url]) {
      await visitor(base, PANDIT, { id: pendingId });
      await visitor(base, PANDIT, { id: pendingId });
      const cached = await visitor(base, PANDIT, { id: pendingId });
      expect(cached.cache).toBe('hit');
      expect(cached.json.data.pandit).toBeNull();
    }
    const before = (await visitor(other.url, COUNT)).json.data.pandits.pageInfo.totalCount;

    const approved = await s.gql(
      'mutation($id: ID!) { approvePandit(id: $id) { id } }',
      { id: pendingId },
      await s.token('admin'),
    );
    expect(approved.errors).toBeUndefined();

    for (const base of [s.url, other.url]) {
      const after = await visitor(base, PANDIT, { id: pendingId });
      expect(after.cache).toBeNull();
      expect(after.json.data.pandit?.id).toBe(pendingId);
      expect((await visitor(base, COUNT)).json.data.pandits.pageInfo.totalCount).toBe(before + 1);
    }
  });

  it('keeps the directory’s total per filter until a write through any gateway, for every viewer', async () => {
    const row = at(
      await s.db.orm.em
        .getConnection()
        .execute<Array<{ id: string; state: string }>>(
          "select id, state from pandits where registration_status = 'pending' and id <> ? order by name limit 1",
          [pendingId],
        ),
      0,
    );
    const token = await s.token('user'); // signed in: no whole-answer cache, only the kept total
    const query = `query($state: String) { pandits(filter: { state: $state }, page: { limit: 1 }) { pageInfo { totalCount } } }`;
    const list = async (base: string) => {
      const res = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables: { state: row.state } }),
      });
      const json = await res.json();
      expect(json.errors).toBeUndefined();
      return { statements: Number(res.headers.get('x-sql-statements')), total: json.data.pandits.pageInfo.totalCount };
    };
    let before = 0;
    for (const base of [s.url, other.url]) {
      before = (await list(base)).total; // counted with its page, and kept
      expect(await list(base)).toEqual({ statements: 3, total: before }); // the viewer, the page, the version: no count
    }

    const approved = await s.gql('mutation($id: ID!) { approvePandit(id: $id) { id } }', { id: row.id }, await s.token('admin'));
    expect(approved.errors).toBeUndefined();
    // Each gateway sees the write at once: the other one's kept total is older than the version.
    for (const base of [other.url, s.url]) {
      expect(await list(base)).toEqual({ statements: 4, total: before + 1 }); // and a new count
      expect(await list(base)).toEqual({ statements: 3, total: before + 1 });
    }
  });
});

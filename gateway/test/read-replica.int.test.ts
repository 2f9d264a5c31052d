import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/database.js';
import { Tokens } from '../src/auth/tokens.js';
import { createApp } from '../src/app.js';
import { DEMO_ACCOUNTS } from '../src/db/seeders/demo.seeder.js';
import { PUBLIC_PANDIT_SQL } from '../src/modules/pandit/pandit.entity.js';
import { clusterUnavailable, primaryWithReplica, type Replicated } from './postgres-cluster.js';
import { tempDir } from './processes.js';
import { first } from '../src/indexed.js';

/**
 * DATABASE_READ_URL with a REAL replica (decision 0080): a private primary and a streaming replica of it
 * (pg_basebackup -R), never the shared server. Replay on the replica is paused, a pandit renamed on the primary: a
 * visitor's reads show the old name (they ran on the replica), while a signed-in person's, and a browser's that just
 * wrote (the read-your-writes cookie), show the new one (the writer). A login while replay is paused works: the
 * session is written to and read back from the writer.
 */
const skip = clusterUnavailable ?? (process.env.DATABASE_URL ? null : 'DATABASE_URL is not set (PGlite has no replica)');
if (skip) console.warn(`\n!!! SKIPPED gateway/test/read-replica.int.test.ts: ${skip}. The read replica is NOT tested. !!!\n`);

let cluster: Replicated | undefined;
let db: Database | undefined;
let server: Server | undefined;
let stopApollo: (() => Promise<void>) | undefined;
let url = '';
const dir = tempDir();

const QUERY = 'query Profile($id: ID!) { pandit(id: $id) { id name } }';
const preflight = { 'apollo-require-preflight': 'true' };

async function sql<T = Record<string, unknown>>(connection: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: connection });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Waits until the replica has replayed everything the primary wrote so far. */
async function caughtUp() {
  const { lsn } = first(await sql<{ lsn: string }>(cluster!.primary.url(), 'select pg_current_wal_lsn()::text as lsn'));
  for (;;) {
    const { ok } = first(
      await sql<{ ok: boolean }>(cluster!.replica.url(), `select pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn as ok`),
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function read(id: string, headers: Record<string, string> = {}) {
  const params = new URLSearchParams({ query: QUERY, variables: JSON.stringify({ id }) });
  const res = await fetch(`${url}/graphql?${params}`, { headers: { ...preflight, ...headers } });
  const body = (await res.json()) as { data?: { pandit: { name: string } | null }; errors?: unknown };
  return { status: res.status, name: body.data?.pandit?.name, headers: res.headers, body };
}

async function login(): Promise<{ token: string; cookie: string }> {
  const account = DEMO_ACCOUNTS.user;
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation ($input: LoginInput!) { login(input: $input) { token } }',
      variables: { input: { email: account.email, password: account.password } },
    }),
  });
  const body = (await res.json()) as { data?: { login: { token: string } }; errors?: unknown };
  if (!body.data) throw new Error(`login failed: ${JSON.stringify(body.errors)}`);
  const cookie = (res.headers.getSetCookie() ?? []).find((c) => c.startsWith('pc_wrote='))?.split(';')[0] ?? '';
  return { token: body.data.login.token, cookie };
}

beforeAll(async () => {
  if (skip) return;
  cluster = await primaryWithReplica();
  await sql(cluster.primary.url(), 'create database app');
  await caughtUp();
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: cluster.primary.url('app'),
    DATABASE_READ_URL: cluster.replica.url('app'),
    DATA_DIR: dir.dir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-123',
    SEED_DEMO: 'true',
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    MESSAGES_WORKER: 'off',
  });
  db = await openDatabase(config);
  const { app, apollo } = await createApp({ config, orm: db.orm, tokens: new Tokens(config.jwtSecret, config.tokenTtl) });
  stopApollo = () => apollo.stop();
  server = createServer(app);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 240_000);

afterAll(async () => {
  if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
  await stopApollo?.();
  await db?.close();
  cluster?.remove();
  dir.remove();
});

describe.skipIf(Boolean(skip))('read replica (DATABASE_READ_URL)', () => {
  it('visitors read from the replica; a signed-in person and a browser that just wrote read from the writer', async () => {
    const pandit = first(
      await sql<{ id: string; name: string }>(
        cluster!.primary.url('app'),
        `select id, name from pandits p where ${PUBLIC_PANDIT_SQL} order by name limit 1`,
      ),
    );
    await caughtUp();
    expect((await read(pandit.id)).name).toBe(pandit.name);

    // Replay stops: whatever the primary writes from now on exists only there.
    await sql(cluster!.replica.url('app'), 'select pg_wal_replay_pause()');
    const renamed = `${pandit.name} (renamed on the primary)`;
    await sql(
      cluster!.primary.url('app'),
      `update pandits set name = '${renamed.replace(/'/g, "''")}' where id = '${pandit.id}'`,
    );
    await sql(cluster!.primary.url('app'), "select nextval('public_answer_version')"); // no cached answer may serve

    const visitor = await read(pandit.id);
    expect(visitor.status).toBe(200);
    expect(visitor.name).toBe(pandit.name); // the replica's (older) copy: this read ran there
    expect(visitor.headers.get('cache-control')).toBe('public, max-age=60');

    // A login writes a session on the primary; the token's session is then read back: from the writer, or it would
    // not be found on the paused replica and the token would be refused.
    const { token, cookie } = await login();
    const signedIn = await read(pandit.id, { authorization: `Bearer ${token}` });
    expect(signedIn.status).toBe(200);
    expect(signedIn.name).toBe(renamed);
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');

    // The browser that wrote (the login's cookie), still without a token: the writer too, past the public cache.
    expect(cookie).toBe('pc_wrote=1');
    const wrote = await read(pandit.id, { cookie });
    expect(wrote.name).toBe(renamed);
    expect(wrote.headers.get('x-cache')).toBeNull();

    // REST reads of visitors go to the replica as well.
    const rest = await fetch(`${url}/api/pandits?limit=50`).then(
      (r) => r.json() as Promise<{ data: { pandits: Array<{ id: string; name: string }> } }>,
    );
    expect(rest.data.pandits.find((p) => p.id === pandit.id)?.name).toBe(pandit.name);

    // Replay resumes: visitors see the change.
    await sql(cluster!.replica.url('app'), 'select pg_wal_replay_resume()');
    await caughtUp();
    await sql(cluster!.primary.url('app'), "select nextval('public_answer_version')");
    await caughtUp();
    expect((await read(pandit.id)).name).toBe(renamed);
  });
});

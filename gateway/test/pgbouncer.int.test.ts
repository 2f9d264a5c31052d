import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyPostgres, freePort, startGateway, tempDir, type GatewayProcess } from './processes.js';
import { DEMO_ACCOUNTS } from '../src/db/seeders/demo.seeder.js';

/**
 * The gateway behind PgBouncer in transaction mode (decision 0080), Debian's pgbouncer on a free port with a private
 * configuration: a first start on an EMPTY database (migrations under the advisory lock, demo data) and the product's
 * reads and writes, all through the pooler with DATABASE_POOLING=transaction. PgBouncer's own statistics prove the
 * statements went through it.
 */
const PGBOUNCER = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].find((p) => existsSync(p));
const hasPg = Boolean(process.env.DATABASE_URL);
if (hasPg && !PGBOUNCER)
  console.warn(
    '\n!!! SKIPPED gateway/test/pgbouncer.int.test.ts: pgbouncer is not installed, so running behind PgBouncer is NOT ' +
      'tested. Install it (apt-get install -y pgbouncer) to run this test. !!!\n',
  );

let db: Awaited<ReturnType<typeof emptyPostgres>>;
let bouncer: ChildProcess | undefined;
let bouncerLog = '';
let gateway: GatewayProcess | undefined;
let port = 0;
const dir = tempDir();
const gatewayDir = tempDir();

/** The URL `url` names, through the pooler. */
const throughBouncer = (url: string) => {
  const u = new URL(url);
  u.hostname = '127.0.0.1';
  u.port = String(port);
  return u.toString();
};

async function startBouncer(server: URL) {
  port = await freePort();
  chmodSync(dir.dir, 0o777);
  writeFileSync(join(dir.dir, 'users.txt'), `"${decodeURIComponent(server.username) || 'postgres'}" ""\n`);
  writeFileSync(
    join(dir.dir, 'pgbouncer.ini'),
    `[databases]
* = host=${server.hostname} port=${server.port || 5432}
[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
auth_type = trust
auth_file = ${dir.dir}/users.txt
admin_users = ${decodeURIComponent(server.username) || 'postgres'}
pool_mode = transaction
default_pool_size = 8
max_client_conn = 200
server_reset_query =
`,
  );
  // PgBouncer refuses to run as root: as root (CI) it runs as the postgres user.
  const asRoot = process.getuid?.() === 0;
  const ids = asRoot
    ? {
        uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()),
        gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim()),
      }
    : {};
  bouncer = spawn(PGBOUNCER!, [join(dir.dir, 'pgbouncer.ini')], { stdio: ['ignore', 'pipe', 'pipe'], ...ids });
  bouncer.stdout?.on('data', (d) => (bouncerLog += d));
  bouncer.stderr?.on('data', (d) => (bouncerLog += d));
  for (;;) {
    if (bouncer.exitCode !== null) throw new Error(`pgbouncer exited: ${bouncerLog}`);
    const client = new pg.Client({ connectionString: throughBouncer(db.url) });
    const ok = await client.connect().then(
      () => true,
      () => false,
    );
    await client.end().catch(() => {});
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  if (!hasPg || !PGBOUNCER) return;
  db = await emptyPostgres();
  await startBouncer(new URL(process.env.DATABASE_URL!));
  gateway = await startGateway(
    {
      DATABASE_URL: throughBouncer(db.url),
      DATABASE_POOLING: 'transaction',
      DATA_DIR: gatewayDir.dir,
      SEED_DEMO: 'true',
      MESSAGES_WORKER: 'off',
    },
    180_000,
  );
}, 240_000);
afterAll(async () => {
  await gateway?.stop();
  if (bouncer && bouncer.exitCode === null) {
    const exited = new Promise((r) => bouncer!.once('exit', r));
    bouncer.kill('SIGTERM'); // an immediate shutdown (SIGINT would wait for every client)
    await exited;
  }
  await db?.drop();
  dir.remove();
  gatewayDir.remove();
}, 60_000);

async function gql(query: string, variables?: object, token?: string) {
  const res = await fetch(`${gateway!.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json()) as { data?: any; errors?: unknown } };
}

describe.skipIf(!hasPg || !PGBOUNCER)('behind PgBouncer in transaction mode', () => {
  it('migrates an empty database, seeds it, and serves reads and writes through the pooler', async () => {
    expect(gateway!.output()).toContain('migrations applied');

    // Public reads (the named statements of db/raw.ts are unnamed in this mode), REST and GraphQL.
    const list = await gql('{ pandits(page: {limit: 5}) { items { id name } pageInfo { totalCount } } }');
    expect(list.body.errors).toBeUndefined();
    expect(list.body.data.pandits.items.length).toBeGreaterThan(0);
    for (let i = 0; i < 3; i++) {
      const search = await gql('query ($s: String) { pandits(filter: {search: $s}) { pageInfo { totalCount } } }', {
        s: 'Varanasi',
      });
      expect(search.body.errors).toBeUndefined();
    }
    const rest = await fetch(`${gateway!.url}/api/packages`);
    expect(rest.status).toBe(200);

    // A login (a session written), the viewer read back with its token, a change to the account.
    const account = DEMO_ACCOUNTS.user;
    const login = await gql('mutation ($i: LoginInput!) { login(input: $i) { token } }', {
      i: { email: account.email, password: account.password },
    });
    expect(login.body.errors).toBeUndefined();
    const token = login.body.data.login.token as string;
    const me = await gql('{ me { id email } }', undefined, token);
    expect(me.body.data.me.email).toBe(account.email);
    const changed = await gql(
      'mutation ($i: UpdateProfileInput!) { updateProfile(input: $i) { id name } }',
      { i: { name: 'Through The Pooler' } },
      token,
    );
    expect(changed.body.errors).toBeUndefined();
    expect((await gql('{ me { id name } }', undefined, token)).body.data.me.name).toBe('Through The Pooler');

    // PgBouncer counted the gateway's transactions on this database: they went through it, in transaction mode.
    const admin = new pg.Client({ connectionString: throughBouncer(new URL('/pgbouncer', db.url).toString()) });
    await admin.connect();
    try {
      const name = new URL(db.url).pathname.slice(1);
      const stats = (await admin.query('show stats')).rows as Array<{ database: string; total_xact_count: string }>;
      expect(Number(stats.find((s) => s.database === name)?.total_xact_count ?? 0)).toBeGreaterThan(0);
      const clients = (await admin.query('show clients')).rows as Array<{ database: string }>;
      expect(clients.filter((c) => c.database === name).length).toBeGreaterThan(0); // the gateway's pool
      const pools = (await admin.query('show pools')).rows as Array<{ database: string; pool_mode?: string }>;
      const pool = pools.find((p) => p.database === name);
      expect(pool).toBeDefined();
      expect(pool?.pool_mode).toBe('transaction');
    } finally {
      await admin.end();
    }
    expect(bouncerLog).not.toMatch(/unsupported startup parameter/);
  });

  it('why DATABASE_POOLING=transaction: PgBouncer refuses the settings a direct connection sends at connect', async () => {
    const client = new pg.Client({ connectionString: throughBouncer(db.url), options: '-c plan_cache_mode=auto' });
    await expect(client.connect()).rejects.toThrow(/unsupported startup parameter/);
    await client.end().catch(() => {});
  });
});

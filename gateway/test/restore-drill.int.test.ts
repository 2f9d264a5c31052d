import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freshPostgres, startGateway, tempDir, type GatewayProcess } from './processes.js';
import { databaseUrl } from './test-databases.js';
import { DEMO_ACCOUNTS } from '../src/db/seeders/demo.seeder.js';
import { first } from '../src/indexed.js';

/**
 * The restore drill of docs/operations.md, run in CI (issue #39): a database with data is dumped with the installed
 * PostgreSQL's pg_dump (custom format), restored with pg_restore into a NEW database, a gateway is started on the copy,
 * and it gives the same answers as the gateway on the original: the public lists, and a booking read by its owner.
 */
const hasPg = Boolean(process.env.DATABASE_URL);
const tool = (name: string) =>
  [`/usr/bin/${name}`, `/usr/local/bin/${name}`].find((p) => {
    try {
      execFileSync(p, ['--version'], { stdio: 'pipe' });
      return true;
    } catch {
      return false;
    }
  });
const PG_DUMP = tool('pg_dump');
const PG_RESTORE = tool('pg_restore');
if (hasPg && (!PG_DUMP || !PG_RESTORE))
  console.warn(
    '\n!!! SKIPPED gateway/test/restore-drill.int.test.ts: pg_dump/pg_restore are not installed, so the documented ' +
      'backup is NOT tested. Install the PostgreSQL client of the server version (apt-get install -y postgresql-client). !!!\n',
  );

const dir = tempDir();
const running: GatewayProcess[] = [];
const dropped: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const g of running) await g.stop();
  for (const d of dropped) await d();
  dir.remove();
});

/** The answers compared: public lists (visitors) and the demo customer's bookings, each one read by its id. */
async function answers(gw: GatewayProcess) {
  const get = async (path: string, token?: string) => {
    const res = await fetch(`${gw.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect(res.status, path).toBe(200);
    const body = (await res.json()) as { data: unknown; extensions?: unknown };
    return body.data; // without the cost report (extensions)
  };
  const login = await fetch(`${gw.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNTS.user.email, password: DEMO_ACCOUNTS.user.password }),
  });
  expect(login.status).toBe(200);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const bookings = (await get('/api/bookings', token)) as { bookings: Array<{ id: string }> };
  const items = bookings.bookings;
  expect(items.length).toBeGreaterThan(0); // the drill reads real bookings
  return {
    packages: await get('/api/packages'),
    pandits: await get('/api/pandits?limit=12'),
    testimonials: await get('/api/testimonials'),
    bookings,
    booking: await get(`/api/bookings/${first(items).id}`, token),
  };
}

describe.skipIf(!hasPg || !PG_DUMP || !PG_RESTORE)('restore drill', () => {
  it('pg_dump (custom format) of a database with data, pg_restore into a new database: a gateway on it answers the same', async () => {
    const original = await freshPostgres({ seeded: true });
    dropped.push(() => original.drop());
    const env = { DATA_DIR: dir.dir, MESSAGES_WORKER: 'off', LOG_LEVEL: 'info', SEED_DEMO: 'false' };
    const live = await startGateway({ ...env, DATABASE_URL: original.url }, 120_000);
    running.push(live);
    const before = await answers(live);
    await live.stop();

    // The commands of docs/operations.md.
    const file = join(dir.dir, 'marketplace.dump');
    execFileSync(PG_DUMP!, ['--format=custom', '--no-owner', `--file=${file}`, original.url], { stdio: 'pipe' });
    expect(execFileSync(PG_RESTORE!, ['--list', file], { encoding: 'utf8' })).toContain('TABLE DATA public bookings');
    const name = `mkt_restored_${Date.now()}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create database "${name}"`).finally(() => admin.end());
    const restoredUrl = databaseUrl(process.env.DATABASE_URL!, name);
    dropped.push(async () => {
      const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`).finally(() => c.end());
    });
    execFileSync(PG_RESTORE!, ['--no-owner', '--exit-on-error', `--dbname=${restoredUrl}`, file], { stdio: 'pipe' });

    const restored = await startGateway({ ...env, DATABASE_URL: restoredUrl }, 120_000);
    running.push(restored);
    expect(restored.output()).toMatch(/"applied":0[,}]/); // the dump had every migration
    expect(await answers(restored)).toEqual(before);
  }, 300_000);
});

import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { emptyPostgres, startGateway, tempDir, type GatewayProcess } from './processes.js';

/**
 * Safe deploys (decision 0049): replicas started together on a database nobody migrated yet all become ready. The
 * migrations (and the demo data or the first admin) run once, under an advisory lock: the first process does them, the
 * others wait for it and find nothing to do.
 */
const hasPg = Boolean(process.env.DATABASE_URL);
const started: GatewayProcess[] = [];
const dirs: Array<ReturnType<typeof tempDir>> = [];
let db: Awaited<ReturnType<typeof emptyPostgres>> | undefined;
afterAll(async () => {
  await Promise.all(started.map((g) => g.stop()));
  await db?.drop();
  for (const d of dirs) d.remove();
});

/** The `applied` count of each process's 'migrations applied' log line. */
const appliedBy = (g: GatewayProcess) =>
  g
    .output()
    .split('\n')
    .filter((l) => l.includes('"migrations applied"'))
    .map((l) => (JSON.parse(l) as { applied: number }).applied);

describe.skipIf(!hasPg)('three processes started together on a fresh database', () => {
  it('all become ready; one migrates and creates the first admin, the others wait and find nothing to do', async () => {
    db = await emptyPostgres();
    const url = db.url;
    const env = () => {
      const dir = tempDir();
      dirs.push(dir);
      return {
        DATABASE_URL: url,
        DATA_DIR: dir.dir,
        SEED_DEMO: 'false',
        ADMIN_EMAIL: 'first.admin@example.in',
        ADMIN_PASSWORD: 'First-admin-passphrase-42',
        MESSAGES_WORKER: 'off',
      };
    };
    const results = await Promise.allSettled([
      startGateway(env(), 120_000),
      startGateway(env(), 120_000),
      startGateway(env(), 120_000),
    ]);
    for (const r of results) if (r.status === 'fulfilled') started.push(r.value);
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason).slice(0, 2000) : 'ready'))).toEqual([
      'ready',
      'ready',
      'ready',
    ]);
    const applied = started
      .map(appliedBy)
      .flat()
      .sort((a, b) => a - b);
    expect(applied.length).toBe(3);
    expect(applied.slice(0, 2)).toEqual([0, 0]);
    expect(applied[2]).toBeGreaterThan(0);
    expect(started.filter((g) => g.output().includes('"created the first admin account"'))).toHaveLength(1);
    // No personal data in the log: the admin's address masked.
    expect(started.map((g) => g.output()).join('\n')).toContain('"email":"f***@example.in"');
    expect(started.map((g) => g.output()).join('\n')).not.toContain('first.admin@example.in');

    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      const admins = await c.query(`select count(*)::int as n from users where email = 'first.admin@example.in'`);
      expect(admins.rows[0].n).toBe(1);
    } finally {
      await c.end();
    }
    for (const g of started) expect((await fetch(`${g.url}/api/packages`)).status).toBe(200);
  }, 240_000);
});

import { spawn } from 'node:child_process';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, tempDir } from './processes.js';
import { databaseUrl } from './test-databases.js';
import { at, first } from '../src/indexed.js';

/**
 * Start-up refuses bad configuration (decision 0049): the real process (dist/main.js) exits with code 1 and one JSON
 * line on stderr naming the setting, before it touches the database. A database that does not exist is an error, and
 * is not created.
 */
const GATEWAY_DIR = new URL('..', import.meta.url).pathname;
const dir = tempDir();
afterAll(() => dir.remove());

interface Exit {
  code: number | null;
  stderr: string;
  stdout: string;
}
function run(env: Record<string, string>): Promise<Exit> {
  return new Promise((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    const child = spawn(process.execPath, ['dist/main.js'], {
      cwd: GATEWAY_DIR,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'development',
        LOG_LEVEL: 'info',
        DATA_DIR: dir.dir,
        JWT_SECRET: 'test-secret-test-secret-test-secret-123',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** The one JSON line a refused start writes on stderr. */
function refusal(exit: Exit): { level: string; setting?: string; error: string } {
  expect(exit.code, exit.stdout + exit.stderr).toBe(1);
  const lines = exit.stderr.trim().split('\n');
  expect(lines, exit.stderr).toHaveLength(1);
  const line = JSON.parse(first(lines)) as { level: string; setting?: string; error: string };
  expect(line.level).toBe('fatal');
  return line;
}

describe('start-up refuses bad configuration', () => {
  it('each malformed setting: exit 1, one JSON line naming it, nothing else started', async () => {
    // A database URL nobody answers on: a start that got past the settings would fail on it instead.
    const unreachable = `postgresql://postgres@127.0.0.1:${await freePort()}/marketplace`;
    const cases: Array<[string, Record<string, string>]> = [
      ['PORT', { PORT: 'http' }],
      ['PORT', { PORT: '70000' }],
      ['DATABASE_URL', { DATABASE_URL: 'mysql://db/marketplace' }],
      ['DATABASE_URL', { DATABASE_URL: 'postgresql://db:5432' }],
      ['SMTP_URL', { SMTP_URL: 'smtp.example.in:587' }],
      ['PUBLIC_URL', { PUBLIC_URL: 'www.example.in' }],
      ['DB_POOL_MAX', { DB_POOL_MAX: '-1' }],
      ['SHUTDOWN_GRACE_MS', { SHUTDOWN_GRACE_MS: '8s' }],
      ['LOG_LEVEL', { LOG_LEVEL: 'verbose' }],
      ['NODE_ENV', { NODE_ENV: 'prod' }],
      ['RATE_LIMITS', { RATE_LIMITS: 'maybe' }],
      ['TRUST_PROXY', { TRUST_PROXY: 'true' }],
      ['COST_BUDGET_VISITOR', { COST_BUDGET_VISITOR: 'lots' }],
      ['SHUTDOWN_GRACE_MS', { SHUTDOWN_GRACE_MS: '3000', SMTP_TIMEOUT_MS: '5000' }],
      ['SMTP_TIMEOUT_MS', { SMTP_TIMEOUT_MS: '5s' }],
      ['SMS_INBOUND_SECRET', { SMS_INBOUND_SECRET: 'short' }],
      ['DATABASE_READ_URL', { DATABASE_READ_URL: 'replica:5432/marketplace' }],
      ['DATABASE_POOLING', { DATABASE_POOLING: 'statement' }],
      ['READ_YOUR_WRITES_SECONDS', { READ_YOUR_WRITES_SECONDS: '10s' }],
    ];
    const exits: Exit[] = [];
    for (let i = 0; i < cases.length; i += 4)
      exits.push(...(await Promise.all(cases.slice(i, i + 4).map(([, env]) => run({ DATABASE_URL: unreachable, ...env })))));
    cases.forEach(([setting, env], i) => {
      const exit = at(exits, i);
      const line = refusal(exit);
      expect(line.setting, JSON.stringify(env)).toBe(setting);
      expect(line.error).toContain(setting);
      // A URL's value is never echoed (it may hold a password).
      if (setting.endsWith('_URL')) expect(exit.stderr).not.toContain(env[setting]);
    });
  }, 60_000);

  it('production without a JWT_SECRET: one JSON line', async () => {
    const line = refusal(await run({ NODE_ENV: 'production', JWT_SECRET: '' }));
    expect(line.error).toMatch(/JWT_SECRET/);
  }, 60_000);

  it.skipIf(!process.env.DATABASE_URL)(
    'a database that does not exist is an error, and is not created',
    async () => {
      const base = process.env.DATABASE_URL!;
      const name = `mkt_missing_${Date.now()}`;
      const line = refusal(await run({ DATABASE_URL: databaseUrl(base, name) }));
      expect(line.setting).toBe('DATABASE_URL');
      expect(line.error).toContain(`database "${name}" does not exist`);
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      try {
        expect((await c.query('select 1 from pg_database where datname = $1', [name])).rowCount).toBe(0);
      } finally {
        await c.end();
      }
    },
    60_000,
  );

  it('a PostgreSQL that does not answer is tried DB_CONNECT_ATTEMPTS times, then one JSON line', async () => {
    const exit = await run({
      DATABASE_URL: `postgresql://postgres@127.0.0.1:${await freePort()}/marketplace`,
      DB_CONNECT_ATTEMPTS: '3',
    });
    const line = refusal(exit);
    expect(line.error).toMatch(/did not answer after 3 attempts/);
    expect(exit.stdout.match(/retrying/g)).toHaveLength(2);
  }, 60_000);
});

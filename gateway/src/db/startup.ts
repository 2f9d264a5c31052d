import pg from 'pg';
import { log } from '../log.js';

/** A start-up failure the operator must fix (a wrong setting): reported in one line, never retried. */
export class StartupError extends Error {
  constructor(
    message: string,
    readonly setting?: string,
  ) {
    super(message);
    this.name = 'StartupError';
  }
}

/** PostgreSQL's answers that retrying will not change: no such database, a wrong password or role, no access. */
const PERMANENT = new Set(['3D000', '28P01', '28000', '42501']);

/** The database named in the URL (for messages: never the URL, which may hold a password). */
export const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1)) || 'postgres';

/**
 * The first connection (decision 0049): a database that does not exist, or credentials PostgreSQL refuses, stop the
 * start at once with what to fix (MikroORM's migrator would create a missing database: a mistyped name gave an empty
 * site that said it was ready). A PostgreSQL that is not answering yet (starting, restarting, not reachable) is tried
 * `attempts` times with doubling delays from 250 ms, capped at 5 s per wait.
 */
export async function waitForDatabase(url: string, attempts: number, setting = 'DATABASE_URL'): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    try {
      await client.connect();
      await client.query('select 1');
      if (attempt > 1) log.info({ attempt }, 'database answered');
      return;
    } catch (e) {
      const code = (e as { code?: string }).code ?? '';
      if (code === '3D000')
        throw new StartupError(
          `database "${databaseName(url)}" does not exist: create it (createdb) or correct ${setting}; the gateway never creates it`,
          setting,
        );
      if (PERMANENT.has(code))
        throw new StartupError(`PostgreSQL refused the connection (${code}): check the user and password in ${setting}`, setting);
      if (attempt >= attempts)
        throw new StartupError(`PostgreSQL did not answer after ${attempts} attempts (${code || 'no code'})`, setting);
      const delay = Math.min(5000, 250 * 2 ** (attempt - 1));
      log.warn({ attempt, of: attempts, retryInMs: delay, code }, 'database not answering yet; retrying');
      await new Promise((r) => setTimeout(r, delay));
    } finally {
      await client.end().catch(() => {});
    }
  }
}

/** One key for every process of this product on a database: "migrations" as a 64-bit advisory lock key. */
const MIGRATION_LOCK_KEY = '7295480283652849153';

/**
 * Runs `work` (migrations, then seeding and the first admin) while holding a PostgreSQL advisory lock on its own
 * connection: processes started together take turns, and the ones after the first find nothing left to do. The lock
 * is a transaction's (`pg_advisory_xact_lock` in a transaction left open while `work` runs), so it also holds through
 * PgBouncer in transaction mode, which keeps a server connection for a client only while its transaction lasts (a
 * session lock would stay on a server connection another client gets next). A process that dies ends the transaction.
 */
export async function underMigrationLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query('begin');
    const got = await client.query<{ ok: boolean }>('select pg_try_advisory_xact_lock($1) as ok', [MIGRATION_LOCK_KEY]);
    if (!got.rows[0]?.ok) {
      const waited = Date.now();
      log.info('another process is migrating this database; waiting for it');
      await client.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      log.info({ ms: Date.now() - waited }, 'the other process finished migrating');
    }
    return await work();
  } finally {
    await client.query('rollback').catch(() => {});
    await client.end().catch(() => {});
  }
}

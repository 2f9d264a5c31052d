import { fileURLToPath } from 'node:url';
import { MikroORM, defineConfig } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { ENTITIES } from './entities.js';
import { CountingLogger } from './sql-counter.js';
import { GENERIC_PLANS } from './raw.js';
import pg from 'pg';
import { log } from '../log.js';
import { replicaFollowsRequest } from './read-replica.js';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DbTimeouts {
  /** PostgreSQL `statement_timeout` (not enforced by the embedded PGlite, which cannot interrupt a query). */
  statementTimeoutMs?: number;
  /** How long a request waits for a pooled connection (or a new one) before failing (503). */
  acquireTimeoutMs?: number;
  /** Largest number of PostgreSQL connections (DB_POOL_MAX; the embedded database has one). */
  poolMax?: number;
  /** PostgreSQL `lock_timeout` (the migrations' own connection: a migration waits this long for a table's lock, then fails). */
  lockTimeoutMs?: number;
  /** Connections open with `log_min_error_statement = panic` (the role may set it: openOrm asks; see quietErrorLog). */
  noErrorStatements?: boolean;
  /** DATABASE_READ_URL: the read replica MikroORM's `replicas` holds (db/read-replica.ts says which reads go there). */
  databaseReadUrl?: string;
  /**
   * DATABASE_POOLING `transaction`: the URL is a PgBouncer in transaction mode, which refuses startup parameters it
   * does not know (`options`, `statement_timeout`) and hands each transaction to any server connection, so no
   * setting is sent at connect: they belong on the role (docs/operations.md), and rawRows names no statement.
   */
  databasePooling?: 'session' | 'transaction';
}

export function ormConfig(clientUrl: string, embedded: boolean, timeouts: DbTimeouts = {}) {
  const acquire = timeouts.acquireTimeoutMs ?? 5000;
  const pooled = timeouts.databasePooling === 'transaction';
  return defineConfig({
    clientUrl,
    // Reads go to the writer unless db/read-replica.ts says the request's may go to the replica.
    ...(timeouts.databaseReadUrl && !embedded
      ? { replicas: [{ name: 'replica', clientUrl: timeouts.databaseReadUrl }], preferReadReplicas: false }
      : {}),
    entities: ENTITIES,
    extensions: [Migrator],
    debug: ['query'],
    loggerFactory: (options) => new CountingLogger(options),
    pool: embedded ? { min: 1, max: 1 } : { min: 0, max: timeouts.poolMax ?? 20 },
    // The embedded database has one connection that every request queues for: a longer wait is normal there.
    driverOptions: embedded
      ? { connectionTimeoutMillis: Math.max(acquire, 15_000) }
      : pooled
        ? { connectionTimeoutMillis: acquire }
        : {
            connectionTimeoutMillis: acquire,
            // A prepared statement is planned once per connection (db/raw.ts keeps each connection in the mode it needs).
            // PostgreSQL's log gets no statement text nor parameters of a failed statement (quietErrorLog).
            options: [
              `-c plan_cache_mode=${GENERIC_PLANS}`,
              '-c log_parameter_max_length_on_error=0',
              ...(timeouts.noErrorStatements ? ['-c log_min_error_statement=panic'] : []),
              ...(timeouts.lockTimeoutMs ? [`-c lock_timeout=${timeouts.lockTimeoutMs}`] : []),
            ].join(' '),
            ...(timeouts.statementTimeoutMs
              ? { statement_timeout: timeouts.statementTimeoutMs, idle_in_transaction_session_timeout: 30_000 }
              : {}),
          },
    // rate-limiter-flexible's counters (limits/rate-limits.ts), the API's cost buckets (http/api-access.ts) and the ledger and invoices (modules/ledger): created by migrations, not entities.
    schemaGenerator: { skipTables: ['rate_limits', 'cost_buckets', 'ledger_entries', 'invoices', 'document_counters'] },
    migrations: {
      path: MIGRATIONS_DIR,
      pathTs: MIGRATIONS_DIR,
      glob: '!(*.d).{js,ts}',
      transactional: true,
      snapshot: false,
      emit: 'ts',
    },
  });
}

export async function openOrm(clientUrl: string, embedded: boolean, timeouts: DbTimeouts = {}): Promise<MikroORM> {
  const noErrorStatements = embedded ? false : await quietErrorLog(clientUrl);
  const orm = await MikroORM.init(ormConfig(clientUrl, embedded, { ...timeouts, noErrorStatements }));
  if (timeouts.databaseReadUrl && !embedded) replicaFollowsRequest(orm);
  return orm;
}

/**
 * Keeps what users send out of PostgreSQL's log. MikroORM sends its statements with the values inline (db/raw.ts),
 * and PostgreSQL writes the text of a failing statement to its log by default (`log_min_error_statement = error`):
 * with the images and the text a user sent. So every connection opens with `log_min_error_statement = panic` (the
 * error itself is still logged, without the statement) when this role may set it: a superuser, or a role granted it
 * (PostgreSQL 15+: `GRANT SET ON PARAMETER log_min_error_statement TO <role>`). Otherwise a warning says how; asking
 * for it at connect without the right would refuse every connection. Bound parameters (db/raw.ts) are never logged
 * on errors either: `log_parameter_max_length_on_error = 0` on every connection (any role may set it).
 */
async function quietErrorLog(clientUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: clientUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ su: boolean; version: number }>(
      `select current_setting('is_superuser') = 'on' as su, current_setting('server_version_num')::int as version`,
    );
    let allowed = Boolean(rows[0]?.su);
    if (!allowed && (rows[0]?.version ?? 0) >= 150000) {
      const granted = await client.query<{ ok: boolean }>(
        `select has_parameter_privilege('log_min_error_statement', 'SET') as ok`,
      );
      allowed = Boolean(granted.rows[0]?.ok);
    }
    if (!allowed) {
      log.warn(
        { setting: 'log_min_error_statement' },
        'PostgreSQL may log the text of failed statements, with what users sent: run "GRANT SET ON PARAMETER ' +
          'log_min_error_statement TO <this role>" (PostgreSQL 15+) or set log_min_error_statement = panic on the server',
      );
    }
    return allowed;
  } catch {
    return false; // the database is not answering: MikroORM.init reports it
  } finally {
    await client.end().catch(() => {});
  }
}

export type { MikroORM };

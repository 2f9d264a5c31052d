import { fileURLToPath } from 'node:url';
import { MikroORM, defineConfig } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { ENTITIES } from './entities.js';
import { CountingLogger } from './sql-counter.js';
import { GENERIC_PLANS } from './raw.js';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DbTimeouts {
  /** PostgreSQL `statement_timeout` (not enforced by the embedded PGlite, which cannot interrupt a query). */
  statementTimeoutMs?: number;
  /** How long a request waits for a pooled connection (or a new one) before failing (503). */
  acquireTimeoutMs?: number;
  /** Largest number of PostgreSQL connections (DB_POOL_MAX; the embedded database has one). */
  poolMax?: number;
}

export function ormConfig(clientUrl: string, embedded: boolean, timeouts: DbTimeouts = {}) {
  const acquire = timeouts.acquireTimeoutMs ?? 5000;
  return defineConfig({
    clientUrl,
    entities: ENTITIES,
    extensions: [Migrator],
    debug: ['query'],
    loggerFactory: (options) => new CountingLogger(options),
    pool: embedded ? { min: 1, max: 1 } : { min: 0, max: timeouts.poolMax ?? 20 },
    // The embedded database has one connection that every request queues for: a longer wait is normal there.
    driverOptions: embedded
      ? { connectionTimeoutMillis: Math.max(acquire, 15_000) }
      : {
          connectionTimeoutMillis: acquire,
          // A prepared statement is planned once per connection (db/raw.ts keeps each connection in the mode it needs).
          options: `-c plan_cache_mode=${GENERIC_PLANS}`,
          ...(timeouts.statementTimeoutMs
            ? { statement_timeout: timeouts.statementTimeoutMs, idle_in_transaction_session_timeout: 30_000 }
            : {}),
        },
    // rate-limiter-flexible's counters (limits/rate-limits.ts) and the API's cost buckets (http/api-access.ts): created by migrations, not entities.
    schemaGenerator: { skipTables: ['rate_limits', 'cost_buckets'] },
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

export async function openOrm(clientUrl: string, embedded: boolean, timeouts?: DbTimeouts): Promise<MikroORM> {
  return MikroORM.init(ormConfig(clientUrl, embedded, timeouts));
}

export type { MikroORM };

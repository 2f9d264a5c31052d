import { RateLimiterPostgres } from 'rate-limiter-flexible';
import { countRefusal } from '../http/metrics.js';
import type { MikroORM } from '@mikro-orm/postgresql';
import { rawRows } from '../db/raw.js';
import type { Context } from '../context.js';
import { DomainError } from '../errors.js';
import { currentRequest } from '../http/request-scope.js';

/** The table every limiter shares (created by a migration; skipped by MikroORM's schema diff). */
export const RATE_LIMIT_TABLE = 'rate_limits';

/**
 * Every limit, in one table. Counters live in PostgreSQL (the same database, also when embedded), so
 * any number of gateway processes share them. `points` per `duration` seconds.
 */
export const LIMITS = {
  /** Login attempts for one account from one address (a success clears it): no lockout from other addresses. */
  loginAccountAddress: { points: 10, duration: 15 * 60 },
  /** Login attempts from one address over all accounts (a success gives its point back). */
  loginAddress: { points: 30, duration: 15 * 60 },
  /** New accounts from one address. */
  registerAddress: { points: 10, duration: 60 * 60 },
  /** Booking requests from one address and from one account. */
  bookingAddress: { points: 60, duration: 60 * 60 },
  bookingAccount: { points: 30, duration: 60 * 60 },
  /** "Find me a pandit" requests from one address (signed in or not). */
  panditRequestAddress: { points: 10, duration: 60 * 60 },
  /** Image uploads per account. */
  uploadAccount: { points: 60, duration: 60 * 60 },
  /** Password-reset requests from one address, and for one e-mail address (always on: each one sends an e-mail). */
  resetAddress: { points: 20, duration: 60 * 60 },
  resetEmail: { points: 5, duration: 60 * 60 },
  /** Audit entries of denied admin actions per address (a flood of denials cannot fill audit_log; always on). */
  deniedAudit: { points: 20, duration: 10 * 60 },
} as const;
export type LimitName = keyof typeof LIMITS;

const limiters = new WeakMap<MikroORM, Promise<Record<LimitName, RateLimiterPostgres>>>();

async function limitersFor(orm: MikroORM): Promise<Record<LimitName, RateLimiterPostgres>> {
  let entry = limiters.get(orm);
  if (!entry) {
    entry = (async () => {
      // The ORM's own pg pool (one connection in embedded mode): never call a limiter inside a transaction.
      const native = await orm.em.getConnection().getNativeClient();
      // Unnamed statements only: PGlite keeps one session for every socket connection, so a named
      // prepared statement would already exist when the pool opens a new connection.
      const pool = { query: (q: { text: string; values?: unknown[] }) => native.query({ text: q.text, values: q.values }) };
      const out = {} as Record<LimitName, RateLimiterPostgres>;
      for (const [name, { points, duration }] of Object.entries(LIMITS) as Array<
        [LimitName, { points: number; duration: number }]
      >) {
        out[name] = new RateLimiterPostgres({
          storeClient: pool,
          storeType: 'pool',
          tableName: RATE_LIMIT_TABLE,
          tableCreated: true,
          clearExpiredByTimeout: name === 'loginAddress',
          keyPrefix: name,
          points,
          duration,
        });
      }
      return out;
    })();
    limiters.set(orm, entry);
  }
  return entry;
}

/** 429 RATE_LIMITED; REST and GraphQL answers carry `Retry-After` (seconds). */
export function rateLimited(retryAfterSeconds: number, message = 'Too many requests. Please try again later.'): DomainError {
  const retryAfter = Math.max(1, Math.ceil(retryAfterSeconds));
  return new DomainError('RATE_LIMITED', message, {
    retryAfter,
    http: { status: 429, headers: new Map([['retry-after', String(retryAfter)]]) },
  });
}

const minutes = (seconds: number) => `${Math.max(1, Math.ceil(seconds / 60))} minute${seconds > 60 ? 's' : ''}`;

export interface Consumption {
  name: LimitName;
  key: string;
  /** Points to take (default 1), e.g. one per uploaded file. */
  points?: number;
}

/**
 * rate-limiter-flexible's consume (its upsert on RATE_LIMIT_TABLE, keys `<limit name>:<key>`, `expire` in epoch ms),
 * for several counters in one statement: a counter past its window starts again at the points taken, otherwise the
 * points are added; rows are taken in key order (no deadlock between two callers sharing counters). Placeholders are
 * `?` (db/raw.ts numbers them), so the statement can also run as a CTE of another one (`consumption`).
 */
const CONSUME_SQL = `insert into ${RATE_LIMIT_TABLE} as r (key, points, expire)
  select * from unnest(?::text[], ?::int[], ?::bigint[])
  on conflict (key) do update set
    points = case when r.expire <= ? then excluded.points else r.points + excluded.points end,
    expire = case when r.expire <= ? then excluded.expire else r.expire end
  returning key, points, expire`;

/** One consumption as SQL: its statement, its values, and the verdict on the rows it returns. */
export interface ConsumptionStatement {
  /** The upsert (`?` placeholders), returning `key, points, expire` per counter. */
  sql: string;
  params: unknown[];
  /** Throws RATE_LIMITED when any counter is past its limit. */
  settle(rows: Array<Record<string, unknown>>): void;
}

/**
 * The statement that takes `items` (null when the limits are off): `consume` runs it alone; a caller with a read to
 * make at the same time runs it as a CTE of that read (one statement) and settles its rows before anything else.
 */
export function consumption(
  ctx: Pick<Context, 'app'>,
  items: Consumption[],
  options: { message?: (retryAfter: number) => string; always?: boolean } = {},
): ConsumptionStatement | null {
  if (!options.always && !ctx.app.config.rateLimits) return null;
  if (items.length === 0) return null;
  limitersFor(ctx.app.orm).catch(() => undefined); // the limiters (reset, giveBack) and their sweep of expired counters
  const now = Date.now();
  const taken = new Map<string, { name: LimitName; points: number }>();
  for (const { name, key, points = 1 } of items) {
    const id = `${name}:${key}`;
    taken.set(id, { name, points: (taken.get(id)?.points ?? 0) + points });
  }
  const keys = [...taken.keys()].sort();
  return {
    sql: CONSUME_SQL,
    params: [
      keys,
      keys.map((k) => taken.get(k)!.points),
      keys.map((k) => now + LIMITS[taken.get(k)!.name].duration * 1000),
      now,
      now,
    ],
    settle(rows) {
      let worst = 0;
      for (const row of rows) {
        const { name } = taken.get(String(row.key))!;
        if (Number(row.points) > LIMITS[name].points) {
          worst = Math.max(worst, Math.max(Number(row.expire) - Date.now(), 0) / 1000);
          countRefusal(name);
        }
      }
      if (worst > 0)
        throw rateLimited(worst, options.message?.(worst) ?? `Too many requests. Please try again in ${minutes(worst)}.`);
    },
  };
}

/**
 * Takes one point from each limit (all of them, atomically per counter in PostgreSQL, in one statement); throws
 * RATE_LIMITED when any is exhausted. Done before the work it protects, so parallel requests cannot slip past it.
 */
export async function consume(
  ctx: Pick<Context, 'app'>,
  items: Consumption[],
  options: { message?: (retryAfter: number) => string; always?: boolean } = {},
): Promise<void> {
  const statement = consumption(ctx, items, options);
  if (!statement) return;
  statement.settle(await rawRows(ctx.app, statement.sql, statement.params));
}

/** Forgets a counter (a successful login clears its account+address counter). */
export async function reset(ctx: Pick<Context, 'app'>, name: LimitName, key: string): Promise<void> {
  await (await limitersFor(ctx.app.orm))[name].delete(key);
}

/** Gives one point back (a successful login does not count against its address). */
export async function giveBack(ctx: Pick<Context, 'app'>, name: LimitName, key: string): Promise<void> {
  await (await limitersFor(ctx.app.orm))[name].reward(key, 1);
}

/** The caller's address (behind a trusted proxy, the client's). */
export const clientAddress = () => currentRequest()?.ip ?? 'unknown';

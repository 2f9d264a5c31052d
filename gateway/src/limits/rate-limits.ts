import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { countRefusal } from '../http/metrics.js';
import type { MikroORM } from '@mikro-orm/postgresql';
import { sqlScope } from '../db/sql-counter.js';
import type { Context } from '../context.js';
import { DomainError } from '../errors.js';
import { currentRequest } from '../http/request-scope.js';
import { at } from '../indexed.js';

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
      // prepared statement would already exist when the pool opens a new connection. Counted in X-Sql-Statements.
      const pool = {
        query: (q: { text: string; values?: unknown[] }) => {
          const scope = sqlScope.getStore();
          if (scope) scope.statements += 1;
          return native.query({ text: q.text, values: q.values });
        },
      };
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
 * Takes points from each limit with rate-limiter-flexible's `consume` (its upsert on RATE_LIMIT_TABLE, one per counter,
 * side by side); throws RATE_LIMITED when any is exhausted, with the longest wait. Done before the work it protects,
 * so parallel requests cannot slip past it: each counter is taken atomically in PostgreSQL. Never inside a transaction
 * (the limiters use the pool, not the transaction's connection).
 */
export async function consume(
  ctx: Pick<Context, 'app'>,
  items: Consumption[],
  options: { message?: (retryAfter: number) => string; always?: boolean } = {},
): Promise<void> {
  if (!options.always && !ctx.app.config.rateLimits) return;
  if (items.length === 0) return;
  const limiters = await limitersFor(ctx.app.orm);
  const taken = new Map<string, { name: LimitName; key: string; points: number }>();
  for (const { name, key, points = 1 } of items) {
    const id = `${name}:${key}`;
    taken.set(id, { name, key, points: (taken.get(id)?.points ?? 0) + points });
  }
  const counters = [...taken.values()];
  const results = await Promise.allSettled(counters.map(({ name, key, points }) => limiters[name].consume(key, points)));
  let refused = false;
  let worst = 0;
  for (const [i, result] of results.entries()) {
    if (result.status !== 'rejected') continue;
    if (!(result.reason instanceof RateLimiterRes)) throw result.reason;
    refused = true;
    worst = Math.max(worst, result.reason.msBeforeNext / 1000);
    countRefusal(at(counters, i).name);
  }
  if (refused) throw rateLimited(worst, options.message?.(worst) ?? `Too many requests. Please try again in ${minutes(worst)}.`);
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

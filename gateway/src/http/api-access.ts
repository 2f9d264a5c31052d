import { createHash } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Kind, OperationTypeNode, parse, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { MIN_REQUEST_COST, type CostBudget } from '@marketplace/schema/rules';
import type { AppDeps } from '../context.js';
import { tokenClaims } from '../context.js';
import { DomainError } from '../errors.js';
import { sendError, sendGraphQLError } from '../http-errors.js';
import { logError } from '../log.js';
import { rateLimited } from '../limits/rate-limits.js';
import { countRefusal } from './metrics.js';
import { findLiveKey } from '../modules/partner/api-key.service.js';
import { recordUsage } from '../modules/partner/usage.js';
import { queryCost, queryCostError, repeatedCredentialField } from './query-cost.js';
import { at, first } from '../indexed.js';
import { rawRows } from '../db/raw.js';

/**
 * The partner API's front door on /graphql (and the key check on /api):
 *
 * 1. `X-Api-Key`: a live key names the caller; an unknown or revoked one answers 401 UNAUTHENTICATED (never a
 *    silent visitor). Usage is counted in memory and written in batches (modules/partner/usage.ts).
 * 2. The operation (POST body, or GET `query`/`variables`/`extensions`, with automatic persisted queries resolved
 *    from the same store Apollo uses) is parsed and costed before anything runs (query-cost.ts); above the maximum
 *    it answers 400.
 * 3. The cost is taken from the caller's bucket in PostgreSQL (one upsert that also refills by elapsed time), so
 *    every gateway process shares it: a key's bucket, else the account's (a valid bearer token), else the address's.
 *    An empty bucket answers 429 RATE_LIMITED with Retry-After. The named exception to "limits through
 *    rate-limiter-flexible" (decisions 0084, 0086): the library counts points per window and has no token bucket, so
 *    the upsert is written here; it runs through db/raw.ts's `rawRows` on the ORM's one pool (no handle of its own).
 * 4. Every JSON answer gets `extensions.cost { requested remaining limit restoreRate }` (also the public cache's
 *    hits: this runs before http/public-cache.ts and wraps the answer after it), and `Cache-Control`: a visitor's
 *    successful query `public, max-age=60`, a key's `private, max-age=60`, anything with a user's token
 *    `private, no-store`; mutations and errors keep Apollo's `no-store`. `Vary: Authorization, X-Api-Key`.
 */

/** How long an HTTP cache (a CDN, a partner's client) may keep a public answer. */
export const PUBLIC_MAX_AGE_SECONDS = 60;
/** Parsed documents kept per process (by query text). */
const DOCUMENT_CACHE_SIZE = 500;
/** Persisted queries kept per process (APQ: a miss makes the client send the full query once). */
const PERSISTED_QUERIES = 2000;

export interface CostReport {
  requested: number;
  remaining: number;
  limit: number;
  restoreRate: number;
}

/** What this module leaves in `res.locals` for the public cache and the GraphQL context. */
export interface ApiCaller {
  /** The live key of the request, if any. */
  apiKey?: { id: string; name: string } | null;
  /** The operation as resolved here (APQ hashes replaced by their query; GET parameters parsed). */
  graphql?: { query?: string; variables?: Record<string, unknown> | null; operationName?: string | null; kind?: string };
}

/** A small LRU (Map order) for documents and persisted queries. */
class Lru<V> {
  private map = new Map<string, V>();
  constructor(private readonly max: number) {}
  get(key: string): V | undefined {
    const v = this.map.get(key);
    if (v !== undefined) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }
  set(key: string, value: V) {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value!);
  }
  delete(key: string) {
    return this.map.delete(key);
  }
}

/**
 * Apollo's automatic persisted queries store (`persistedQueries.cache`, keys `apq:<sha256>`), per process. Shared
 * with this middleware so a hash-only request is costed like its query, and registered here too, so a request the
 * public cache answers still registers its hash. Per process is enough: a process that does not know a hash
 * answers PERSISTED_QUERY_NOT_FOUND and the client (Apollo's persisted-queries link) sends the full query once.
 */
export class PersistedQueries {
  private lru = new Lru<string>(PERSISTED_QUERIES);
  async get(key: string) {
    return this.lru.get(key);
  }
  async set(key: string, value: string) {
    this.lru.set(key, value);
  }
  async delete(key: string) {
    return this.lru.delete(key);
  }
  /** The query of a hash, registering `query` when it matches. */
  resolve(hash: string, query: string | undefined): string | undefined {
    if (query !== undefined) {
      if (sha256(query) === hash) this.lru.set(`apq:${hash}`, query);
      return query;
    }
    return this.lru.get(`apq:${hash}`);
  }
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * The bucket upsert: refill by elapsed seconds (up to the limit), then take `cost` if it is there ($5 false), or take
 * it anyway ($5 true: a charge made after an optimistic answer, which may leave a debt down to -limit).
 */
const REFILLED = `least($2::float8, b.tokens + greatest(0, extract(epoch from now() - b.at)::float8) * $3::float8)`;
const TAKE_SQL = `
insert into cost_buckets as b (key, tokens, at, denied)
values ($1, greatest($2::float8 - $4::float8, case when $5::boolean then -$2::float8 else 0 end), now(), $4::float8 > $2::float8 and not $5::boolean)
on conflict (key) do update set
  tokens = case when $5::boolean then greatest(-$2::float8, ${REFILLED} - $4::float8)
    when ${REFILLED} >= $4::float8 then ${REFILLED} - $4::float8 else ${REFILLED} end,
  at = now(),
  denied = not $5::boolean and ${REFILLED} < $4::float8
returning tokens, denied`;

/**
 * Background charges of many buckets of one budget in one statement: `$3` keys (sorted, distinct: rows are locked in
 * one order), `$4` their costs, each at most 2 × limit. A new row's tokens are `limit - cost`, so the update reads the
 * cost back from `excluded.tokens`; the result is the same as TAKE_SQL with $5 true, row by row.
 */
const TAKE_MANY_SQL = `
insert into cost_buckets as b (key, tokens, at, denied)
select t.key, $1::float8 - t.cost, now(), false from unnest($3::text[], $4::float8[]) as t(key, cost)
on conflict (key) do update set
  tokens = greatest(-$1::float8, least($1::float8, b.tokens + greatest(0, extract(epoch from now() - b.at)::float8) * $2::float8)
    - ($1::float8 - excluded.tokens)),
  at = now(),
  denied = false
returning key, tokens`;

/** Buckets untouched this long are full again (limit / restoreRate is far less): their rows are dropped. */
const SWEEP_SQL = `delete from cost_buckets where at < now() - interval '1 hour'`;
const SWEEP_EVERY_MS = 10 * 60_000;
/** Background charges gather this long before one statement writes them (per budget and process). */
const CHARGE_WINDOW_MS = 100;

/**
 * Takes `cost` from the bucket `key`: the points left (negative: a debt) and whether it was refused. `force` takes it
 * even when the bucket does not hold it (never refused).
 */
export async function takeFromBucket(
  app: Pick<AppDeps, 'orm' | 'config'>,
  key: string,
  budget: CostBudget,
  cost: number,
  force = false,
): Promise<{ tokens: number; denied: boolean }> {
  const rows = await rawRows<{ tokens: number; denied: boolean }>(app, TAKE_SQL, [
    key,
    budget.limit,
    budget.restoreRate,
    cost,
    force,
  ]);
  const row = first(rows, 'the bucket');
  return { tokens: Number(row.tokens), denied: Boolean(row.denied) };
}

/** Takes each of `charges` (bucket key → cost) from its bucket even when it does not hold it: the points left per key. */
async function forceMany(
  app: Pick<AppDeps, 'orm' | 'config'>,
  budget: CostBudget,
  charges: Map<string, number>,
): Promise<Map<string, number>> {
  const keys = [...charges.keys()].sort();
  const rows = await rawRows<{ key: string; tokens: number }>(app, TAKE_MANY_SQL, [
    budget.limit,
    budget.restoreRate,
    keys,
    keys.map((k) => Math.min(charges.get(k)!, 2 * budget.limit)),
  ]);
  return new Map(rows.map((r) => [String(r.key), Number(r.tokens)]));
}

/**
 * This process's view of the buckets it charged lately: the points a bucket held at its last database answer,
 * refilled by elapsed time and less what this process took since. While a bucket is more than half full here, a
 * request is answered at once and its cost is taken in the background (`force`), so the database round trip is off
 * the hot path of every caller with budget to spare; below half, every request waits for the database's verdict.
 * With N processes a burst can overdraw a bucket by at most N × limit / 2, which the debt then pays back.
 */
class BucketEstimates {
  private map = new Map<string, { tokens: number; at: number }>();
  constructor(private readonly max = 10_000) {}

  /** The estimated points of `key` now, or null when unknown. */
  points(key: string, budget: CostBudget, now = Date.now()): number | null {
    const e = this.map.get(key);
    if (!e) return null;
    return Math.min(budget.limit, e.tokens + ((now - e.at) / 1000) * budget.restoreRate);
  }
  set(key: string, tokens: number, now = Date.now()) {
    this.map.delete(key);
    this.map.set(key, { tokens, at: now });
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value!);
  }
}

/** What the request asks to run: the query text (APQ resolved), variables and operation name. */
interface Operation {
  query?: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

const json = (v: unknown): unknown => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return undefined;
  }
};

function operationOf(req: Request, apq: PersistedQueries): Operation | null {
  const src = (req.method === 'GET' ? req.query : req.body) as Record<string, unknown> | undefined;
  if (!src || typeof src !== 'object') return null;
  const extensions = json(src.extensions) as { persistedQuery?: { sha256Hash?: unknown } } | undefined;
  let query = typeof src.query === 'string' ? src.query : undefined;
  const hash = extensions?.persistedQuery?.sha256Hash;
  if (typeof hash === 'string') query = apq.resolve(hash, query);
  const variables = json(src.variables);
  return {
    query,
    variables: variables && typeof variables === 'object' ? (variables as Record<string, unknown>) : null,
    operationName: typeof src.operationName === 'string' ? src.operationName : null,
  };
}

function operationNode(document: DocumentNode, name: string | null | undefined): OperationDefinitionNode | undefined {
  const ops = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return name ? ops.find((o) => o.name?.value === name) : ops.length === 1 ? ops[0] : undefined;
}

export interface ApiAccess {
  /** /graphql and /api: the X-Api-Key check (401 for an unknown or revoked key). */
  keys: RequestHandler;
  /** /graphql: cost, bucket, extensions.cost and cache headers. */
  costs: RequestHandler;
  persistedQueries: PersistedQueries;
  /** Writes the background charges gathered so far (a stopping process keeps none back). */
  flushCharges(): Promise<void>;
}

export function apiAccess(deps: AppDeps, schema: GraphQLSchema): ApiAccess {
  const documents = new Lru<DocumentNode | null>(DOCUMENT_CACHE_SIZE);
  const persistedQueries = new PersistedQueries();
  const { costBuckets, costBudgets } = deps.config;
  let lastSweep = Date.now();
  const estimates = new BucketEstimates();
  // Background charges, batched: gathered for CHARGE_WINDOW_MS, then one statement per budget and process takes what
  // every bucket gathered (a statement per request cost every request a database round trip of CPU, in this process
  // and in PostgreSQL, and a busy bucket's row queued one locked update per request). This process's estimate takes
  // each charge at once; only the other processes see it up to a window later.
  const pending = new Map<CostBudget, Map<string, number>>();
  const inflight = new Map<CostBudget, Promise<void>>();
  const timers = new Map<CostBudget, NodeJS.Timeout>();
  const flush = (budget: CostBudget): Promise<void> => {
    const timer = timers.get(budget);
    if (timer) clearTimeout(timer);
    timers.delete(budget);
    const running = inflight.get(budget);
    if (running) return running.then(() => flush(budget));
    const charges = pending.get(budget);
    if (!charges) return Promise.resolve();
    pending.delete(budget);
    const done = forceMany(deps, budget, charges)
      .then(
        (left) => {
          for (const [bucket, tokens] of left)
            estimates.set(bucket, Math.min(tokens, estimates.points(bucket, budget) ?? tokens));
        },
        (e: unknown) => logError('cost-buckets', e),
      )
      .finally(() => {
        inflight.delete(budget);
        if (pending.has(budget)) later(budget);
      });
    inflight.set(budget, done);
    return done;
  };
  const later = (budget: CostBudget) => {
    if (!timers.has(budget)) timers.set(budget, setTimeout(() => void flush(budget), CHARGE_WINDOW_MS).unref());
  };
  const charge = (bucket: string, budget: CostBudget, cost: number) => {
    let charges = pending.get(budget);
    if (!charges) pending.set(budget, (charges = new Map()));
    charges.set(bucket, (charges.get(bucket) ?? 0) + cost);
    if (!inflight.has(budget)) later(budget);
  };

  const keys: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    const raw = req.headers['x-api-key'];
    if (raw === undefined) return next();
    const send = req.baseUrl === '/graphql' ? sendGraphQLError : sendError;
    const invalid = new DomainError('UNAUTHENTICATED', 'This API key is not valid or has been revoked.');
    if (typeof raw !== 'string') return send(res, invalid);
    findLiveKey(deps.orm.em.fork(), raw.trim()).then(
      (key) => {
        if (!key) return send(res, invalid);
        (res.locals as ApiCaller).apiKey = key;
        recordUsage(deps.orm, key.id);
        next();
      },
      (e: unknown) => next(e),
    );
  };

  const costs: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'GET' && req.query.query === undefined && req.query.extensions === undefined) return next(); // Sandbox page
    if (req.method !== 'GET' && req.method !== 'POST') return next();
    const op = operationOf(req, persistedQueries);
    let document: DocumentNode | null | undefined = null;
    if (op?.query) {
      document = documents.get(op.query);
      if (document === undefined) {
        try {
          document = parse(op.query, { maxTokens: 3000 });
        } catch {
          document = null; // Apollo answers the syntax error
        }
        documents.set(op.query, document);
      }
    }
    const node = document ? operationNode(document, op?.operationName) : undefined;
    const requested = document && node ? queryCost(schema, document, op?.variables, op?.operationName).cost : 0;
    const isQuery = node?.operation === OperationTypeNode.QUERY;
    (res.locals as ApiCaller).graphql = { ...op, kind: node?.operation };

    const apiKey = (res.locals as ApiCaller).apiKey ?? null;
    const budget = apiKey ? costBudgets.apiKey : costBudgets.visitor;
    const report: CostReport = { requested, remaining: budget.limit, limit: budget.limit, restoreRate: budget.restoreRate };
    answerWith(req, res, report, { isQuery, apiKey: Boolean(apiKey) });

    const tooCostly = (document && repeatedCredentialField(document)) || queryCostError(requested);
    if (tooCostly) return sendGraphQLError(res, tooCostly);
    if (!costBuckets) return next();

    const take = Math.min(Math.max(requested, MIN_REQUEST_COST), budget.limit);
    const sweep = () => {
      if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
      lastSweep = Date.now();
      void rawRows(deps, SWEEP_SQL, []).catch((e: unknown) => logError('cost-buckets', e));
    };
    bucketOf(req, apiKey?.id).then(
      (bucket) => {
        // A bucket this process has not charged lately is taken as full (a new caller's is; one that another
        // process emptied overdraws by at most half a bucket here before the database's answer corrects the estimate,
        // the bound the optimistic charge already has).
        const known = estimates.points(bucket, budget) ?? budget.limit;
        if (known - take >= budget.limit / 2) {
          // Plenty left: answer now, charge in the background.
          estimates.set(bucket, known - take);
          report.remaining = Math.floor(known - take);
          charge(bucket, budget, take);
          return next();
        }
        // Below half: the database decides, after this process's gathered charges have landed.
        flush(budget)
          .then(() => takeFromBucket(deps, bucket, budget, take))
          .then(
            ({ tokens, denied }) => {
              estimates.set(bucket, tokens);
              report.remaining = Math.max(0, Math.floor(tokens));
              if (denied) {
                countRefusal('cost_bucket');
                const wait = (take - tokens) / budget.restoreRate;
                return sendGraphQLError(
                  res,
                  rateLimited(
                    wait,
                    `This request costs ${take} and ${report.remaining} of ${budget.limit} points are left; ${budget.restoreRate} come back every second.`,
                  ),
                );
              }
              sweep();
              next();
            },
            (e: unknown) => {
              // The database is not answering: the request fails there anyway (503), with the right code.
              logError('cost-buckets', e);
              next();
            },
          );
      },
      (e: unknown) => next(e),
    );
  };

  /** Whose bucket: the key's, the account's (a valid token), else the address's. */
  const bucketOf = async (req: Request, keyId: string | undefined): Promise<string> => {
    if (keyId) return `key:${keyId}`;
    const claims = await tokenClaims(deps, req).catch(() => null);
    return claims ? `user:${claims.sub}` : `ip:${req.ip ?? 'unknown'}`;
  };

  const flushCharges = async () => {
    await Promise.all([...new Set([...pending.keys(), ...inflight.keys()])].map((budget) => flush(budget)));
  };

  return { keys, costs, persistedQueries, flushCharges };
}

/**
 * REST GETs carry the cache headers GraphQL reads get from `answerWith` (decision 0026; issue #39: they carried none,
 * so a CDN could cache nothing): a visitor's 200 `public, max-age=60`, a key's `private, max-age=60`, an answer for a
 * token `private, no-store`, any other status `no-store`; `Vary: Authorization, X-Api-Key`. A route that set its own
 * `Cache-Control` (a private file) keeps it. Set as the headers go out, when the status is known.
 */
export const restCacheHeaders: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
  res.writeHead = ((...args: unknown[]) => {
    const status = typeof args[0] === 'number' ? args[0] : res.statusCode;
    if (res.getHeader('Cache-Control') === undefined)
      res.setHeader(
        'Cache-Control',
        req.headers.authorization !== undefined
          ? 'private, no-store'
          : status === 200
            ? `${req.headers['x-api-key'] !== undefined ? 'private' : 'public'}, max-age=${PUBLIC_MAX_AGE_SECONDS}`
            : 'no-store',
      );
    res.vary('Authorization');
    res.vary('X-Api-Key');
    return writeHead(...args);
  }) as typeof res.writeHead;
  next();
};

/**
 * Wraps `res.end` so the JSON answer (Apollo's, the public cache's, or an error of this module) carries
 * `extensions.cost` and the cache headers. Runs before the public cache, so the cache keeps the body without them.
 */
function answerWith(req: Request, res: Response, report: CostReport, how: { isQuery: boolean; apiKey: boolean }) {
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (!res.headersSent) {
      const type = String(res.getHeader('Content-Type') ?? '');
      let body: Buffer | null = null;
      if (type.includes('json') && (typeof chunk === 'string' || Buffer.isBuffer(chunk))) {
        const raw = Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(chunk, typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : 'utf8');
        // On the bytes (no decoding and re-encoding of a whole answer): `{…}` becomes `{…,"extensions":{"cost":…}}`.
        const first = firstNonSpace(raw);
        const close = lastNonSpace(raw);
        if (first >= 0 && raw[first] === OPEN_BRACE && raw[close] === CLOSE_BRACE) {
          const empty = lastNonSpace(raw, close - 1) === first;
          body = Buffer.concat([
            raw.subarray(first, close),
            Buffer.from(`${empty ? '' : ','}"extensions":{"cost":${JSON.stringify(report)}}}`),
          ]);
        }
        const ok = res.statusCode === 200 && !raw.includes('"errors"');
        const user = req.headers.authorization !== undefined;
        res.setHeader(
          'Cache-Control',
          user
            ? 'private, no-store'
            : ok && how.isQuery
              ? `${how.apiKey ? 'private' : 'public'}, max-age=${PUBLIC_MAX_AGE_SECONDS}`
              : 'no-store',
        );
      }
      res.vary('Authorization');
      res.vary('X-Api-Key');
      if (body) {
        res.removeHeader('ETag'); // computed over the body without the cost
        res.setHeader('Content-Length', String(body.length));
        return end(body, ...(typeof rest[0] === 'string' ? rest.slice(1) : rest));
      }
    }
    return end(chunk, ...rest);
  }) as typeof res.end;
}

const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const isSpace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;
function firstNonSpace(b: Buffer): number {
  for (const [i, byte] of b.entries()) if (!isSpace(byte)) return i;
  return -1;
}
function lastNonSpace(b: Buffer, from = b.length - 1): number {
  for (let i = from; i >= 0; i--) if (!isSpace(at(b, i))) return i;
  return -1;
}

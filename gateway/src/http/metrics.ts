import { createServer, type Server } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { MikroORM } from '../db/orm.js';
import { log } from '../log.js';
import { pathOf } from './request-scope.js';

/**
 * Prometheus metrics (issue #39), served by a server of their own on METRICS_PORT (never on the public port). One
 * registry per process; the counters below are module-level, so any part of the gateway can count without wiring.
 * Labels are bounded: routes are patterns (ids replaced), GraphQL operation names are kept for the first 200 names
 * seen and counted as `other` after that.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry }); // event-loop delay, heap, CPU, handles, GC

const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests by route pattern, GraphQL operation name and status',
  labelNames: ['method', 'route', 'operation', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [registry],
});
const errorsByCode = new Counter({
  name: 'api_errors_total',
  help: 'Errors answered by the API (GraphQL and REST), by error code',
  labelNames: ['code'] as const,
  registers: [registry],
});
const limitsRefused = new Counter({
  name: 'limits_refused_total',
  help: 'Requests refused by a rate limit or a cost bucket (429 RATE_LIMITED)',
  labelNames: ['limit'] as const,
  registers: [registry],
});
const publicCache = new Counter({
  name: 'public_cache_lookups_total',
  help: "Visitors' answers looked up in the public-answer cache, by result (hit or miss)",
  labelNames: ['result'] as const,
  registers: [registry],
});

export const countError = (code: string) => errorsByCode.inc({ code });
export const countRefusal = (limit: string) => limitsRefused.inc({ limit });

const OPERATION = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const operations = new Set<string>();
function operationLabel(req: Request): string {
  if (!req.originalUrl.startsWith('/graphql')) return '';
  const body = req.body as { operationName?: unknown } | undefined;
  const name = body?.operationName ?? req.query?.operationName;
  if (typeof name !== 'string' || !OPERATION.test(name)) return 'anonymous';
  if (operations.has(name)) return name;
  if (operations.size >= 200) return 'other';
  operations.add(name);
  return name;
}

/** A path pattern (`/pandits/:id`) as a regex of the whole path. */
const patternRegex = (pattern: string) =>
  new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]+/g, '[^/]+')}/?$`);
const OTHER_ROUTES = ['/health', '/ready', '/api/health', '/api/ready', '/media/:id'].map((p) => ({ p, re: patternRegex(p) }));
const SESSION_ROUTE = /^\/api\/auth\/[a-z-]{1,32}$/;

/**
 * The route as a pattern, from the REST table (`/api/pandits/:id`): never the raw path, so a scanner cannot grow the
 * label set. GraphQL is `/graphql`; the web app's files `static`; any other path under /api `unmatched`.
 */
function routeLabeler(restPaths: string[]) {
  const routes = [...restPaths.map((p) => ({ p: `/api${p}`, re: patternRegex(`/api${p}`) })), ...OTHER_ROUTES];
  return (req: Request): string => {
    const path = pathOf(req.originalUrl);
    if (path === '/graphql') return '/graphql';
    const found = routes.find((r) => r.re.test(path));
    if (found) return found.p;
    if (SESSION_ROUTE.test(path)) return path;
    return path.startsWith('/api/') || path === '/api' || path === '/metrics' ? 'unmatched' : 'static';
  };
}

/** Times every request; put first, so the time covers the whole answer. `restPaths`: the REST table's patterns. */
export function requestMetrics(restPaths: string[]) {
  const routeLabel = routeLabeler(restPaths);
  return (req: Request, res: Response, next: NextFunction) => {
    const end = httpDuration.startTimer();
    res.once('finish', () => {
      const status = String(res.statusCode);
      end({ method: req.method, route: routeLabel(req), operation: operationLabel(req), status });
      if (res.locals.publicCache) publicCache.inc({ result: res.getHeader('X-Cache') === 'hit' ? 'hit' : 'miss' });
    });
    next();
  };
}

/** Gauges read when scraped: the pool, the outbox. A database that does not answer leaves them out of that scrape. */
export function databaseMetrics(orm: MikroORM) {
  const pool = async () =>
    (
      orm.em.getConnection() as unknown as {
        getNativeClient(): Promise<{ totalCount: number; idleCount: number; waitingCount: number }>;
      }
    )
      .getNativeClient()
      .catch(() => null);
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections, by state (in_use, idle, waiting: requests queued for one)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const p = await pool();
      if (!p) return;
      this.set({ state: 'in_use' }, p.totalCount - p.idleCount);
      this.set({ state: 'idle' }, p.idleCount);
      this.set({ state: 'waiting' }, p.waitingCount);
    },
  });
  let outbox: Promise<{ status: string; n: number; oldest: number | null }[]> | null = null;
  const outboxRows = () =>
    (outbox ??= orm.em
      .getConnection()
      .execute<{ status: string; n: number; oldest: number | null }[]>(
        `select status, count(*)::int as n, extract(epoch from now() - min(created_at))::float8 as oldest
           from messages where status in ('queued', 'sending', 'failed') group by status`,
      )
      .catch((e: unknown) => {
        log.debug({ err: e }, 'outbox metrics unavailable');
        return [];
      })
      .finally(() => setImmediate(() => (outbox = null))));
  new Gauge({
    name: 'outbox_backlog_messages',
    help: 'Messages waiting to be delivered (queued or being sent)',
    registers: [registry],
    async collect() {
      const rows = await outboxRows();
      this.set(rows.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.n, 0));
    },
  });
  new Gauge({
    name: 'outbox_oldest_age_seconds',
    help: 'Age of the oldest message still waiting to be delivered (0: none)',
    registers: [registry],
    async collect() {
      const rows = (await outboxRows()).filter((r) => r.status !== 'failed' && r.oldest !== null);
      this.set(rows.length ? Math.max(...rows.map((r) => r.oldest ?? 0)) : 0);
    },
  });
  new Gauge({
    name: 'outbox_failed_messages',
    help: 'Messages whose delivery failed for good (every attempt used)',
    registers: [registry],
    async collect() {
      this.set((await outboxRows()).find((r) => r.status === 'failed')?.n ?? 0);
    },
  });
}

/** GET /metrics on its own port (METRICS_PORT); anything else there is 404. */
export function startMetricsServer(port: number): Server {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || pathOf(req.url ?? '') !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
      (e: unknown) => {
        log.warn({ err: e }, 'metrics could not be collected');
        res.writeHead(500).end();
      },
    );
  });
  server.listen(port);
  return server;
}

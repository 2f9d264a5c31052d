import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AppDeps } from '../context.js';
import { parse } from 'graphql';
import { HTTP_STATUS } from '../errors.js';
import { wroteRecently } from './read-your-writes.js';
import { REST_FIELDS, graphqlOf, isMutation, isWriteRequest, rootFieldsOf } from './writes.js';
import { changesPublicData } from './public-writes.js';
import { pathOf } from './request-scope.js';

/**
 * Which writes empty the cache: those that may change public data, by their mutation's root fields (one list,
 * http/public-writes.ts; a REST route's fields are those of its operation, rest/router.ts). A write that was refused
 * (4xx, or a GraphQL answer whose every root field is null with client-error codes only) changed nothing either. REST
 * writes that run no GraphQL operation: the session's own (sign-in, refresh, sign-out, passwords) and the payouts'
 * (private money) keep the cache; any other (a payment webhook) empties it.
 */
const PRIVATE_REST = /^\/api\/(auth\/(login|logout|refresh|change-password|forgot-password|reset-password)$|admin\/payouts\/)/;

/** The root fields of a mutation document, or null when it does not parse (then it counts as a write). */
function mutationFields(query: unknown): string[] | null {
  if (typeof query !== 'string') return null;
  try {
    return rootFieldsOf(parse(query));
  } catch {
    return null;
  }
}

/** Whether a GraphQL answer body says nothing was done: errors, and no root field with data. */
function graphqlFailed(body: unknown): boolean {
  const text = Buffer.isBuffer(body) ? body.toString('utf8') : typeof body === 'string' ? body : null;
  if (text === null) return false;
  try {
    const json = JSON.parse(text) as {
      data?: Record<string, unknown> | null;
      errors?: Array<{ extensions?: { code?: unknown } }>;
    };
    // Refusals only: after a server-side failure a transaction may have committed, so the cache is emptied then.
    const refused = (e: { extensions?: { code?: unknown } }) =>
      typeof e.extensions?.code === 'string' &&
      ((HTTP_STATUS as Record<string, number | undefined>)[e.extensions.code] ?? 500) < 500;
    return Boolean(json.errors?.length) && json.errors!.every(refused) && Object.values(json.data ?? {}).every((v) => v === null);
  } catch {
    return false;
  }
}

/**
 * Caching of public answers: what a visitor (no Authorization header) gets from a GraphQL query
 * (POST or GET /graphql, persisted queries included) or a REST GET is the same for every visitor, so the first answer is kept and sent to the
 * next ones until the data changes.
 *
 * Invalidation, correct across any number of gateway processes: the version of the public data (db/public-data.ts).
 * Every write request bumps it after its transaction committed and before its answer leaves. A cached answer is served
 * only while the version is still the one read before the answer was computed; a request with a kept answer reads the
 * version (one trivial statement, shared by the requests that arrive while one is in flight); one without is computed
 * at once, tagged with the newest version read so far.
 *
 * Admission: an answer is kept from its key's second request on (the first is answered and only its key noted, in
 * a bounded set). One-off reads (a rare search, a partner paging with many filters, a unique variable) would
 * otherwise each copy their answer into the cache and push a popular one out; measured on the uncached REST home
 * list (a unique parameter per request), keeping every answer cost 6-11% of the gateway's CPU per request. Keys the
 * cache held when a write cleared it count as seen, so a popular answer is kept again from its first request after.
 */
const MAX_ENTRIES = 1000;
const MAX_BODY_BYTES = 512 * 1024;
/** Keys asked once and not kept (yet), oldest first. */
const MAX_SEEN = 4 * MAX_ENTRIES;

interface Entry {
  status: number;
  contentType: string;
  body: Buffer;
}

export function publicAnswers(deps: AppDeps): RequestHandler {
  const versions = deps.publicData;
  const cache = versions.cache<Entry>('answers', MAX_ENTRIES);
  const seen = new Set<string>();
  const note = (key: string) => {
    seen.add(key);
    if (seen.size > MAX_SEEN) seen.delete(seen.values().next().value!);
  };
  /** True from a key's second request on; the first is only noted. */
  const admitted = (key: string) => {
    if (seen.delete(key)) return true;
    note(key);
    return false;
  };
  const bump = async () => {
    for (const key of cache.keys()) note(key); // popular before the write: kept again from the next request
    cache.clear();
    await versions.bump();
  };

  /** The cache key of a visitor's read (no Authorization; an API key reads the same public data), or null. */
  const keyOf = (req: Request, res: Response): string | null => {
    if (req.headers.authorization || wroteRecently(req)) return null;
    if (req.method === 'GET' && req.baseUrl === '/api') return `GET ${req.originalUrl}`;
    if ((req.method === 'POST' || req.method === 'GET') && req.baseUrl === '/graphql') {
      // Apollo's CSRF prevention refuses a GET without one of these headers: the cache must not answer it first.
      if (req.method === 'GET' && !req.headers['apollo-require-preflight'] && !req.headers['x-apollo-operation-name'])
        return null;
      const op = graphqlOf(req, res);
      if (typeof op.query !== 'string' || isMutation(op)) return null;
      return `Q ${JSON.stringify([op.query, op.variables ?? null, op.operationName ?? null])}`;
    }
    return null;
  };
  /** Whether a write may have changed public data (decided as its answer leaves: which operation it ran). */
  const mayChangePublicData = (req: Request, res: Response) => {
    if (req.baseUrl === '/graphql') return changesPublicData(mutationFields(graphqlOf(req, res).query));
    const fields = res.locals[REST_FIELDS] as string[] | undefined;
    return fields ? changesPublicData(fields) : !PRIVATE_REST.test(pathOf(req.originalUrl));
  };

  return (req: Request, res: Response, next: NextFunction) => {
    if (isWriteRequest(req, res)) {
      // The answer leaves after the version moved (the write's transaction has committed by then). A write that failed
      // or changed nothing public: its answer leaves at once, and the cache stays.
      const end = res.end.bind(res) as (...args: unknown[]) => Response;
      res.end = ((...args: unknown[]) => {
        const refused = res.statusCode >= 400 && res.statusCode < 500;
        if (refused || !mayChangePublicData(req, res) || (req.baseUrl === '/graphql' && graphqlFailed(args[0])))
          return end(...args);
        bump().then(
          () => end(...args),
          () => end(...args),
        );
        return res;
      }) as typeof res.end;
      return next();
    }
    const key = keyOf(req, res);
    if (!key) return next();
    res.locals.publicCache = true; // counted as a hit or a miss (http/metrics.ts)
    /** Computes the answer and keeps it under `version`, which was read before the computation started. */
    const computeAndKeep = (version: string) => {
      capture(res, (status, body) => {
        const contentType = String(res.getHeader('Content-Type') ?? '');
        if (status !== 200 || !contentType.includes('json') || body.length > MAX_BODY_BYTES) return;
        if (req.baseUrl === '/graphql' && body.includes('"errors"')) return;
        cache.set(key, version, { status, contentType, body });
      });
      next();
    };
    // Nothing kept for this request: no version to compare, so it is computed at once and, from the key's second
    // request on, kept under the newest version already read (a read's or this process's last bump). That read
    // happened before the computation, so the tag is never newer than the data; after a write by another process the
    // tag is older than the version and the entry is never served (computed again instead).
    if (!cache.has(key)) {
      if (!admitted(key)) return next(); // a first request: answered, not kept
      if (versions.lastKnown !== null) return computeAndKeep(versions.lastKnown);
    }
    versions.version().then(
      (version) => {
        const hit = cache.get(key, version);
        if (hit) {
          res.status(hit.status).setHeader('Content-Type', hit.contentType);
          res.setHeader('X-Cache', 'hit');
          return res.end(hit.body);
        }
        computeAndKeep(version);
      },
      () => next(), // the version could not be read: answer uncached
    );
  };
}

/** Calls done(status, body) with the whole (uncompressed) body once the answer ends. */
function capture(res: Response, done: (status: number, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (chunk == null || typeof chunk === 'function') return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
    );
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as typeof res.write;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    const result = end(chunk, ...rest);
    done(res.statusCode, Buffer.concat(chunks));
    return result;
  }) as typeof res.end;
}

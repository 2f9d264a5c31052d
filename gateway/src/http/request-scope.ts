import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

/** What every log line and error answer of one request can reach without passing it around. */
export interface RequestScope {
  requestId: string;
  /** The client's address (Express `req.ip`, so behind a trusted proxy the X-Forwarded-For client). */
  ip: string;
  /** Method and path (no query string), e.g. 'DELETE /api/admin/users/42' (the audit of denied admin actions). */
  route: string;
}

export const requestScope = new AsyncLocalStorage<RequestScope>();

export const currentRequest = (): RequestScope | undefined => requestScope.getStore();

/** A request address without its query string ('/api/pandits/7?x=1' → '/api/pandits/7'). */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

const REQUEST_ID_RE = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Gives every request an id: the caller's `X-Request-Id` when it is a plain token of 1-64 characters,
 * else a new UUID. It is echoed in the `X-Request-Id` response header, put on every log line written
 * while the request runs (see log.ts) and into every error answer.
 */
export function requestIds(req: Request, res: Response, next: NextFunction) {
  const given = req.headers['x-request-id'];
  const requestId = typeof given === 'string' && REQUEST_ID_RE.test(given) ? given : randomUUID();
  req.headers['x-request-id'] = requestId;
  res.setHeader('X-Request-Id', requestId);
  requestScope.run(
    {
      requestId,
      ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
      route: `${req.method} ${pathOf(req.originalUrl).slice(0, 200)}`,
    },
    () => next(),
  );
}

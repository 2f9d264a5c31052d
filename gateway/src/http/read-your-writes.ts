import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AppDeps } from '../context.js';
import { cookieValue } from '../auth/sessions.js';
import { readScope } from '../db/read-replica.js';
import { isWriteRequest } from './writes.js';

/**
 * Read-your-writes with a read replica (DATABASE_READ_URL, decision 0080). A visitor's reads (no Authorization
 * header) go to the replica; a signed-in person's go to the writer. A write (a GraphQL mutation, a REST call other
 * than GET) sets this cookie for READ_YOUR_WRITES_SECONDS, and a request carrying it reads from the writer and skips
 * the public cache (http/public-cache.ts), so whoever wrote (a registration, a login, a visitor's request) sees it
 * at once even while the replica lags. The cookie holds nothing but `1`.
 */
export const READ_YOUR_WRITES_COOKIE = 'pc_wrote';

/** Whether this browser wrote within the last READ_YOUR_WRITES_SECONDS (it then reads from the writer). */
export const wroteRecently = (req: Request) => cookieValue(req, READ_YOUR_WRITES_COOKIE) !== undefined;

/** The middleware that puts each request on the replica or the writer; nothing without DATABASE_READ_URL. */
export function replicaReads(deps: Pick<AppDeps, 'config'>): RequestHandler {
  if (!deps.config.databaseReadUrl) return (_req: Request, _res: Response, next: NextFunction) => next();
  const maxAge = deps.config.readYourWritesSeconds * 1000;
  return (req: Request, res: Response, next: NextFunction) => {
    if (isWriteRequest(req, res)) {
      res.cookie(READ_YOUR_WRITES_COOKIE, '1', { maxAge, httpOnly: true, sameSite: 'lax', path: '/', secure: req.secure });
      return next();
    }
    readScope.run({ replica: req.headers.authorization === undefined && !wroteRecently(req) }, next);
  };
}

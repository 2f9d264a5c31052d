import type { NextFunction, Request, Response } from 'express';
import { sqlScope } from '../db/sql-counter.js';

/** Counts SQL statements per request and sends them as `X-Sql-Statements` (enabled by SQL_STATS=true; the benchmark reads it). */
export function sqlStatements(req: Request, res: Response, next: NextFunction) {
  const scope = { statements: 0 };
  const writeHead = res.writeHead.bind(res);
  res.writeHead = function (...args: Parameters<Response['writeHead']>) {
    if (!res.headersSent) res.setHeader('X-Sql-Statements', String(scope.statements));
    return writeHead(...(args as [never]));
  } as typeof res.writeHead;
  sqlScope.run(scope, () => next());
}

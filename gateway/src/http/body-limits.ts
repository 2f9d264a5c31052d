import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';

/** JSON bodies: small by default; a route that needs more says so here. Above the limit: 413 PAYLOAD_TOO_LARGE. */
export const DEFAULT_JSON_LIMIT = '100kb';
const ROUTE_LIMITS: Array<[RegExp, string]> = [
  // Login, registration and the profile of the account: a few short strings.
  [/^\/api\/auth\//, '16kb'],
  [/^\/api\/admin\/update-profile$/, '16kb'],
  // A whole export (the console imports through this route; /graphql keeps the default).
  [/^\/api\/admin\/import$/, '20mb'],
];

export function jsonBodies(): RequestHandler {
  const parsers = new Map<string, RequestHandler>();
  const parser = (limit: string) => {
    let p = parsers.get(limit);
    if (!p) parsers.set(limit, (p = express.json({ limit })));
    return p;
  };
  return (req: Request, res: Response, next: NextFunction) => {
    const limit = ROUTE_LIMITS.find(([re]) => re.test(req.path))?.[1] ?? DEFAULT_JSON_LIMIT;
    parser(limit)(req, res, next);
  };
}

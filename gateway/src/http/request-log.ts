import type { NextFunction, Request, Response } from 'express';
import { log } from '../log.js';
import { pathOf } from './request-scope.js';

/**
 * The network an address belongs to, not the address: IPv4 to its /24 (`203.0.113.0`), IPv6 to its /48
 * (`2001:db8:1::`). Enough to see where traffic comes from, not who sent it (an address is personal data).
 */
export function networkOf(ip: string | undefined): string | undefined {
  if (!ip) return ip;
  const v4 = /^(?:::ffff:)?(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/i.exec(ip);
  if (v4) return `${v4[1]}.0`;
  if (!ip.includes(':')) return undefined;
  const [head = ip] = ip.split('::');
  const groups = head.split(':').filter(Boolean).slice(0, 3);
  return `${groups.join(':')}::`;
}

/** Longest path written to the log (a path is the route and ids; the query string, which may carry a search, never is). */
const MAX_PATH = 200;

/** One line per answered request (method, path, status, duration, network); the request id comes from the scope. */
export function requestLog(req: Request, res: Response, next: NextFunction) {
  const started = process.hrtime.bigint();
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const level = res.statusCode >= 500 ? 'warn' : 'info';
    log[level](
      {
        method: req.method,
        path: pathOf(req.originalUrl).slice(0, MAX_PATH),
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
        network: networkOf(req.ip),
      },
      'request',
    );
  });
  next();
}

import type { NextFunction, Request, Response } from 'express';
import { log } from '../log.js';

/** One line per answered request (method, path, status, duration); the request id comes from the scope. */
export function requestLog(req: Request, res: Response, next: NextFunction) {
  const started = process.hrtime.bigint();
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const level = res.statusCode >= 500 ? 'warn' : 'info';
    log[level](
      {
        method: req.method,
        path: req.originalUrl.split('?')[0],
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
        ip: req.ip,
      },
      'request',
    );
  });
  next();
}

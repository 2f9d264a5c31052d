import type { Server } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { log } from '../log.js';
import { RETRY_AFTER_SECONDS } from '../db/unavailable.js';

let stopping = false;
let inFlight = 0;
let started = 0;
/** How many requests this process has started (the message worker gives way while they keep coming). */
export const requestsStarted = () => started;
const idleWaiters = new Set<() => void>();

/**
 * Counts requests in flight; once shutdown began, a new request (even on an open keep-alive
 * connection) gets 503 SERVICE_UNAVAILABLE with `Connection: close` instead of doing any work.
 */
export function draining(_req: Request, res: Response, next: NextFunction) {
  if (stopping) {
    res.setHeader('Connection', 'close');
    res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    return res
      .status(503)
      .json({ success: false, code: 'SERVICE_UNAVAILABLE', message: 'The server is restarting. Please try again.' });
  }
  inFlight += 1;
  started += 1;
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    inFlight -= 1;
    if (inFlight === 0) for (const w of idleWaiters) w();
  };
  res.on('finish', finish);
  res.on('close', finish);
  // Tell the client of an in-flight request not to reuse the connection when we are about to stop.
  const writeHead = res.writeHead.bind(res);
  res.writeHead = function (...args: Parameters<Response['writeHead']>) {
    if (stopping && !res.headersSent) res.setHeader('Connection', 'close');
    return writeHead(...(args as [never]));
  } as typeof res.writeHead;
  next();
}

const within = <T>(ms: number, p: Promise<T>) =>
  Promise.race([p, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), ms).unref())]);

export interface Stoppable {
  server: Server;
  /** Steps after the HTTP server stopped (Apollo, database), in order. */
  closers: Array<[string, () => Promise<unknown>]>;
  /**
   * Work stopped as soon as the shutdown begins, beside the requests' drain and within the same grace: the message
   * worker claims nothing more and finishes the message in flight (marked sent before the database closes).
   */
  background?: Array<[string, () => Promise<unknown>]>;
  /** How long in-flight requests (and the message in flight) may take. */
  graceMs: number;
}

/**
 * SIGTERM/SIGINT: stop accepting connections, close idle keep-alive connections, refuse new requests on
 * open ones, stop the background work, let in-flight requests and the message in flight finish (up to graceMs),
 * then close Apollo and the database and exit. Whatever hangs, the process is gone within graceMs + 1.5 s.
 */
export async function shutdown({ server, closers, background = [], graceMs }: Stoppable): Promise<void> {
  if (stopping) return;
  stopping = true;
  const started = Date.now();
  log.info({ inFlight }, 'shutting down');
  setTimeout(() => {
    log.error({ ms: Date.now() - started }, 'shutdown took too long; exiting');
    process.exit(1);
  }, graceMs + 1500).unref();
  const stopped = Promise.all(
    background.map(async ([name, stop]) => {
      const result = await within(
        graceMs,
        stop().catch((e: unknown) => log.warn({ err: e }, `${name} did not stop cleanly`)),
      );
      if (result === 'timeout') log.warn(`${name} did not stop within ${graceMs} ms`);
      else log.info(`${name} stopped`);
    }),
  );
  server.close();
  server.closeIdleConnections();
  if (inFlight > 0) await within(graceMs, new Promise<void>((r) => idleWaiters.add(r)));
  server.closeAllConnections();
  await stopped;
  for (const [name, close] of closers) {
    const result = await within(
      2000,
      close().catch((e: unknown) => log.warn({ err: e }, `${name} did not close cleanly`)),
    );
    if (result === 'timeout') log.warn(`${name} did not close within 2 s`);
  }
  log.info({ ms: Date.now() - started }, 'stopped');
}

import type { Response } from 'express';
import { countError } from './http/metrics.js';
import { GraphQLError } from 'graphql';
import { isErrorCode } from '@marketplace/schema/rules';
import { DomainError, HTTP_STATUS, toWireError, type ErrorCodeValue } from './errors.js';
import { logError } from './log.js';
import { currentRequest } from './http/request-scope.js';

/** HTTP answers for failures outside Apollo, from the one mapping in errors.ts (toWireError). */

/**
 * THE REST error answer: any failure (a DomainError, a GraphQL error of the route's operation, anything
 * thrown) → the HTTP status of its SDL code, `{ success: false, message, code, ...extensions }`.
 * Unexpected errors are logged with the request id and masked; the id is in the answer.
 */
export function sendError(res: Response, error: unknown, requestId?: string): void;
/** Shorthand: `sendError(res, 'RATE_LIMITED', 'Too many attempts', { retryAfter })`. */
export function sendError(res: Response, code: ErrorCodeValue, message: string, meta?: Record<string, unknown>): void;
export function sendError(res: Response, error: unknown, messageOrId?: string, meta: Record<string, unknown> = {}) {
  if (isErrorCode(error) && messageOrId !== undefined) return sendError(res, new DomainError(error, messageOrId, meta));
  const requestId = messageOrId ?? currentRequest()?.requestId;
  const wire = toWireError(error);
  countError(wire.code);
  if (wire.internal) logError(requestId ?? 'rest', error instanceof GraphQLError ? (error.originalError ?? error) : error);
  const status = HTTP_STATUS[wire.code];
  if (typeof wire.meta.retryAfter === 'number') res.setHeader('Retry-After', String(wire.meta.retryAfter));
  // Every answer has the X-Request-Id header; a server-side failure also names it in the body for support.
  res.status(status).json({
    success: false,
    message: wire.message,
    code: wire.code,
    ...wire.meta,
    ...(status >= 500 && requestId ? { requestId } : {}),
  });
}

/** The same for the few answers Apollo cannot give itself (a body that is not JSON): the GraphQL envelope. */
export function sendGraphQLError(res: Response, error: unknown, requestId = currentRequest()?.requestId) {
  const wire = toWireError(error);
  countError(wire.code);
  if (typeof wire.meta.retryAfter === 'number') res.setHeader('Retry-After', String(wire.meta.retryAfter));
  if (wire.internal) logError(requestId ?? 'graphql', error);
  res.status(HTTP_STATUS[wire.code]).json({
    errors: [
      {
        message: wire.message,
        extensions: { ...wire.meta, code: wire.code, ...(wire.internal && requestId ? { requestId } : {}) },
      },
    ],
  });
}

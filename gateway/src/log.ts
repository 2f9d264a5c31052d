import { pino } from 'pino';
import { currentRequest } from './http/request-scope.js';

/**
 * Structured JSON logs (pino), one object a line. Every line written while a request runs carries its
 * `requestId` (the same id the client gets in `X-Request-Id` and in error answers). LOG_LEVEL sets the
 * level (`silent` in tests).
 */
export const log = pino({
  level: process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info'),
  base: { service: 'gateway' },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
  mixin: () => {
    const scope = currentRequest();
    return scope ? { requestId: scope.requestId } : {};
  },
});

/** An unexpected error. Inside a request its id comes from the request scope; `requestId` is used only outside one. */
export function logError(requestId: string | undefined, error: unknown, message = 'unexpected error') {
  log.error({ ...(requestId && !currentRequest() ? { requestId } : {}), err: error }, message);
}

export function logInfo(message: string, meta: Record<string, unknown> = {}) {
  log.info(meta, message);
}

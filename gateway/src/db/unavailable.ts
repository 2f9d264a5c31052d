/**
 * The one place that tells "the database is not reachable (or too slow) right now" from any other
 * error. Such failures answer 503 SERVICE_UNAVAILABLE with Retry-After on REST and GraphQL, and the
 * pool reconnects by itself once PostgreSQL is back.
 */
export const RETRY_AFTER_SECONDS = 5;

export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a few seconds.';

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** SQLSTATE classes 08 (connection exception), 57P01-57P03 (shutdown, cannot connect now), 53300 (too many connections), 57014 (statement timeout). */
const SQLSTATES = /^(08\w{3}|57P0[123]|53300|57014)$/;
const MESSAGES =
  /Connection terminated|connection error|not queryable|timeout exceeded when trying to connect|Connection ended|terminating connection|the database system is (starting up|shutting down)|Pool is (closed|ended)|Cannot use a pool after calling end/i;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as {
    code?: unknown;
    errno?: unknown;
    message?: unknown;
    cause?: unknown;
    originalError?: unknown;
    previous?: unknown;
    name?: unknown;
  };
  if (e.name === 'ConnectionException') return true;
  for (const code of [e.code, e.errno]) {
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATES.test(code))) return true;
  }
  if (typeof e.message === 'string' && MESSAGES.test(e.message)) return true;
  if (error instanceof AggregateError && error.errors.some((x) => isDatabaseUnavailable(x, depth + 1))) return true;
  return [e.cause, e.originalError, e.previous].some((x) => x && x !== error && isDatabaseUnavailable(x, depth + 1));
}

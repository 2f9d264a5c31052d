import { pino } from 'pino';
import { isSpanContextValid, SpanStatusCode, trace } from '@opentelemetry/api';
import { currentRequest } from './http/request-scope.js';

/** Fields of an error the log may show: no free-form properties (a database error's `detail` quotes the row's values). */
const DB_FIELDS = ['code', 'constraint', 'table', 'column', 'dataType', 'routine'] as const;
const MAX_MESSAGE = 300;
const MAX_FRAMES = 12;

/**
 * An error as the log writes it (`err`): its type, message, code, stack frames and cause, and nothing else. No
 * personal data or image bytes reach the log through an error: a database error (one with a SQLSTATE) keeps its
 * structured fields (constraint, table, column) and its message with every quoted value replaced by `"…"` (PostgreSQL
 * quotes the offending input: `invalid input syntax for type uuid: "…"`), never its `detail` (`Key (email)=(…)`), the
 * statement or its parameters; any other message has its e-mail addresses and phone numbers masked (`maskPersonal`)
 * and is cut at 300 characters; the stack is its `at` lines only (its
 * first line repeats the message).
 */
export function safeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error, message: '[not an Error]' };
  const e = error as Error & Record<string, unknown>;
  const sqlState = typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) ? e.code : undefined;
  const out: Record<string, unknown> = { type: e.name || e.constructor?.name || 'Error' };
  if (sqlState) {
    const names = new Set(DB_FIELDS.map((k) => e[k]).filter((v): v is string => typeof v === 'string'));
    out.message = e.message
      .replace(/"([^"]*)"/g, (quoted, inner: string) => (names.has(inner) ? quoted : '"…"'))
      .slice(0, MAX_MESSAGE);
    for (const key of DB_FIELDS) if (typeof e[key] === 'string') out[key] = e[key];
  } else {
    const message = maskPersonal(e.message); // a relay's "550 <someone@example.in>: no such user"
    out.message = message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE)}…` : message;
    if (typeof e.code === 'string' || typeof e.code === 'number') out.code = e.code;
  }
  const frames = (e.stack ?? '')
    .split('\n')
    .filter((l) => l.trim().startsWith('at '))
    .slice(0, MAX_FRAMES);
  if (frames.length) out.stack = frames.join('\n');
  if (e.cause !== undefined && depth < 2) out.cause = safeError(e.cause, depth + 1);
  return out;
}

/**
 * A recipient as the log may show it: a phone number's last 3 digits (`*******210`), an e-mail address's first
 * letter and domain (`d***@example.in`). Enough to tell messages apart, not to reach anyone.
 */
export function maskRecipient(to: string): string {
  const at = to.lastIndexOf('@');
  if (at > 0) return `${to[0]}***${to.slice(at)}`;
  const digits = to.replace(/\D/g, '');
  return digits.length > 3 ? `${'*'.repeat(digits.length - 3)}${digits.slice(-3)}` : '***';
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/** A phone number: 10 to 13 digits, optionally after + and with spaces or dashes between groups (not a longer id). */
const PHONE = /(?<![\w.])\+?\d(?:[ -]?\d){9,12}(?![\w.])/g;

/**
 * Free text from outside (a mail relay's error, a payment provider's refusal) as the log may show it: every e-mail
 * address and phone number in it masked as `maskRecipient` does, cut at 500 characters.
 */
export function maskPersonal(text: string): string {
  return text.replace(EMAIL, maskRecipient).replace(PHONE, maskRecipient).slice(0, 500);
}

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * Structured JSON logs (pino), one object a line. Every line written while a request runs carries its
 * `requestId` (the same id the client gets in `X-Request-Id` and in error answers). LOG_LEVEL sets the
 * level (`silent` in tests).
 */
export const log = pino({
  // An unknown LOG_LEVEL would throw here, before main.ts can refuse it in one JSON line (config-schema.ts).
  level: LEVELS.includes(process.env.LOG_LEVEL ?? '') ? process.env.LOG_LEVEL : process.env.VITEST ? 'silent' : 'info',
  base: { service: 'gateway' },
  serializers: { err: safeError },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
  // The trace of the line (when tracing is on, src/tracing.ts): `trace_id` and `span_id` as OpenTelemetry names them.
  mixin: () => {
    const scope = currentRequest();
    const fields: Record<string, string> = scope ? { requestId: scope.requestId } : {};
    const span = trace.getActiveSpan()?.spanContext();
    if (span && isSpanContextValid(span)) {
      fields.trace_id = span.traceId;
      fields.span_id = span.spanId;
    }
    return fields;
  },
});

/** An unexpected error. Inside a request its id comes from the request scope; `requestId` is used only outside one. */
export function logError(requestId: string | undefined, error: unknown, message = 'unexpected error') {
  log.error({ ...(requestId && !currentRequest() ? { requestId } : {}), err: error }, message);
}

export function logInfo(message: string, meta: Record<string, unknown> = {}) {
  log.info(meta, message);
}

const tracer = trace.getTracer('gateway');

/**
 * Work outside a request (start-up, the outbox's rounds, periodic jobs, shutdown) in a span of its own, so its log
 * lines carry a trace id (the mixin above) and its statements are grouped under it (decision 0082). A new trace unless
 * `child` (a job inside a round). Without tracing (no OTEL_EXPORTER_OTLP_ENDPOINT) the API's no-op tracer costs nothing.
 */
export function inSpan<T>(name: string, work: () => Promise<T>, { child = false } = {}): Promise<T> {
  return tracer.startActiveSpan(name, { root: !child }, async (span) => {
    try {
      return await work();
    } catch (e) {
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw e;
    } finally {
      span.end();
    }
  });
}

import { GraphQLError } from 'graphql';
import { RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './db/unavailable.js';

import {
  HTTP_STATUS,
  RULE_MESSAGES,
  type ErrorCode,
  type ErrorReason,
  type RequestRefusalReason,
} from '@marketplace/schema/rules';
import { log } from './log.js';
import { known } from './indexed.js';

/** The SDL's ErrorCode is the complete list; see schema/rules/errors.ts for its HTTP statuses and message keys. */
export type ErrorCodeValue = ErrorCode;
export type { ErrorReason };
export { HTTP_STATUS };

/** Extensions besides the code. `reason` is one of the SDL's refusal reasons (schema/rules/errors.ts ErrorReason). */
export interface ErrorMeta {
  reason?: ErrorReason;
  [extension: string]: unknown;
}

/** A business failure with a stable code; its message is the English text clients may show. */
export class DomainError extends GraphQLError {
  constructor(code: ErrorCodeValue, message: string, meta: ErrorMeta = {}) {
    super(message, { extensions: { code, ...meta } });
  }
}

/** Field path → reason, e.g. { 'input.email': 'Enter a valid email address' }. */
export type FieldErrors = Record<string, string>;

/**
 * VALIDATION_FAILED for failures that have no rule message key (e.g. the rows of an imported file).
 * Input rules go through `validate` / `validationFailed` in validation.ts, which also send `fieldKeys`.
 */
export function validationError(fields: FieldErrors, message?: string): DomainError {
  return new DomainError('VALIDATION_FAILED', message ?? Object.values(fields)[0] ?? 'Invalid input', { fields });
}

export const notFound = (what = 'Record') => new DomainError('NOT_FOUND', `${what} not found`);
export const forbidden = () => new DomainError('FORBIDDEN', 'You do not have permission to do this.');
export const unauthenticated = () => new DomainError('UNAUTHENTICATED', 'Please log in to continue.');

// ---- One error path: any failure → a code of the SDL's ErrorCode, the client's message, extensions --

/** Codes of Apollo Server (and of requests graphql-js refuses) mapped onto the SDL's ErrorCode. */
export const APOLLO_CODES: Record<string, ErrorCodeValue> = {
  GRAPHQL_PARSE_FAILED: 'BAD_REQUEST',
  GRAPHQL_VALIDATION_FAILED: 'BAD_REQUEST',
  BAD_USER_INPUT: 'VALIDATION_FAILED',
  PERSISTED_QUERY_NOT_FOUND: 'BAD_REQUEST',
  PERSISTED_QUERY_NOT_SUPPORTED: 'BAD_REQUEST',
  OPERATION_RESOLUTION_FAILURE: 'BAD_REQUEST',
  BAD_REQUEST: 'BAD_REQUEST',
};

/** Apollo's persisted-query refusals, named in `extensions.reason` (the SDL's RequestRefusalReason). */
const PERSISTED_QUERY_REASONS: Record<string, RequestRefusalReason> = {
  PERSISTED_QUERY_NOT_FOUND: 'PERSISTED_QUERY_NOT_FOUND',
  PERSISTED_QUERY_NOT_SUPPORTED: 'PERSISTED_QUERY_NOT_SUPPORTED',
};

/** What a client sees for an unexpected failure (spec §8 'Other'); the details go to the log with the request id. */
export const INTERNAL_MESSAGE = 'An error occurred';

export interface WireError {
  code: ErrorCodeValue;
  message: string;
  /** Extensions besides the code: fields, fieldKeys, reason... */
  meta: ErrorMeta;
  /** Unexpected: to be logged with the request id; message and meta are masked. */
  internal: boolean;
}

/**
 * graphql-js's variable-coercion messages → { 'page.limit': 'Int cannot represent ...' } (dotted paths
 * rooted at the variable name, like every field path). Such errors carry no code of their own.
 */
const INVALID_VALUE = /^Variable "\$(\w+)" got invalid value (?:"(?:[^"\\]|\\.)*"|[^;"])*?(?: at "([^"]+)")?; ([\s\S]*)$/;
const MISSING_VALUE = /^Variable "\$(\w+)" of (?:required|non-null) type "[^"]+" (?:was not provided|must not be null)\.$/;
const NAMED_FIELD = /^Field "(\w+)" (?:of required type "[^"]+" was not provided|is not defined by type "[^"]+")/;

export function variableCoercionFields(message: string): FieldErrors | undefined {
  const missing = MISSING_VALUE.exec(message);
  if (missing) return { [known(missing[1], 'the variable name')]: 'A value is required.' };
  const invalid = INVALID_VALUE.exec(message);
  if (!invalid) return undefined;
  const [, variable, at, reason] = invalid as unknown as [string, string, string | undefined, string];
  let path = (at ?? variable).replace(/\[(\d+)\]/g, '.$1');
  const field = NAMED_FIELD.exec(reason);
  if (field) path = `${path}.${field[1]}`;
  return { [path]: reason };
}

/** graphql-js's own error once a request's variables raised 50 coercion errors (it carries no code). */
const TOO_MANY_VARIABLE_ERRORS = /^Too many errors processing variables/;

/**
 * PostgreSQL's class 22, data exception (a uuid, date or number it cannot read, text it cannot store, a value too
 * long): a value the client sent that a check before the statement missed. The client's fault, so a 400, not a
 * 500; the SQLSTATE is logged (without the statement or the value) so the missing check gets added.
 */
function dataException(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code) ? code : undefined;
}

/** THE mapping, used by GraphQL's formatError and the REST shim alike. */
export function toWireError(error: unknown): WireError {
  const sqlState = dataException(error instanceof GraphQLError ? (error.originalError ?? error) : error);
  if (sqlState) {
    log.warn({ sqlState }, 'a value reached PostgreSQL unchecked');
    return { code: 'VALIDATION_FAILED', message: RULE_MESSAGES['input.invalid'].en, meta: {}, internal: false };
  }
  // The database is unreachable or too slow right now (db/unavailable.ts decides): 503, retry shortly.
  if (isDatabaseUnavailable(error instanceof GraphQLError ? (error.originalError ?? error) : error)) {
    return {
      code: 'SERVICE_UNAVAILABLE',
      message: UNAVAILABLE_MESSAGE,
      meta: { retryAfter: RETRY_AFTER_SECONDS },
      internal: false,
    };
  }
  if (error instanceof GraphQLError) {
    const { code: raw, http, stacktrace: _stack, ...meta } = (error.extensions ?? {}) as Record<string, unknown>;
    const code = typeof raw === 'string' ? raw : undefined;
    // A variable-coercion error (its code, if any, comes from a scalar that refused the value).
    if (!code || code === 'BAD_USER_INPUT' || (code === 'VALIDATION_FAILED' && !meta.fields)) {
      const fields = variableCoercionFields(error.message);
      if (fields) return { code: 'VALIDATION_FAILED', message: error.message, meta: { ...meta, fields }, internal: false };
      if (TOO_MANY_VARIABLE_ERRORS.test(error.message))
        return { code: 'VALIDATION_FAILED', message: error.message, meta, internal: false };
    }
    // A literal argument a scalar refused (a Date out of range): Apollo reports it as a validation failure of the
    // document; the scalar's own code says what it is.
    const original = error.originalError;
    if (
      code === 'GRAPHQL_VALIDATION_FAILED' &&
      original instanceof GraphQLError &&
      original.extensions?.code === 'VALIDATION_FAILED'
    ) {
      return { code: 'VALIDATION_FAILED', message: error.message, meta: {}, internal: false };
    }
    if (code && code !== 'INTERNAL_SERVER_ERROR' && (HTTP_STATUS as Record<string, number>)[code] !== undefined) {
      return { code: code as ErrorCodeValue, message: error.message, meta, internal: false };
    }
    // Persisted-query misses keep Apollo's message ('PersistedQueryNotFound', what APQ clients look for) and name it.
    if (code && APOLLO_CODES[code])
      return {
        code: APOLLO_CODES[code],
        message: error.message,
        meta: PERSISTED_QUERY_REASONS[code] ? { ...meta, reason: PERSISTED_QUERY_REASONS[code] } : meta,
        internal: false,
      };
    // Apollo's other refusals of a request (e.g. an unsupported persisted-query version) carry only a 4xx status.
    const status = (http as { status?: unknown } | undefined)?.status;
    if (!code && typeof status === 'number' && status >= 400 && status < 500) {
      return { code: 'BAD_REQUEST', message: error.message, meta, internal: false };
    }
  }
  return { code: 'INTERNAL_SERVER_ERROR', message: INTERNAL_MESSAGE, meta: {}, internal: true };
}

import { GraphQLError } from 'graphql';

export type ErrorCodeValue =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'VALIDATION_FAILED'
  | 'INVALID_CREDENTIALS'
  | 'EMAIL_TAKEN'
  | 'BOOKING_SLOT_TAKEN'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'INTERNAL_SERVER_ERROR';

/** HTTP status for each code: used by the REST shim. */
export const HTTP_STATUS: Record<ErrorCodeValue, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  VALIDATION_FAILED: 400,
  INVALID_CREDENTIALS: 401,
  EMAIL_TAKEN: 409,
  BOOKING_SLOT_TAKEN: 409,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  INTERNAL_SERVER_ERROR: 500,
};

/** A business failure with a stable code; its message is the English text clients may show. */
export class DomainError extends GraphQLError {
  constructor(code: ErrorCodeValue, message: string, meta: Record<string, unknown> = {}) {
    super(message, { extensions: { code, ...meta } });
  }
}

/** Field path → reason, e.g. { 'input.email': 'Enter a valid email address' }. */
export type FieldErrors = Record<string, string>;

export function validationError(fields: FieldErrors, message?: string): DomainError {
  return new DomainError('VALIDATION_FAILED', message ?? Object.values(fields)[0] ?? 'Invalid input', { fields });
}

/** Collects field errors; throws one VALIDATION_FAILED with all of them. */
export class Validator {
  readonly fields: FieldErrors = {};
  check(ok: boolean, field: string, reason: string): this {
    if (!ok && !(field in this.fields)) this.fields[field] = reason;
    return this;
  }
  throwIfAny(message?: string): void {
    if (Object.keys(this.fields).length) throw validationError(this.fields, message);
  }
}

export const notFound = (what = 'Record') => new DomainError('NOT_FOUND', `${what} not found`);
export const forbidden = () => new DomainError('FORBIDDEN', 'You do not have permission to do this.');
export const unauthenticated = () => new DomainError('UNAUTHENTICATED', 'Please log in to continue.');

import { GraphQLError } from 'graphql';

import { HTTP_STATUS, type ErrorCode } from '@marketplace/schema/rules';

/** The SDL's ErrorCode is the complete list; see schema/rules/errors.ts for its HTTP statuses and message keys. */
export type ErrorCodeValue = ErrorCode;
export { HTTP_STATUS };

/** A business failure with a stable code; its message is the English text clients may show. */
export class DomainError extends GraphQLError {
  constructor(code: ErrorCodeValue, message: string, meta: Record<string, unknown> = {}) {
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

/**
 * Collects field errors; throws one VALIDATION_FAILED with all of them.
 * @deprecated Inputs are validated with the rule schemas through `validate` in validation.ts (which also
 * sends `fieldKeys`); left only for declineBooking until the booking state changes move to the rules.
 */
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

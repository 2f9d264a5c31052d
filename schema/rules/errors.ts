import {
  AdminRefusalReason,
  BookingRefusalReason,
  ComplaintRefusalReason,
  ErrorCode,
  PaymentRefusalReason,
  RequestRefusalReason,
  SlotReason,
  UploadRefusalReason,
} from './__generated__/contract.js';

export { ErrorCode };

/** Every code of the SDL's `ErrorCode`, in declaration order of the generated constant. */
export const ERROR_CODES = Object.values(ErrorCode) as ErrorCode[];

/** HTTP status of each code (REST shim and GraphQL-over-HTTP). Exhaustive: a new code fails type checking. */
export const HTTP_STATUS: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  INVALID_CREDENTIALS: 401,
  EMAIL_TAKEN: 409,
  BOOKING_SLOT_TAKEN: 409,
  CONFLICT: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_SERVER_ERROR: 500,
};

/** Key in the web's `errors` i18n namespace for each code. Exhaustive: a new code fails type checking. */
export const ERROR_MESSAGE_KEY: Record<ErrorCode, string> = {
  UNAUTHENTICATED: 'unauthenticated',
  FORBIDDEN: 'forbidden',
  NOT_FOUND: 'notFound',
  VALIDATION_FAILED: 'validationFailed',
  BAD_REQUEST: 'badRequest',
  INVALID_CREDENTIALS: 'invalidCredentials',
  EMAIL_TAKEN: 'emailTaken',
  BOOKING_SLOT_TAKEN: 'bookingSlotTaken',
  CONFLICT: 'conflict',
  IDEMPOTENCY_KEY_REUSED: 'idempotencyKeyReused',
  RATE_LIMITED: 'rateLimited',
  PAYLOAD_TOO_LARGE: 'payloadTooLarge',
  UNSUPPORTED_MEDIA_TYPE: 'unsupportedMediaType',
  SERVICE_UNAVAILABLE: 'serviceUnavailable',
  INTERNAL_SERVER_ERROR: 'internal',
};

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in HTTP_STATUS;
}

/**
 * Every value an error's `extensions.reason` (REST: `reason`) may carry: the SDL's refusal-reason enums, one per
 * domain, and the slot reasons. The gateway's DomainError takes only these (errors.ts), so a typo fails type
 * checking; the web has a message for each in both languages (web/src/app/errors.ts checks it at compile time).
 */
export type ErrorReason =
  | RequestRefusalReason
  | UploadRefusalReason
  | AdminRefusalReason
  | BookingRefusalReason
  | PaymentRefusalReason
  | SlotReason
  | ComplaintRefusalReason;

/** The enums behind ErrorReason: name in the SDL → its values. */
export const ERROR_REASON_ENUMS = {
  RequestRefusalReason,
  UploadRefusalReason,
  AdminRefusalReason,
  BookingRefusalReason,
  PaymentRefusalReason,
  SlotReason,
  ComplaintRefusalReason,
} as const;

/** Every ErrorReason once (a value two domains share, such as ALREADY_PAID, means the same in both). */
export const ERROR_REASONS: readonly ErrorReason[] = [
  ...new Set(Object.values(ERROR_REASON_ENUMS).flatMap((e) => Object.values(e) as ErrorReason[])),
];

const REASONS: ReadonlySet<string> = new Set(ERROR_REASONS);

export function isErrorReason(value: unknown): value is ErrorReason {
  return typeof value === 'string' && REASONS.has(value);
}

/** Key in the web's `errors` i18n namespace for a reason's message: `reason.<REASON>`. */
export const reasonMessageKey = (reason: ErrorReason) => `reason.${reason}` as const;

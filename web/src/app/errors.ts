import type { TFunction } from 'i18next';
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';

/** Codes the server puts in errors[].extensions.code (schema/base.graphql ErrorCode). */
const CODE_KEYS: Record<string, string> = {
  UNAUTHENTICATED: 'unauthenticated',
  FORBIDDEN: 'forbidden',
  NOT_FOUND: 'notFound',
  VALIDATION_FAILED: 'validationFailed',
  INVALID_CREDENTIALS: 'invalidCredentials',
  EMAIL_TAKEN: 'emailTaken',
  BOOKING_SLOT_TAKEN: 'bookingSlotTaken',
  CONFLICT: 'conflict',
  RATE_LIMITED: 'rateLimited',
  PAYLOAD_TOO_LARGE: 'payloadTooLarge',
  UNSUPPORTED_MEDIA_TYPE: 'unsupportedMediaType',
  INTERNAL_SERVER_ERROR: 'internal',
};

const STATUS_KEYS: Record<number, string> = {
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'notFound',
  413: 'payloadTooLarge',
  429: 'rateLimited',
};

export interface ErrorInfo {
  /** The first error code, if the server sent one. */
  code?: string;
  /** Key in the 'errors' namespace. */
  key: string;
  /** For VALIDATION_FAILED: field path → English reason from the server. */
  fields: Record<string, string>;
  /** The server's own (English) message, if any. */
  serverMessage?: string;
}

export function isTimeout(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { name?: string; cause?: unknown };
  return e.name === 'TimeoutError' || (e.cause !== undefined && e.cause !== error && isTimeout(e.cause));
}

/** Classifies an Apollo / fetch error; `fallbackKey` is used when nothing specific applies. */
export function describeError(error: unknown, fallbackKey = 'generic'): ErrorInfo {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = typeof first?.extensions?.code === 'string' ? first.extensions.code : undefined;
    const rawFields = first?.extensions?.fields;
    const fields: Record<string, string> = {};
    if (rawFields && typeof rawFields === 'object') {
      for (const [k, v] of Object.entries(rawFields as Record<string, unknown>)) {
        if (typeof v === 'string') fields[k] = v;
      }
    }
    const key = (code && CODE_KEYS[code]) ?? fallbackKey;
    return { code, key, fields, serverMessage: first?.message };
  }
  if (isTimeout(error)) return { key: 'timeout', fields: {} };
  if (ServerError.is(error)) {
    // The body may still be a GraphQL error response (e.g. 400 for a bad request).
    const key = STATUS_KEYS[error.statusCode] ?? (error.statusCode >= 500 ? 'server' : fallbackKey);
    return { key, fields: {} };
  }
  if (ServerParseError.is(error)) return { key: 'server', fields: {} };
  if (error instanceof TypeError || (error as { name?: string } | null)?.name === 'NetworkError') {
    return { key: 'network', fields: {} };
  }
  return { key: fallbackKey, fields: {} };
}

/** A translated message for any error; `fallbackKey` names the 'errors' key for the situation (e.g. 'loginFailed'). */
export function errorMessage(error: unknown, t: TFunction, fallbackKey = 'generic'): string {
  const info = describeError(error, fallbackKey);
  if (info.key === 'validationFailed' && info.serverMessage) {
    // The server's English reason is precise; show it after the translated lead.
    return t('errors:validationFailedWith', { reason: info.serverMessage });
  }
  return t(`errors:${info.key}`);
}

/** Field reasons of a VALIDATION_FAILED error, keyed by the last path segment ('input.email' → 'email'). */
export function fieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, reason] of Object.entries(describeError(error).fields)) {
    out[path.split('.').pop() ?? path] = reason;
  }
  return out;
}

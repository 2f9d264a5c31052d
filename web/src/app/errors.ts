import type { TFunction } from 'i18next';
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import {
  ERROR_MESSAGE_KEY,
  isErrorCode,
  isErrorReason,
  reasonMessageKey,
  type ErrorCode,
  type ErrorReason,
} from '@marketplace/schema/rules/errors';

/**
 * THE web's error path: any failure (a GraphQL error, an HTTP error, a network failure, a timeout) →
 * the translated message, and field errors → form errors. Codes come from the SDL's ErrorCode
 * (`ERROR_MESSAGE_KEY` names their key in the `errors` namespace); a server `extensions.reason`, one of the SDL's
 * refusal reasons (`ErrorReason`: BLOCKED, CANCEL_WINDOW_CLOSED, NOT_PENDING...), is translated by `errors:reason.<REASON>`.
 */

/**
 * Every ErrorReason has its message in English and Hindi, checked at compile time: a reason added to the SDL fails
 * type checking here until both languages have it. The payment refusals' messages ship with the payment code
 * (`payment.json` `reasons`, joined into 'errors' by features/payment/i18n.ts); the others are in `errors.json`.
 * Type positions only: no language file is bundled by this.
 */
type ReasonMessages<Errors extends { reason: object }, Payment extends { reasons: object }> = Errors['reason'] &
  Payment['reasons'];
type EveryReason<Messages extends Record<ErrorReason, string>> = Messages;
export type ReasonMessagesChecked = [
  EveryReason<ReasonMessages<typeof import('../locales/en/errors.json'), typeof import('../locales/en/payment.json')>>,
  EveryReason<ReasonMessages<typeof import('../locales/hi/errors.json'), typeof import('../locales/hi/payment.json')>>,
];

const STATUS_KEYS: Record<number, string> = {
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'notFound',
  413: 'payloadTooLarge',
  415: 'unsupportedMediaType',
  429: 'rateLimited',
  503: 'serviceUnavailable',
};

export interface ErrorInfo {
  /** The first error's code, when the server sent one of the SDL's codes. */
  code?: ErrorCode;
  /** Key in the 'errors' namespace. */
  key: string;
  /** The server's `extensions.reason` (e.g. CANCEL_WINDOW_CLOSED), when it is one the SDL declares. */
  reason?: ErrorReason;
  /** For VALIDATION_FAILED: field path ('input.email') → English reason from the server. */
  fields: Record<string, string>;
  /** For VALIDATION_FAILED: field path → rule message key (`rules` namespace), where the server knows one. */
  fieldKeys: Record<string, string>;
  /** The server's own (English) message, if any. */
  serverMessage?: string;
}

interface WireError {
  message?: unknown;
  extensions?: Record<string, unknown>;
}

export function isTimeout(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { name?: string; cause?: unknown };
  return e.name === 'TimeoutError' || (e.cause !== undefined && e.cause !== error && isTimeout(e.cause));
}

const strings = (value: unknown): Record<string, string> =>
  value && typeof value === 'object'
    ? Object.fromEntries(
        Object.entries(value as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'),
      )
    : {};

function fromWire(first: WireError | undefined, fallbackKey: string): ErrorInfo | undefined {
  const ext = first?.extensions ?? {};
  const code = isErrorCode(ext.code) ? ext.code : undefined;
  if (!code) return undefined;
  return {
    code,
    key: ERROR_MESSAGE_KEY[code] ?? fallbackKey,
    reason: isErrorReason(ext.reason) ? ext.reason : undefined,
    fields: strings(ext.fields),
    fieldKeys: strings(ext.fieldKeys),
    serverMessage: typeof first?.message === 'string' ? first.message : undefined,
  };
}

/** The GraphQL (`{ errors: [...] }`) or REST (`{ code, message, fields }`) error in a non-2xx answer's body. */
function fromBody(text: string | undefined, fallbackKey: string): ErrorInfo | undefined {
  try {
    const body = JSON.parse(text ?? '') as { errors?: WireError[]; code?: unknown; message?: unknown } & Record<string, unknown>;
    if (Array.isArray(body.errors)) return fromWire(body.errors[0], fallbackKey);
    const { message, ...extensions } = body;
    return fromWire({ message, extensions }, fallbackKey);
  } catch {
    return undefined;
  }
}

/** Classifies any failure; `fallbackKey` names the 'errors' key for the situation when nothing specific applies. */
export function describeError(error: unknown, fallbackKey = 'generic'): ErrorInfo {
  const none = (key: string): ErrorInfo => ({ key, fields: {}, fieldKeys: {} });
  if (CombinedGraphQLErrors.is(error)) return fromWire(error.errors[0], fallbackKey) ?? none(fallbackKey);
  if (isTimeout(error)) return none('timeout');
  if (ServerError.is(error)) {
    const info = fromBody(error.bodyText, fallbackKey);
    if (info) return info;
    return none(STATUS_KEYS[error.statusCode] ?? (error.statusCode >= 500 ? 'server' : fallbackKey));
  }
  if (ServerParseError.is(error)) return none('server');
  if (error instanceof TypeError || (error as { name?: string } | null)?.name === 'NetworkError')
    // The browser knows when it has no connection at all; otherwise the server did not answer (an outage is ours,
    // not the visitor's internet: issue #37).
    return none(typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'network');
  return none(fallbackKey);
}

/** One field's message: the rule's translation when the server named the rule, else the server's English text. */
function fieldMessage(info: ErrorInfo, path: string, t: TFunction): string {
  const english = info.fields[path] ?? '';
  const key = info.fieldKeys[path];
  return key ? t(`rules:${key}`, { defaultValue: english }) : english;
}

/** The translated message for any failure: the server's reason, else the first field's problem, else the code's message. */
export function errorMessage(error: unknown, t: TFunction, fallbackKey = 'generic'): string {
  const info = describeError(error, fallbackKey);
  if (info.reason) {
    const byReason = t(`errors:${reasonMessageKey(info.reason)}`, { defaultValue: '' });
    if (byReason) return byReason;
  }
  const firstField = Object.keys(info.fields)[0];
  if (info.code === 'VALIDATION_FAILED' && firstField) {
    return t('errors:validationFailedWith', { reason: fieldMessage(info, firstField, t) });
  }
  if (info.code === 'VALIDATION_FAILED' && info.serverMessage)
    return t('errors:validationFailedWith', { reason: info.serverMessage });
  return t(`errors:${info.key}`);
}

/**
 * The field errors of a VALIDATION_FAILED failure for a form, by form path ('input.email' → 'email',
 * 'input.pricing.basic' → 'pricing.basic'): the rule message KEY when the server sent one (`fieldKeys`, shown
 * translated by the form, app/ruleForm.ts), else the server's English text.
 */
export function serverFieldErrors(error: unknown, root = 'input'): Record<string, string> {
  const info = describeError(error);
  const out: Record<string, string> = {};
  for (const path of new Set([...Object.keys(info.fields), ...Object.keys(info.fieldKeys)])) {
    const message = info.fieldKeys[path] ?? info.fields[path];
    if (!message) continue;
    out[path.startsWith(`${root}.`) ? path.slice(root.length + 1) : path] ??= message;
  }
  return out;
}

import { z } from 'zod';
import type { RuleMessageKey } from './messages.js';
import { isDateInRange } from './calendar.js';

/** PostgreSQL refuses a NUL character in text; every text rule refuses it before it reaches a query. */
export const hasNul = (value: string) => value.includes('\u0000');

const SURROGATE = /[\uD800-\uDFFF]/;
/**
 * Whether the text is well-formed UTF-16, without a lone surrogate (PostgreSQL cannot store one in text or JSON). Not a
 * regular expression with a lookbehind, nor String.prototype.isWellFormed: browsers the web supports lack one or both.
 */
export function isWellFormedText(value: string): boolean {
  if (!SURROGATE.test(value)) return true;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 0xd800 || c > 0xdfff) continue;
    const next = value.charCodeAt(i + 1); // NaN past the end
    if (c > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return false;
    i++;
  }
  return true;
}

/** Characters no text may hold: NUL, and lone surrogates (ill-formed UTF-16). */
export const hasBadCharacters = (value: string) => hasNul(value) || !isWellFormedText(value);

/**
 * A text field: a string without NUL or lone surrogates, trimmed (and NFC-normalised, so Hindi compares equal however it was
 * typed). `required` is the message key when the value is missing or not a string.
 */
export const text = (required: RuleMessageKey = 'input.invalid') =>
  z
    .string({ error: required })
    .refine((s) => !hasBadCharacters(s), 'text.invalidCharacters' satisfies RuleMessageKey)
    .overwrite((s) => s.normalize('NFC').trim());

/** Like `text`, with runs of white space collapsed to one space (names, places). */
export const singleLine = (required: RuleMessageKey = 'input.invalid') => text(required).overwrite((s) => s.replace(/\s+/g, ' '));

/** A text that may be absent: null, undefined and '' (after trimming) all become null. */
export const optionalText = <T extends z.ZodType<string, string>>(schema: T) =>
  z.preprocess(
    (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '' && !hasNul(v)) ? null : v),
    schema.nullable(),
  );

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID_RE.test(value);
export const idSchema = z.string({ error: 'id.invalid' }).refine(isUuid, 'id.invalid' satisfies RuleMessageKey);

/** A calendar date 'YYYY-MM-DD' that exists (any four-digit year). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
/** An India calendar date 'YYYY-MM-DD' that exists, within the API's one date range (DATE_MIN..DATE_MAX, calendar.ts). */
export const isDate = (value: string): boolean => isCalendarDate(value) && isDateInRange(value);
export const dateSchema = (required: RuleMessageKey = 'date.invalid') =>
  text(required)
    .refine(isCalendarDate, { message: 'date.invalid' satisfies RuleMessageKey, abort: true })
    .refine(isDateInRange, 'date.outOfRange' satisfies RuleMessageKey);

/** An image we can show: our own media path (/media/<uuid>) or an absolute http(s) URL. */
export function isImageUrl(value: string): boolean {
  return /^\/media\/[0-9a-f-]{36}$/.test(value) || /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i.test(value);
}
export const imageUrlSchema = (invalid: RuleMessageKey) => text(invalid).max(2048, invalid).refine(isImageUrl, invalid);

/** A whole number from `min` to `max`. */
/** A stored upload's address as the upload answers it ('/media/<uuid>'), e.g. a private photo named by a later call. */
export const mediaPathSchema = (invalid: RuleMessageKey) =>
  z.string({ error: invalid }).refine((v) => /^\/media\/[0-9a-f-]{36}$/.test(v) && isUuid(v.slice(7)), invalid);

export const wholeNumber = (min: number, max: number, invalid: RuleMessageKey) =>
  z.number({ error: invalid }).int(invalid).min(min, invalid).max(max, invalid);

import { z } from 'zod';
import { dateSchema } from './common.js';
import type { RuleMessageKey } from './messages.js';

/**
 * The panchang's inputs (issue #38, decision record 0045): a date within the API's one range (calendar.ts), a place
 * and, abroad, its IANA time zone. Latitudes stop at ±65° so the Sun rises and sets on every date of the range.
 */
export const PANCHANG_LAT_MAX = 65;
/** panchangRange(from, to, ...) covers at most this many days (the booking dialog's visible dates). */
export const PANCHANG_RANGE_MAX = 62;
/** The time zone of every place in India, the default when no zone is given. */
export const PANCHANG_DEFAULT_TZ = 'Asia/Kolkata';
/** How many dates `suggestMuhuratDates` lists, and how far ahead it looks. */
export const MUHURAT_SUGGESTIONS_MAX = 10;
export const MUHURAT_HORIZON_DAYS = 62;

const k = (key: RuleMessageKey) => key;
const TZ_RE = /^(?:UTC|[A-Za-z]+(?:[_-][A-Za-z]+)*(?:\/[A-Za-z0-9]+(?:[_+-][A-Za-z0-9]+)*){1,2})$/;

const latSchema = z
  .number({ error: k('panchang.latInvalid') })
  .min(-PANCHANG_LAT_MAX, k('panchang.latInvalid'))
  .max(PANCHANG_LAT_MAX, k('panchang.latInvalid'));
const lngSchema = z
  .number({ error: k('panchang.lngInvalid') })
  .min(-180, k('panchang.lngInvalid'))
  .max(180, k('panchang.lngInvalid'));
/** An IANA zone name's shape ('Asia/Kolkata', 'America/Argentina/Buenos_Aires'); the gateway also asks its zone database. */
export const timeZoneSchema = z
  .string({ error: k('panchang.timeZoneInvalid') })
  .max(64, k('panchang.timeZoneInvalid'))
  .regex(TZ_RE, k('panchang.timeZoneInvalid'));
const optionalTimeZone = z.preprocess((v) => v ?? undefined, timeZoneSchema.optional());

export const panchangInputSchema = /* @__PURE__ */ (() =>
  z.object({ date: dateSchema(), lat: latSchema, lng: lngSchema, timeZone: optionalTimeZone }))();

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

export const panchangRangeSchema = /* @__PURE__ */ (() =>
  z
    .object({ from: dateSchema(), to: dateSchema(), lat: latSchema, lng: lngSchema, timeZone: optionalTimeZone })
    .refine((r) => r.to >= r.from && dayNumber(r.to) - dayNumber(r.from) + 1 <= PANCHANG_RANGE_MAX, {
      path: ['to'],
      message: k('panchang.rangeInvalid'),
    }))();

export type PanchangInput = z.output<typeof panchangInputSchema>;
export type PanchangRangeInput = z.output<typeof panchangRangeSchema>;

import { z } from 'zod';
import { dateSchema } from './common.js';
import type { RuleMessageKey } from './messages.js';

/**
 * Facts of the devotee's journey both sides need: a booking's short reference, a trip's length in days, and
 * the WhatsApp tap-to-chat link the parties of a confirmed booking get.
 */

/** The letters before a booking reference's digits. */
export const BOOKING_REFERENCE_PREFIX = 'PC';

/**
 * A booking's short reference: 'PC' and the first 12 hex digits of its id, upper case (14 letters and digits,
 * within UPI's 35-character transaction reference and Razorpay's 40-character receipt). The one reference shown
 * on cards, messages, WhatsApp texts, UPI links and receipts.
 */
export function bookingReference(bookingId: string): string {
  return `${BOOKING_REFERENCE_PREFIX}${bookingId.replace(/-/g, '').slice(0, 12).toUpperCase()}`;
}

/**
 * The ids a typed booking reference can stand for, as the bounds of a range of UUIDs (so a search uses the primary
 * key's index): the reference read out by a customer, with or without 'PC', in any case, with spaces or dashes
 * ('PC69C07AA22CB3', 'pc 69c0 7aa2 2cb3', '69C07AA22CB3'), its start ('69C07AA2', what e-mails showed before the
 * one reference), or the whole id. Null when the text cannot be one (fewer than 6 or more than 32 hex digits).
 */
export function bookingIdRange(text: string): { min: string; max: string } | null {
  const compact = text.trim().replace(/^#/, '').replace(/[\s-]/g, '');
  const hex = compact.replace(new RegExp(`^${BOOKING_REFERENCE_PREFIX}`, 'i'), '').toLowerCase();
  if (!/^[0-9a-f]{6,32}$/.test(hex)) return null;
  const uuid = (h: string) => `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  return { min: uuid(hex.padEnd(32, '0')), max: uuid(hex.padEnd(32, 'f')) };
}

/**
 * A package's length in days, from a structured number or a free duration text ('3 Days / 2 Nights',
 * '३ दिन', '1 day'); nights alone count one more day; 1 when nothing can be read.
 */
export function tripDays(duration: unknown): number {
  if (typeof duration === 'number' && Number.isFinite(duration)) return Math.min(60, Math.max(1, Math.round(duration)));
  if (duration && typeof duration === 'object' && 'days' in duration) return tripDays(duration.days);
  if (typeof duration !== 'string') return 1;
  // Devanagari digits read as ASCII digits.
  const text = duration.replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x0966));
  const days = /(\d+)\s*(?:-?\s*)(?:days?|din|दिन|दिवस)/i.exec(text);
  if (days) return tripDays(Number(days[1]));
  const nights = /(\d+)\s*(?:-?\s*)(?:nights?|रात|रातें)/i.exec(text);
  if (nights) return tripDays(Number(nights[1]) + 1);
  return 1;
}

/** What a WhatsApp message names: the booking's reference, date, time (null for a trip) and ceremony. */
export interface ChatFacts {
  reference: string;
  /** 'YYYY-MM-DD' (India). */
  date: string;
  /** 'HH:MM' India time, or null for a trip. */
  time: string | null;
  /** The ceremony or package, as the reader will know it. */
  what: string;
  /** Who writes: the customer writes to the pandit, the pandit to the customer. */
  from: 'customer' | 'pandit';
}

/** The pre-filled WhatsApp message in English or Hindi. */
export function chatMessage(f: ChatFacts, language: string): string {
  const [y, m, d] = f.date.split('-');
  const date = `${d}/${m}/${y}`;
  const when = f.time ? `${date} ${f.time} IST` : date;
  if (language.startsWith('hi')) {
    return f.from === 'customer'
      ? `नमस्ते पंडित जी, मेरी बुकिंग ${f.reference} (${f.what}, ${when}) के बारे में।`
      : `नमस्ते, आपकी बुकिंग ${f.reference} (${f.what}, ${when}) के बारे में।`;
  }
  return f.from === 'customer'
    ? `Namaste Panditji, about my booking ${f.reference} (${f.what}, ${when}).`
    : `Namaste, about your booking ${f.reference} (${f.what}, ${when}).`;
}

/** https://wa.me/91XXXXXXXXXX?text=... for an Indian mobile (10 digits, optionally +91); null without one. */
export function whatsappUrl(phone: string | null | undefined, message: string): string | null {
  const digits = (phone ?? '').replace(/\D/g, '').replace(/^0+/, '');
  const national = digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits;
  if (!/^[6-9]\d{9}$/.test(national)) return null;
  return `https://wa.me/91${national}?text=${encodeURIComponent(message)}`;
}

/** freeDays(panditId, from, to) covers at most this many days. */
export const FREE_DAYS_MAX = 62;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** freeDays' range: two India dates, `to` not before `from`, at most FREE_DAYS_MAX days. */
export const freeDaysRangeSchema = /* @__PURE__ */ (() =>
  z
    .object({ from: dateSchema(), to: dateSchema() })
    .refine((r) => r.to >= r.from && dayNumber(r.to) - dayNumber(r.from) + 1 <= FREE_DAYS_MAX, {
      path: ['to'],
      message: 'availability.rangeInvalid' satisfies RuleMessageKey,
    }))();

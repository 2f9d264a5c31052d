import { z } from 'zod';
import { idSchema, text } from './common.js';
import type { RuleMessageKey } from './messages.js';
import { PaymentAttemptStatus, PaymentMethod, RefundRule, RefundStatus } from './__generated__/contract.js';

const k = (key: RuleMessageKey) => key;

/**
 * A UPI transaction reference (UTR): the 12-digit number (NPCI's RRN) every UPI app shows for a transfer.
 * Spaces a customer copies along are dropped.
 */
export const UTR_PATTERN = /^\d{12}$/;
export const utrSchema = text(k('utr.required'))
  .overwrite((s) => s.replace(/\s+/g, ''))
  .refine((s) => s.length > 0, k('utr.required'))
  .refine((s) => UTR_PATTERN.test(s), k('utr.invalid'));

/** An admin's reference for a refund they sent (bank or UPI transfer id). */
export const refundReferenceSchema = text(k('refundReference.invalid'))
  .min(3, k('refundReference.invalid'))
  .max(100, k('refundReference.invalid'));

/** The UPI deep link (NPCI's upi://pay) for an amount in rupees: payee, name, amount (2 decimals), INR, note and reference. */
export function upiUri(p: { vpa: string; payeeName: string; amount: number; reference: string }): string {
  const params: Array<[string, string]> = [
    ['pa', p.vpa],
    ['pn', p.payeeName],
    ['am', p.amount.toFixed(2)],
    ['cu', 'INR'],
    ['tn', p.reference],
    ['tr', p.reference],
  ];
  // Percent-encoded values ('@' of the VPA as %40, a space as %20): every UPI app decodes them.
  return `upi://pay?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}

/** The stored (lower-case) values of a payment enum of the SDL (codegen.ts maps them for the resolvers). */
const storedValues = <M extends Record<string, string>>(sdl: M) =>
  Object.values(sdl).map((v) => v.toLowerCase()) as [Lowercase<M[keyof M]>, ...Lowercase<M[keyof M]>[]];
export const PAYMENT_METHOD_VALUES = storedValues(PaymentMethod);
export const PAYMENT_ATTEMPT_STATUS_VALUES = storedValues(PaymentAttemptStatus);
export const REFUND_STATUS_VALUES = storedValues(RefundStatus);
export const REFUND_RULE_VALUES = storedValues(RefundRule);
export type PaymentMethodValue = Lowercase<PaymentMethod>;
export type PaymentAttemptStatusValue = Lowercase<PaymentAttemptStatus>;
export type RefundStatusValue = Lowercase<RefundStatus>;
export type RefundRuleValue = Lowercase<RefundRule>;

/** The customer's UPI payment report (submitUpiPayment's arguments). */
export const upiPaymentInputSchema = z.object({ bookingId: idSchema, utr: utrSchema });

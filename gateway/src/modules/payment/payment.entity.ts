import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import {
  PAYMENT_ATTEMPT_STATUS_VALUES,
  PAYMENT_METHOD_VALUES,
  REFUND_RULE_VALUES,
  REFUND_STATUS_VALUES,
} from '@marketplace/schema/rules';
import { UserSchema } from '../account/user.entity.js';
import { BookingSchema } from '../booking/booking.entity.js';

/** One attempt to pay a booking: a reported UPI transfer (UTR) or a Razorpay order and its payment. */
export const PaymentSchema = defineEntity({
  name: 'Payment',
  tableName: 'payments',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    booking: p.manyToOne(BookingSchema).index().deleteRule('cascade'),
    method: p.enum(PAYMENT_METHOD_VALUES),
    /** Integer rupees (the booking's amount when the attempt was made). */
    amount: p.integer(),
    /** UTR (upi) or Razorpay's payment id (razorpay, once paid). Unique per method among attempts not rejected. */
    reference: p.string().length(64).nullable(),
    /** Razorpay's order id. */
    orderId: p.string().length(64).nullable().unique(),
    status: p.enum(PAYMENT_ATTEMPT_STATUS_VALUES).index(),
    reason: p.text().nullable(),
    decidedBy: p.manyToOne(UserSchema).nullable().deleteRule('set null'),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
    decidedAt: p.datetime().nullable(),
  },
  indexes: [
    {
      name: 'payments_method_reference_uniq',
      expression:
        'create unique index "payments_method_reference_uniq" on "payments" ("method", "reference") where "reference" is not null and "status" <> \'rejected\'',
    },
  ],
});
export type Payment = InferEntity<typeof PaymentSchema>;

/** What a cancelled paid booking owes its customer, by the refund policy (schema/rules/refund-policy.ts). One per booking. */
export const RefundSchema = defineEntity({
  name: 'Refund',
  tableName: 'refunds',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    booking: p.manyToOne(BookingSchema).unique().deleteRule('cascade'),
    /** The verified payment refunded (null when an admin had marked the booking paid by hand). */
    payment: p.manyToOne(PaymentSchema).nullable().deleteRule('set null'),
    amount: p.integer(),
    percent: p.integer(),
    rule: p.enum(REFUND_RULE_VALUES),
    status: p.enum(REFUND_STATUS_VALUES).index(),
    /** Razorpay's refund id (rfnd_...) or the admin's transfer reference. */
    reference: p.string().length(100).nullable(),
    refundedBy: p.manyToOne(UserSchema).nullable().deleteRule('set null'),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
    refundedAt: p.datetime().nullable(),
  },
});
export type Refund = InferEntity<typeof RefundSchema>;

/** Razorpay webhook deliveries already processed (x-razorpay-event-id): a replay changes nothing. */
export const WebhookEventSchema = defineEntity({
  name: 'WebhookEvent',
  tableName: 'payment_webhook_events',
  properties: {
    id: p.string().length(100).primary(),
    event: p.string().length(60),
    receivedAt: p.datetime().onCreate(() => new Date()),
  },
});
export type WebhookEvent = InferEntity<typeof WebhookEventSchema>;

import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { PAYOUT_ACCOUNT_KINDS } from '@marketplace/schema/rules';
import { UserSchema } from '../account/user.entity.js';
import { BookingSchema } from '../booking/booking.entity.js';
import { PanditSchema } from '../pandit/pandit.entity.js';

/** What the penny-drop check said of a payout account; an admin may also mark one verified by hand. */
export const PAYOUT_VERIFICATION_VALUES = ['not-checked', 'verified', 'mismatch', 'failed'] as const;
/** A payout's life: `pending` in a batch not sent yet; RazorpayX's statuses after; `failed`/`reversed` gave the money back. */
export const PAYOUT_STATUS_VALUES = ['pending', 'queued', 'processing', 'processed', 'reversed', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUS_VALUES)[number];
export const PAYOUTS_PROVIDERS = ['file', 'razorpayx'] as const;
export type PayoutsProviderName = (typeof PAYOUTS_PROVIDERS)[number];

/**
 * A pandit's payout account (issue #36 item 3, decision 0073): a bank account with its IFSC, or a UPI id. Personal and
 * financial data: the account number is shown masked to everyone but its owner editing it, never logged, never in a
 * public export; every change is audited (without the number).
 */
export const PayoutAccountSchema = defineEntity({
  name: 'PayoutAccount',
  tableName: 'payout_accounts',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    pandit: p.oneToOne(PanditSchema).owner().unique().deleteRule('cascade'),
    kind: p.enum(PAYOUT_ACCOUNT_KINDS),
    holderName: p.string().length(120),
    accountNumber: p.string().length(18).nullable(),
    ifsc: p.string().length(11).nullable(),
    upiId: p.string().length(320).nullable(),
    verification: p.enum(PAYOUT_VERIFICATION_VALUES).default('not-checked'),
    verifiedAt: p.datetime().nullable(),
    /** RazorpayX's contact and fund account for this account (created once, again after an edit). */
    contactId: p.string().length(60).nullable(),
    fundAccountId: p.string().length(60).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type PayoutAccount = InferEntity<typeof PayoutAccountSchema>;

/** One release of a booking's share from pending to available: the primary key makes it exactly once per booking. */
export const PayoutReleaseSchema = defineEntity({
  name: 'PayoutRelease',
  tableName: 'payout_releases',
  properties: {
    booking: p.oneToOne(BookingSchema).owner().primary().deleteRule('cascade'),
    pandit: p.manyToOne(PanditSchema).index().deleteRule('cascade'),
    amountPaise: p.integer(),
    /** `confirmed` by the devotee, or `elapsed`: 72 hours after completion with no open complaint. */
    cause: p.enum(['confirmed', 'elapsed'] as const),
    releasedAt: p.datetime(),
  },
});

/** A batch of payouts an admin built: exported as the bank's bulk-transfer file, or sent through RazorpayX. */
export const PayoutBatchSchema = defineEntity({
  name: 'PayoutBatch',
  tableName: 'payout_batches',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    provider: p.enum(PAYOUTS_PROVIDERS),
    createdBy: p.manyToOne(UserSchema).nullable().index().deleteRule('set null'),
    totalPaise: p.integer(),
    sentAt: p.datetime().nullable(),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
  },
});

/** One transfer to one pandit in a batch. */
export const PayoutSchema = defineEntity({
  name: 'Payout',
  tableName: 'payouts',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    batch: p.manyToOne(PayoutBatchSchema).index().deleteRule('cascade'),
    pandit: p.manyToOne(PanditSchema).index().deleteRule('cascade'),
    account: p.manyToOne(PayoutAccountSchema).nullable().index().deleteRule('set null'),
    amountPaise: p.integer(),
    status: p.enum(PAYOUT_STATUS_VALUES).default('pending'),
    /** The bank's reference (UTR) once paid. */
    reference: p.string().length(100).nullable(),
    failureReason: p.string().length(300).nullable(),
    /** RazorpayX's payout id (pout_...). */
    providerPayoutId: p.string().length(60).nullable().unique(),
    /** Sent as X-Payout-Idempotency: a retried send creates no second payout. */
    idempotencyKey: p.uuid().onCreate(() => randomUUID()),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type Payout = InferEntity<typeof PayoutSchema>;

/**
 * The released bookings a payout pays. `live` until the payout fails or is reversed: a booking is in at most one live
 * payout (a partial unique index in the migration), so two batches never pay it twice.
 */
export const PayoutItemSchema = defineEntity({
  name: 'PayoutItem',
  tableName: 'payout_items',
  properties: {
    payout: p.manyToOne(PayoutSchema).primary().deleteRule('cascade'),
    booking: p.manyToOne(BookingSchema).primary().index().deleteRule('cascade'),
    amountPaise: p.integer(),
    live: p.boolean().default(true),
  },
  indexes: [
    {
      name: 'payout_items_booking_live_uniq',
      expression: 'create unique index "payout_items_booking_live_uniq" on "payout_items" ("booking_id") where "live"',
    },
  ],
});

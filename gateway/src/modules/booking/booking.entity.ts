import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { BOOKING_STATUS_VALUES, PAYMENT_STATUS_VALUES, TIER_VALUES } from '@marketplace/schema/rules';

// The enum columns' values come from the contract (schema/rules/wire.ts); exported under the names other modules use.
export { BOOKING_STATUS_VALUES as BOOKING_STATUSES, PAYMENT_STATUS_VALUES as PAYMENT_STATUSES, TIER_VALUES as TIERS };
export type { BookingStatusValue, PaymentStatusValue, TierValue } from '@marketplace/schema/rules';
import { UserSchema } from '../account/user.entity.js';
import { PanditSchema } from '../pandit/pandit.entity.js';
import { PackageSchema } from '../package/package.entity.js';
import { CeremonySchema, SAMAGRI_PROVIDERS } from '../ceremony/ceremony.entity.js';
import type { SankalpValues } from '@marketplace/schema/rules';
import type { Row } from '../../db/raw.js';

export const BookingSchema = defineEntity({
  name: 'Booking',
  tableName: 'bookings',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    user: p.manyToOne(UserSchema).index(),
    pandit: p.manyToOne(PanditSchema).nullable().index(),
    package: p.manyToOne(PackageSchema).nullable().index(),
    /** India date 'YYYY-MM-DD' (Asia/Kolkata). */
    date: p.date(),
    /** 'HH:MM', one of the spec's hourly slots. */
    time: p.string().length(5),
    location: p.string().length(255).default(''),
    notes: p.text().default(''),
    tier: p.enum(TIER_VALUES).default('basic'),
    isVirtual: p.boolean().default(false),
    totalAmount: p.integer(),
    status: p.enum(BOOKING_STATUS_VALUES).default('pending').index(),
    paymentStatus: p.enum(PAYMENT_STATUS_VALUES).default('pending'),
    meetingLink: p.string().length(255).nullable().unique(),
    cancellationReason: p.text().nullable(),
    idempotencyKey: p.string().length(100).nullable(),
    /** A trip (package booking): how many travellers; null for a pooja. */
    travellers: p.integer().nullable(),
    /** A trip: the phone to reach the party (10 digits). */
    contactPhone: p.string().length(20).nullable(),
    /** The ceremony booked (issue #33); null for a trip or a booking made without one. */
    // No index: only an admin's deleteCeremony asks which bookings name a ceremony (decision record 0061).
    ceremony: p.manyToOne(CeremonySchema).nullable().deleteRule('restrict'),
    /** The family's sankalp (names, gotra, nakshatra, occasion); shown to the customer, the pandit and admins only. */
    sankalp: p.json<SankalpValues>().nullable(),
    /** Who brings the samagri. */
    samagriBy: p.enum(SAMAGRI_PROVIDERS).nullable(),
    /** The devotee wants this pandit only: no substitute when he does not answer (guarantee.service.ts). */
    onlyThisPandit: p.boolean().default(false),
    /** When the request was offered to substitute pandits (guarantee.service.ts); null while it is not. */
    offeredAt: p.datetime().nullable(),
    /**
     * The pandit first booked, once a substitute took the booking over. No index: his reliability finds these bookings
     * through their offers (booking_offers.first_pandit_id).
     */
    originalPandit: p.manyToOne(PanditSchema).nullable().deleteRule('set null'),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  indexes: [
    {
      name: 'bookings_pandit_slot_active_uniq',
      expression:
        'create unique index "bookings_pandit_slot_active_uniq" on "bookings" ("pandit_id", "date", "time") where "pandit_id" is not null and "status" <> \'cancelled\'',
    },
    {
      name: 'bookings_user_idempotency_uniq',
      expression:
        'create unique index "bookings_user_idempotency_uniq" on "bookings" ("user_id", "idempotency_key") where "idempotency_key" is not null',
    },
    {
      // The same trip (package and start date) booked twice by one customer.
      name: 'bookings_user_package_date_idx',
      expression:
        'create index "bookings_user_package_date_idx" on "bookings" ("user_id", "package_id", "date") where "package_id" is not null',
    },
  ],
});
export type Booking = InferEntity<typeof BookingSchema>;
/** What a Booking resolver is given: the entity, or its row from a measured hot read (db/raw.ts). */
export type BookingOrRow = Booking | Row<Booking>;

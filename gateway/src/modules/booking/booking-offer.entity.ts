import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { PanditSchema } from '../pandit/pandit.entity.js';
import { BookingSchema } from './booking.entity.js';

/** Where an offer to a substitute pandit stands (schema/guarantee.graphql BookingOfferState, lower case). */
export const OFFER_STATES = ['offered', 'accepted', 'declined', 'withdrawn', 'expired'] as const;
export type OfferStateValue = (typeof OFFER_STATES)[number];

/**
 * A pending request offered to a substitute pandit (issue #34, guarantee.service.ts): one row per booking and pandit,
 * open until it expires, he answers, or another accepts first.
 */
export const BookingOfferSchema = defineEntity({
  name: 'BookingOffer',
  tableName: 'booking_offers',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    booking: p.manyToOne(BookingSchema).deleteRule('cascade'),
    pandit: p.manyToOne(PanditSchema).index().deleteRule('cascade'),
    /** The pandit the request was first made to (his reliability counts the requests offered away from him). */
    firstPandit: p.manyToOne(PanditSchema).index().deleteRule('cascade'),
    state: p.enum(OFFER_STATES).default('offered'),
    expiresAt: p.datetime(),
    createdAt: p.datetime().onCreate(() => new Date()),
    answeredAt: p.datetime().nullable(),
  },
  uniques: [{ name: 'booking_offers_booking_id_pandit_id_unique', properties: ['booking', 'pandit'] }],
  indexes: [
    {
      // The sweep's second window: open offers by expiry.
      name: 'booking_offers_open_idx',
      expression: 'create index "booking_offers_open_idx" on "booking_offers" ("expires_at") where "state" = \'offered\'',
    },
  ],
});
export type BookingOffer = InferEntity<typeof BookingOfferSchema>;

import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { BookingSchema } from './booking.entity.js';

/**
 * What shows that a ceremony took place (issue #34 item 4, decision 0071): the pandit's photos from it (private media
 * ids; their earliest capture time) or a virtual ceremony's join time, and the customer's confirmation.
 */
export const BookingProofSchema = defineEntity({
  name: 'BookingProof',
  tableName: 'booking_proofs',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    booking: p.oneToOne(BookingSchema).owner().unique().deleteRule('cascade'),
    /** Media ids, in the order given. */
    photos: p
      .json<string[]>()
      .default('[]')
      .onCreate(() => []),
    capturedAt: p.datetime().nullable(),
    joinedAt: p.datetime().nullable(),
    submittedAt: p.datetime().onCreate(() => new Date()),
    confirmedAt: p.datetime().nullable(),
  },
});
export type BookingProof = InferEntity<typeof BookingProofSchema>;

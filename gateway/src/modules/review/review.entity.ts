import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { UserSchema } from '../account/user.entity.js';
import { PanditSchema } from '../pandit/pandit.entity.js';
import { BookingSchema } from '../booking/booking.entity.js';
import type { Row } from '../../db/raw.js';

/** One review per completed booking, by its customer. */
export const ReviewSchema = defineEntity({
  name: 'Review',
  tableName: 'reviews',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    booking: p.oneToOne(BookingSchema).owner().unique().deleteRule('cascade'),
    user: p.manyToOne(UserSchema).index(),
    pandit: p.manyToOne(PanditSchema).index(),
    rating: p.integer(),
    comment: p.text().default(''),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type Review = InferEntity<typeof ReviewSchema>;
/** What a Review resolver is given: the entity, or its row from a measured hot read (db/raw.ts). */
export type ReviewOrRow = Review | Row<Review>;

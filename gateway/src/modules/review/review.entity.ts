import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { UserSchema } from '../account/user.entity.js';
import { PanditSchema } from '../pandit/pandit.entity.js';
import { BookingSchema } from '../booking/booking.entity.js';

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

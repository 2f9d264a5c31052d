import { isUuid, reviewInputSchema } from '@marketplace/schema/rules';
import type { Context } from '../../context.js';
import { notFound, unauthenticated } from '../../errors.js';
import { validate } from '../../validation.js';
import type { CreateReviewInput } from '../../__generated__/resolvers-types.js';
import { BookingSchema } from '../booking/booking.entity.js';
import { ALREADY_REVIEWED, failureError, partiesOf, transition } from '../booking/booking.transitions.js';
import { ReviewSchema, type Review } from './review.entity.js';

/** Reviews: one per completed booking, by its customer; the pandit's rating and count follow from them. */
export class ReviewService {
  constructor(private readonly ctx: Context) {}

  async create(input: CreateReviewInput): Promise<Review> {
    const viewer = this.ctx.viewer;
    if (!viewer) throw unauthenticated();
    const { bookingId, rating, comment } = validate(reviewInputSchema, input);
    // Only the booking's customer (anyone else is told it does not exist), a completed booking of a pandit, once:
    // the booking transition table decides.
    const booking = isUuid(bookingId) ? await this.ctx.em.findOne(BookingSchema, { id: bookingId }) : null;
    if (!booking) throw notFound('Booking');
    const parties = partiesOf(viewer, (booking.user as unknown as { id: string }).id, false);
    const reviewed = parties.customer ? (await this.ctx.em.count(ReviewSchema, { booking: booking.id })) > 0 : false;
    transition(booking, 'review', parties, { reviewed });
    const panditId = (booking.pandit as unknown as { id: string }).id;
    try {
      return await this.ctx.em.transactional(async (em) => {
        // Lock the pandit row so concurrent reviews compute the average one after the other.
        await em
          .getConnection()
          .execute('select id from pandits where id = ? for update', [panditId], 'all', em.getTransactionContext());
        const review = em.create(ReviewSchema, {
          booking: booking.id,
          user: viewer.id,
          pandit: panditId,
          rating,
          comment,
        } as never);
        await em.flush();
        await em.getConnection().execute(
          `update pandits set
             rating = coalesce((select round(avg(rating)::numeric, 1) from reviews where pandit_id = ?), 0),
             review_count = (select count(*) from reviews where pandit_id = ?),
             updated_at = now()
           where id = ?`,
          [panditId, panditId, panditId],
          'run',
          em.getTransactionContext(),
        );
        return review;
      });
    } catch (e) {
      if ((e as { code?: string }).code === '23505') throw alreadyReviewed();
      throw e;
    }
  }
}

/** A concurrent second review of the same booking loses on the unique index. */
const alreadyReviewed = () => failureError(ALREADY_REVIEWED);

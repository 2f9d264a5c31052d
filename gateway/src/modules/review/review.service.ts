import { isUuid, reviewInputSchema } from '@marketplace/schema/rules';
import type { Context } from '../../context.js';
import { DomainError, notFound, unauthenticated } from '../../errors.js';
import { validate } from '../../validation.js';
import type { CreateReviewInput } from '../../__generated__/resolvers-types.js';
import { BookingSchema } from '../booking/booking.entity.js';
import { ReviewSchema, type Review } from './review.entity.js';

/** Reviews: one per completed booking, by its customer; the pandit's rating and count follow from them. */
export class ReviewService {
  constructor(private readonly ctx: Context) {}

  async create(input: CreateReviewInput): Promise<Review> {
    const viewer = this.ctx.viewer;
    if (!viewer) throw unauthenticated();
    const { bookingId, rating, comment } = validate(reviewInputSchema, input);
    // Only the booking's customer: anyone else is told it does not exist.
    const booking = isUuid(bookingId) ? await this.ctx.em.findOne(BookingSchema, { id: bookingId }) : null;
    if (!booking || (booking.user as unknown as { id: string }).id !== viewer.id) throw notFound('Booking');
    const panditId = (booking.pandit as unknown as { id: string } | null)?.id;
    if (!panditId) throw new DomainError('CONFLICT', 'Only a booking with a pandit can be reviewed.', { reason: 'NO_PANDIT' });
    if (booking.status !== 'completed') {
      throw new DomainError('CONFLICT', 'You can review a booking once it is completed.', { reason: 'NOT_COMPLETED' });
    }
    try {
      return await this.ctx.em.transactional(async (em) => {
        // Lock the pandit row so concurrent reviews compute the average one after the other.
        await em.getConnection().execute('select id from pandits where id = ? for update', [panditId], 'all', em.getTransactionContext());
        if (await em.count(ReviewSchema, { booking: booking.id })) throw alreadyReviewed();
        const review = em.create(ReviewSchema, { booking: booking.id, user: viewer.id, pandit: panditId, rating, comment } as never);
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

const alreadyReviewed = () => new DomainError('CONFLICT', 'You have already reviewed this booking.', { reason: 'ALREADY_REVIEWED' });

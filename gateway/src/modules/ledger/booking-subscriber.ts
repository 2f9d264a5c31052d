import { onBookingChanged } from '../booking/booking-events.js';
import { PaymentSchema } from '../payment/payment.entity.js';
import { postPayment } from './postings.js';

/**
 * A booking that becomes paid (an admin verified its UPI transfer, Razorpay captured it, or an admin marked it paid by
 * hand) writes its payment in the ledger in the same transaction: the cash and its split (postings.ts).
 */
onBookingChanged({
  async inTransaction(ctx, em, { booking, before, at }) {
    if (before.paymentStatus === 'paid' || booking.paymentStatus !== 'paid') return;
    await em.flush();
    const payment = await em.findOne(
      PaymentSchema,
      { booking: booking.id, status: 'verified' },
      { orderBy: { decidedAt: 'desc', createdAt: 'desc' } },
    );
    await postPayment(em, ctx.app.config.money, booking, payment, at);
  },
});

import { onBookingChanged, type BookingChangeCause, type BookingChanged } from '../booking/booking-events.js';
import { refundOnCancel } from './booking-hooks.js';
import { PaymentService } from './payment.service.js';

/** Ended by the pandit's side, not the customer's choice: refunded in full (the policy's DECLINED row). */
const FULL_REFUND_CAUSES = new Set<BookingChangeCause>(['decline', 'panditRemoved', 'unanswered', 'declineSubstitute']);

const cancelled = ({ booking, before }: BookingChanged) => booking.status === 'cancelled' && before.status !== 'cancelled';

/**
 * A paid booking that becomes cancelled (by its customer, its pandit's decline, an admin, the pandit's removal, the
 * guarantee's lapse or the customer's refusal of a substitute: the last four in full, as a decline) owes the refund of the policy, written with the cancellation; once committed, a Razorpay payment's refund is started at Razorpay.
 */
onBookingChanged({
  async inTransaction(ctx, em, change) {
    if (cancelled(change))
      await refundOnCancel(
        em,
        ctx.app.config.money,
        change.booking,
        FULL_REFUND_CAUSES.has(change.cause) ? 'declined' : 'cancelled',
        change.at,
      );
  },
  async afterCommit(ctx, change) {
    if (cancelled(change)) await new PaymentService(ctx).sendGatewayRefund(change.booking.id);
  },
});

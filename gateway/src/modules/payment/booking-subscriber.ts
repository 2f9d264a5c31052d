import { onBookingChanged, type BookingChanged } from '../booking/booking-events.js';
import { refundOnCancel } from './booking-hooks.js';
import { PaymentService } from './payment.service.js';

const cancelled = ({ booking, before }: BookingChanged) => booking.status === 'cancelled' && before.status !== 'cancelled';

/**
 * A paid booking that becomes cancelled (by its customer, its pandit's decline, an admin, or the pandit's removal: in
 * full, as a decline) owes the refund of the policy, written with the cancellation; once committed, a Razorpay payment's refund is started at Razorpay.
 */
onBookingChanged({
  async inTransaction(_ctx, em, change) {
    if (cancelled(change))
      await refundOnCancel(
        em,
        change.booking,
        change.cause === 'decline' || change.cause === 'panditRemoved' ? 'declined' : 'cancelled',
        change.at,
      );
  },
  async afterCommit(ctx, change) {
    if (cancelled(change)) await new PaymentService(ctx).sendGatewayRefund(change.booking.id);
  },
});

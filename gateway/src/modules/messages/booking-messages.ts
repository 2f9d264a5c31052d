import { onBookingChanged } from '../booking/booking-events.js';
import { recordEvent, type DomainEventType } from './events.js';

/**
 * The messages a booking's change sends (templates.ts), recorded in its transaction. Payments and refunds send their
 * own (payment.received, refund.issued, with the amounts the payment module knows).
 */
onBookingChanged({
  inTransaction(_ctx, em, { booking, before, cause, reason }) {
    const bookingId = booking.id;
    switch (cause) {
      case 'cancel':
      case 'panditRemoved':
      case 'declineSubstitute':
        return recordEvent(em, { type: 'booking.cancelled', bookingId, data: { reason: reason ?? '' } });
      case 'decline':
        return recordEvent(em, { type: 'booking.declined', bookingId, data: { reason: reason ?? '' } });
      case 'confirm':
        return recordEvent(em, { type: 'booking.confirmed', bookingId });
      case 'substituted':
        return recordEvent(em, { type: 'booking.substituted', bookingId });
      case 'unanswered':
        return recordEvent(em, { type: 'booking.unanswered', bookingId });
      case 'complete':
        return recordEvent(em, { type: 'booking.completed', bookingId });
      case 'setStatus':
        // An admin's change; back to pending sends nothing (nothing for the parties to do).
        if (booking.status !== before.status && booking.status !== 'pending')
          recordEvent(em, { type: `booking.${booking.status}` as DomainEventType, bookingId, data: { reason } });
        return;
      case 'reschedule':
        return recordEvent(em, {
          type: 'booking.rescheduled',
          bookingId,
          data: {
            from: { date: before.date, time: before.time },
            to: { date: String(booking.date).slice(0, 10), time: booking.time },
          },
        });
      default:
        return;
    }
  },
});

import { bookingReference } from '@marketplace/schema/rules';
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { AvailabilityService } from './availability.service.js';
import { BookingService } from './booking.service.js';
import { JourneyService } from './journey.service.js';

/** The devotee's journey (issue #14): free days, rescheduling, contact once confirmed, trips, response times. */
export const journeyResolvers: Resolvers = {
  Query: {
    freeDays: (_p, { panditId, from, to }, ctx) => new AvailabilityService(ctx).freeDays(panditId, from, to),
  },
  Mutation: {
    rescheduleBooking: (_p, { id, date, time }, ctx) => new JourneyService(ctx).reschedule(id, date, time),
  },
  Booking: {
    // Neither for a pandit no longer approved, on a future booking (BookingService.withheldFromPandit).
    contact: async (b, { language }, ctx) =>
      (await new BookingService(ctx).withheldFromPandit(b)) ? null : new JourneyService(ctx).contact(b, language ?? 'en'),
    reference: (b) => bookingReference(b.id),
    travellers: (b) => b.travellers ?? null,
    contactPhone: async (b, _a, ctx) => ((await new BookingService(ctx).withheldFromPandit(b)) ? null : (b.contactPhone ?? null)),
  },
  Pandit: {
    medianResponseMinutes: (p, _a, ctx) => new JourneyService(ctx).medianResponseMinutes(p.id),
  },
};

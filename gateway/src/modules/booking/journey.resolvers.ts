import { bookingReference } from '@marketplace/schema/rules';
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { withStatusHistory } from '../admin/booking-history.js';
import { AvailabilityService } from './availability.service.js';
import { JourneyService } from './journey.service.js';

/** The devotee's journey (issue #14): free days, rescheduling, contact once confirmed, trips, response times. */
export const journeyResolvers: Resolvers = {
  Query: {
    freeDays: (_p, { panditId, from, to }, ctx) => new AvailabilityService(ctx).freeDays(panditId, from, to),
  },
  Mutation: {
    rescheduleBooking: (_p, { id, date, time }, ctx) =>
      withStatusHistory(ctx, id, (c) => new JourneyService(c).reschedule(id, date, time)),
  },
  Booking: {
    contact: (b, { language }, ctx) => new JourneyService(ctx).contact(b, language ?? 'en'),
    reference: (b) => bookingReference(b.id),
    travellers: (b) => b.travellers ?? null,
    contactPhone: (b) => b.contactPhone ?? null,
  },
  Pandit: {
    medianResponseMinutes: (p, _a, ctx) => new JourneyService(ctx).medianResponseMinutes(p.id),
  },
};

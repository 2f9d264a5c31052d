import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { UserSchema, type User } from '../account/user.entity.js';
import { PanditSchema, type Pandit } from '../pandit/pandit.entity.js';
import { PackageSchema, type Package } from '../package/package.entity.js';
import { ReviewService } from '../review/review.service.js';
import { BookingService } from './booking.service.js';
import { AvailabilityService } from './availability.service.js';
import { ProofService } from './proof.service.js';

const idOf = (ref: unknown): string | null => (ref ? (ref as { id: string }).id : null);

export const bookingResolvers: Resolvers = {
  Query: {
    bookableSlots: (_p, { panditId, date }, ctx) => new BookingService(ctx).bookableSlots(panditId, date),
    bookings: (_p, { filter, page }, ctx) => new BookingService(ctx).list(filter, page ?? {}),
    booking: (_p, { id }, ctx) => new BookingService(ctx).get(id),
    availabilityConflicts: (_p, { input }, ctx) => new AvailabilityService(ctx).previewMine(input),
  },
  Pandit: {
    bookingsOutsideAvailability: (p, _a, ctx) => new AvailabilityService(ctx).outsideAvailability(p),
  },
  Mutation: {
    createBooking: (_p, { input }, ctx) => new BookingService(ctx).create(input),
    cancelBooking: (_p, { id, reason }, ctx) => new BookingService(ctx).cancel(id, reason),
    confirmBooking: (_p, { id }, ctx) => new BookingService(ctx).confirm(id),
    declineBooking: (_p, { id, reason }, ctx) => new BookingService(ctx).decline(id, reason),
    completeBooking: (_p, { id, proof }, ctx) => new BookingService(ctx).complete(id, proof),
    confirmCeremony: (_p, { id }, ctx) => new BookingService(ctx).confirmCeremony(id),
    updateBookingStatus: (_p, { id, status, reason }, ctx) => new BookingService(ctx).setStatus(id, status, reason),
    updateBookingPayment: (_p, { id, paymentStatus }, ctx) => new BookingService(ctx).setPayment(id, paymentStatus),
    setMyAvailability: (_p, { input }, ctx) => new AvailabilityService(ctx).setMine(input),
    createReview: (_p, { input }, ctx) => new ReviewService(ctx).create(input),
  },
  Booking: {
    proof: (b, _a, ctx) => new ProofService(ctx).of(b.id),
    date: (b) => String(b.date).slice(0, 10),
    // A pandit no longer approved reads '' for a future booking's address and notes (BookingService.withheldFromPandit).
    location: async (b, _a, ctx) => ((await new BookingService(ctx).withheldFromPandit(b)) ? '' : b.location),
    notes: async (b, _a, ctx) => ((await new BookingService(ctx).withheldFromPandit(b)) ? '' : b.notes),
    user: (b, _a, ctx) => {
      const id = idOf(b.user);
      return id ? ctx.loaders.byId<User>(UserSchema, 'User').load(id) : null;
    },
    pandit: (b, _a, ctx) => {
      const id = idOf(b.pandit);
      return id ? ctx.loaders.byId<Pandit>(PanditSchema, 'Pandit').load(id) : null;
    },
    package: (b, _a, ctx) => {
      const id = idOf(b.package);
      return id ? ctx.loaders.byId<Package>(PackageSchema, 'Package').load(id) : null;
    },
    review: (b, _a, ctx) => new BookingService(ctx).reviewOf(b),
    viewerCan: (b, _a, ctx) => new BookingService(ctx).viewerCan(b),
  },
};

import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { PanditSchema, type Pandit } from '../pandit/pandit.entity.js';
import { CeremonyService } from '../ceremony/ceremony.service.js';
import { GuaranteeService } from './guarantee.service.js';
import type { Booking } from './booking.entity.js';
import type { BookingStatusChange } from '../admin/audit.entity.js';

const idOf = (ref: unknown): string | null => (ref ? (ref as { id: string }).id : null);
const bookingOf = (o: unknown) => (o as { booking: Booking }).booking;

/** A history row as a timeline step (schema/guarantee.graphql BookingStepKind), or null for one it does not show. */
function stepKind(h: BookingStatusChange): string | null {
  if (h.field === 'guarantee')
    return (
      {
        offered: 'OFFERED',
        pandit_declined: 'PANDIT_DECLINED_OFFERED',
        substituted: 'SUBSTITUTED',
        substitute_declined: 'SUBSTITUTE_DECLINED',
        unanswered: 'UNANSWERED',
      }[h.to] ?? null
    );
  if (h.field === 'slot') return 'RESCHEDULED';
  if (h.field === 'paymentStatus') return h.to === 'paid' ? 'PAID' : h.to === 'refunded' ? 'REFUNDED' : null;
  if (h.field !== 'status') return null;
  if (h.to === 'cancelled') return h.actorRole === 'pandit' ? 'DECLINED' : 'CANCELLED';
  return { confirmed: 'CONFIRMED', completed: 'COMPLETED' }[h.to] ?? null;
}

/** The guarantee when a pandit does not answer (issue #34 item 3): offers, substitutes, the booking's timeline. */
export const guaranteeResolvers: Resolvers = {
  Query: {
    bookingOffers: (_p, _a, ctx) => new GuaranteeService(ctx).offers() as never,
  },
  Mutation: {
    acceptBookingOffer: (_p, { id }, ctx) => new GuaranteeService(ctx).accept(id),
    declineBookingOffer: (_p, { id }, ctx) => new GuaranteeService(ctx).declineOffer(id) as never,
    declineSubstitute: (_p, { id }, ctx) => new GuaranteeService(ctx).declineSubstitute(id),
  },
  BookingOffer: {
    state: (o) => (o as unknown as { state: string }).state.toUpperCase() as never,
    date: (o) => String(bookingOf(o).date).slice(0, 10),
    time: (o) => bookingOf(o).time,
    isVirtual: (o) => bookingOf(o).isVirtual,
    city: async (o, _a, ctx) => {
      const booking = bookingOf(o);
      if (booking.isVirtual) return '';
      const first = idOf(booking.originalPandit) ?? idOf(booking.pandit);
      const pandit = first ? await ctx.loaders.byId<Pandit>(PanditSchema, 'Pandit').load(first) : null;
      return pandit?.city ?? '';
    },
    ceremony: (o, _a, ctx) => {
      const id = idOf(bookingOf(o).ceremony);
      return id ? new CeremonyService(ctx).byId(id) : null;
    },
    tier: (o) => bookingOf(o).tier as never,
    totalAmount: (o) => bookingOf(o).totalAmount,
    bookingId: (o) => bookingOf(o).id,
  },
  Booking: {
    onlyThisPandit: (b) => Boolean(b.onlyThisPandit),
    originalPandit: (b, _a, ctx) => {
      const id = idOf(b.originalPandit);
      return id ? ctx.loaders.byId<Pandit>(PanditSchema, 'Pandit').load(id) : null;
    },
    timeline: async (b, _a, ctx) => {
      const rows = await new GuaranteeService(ctx).historyOf(b.id);
      const steps = [{ id: `${b.id}:requested`, kind: 'REQUESTED', at: b.createdAt }];
      for (const h of rows) {
        const kind = stepKind(h);
        if (kind) steps.push({ id: h.id, kind, at: h.createdAt });
      }
      return steps as never;
    },
  },
};

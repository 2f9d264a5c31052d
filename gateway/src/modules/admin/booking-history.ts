import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../context.js';
import { onBookingChanged, stateOf } from '../booking/booking-events.js';
import { BookingStatusChangeSchema } from './audit.entity.js';
import { audit } from './audit.service.js';

/** Queues one history row on `em` (written with the change's flush). */
function recordStatusChange(
  ctx: Context,
  em: EntityManager,
  bookingId: string,
  field: 'status' | 'paymentStatus' | 'slot' | 'guarantee',
  from: string | null,
  to: string,
) {
  em.create(BookingStatusChangeSchema, {
    booking: bookingId,
    field,
    from,
    to,
    actor: ctx.viewer?.id ?? null,
    actorName: ctx.viewer?.name ?? null,
    actorRole: ctx.viewer?.role ?? null,
  });
}

/** Every booking change leaves its history rows (status, payment status, slot) and, when an admin made it, an audit entry. */
onBookingChanged({
  inTransaction(ctx, em, { booking, before }) {
    const after = stateOf(booking);
    const changes: Record<string, { before: string; after: string }> = {};
    for (const field of ['status', 'paymentStatus'] as const) {
      if (after[field] === before[field]) continue;
      recordStatusChange(ctx, em, booking.id, field, before[field], after[field]);
      changes[field] = { before: before[field], after: after[field] };
    }
    if (after.date !== before.date || after.time !== before.time)
      recordStatusChange(ctx, em, booking.id, 'slot', `${before.date} ${before.time}`, `${after.date} ${after.time}`);
    if (ctx.viewer?.role === 'admin' && Object.keys(changes).length)
      audit(ctx, em, `booking.${Object.keys(changes).join('+')}`, 'Booking', booking.id, changes);
  },
});

/** The guarantee's steps (booking/guarantee.service.ts), the `to` of a history row whose field is 'guarantee'. */
export const GUARANTEE_STEPS = ['offered', 'pandit_declined', 'substituted', 'substitute_declined', 'unanswered'] as const;
export type GuaranteeStep = (typeof GUARANTEE_STEPS)[number];

/** Queues one guarantee step on `em` (the booking's timeline), written with the change's flush. */
export function recordGuaranteeStep(ctx: Context, em: EntityManager, bookingId: string, step: GuaranteeStep) {
  recordStatusChange(ctx, em, bookingId, 'guarantee', null, step);
}

/** A booking's history, oldest first. */
export function historyOf(em: EntityManager, bookingId: string) {
  return em.find(BookingStatusChangeSchema, { booking: bookingId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
}

import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../context.js';
import type { Booking } from '../booking/booking.entity.js';
import { BookingStatusChangeSchema } from './audit.entity.js';
import { audit } from './audit.service.js';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Queues one history row on `em` (written with the change's flush). */
export function recordStatusChange(
  ctx: Context,
  em: EntityManager,
  bookingId: string,
  field: 'status' | 'paymentStatus' | 'slot',
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

/**
 * Runs a booking change (any BookingService method, whatever its body) in one transaction and records what
 * changed in the booking's status history, plus the audit trail when an admin made it. The method gets a
 * context whose `em` is the transaction's, so its flush and the history commit together.
 */
export async function withStatusHistory(
  ctx: Context,
  bookingId: string,
  run: (txCtx: Context) => Promise<Booking>,
): Promise<Booking> {
  const booking = await ctx.em.transactional(async (em) => {
    const rows: Array<{ status: string; payment_status: string }> = UUID_RE.test(bookingId)
      ? await em
          .getConnection()
          .execute('select status, payment_status from bookings where id = ?', [bookingId], 'all', em.getTransactionContext())
      : [];
    const from = rows[0] ? { status: rows[0].status, paymentStatus: rows[0].payment_status } : null;
    const after = await run({ ...ctx, em });
    if (!from) return after;
    const changes: Record<string, { before: string; after: string }> = {};
    for (const field of ['status', 'paymentStatus'] as const) {
      if (after[field] === from[field]) continue;
      recordStatusChange(ctx, em, after.id, field, from[field], after[field]);
      changes[field] = { before: from[field], after: after[field] };
    }
    if (ctx.viewer?.role === 'admin' && Object.keys(changes).length)
      audit(ctx, em, `booking.${Object.keys(changes).join('+')}`, 'Booking', after.id, changes);
    await em.flush();
    return after;
  });
  return booking;
}

/** A booking's history, oldest first. */
export function historyOf(em: EntityManager, bookingId: string) {
  return em.find(BookingStatusChangeSchema, { booking: bookingId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
}

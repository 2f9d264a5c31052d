import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../errors.js';

/** The answer to a second booking of the same trip and start date by the same customer (issue #14). */
export const DUPLICATE_TRIP_MESSAGE =
  'You have already booked this trip for this start date. Book it again only if it is for another group.';

/**
 * Refuses a second active booking of the same package on the same start date by the same customer with
 * CONFLICT, reason DUPLICATE_TRIP (and the first booking's id), unless the client sends `confirmDuplicate: true`.
 */
export async function refuseDuplicateTrip(em: EntityManager, userId: string, packageId: string, date: string): Promise<void> {
  const rows = await em
    .getConnection()
    .execute<Array<{ id: string }>>(
      `select id from bookings where user_id = ? and package_id = ? and date = ? and status <> 'cancelled' order by created_at limit 1`,
      [userId, packageId, date],
    );
  if (rows[0]) throw new DomainError('CONFLICT', DUPLICATE_TRIP_MESSAGE, { reason: 'DUPLICATE_TRIP', bookingId: rows[0].id });
}

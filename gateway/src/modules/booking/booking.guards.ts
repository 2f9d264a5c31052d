import { createHash } from 'node:crypto';
import type { Context } from '../../context.js';
import { DomainError } from '../../errors.js';
import { clientAddress, consume } from '../../limits/rate-limits.js';
import { rawRows } from '../../db/raw.js';
import type { Booking, BookingOrRow } from './booking.entity.js';
import type { CreateBookingInput } from '../../__generated__/resolvers-types.js';

/** At most this many pending bookings per customer, and per customer with one pandit (abuse limits: off with RATE_LIMITS=off). */
export const MAX_PENDING_PER_CUSTOMER = 10;
export const MAX_PENDING_PER_CUSTOMER_PANDIT = 3;

const refId = (ref: unknown): string | null => (ref ? (ref as { id: string }).id : null);

/** What makes two booking requests "the same" for an idempotency key: a hash of the normalized request. */
function requestHash(r: {
  panditId: string | null;
  packageId: string | null;
  date: string;
  time: string;
  location: string;
  notes: string;
  tier: string | null;
  isVirtual: boolean;
  travellers: number | null;
  contactPhone: string | null;
}) {
  return createHash('sha256')
    .update(
      // A trip has no hour: whatever time was sent is not part of it.
      JSON.stringify([
        r.panditId,
        r.packageId,
        r.date,
        r.packageId ? null : r.time,
        r.location,
        r.notes,
        r.packageId ? null : r.tier,
        r.isVirtual,
        // A trip's party: how many travel and whom to reach (a pooja has neither).
        r.packageId ? r.travellers : null,
        r.packageId ? r.contactPhone : null,
      ]),
    )
    .digest('hex');
}

/**
 * A retried request with the key of an earlier booking gets that booking back; the same key with a
 * different request is refused (422 IDEMPOTENCY_KEY_REUSED) instead of silently answering the first one.
 * `trip`: the request's travellers and contact phone as the rule parsed them (defaults applied, phone normalised).
 */
export function sameRequestOrRefuse(
  first: Booking,
  input: CreateBookingInput,
  trip: { travellers: number | null; contactPhone: string | null },
): Booking {
  const stored = requestHash({
    panditId: refId(first.pandit),
    packageId: refId(first.package),
    date: String(first.date).slice(0, 10),
    time: first.time,
    location: first.location ?? '',
    notes: first.notes ?? '',
    tier: first.tier,
    isVirtual: first.isVirtual,
    travellers: first.travellers ?? null,
    contactPhone: first.contactPhone ?? null,
  });
  const asked = requestHash({
    panditId: input.panditId || null,
    packageId: input.packageId || null,
    date: String(input.date ?? '').slice(0, 10),
    time: (input.time ?? '').trim(),
    location: (input.location ?? '').trim(),
    notes: (input.notes ?? '').trim(),
    tier: input.tier ?? 'basic',
    isVirtual: Boolean(input.isVirtual),
    travellers: trip.travellers ?? null,
    contactPhone: trip.contactPhone ?? null,
  });
  if (stored !== asked) {
    throw new DomainError('IDEMPOTENCY_KEY_REUSED', 'This idempotency key was already used for a different booking request.');
  }
  return first;
}

/** Booking requests per address and per account (shared by every gateway process), taken before any other rule. */
export async function limitBookingRequests(ctx: Context, userId: string): Promise<void> {
  await consume(ctx, [
    { name: 'bookingAddress', key: clientAddress() },
    { name: 'bookingAccount', key: userId },
  ]);
}

const tooManyPending = () =>
  new DomainError(
    'RATE_LIMITED',
    'You have too many bookings waiting for confirmation. Please wait for an answer or cancel one.',
    {
      reason: 'TOO_MANY_PENDING',
    },
  );

/**
 * The customer's pending bookings, in all and with one pandit: the parameters are the pandit (null for none), then the
 * customer. Also read as a lateral subquery of the pandit lookup (booking.service.ts), so a booking's checks are one
 * statement.
 */
export const PENDING_COUNTS_SQL = `select count(*)::int as total, count(*) filter (where pandit_id = ?)::int as with_pandit
  from bookings where user_id = ? and status = 'pending'`;

export interface PendingCounts {
  total: number;
  with_pandit: number;
}

async function pendingCounts(ctx: Context, userId: string, panditId: string | null): Promise<PendingCounts> {
  const [row] = await rawRows<PendingCounts>(ctx.app, PENDING_COUNTS_SQL, [panditId, userId]);
  return row ?? { total: 0, with_pandit: 0 };
}

const over = (c: PendingCounts, panditId: string | null, slack: number) =>
  c.total > MAX_PENDING_PER_CUSTOMER - slack || (panditId !== null && c.with_pandit > MAX_PENDING_PER_CUSTOMER_PANDIT - slack);

/**
 * Before inserting: refuse when the customer already has the maximum pending (`counts`: already read with the
 * pandit, else read here).
 */
export async function assertPendingRoom(
  ctx: Context,
  userId: string,
  panditId: string | null,
  counts?: PendingCounts,
): Promise<void> {
  if (!ctx.app.config.rateLimits) return;
  if (over(counts ?? (await pendingCounts(ctx, userId, panditId)), panditId, 1)) throw tooManyPending();
}

/**
 * After inserting (committed): parallel requests, on any number of processes, may all have passed the check above;
 * counting again after the insert sees every earlier insert, so a booking is kept only when the count with it is
 * within the cap, and the cap holds without a lock. When the count is over, the recount and the removal of the
 * customer's own booking run one at a time per customer (an advisory lock in a transaction): each sees the removals
 * before it, so of eight bookings sent at once the first five to get there remove theirs and the last three stay. (Without
 * it, all eight could count eight and all be refused.)
 */
export async function confirmPendingRoom(
  ctx: Context,
  booking: BookingOrRow,
  userId: string,
  panditId: string | null,
): Promise<void> {
  if (!ctx.app.config.rateLimits) return;
  if (!over(await pendingCounts(ctx, userId, panditId), panditId, 0)) return;
  const refused = await ctx.em.transactional(async (em) => {
    const connection = em.getConnection();
    const tx = em.getTransactionContext();
    await connection.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`pending:${userId}`], 'all', tx);
    const [counts] = await connection.execute<PendingCounts[]>(PENDING_COUNTS_SQL, [panditId, userId], 'all', tx);
    if (counts && !over(counts, panditId, 0)) return false;
    await connection.execute('delete from bookings where id = ?', [booking.id], 'all', tx);
    return true;
  });
  if (refused) throw tooManyPending();
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { refundFor, type RefundDecision, type RefundRuleValue } from '@marketplace/schema/rules';
import type { Config } from '../../config.js';
import type { Context } from '../../context.js';
import type { Booking, BookingOrRow } from '../booking/booking.entity.js';
import { postRefund } from '../ledger/postings.js';
import { PaymentSchema, RefundSchema, type Payment, type Refund } from './payment.entity.js';

/** What the booking module asks of payments (no import of the booking service here: no cycle). */

const refId = (ref: unknown): string | null => (ref ? (ref as { id: string }).id : null);

/** A booking's payment attempts, newest first: one batched statement per request for a whole list. */
export function paymentsOf(ctx: Context, bookingId: string): Promise<Payment[]> {
  return ctx.loaders
    .batch<string, Payment[]>('paymentsByBooking', async (ids) => {
      const rows = await ctx.em.find(
        PaymentSchema,
        { booking: { $in: [...ids] } },
        { orderBy: { createdAt: 'desc', id: 'asc' } },
      );
      return ids.map((id) => rows.filter((r) => refId(r.booking) === id));
    })
    .load(bookingId);
}

/** Whether a reported UPI transfer awaits an admin's verification (the `pay` rule's paymentSubmitted). */
export async function paymentSubmitted(ctx: Context, booking: BookingOrRow): Promise<boolean> {
  if (booking.paymentStatus !== 'pending') return false;
  return (await paymentsOf(ctx, booking.id)).some((p) => p.status === 'submitted');
}

/**
 * What the refund policy (schema/rules/refund-policy.ts) owes when a paid booking ends now by `cause`, on the amount
 * of its latest verified payment (the booking's total without one): null for a booking that is not paid. The one
 * computation behind the refund a cancellation writes and the preview the cancel dialog shows.
 */
export async function owedRefund(
  em: EntityManager,
  booking: BookingOrRow,
  cause: 'declined' | 'cancelled',
  now = new Date(),
): Promise<{ decision: RefundDecision; payment: Payment | null } | null> {
  const paid = await amountPaid(em, booking);
  if (!paid) return null;
  const decision = refundFor({
    cause,
    amountPaid: paid.amount,
    date: String(booking.date).slice(0, 10),
    time: booking.time,
    now,
  });
  return { decision, payment: paid.payment };
}

/**
 * What a paid booking's customer paid: the amount of its latest verified payment (the booking's total when an admin
 * marked it paid by hand). Null for a booking that is not paid.
 */
export async function amountPaid(
  em: EntityManager,
  booking: BookingOrRow,
): Promise<{ amount: number; payment: Payment | null } | null> {
  if (booking.paymentStatus !== 'paid') return null;
  const payment = await em.findOne(
    PaymentSchema,
    { booking: booking.id, status: 'verified' },
    { orderBy: { createdAt: 'desc' } },
  );
  return { amount: payment?.amount ?? booking.totalAmount, payment };
}

/**
 * The pending refund row (one per booking) and its ledger transaction (owed to the devotee, taken back from the share,
 * fee, GST and TDS), on `em`'s transaction: what an admin or Razorpay then pays out. Flushed at once, so a concurrent
 * second refund of the booking fails here on the unique index and rolls its whole change back.
 */
async function pendingRefund(
  em: EntityManager,
  money: Config['money'],
  booking: Booking,
  payment: Payment | null,
  decision: RefundDecision,
): Promise<Refund> {
  const refund = em.create(RefundSchema, {
    booking: booking.id,
    payment: payment?.id ?? null,
    amount: decision.amount,
    percent: decision.percent,
    rule: decision.rule.toLowerCase() as RefundRuleValue,
    status: 'pending',
    reference: null,
    refundedBy: null,
    refundedAt: null,
  } as never);
  await em.flush();
  await postRefund(em, money, booking, refund, payment);
  return refund;
}

/** Locks the booking's row for the rest of the transaction: two refunds of one booking decide one after the other. */
async function lockBooking(em: EntityManager, bookingId: string): Promise<void> {
  await em
    .getConnection()
    .execute('select id from bookings where id = ? for update', [bookingId], 'all', em.getTransactionContext());
}

/**
 * Creates the refund a cancelled paid booking owes by the refund policy, on the cancellation's EntityManager
 * (written with its flush). Nothing when the policy gives 0 or a refund exists.
 */
export async function refundOnCancel(
  em: EntityManager,
  money: Config['money'],
  booking: Booking,
  cause: 'declined' | 'cancelled',
  now = new Date(),
): Promise<Refund | null> {
  if (booking.paymentStatus !== 'paid') return null;
  await lockBooking(em, booking.id);
  if (await em.count(RefundSchema, { booking: booking.id })) return null;
  const owed = await owedRefund(em, booking, cause, now);
  if (!owed || owed.decision.amount <= 0) return null;
  return pendingRefund(em, money, booking, owed.payment, owed.decision);
}

/**
 * A refund support decided on a complaint (issue #35): the whole amount paid (`amount` null) or part of it, as the
 * booking's one pending refund, paid out like a cancellation's (Razorpay's refund API, or an admin's transfer marked in
 * Refunds). 'notPaid' for a booking that is not paid, 'tooLarge' above the amount paid, 'exists' when the booking
 * already has its refund.
 */
export async function refundOnComplaint(
  em: EntityManager,
  money: Config['money'],
  booking: Booking,
  amount: number | null,
): Promise<Refund | 'notPaid' | 'tooLarge' | 'exists'> {
  await lockBooking(em, booking.id);
  const paid = await amountPaid(em, booking);
  if (!paid) return 'notPaid';
  const refunded = amount ?? paid.amount;
  if (refunded > paid.amount) return 'tooLarge';
  if (await em.count(RefundSchema, { booking: booking.id })) return 'exists';
  const percent = paid.amount > 0 ? Math.round((refunded * 100) / paid.amount) : 100;
  return pendingRefund(em, money, booking, paid.payment, { rule: 'COMPLAINT', percent, amount: refunded });
}

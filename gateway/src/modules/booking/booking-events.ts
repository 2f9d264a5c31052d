import type { EntityManager } from '@mikro-orm/postgresql';
import type { BookingStatusValue, PaymentStatusValue } from '@marketplace/schema/rules';
import type { Context } from '../../context.js';
import { log } from '../../log.js';
import type { Booking } from './booking.entity.js';

/**
 * A booking's changes as events (docs/decisions/0052-booking-changes-as-events.md). Whatever changes a booking's
 * status, payment status or slot (the customer, the pandit, an admin, a payment provider's webhook) does it inside
 * `inBookingTransaction` and publishes one `BookingChanged`; the modules that react subscribe in their own folder:
 * the status history and audit trail (admin), the refund the policy owes (payment), the messages (messages). So a
 * change reached any way gets all of them, and a resolver only calls a service.
 */

/** What made the change: a transition of the table (booking.transitions.ts), or a payment's outcome. */
export type BookingChangeCause =
  | 'cancel'
  | 'confirm'
  | 'decline'
  | 'complete'
  | 'setStatus'
  | 'setPayment'
  | 'reschedule'
  | 'paid'
  | 'refunded'
  /** An admin removed the pandit (or his account): his open bookings are cancelled, a payment refunded in full. */
  | 'panditRemoved'
  /** The guarantee (guarantee.service.ts): a substitute pandit accepted the offered request (it is confirmed). */
  | 'substituted'
  /** The guarantee: nobody accepted in time, or "only this pandit" did not answer; refunded in full. */
  | 'unanswered'
  /** The customer declined the substitute pandit; refunded in full. */
  | 'declineSubstitute';

/** The fields whose changes are events. */
export interface BookingState {
  status: BookingStatusValue;
  paymentStatus: PaymentStatusValue;
  date: string;
  time: string;
}

export interface BookingChanged {
  /** The booking after the change (managed by the transaction's EntityManager). */
  booking: Booking;
  before: BookingState;
  cause: BookingChangeCause;
  /** The reason given (cancel, decline, setStatus), already validated. */
  reason?: string | null;
  /** When the change was made (the refund policy counts hours from it). */
  at: Date;
}

export interface BookingSubscriber {
  /** Writes on `em`, committed (or rolled back) with the change. A throw rolls the change back. */
  inTransaction?(ctx: Context, em: EntityManager, change: BookingChanged): void | Promise<void>;
  /** Runs once the change committed (calls to other systems); a failure is logged and changes nothing. */
  afterCommit?(ctx: Context, change: BookingChanged): Promise<void>;
}

const subscribers: BookingSubscriber[] = [];
const afterCommitQueues = new WeakMap<EntityManager, Array<() => Promise<void>>>();

/** A module subscribes once, when it is loaded (modules/index.ts loads every subscriber). */
export function onBookingChanged(subscriber: BookingSubscriber): void {
  subscribers.push(subscriber);
}

export const stateOf = (b: Booking): BookingState => ({
  status: b.status,
  paymentStatus: b.paymentStatus,
  date: String((b.date as unknown) instanceof Date ? (b.date as unknown as Date).toISOString() : b.date).slice(0, 10),
  time: b.time,
});

/** Whether anything an event is about changed. */
export function changed(before: BookingState, after: BookingState): boolean {
  return (Object.keys(before) as Array<keyof BookingState>).some((k) => before[k] !== after[k]);
}

/**
 * Publishes a change inside the transaction that makes it (`em` is that transaction's, from inBookingTransaction):
 * every subscriber's in-transaction part runs now; their after-commit parts run when the transaction committed.
 * Nothing is published when nothing an event is about changed.
 */
export async function publishBookingChanged(ctx: Context, em: EntityManager, change: BookingChanged): Promise<void> {
  if (!changed(change.before, stateOf(change.booking))) return;
  const queue = afterCommitQueues.get(em);
  if (!queue) throw new Error('publishBookingChanged outside inBookingTransaction');
  for (const s of subscribers) await s.inTransaction?.(ctx, em, change);
  for (const s of subscribers) if (s.afterCommit) queue.push(() => s.afterCommit!(ctx, change));
}

/**
 * Runs a change of bookings in one transaction: `run` gets a context whose `em` is the transaction's and flushes
 * what it wants checked (a unique index); the rest is flushed at the end. After the commit, the subscribers'
 * after-commit parts run in order.
 */
export async function inBookingTransaction<T>(ctx: Context, run: (tx: Context) => Promise<T>): Promise<T> {
  const queue: Array<() => Promise<void>> = [];
  const result = await ctx.em.transactional(async (em) => {
    afterCommitQueues.set(em, queue);
    const value = await run({ ...ctx, em });
    await em.flush();
    return value;
  });
  for (const job of queue) {
    try {
      await job();
    } catch (err) {
      log.warn({ err }, 'a booking change committed; a step after it failed');
    }
  }
  return result;
}

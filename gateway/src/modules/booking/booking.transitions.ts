import type { BookingRefusalReason } from '@marketplace/schema/rules';
import { DomainError, notFound, type ErrorCodeValue, type ErrorMeta } from '../../errors.js';
import { BOOKING_STATUSES, type BookingStatusValue, type PaymentStatusValue } from './booking.entity.js';
import { CANCEL_WINDOW_HOURS, isPastSlot, withinCancelWindow } from './booking.rules.js';

/**
 * THE booking state machine: who may do what to a booking, from which status, to which status, under which
 * condition, and the failure each refusal carries. Every status-changing mutation goes through
 * `transition()`, and `Booking.viewerCan` is `viewerCan()` over the same table, so what the web offers is
 * exactly what the server then allows.
 */

/** Every action on an existing booking. `viewerCan` exposes all but the admin's two. */
export const BOOKING_ACTIONS = [
  'cancel',
  'confirm',
  'decline',
  'complete',
  'review',
  'reschedule',
  'pay',
  'declineSubstitute',
  'setStatus',
  'setPayment',
] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];
export const VIEWER_ACTIONS = [
  'cancel',
  'confirm',
  'decline',
  'complete',
  'review',
  'reschedule',
  'pay',
  'declineSubstitute',
] as const;
export type ViewerAction = (typeof VIEWER_ACTIONS)[number];

/** The viewer's relations to one booking (an admin may also be its customer). */
export interface Parties {
  /** The account that made the booking. */
  customer: boolean;
  /** A PANDIT account whose profile the booking is for. */
  pandit: boolean;
  /** An ADMIN account. */
  admin: boolean;
}
export type Party = keyof Parties;

/** What the rules read from a booking. */
export interface BookingFacts {
  status: BookingStatusValue;
  /** India date 'YYYY-MM-DD' (a Date from the database is read as its ISO date). */
  date: string | Date;
  /** 'HH:MM' India time. */
  time: string;
  /** The booking's pandit (a reference), or null for a booking of a package. */
  pandit: unknown;
  /** Only `pay` reads it. */
  paymentStatus?: PaymentStatusValue;
  /** When the request was offered to substitute pandits (guarantee.service.ts), else null/absent. */
  offeredAt?: unknown;
  /** The pandit first booked, once a substitute took the booking over, else null/absent. */
  originalPandit?: unknown;
}

/** What a check needs besides the booking. */
export interface CheckOptions {
  now?: Date;
  /** Whether the booking already has its (one) review; only `review` reads it. */
  reviewed?: boolean;
  /** Whether a reported UPI transfer awaits an admin's verification; only `pay` reads it. */
  paymentSubmitted?: boolean;
}

/** A refusal: the GraphQL error code, the English message and the stable `extensions.reason`, when any. */
export interface Failure {
  code: ErrorCodeValue;
  message: string;
  reason?: BookingRefusalReason;
  /** Carries the booking's current status in `extensions.status`. */
  withStatus?: boolean;
}

interface Guard {
  ok: (b: BookingFacts, o: Required<CheckOptions>) => boolean;
  failure: Failure;
}

interface ActionRule {
  /** Who may do it. */
  who: readonly Party[];
  /** The refusal for a viewer who can see the booking but is none of `who`; null = NOT_FOUND, as if it did not exist. */
  refused: Failure | null;
  /** Checked before the status: what kind of booking the action is for. */
  requires?: readonly Guard[];
  /** The statuses it starts from. */
  from: readonly BookingStatusValue[];
  notFrom: Failure;
  /** Checked after the status. */
  guards?: readonly Guard[];
  /** The status it leaves the booking in: a fixed status, the admin's chosen one, or unchanged. */
  to: BookingStatusValue | 'chosen' | 'unchanged';
  /** What it writes besides the status (after the status is set). */
  effect?: (booking: Changeable, input: TransitionInput) => void;
}

const dateOf = (b: BookingFacts) => (typeof b.date === 'string' ? b.date : b.date.toISOString()).slice(0, 10);
const started = (b: BookingFacts, o: Required<CheckOptions>) => isPastSlot(dateOf(b), b.time, o.now);

const NOT_FOUND: Failure = { code: 'NOT_FOUND', message: 'Booking not found' };
const PANDIT_ONLY: Failure = { code: 'FORBIDDEN', message: 'Only the pandit of this booking can do this.' };
const ADMIN_ONLY: Failure = { code: 'FORBIDDEN', message: 'You do not have permission to do this.' };
const NOT_PENDING = (verb: string): Failure => ({
  code: 'CONFLICT',
  message: `Only a pending request can be ${verb}.`,
  reason: 'NOT_PENDING',
  withStatus: true,
});
/** Offered to substitutes and not taken over yet: its first pandit no longer answers it (guarantee.service.ts). */
const withOthers = (b: BookingFacts) => b.offeredAt != null && b.originalPandit == null;
const NOT_OFFERED: Guard = {
  ok: (b) => !withOthers(b),
  failure: {
    code: 'CONFLICT',
    message: 'This request has been offered to other pandits.',
    reason: 'OFFERED_TO_OTHERS',
  },
};
export const ALREADY_REVIEWED: Failure = {
  code: 'CONFLICT',
  message: 'You have already reviewed this booking.',
  reason: 'ALREADY_REVIEWED',
};

export const TRANSITIONS: Record<BookingAction, ActionRule> = {
  /** The customer cancels a pending or confirmed booking up to CANCEL_WINDOW_HOURS before it starts. */
  cancel: {
    who: ['customer'],
    refused: { code: 'FORBIDDEN', message: 'Only the customer who booked can cancel this booking.' },
    from: ['pending', 'confirmed'],
    notFrom: {
      code: 'CONFLICT',
      message: 'Only a pending or confirmed booking can be cancelled.',
      reason: 'NOT_CANCELLABLE',
      withStatus: true,
    },
    guards: [
      {
        ok: (b, o) => withinCancelWindow(dateOf(b), b.time, o.now),
        failure: {
          code: 'CONFLICT',
          message: `A booking can be cancelled only up to ${CANCEL_WINDOW_HOURS} hours before it starts. Please contact support.`,
          reason: 'CANCEL_WINDOW_CLOSED',
        },
      },
    ],
    to: 'cancelled',
    effect: (b, input) => {
      b.cancellationReason = input.reason?.trim() || 'Cancelled by the customer';
    },
  },
  /** The pandit accepts a pending request whose time has not come yet. */
  confirm: {
    who: ['pandit'],
    refused: PANDIT_ONLY,
    from: ['pending'],
    notFrom: NOT_PENDING('confirmed'),
    guards: [
      NOT_OFFERED,
      {
        ok: (b, o) => !started(b, o),
        failure: { code: 'CONFLICT', message: 'This request is for a time that has passed.', reason: 'PASSED' },
      },
    ],
    to: 'confirmed',
  },
  /** The pandit declines a pending request (with a reason, validated by the service), whenever it is. */
  decline: {
    who: ['pandit'],
    refused: PANDIT_ONLY,
    from: ['pending'],
    notFrom: NOT_PENDING('declined'),
    guards: [NOT_OFFERED],
    to: 'cancelled',
    effect: (b, input) => {
      b.cancellationReason = input.reason?.trim() ?? '';
    },
  },
  /** The pandit marks a confirmed ceremony completed once it has started. */
  complete: {
    who: ['pandit'],
    refused: PANDIT_ONLY,
    from: ['confirmed'],
    notFrom: {
      code: 'CONFLICT',
      message: 'Only a confirmed ceremony can be completed.',
      reason: 'NOT_CONFIRMED',
      withStatus: true,
    },
    guards: [
      {
        ok: started,
        failure: { code: 'CONFLICT', message: 'A ceremony can be marked completed once it has started.', reason: 'NOT_STARTED' },
      },
    ],
    to: 'completed',
  },
  /** The customer reviews a completed booking of a pandit, once. Anyone else is told it does not exist. */
  review: {
    who: ['customer'],
    refused: null,
    requires: [
      {
        ok: (b) => b.pandit != null,
        failure: { code: 'CONFLICT', message: 'Only a booking with a pandit can be reviewed.', reason: 'NO_PANDIT' },
      },
    ],
    from: ['completed'],
    notFrom: { code: 'CONFLICT', message: 'You can review a booking once it is completed.', reason: 'NOT_COMPLETED' },
    guards: [{ ok: (_b, o) => !o.reviewed, failure: ALREADY_REVIEWED }],
    to: 'unchanged',
  },
  /**
   * The customer moves a pending or confirmed booking of a pandit to another slot (checked by the service: free,
   * inside the pandit's hours), within the cancel window of the current slot; the pandit confirms again.
   */
  reschedule: {
    who: ['customer'],
    refused: { code: 'FORBIDDEN', message: 'Only the customer who booked can reschedule this booking.' },
    requires: [
      {
        ok: (b) => b.pandit != null,
        failure: { code: 'CONFLICT', message: 'Only a booking with a pandit can be rescheduled.', reason: 'NO_PANDIT' },
      },
    ],
    from: ['pending', 'confirmed'],
    notFrom: {
      code: 'CONFLICT',
      message: 'Only a pending or confirmed booking can be rescheduled.',
      reason: 'NOT_RESCHEDULABLE',
      withStatus: true,
    },
    guards: [
      {
        ok: (b, o) => withinCancelWindow(dateOf(b), b.time, o.now),
        failure: {
          code: 'CONFLICT',
          message: `A booking can be rescheduled only up to ${CANCEL_WINDOW_HOURS} hours before it starts. Please contact support.`,
          reason: 'CANCEL_WINDOW_CLOSED',
        },
      },
    ],
    to: 'pending',
    effect: (b, input) => {
      if (input.date) b.date = input.date;
      if (input.time) b.time = input.time;
    },
  },
  /**
   * The customer pays (UPI or Razorpay): a booking of a pandit once confirmed (or completed), a package at booking;
   * unpaid, and no reported transfer waiting for an admin.
   */
  pay: {
    who: ['customer'],
    refused: { code: 'FORBIDDEN', message: 'Only the customer who booked can pay for this booking.' },
    requires: [
      {
        ok: (b) => (b.paymentStatus ?? 'pending') === 'pending',
        failure: { code: 'CONFLICT', message: 'This booking is already paid.', reason: 'ALREADY_PAID' },
      },
    ],
    from: ['pending', 'confirmed', 'completed'],
    notFrom: { code: 'CONFLICT', message: 'A cancelled booking cannot be paid.', reason: 'NOT_PAYABLE', withStatus: true },
    guards: [
      {
        ok: (b) => b.pandit == null || b.status !== 'pending',
        failure: { code: 'CONFLICT', message: 'Payment opens once the pandit confirms your booking.', reason: 'NOT_CONFIRMED' },
      },
      {
        ok: (_b, o) => !o.paymentSubmitted,
        failure: {
          code: 'CONFLICT',
          message: 'Your payment is waiting for verification.',
          reason: 'PAYMENT_SUBMITTED',
        },
      },
    ],
    to: 'unchanged',
  },
  /**
   * The customer declines the substitute pandit who took the booking over (guarantee.service.ts) before it starts:
   * it is cancelled, and a payment refunded in full (payment/booking-subscriber.ts).
   */
  declineSubstitute: {
    who: ['customer'],
    refused: { code: 'FORBIDDEN', message: 'Only the customer who booked can decline the substitute pandit.' },
    requires: [
      {
        ok: (b) => b.originalPandit != null,
        failure: {
          code: 'CONFLICT',
          message: 'No substitute pandit has taken this booking over.',
          reason: 'NOT_SUBSTITUTED',
        },
      },
    ],
    from: ['pending', 'confirmed'],
    notFrom: {
      code: 'CONFLICT',
      message: 'Only a pending or confirmed booking can be cancelled.',
      reason: 'NOT_CANCELLABLE',
      withStatus: true,
    },
    guards: [
      {
        ok: (b, o) => !started(b, o),
        failure: { code: 'CONFLICT', message: 'This booking has already started.', reason: 'PASSED' },
      },
    ],
    to: 'cancelled',
    effect: (b) => {
      b.cancellationReason = 'The devotee declined the substitute pandit';
    },
  },
  /** The admin sets any status from any status (spec §4). */
  setStatus: {
    who: ['admin'],
    refused: ADMIN_ONLY,
    from: BOOKING_STATUSES,
    notFrom: ADMIN_ONLY,
    to: 'chosen',
    // Cancelling keeps the given reason (or the earlier one); another status given a reason clears it.
    effect: (b, input) => {
      if (b.status === 'cancelled') b.cancellationReason = input.reason?.trim() || b.cancellationReason || 'Cancelled by admin';
      else if (input.reason !== undefined && input.reason !== null) b.cancellationReason = null;
    },
  },
  /** The admin sets any payment status, whatever the booking's status. */
  setPayment: {
    who: ['admin'],
    refused: ADMIN_ONLY,
    from: BOOKING_STATUSES,
    notFrom: ADMIN_ONLY,
    to: 'unchanged',
  },
};

/** Why the viewer may not do `action` now, or null when they may. `parties` all false = cannot see it. */
export function refusal(
  action: BookingAction,
  booking: BookingFacts,
  parties: Parties,
  options: CheckOptions = {},
): Failure | null {
  const rule = TRANSITIONS[action];
  const o: Required<CheckOptions> = {
    now: options.now ?? new Date(),
    reviewed: options.reviewed ?? false,
    paymentSubmitted: options.paymentSubmitted ?? false,
  };
  const sees = parties.customer || parties.pandit || parties.admin;
  if (!rule.who.some((p) => parties[p])) return sees && rule.refused ? rule.refused : NOT_FOUND;
  for (const g of rule.requires ?? []) if (!g.ok(booking, o)) return g.failure;
  if (!rule.from.includes(booking.status)) return rule.notFrom;
  for (const g of rule.guards ?? []) if (!g.ok(booking, o)) return g.failure;
  return null;
}

export function failureError(failure: Failure, booking?: { status: BookingStatusValue }): DomainError {
  if (failure === NOT_FOUND) return notFound('Booking');
  const meta: ErrorMeta = {};
  if (failure.reason) meta.reason = failure.reason;
  if (failure.withStatus && booking) meta.status = booking.status;
  return new DomainError(failure.code, failure.message, meta);
}

/** Whether the viewer may do `action` now. */
export function can(action: BookingAction, booking: BookingFacts, parties: Parties, options: CheckOptions = {}): boolean {
  return refusal(action, booking, parties, options) === null;
}

/** The answers of `Booking.viewerCan`. */
export function viewerCan(booking: BookingFacts, parties: Parties, options: CheckOptions = {}): Record<ViewerAction, boolean> {
  const now = options.now ?? new Date();
  return Object.fromEntries(VIEWER_ACTIONS.map((a) => [a, can(a, booking, parties, { ...options, now })])) as Record<
    ViewerAction,
    boolean
  >;
}

/** What the action writes besides the status. */
export interface TransitionInput extends CheckOptions {
  /** cancel, decline, setStatus: the reason given (already validated). */
  reason?: string | null;
  /** setStatus: the status the admin chose. */
  status?: BookingStatusValue;
  /** reschedule: the new India date and slot (already checked free). */
  date?: string;
  time?: string;
}

interface Changeable extends BookingFacts {
  cancellationReason?: string | null;
}

/** The viewer's parties to a booking; a pandit acts on their ceremonies only from a PANDIT account. */
export function partiesOf(
  viewer: { id: string; role: string } | null | undefined,
  customerId: string | null | undefined,
  ownsPanditProfile: boolean,
): Parties {
  if (!viewer) return { customer: false, pandit: false, admin: false };
  return {
    customer: customerId === viewer.id,
    pandit: ownsPanditProfile && viewer.role === 'pandit',
    admin: viewer.role === 'admin',
  };
}

/** Checks `action` against the table (throwing its failure) and applies it to the entity; the caller flushes. */
export function transition<B extends Changeable>(
  booking: B,
  action: BookingAction,
  parties: Parties,
  input: TransitionInput = {},
): B {
  const failure = refusal(action, booking, parties, input);
  if (failure) throw failureError(failure, booking);
  const rule = TRANSITIONS[action];
  if (rule.to === 'chosen' && !input.status) throw new Error(`${action} needs the chosen status`);
  booking.status = rule.to === 'chosen' ? input.status! : rule.to === 'unchanged' ? booking.status : rule.to;
  rule.effect?.(booking, input);
  return booking;
}

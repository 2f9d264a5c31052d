import type { EntityManager } from '@mikro-orm/core';
import type { Insert } from '../../db/raw.js';

/**
 * The domain events that send messages (issue #15). A service that changes state records its event with
 * `recordEvent(em, ...)` on the SAME EntityManager, before its flush, so the event is written in the same
 * transaction as the change. The messages module turns each event into outbox rows (one per recipient and
 * channel) and a job queue delivers them.
 */
export const DOMAIN_EVENT_TYPES = [
  'booking.requested',
  'booking.confirmed',
  'booking.declined',
  'booking.cancelled',
  'booking.rescheduled',
  'booking.completed',
  'booking.reminder',
  'booking.offered',
  'booking.substituted',
  'booking.unanswered',
  'payment.received',
  'payment.rejected',
  'refund.issued',
  'application.received',
  'application.approved',
  'application.rejected',
  'account.passwordReset',
  'panditRequest.received',
  'complaint.received',
  'complaint.answered',
  'complaint.resolved',
  'complaint.digest',
] as const;
export type DomainEventType = (typeof DOMAIN_EVENT_TYPES)[number];

export interface DomainEvent {
  type: DomainEventType;
  /** The booking the event is about, when any. */
  bookingId?: string;
  /** The account the event is about (the applicant, the account resetting its password), when no booking. */
  userId?: string;
  /**
   * Event facts the message needs that the booking does not hold: `reason` (string), `amount` (number, rupees;
   * default the booking's total), `link` (the reset link), `requestId` and `language` (a "find me a pandit" request and
   * the language of the page it was sent from). The templates read these names (templates.ts).
   */
  data?: Record<string, unknown>;
}

interface Recorder {
  /** Persists the event's outbox row in the unit of work of `em`. */
  persist(em: EntityManager, event: DomainEvent): void;
  /** The INSERT of the event's outbox row, for a change written as one statement with it. */
  insert(em: EntityManager, event: DomainEvent): Insert;
}
let recorder: Recorder = {
  persist: () => {},
  insert: () => {
    throw new Error('No event recorder is installed (modules/messages/outbox.ts installEventRecorder).');
  },
};

/** The messages module installs the recorder that persists events into its outbox. */
export function setEventRecorder(next: Recorder): void {
  recorder = next;
}

/** Records an event in the unit of work of `em`; it is written by that EntityManager's next flush. */
export function recordEvent(em: EntityManager, event: DomainEvent): void {
  recorder.persist(em, event);
}

/**
 * The event's outbox row as an INSERT, for a change that is written by one statement (a data-modifying CTE) rather
 * than a flush: the row commits or rolls back with that statement.
 */
export function eventInsert(em: EntityManager, event: DomainEvent): Insert {
  return recorder.insert(em, event);
}

import type { RefundRule } from './__generated__/contract.js';
import { startInstant } from './booking.js';
import { addDays, indiaToday } from './calendar.js';

/**
 * THE refund policy (issue #15), published on the Refund Policy page and applied by the server when a paid
 * booking is cancelled. Rows are tried in order; the first that applies decides the percentage of the amount paid.
 * Customers cancel themselves up to 24 hours before the start; later cancellations go through support (an admin).
 */
export interface RefundPolicyRow {
  rule: RefundRule;
  /** Who ended the booking: the pandit declined, or the booking was cancelled (by the customer or, for them, an admin). */
  cause: 'declined' | 'cancelled';
  /** Applies when the cancellation is at least this many hours before the start (null = whenever). */
  minHoursBefore: number | null;
  percent: number;
}

export const REFUND_POLICY: readonly RefundPolicyRow[] = [
  { rule: 'DECLINED', cause: 'declined', minHoursBefore: null, percent: 100 },
  { rule: 'EARLY_CANCELLATION', cause: 'cancelled', minHoursBefore: 24, percent: 100 },
  { rule: 'LATE_CANCELLATION', cause: 'cancelled', minHoursBefore: 0, percent: 50 },
  { rule: 'AFTER_START', cause: 'cancelled', minHoursBefore: null, percent: 0 },
];

export interface RefundDecision {
  rule: RefundRule;
  percent: number;
  /** Whole rupees, rounded down. */
  amount: number;
}

/** The refund owed for a paid amount when a booking starting at `date` `time` (India) ends now by `cause`. */
export function refundFor(p: {
  cause: RefundPolicyRow['cause'];
  amountPaid: number;
  date: string;
  time: string;
  now?: Date;
}): RefundDecision {
  const hoursBefore = (startInstant(p.date, p.time).getTime() - (p.now ?? new Date()).getTime()) / 3_600_000;
  const row =
    REFUND_POLICY.find((r) => r.cause === p.cause && (r.minHoursBefore === null || hoursBefore >= r.minHoursBefore)) ??
    REFUND_POLICY[REFUND_POLICY.length - 1]!;
  return { rule: row.rule, percent: row.percent, amount: Math.floor((p.amountPaid * row.percent) / 100) };
}

/**
 * Working days (Monday to Friday) a refund takes at most to reach the customer once it is created (the Refund Policy
 * page, section 5): Razorpay's refund to the original method and our team's UPI transfer alike. Public holidays are
 * not counted out (decision 0054): the promise is the later of the two providers' usual times, not a bank calendar.
 */
export const REFUND_WORKING_DAYS = 7;

/** The day ('YYYY-MM-DD', India) by which a refund created at `createdAt` reaches the customer. */
export function refundArrivesBy(createdAt: Date = new Date()): string {
  let date = indiaToday(createdAt);
  for (let left = REFUND_WORKING_DAYS; left > 0;) {
    date = addDays(date, 1);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return date;
}

import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, type BookingStatusValue } from './booking.entity.js';
import {
  BOOKING_ACTIONS,
  VIEWER_ACTIONS,
  can,
  partiesOf,
  refusal,
  transition,
  viewerCan,
  type BookingAction,
  type BookingFacts,
  type Parties,
} from './booking.transitions.js';

/** 2026-11-22 10:30 in India = 05:00 UTC. */
const NOW = new Date('2026-11-22T05:00:00Z');
/** When the booking starts, relative to NOW. */
const WHEN = {
  far: { date: '2026-11-25', time: '10:00' }, // three days ahead: inside the cancel window
  soon: { date: '2026-11-22', time: '16:00' }, // later today: too late to cancel, not started
  started: { date: '2026-11-22', time: '10:00' }, // began half an hour ago
} as const;
type When = keyof typeof WHEN;

type PartyName = 'customer' | 'pandit' | 'admin' | 'other';
const PARTIES: Record<PartyName, Parties> = {
  customer: { customer: true, pandit: false, admin: false },
  pandit: { customer: false, pandit: true, admin: false },
  admin: { customer: false, pandit: false, admin: true },
  other: { customer: false, pandit: false, admin: false },
};

/**
 * The whole table, written out by hand: for each action, party and status, the outcome when the booking is
 * far ahead / later today / already started, separated by spaces (one word = the same for all three).
 * 'ok' = allowed; otherwise the failure's reason, or its code when it has no reason.
 */
const all = (outcome: string): Record<BookingStatusValue, string> => ({
  pending: outcome,
  confirmed: outcome,
  completed: outcome,
  cancelled: outcome,
});
const MATRIX: Record<BookingAction, Record<PartyName, Record<BookingStatusValue, string>>> = {
  cancel: {
    customer: {
      pending: 'ok CANCEL_WINDOW_CLOSED CANCEL_WINDOW_CLOSED',
      confirmed: 'ok CANCEL_WINDOW_CLOSED CANCEL_WINDOW_CLOSED',
      completed: 'NOT_CANCELLABLE',
      cancelled: 'NOT_CANCELLABLE',
    },
    pandit: all('FORBIDDEN'),
    admin: all('FORBIDDEN'),
    other: all('NOT_FOUND'),
  },
  confirm: {
    customer: all('FORBIDDEN'),
    pandit: { pending: 'ok ok PASSED', confirmed: 'NOT_PENDING', completed: 'NOT_PENDING', cancelled: 'NOT_PENDING' },
    admin: all('FORBIDDEN'),
    other: all('NOT_FOUND'),
  },
  decline: {
    customer: all('FORBIDDEN'),
    pandit: { pending: 'ok', confirmed: 'NOT_PENDING', completed: 'NOT_PENDING', cancelled: 'NOT_PENDING' },
    admin: all('FORBIDDEN'),
    other: all('NOT_FOUND'),
  },
  complete: {
    customer: all('FORBIDDEN'),
    pandit: {
      pending: 'NOT_CONFIRMED',
      confirmed: 'NOT_STARTED NOT_STARTED ok',
      completed: 'NOT_CONFIRMED',
      cancelled: 'NOT_CONFIRMED',
    },
    admin: all('FORBIDDEN'),
    other: all('NOT_FOUND'),
  },
  review: {
    customer: { pending: 'NOT_COMPLETED', confirmed: 'NOT_COMPLETED', completed: 'ok', cancelled: 'NOT_COMPLETED' },
    pandit: all('NOT_FOUND'),
    admin: all('NOT_FOUND'),
    other: all('NOT_FOUND'),
  },
  reschedule: {
    customer: {
      pending: 'ok CANCEL_WINDOW_CLOSED CANCEL_WINDOW_CLOSED',
      confirmed: 'ok CANCEL_WINDOW_CLOSED CANCEL_WINDOW_CLOSED',
      completed: 'NOT_RESCHEDULABLE',
      cancelled: 'NOT_RESCHEDULABLE',
    },
    pandit: all('FORBIDDEN'),
    admin: all('FORBIDDEN'),
    other: all('NOT_FOUND'),
  },
  declineSubstitute: {
    customer: all('NOT_SUBSTITUTED'),
    pandit: all('FORBIDDEN'),
    admin: all('FORBIDDEN'),
    other: all('NOT_FOUND'),
  },
  pay: {
    customer: { pending: 'NOT_CONFIRMED', confirmed: 'ok', completed: 'ok', cancelled: 'NOT_PAYABLE' },
    pandit: all('FORBIDDEN'),
    admin: all('FORBIDDEN'),
    other: all('NOT_FOUND'),
  },
  setStatus: { customer: all('FORBIDDEN'), pandit: all('FORBIDDEN'), admin: all('ok'), other: all('NOT_FOUND') },
  setPayment: { customer: all('FORBIDDEN'), pandit: all('FORBIDDEN'), admin: all('ok'), other: all('NOT_FOUND') },
};

const facts = (status: BookingStatusValue, when: When, hasPandit = true): BookingFacts => ({
  status,
  ...WHEN[when],
  pandit: hasPandit ? { id: 'a-pandit' } : null,
});
const outcome = (action: BookingAction, b: BookingFacts, parties: Parties, reviewed = false) => {
  const f = refusal(action, b, parties, { now: NOW, reviewed });
  return f === null ? 'ok' : (f.reason ?? f.code);
};

describe('the booking transition table', () => {
  const cases = BOOKING_ACTIONS.flatMap((action) =>
    (Object.keys(PARTIES) as PartyName[]).flatMap((party) =>
      BOOKING_STATUSES.flatMap((status) =>
        (Object.keys(WHEN) as When[]).map((when, i) => {
          const words = MATRIX[action][party][status].split(' ');
          return [action, party, status, when, words.length === 1 ? words[0] : words[i]] as const;
        }),
      ),
    ),
  );

  it('covers every action, party, status and time', () => expect(cases).toHaveLength(10 * 4 * 4 * 3));

  it.each(cases)('%s by %s from %s (%s): %s', (action, party, status, when, expected) => {
    expect(outcome(action, facts(status, when), PARTIES[party])).toBe(expected);
  });

  it('an admin who booked for themself may cancel it as its customer', () => {
    const both = { customer: true, pandit: false, admin: true };
    expect(outcome('cancel', facts('pending', 'far'), both)).toBe('ok');
    expect(outcome('setStatus', facts('pending', 'far'), both)).toBe('ok');
    expect(outcome('confirm', facts('pending', 'far'), both)).toBe('FORBIDDEN');
  });

  it('a booking of a package cannot be reviewed, whatever its status', () => {
    for (const status of BOOKING_STATUSES)
      expect(outcome('review', facts(status, 'started', false), PARTIES.customer)).toBe('NO_PANDIT');
    expect(outcome('cancel', facts('pending', 'far', false), PARTIES.customer)).toBe('ok');
    expect(outcome('reschedule', facts('pending', 'far', false), PARTIES.customer)).toBe('NO_PANDIT');
  });

  it('a booking is reviewed once', () => {
    expect(outcome('review', facts('completed', 'started'), PARTIES.customer, true)).toBe('ALREADY_REVIEWED');
    expect(outcome('review', facts('completed', 'started'), PARTIES.customer, false)).toBe('ok');
  });

  it('the cancel window closes exactly 24 hours before the start; a ceremony starts at its slot', () => {
    const b = facts('confirmed', 'far');
    const start = Date.parse('2026-11-25T04:30:00Z'); // 10:00 India time
    expect(can('cancel', b, PARTIES.customer, { now: new Date(start - 24 * 3600_000) })).toBe(true);
    expect(can('cancel', b, PARTIES.customer, { now: new Date(start - 24 * 3600_000 + 1) })).toBe(false);
    expect(can('complete', b, PARTIES.pandit, { now: new Date(start - 1) })).toBe(false);
    expect(can('complete', b, PARTIES.pandit, { now: new Date(start) })).toBe(true);
    expect(can('confirm', { ...b, status: 'pending' }, PARTIES.pandit, { now: new Date(start) })).toBe(false);
  });

  it('payment is due for a package at booking and for a pandit once confirmed; paid or awaiting verification it is not', () => {
    expect(outcome('pay', facts('pending', 'far', false), PARTIES.customer)).toBe('ok');
    expect(outcome('pay', facts('pending', 'far'), PARTIES.customer)).toBe('NOT_CONFIRMED');
    const paid = { ...facts('confirmed', 'far'), paymentStatus: 'paid' as const };
    expect(outcome('pay', paid, PARTIES.customer)).toBe('ALREADY_PAID');
    expect(refusal('pay', facts('confirmed', 'far'), PARTIES.customer, { now: NOW, paymentSubmitted: true })?.reason).toBe(
      'PAYMENT_SUBMITTED',
    );
  });

  it('a request offered to substitutes: its first pandit no longer answers it; the devotee may decline a substitute until the start', () => {
    const offered = { ...facts('pending', 'far'), offeredAt: NOW };
    expect(outcome('confirm', offered, PARTIES.pandit)).toBe('OFFERED_TO_OTHERS');
    expect(outcome('decline', offered, PARTIES.pandit)).toBe('OFFERED_TO_OTHERS');
    const taken = { ...facts('confirmed', 'soon'), offeredAt: NOW, originalPandit: { id: 'first' } };
    expect(outcome('declineSubstitute', taken, PARTIES.customer)).toBe('ok');
    expect(outcome('declineSubstitute', { ...taken, ...WHEN.started }, PARTIES.customer)).toBe('PASSED');
    expect(outcome('declineSubstitute', { ...taken, status: 'completed' }, PARTIES.customer)).toBe('NOT_CANCELLABLE');
    expect(outcome('confirm', { ...taken, status: 'pending', ...WHEN.far }, PARTIES.pandit)).toBe('ok');
  });

  it('reads a Date from the database as its India date', () => {
    const b = { ...facts('confirmed', 'far'), date: new Date('2026-11-25T00:00:00Z') };
    expect(can('cancel', b, PARTIES.customer, { now: NOW })).toBe(true);
  });
});

describe('viewerCan', () => {
  it('answers each viewer action from the table', () => {
    for (const parties of Object.values(PARTIES)) {
      for (const status of BOOKING_STATUSES) {
        for (const when of Object.keys(WHEN) as When[]) {
          const answer = viewerCan(facts(status, when), parties, { now: NOW });
          expect(Object.keys(answer).sort()).toEqual([...VIEWER_ACTIONS].sort());
          for (const action of VIEWER_ACTIONS)
            expect(answer[action]).toBe(outcome(action, facts(status, when), parties) === 'ok');
        }
      }
    }
  });

  it('gives the customer of an upcoming pending booking cancel and reschedule, and its pandit confirm and decline', () => {
    expect(viewerCan(facts('pending', 'far'), PARTIES.customer, { now: NOW })).toEqual({
      cancel: true,
      confirm: false,
      decline: false,
      complete: false,
      review: false,
      reschedule: true,
      pay: false,
      declineSubstitute: false,
    });
    expect(viewerCan(facts('pending', 'far'), PARTIES.pandit, { now: NOW })).toEqual({
      cancel: false,
      confirm: true,
      decline: true,
      complete: false,
      review: false,
      reschedule: false,
      pay: false,
      declineSubstitute: false,
    });
  });
});

describe('transition', () => {
  const booking = (status: BookingStatusValue, when: When = 'far') => ({
    ...facts(status, when),
    cancellationReason: null as string | null,
  });

  it('moves the status and records the reason', () => {
    expect(transition(booking('pending'), 'cancel', PARTIES.customer, { now: NOW, reason: '  Change of plans ' })).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'Change of plans',
    });
    expect(transition(booking('confirmed'), 'cancel', PARTIES.customer, { now: NOW })).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'Cancelled by the customer',
    });
    expect(transition(booking('pending'), 'confirm', PARTIES.pandit, { now: NOW }).status).toBe('confirmed');
    expect(
      transition(booking('pending', 'started'), 'decline', PARTIES.pandit, { now: NOW, reason: 'Travelling' }),
    ).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'Travelling',
    });
    expect(transition(booking('confirmed', 'started'), 'complete', PARTIES.pandit, { now: NOW }).status).toBe('completed');
    expect(transition(booking('completed', 'started'), 'review', PARTIES.customer, { now: NOW }).status).toBe('completed');
    expect(transition(booking('cancelled'), 'setPayment', PARTIES.admin, { now: NOW }).status).toBe('cancelled');
  });

  it("the admin's chosen status: a cancellation keeps a reason, another status given a reason clears it", () => {
    const b = booking('pending');
    transition(b, 'setStatus', PARTIES.admin, { status: 'cancelled' });
    expect(b).toMatchObject({ status: 'cancelled', cancellationReason: 'Cancelled by admin' });
    transition(b, 'setStatus', PARTIES.admin, { status: 'confirmed' });
    expect(b).toMatchObject({ status: 'confirmed', cancellationReason: 'Cancelled by admin' });
    transition(b, 'setStatus', PARTIES.admin, { status: 'completed', reason: '' });
    expect(b).toMatchObject({ status: 'completed', cancellationReason: null });
    transition(b, 'setStatus', PARTIES.admin, { status: 'cancelled', reason: 'Customer phoned' });
    expect(b.cancellationReason).toBe('Customer phoned');
  });

  it('throws the failure as a DomainError with its code, reason and status, and changes nothing', () => {
    const b = booking('completed');
    const error = (() => {
      try {
        transition(b, 'cancel', PARTIES.customer, { now: NOW });
      } catch (e) {
        return e as { message: string; extensions: Record<string, unknown> };
      }
    })();
    expect(error?.message).toBe('Only a pending or confirmed booking can be cancelled.');
    expect(error?.extensions).toEqual({ code: 'CONFLICT', reason: 'NOT_CANCELLABLE', status: 'completed' });
    expect(b).toMatchObject({ status: 'completed', cancellationReason: null });
    expect(() => transition(booking('pending', 'soon'), 'cancel', PARTIES.customer, { now: NOW })).toThrow(
      /only up to 24 hours before/,
    );
    expect(() => transition(booking('pending'), 'confirm', PARTIES.other)).toThrow('Booking not found');
    expect(() => transition(booking('pending'), 'confirm', PARTIES.customer)).toThrow(
      'Only the pandit of this booking can do this.',
    );
  });
});

describe('partiesOf', () => {
  const user = { id: 'u1', role: 'user' };
  it('the customer is the account that booked; an admin is an admin on every booking', () => {
    expect(partiesOf(user, 'u1', false)).toEqual({ customer: true, pandit: false, admin: false });
    expect(partiesOf(user, 'u2', false)).toEqual({ customer: false, pandit: false, admin: false });
    expect(partiesOf({ id: 'a1', role: 'admin' }, 'a1', false)).toEqual({ customer: true, pandit: false, admin: true });
    expect(partiesOf(null, 'u1', true)).toEqual({ customer: false, pandit: false, admin: false });
  });
  it("the booking's pandit acts only from a PANDIT account", () => {
    expect(partiesOf({ id: 'p1', role: 'pandit' }, 'u1', true)).toEqual({ customer: false, pandit: true, admin: false });
    expect(partiesOf({ id: 'p1', role: 'user' }, 'u1', true)).toEqual({ customer: false, pandit: false, admin: false });
  });
});

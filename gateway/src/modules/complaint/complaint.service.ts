import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  COMPLAINT_DIGEST_DAYS,
  bookingReference,
  canReopenAt,
  complaintCategoryLabel,
  complaintDeadlines,
  complaintInputSchema,
  complaintOutcomeSchema,
  complaintReplySchema,
  isUuid,
  type ComplaintStatusValue,
} from '@marketplace/schema/rules';
import type { Context } from '../../context.js';
import { DomainError, notFound, unauthenticated } from '../../errors.js';
import { pageOf, type PageArgs } from '../../paging.js';
import { fieldFailure, validate } from '../../validation.js';
import { audit } from '../admin/audit.service.js';
import { BookingSchema, type Booking } from '../booking/booking.entity.js';
import { inBookingTransaction } from '../booking/booking-events.js';
import { recordEvent } from '../messages/events.js';
import { refundOnComplaint } from '../payment/booking-hooks.js';
import { PaymentService } from '../payment/payment.service.js';
import { PanditSchema, type Pandit } from '../pandit/pandit.entity.js';
import {
  ComplaintMessageSchema,
  ComplaintSchema,
  type Complaint,
  type ComplaintAuthorRoleValue,
  type ComplaintMessage,
} from './complaint.entity.js';

/** The longest thread a ticket may hold (the query-cost table knows it: Complaint.messages). */
export const COMPLAINT_THREAD_MAX = 200;
const ACTIVE: ComplaintStatusValue[] = ['OPEN', 'AWAITING_REPLY'];

const refId = (ref: unknown): string | null => (ref ? (ref as { id: string }).id : null);

/** CT and 12 random upper-case hexadecimal digits (unique: a collision is retried). */
const newNumber = () => `CT${randomBytes(6).toString('hex').toUpperCase()}`;

/** The next deadline of an active ticket: acknowledgement first while support has not written, then resolution. */
export const nextDue = (c: Pick<Complaint, 'status' | 'acknowledgedAt' | 'ackDueAt' | 'resolveDueAt'>): Date | null => {
  if (!ACTIVE.includes(c.status)) return null;
  return c.acknowledgedAt ? c.resolveDueAt : new Date(Math.min(c.ackDueAt.getTime(), c.resolveDueAt.getTime()));
};
/** Active and past a deadline at `now`. */
export const isOverdue = (c: Pick<Complaint, 'status' | 'acknowledgedAt' | 'ackDueAt' | 'resolveDueAt'>, now = new Date()) => {
  const due = nextDue(c);
  return due !== null && due.getTime() < now.getTime();
};

const refused = (
  reason: 'COMPLAINT_NOT_ACTIVE' | 'NOT_REOPENABLE' | 'NOT_PAID' | 'NO_PANDIT_TO_WARN' | 'THREAD_FULL',
  message: string,
) => new DomainError('CONFLICT', message, { reason });

interface Access {
  complaintBooking: Booking;
  pandit: Pandit | null;
  asCustomer: boolean;
  asPandit: boolean;
  asAdmin: boolean;
}

/**
 * The complaint desk (issue #35, decision 0066). Only a booking's customer, its pandit and admins see its tickets;
 * anyone else is told the ticket does not exist. Resolvers only call these methods.
 */
export class ComplaintService {
  constructor(private readonly ctx: Context) {}

  private viewer() {
    const viewer = this.ctx.viewer;
    if (!viewer) throw unauthenticated();
    return viewer;
  }

  /** Who the viewer is to a booking (customer, its pandit's account, admin). */
  private async accessTo(em: EntityManager, booking: Booking): Promise<Access> {
    const viewer = this.viewer();
    const panditId = refId(booking.pandit);
    const pandit = panditId ? await em.findOne(PanditSchema, { id: panditId }) : null;
    return {
      complaintBooking: booking,
      pandit,
      asCustomer: refId(booking.user) === viewer.id,
      asPandit: pandit !== null && refId(pandit.user) === viewer.id,
      asAdmin: viewer.role === 'admin',
    };
  }

  /** A ticket the viewer may see, with their part in it (NOT_FOUND otherwise). */
  private async visible(id: string, em: EntityManager = this.ctx.em): Promise<{ complaint: Complaint } & Access> {
    this.viewer();
    const complaint = isUuid(id) ? await em.findOne(ComplaintSchema, { id }, { populate: ['booking'] }) : null;
    if (!complaint) throw notFound('Complaint');
    const access = await this.accessTo(em, complaint.booking);
    if (!access.asCustomer && !access.asPandit && !access.asAdmin) throw notFound('Complaint');
    return { complaint, ...access };
  }

  private roleOf(access: Pick<Access, 'asCustomer' | 'asPandit' | 'asAdmin'>): ComplaintAuthorRoleValue {
    return access.asCustomer ? 'DEVOTEE' : access.asPandit ? 'PANDIT' : 'SUPPORT';
  }

  /** Report a problem: the booking's customer or its pandit; a ticket with its deadlines and the acknowledgement. */
  async report(input: unknown, now = new Date()): Promise<Complaint> {
    const viewer = this.viewer();
    const values = validate(complaintInputSchema, input);
    const booking = await this.ctx.em.findOne(BookingSchema, { id: values.bookingId });
    if (!booking) throw notFound('Booking');
    const access = await this.accessTo(this.ctx.em, booking);
    // Support writes in a ticket; it does not file one (an admin who is not a party is told the booking does not exist).
    if (!access.asCustomer && !access.asPandit) throw notFound('Booking');
    const filedBy = access.asCustomer ? 'DEVOTEE' : 'PANDIT';
    const deadlines = complaintDeadlines(now);
    for (let attempt = 1; ; attempt++) {
      const em = this.ctx.em.fork();
      try {
        return await em.transactional(async (tx) => {
          const complaint = tx.create(ComplaintSchema, {
            number: newNumber(),
            booking: booking.id,
            filedByUser: viewer.id,
            filedBy,
            category: values.category,
            description: values.description,
            status: 'OPEN',
            createdAt: now,
            ...deadlines,
            dueAt: deadlines.ackDueAt,
          } as never);
          tx.create(ComplaintMessageSchema, {
            complaint,
            author: viewer.id,
            authorRole: filedBy,
            body: values.description,
            createdAt: now,
          } as never);
          recordEvent(tx, {
            type: 'complaint.received',
            userId: viewer.id,
            data: {
              complaintId: complaint.id,
              number: complaint.number,
              category: values.category,
              reference: bookingReference(booking.id),
            },
          });
          await tx.flush();
          return complaint;
        });
      } catch (e) {
        if ((e as { code?: string }).code === '23505' && attempt < 3) continue;
        throw e;
      }
    }
  }

  async get(id: string): Promise<Complaint> {
    return (await this.visible(id)).complaint;
  }

  /** Admins: every ticket, what is due first; anyone else: tickets about their bookings, newest first. */
  async list(
    status: ComplaintStatusValue | null | undefined,
    bookingId: string | null | undefined,
    page: PageArgs | null | undefined,
  ) {
    const viewer = this.viewer();
    const { offset, limit, page: p } = pageOf(page, 20);
    const where: Record<string, unknown> = {};
    if (status) where.status = status;
    if (bookingId) {
      if (!isUuid(bookingId)) throw fieldFailure('bookingId', 'id.invalid');
      where.booking = bookingId;
    }
    if (viewer.role !== 'admin') {
      const pandit = await this.ctx.em.findOne(PanditSchema, { user: viewer.id }, { fields: ['id'] });
      where.booking = {
        ...(bookingId ? { id: bookingId } : {}),
        $or: [{ user: viewer.id }, ...(pandit ? [{ pandit: pandit.id }] : [])],
      };
    }
    const [items, totalCount] = await this.ctx.em.findAndCount(ComplaintSchema, where, {
      orderBy:
        viewer.role === 'admin' ? { dueAt: 'ASC NULLS LAST', createdAt: 'desc', id: 'asc' } : { createdAt: 'desc', id: 'asc' },
      limit,
      offset,
    });
    return { items, pageInfo: { page: p, limit, totalCount, hasNextPage: offset + items.length < totalCount } };
  }

  /** Admin: active and overdue tickets. */
  async stats(now = new Date()) {
    const [row] = await this.ctx.em.getConnection().execute<Array<{ active: string; overdue: string }>>(
      `select count(*) filter (where status in ('OPEN', 'AWAITING_REPLY')) as active,
              count(*) filter (where status in ('OPEN', 'AWAITING_REPLY') and due_at < ?) as overdue
         from complaints`,
      [now],
    );
    return { active: Number(row?.active ?? 0), overdue: Number(row?.overdue ?? 0) };
  }

  /** The thread, oldest first. */
  messages(complaint: Complaint): Promise<ComplaintMessage[]> {
    return this.ctx.loaders
      .batch<string, ComplaintMessage[]>('complaintMessages', async (ids) => {
        const rows = await this.ctx.em.find(
          ComplaintMessageSchema,
          { complaint: { $in: [...ids] } },
          { orderBy: { createdAt: 'asc', id: 'asc' }, populate: ['author'] },
        );
        return ids.map((id) => rows.filter((r) => refId(r.complaint) === id));
      })
      .load(complaint.id);
  }

  /**
   * A message in the thread. Support's first message acknowledges the ticket; support's message waits for the parties
   * (AWAITING_REPLY), a party's hands it back to support (OPEN). Not on a resolved or closed ticket.
   */
  async reply(id: string, bodyInput: unknown, now = new Date()): Promise<Complaint> {
    const viewer = this.viewer();
    const body = validate(complaintReplySchema, bodyInput, 'body');
    return this.ctx.em.transactional(async (em) => {
      const found = await this.visible(id, em);
      const { complaint } = found;
      await lockAndRefresh(em, complaint);
      if (!ACTIVE.includes(complaint.status))
        throw refused('COMPLAINT_NOT_ACTIVE', 'This complaint is resolved; reopen it to write.');
      if ((await em.count(ComplaintMessageSchema, { complaint: complaint.id })) >= COMPLAINT_THREAD_MAX)
        throw refused('THREAD_FULL', 'This conversation is full; please write to the grievance officer.');
      // An admin who is also the booking's customer or pandit writes as that party.
      const role = this.roleOf(found);
      em.create(ComplaintMessageSchema, { complaint, author: viewer.id, authorRole: role, body, createdAt: now } as never);
      if (role === 'SUPPORT') {
        complaint.acknowledgedAt ??= now;
        complaint.status = 'AWAITING_REPLY';
        // The devotee and the pandit are told, with support's words, that it is their turn.
        recordEvent(em, {
          type: 'complaint.answered',
          bookingId: refId(complaint.booking)!,
          data: { complaintId: complaint.id, number: complaint.number, category: complaint.category, note: body },
        });
      } else complaint.status = 'OPEN';
      complaint.dueAt = nextDue(complaint);
      await em.flush();
      return complaint;
    });
  }

  /**
   * Admin: the outcome. A refund goes through the payment module's one refund path (the booking's pending refund, paid
   * out by Razorpay or marked by an admin in Refunds); a warning is recorded; a suspension takes the pandit off the
   * directory and his public page at once (verified off: isPublicPandit). Each e-mails the devotee and the pandit.
   */
  async resolve(id: string, input: unknown, now = new Date()): Promise<Complaint> {
    const viewer = this.viewer();
    const values = validate(complaintOutcomeSchema, input);
    let refundBooking: string | null = null;
    const done = await inBookingTransaction(this.ctx, async (tx) => {
      const em = tx.em;
      const found = await this.visible(id, em);
      const { complaint, pandit } = found;
      await lockAndRefresh(em, complaint);
      if (!ACTIVE.includes(complaint.status)) throw refused('COMPLAINT_NOT_ACTIVE', 'This complaint is already resolved.');
      const booking = await em.findOneOrFail(BookingSchema, { id: refId(complaint.booking)! });
      let refundAmount: number | null = null;
      if (values.outcome === 'REFUND_FULL' || values.outcome === 'REFUND_PARTIAL') {
        const refund = await refundOnComplaint(
          em,
          this.ctx.app.config.money,
          booking,
          values.outcome === 'REFUND_FULL' ? null : (values.amount ?? null),
        );
        if (refund === 'notPaid') throw refused('NOT_PAID', 'This booking is not paid: there is nothing to refund.');
        if (refund === 'tooLarge') throw fieldFailure('input.amount', 'complaint.amountInvalid', { reason: 'REFUND_TOO_LARGE' });
        if (refund === 'exists')
          throw new DomainError('CONFLICT', 'This booking already has its refund.', { reason: 'ALREADY_REFUNDED' });
        refundAmount = refund.amount;
        refundBooking = booking.id;
      } else if (values.outcome === 'WARNING' || values.outcome === 'SUSPENSION') {
        if (!pandit) throw refused('NO_PANDIT_TO_WARN', 'This booking has no pandit.');
        if (values.outcome === 'SUSPENSION' && pandit.verified) {
          pandit.verified = false;
          audit(tx, em, 'pandit.suspend', 'Pandit', pandit.id, {
            verified: { before: true, after: false },
            complaint: { before: null, after: complaint.number },
          });
        }
        if (values.outcome === 'WARNING')
          audit(tx, em, 'pandit.warn', 'Pandit', pandit.id, { complaint: { before: null, after: complaint.number } });
      }
      complaint.status = 'RESOLVED';
      complaint.outcome = values.outcome;
      complaint.outcomeNote = values.note;
      complaint.refundAmount = refundAmount;
      complaint.resolvedAt = now;
      complaint.acknowledgedAt ??= now;
      complaint.dueAt = null;
      em.create(ComplaintMessageSchema, {
        complaint,
        author: viewer.id,
        authorRole: 'SUPPORT',
        body: values.note,
        createdAt: now,
      } as never);
      audit(tx, em, 'complaint.resolve', 'Complaint', complaint.id, {
        status: { before: 'open', after: 'resolved' },
        outcome: { before: null, after: values.outcome },
      });
      recordEvent(em, {
        type: 'complaint.resolved',
        bookingId: booking.id,
        data: {
          complaintId: complaint.id,
          number: complaint.number,
          category: complaint.category,
          outcome: values.outcome,
          note: values.note,
          ...(refundAmount !== null ? { amount: refundAmount } : {}),
        },
      });
      return complaint;
    });
    // After the commit, a Razorpay payment's refund is started as a cancellation's is (the webhook marks it refunded).
    if (refundBooking) await new PaymentService(this.ctx).sendGatewayRefund(refundBooking);
    return done;
  }

  /** The devotee reopens a resolved ticket within COMPLAINT_REOPEN_DAYS of its resolution; support's turn again. */
  async reopen(id: string, now = new Date()): Promise<Complaint> {
    const viewer = this.viewer();
    return this.ctx.em.transactional(async (em) => {
      const found = await this.visible(id, em);
      const { complaint } = found;
      await lockAndRefresh(em, complaint);
      if (!canReopen(complaint, found.asCustomer, now))
        throw refused('NOT_REOPENABLE', 'This complaint can no longer be reopened; please write to the grievance officer.');
      complaint.status = 'OPEN';
      complaint.resolvedAt = null;
      complaint.dueAt = nextDue(complaint);
      em.create(ComplaintMessageSchema, {
        complaint,
        author: viewer.id,
        authorRole: 'DEVOTEE',
        body: '(reopened)',
        createdAt: now,
      } as never);
      await em.flush();
      return complaint;
    });
  }

  /** Whether the viewer may reopen the ticket now. */
  async viewerCanReopen(complaint: Complaint, now = new Date()): Promise<boolean> {
    const viewer = this.ctx.viewer;
    if (!viewer || complaint.status !== 'RESOLVED') return false;
    const booking = await this.ctx.loaders.byId<Booking>(BookingSchema, 'Booking').load(refId(complaint.booking)!);
    return canReopen(complaint, booking ? refId(booking.user) === viewer.id : false, now);
  }
}

/** Locks a ticket's row for the transaction and reads it again: changes to one ticket go one after the other. */
async function lockAndRefresh(em: EntityManager, complaint: Complaint): Promise<void> {
  await em
    .getConnection()
    .execute('select id from complaints where id = ? for update', [complaint.id], 'all', em.getTransactionContext());
  await em.refresh(complaint);
}

const canReopen = (c: Complaint, asCustomer: boolean, now: Date) =>
  asCustomer && c.status === 'RESOLVED' && c.resolvedAt !== null && c.resolvedAt !== undefined && canReopenAt(c.resolvedAt, now);

/** Closes tickets resolved more than COMPLAINT_REOPEN_DAYS ago (a periodic job); returns how many. */
export async function closeResolvedComplaints(em: EntityManager, now: Date): Promise<number> {
  const result = await em.execute<{ affectedRows: number }>(
    `update complaints set status = 'CLOSED', closed_at = ?
      where status = 'RESOLVED' and resolved_at < ?::timestamptz - interval '14 days'`,
    [now, now],
    'run',
  );
  return result.affectedRows ?? 0;
}

/**
 * The grievance officer's daily digest: the active tickets overdue or due within COMPLAINT_DIGEST_DAYS, next deadline
 * first. At most one per India day whichever process runs it: the event's dedupe key is the day. Nothing on a day with
 * nothing due. Returns whether it recorded one.
 */
export async function recordComplaintDigest(em: EntityManager, now: Date): Promise<boolean> {
  const rows = await em.execute<Array<{ number: string; category: string; status: string; due_at: Date }>>(
    `select number, category, status, due_at from complaints
      where status in ('OPEN', 'AWAITING_REPLY') and due_at <= ?::timestamptz + interval '${COMPLAINT_DIGEST_DAYS} days'
      order by due_at, number limit 200`,
    [now],
  );
  if (rows.length === 0) return false;
  const lines = rows.map((r) => {
    const due = new Date(r.due_at);
    const state = due.getTime() < now.getTime() ? 'OVERDUE' : 'due';
    return `${r.number} (${complaintCategoryLabel(r.category, 'en')}, ${r.status.toLowerCase()}): ${state} ${due.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  });
  // India's day (UTC+05:30 all year).
  const day = new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
  const result = await em.execute<{ affectedRows: number }>(
    `insert into message_events (id, type, data, dedupe_key, created_at)
     values (gen_random_uuid(), 'complaint.digest', ?::jsonb, ?, ?)
     on conflict (dedupe_key) do nothing`,
    [JSON.stringify({ lines }), `complaint.digest:${day}`, now],
    'run',
  );
  return (result.affectedRows ?? 0) > 0;
}

/** The complaint desk's periodic jobs on a message worker (app.ts; tests register them on their own worker). */
export function withComplaintJobs<
  W extends { also: (name: string, everyMs: number, run: (em: EntityManager, now: Date) => Promise<unknown>) => W },
>(worker: W): W {
  return worker
    .also('complaint-close', 3_600_000, (em, now) => closeResolvedComplaints(em, now))
    .also('complaint-digest', 3_600_000, (em, now) => recordComplaintDigest(em, now));
}

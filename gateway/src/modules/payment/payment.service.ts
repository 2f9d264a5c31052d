import type { Row } from '../../db/raw.js';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import QRCode from 'qrcode';
import {
  bookingReference,
  declineReasonSchema,
  isUuid,
  refundArrivesBy,
  refundReferenceSchema,
  upiUri,
  utrSchema,
  type PaymentAttemptStatusValue,
  type PaymentMethodValue,
  type PaymentRefusalReason,
  type RefundRuleValue,
  type RefundStatusValue,
} from '@marketplace/schema/rules';
import type { Config } from '../../config.js';
import type { Context } from '../../context.js';
import { DomainError, notFound, unauthenticated } from '../../errors.js';
import { validate } from '../../validation.js';
import { pageOf, type PageArgs } from '../../paging.js';
import { log } from '../../log.js';
import { UserSchema, type User } from '../account/user.entity.js';
import { BookingSchema, type Booking, type BookingOrRow } from '../booking/booking.entity.js';
import { BookingService } from '../booking/booking.service.js';
import { failureError, partiesOf, refusal, type Parties } from '../booking/booking.transitions.js';
import { inBookingTransaction, publishBookingChanged, stateOf } from '../booking/booking-events.js';
import { recordEvent } from '../messages/events.js';
import { PaymentSchema, RefundSchema, type Payment, type Refund } from './payment.entity.js';
import { owedRefund, paymentSubmitted, paymentsOf, refundOnCancel } from './booking-hooks.js';
import { createOrder, razorpayEnabled, refundPayment } from './razorpay.js';
import { breakdownOf, postRefundSent } from '../ledger/postings.js';

const refId = (ref: unknown): string | null => (ref ? (ref as { id: string }).id : null);
const CUSTOMER: Parties = { customer: true, pandit: false, admin: false };

const conflict = (message: string, reason: PaymentRefusalReason) => new DomainError('CONFLICT', message, { reason });

/** The SVG QR code of a text, as a data URL. */
export async function qrDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** Payments and refunds: who may pay which booking how, and what an admin decides. */
export class PaymentService {
  constructor(private readonly ctx: Context) {}

  private get em(): EntityManager {
    return this.ctx.em;
  }

  private viewer(): Row<User> {
    if (!this.ctx.viewer) throw unauthenticated();
    return this.ctx.viewer;
  }

  private get config() {
    return this.ctx.app.config;
  }

  /** The customer or an admin (payment details are theirs only). */
  private customerOrAdmin(booking: BookingOrRow): boolean {
    const viewer = this.ctx.viewer;
    return Boolean(viewer && (viewer.role === 'admin' || refId(booking.user) === viewer.id));
  }

  // ---------------------------------------------------------------- reading (batched per request)

  /** Attempts of a booking, newest first: one statement per request for a whole list. */
  paymentsOf(booking: BookingOrRow): Promise<Payment[]> {
    return paymentsOf(this.ctx, booking.id);
  }

  refundOf(booking: BookingOrRow): Promise<Refund | null> {
    const ctx = this.ctx;
    return ctx.loaders
      .batch<string, Refund | null>('refundByBooking', async (ids) => {
        const rows = await ctx.em.find(RefundSchema, { booking: { $in: [...ids] } });
        const by = new Map(rows.map((r) => [refId(r.booking)!, r]));
        return ids.map((id) => by.get(id) ?? null);
      })
      .load(booking.id);
  }

  /**
   * What cancelling the booking now would refund and by when (the cancel dialog, before the customer confirms): the
   * same computation as the refund the cancellation writes (owedRefund). Null for a booking not paid, already ended
   * (cancelled or completed) or already refunded, and for anyone but its customer and admins.
   */
  async refundPreview(booking: BookingOrRow, now = new Date()) {
    if (!this.customerOrAdmin(booking) || booking.status === 'cancelled' || booking.status === 'completed') return null;
    if (booking.paymentStatus !== 'paid' || (await this.refundOf(booking))) return null;
    const owed = await owedRefund(this.em, booking, 'cancelled', now);
    if (!owed) return null;
    const { rule, percent, amount } = owed.decision;
    return { rule: rule.toLowerCase() as RefundRuleValue, percent, amount, arrivesBy: refundArrivesBy(now) };
  }

  /** Whether a reported transfer awaits verification (only asked for unpaid bookings). */
  submitted(booking: BookingOrRow): Promise<boolean> {
    return paymentSubmitted(this.ctx, booking);
  }

  /** Payment is due (whoever asks): the `pay` row of the booking transition table, for its customer. */
  async isDue(booking: BookingOrRow, now = new Date()): Promise<boolean> {
    return refusal('pay', booking, CUSTOMER, { now, paymentSubmitted: await this.submitted(booking) }) === null;
  }

  /** Booking.upiPayment: the customer and admins, while payment is due and UPI is configured. */
  async upiPayment(booking: BookingOrRow) {
    const { vpa, payeeName } = this.config.upi;
    if (!vpa || !this.customerOrAdmin(booking) || !(await this.isDue(booking))) return null;
    const reference = bookingReference(booking.id);
    const uri = upiUri({ vpa, payeeName, amount: booking.totalAmount, reference });
    return { uri, qrCode: await qrDataUrl(uri), amount: booking.totalAmount, payee: vpa, payeeName, reference };
  }

  /** A booking the viewer may pay now (the `pay` rule), else its refusal. */
  private async payable(bookingId: string): Promise<Booking> {
    const found = await new BookingService(this.ctx).visible(bookingId);
    const parties = partiesOf(this.viewer(), refId(found.booking.user), found.asPandit);
    const failure = refusal('pay', found.booking, parties, { paymentSubmitted: await this.submitted(found.booking) });
    if (failure) throw failureError(failure, found.booking);
    return found.booking;
  }

  // ---------------------------------------------------------------- UPI

  /** The customer reports a UPI transfer by its UTR; an admin verifies it later. */
  async submitUpi(bookingId: string, utrInput: string): Promise<Payment> {
    const utr = validate(utrSchema, utrInput, 'utr');
    if (!this.config.upi.vpa) throw conflict('UPI payments are not available.', 'UPI_NOT_CONFIGURED');
    const booking = await this.payable(bookingId);
    if (await this.em.count(PaymentSchema, { method: 'upi', reference: utr, status: { $ne: 'rejected' } })) {
      throw conflict('This UTR was already reported for a payment.', 'UTR_USED');
    }
    const payment = this.em.create(PaymentSchema, {
      booking: booking.id,
      method: 'upi',
      amount: booking.totalAmount,
      reference: utr,
      orderId: null,
      status: 'submitted',
      reason: null,
      decidedBy: null,
      decidedAt: null,
    } as never);
    try {
      await this.em.flush();
    } catch (e) {
      if ((e as { code?: string }).code === '23505') throw conflict('This UTR was already reported for a payment.', 'UTR_USED');
      throw e;
    }
    return payment;
  }

  private async submittedPayment(id: string): Promise<Payment> {
    if (!isUuid(id)) throw notFound('Payment');
    const payment = await this.em.findOne(PaymentSchema, { id });
    if (!payment) throw notFound('Payment');
    if (payment.status !== 'submitted')
      throw conflict('Only a payment waiting for verification can be verified or rejected.', 'NOT_SUBMITTED');
    return payment;
  }

  /** Admin: the transfer arrived. The booking becomes paid (a published booking change: history, audit trail). */
  async verify(id: string): Promise<Payment> {
    const bookingId = refId((await this.submittedPayment(id)).booking)!;
    let verified!: Payment;
    await inBookingTransaction(this.ctx, async (c) => {
      const payment = await c.em.findOneOrFail(PaymentSchema, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (payment.status !== 'submitted') throw conflict('This payment was already decided.', 'NOT_SUBMITTED');
      const booking = await c.em.findOneOrFail(BookingSchema, { id: bookingId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (booking.paymentStatus !== 'pending') throw conflict('This booking is already paid.', 'ALREADY_PAID');
      const at = new Date();
      payment.status = 'verified';
      payment.decidedAt = at;
      payment.decidedBy = this.viewer().id as never;
      const cancelledAt = booking.updatedAt;
      const before = stateOf(booking);
      booking.paymentStatus = 'paid';
      await publishBookingChanged(c, c.em, { booking, before, cause: 'paid', at });
      recordPaymentReceived(c.em, this.config.money, booking, {
        amount: payment.amount,
        method: payment.method,
        reference: payment.reference,
      });
      // Cancelled while the transfer waited for verification: the money is owed back by the policy, as of the cancellation.
      if (booking.status === 'cancelled') {
        await c.em.flush();
        await refundOnCancel(c.em, this.config.money, booking, 'cancelled', cancelledAt);
      }
      verified = payment;
      return booking;
    });
    return verified;
  }

  /** Admin: the transfer was not found; the customer sees why and may pay again. */
  async reject(id: string, reasonInput: string): Promise<Payment> {
    const reason = validate(declineReasonSchema, reasonInput, 'reason');
    await this.submittedPayment(id);
    return this.em.transactional(async (em) => {
      const payment = await em.findOneOrFail(PaymentSchema, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (payment.status !== 'submitted') throw conflict('This payment was already decided.', 'NOT_SUBMITTED');
      payment.status = 'rejected';
      payment.reason = reason;
      payment.decidedAt = new Date();
      payment.decidedBy = this.viewer().id as never;
      recordEvent(em, {
        type: 'payment.rejected',
        bookingId: refId(payment.booking)!,
        data: { amount: payment.amount, reference: payment.reference, reason },
      });
      await em.flush();
      return payment;
    });
  }

  // ---------------------------------------------------------------- Razorpay

  /** The customer starts a checkout: an order for the booking's amount (an open order of the same amount is reused). */
  async createRazorpayOrder(bookingId: string) {
    const rp = this.config.razorpay;
    if (!razorpayEnabled(rp)) throw conflict('Online payment is not configured.', 'RAZORPAY_NOT_CONFIGURED');
    const booking = await this.payable(bookingId);
    const reference = bookingReference(booking.id);
    const answer = (orderId: string) => ({
      orderId,
      keyId: rp.keyId,
      amount: booking.totalAmount * 100,
      currency: 'INR',
      reference,
      payeeName: this.config.upi.payeeName,
    });
    const open = await this.em.findOne(PaymentSchema, {
      booking: booking.id,
      method: 'razorpay',
      status: 'created',
      amount: booking.totalAmount,
    });
    if (open?.orderId) return answer(open.orderId);
    const order = await createOrder(rp, {
      amountPaise: booking.totalAmount * 100,
      receipt: reference,
      notes: { bookingId: booking.id },
    });
    this.em.create(PaymentSchema, {
      booking: booking.id,
      method: 'razorpay',
      amount: booking.totalAmount,
      reference: null,
      orderId: order.id,
      status: 'created',
      reason: null,
      decidedBy: null,
      decidedAt: null,
    } as never);
    await this.em.flush();
    return answer(order.id);
  }

  // ---------------------------------------------------------------- refunds

  /** Admin: a pending refund was sent, with the transfer's reference. */
  async markRefunded(id: string, referenceInput: string): Promise<Refund> {
    const reference = validate(refundReferenceSchema, referenceInput, 'reference');
    if (!isUuid(id)) throw notFound('Refund');
    const found = await this.em.findOne(RefundSchema, { id });
    if (!found) throw notFound('Refund');
    const bookingId = refId(found.booking)!;
    let done!: Refund;
    await inBookingTransaction(this.ctx, async (c) => {
      const refund = await c.em.findOneOrFail(RefundSchema, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (refund.status !== 'pending') throw conflict('This refund was already marked refunded.', 'ALREADY_REFUNDED');
      const booking = await c.em.findOneOrFail(BookingSchema, { id: bookingId });
      await completeRefund(c, c.em, refund, booking, reference, this.viewer().id);
      done = refund;
    });
    return done;
  }

  /**
   * After a cancellation committed: a pending refund of a Razorpay payment is sent through Razorpay's refund API
   * (its refund.processed webhook then marks it refunded). Failures are logged; an admin can still refund by hand.
   */
  async sendGatewayRefund(bookingId: string): Promise<void> {
    const rp = this.config.razorpay;
    if (!razorpayEnabled(rp) || !isUuid(bookingId)) return;
    const em = this.em.fork();
    const refund = await em.findOne(
      RefundSchema,
      { booking: bookingId, status: 'pending', reference: null },
      { populate: ['payment'] },
    );
    const payment = refund?.payment;
    if (!refund || !payment || payment.method !== 'razorpay' || !payment.reference) return;
    try {
      const answer = await refundPayment(rp, payment.reference, refund.amount * 100, { bookingId });
      refund.reference = answer.id;
      await em.flush();
    } catch (e) {
      log.warn({ err: e, bookingId }, 'razorpay: refund could not be started; an admin can refund by hand');
    }
  }

  // ---------------------------------------------------------------- admin lists and receipts

  async list(
    filter: { status?: PaymentAttemptStatusValue | null; method?: PaymentMethodValue | null } | null | undefined,
    page: PageArgs | null | undefined,
  ) {
    const where: Record<string, unknown> = {};
    if (filter?.status) where.status = filter.status;
    if (filter?.method) where.method = filter.method;
    const { offset, limit, page: p } = pageOf(page, 20);
    const [items, totalCount] = await this.em.findAndCount(PaymentSchema, where, {
      orderBy: { createdAt: 'desc', id: 'asc' },
      offset,
      limit,
    });
    return { items, pageInfo: { page: p, limit, totalCount, hasNextPage: offset + items.length < totalCount } };
  }

  async listRefunds(filter: { status?: RefundStatusValue | null } | null | undefined, page: PageArgs | null | undefined) {
    const where: Record<string, unknown> = {};
    if (filter?.status) where.status = filter.status;
    const { offset, limit, page: p } = pageOf(page, 20);
    const [items, totalCount] = await this.em.findAndCount(RefundSchema, where, {
      orderBy: { createdAt: 'desc', id: 'asc' },
      offset,
      limit,
    });
    return { items, pageInfo: { page: p, limit, totalCount, hasNextPage: offset + items.length < totalCount } };
  }

  /** A paid booking's receipt: its customer and admins; NOT_FOUND for anyone else and for an unpaid booking. */
  async receipt(bookingId: string) {
    const found = await new BookingService(this.ctx).visible(bookingId);
    const booking = found.booking;
    if (!found.asCustomer && !found.asAdmin) throw notFound('Receipt');
    const payment = await this.em.findOne(
      PaymentSchema,
      { booking: booking.id, status: 'verified' },
      { orderBy: { decidedAt: 'desc' } },
    );
    // Paid through us (a verified payment), or marked paid by an admin by hand; an unpaid booking has none.
    if (booking.paymentStatus === 'pending') throw notFound('Receipt');
    const customer = await this.ctx.loaders.byId<User>(UserSchema, 'User').load(refId(booking.user)!);
    const amount = payment?.amount ?? booking.totalAmount;
    return {
      number: bookingReference(booking.id),
      booking,
      amount,
      // The same breakdown the booking dialog and the pay screen showed (schema/rules/money.ts).
      breakdown: breakdownOf(this.config.money, booking, amount),
      method: payment?.method ?? null,
      reference: payment?.reference ?? null,
      paidAt: payment?.decidedAt ?? booking.updatedAt,
      payeeName: this.config.upi.payeeName,
      payee: this.config.upi.vpa ?? null,
      customerName: customer?.name ?? '',
    };
  }
}

/** Marks a refund sent (admin or Razorpay's webhook) and the booking refunded (a published change), with the message event. */
export async function completeRefund(
  ctx: Context,
  em: EntityManager,
  refund: Refund,
  booking: Booking,
  reference: string,
  by: string | null,
) {
  const at = new Date();
  refund.status = 'refunded';
  refund.reference = reference;
  refund.refundedAt = at;
  refund.refundedBy = by as never;
  const paymentId = refId(refund.payment);
  const payment = paymentId ? await em.findOne(PaymentSchema, { id: paymentId }) : null;
  await postRefundSent(em, ctx.app.config.money, booking, refund, payment, reference, at);
  const before = stateOf(booking);
  booking.paymentStatus = 'refunded';
  await publishBookingChanged(ctx, em, { booking, before, cause: 'refunded', at });
  recordEvent(em, {
    type: 'refund.issued',
    bookingId: booking.id,
    data: { amount: refund.amount, percent: refund.percent, rule: refund.rule, reference },
  });
}

/**
 * The payment e-mail's event (messages/templates.ts), in the payment's transaction: the amount, how and the reference,
 * and the price broken down by the one rule (the lines the receipt and invoice show), in paise.
 */
export function recordPaymentReceived(
  em: EntityManager,
  money: Config['money'],
  booking: Booking,
  data: { amount: number; method: string; reference: string | null | undefined },
): void {
  const { dakshina, samagri, platformFee, gst, total } = breakdownOf(money, booking, data.amount);
  recordEvent(em, {
    type: 'payment.received',
    bookingId: booking.id,
    data: { ...data, breakdown: { dakshina, samagri, platformFee, gst, total } },
  });
}
